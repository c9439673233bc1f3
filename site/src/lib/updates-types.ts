// The article types as the browser sees them: label and badge colour. Browser code must not import
// `@nodal/shared/enums` (it builds zod schemas at load, which pulls zod into the bundle and trips
// the CSP's no-eval rule), so the table is restated here and a unit test pins it to the shared one.
import type { ArticleType, BadgeColor } from '@nodal/shared/enums';

export const ARTICLE_TYPE_BADGES: Readonly<Record<ArticleType, { label: string; color: BadgeColor }>> = {
  news: { label: 'News', color: 'blue' },
  guide: { label: 'Guide', color: 'green' },
  insight: { label: 'Insight', color: 'purple' },
  announcement: { label: 'Announcement', color: 'orange' },
};

export const CLIENT_ARTICLE_TYPES = Object.keys(ARTICLE_TYPE_BADGES) as ArticleType[];

export function isArticleType(value: string): value is ArticleType {
  return Object.hasOwn(ARTICLE_TYPE_BADGES, value);
}

/** Unknown types (from a newer API than this build) show their raw name in gray. */
export function typeBadge(type: string): { label: string; color: BadgeColor } {
  return isArticleType(type) ? ARTICLE_TYPE_BADGES[type] : { label: type, color: 'gray' };
}

/** Same rule as SLUG_PATTERN in @nodal/shared/schemas (pinned by a test). */
export const CLIENT_SLUG_PATTERN = /^[a-z0-9-]+$/;
