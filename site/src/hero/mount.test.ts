import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRandom, hash01, mulberry32 } from './random';
import { animationTypes, heroAnimations } from './registry';
import { mountHero, STILL_FRAME_T } from './mount';
import type { AnimationType, HeroScene } from './types';

// ---------------------------------------------------------------------------
// A minimal recording stand-in for CanvasRenderingContext2D. Every method call
// and property write is logged, so tests can assert that a scene drew
// something and never fed NaN/Infinity into the canvas API.

interface Call {
  name: string;
  args: unknown[];
}

function createFakeContext(): { ctx: CanvasRenderingContext2D; calls: Call[] } {
  const calls: Call[] = [];
  const state: Record<string, unknown> = {};
  const gradient = { addColorStop: (...args: unknown[]) => calls.push({ name: 'addColorStop', args }) };
  const ctx = new Proxy(state, {
    get(target, key) {
      if (typeof key !== 'string') return undefined;
      if (key in target) return target[key];
      return (...args: unknown[]) => {
        calls.push({ name: key, args });
        if (key === 'createLinearGradient' || key === 'createRadialGradient') return gradient;
        if (key === 'createImageData') {
          const [w, h] = args as [number, number];
          return { width: w, height: h, data: new Uint8ClampedArray(w * h * 4) };
        }
        return undefined;
      };
    },
    set(target, key, value) {
      if (typeof key !== 'string') return false;
      calls.push({ name: `set:${key}`, args: [value] });
      target[key] = value;
      return true;
    },
  });
  return { ctx: ctx as unknown as CanvasRenderingContext2D, calls };
}

/** The fluid scene renders into an offscreen buffer; give it a fake one outside browsers. */
class FakeOffscreenCanvas {
  constructor(
    public width: number,
    public height: number,
  ) {}
  getContext(): CanvasRenderingContext2D {
    return createFakeContext().ctx;
  }
}

const DRAW_CALLS = new Set(['stroke', 'fill', 'fillRect', 'drawImage']);
const PATH_CALLS = new Set(['lineTo', 'arc', 'bezierCurveTo', 'rect', 'arcTo', 'drawImage', 'fillRect']);

function nonFiniteArgs(calls: Call[]): Call[] {
  return calls.filter((c) => c.args.some((a) => typeof a === 'number' && !Number.isFinite(a)));
}

// ---------------------------------------------------------------------------

describe('seeded random', () => {
  it('mulberry32 is deterministic per seed and stays in [0, 1)', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const c = mulberry32(43);
    const seqA = Array.from({ length: 1000 }, a);
    const seqB = Array.from({ length: 1000 }, b);
    const seqC = Array.from({ length: 1000 }, c);
    expect(seqA).toEqual(seqB);
    expect(seqA).not.toEqual(seqC);
    for (const v of seqA) {
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThan(1);
    }
    // Not degenerate: a rough uniformity check on the mean.
    const mean = seqA.reduce((s, v) => s + v, 0) / seqA.length;
    expect(mean).toBeGreaterThan(0.45);
    expect(mean).toBeLessThan(0.55);
  });

  it('createRandom helpers respect their ranges and replay identically', () => {
    const r1 = createRandom(7);
    const r2 = createRandom(7);
    for (let i = 0; i < 500; i++) {
      const n = r1.int(5);
      expect(n).toBe(r2.int(5));
      expect(Number.isInteger(n) && n >= 0 && n < 5).toBe(true);
      const x = r1.range(-3, 9);
      expect(x).toBe(r2.range(-3, 9));
      expect(x >= -3 && x < 9).toBe(true);
    }
    expect(() => r1.pick([])).toThrow();
  });

  it('hash01 is a pure function in [0, 1)', () => {
    expect(hash01(1, 2, 3)).toBe(hash01(1, 2, 3));
    expect(hash01(1, 2, 3)).not.toBe(hash01(1, 2, 4));
    for (let i = 0; i < 200; i++) {
      const v = hash01(i, i * 7, -i);
      expect(v >= 0 && v < 1).toBe(true);
    }
  });
});

