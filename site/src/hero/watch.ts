import type { HeroConditions } from './runner';

/** What the page knows about a hero canvas: its CSS box, the pixel ratio and the run conditions. */
export interface CanvasWatch {
  size(width: number, height: number, dpr: number): void;
  conditions(next: Partial<HeroConditions>): void;
}

const pixelRatio = (): number => (typeof devicePixelRatio === 'number' && devicePixelRatio > 0 ? devicePixelRatio : 1);

/**
 * Reports a canvas's size, device-pixel ratio, visibility on screen, the tab's visibility and the
 * reduced-motion preference to `watch`, now and on every change. Returns the cleanup. Used both
 * for a scene drawn on the page and for one drawn in a worker, which cannot see the DOM.
 */
export function watchHeroCanvas(canvas: HTMLCanvasElement, watch: CanvasWatch): () => void {
  let width = 0;
  let height = 0;
  const report = (w: number, h: number): void => {
    width = w;
    height = h;
    watch.size(w, h, pixelRatio());
  };
  const measure = (): void => {
    const rect = canvas.getBoundingClientRect();
    report(rect.width, rect.height);
  };
  const cleanups: Array<() => void> = [];
  const hidden = (): boolean => typeof document !== 'undefined' && document.hidden === true;

  const initial: Partial<HeroConditions> = {
    onScreen: typeof IntersectionObserver === 'undefined',
    hidden: hidden(),
    reduced: false,
  };

  if (typeof ResizeObserver !== 'undefined') {
    const ro = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (!entry) return;
      const box = entry.contentBoxSize?.[0];
      if (box) report(box.inlineSize, box.blockSize);
      else report(entry.contentRect.width, entry.contentRect.height);
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
      if (entry) watch.conditions({ onScreen: entry.isIntersecting });
    });
    io.observe(canvas);
    cleanups.push(() => io.disconnect());
  }

  if (typeof document !== 'undefined') {
    const onVisibility = (): void => watch.conditions({ hidden: hidden() });
    document.addEventListener('visibilitychange', onVisibility);
    cleanups.push(() => document.removeEventListener('visibilitychange', onVisibility));
  }

  if (typeof matchMedia === 'function') {
    const motionQuery = matchMedia('(prefers-reduced-motion: reduce)');
    initial.reduced = motionQuery.matches;
    cleanups.push(listen(motionQuery, (e) => watch.conditions({ reduced: e.matches })));

    // Moving the window to a screen with another pixel ratio doesn't resize
    // the element, so watch the resolution itself.
    let dprCleanup = (): void => {};
    const watchDpr = (): void => {
      dprCleanup();
      dprCleanup = listen(matchMedia(`(resolution: ${pixelRatio()}dppx)`), () => {
        report(width, height);
        watchDpr();
      });
    };
    watchDpr();
    cleanups.push(() => dprCleanup());
  }

  watch.conditions(initial);
  measure();

  let disposed = false;
  return () => {
    if (disposed) return;
    disposed = true;
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
