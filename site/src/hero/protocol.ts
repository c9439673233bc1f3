import type { HeroConditions } from './runner';
import type { AnimationType } from './types';

/** Page → worker. The canvas arrives once, with `start`; a new type replaces the scene on it. */
export type ToWorker =
  | { kind: 'start'; canvas: OffscreenCanvas; type: AnimationType }
  | { kind: 'type'; type: AnimationType }
  | { kind: 'size'; width: number; height: number; dpr: number }
  | { kind: 'conditions'; conditions: Partial<HeroConditions> };

/** Worker → page: frames drawn so far, and when the first was (ms since the Unix epoch). */
export interface FromWorker {
  frames: number;
  firstFrameAt: number | null;
}
