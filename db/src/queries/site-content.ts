import type { SiteContent } from '@nodal/shared';
import type { Queryable } from '../types.ts';
import { listArticles } from './articles.ts';
import { listDemos } from './demos.ts';
import { listHeroConfigs, listSectionConfigs } from './site.ts';
import { listCategoriesWithVideos } from './videos.ts';

/** One consistent read of what a site build shows; drafts and inactive videos never leave here. */
export async function loadSiteContent(db: Queryable): Promise<SiteContent> {
  const [articles, heroConfigs, sections, categories, demos] = await Promise.all([
    listArticles(db, { includeDrafts: false }),
    listHeroConfigs(db),
    listSectionConfigs(db),
    listCategoriesWithVideos(db, true),
    listDemos(db),
  ]);
  return { articles, heroConfigs, sections, categories, demos };
}

/** What a build without a database shows: every section at its default, no articles, videos or demos. */
export const EMPTY_SITE_CONTENT: SiteContent = {
  articles: [],
  heroConfigs: [],
  sections: [],
  categories: [],
  demos: [],
};
