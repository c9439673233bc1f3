import { describe, expect, it } from 'vitest';
import { SECTION_IDS } from './constants.ts';
import { resolveSections } from './sections.ts';

describe('resolveSections', () => {
  it('shows every section when nothing is configured, in the default order', () => {
    expect(resolveSections([]).map((s) => s.id)).toEqual([...SECTION_IDS]);
  });

  it('never hides hero, orchestration or main-video and keeps them dark', () => {
    const hidden = SECTION_IDS.map((sectionId) => ({ sectionId, isVisible: false }));
    expect(resolveSections(hidden)).toEqual([
      { id: 'hero', tone: 'dark' },
      { id: 'orchestration', tone: 'dark' },
      { id: 'main-video', tone: 'dark' },
    ]);
  });

  it.each([
    [[], ['features', 'light'], ['feature-videos', 'muted'], ['workflow-demo-videos', 'light']],
    [
      [{ sectionId: 'feature-videos', isVisible: false }],
      ['features', 'light'],
      ['workflow-demo-videos', 'muted'],
      ['usecases', 'light'],
    ],
  ])('alternates backgrounds by the visible sections before each (%j)', (configs, ...expected) => {
    const tones = new Map(resolveSections(configs).map((s) => [s.id, s.tone]));
    for (const [id, tone] of expected as unknown as [string, string][]) expect(tones.get(id as never)).toBe(tone);
  });
});