describe('registry', () => {
  it('lists the four animations in their fixed order', () => {
    expect(animationTypes).toEqual(['abstractFlow', 'abstractGraphic', 'fluidDynamics', 'swarmIntelligence']);
    expect(Object.keys(heroAnimations).sort()).toEqual([...animationTypes].sort());
  });

  it.each(animationTypes)('%s has complete metadata', (type) => {
    const anim = heroAnimations[type];
    expect(anim.type).toBe(type);
    expect(anim.name.trim().length).toBeGreaterThan(0);
    expect(anim.description.trim()).toMatch(/\.$/);
    expect(anim.characteristics.length).toBeGreaterThanOrEqual(3);
    expect(anim.characteristics.length).toBeLessThanOrEqual(4);
    for (const c of anim.characteristics) expect(c.trim().length).toBeGreaterThan(0);
    expect(typeof anim.create).toBe('function');
  });
});

describe('scenes', () => {
  beforeEach(() => {
    vi.stubGlobal('OffscreenCanvas', FakeOffscreenCanvas);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const runFrames = (type: AnimationType, seed: number | undefined, w: number, h: number, count: number): Call[] => {
    const scene = heroAnimations[type].create(seed);
    scene.resize(w, h);
    const { ctx, calls } = createFakeContext();
    let t = 0;
    for (let i = 0; i < count; i++) {
      scene.frame(ctx, t, i === 0 ? 0 : 16);
      t += 16;
    }
    return calls;
  };

  it.each(animationTypes)('%s draws finite geometry', (type) => {
    const calls = runFrames(type, undefined, 1440, 900, 6);
    expect(calls.filter((c) => DRAW_CALLS.has(c.name)).length).toBeGreaterThan(0);
    expect(calls.filter((c) => PATH_CALLS.has(c.name)).length).toBeGreaterThan(0);
    expect(nonFiniteArgs(calls)).toEqual([]);
  });

  it.each(animationTypes)('%s is deterministic for a seed', (type) => {
    const a = JSON.stringify(runFrames(type, 1234, 800, 500, 3));
    const b = JSON.stringify(runFrames(type, 1234, 800, 500, 3));
    const c = JSON.stringify(runFrames(type, 4321, 800, 500, 3));
    expect(a).toBe(b);
    expect(a).not.toBe(c);
  });

  it.each(animationTypes)('%s survives resizes, tiny sizes, zero dt and late frames', (type) => {
    const scene = heroAnimations[type].create();
    const { ctx, calls } = createFakeContext();
    scene.resize(1, 1);
    scene.frame(ctx, 0, 0);
    scene.resize(390, 844);
    scene.advance?.(1000);
    scene.frame(ctx, 1000, 0);
    scene.frame(ctx, 1050, 50);
    scene.resize(2560, 1440);
    scene.frame(ctx, 600_000, 16);
    expect(nonFiniteArgs(calls)).toEqual([]);
    expect(calls.filter((c) => DRAW_CALLS.has(c.name)).length).toBeGreaterThan(0);
  });
});

// ---------------------------------------------------------------------------
// mountHero against fake browser globals.

class FakeObserver {
  static instances: FakeObserver[] = [];
  observed: unknown[] = [];
  disconnected = false;
  constructor(public callback: (entries: unknown[]) => void) {
    FakeObserver.instances.push(this);
  }
  observe(target: unknown): void {
    this.observed.push(target);
  }
  unobserve(): void {}
  disconnect(): void {
    this.disconnected = true;
  }
}
class FakeIntersectionObserver extends FakeObserver {
  static last: FakeIntersectionObserver | null = null;
  constructor(cb: (entries: unknown[]) => void) {
    super(cb);
    FakeIntersectionObserver.last = this;
  }
  trigger(isIntersecting: boolean): void {
    this.callback([{ isIntersecting }]);
  }
}
class FakeResizeObserver extends FakeObserver {
  static last: FakeResizeObserver | null = null;
  constructor(cb: (entries: unknown[]) => void) {
    super(cb);
    FakeResizeObserver.last = this;
  }
  trigger(width: number, height: number): void {
    this.callback([{ contentBoxSize: [{ inlineSize: width, blockSize: height }], contentRect: { width, height } }]);
  }
}

interface Env {
  raf: Map<number, FrameRequestCallback>;
  tick(ts: number): void;
  doc: { hidden: boolean; listeners: Set<() => void>; fire(): void };
  setReducedMotion(on: boolean): void;
  mediaListeners(): number;
}

function installEnv(opts: { reduced?: boolean; dpr?: number } = {}): Env {
  const raf = new Map<number, FrameRequestCallback>();
  let nextId = 1;
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => {
    const id = nextId++;
    raf.set(id, cb);
    return id;
  });
  vi.stubGlobal('cancelAnimationFrame', (id: number) => raf.delete(id));
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  vi.stubGlobal('devicePixelRatio', opts.dpr ?? 1);
  vi.stubGlobal('OffscreenCanvas', FakeOffscreenCanvas);

  const listeners = new Set<() => void>();
  const doc = {
    hidden: false,
    listeners,
    addEventListener: (type: string, fn: () => void) => type === 'visibilitychange' && listeners.add(fn),
    removeEventListener: (type: string, fn: () => void) => type === 'visibilitychange' && listeners.delete(fn),
    fire: () => listeners.forEach((fn) => fn()),
  };
  vi.stubGlobal('document', doc);

  let reduced = opts.reduced ?? false;
  const queries: Array<{ media: string; fns: Set<(e: { matches: boolean }) => void> }> = [];
  vi.stubGlobal('matchMedia', (media: string) => {
    const fns = new Set<(e: { matches: boolean }) => void>();
    queries.push({ media, fns });
    return {
      media,
      get matches() {
        return media.includes('prefers-reduced-motion') ? reduced : false;
      },
      addEventListener: (_: string, fn: (e: { matches: boolean }) => void) => fns.add(fn),
      removeEventListener: (_: string, fn: (e: { matches: boolean }) => void) => fns.delete(fn),
    };
  });

  return {
    raf,
    tick(ts) {
      const cbs = [...raf.values()];
      raf.clear();
      for (const cb of cbs) cb(ts);
    },
    doc,
    setReducedMotion(on) {
      reduced = on;
      for (const q of queries)
        if (q.media.includes('prefers-reduced-motion')) q.fns.forEach((fn) => fn({ matches: on }));
    },
    mediaListeners: () => queries.reduce((n, q) => n + q.fns.size, 0),
  };
}

function fakeCanvas(width = 800, height = 450): { canvas: HTMLCanvasElement; calls: Call[] } {
  const { ctx, calls } = createFakeContext();
  const canvas = {
    dataset: {} as Record<string, string>,
    width: 300,
    height: 150,
    getContext: () => ctx,
    getBoundingClientRect: () => ({ width, height, top: 0, left: 0, right: width, bottom: height }),
  };
  return { canvas: canvas as unknown as HTMLCanvasElement, calls };
}

/** Swap the registry's scene for a spy so frame timing can be inspected. */
function spyScene(type: AnimationType = 'abstractFlow') {
  const frames: Array<{ t: number; dt: number }> = [];
  const scene = {
    resize: vi.fn<(w: number, h: number) => void>(),
    frame: vi.fn((_ctx: CanvasRenderingContext2D, t: number, dt: number) => {
      frames.push({ t, dt });
    }),
    advance: vi.fn<(ms: number) => void>(),
  } satisfies HeroScene;
  vi.spyOn(heroAnimations[type], 'create').mockReturnValue(scene);
  return { scene, frames };
}

describe('mountHero', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    FakeObserver.instances = [];
  });

  it('draws exactly one warmed-up still frame under reduced motion', () => {
    const env = installEnv({ reduced: true });
    const { scene, frames } = spyScene();
    const { canvas } = fakeCanvas();
    mountHero(canvas, 'abstractFlow');
    FakeIntersectionObserver.last!.trigger(true);
    env.tick(16);
    expect(env.raf.size).toBe(0);
    expect(frames).toEqual([{ t: STILL_FRAME_T, dt: 0 }]);
    expect(scene.advance).toHaveBeenCalledWith(STILL_FRAME_T);
    expect(canvas.dataset.frames).toBe('1');
    expect(canvas.dataset.animation).toBe('abstractFlow');
  });

  it('animates only while on screen and the tab is visible, clamping dt', () => {
    const env = installEnv();
    const { frames } = spyScene();
    const { canvas } = fakeCanvas();
    mountHero(canvas, 'abstractFlow');
    expect(env.raf.size).toBe(0); // nothing until the IntersectionObserver reports

    FakeIntersectionObserver.last!.trigger(true);
    expect(env.raf.size).toBe(1);
    env.tick(1000);
    env.tick(1016);
    env.tick(1500);
    expect(frames.map((f) => f.dt)).toEqual([0, 16, 50]);
    expect(frames.map((f) => f.t)).toEqual([0, 16, 66]);
    expect(canvas.dataset.frames).toBe('3');

    FakeIntersectionObserver.last!.trigger(false);
    expect(env.raf.size).toBe(0);

    FakeIntersectionObserver.last!.trigger(true);
    env.doc.hidden = true;
    env.doc.fire();
    expect(env.raf.size).toBe(0);

    env.doc.hidden = false;
    env.doc.fire();
    expect(env.raf.size).toBe(1);
    env.tick(9000);
    // A resumed loop continues from where it paused, not from wall-clock time.
    expect(frames.at(-1)!.dt).toBeLessThanOrEqual(50);
    expect(frames.at(-1)!.t).toBeLessThan(100);
  });

  it('sizes the backing store to the CSS box with DPR capped at 2', () => {
    installEnv({ dpr: 3 });
    const { scene } = spyScene();
    const { canvas } = fakeCanvas(800, 450);
    mountHero(canvas, 'abstractFlow');
    expect(canvas.width).toBe(1600);
    expect(canvas.height).toBe(900);
    expect(scene.resize).toHaveBeenLastCalledWith(800, 450);

    FakeResizeObserver.last!.trigger(1000, 500);
    expect(canvas.width).toBe(2000);
    expect(canvas.height).toBe(1000);
    expect(scene.resize).toHaveBeenLastCalledWith(1000, 500);
  });

  it('stops and resumes when prefers-reduced-motion changes', () => {
    const env = installEnv();
    const { frames } = spyScene();
    const { canvas } = fakeCanvas();
    mountHero(canvas, 'abstractFlow');
    FakeIntersectionObserver.last!.trigger(true);
    env.tick(0);
    env.tick(16);
    env.setReducedMotion(true);
    expect(env.raf.size).toBe(0);
    // The last animated frame already is a still; no extra draw needed.
    expect(frames.length).toBe(2);
    env.setReducedMotion(false);
    expect(env.raf.size).toBe(1);
  });

  it('cleanup cancels the loop and disconnects everything', () => {
    const env = installEnv();
    spyScene();
    const { canvas } = fakeCanvas();
    const cleanup = mountHero(canvas, 'abstractFlow');
    FakeIntersectionObserver.last!.trigger(true);
    expect(env.raf.size).toBe(1);
    expect(env.mediaListeners()).toBeGreaterThan(0);
    cleanup();
    expect(env.raf.size).toBe(0);
    expect(FakeObserver.instances.length).toBeGreaterThanOrEqual(2);
    for (const o of FakeObserver.instances) expect(o.disconnected).toBe(true);
    expect(env.doc.listeners.size).toBe(0);
    expect(env.mediaListeners()).toBe(0);
    cleanup(); // idempotent
  });

  it.each(animationTypes)('renders a real %s still frame without NaN', (type) => {
    installEnv({ reduced: true, dpr: 2 });
    const { canvas, calls } = fakeCanvas(1024, 600);
    const cleanup = mountHero(canvas, type, { seed: 99 });
    expect(canvas.dataset.frames).toBe('1');
    expect(calls.filter((c) => DRAW_CALLS.has(c.name)).length).toBeGreaterThan(0);
    expect(nonFiniteArgs(calls)).toEqual([]);
    cleanup();
  });
});
