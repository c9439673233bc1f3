import useSWR from 'swr';
import { api, type AnimationType, type HeroConfig, type HeroPatch } from '@nodal/shared';
import { apiRequest } from '../../../lib/api-client.ts';

export function useHeroConfigs() {
  return useSWR<HeroConfig[]>(api.heroAnimations);
}

export function patchHero(type: AnimationType, patch: HeroPatch): Promise<HeroConfig> {
  return apiRequest<HeroConfig>(api.heroAnimation(type), { method: 'PATCH', body: patch });
}
