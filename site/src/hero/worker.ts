// The hero's frames, drawn on an OffscreenCanvas in this worker so none of them is a task on the
// page's main thread. The page watches the canvas (size, on screen, tab, reduced motion) and
// forwards what it sees; this side only runs the loop and reports how many frames it drew.
import type { FromWorker, ToWorker } from './protocol';
import { createHeroRunner, type HeroConditions, type HeroRunner } from './runner';

// The worker's global, typed by hand: the "webworker" lib would retype the whole site's globals.
const scope = self as unknown as {
  postMessage(message: FromWorker): void;
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
};
// Frame counts go back at most this often (and whenever the loop may have stopped), so the page's
// main thread gets a handful of tiny tasks a second rather than one per frame.
const REPORT_EVERY_MS = 200;

let canvas: OffscreenCanvas | null = null;
let runner: HeroRunner | null = null;
let size = { width: 0, height: 0, dpr: 1 };
const conditions: HeroConditions = { onScreen: false, hidden: false, reduced: false };
let frames = 0;
let firstFrameAt: number | null = null;
let lastReport = -Infinity;

const report = (): void => {
  lastReport = performance.now();
  scope.postMessage({ frames, firstFrameAt } satisfies FromWorker);
};

function start(type: Parameters<typeof createHeroRunner>[2]): void {
  runner?.dispose();
  const ctx = canvas?.getContext('2d');
  if (!canvas || !ctx) return;
  const base = frames;
  runner = createHeroRunner(canvas, ctx, type, {
    conditions,
    onFrame: (count, at) => {
      frames = base + count;
      if (firstFrameAt === null) {
        firstFrameAt = performance.timeOrigin + at;
        report();
      } else if (at - lastReport >= REPORT_EVERY_MS) report();
    },
  });
  runner.resize(size.width, size.height, size.dpr);
}

scope.onmessage = ({ data }: MessageEvent<ToWorker>) => {
  switch (data.kind) {
    case 'start':
      canvas = data.canvas;
      start(data.type);
      break;
    case 'type':
      start(data.type);
      break;
    case 'size':
      size = { width: data.width, height: data.height, dpr: data.dpr };
      runner?.resize(data.width, data.height, data.dpr);
      break;
    case 'conditions':
      Object.assign(conditions, data.conditions);
      runner?.setConditions(data.conditions);
      // The loop may just have stopped: let the page see the final count.
      report();
      break;
  }
};
