import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FromWorker, ToWorker } from './protocol';

// The worker script against a stand-in worker global: messages in, frame reports out.

/** A 2D context that accepts every call and property write, and a gradient for the scenes. */
function fakeContext(): CanvasRenderingContext2D {
  const gradient = { addColorStop: () => undefined };
  return new Proxy({} as Record<string, unknown>, {
    get: (target, key) =>
      typeof key === 'string' && key in target
        ? target[key]
        : (...args: number[]) =>
            key === 'createImageData'
              ? { width: args[0], height: args[1], data: new Uint8ClampedArray(args[0]! * args[1]! * 4) }
              : gradient,
    set: (target, key, value) => {
      target[key as string] = value;
      return true;
    },
  }) as unknown as CanvasRenderingContext2D;
}

class FakeOffscreenCanvas {
  constructor(
    public width = 300,
    public height = 150,
  ) {}
  getContext() {
    return fakeContext();
  }
}

let reports: FromWorker[];
let frameQueue: Map<number, FrameRequestCallback>;
let send: (message: ToWorker) => void;
let now = 0;

beforeEach(async () => {
  vi.resetModules();
  reports = [];
  frameQueue = new Map();
  let nextId = 1;
  const scope: { onmessage: ((e: { data: ToWorker }) => void) | null; postMessage(m: FromWorker): void } = {
    onmessage: null,
    postMessage: (m) => reports.push(m),
  };
  vi.stubGlobal('self', scope);
  vi.stubGlobal('OffscreenCanvas', FakeOffscreenCanvas);
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => {
    frameQueue.set(nextId, cb);
    return nextId++;
  });
  vi.stubGlobal('cancelAnimationFrame', (id: number) => frameQueue.delete(id));
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  await import('./worker');
  send = (data) => scope.onmessage!({ data });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** Runs one animation frame at `ts` ms. */
function tick(ts: number) {
  now = ts;
  const callbacks = [...frameQueue.values()];
  frameQueue.clear();
  for (const cb of callbacks) cb(ts);
}

function start(conditions: ToWorker & { kind: 'conditions' }) {
  const canvas = new FakeOffscreenCanvas() as unknown as OffscreenCanvas;
  send({ kind: 'start', canvas, type: 'abstractFlow' });
  send({ kind: 'size', width: 800, height: 450, dpr: 3 });
  send(conditions);
  return canvas;
}

describe('hero worker', () => {
  it('sizes its canvas with the DPR capped at 2 and animates only while on screen', () => {
    const canvas = start({ kind: 'conditions', conditions: { onScreen: true, hidden: false, reduced: false } });
    expect([canvas.width, canvas.height]).toEqual([1600, 900]);
    tick(1000);
    expect(reports.at(-1)).toMatchObject({ frames: 1 });
    expect(reports.at(-1)!.firstFrameAt).toBe(performance.timeOrigin + 1000);

    // Frames in between are counted but reported at most every 200 ms.
    for (let ts = 1016; ts <= 1150; ts += 16) tick(ts);
    expect(reports.at(-1)!.frames).toBe(1);
    tick(1210);
    expect(reports.at(-1)!.frames).toBe(11);

    // Scrolled away: the loop stops and the page hears the final count at once.
    send({ kind: 'conditions', conditions: { onScreen: false } });
    expect(frameQueue.size).toBe(0);
    expect(reports.at(-1)!.frames).toBe(11);
  });

  it('draws one still frame under reduced motion and nothing more', () => {
    start({ kind: 'conditions', conditions: { onScreen: true, hidden: false, reduced: true } });
    expect(frameQueue.size).toBe(0);
    expect(reports.at(-1)).toMatchObject({ frames: 1 });
  });

  it('holds frames while the tab is hidden', () => {
    start({ kind: 'conditions', conditions: { onScreen: true, hidden: true, reduced: false } });
    expect(frameQueue.size).toBe(0);
    send({ kind: 'conditions', conditions: { hidden: false } });
    expect(frameQueue.size).toBe(1);
  });

  it('swaps the scene on a new type and keeps counting frames', () => {
    start({ kind: 'conditions', conditions: { onScreen: true, hidden: false, reduced: false } });
    tick(0);
    send({ kind: 'type', type: 'swarmIntelligence' });
    tick(300);
    expect(reports.at(-1)!.frames).toBe(2);
    expect(frameQueue.size).toBe(1);
  });
});
