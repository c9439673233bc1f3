import type { AnimationType } from './types';
import { heroAnimations } from './registry';
import { createHeroRunner } from './runner';
import { watchHeroCanvas } from './watch';

export { STILL_FRAME_T } from './runner';

export interface MountOptions {
  seed?: number;
}

/**
 * Runs a hero animation on `canvas`, on the page's own thread, and returns a cleanup function.
 * See createHeroRunner for when frames run; `data-frames` counts the frames drawn and
 * `data-first-frame-at` notes when the first one was.
 */
export function mountHero(canvas: HTMLCanvasElement, type: AnimationType, opts: MountOptions = {}): () => void {
  const ctx = canvas.getContext('2d');
  canvas.dataset.animation = type;
  canvas.dataset.frames = '0';
  if (!heroAnimations[type] || !ctx) return () => {};
  const runner = createHeroRunner(canvas, ctx, type, {
    seed: opts.seed,
    // Held back until the watcher has reported the conditions, so nothing runs before it knows them.
    conditions: { onScreen: false },
    onFrame: (frames, at) => {
      canvas.dataset.frames = String(frames);
      // On the page's own clock (ms since navigation), so a test can tell how soon after load the
      // picture moved without its own polling delay counting against the page.
      if (frames === 1) canvas.dataset.firstFrameAt = String(Math.round(at));
    },
  });
  const unwatch = watchHeroCanvas(canvas, {
    size: (w, h, dpr) => runner.resize(w, h, dpr),
    conditions: (next) => runner.setConditions(next),
  });
  return () => {
    unwatch();
    runner.dispose();
  };
}
