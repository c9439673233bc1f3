// The Updates feed (lib/updates-feed.ts decides what it holds).
import rss from '@astrojs/rss';
import { brand } from '@nodal/shared';
import type { APIContext } from 'astro';
import { loadSiteData } from '../../lib/data';
import { updatesFeed } from '../../lib/updates-feed';

export async function GET(context: APIContext) {
  const { articles } = await loadSiteData();
  return rss(updatesFeed(articles, context.site ?? brand.siteUrl));
}
