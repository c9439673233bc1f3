import { ALWAYS_SHOWN_SECTIONS, SECTION_IDS, type SectionId } from './constants.ts';

export interface ResolvedSection {
  id: SectionId;
  /** Hero, orchestration and main-video are dark; the rest alternate by visible position. */
  tone: 'dark' | 'light' | 'muted';
}

/**
 * A section without a config row is visible; the always-shown three ignore their row;
 * alternating backgrounds count the visible sections before each one.
 */
export function resolveSections(configs: ReadonlyArray<{ sectionId: string; isVisible: boolean }>): ResolvedSection[] {
  const visibility = new Map(configs.map((c) => [c.sectionId, c.isVisible]));
  const visible = SECTION_IDS.filter((id) => ALWAYS_SHOWN_SECTIONS.includes(id) || visibility.get(id) !== false);
  let configurableBefore = 0;
  return visible.map((id) => {
    if (ALWAYS_SHOWN_SECTIONS.includes(id)) return { id, tone: 'dark' };
    return { id, tone: configurableBefore++ % 2 === 0 ? 'light' : 'muted' };
  });
}
