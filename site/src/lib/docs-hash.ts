// The docs page keeps its selection in the location hash as `<tab>-<topic>`, e.g.
// `#ai-tech-advanced-rag`. Tab ids contain hyphens too, so a hash is split by matching the known
// tab ids rather than at the first hyphen. Pure functions: the page script and the tests share them.
import { DOC_TAB_IDS, docTab, isDocTabId, type DocTabId, type DocTopicIndex } from './docs-topics.ts';

export interface DocsLocation {
  tab: DocTabId;
  item: string;
  /** The id of a heading inside the article, when the hash points at one (`#<tab>-<topic>--<slug>`). */
  heading?: string;
}

/**
 * Separates an article's key from a heading's slug in heading ids. Slugs never start with a
 * hyphen and topic ids never contain two in a row, so the first `--` is always the boundary.
 */
export const HEADING_SEPARATOR = '--';

/**
 * Stands for an article's heading-id prefix in markup rendered before the article is known
 * (DocHeading inside MDX); replaced once the article's HTML is complete (DocArticleBody).
 */
export const HEADING_ID_PLACEHOLDER = 'nodal-doc-article-prefix--';

/**
 * Where /docs opens without a hash. The five-tab page reads like a book, so a newcomer starts at
 * the first chapter (Getting Started → Introduction) rather than mid-way through AI Technology,
 * where the earlier two-section page opened.
 */
export const INITIAL_DOCS_LOCATION: DocsLocation = { tab: 'getting-started', item: 'introduction' };

/** Choosing a tab always lands on its default item, never on the item last seen there. */
export function locationForTab(tab: DocTabId): DocsLocation {
  return { tab, item: docTab(tab).defaultItem };
}

export function docsHash(location: DocsLocation): string {
  return `#${location.tab}-${location.item}`;
}

export function docsPanelId(location: DocsLocation): string {
  return `doc-${location.tab}-${location.item}`;
}

/**
 * The id of a heading in a docs article. Twenty articles share one page and repeat headings such
 * as "Try it in Nodal", so the slug is prefixed with the article's hash; the id doubles as the
 * hash that opens the article at that heading.
 */
export function docsHeadingId(location: Pick<DocsLocation, 'tab' | 'item'>, slug: string): string {
  return `${location.tab}-${location.item}${HEADING_SEPARATOR}${slug}`;
}

/**
 * Reads a location hash. An unknown topic in a known tab falls back to that tab's default; a bare
 * tab id (`#learning`) selects the tab; anything else is `null`, so the caller can keep what is on
 * screen (an in-article anchor should not reset the page).
 */
export function parseDocsHash(hash: string, topics: DocTopicIndex): DocsLocation | null {
  let raw = hash.startsWith('#') ? hash.slice(1) : hash;
  try {
    raw = decodeURIComponent(raw);
  } catch {
    return null;
  }
  raw = raw.trim().toLowerCase();
  if (!raw) return null;
  const split = raw.indexOf(HEADING_SEPARATOR);
  if (split > 0) {
    const article = parseDocsHash(raw.slice(0, split), topics);
    if (!article) return null;
    // A heading of an article that does not exist is not a heading: land on what parsing found.
    const exact = `${article.tab}-${article.item}` === raw.slice(0, split);
    return exact && split + HEADING_SEPARATOR.length < raw.length ? { ...article, heading: raw } : article;
  }
  if (isDocTabId(raw)) return locationForTab(raw);
  // Longest tab id first, so a future tab named like a prefix of another cannot steal its hashes.
  const tabs = [...DOC_TAB_IDS].sort((a, b) => b.length - a.length);
  for (const tab of tabs) {
    if (!raw.startsWith(`${tab}-`)) continue;
    const item = raw.slice(tab.length + 1);
    return topics[tab].includes(item) ? { tab, item } : locationForTab(tab);
  }
  return null;
}

/** The location to show for a hash on first load: the hash's, or the initial one. */
export function initialDocsLocation(hash: string, topics: DocTopicIndex): DocsLocation {
  return parseDocsHash(hash, topics) ?? INITIAL_DOCS_LOCATION;
}

/**
 * The topic a topic page's path names (`/docs/<tab>/<topic>`, a trailing slash allowed), or null
 * for any other path. The topic need not exist: the hash parser decides that.
 */
export function docsTopicFromPath(path: string): { tab: DocTabId; item: string } | null {
  const match = /^\/docs\/([a-z-]+)\/([a-z0-9-]+)\/?$/.exec(path);
  if (!match || !isDocTabId(match[1]!)) return null;
  return { tab: match[1], item: match[2]! };
}

/**
 * Rewrites a link to a topic page (`/docs/<tab>/<topic>`, with or without a heading's fragment)
 * to the hash form /docs shows it by. Any other href is returned unchanged.
 */
export function docsHrefFor(href: string): string {
  const hash = href.indexOf('#');
  const path = hash < 0 ? href : href.slice(0, hash);
  const fragment = hash < 0 ? '' : href.slice(hash + 1);
  const topic = docsTopicFromPath(path);
  if (!topic) return href;
  // A heading id names its article itself, so it stands for the whole location.
  if (fragment.startsWith(`${topic.tab}-${topic.item}${HEADING_SEPARATOR}`)) return `/docs#${fragment}`;
  return `/docs${docsHash(topic)}`;
}
