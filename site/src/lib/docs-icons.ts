// The icons a docs topic may name in its frontmatter (content.config.ts validates them). They are
// drawn by components/Icon.astro from Lucide, like every other icon on the site.

export const DOC_ICON_NAMES = [
  'book-open',
  'rocket',
  'workflow',
  'boxes',
  'git-branch',
  'share-2',
  'layout',
  'brain',
  'sparkles',
  'message-square',
  'database',
  'search',
  'layers',
  'code',
  'plug',
  'key',
  'webhook',
  'graduation-cap',
  'lightbulb',
  'bar-chart',
  'file-text',
  'cpu',
] as const;
export type DocIconName = (typeof DOC_ICON_NAMES)[number];

export function isDocIconName(name: string): name is DocIconName {
  return (DOC_ICON_NAMES as readonly string[]).includes(name);
}
