import type { AnimationType, HeroAnimation } from './types';
import { abstractFlow } from './abstractFlow';
import { abstractGraphic } from './abstractGraphic';
import { fluidDynamics } from './fluidDynamics';
import { swarmIntelligence } from './swarmIntelligence';

export const heroAnimations: Record<AnimationType, HeroAnimation> = {
  abstractFlow,
  abstractGraphic,
  fluidDynamics,
  swarmIntelligence,
};

export const animationTypes: AnimationType[] = [
  'abstractFlow',
  'abstractGraphic',
  'fluidDynamics',
  'swarmIntelligence',
];

export function isAnimationType(value: unknown): value is AnimationType {
  return typeof value === 'string' && (animationTypes as string[]).includes(value);
}
