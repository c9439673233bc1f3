// The Updates feed: published articles only (loadSiteData never returns drafts), newest first.
import rss from '@astrojs/rss';
import { articleTypeLabel, brand, pages } from '@nodal/shared';
import type { APIContext } from 'astro';
import { loadSiteData } from '../../lib/data';

export async function GET(context: APIContext) {
  const { articles } = await loadSiteData();
  return rss({
    title: `${brand.name} Updates`,
    description: 'News, insights and guides from the Nodal team on AI workflows for scientific publishing.',
    site: context.site ?? brand.siteUrl,
    // Match the pages' canonical URLs, which have no trailing slash.
    trailingSlash: false,
    items: articles.map((article) => ({
      title: article.title,
      description: article.summary,
      link: pages.update(article.slug),
      pubDate: new Date(article.createdAt),
      categories: [articleTypeLabel(article.type)],
    })),
    customData: '<language>en</language>',
  });
}
