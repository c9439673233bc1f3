import { describe, expect, it } from 'vitest';
import { ANIMATION_TYPES, pickHeroAnimation, type HeroChoiceInput } from './hero.ts';

const cfg = (animationType: HeroChoiceInput['animationType'], enabled: boolean, weight: number) => ({
  animationType,
  enabled,
  weight,
});
const fixed = (value: number) => () => value;

describe('pickHeroAnimation', () => {
  it.each([
    [
      'none enabled gives abstractFlow',
      [cfg('fluidDynamics', false, 5), cfg('swarmIntelligence', false, 9)],
      0.5,
      'abstractFlow',
    ],
    ['single enabled wins', [cfg('fluidDynamics', true, 5), cfg('swarmIntelligence', false, 9)], 0.99, 'fluidDynamics'],
    [
      'weight zero is never picked',
      [cfg('abstractFlow', true, 0), cfg('swarmIntelligence', true, 3)],
      0,
      'swarmIntelligence',
    ],
    [
      'low ticket picks first weight band',
      [cfg('abstractFlow', true, 1), cfg('abstractGraphic', true, 9)],
      0.05,
      'abstractFlow',
    ],
    [
      'high ticket picks last band',
      [cfg('abstractFlow', true, 1), cfg('abstractGraphic', true, 9)],
      0.95,
      'abstractGraphic',
    ],
    [
      'all weights zero: uniform among enabled',
      [cfg('abstractFlow', false, 0), cfg('abstractGraphic', true, 0), cfg('fluidDynamics', true, 0)],
      0.75,
      'fluidDynamics',
    ],
  ] as const)('%s', (_name, configs, r, expected) => {
    expect(pickHeroAnimation(configs, fixed(r))).toBe(expected);
  });

  it('a failed fetch picks uniformly among the four types', () => {
    expect(ANIMATION_TYPES.map((_, i) => pickHeroAnimation(null, fixed((i + 0.5) / 4)))).toEqual([...ANIMATION_TYPES]);
  });

  it('follows the weights over many draws', () => {
    let seed = 42;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const configs = [cfg('abstractFlow', true, 8), cfg('abstractGraphic', true, 2)];
    const counts = { abstractFlow: 0, abstractGraphic: 0 } as Record<string, number>;
    for (let i = 0; i < 10_000; i++) counts[pickHeroAnimation(configs, random)]!++;
    expect(counts.abstractFlow! / 10_000).toBeGreaterThan(0.75);
    expect(counts.abstractFlow! / 10_000).toBeLessThan(0.85);
  });
});
