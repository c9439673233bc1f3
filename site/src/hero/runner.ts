import type { AnimationType, HeroScene } from './types';
import { heroAnimations } from './registry';

/** Scene time of the single frame drawn under prefers-reduced-motion. */
export const STILL_FRAME_T = 4000;
const MAX_DT = 50;
export const MAX_DPR = 2;

/** What decides whether frames may run, as the page sees it. */
export interface HeroConditions {
  onScreen: boolean;
  hidden: boolean;
  reduced: boolean;
}

/** A canvas on the page or one handed to a worker: the runner only sizes it and draws on it. */
export interface HeroSurface {
  width: number;
  height: number;
}

export interface HeroRunner {
  /** The CSS box and the device-pixel ratio (capped at MAX_DPR here). */
  resize(width: number, height: number, dpr: number): void;
  setConditions(next: Partial<HeroConditions>): void;
  readonly frames: number;
  dispose(): void;
}

export interface RunnerOptions {
  seed?: number;
  /** Called after every drawn frame with the frame count and the clock reading of the draw. */
  onFrame?: (frames: number, at: number) => void;
  conditions?: Partial<HeroConditions>;
}

/**
 * The frame loop of a hero animation, free of the DOM so the same code runs on the page and in a
 * worker holding an OffscreenCanvas. Frames are requested only while the canvas is on screen, the
 * tab is visible and the visitor has not asked for reduced motion; in the last case a single still
 * frame is drawn instead. Scene time only advances while frames run, so the picture resumes where
 * it paused instead of jumping.
 */
export function createHeroRunner(
  surface: HeroSurface,
  ctx: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D,
  type: AnimationType,
  opts: RunnerOptions = {},
): HeroRunner {
  // The scenes draw with the 2D API both context kinds share.
  const context = ctx as CanvasRenderingContext2D;
  const scene: HeroScene = heroAnimations[type].create(opts.seed);
  let cssW = 0;
  let cssH = 0;
  let dpr = 1;
  let frames = 0;
  let t = 0;
  let lastTs: number | null = null;
  let rafId: number | null = null;
  let stillDrawn = false;
  let disposed = false;
  const state: HeroConditions = { onScreen: true, hidden: false, reduced: false, ...opts.conditions };

  const draw = (time: number, dt: number): void => {
    // Scenes draw in CSS pixels; re-applying the transform each frame guards
    // against a scene that forgets to restore() after changing it.
    context.setTransform(dpr, 0, 0, dpr, 0, 0);
    context.globalAlpha = 1;
    context.globalCompositeOperation = 'source-over';
    scene.frame(context, time, dt);
    frames++;
    opts.onFrame?.(frames, typeof performance !== 'undefined' ? performance.now() : 0);
  };

  const drawStill = (): void => {
    if (cssW === 0 || cssH === 0) return;
    if (!stillDrawn) {
      // Settle stateful scenes without drawing; stateless ones ignore this.
      scene.advance?.(STILL_FRAME_T);
      t = STILL_FRAME_T;
      stillDrawn = true;
    }
    draw(t, 0);
  };

  const loop = (ts: number): void => {
    rafId = null;
    if (disposed) return;
    let dt = 0;
    if (lastTs !== null) dt = Math.min(MAX_DT, Math.max(0, ts - lastTs));
    else if (frames > 0) dt = 1000 / 60; // resuming: one nominal frame, not the whole pause
    lastTs = ts;
    t += dt;
    draw(t, dt);
    rafId = requestAnimationFrame(loop);
  };

  const update = (): void => {
    if (disposed) return;
    const shouldRun = !state.reduced && state.onScreen && !state.hidden && cssW > 0 && cssH > 0;
    if (shouldRun && rafId === null) {
      lastTs = null;
      rafId = requestAnimationFrame(loop);
    } else if (!shouldRun && rafId !== null) {
      cancelAnimationFrame(rafId);
      rafId = null;
    }
    // Whatever is on the canvas when motion is switched off mid-run already is
    // a still frame, so only draw one if nothing has been drawn yet.
    if (state.reduced && frames === 0) drawStill();
  };

  return {
    resize(w, h, ratio) {
      if (disposed) return;
      const nextDpr = Math.min(ratio > 0 ? ratio : 1, MAX_DPR);
      const width = Math.max(0, Math.round(w));
      const height = Math.max(0, Math.round(h));
      if (width !== cssW || height !== cssH || nextDpr !== dpr) {
        cssW = width;
        cssH = height;
        dpr = nextDpr;
        surface.width = Math.max(1, Math.round(width * dpr));
        surface.height = Math.max(1, Math.round(height * dpr));
        if (width > 0 && height > 0) {
          scene.resize(width, height);
          // Resizing wipes the backing store. Repaint at once when animating (else
          // the cleared canvas can flash for a frame) or when showing a still.
          if (frames > 0 && (rafId !== null || state.reduced)) draw(t, 0);
        }
      }
      update();
    },
    setConditions(next) {
      Object.assign(state, next);
      update();
    },
    get frames() {
      return frames;
    },
    dispose() {
      if (disposed) return;
      disposed = true;
      if (rafId !== null) cancelAnimationFrame(rafId);
      rafId = null;
    },
  };
}
