import { ARTICLE_TYPE_COLORS, ARTICLE_TYPE_LABELS, ARTICLE_TYPES, articleTypeColor, articleTypeLabel } from '@nodal/shared';
import { SLUG_PATTERN } from '@nodal/shared/schemas';
import { describe, expect, it } from 'vitest';
import { ARTICLE_TYPE_BADGES, CLIENT_ARTICLE_TYPES, CLIENT_SLUG_PATTERN, typeBadge } from './updates-types.ts';

describe('the browser copy of the article types matches @nodal/shared', () => {
  it('has the same types in the same order', () => {
    expect(CLIENT_ARTICLE_TYPES).toEqual([...ARTICLE_TYPES]);
  });

  it.each([...ARTICLE_TYPES])('%s has the shared label and colour', (type) => {
    expect(ARTICLE_TYPE_BADGES[type]).toEqual({ label: ARTICLE_TYPE_LABELS[type], color: ARTICLE_TYPE_COLORS[type] });
  });

  it.each(['news', 'guide', 'insight', 'announcement', 'podcast', ''])('typeBadge(%j) agrees with the shared helpers', (type) => {
    expect(typeBadge(type)).toEqual({ label: articleTypeLabel(type), color: articleTypeColor(type) });
  });

  it('uses the shared slug rule', () => {
    expect(CLIENT_SLUG_PATTERN.source).toBe(SLUG_PATTERN.source);
  });
});
