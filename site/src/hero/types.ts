export type AnimationType = 'abstractFlow' | 'abstractGraphic' | 'fluidDynamics' | 'swarmIntelligence';

export interface HeroScene {
  /** called once and on every resize; width/height are CSS pixels */
  resize(width: number, height: number): void;
  /** draw one frame; t = ms since start, dt = ms since previous frame (clamped by caller to ≤ 50) */
  frame(ctx: CanvasRenderingContext2D, t: number, dt: number): void;
  /**
   * Optional: step internal simulation state by `ms` without drawing. Only
   * scenes whose look depends on accumulated state (e.g. a swarm that needs
   * time to form clusters) implement it, so a reduced-motion still frame can
   * show a settled picture without paying for dozens of drawn frames.
   */
  advance?(ms: number): void;
}

export interface HeroAnimation {
  type: AnimationType;
  /** human name, e.g. "Abstract Flow" */
  name: string;
  /** one original sentence */
  description: string;
  /** 3-4 short "visual characteristics" bullet strings */
  characteristics: string[];
  /** deterministic given a seed */
  create(seed?: number): HeroScene;
}
