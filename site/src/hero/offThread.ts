// Starts a hero animation in a worker that owns the canvas (OffscreenCanvas), so its frames never
// run on the page's main thread, where they would compete with input and hydration (and count as
// blocking time). Browsers without transferControlToOffscreen or module workers draw on the page.
import type { FromWorker, ToWorker } from './protocol';
import type { AnimationType } from './types';
import { watchHeroCanvas } from './watch';

export interface HeroHandle {
  /** Replaces the scene on the same canvas. */
  setType(type: AnimationType): void;
  dispose(): void;
}

export function mountHeroOffThread(canvas: HTMLCanvasElement, type: AnimationType): HeroHandle {
  canvas.dataset.animation = type;
  canvas.dataset.frames = '0';
  if (typeof Worker === 'undefined' || typeof canvas.transferControlToOffscreen !== 'function') {
    return onPage(canvas, type);
  }
  const worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'hero' });
  const send = (message: ToWorker, transfer: Transferable[] = []) => worker.postMessage(message, transfer);
  const offscreen = canvas.transferControlToOffscreen();
  send({ kind: 'start', canvas: offscreen, type }, [offscreen]);
  worker.onmessage = ({ data }: MessageEvent<FromWorker>) => {
    canvas.dataset.frames = String(data.frames);
    // On the page's clock (ms since navigation), as mountHero notes it.
    if (data.firstFrameAt !== null && !canvas.dataset.firstFrameAt)
      canvas.dataset.firstFrameAt = String(Math.round(data.firstFrameAt - performance.timeOrigin));
  };
  const unwatch = watchHeroCanvas(canvas, {
    size: (width, height, dpr) => send({ kind: 'size', width, height, dpr }),
    conditions: (conditions) => send({ kind: 'conditions', conditions }),
  });
  return {
    setType(next) {
      canvas.dataset.animation = next;
      send({ kind: 'type', type: next });
    },
    dispose() {
      unwatch();
      worker.terminate();
    },
  };
}

/** The fallback: the scenes load and draw on the page's thread. */
function onPage(canvas: HTMLCanvasElement, type: AnimationType): HeroHandle {
  let cleanup: (() => void) | null = null;
  let current = type;
  let disposed = false;
  const mount = () =>
    import('./mount').then(({ mountHero }) => {
      if (disposed) return;
      cleanup?.();
      cleanup = mountHero(canvas, current);
    });
  void mount();
  return {
    setType(next) {
      current = next;
      void mount();
    },
    dispose() {
      disposed = true;
      cleanup?.();
    },
  };
}
