// The Updates feed's content: published articles only (the build's snapshot never holds drafts),
// newest first, with a self link so feed readers and validators know the feed's own address.
import type { RSSOptions } from '@astrojs/rss';
import { articleTypeLabel, brand, pages, shareImage } from '@nodal/shared';
import type { Article } from '@nodal/shared';

export const ATOM_NAMESPACE = 'http://www.w3.org/2005/Atom';
export const FEED_DESCRIPTION =
  'News, insights and guides from the Nodal team on AI workflows for scientific publishing.';

/** A cover travels as an enclosure (what feed readers show as the entry's picture), at an absolute URL. */
function enclosure(article: Article, site: URL | string) {
  const cover = article.coverImage ? shareImage(article.coverImage, article.coverAlt) : null;
  // RSS wants the file's length in bytes; readers use the URL and type, and 0 is the accepted "unknown".
  return cover ? { enclosure: { url: new URL(cover.path, site).href, type: cover.type, length: 0 } } : {};
}

/** Escapes a value for an XML attribute (the feed's address is the site's, but may carry `&`). */
const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** What `@astrojs/rss` renders for the articles of one build, on the site at `site`. */
export function updatesFeed(articles: readonly Article[], site: URL | string): RSSOptions {
  const self = new URL(pages.updatesRss, site).href;
  return {
    title: `${brand.name} Updates`,
    description: FEED_DESCRIPTION,
    site,
    // Match the pages' canonical URLs, which have no trailing slash.
    trailingSlash: false,
    xmlns: { atom: ATOM_NAMESPACE },
    items: articles.map((article) => ({
      title: article.title,
      description: article.summary,
      link: pages.update(article.slug),
      pubDate: new Date(article.createdAt),
      categories: [articleTypeLabel(article.type)],
      ...enclosure(article, site),
    })),
    customData: `<language>en</language><atom:link href="${attribute(self)}" rel="self" type="application/rss+xml"/>`,
  };
}
