// Links to the docs topics' own pages (/docs/<tab>/<topic>), for the pages the build writes. Kept
// apart from docs-hash.ts, which the browser loads, so the page scripts do not carry the route table.
import { pages } from '@nodal/shared/paths';
import { DOC_TAB_IDS, isDocTabId } from './docs-topics.ts';
import { HEADING_SEPARATOR, locationForTab, type DocsLocation } from './docs-hash.ts';

/** The topic page of a location: its own URL, at the heading when there is one. */
export function docsPageHref(location: DocsLocation): string {
  return `${pages.docsTopic(location.tab, location.item)}${location.heading ? `#${location.heading}` : ''}`;
}

/**
 * Rewrites a link to a topic on /docs (`/docs#<tab>-<topic>`, or one of its headings) to that
 * topic's own page, for links on the topic pages. A bare tab (`/docs#learning`) goes to the tab's
 * default topic; any other href is returned unchanged. The topic is not checked: a link to a topic
 * that does not exist stays a dead link either way, which the e2e link checks catch.
 */
export function docsPageHrefFor(href: string): string {
  if (!href.startsWith(`${pages.docs}#`)) return href;
  const raw = href.slice(pages.docs.length + 1);
  const split = raw.indexOf(HEADING_SEPARATOR);
  const article = split > 0 ? raw.slice(0, split) : raw;
  if (isDocTabId(article)) return docsPageHref(locationForTab(article));
  const tab = [...DOC_TAB_IDS].sort((a, b) => b.length - a.length).find((t) => article.startsWith(`${t}-`));
  if (!tab) return href;
  const item = article.slice(tab.length + 1);
  return docsPageHref({ tab, item, heading: split > 0 ? raw : undefined });
}
