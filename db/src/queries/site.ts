// Hero animation configuration and landing-section visibility: the two admin-tuned settings.
import {
  ALWAYS_SHOWN_SECTIONS,
  ANIMATION_TYPES,
  SECTION_IDS,
  type AnimationType,
  type HeroConfig,
  type SectionConfig,
  type SectionId,
} from '@nodal/shared';
import { queryRow, queryRows } from '../rows.ts';
import { heroAnimationRow, sectionConfigRow } from '../schema/index.ts';
import type { Queryable } from '../types.ts';
import { iso } from './util.ts';

export async function listHeroConfigs(db: Queryable): Promise<HeroConfig[]> {
  const rows = await queryRows(
    db,
    heroAnimationRow,
    `SELECT animation_type AS "animationType", enabled, weight, updated_at AS "updatedAt" FROM hero_animations`,
  );
  const order = (t: AnimationType) => ANIMATION_TYPES.indexOf(t);
  return rows
    .map((r) => ({ ...r, updatedAt: iso(r.updatedAt) }))
    .sort((a, b) => order(a.animationType) - order(b.animationType));
}

/** Creates the row on first change so a fresh database can be tuned without a seed. */
export async function patchHeroConfig(
  db: Queryable,
  type: AnimationType,
  patch: { enabled?: boolean; weight?: number },
): Promise<HeroConfig> {
  const row = await queryRow(
    db,
    heroAnimationRow,
    `INSERT INTO hero_animations (animation_type, enabled, weight) VALUES ($1, coalesce($2, true), coalesce($3, 5))
     ON CONFLICT (animation_type) DO UPDATE SET
       enabled = coalesce($2, hero_animations.enabled), weight = coalesce($3, hero_animations.weight), updated_at = now()
     RETURNING animation_type AS "animationType", enabled, weight, updated_at AS "updatedAt"`,
    [type, patch.enabled ?? null, patch.weight ?? null],
  );
  return { ...row!, updatedAt: iso(row!.updatedAt) };
}

/** All 15 ids; a section without a row is visible, and the first three always are (see resolveSections). */
export async function listSectionConfigs(db: Queryable): Promise<SectionConfig[]> {
  const rows = await queryRows(
    db,
    sectionConfigRow,
    `SELECT section_id AS "sectionId", is_visible AS "isVisible" FROM section_configs`,
  );
  const stored = new Map(rows.map((r) => [r.sectionId, r.isVisible]));
  return SECTION_IDS.map((sectionId) => ({
    sectionId,
    isVisible: ALWAYS_SHOWN_SECTIONS.includes(sectionId) || (stored.get(sectionId) ?? true),
  }));
}

export async function setSectionVisibility(
  db: Queryable,
  sectionId: SectionId,
  isVisible: boolean,
): Promise<SectionConfig> {
  await db.query(
    `INSERT INTO section_configs (section_id, is_visible) VALUES ($1, $2)
     ON CONFLICT (section_id) DO UPDATE SET is_visible = $2, updated_at = now()`,
    [sectionId, isVisible],
  );
  return { sectionId, isVisible };
}
