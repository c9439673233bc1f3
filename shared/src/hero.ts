export const ANIMATION_TYPES = ['abstractFlow', 'abstractGraphic', 'fluidDynamics', 'swarmIntelligence'] as const;
export type AnimationType = (typeof ANIMATION_TYPES)[number];
export const ANIMATION_NAMES: Record<AnimationType, string> = {
  abstractFlow: 'Abstract Flow',
  abstractGraphic: 'Abstract Graphic',
  fluidDynamics: 'Fluid Dynamics',
  swarmIntelligence: 'Swarm Intelligence',
};
export interface HeroChoiceInput {
  animationType: AnimationType;
  enabled: boolean;
  weight: number;
}

/**
 * Weighted random pick among enabled configs. None enabled gives abstractFlow; all
 * enabled weights zero gives a uniform pick among the enabled; no configs at all (a failed fetch)
 * gives a uniform pick of the four types. `random` returns [0, 1) and is injectable for tests.
 */
export function pickHeroAnimation(
  configs: readonly HeroChoiceInput[] | null,
  random: () => number = Math.random,
): AnimationType {
  if (!configs) return ANIMATION_TYPES[Math.floor(random() * ANIMATION_TYPES.length)] ?? 'abstractFlow';
  const enabled = configs.filter((c) => c.enabled);
  if (enabled.length === 0) return 'abstractFlow';
  const total = enabled.reduce((sum, c) => sum + Math.max(0, c.weight), 0);
  if (total <= 0) return enabled[Math.floor(random() * enabled.length)]?.animationType ?? 'abstractFlow';
  let ticket = random() * total;
  for (const config of enabled) {
    ticket -= Math.max(0, config.weight);
    if (ticket < 0) return config.animationType;
  }
  return enabled[enabled.length - 1]!.animationType;
}
