import { SECTION_IDS } from '@nodal/shared';
import type { Db } from '../db/client.ts';
import { insertArticle } from '../db/queries/articles.ts';
import { insertDemo } from '../db/queries/demos.ts';
import { patchHeroConfig, setSectionVisibility } from '../db/queries/site.ts';
import { insertCategory, insertVideo } from '../db/queries/videos.ts';
import { articleSeed, categorySeed, demoSeed, heroSeed } from './content.ts';

/** Fills an empty database with the starting content; a database that has any content is left alone. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [{ n } = { n: 0 }] = await tx.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM hero_animations) + (SELECT count(*) FROM articles)
        + (SELECT count(*) FROM video_categories) + (SELECT count(*) FROM section_configs) AS n`,
    );
    if (Number(n) > 0) return false;
    for (const sectionId of SECTION_IDS) await setSectionVisibility(tx, sectionId, true);
    for (const hero of heroSeed) await patchHeroConfig(tx, hero.animationType, hero);
    for (const [position, category] of categorySeed.entries()) {
      const { id } = await insertCategory(tx, { title: category.title, description: category.description, position: position + 1 });
      for (const [videoPosition, video] of category.videos.entries()) {
        await insertVideo(tx, { ...video, categoryId: id, position: position * 10 + videoPosition + 1 });
      }
    }
    for (const [position, demo] of demoSeed.entries()) await insertDemo(tx, { ...demo, position: position + 1 });
    for (const article of articleSeed) await insertArticle(tx, article);
    return true;
  });
}
