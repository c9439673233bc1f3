import { describe, expect, it } from 'vitest';
import {
  ARTICLE_TYPE_LABELS,
  ARTICLE_TYPES,
  CONTACT_DUE_FILTERS,
  CONTACT_DUE_LABELS,
  CONTACT_STATUS_LABELS,
  CONTACT_STATUSES,
  CONTACT_SUBJECT_LABELS,
  CONTACT_SUBJECTS,
  DEMO_TYPE_LABELS,
  DEMO_TYPES,
  INSIGHT_BUCKET_LABELS,
  INSIGHT_BUCKETS,
  MESSAGE_STATUS_LABELS,
  MESSAGE_STATUSES,
  VIDEO_TYPE_LABELS,
  VIDEO_TYPES,
  articleTypeColor,
  articleTypeLabel,
  contactSubjectLabel,
  contactSubjectListLabel,
  isArticleType,
} from './enums.ts';

describe('article types', () => {
  it.each([
    ['news', true, 'News', 'blue'],
    ['guide', true, 'Guide', 'green'],
    ['insight', true, 'Insight', 'purple'],
    ['announcement', true, 'Announcement', 'orange'],
    ['podcast', false, 'podcast', 'gray'],
  ])('%s', (type, known, label, color) => {
    expect(isArticleType(type)).toBe(known);
    expect(articleTypeLabel(type)).toBe(label);
    expect(articleTypeColor(type)).toBe(color);
  });
});

describe('contact subjects', () => {
  it.each([
    ['research_partner', 'Research Institution Partnership', 'Research Institution'],
    ['general', 'General Inquiry', 'Other'],
    ['website_contact', 'website_contact', 'Other'],
  ])('%s: dashboard %j, list %j', (subject, full, short) => {
    expect(contactSubjectLabel(subject)).toBe(full);
    expect(contactSubjectListLabel(subject)).toBe(short);
  });
});

describe('labels', () => {
  it.each([
    ['article types', ARTICLE_TYPES, ARTICLE_TYPE_LABELS],
    ['video types', VIDEO_TYPES, VIDEO_TYPE_LABELS],
    ['demo types', DEMO_TYPES, DEMO_TYPE_LABELS],
    ['contact subjects', CONTACT_SUBJECTS, CONTACT_SUBJECT_LABELS],
    ['contact statuses', CONTACT_STATUSES, CONTACT_STATUS_LABELS],
    ['reply-date filters', CONTACT_DUE_FILTERS, CONTACT_DUE_LABELS],
    ['message statuses', MESSAGE_STATUSES, MESSAGE_STATUS_LABELS],
    ['insight buckets', INSIGHT_BUCKETS, INSIGHT_BUCKET_LABELS],
  ] as const)('%s: one non-empty label per value, and none for anything else', (_, values, labels) => {
    expect(Object.keys(labels).sort()).toEqual([...values].sort());
    for (const label of Object.values(labels)) expect(label.trim()).not.toBe('');
  });

  it('reads the spec’s words for demo and video types', () => {
    expect(DEMO_TYPES.map((t) => DEMO_TYPE_LABELS[t])).toEqual(['Video', 'Interactive', 'Notebook']);
    expect(VIDEO_TYPES.map((t) => VIDEO_TYPE_LABELS[t])).toEqual(['Direct URL', 'Vimeo', 'YouTube']);
  });
});
