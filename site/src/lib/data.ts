// Everything the public pages show, read from the database at build time. In a local
// `pnpm start` the server hands the build a DATABASE_URL to its own database; on Netlify it is Neon.
import { join } from 'node:path';
import type { Article, Demo, HeroConfig, SectionConfig, VideoCategory } from '@nodal/shared';
import { openDb, type Db } from '@nodal/functions/db/client';
import { listArticles } from '@nodal/functions/db/queries/articles';
import { listDemos } from '@nodal/functions/db/queries/demos';
import { listHeroConfigs, listSectionConfigs } from '@nodal/functions/db/queries/site';
import { listCategoriesWithVideos } from '@nodal/functions/db/queries/videos';

export interface SiteData {
  articles: Article[];
  heroConfigs: HeroConfig[];
  sections: SectionConfig[];
  categories: VideoCategory[];
  demos: Demo[];
}

let db: Promise<Db> | null = null;
let data: Promise<SiteData> | null = null;

function database(): Promise<Db> {
  db ??= openDb(process.env.DATABASE_URL || undefined, join(process.cwd(), '..', '.data', 'pglite'));
  return db;
}

/**
 * Read once per build: every page of one build sees the same snapshot. Under `astro dev` it is
 * read per request so content edits show on reload. Drafts never leave here.
 */
export function loadSiteData(): Promise<SiteData> {
  if (import.meta.env.DEV) data = null;
  data ??= (async () => {
    const conn = await database();
    const [articles, heroConfigs, sections, categories, demos] = await Promise.all([
      listArticles(conn, { includeDrafts: false }),
      listHeroConfigs(conn),
      listSectionConfigs(conn),
      listCategoriesWithVideos(conn, true),
      listDemos(conn),
    ]);
    return { articles, heroConfigs, sections, categories, demos };
  })();
  return data;
}
