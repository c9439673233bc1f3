// The Updates feed: published articles only (loadSiteData never returns drafts), newest first.
import rss from '@astrojs/rss';
import { articleTypeLabel, brand, pages, shareImage } from '@nodal/shared';
import type { Article } from '@nodal/shared';
import type { APIContext } from 'astro';
import { loadSiteData } from '../../lib/data';

/** A cover travels as an enclosure (what feed readers show as the entry's picture), at an absolute URL. */
function enclosure(article: Article, site: URL | string) {
  const cover = article.coverImage ? shareImage(article.coverImage, article.coverAlt) : null;
  // RSS wants the file's length in bytes; readers use the URL and type, and 0 is the accepted "unknown".
  return cover ? { enclosure: { url: new URL(cover.path, site).href, type: cover.type, length: 0 } } : {};
}

export async function GET(context: APIContext) {
  const { articles } = await loadSiteData();
  const site = context.site ?? brand.siteUrl;
  return rss({
    title: `${brand.name} Updates`,
    description: 'News, insights and guides from the Nodal team on AI workflows for scientific publishing.',
    site,
    // Match the pages' canonical URLs, which have no trailing slash.
    trailingSlash: false,
    items: articles.map((article) => ({
      title: article.title,
      description: article.summary,
      link: pages.update(article.slug),
      pubDate: new Date(article.createdAt),
      categories: [articleTypeLabel(article.type)],
      ...enclosure(article, site),
    })),
    customData: '<language>en</language>',
  });
}
