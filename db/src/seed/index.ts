import { SECTION_IDS } from '@nodal/shared';
import { queryRow } from '../rows.ts';
import { countRow } from '../schema/index.ts';
import type { Db } from '../types.ts';
import { createArticle, createCategory, createDemo, createVideo } from '../factories.ts';
import { patchHeroConfig, setSectionVisibility } from '../queries/site.ts';
import { articleSeed, categorySeed, demoSeed, heroSeed } from './content.ts';

/** Fills an empty database with the starting content; a database that has any content is left alone. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await queryRow(
      tx,
      countRow,
      `SELECT ((SELECT count(*) FROM hero_animations) + (SELECT count(*) FROM articles)
        + (SELECT count(*) FROM video_categories) + (SELECT count(*) FROM section_configs))::int AS n`,
    );
    if ((row?.n ?? 0) > 0) return false;
    for (const sectionId of SECTION_IDS) await setSectionVisibility(tx, sectionId, true);
    for (const hero of heroSeed) await patchHeroConfig(tx, hero.animationType, hero);
    for (const [position, category] of categorySeed.entries()) {
      const { id } = await createCategory(tx, {
        title: category.title,
        description: category.description,
        position: position + 1,
      });
      for (const [videoPosition, video] of category.videos.entries()) {
        await createVideo(tx, { ...video, categoryId: id, position: position * 10 + videoPosition + 1 });
      }
    }
    for (const [position, demo] of demoSeed.entries()) await createDemo(tx, { ...demo, position: position + 1 });
    for (const article of articleSeed) await createArticle(tx, article);
    return true;
  });
}
