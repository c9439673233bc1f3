import { describe, expect, it } from 'vitest';
import {
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
