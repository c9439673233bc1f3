import { describe, expect, it } from 'vitest';
import {
  ACCESS_STATUS_LABELS,
  ACCESS_STATUSES,
  CAMPAIGN_KIND_LABELS,
  CAMPAIGN_KINDS,
  FUNNEL_STEP_LABELS,
  FUNNEL_STEPS,
  MERGE_FIELD_LABELS,
  MERGE_FIELDS,
  ARTICLE_TYPE_LABELS,
  ARTICLE_TYPES,
  CONTACT_DUE_FILTERS,
  CONTACT_DUE_LABELS,
  CONTACT_STATUS_LABELS,
  CONTACT_STATUSES,
  CONTACT_SUBJECT_LABELS,
  CONTACT_SUBJECTS,
  LABELLED_CONTACT_SUBJECTS,
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
} from './index.ts';

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
    // The simple form's subject has one label everywhere but the contacts page's list (spec: Other there).
    ['website_contact', 'Website Contact Form', 'Other'],
    // A value the product never sends is shown as is (spec: dashboard) and as Other in the list.
    ['something_else', 'something_else', 'Other'],
  ])('%s: label %j, contacts-page list %j', (subject, full, short) => {
    expect(contactSubjectLabel(subject)).toBe(full);
    expect(contactSubjectListLabel(subject)).toBe(short);
  });

  it('reads the spec’s full labels, and one for the simple form’s subject', () => {
    expect(LABELLED_CONTACT_SUBJECTS.map(contactSubjectLabel)).toEqual([
      'Research Institution Partnership',
      'Publisher/Platform Integration',
      'Enterprise/SaaS Partnership',
      'Investment Opportunity',
      'Pilot Program Interest',
      'Other Inquiry',
      'General Inquiry',
      'Website Contact Form',
    ]);
    expect(CONTACT_SUBJECTS.map(contactSubjectListLabel)).toEqual([
      'Research Institution',
      'Publisher/Platform',
      'Enterprise',
      'Investor',
      'Pilot Program',
      'Other',
      'Other',
    ]);
  });

  it('labels every subject a form sends, each with a label of its own', () => {
    const labels = LABELLED_CONTACT_SUBJECTS.map(contactSubjectLabel);
    expect(new Set(labels).size).toBe(labels.length);
    for (const [subject, label] of LABELLED_CONTACT_SUBJECTS.map((s, i) => [s, labels[i]!])) {
      expect(label, subject).not.toBe(subject);
    }
  });
});

describe('labels', () => {
  it.each([
    ['article types', ARTICLE_TYPES, ARTICLE_TYPE_LABELS],
    ['video types', VIDEO_TYPES, VIDEO_TYPE_LABELS],
    ['demo types', DEMO_TYPES, DEMO_TYPE_LABELS],
    ['contact subjects', LABELLED_CONTACT_SUBJECTS, CONTACT_SUBJECT_LABELS],
    ['contact statuses', CONTACT_STATUSES, CONTACT_STATUS_LABELS],
    ['reply-date filters', CONTACT_DUE_FILTERS, CONTACT_DUE_LABELS],
    ['message statuses', MESSAGE_STATUSES, MESSAGE_STATUS_LABELS],
    ['insight buckets', INSIGHT_BUCKETS, INSIGHT_BUCKET_LABELS],
    ['funnel steps', FUNNEL_STEPS, FUNNEL_STEP_LABELS],
    ['campaign kinds', CAMPAIGN_KINDS, CAMPAIGN_KIND_LABELS],
    ['access statuses', ACCESS_STATUSES, ACCESS_STATUS_LABELS],
    ['merge fields', MERGE_FIELDS, MERGE_FIELD_LABELS],
  ] as const)('%s: one non-empty label per value, and none for anything else', (_, values, labels) => {
    expect(Object.keys(labels).sort()).toEqual([...values].sort());
    for (const label of Object.values(labels)) expect(label.trim()).not.toBe('');
  });

  it('reads the spec’s words for demo and video types', () => {
    expect(DEMO_TYPES.map((t) => DEMO_TYPE_LABELS[t])).toEqual(['Video', 'Interactive', 'Notebook']);
    expect(VIDEO_TYPES.map((t) => VIDEO_TYPE_LABELS[t])).toEqual(['Direct URL', 'Vimeo', 'YouTube']);
  });
});
