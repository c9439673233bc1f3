import type { AnimationType, HeroScene } from './types';
import { heroAnimations } from './registry';

/** Scene time of the single frame drawn under prefers-reduced-motion. */
export const STILL_FRAME_T = 4000;
const MAX_DT = 50;
const MAX_DPR = 2;

export interface MountOptions {
  seed?: number;
}

/**
 * Runs a hero animation on `canvas` and returns a cleanup function.
 *
 * Frames are only requested while the canvas is on screen, the tab is
 * visible and the user has not asked for reduced motion; in the last case a
 * single still frame is drawn instead. Scene time only advances while
 * frames run, so the picture resumes where it paused instead of jumping.
 */
export function mountHero(canvas: HTMLCanvasElement, type: AnimationType, opts: MountOptions = {}): () => void {
  const animation = heroAnimations[type];
  const ctx = canvas.getContext('2d');
  canvas.dataset.animation = type;
  canvas.dataset.frames = '0';
  if (!animation || !ctx) return () => {};

  const scene: HeroScene = animation.create(opts.seed);
  let cssW = 0;
  let cssH = 0;
  let dpr = 1;
  let frames = 0;
  let t = 0;
  let lastTs: number | null = null;
  let rafId: number | null = null;
  let onScreen = typeof IntersectionObserver === 'undefined';
  let reduced = false;
  let stillDrawn = false;
  let disposed = false;

  const hidden = (): boolean => typeof document !== 'undefined' && document.hidden === true;

  const draw = (time: number, dt: number): void => {
    // Scenes draw in CSS pixels; re-applying the transform each frame guards
    // against a scene that forgets to restore() after changing it.
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.globalAlpha = 1;
    ctx.globalCompositeOperation = 'source-over';
    scene.frame(ctx, time, dt);
    frames++;
    canvas.dataset.frames = String(frames);
    // On the page's own clock (ms since navigation), so a test can tell how soon after load the
    // picture moved without its own polling delay counting against the page.
    if (frames === 1 && typeof performance !== 'undefined')
      canvas.dataset.firstFrameAt = String(Math.round(performance.now()));
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
    const shouldRun = !reduced && onScreen && !hidden() && cssW > 0 && cssH > 0;
    if (shouldRun && rafId === null) {
      lastTs = null;
      rafId = requestAnimationFrame(loop);
    } else if (!shouldRun && rafId !== null) {
      cancelAnimationFrame(rafId);
      rafId = null;
    }
    // Whatever is on the canvas when motion is switched off mid-run already is
    // a still frame, so only draw one if nothing has been drawn yet.
    if (reduced && frames === 0) drawStill();
  };

  const applySize = (w: number, h: number): void => {
    const nextDpr = Math.min(
      typeof devicePixelRatio === 'number' && devicePixelRatio > 0 ? devicePixelRatio : 1,
      MAX_DPR,
    );
    const width = Math.max(0, Math.round(w));
    const height = Math.max(0, Math.round(h));
    if (width === cssW && height === cssH && nextDpr === dpr) return;
    cssW = width;
    cssH = height;
    dpr = nextDpr;
    canvas.width = Math.max(1, Math.round(width * dpr));
    canvas.height = Math.max(1, Math.round(height * dpr));
    if (width > 0 && height > 0) {
      scene.resize(width, height);
      // Resizing wipes the backing store. Repaint at once when animating (else
      // the cleared canvas can flash for a frame) or when showing a still.
      if (frames > 0 && (rafId !== null || reduced)) draw(t, 0);
    }
    update();
  };

  const measure = (): void => {
    const rect = canvas.getBoundingClientRect();
    applySize(rect.width, rect.height);
  };

  const cleanups: Array<() => void> = [];

  if (typeof ResizeObserver !== 'undefined') {
    const ro = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (!entry) return;
      const box = entry.contentBoxSize?.[0];
      if (box) applySize(box.inlineSize, box.blockSize);
      else applySize(entry.contentRect.width, entry.contentRect.height);
    });
    ro.observe(canvas);
    cleanups.push(() => ro.disconnect());
  } else if (typeof window !== 'undefined') {
    window.addEventListener('resize', measure);
    cleanups.push(() => window.removeEventListener('resize', measure));
  }

  if (typeof IntersectionObserver !== 'undefined') {
    const io = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (!entry) return;
      onScreen = entry.isIntersecting;
      update();
    });
    io.observe(canvas);
    cleanups.push(() => io.disconnect());
  }

  if (typeof document !== 'undefined') {
    const onVisibility = (): void => update();
    document.addEventListener('visibilitychange', onVisibility);
    cleanups.push(() => document.removeEventListener('visibilitychange', onVisibility));
  }

  if (typeof matchMedia === 'function') {
    const motionQuery = matchMedia('(prefers-reduced-motion: reduce)');
    reduced = motionQuery.matches;
    const onMotion = (e: MediaQueryListEvent): void => {
      reduced = e.matches;
      update();
    };
    cleanups.push(listen(motionQuery, onMotion));

    // Moving the window to a screen with another pixel ratio doesn't resize
    // the element, so watch the resolution itself.
    let dprCleanup = (): void => {};
    const watchDpr = (): void => {
      dprCleanup();
      const q = matchMedia(`(resolution: ${typeof devicePixelRatio === 'number' ? devicePixelRatio : 1}dppx)`);
      dprCleanup = listen(q, () => {
        const w = cssW;
        const h = cssH;
        cssW = -1; // force applySize to treat it as a change
        applySize(w, h);
        watchDpr();
      });
    };
    watchDpr();
    cleanups.push(() => dprCleanup());
  }

  measure();
  update();

  return () => {
    if (disposed) return;
    disposed = true;
    if (rafId !== null) cancelAnimationFrame(rafId);
    rafId = null;
    for (const fn of cleanups) fn();
  };
}

/** addEventListener with a fallback for Safari < 14's MediaQueryList. */
function listen(query: MediaQueryList, fn: (e: MediaQueryListEvent) => void): () => void {
  if (typeof query.addEventListener === 'function') {
    query.addEventListener('change', fn);
    return () => query.removeEventListener('change', fn);
  }
  query.addListener(fn);
  return () => query.removeListener(fn);
}
