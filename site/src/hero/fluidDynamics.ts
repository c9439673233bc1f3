import type { HeroAnimation, HeroScene } from './types';
import { createNoise2D, createNoise3D } from './noise';
import { createRandom, DEFAULT_SEED } from './random';
import { CYAN, MIST, TEAL, VIOLET, type Rgb, clamp, rgba, smoothstep } from './palette';

/**
 * The ink wash is evaluated on a coarse grid and upscaled with smoothing:
 * the field is soft by design, so ~9k samples look the same as a
 * full-resolution render at a tiny fraction of the cost.
 */
const TARGET_SAMPLES = 9000;
const MIN_CELL = 8;
/** CSS px per noise unit of the ink field. */
const INK_SCALE = 640;
/** Noise units per ms; the slowest layer takes ~40 s to shift by one unit. */
const INK_DRIFT = 0.000025;
const WARP = 1.6;
const MAX_ALPHA = 0.5;
/** Field values whose iso-lines are traced as crisp "ink edges" over the wash. */
const CONTOURS = [0.05, 0.42] as const;
const MOTE_SCALE = 1 / 700;
const MOTE_SPEED = 22;
/** Per mote: x, y, age (0..1), lifetime (s), size. */
const STRIDE = 5;

type Buffer2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

function createBuffer(w: number, h: number): { canvas: OffscreenCanvas | HTMLCanvasElement; ctx: Buffer2D } | null {
  // OffscreenCanvas first: it works in workers and avoids touching the DOM.
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(w, h);
    const ctx = canvas.getContext('2d');
    return ctx ? { canvas, ctx } : null;
  }
  if (typeof document !== 'undefined') {
    const canvas = document.createElement('canvas');
    canvas.width = w;
    canvas.height = h;
    const ctx = canvas.getContext('2d');
    return ctx ? { canvas, ctx } : null;
  }
  return null;
}

function createFluidScene(seed: number): HeroScene {
  const rnd = createRandom(seed);
  const noise = createNoise2D(rnd.next);
  const flow = createNoise3D(rnd.next);

  let width = 0;
  let height = 0;
  let cell = MIN_CELL;
  let gw = 0;
  let gh = 0;
  let field = new Float32Array(0);
  let buffer: ReturnType<typeof createBuffer> = null;
  let image: ImageData | null = null;

  let motes = new Float32Array(0);
  let moteCount = 0;
  let simTime = 0;

  const deep: Rgb = [70, 62, 186];

  const fbm = (x: number, y: number): number => noise(x, y) + 0.5 * noise(x * 2.03 + 17.1, y * 2.03 - 3.7);

  /** Samples the warped field into `field` and, when a buffer exists, colours it. */
  const sampleInk = (t: number): void => {
    const data = image ? image.data : null;
    const s = cell / INK_SCALE;
    const ta = t * INK_DRIFT;
    let k = 0;
    for (let j = 0; j < gh; j++) {
      const py = (j - 0.5) * s;
      for (let i = 0; i < gw; i++, k++) {
        const px = (i - 0.5) * s;
        // Domain warping: two slowly sliding layers bend the coordinates of a
        // third, which is what turns plain noise into folding ink.
        const qx = fbm(px + ta * 1.3, py - ta * 0.8);
        const qy = fbm(px + 5.2 - ta * 0.9, py + 1.3 + ta * 1.1);
        const v = fbm(px + WARP * qx + ta * 0.4, py + WARP * qy - ta * 0.3);
        field[k] = v;
        if (!data) continue;

        const dens = smoothstep(-0.55, 1.05, v);
        const cool = smoothstep(-0.6, 0.6, qx) * 0.9;
        const depth = smoothstep(-0.6, 0.6, qy);
        // Warm side: deep indigo → violet; cool side: teal → cyan.
        const wr = deep[0] + (VIOLET[0] - deep[0]) * depth;
        const wg = deep[1] + (VIOLET[1] - deep[1]) * depth;
        const wb = deep[2] + (VIOLET[2] - deep[2]) * depth;
        const cr = TEAL[0] + (CYAN[0] - TEAL[0]) * depth;
        const cg = TEAL[1] + (CYAN[1] - TEAL[1]) * depth;
        const cb = TEAL[2] + (CYAN[2] - TEAL[2]) * depth;
        const o = k * 4;
        data[o] = wr + (cr - wr) * cool;
        data[o + 1] = wg + (cg - wg) * cool;
        data[o + 2] = wb + (cb - wb) * cool;
        // Cubic falloff: thin regions dissolve into the navy instead of ending at an edge.
        data[o + 3] = 255 * MAX_ALPHA * dens * dens * (0.6 + 0.4 * dens);
      }
    }
    if (buffer && image) buffer.ctx.putImageData(image, 0, 0);
  };

  /** Marching squares over `field`: emits iso-line segments at `level` into the current path. */
  const traceContour = (ctx: CanvasRenderingContext2D, level: number): void => {
    const x0 = -0.5 * cell;
    const y0 = -0.5 * cell;
    const lerpT = (a: number, b: number): number => (level - a) / (b - a);
    for (let j = 0; j + 1 < gh; j++) {
      for (let i = 0; i + 1 < gw; i++) {
        const k = j * gw + i;
        const a = field[k]!;
        const b = field[k + 1]!;
        const c = field[k + gw + 1]!;
        const d = field[k + gw]!;
        const idx = (a > level ? 8 : 0) | (b > level ? 4 : 0) | (c > level ? 2 : 0) | (d > level ? 1 : 0);
        if (idx === 0 || idx === 15) continue;
        const x = x0 + i * cell;
        const y = y0 + j * cell;
        // Edge crossings: top (a-b), right (b-c), bottom (d-c), left (a-d).
        const tx = x + lerpT(a, b) * cell;
        const ry = y + lerpT(b, c) * cell;
        const bx = x + lerpT(d, c) * cell;
        const ly = y + lerpT(a, d) * cell;
        const xr = x + cell;
        const yb = y + cell;
        switch (idx) {
          case 1:
          case 14:
            ctx.moveTo(x, ly);
            ctx.lineTo(bx, yb);
            break;
          case 2:
          case 13:
            ctx.moveTo(bx, yb);
            ctx.lineTo(xr, ry);
            break;
          case 3:
          case 12:
            ctx.moveTo(x, ly);
            ctx.lineTo(xr, ry);
            break;
          case 4:
          case 11:
            ctx.moveTo(tx, y);
            ctx.lineTo(xr, ry);
            break;
          case 6:
          case 9:
            ctx.moveTo(tx, y);
            ctx.lineTo(bx, yb);
            break;
          case 7:
          case 8:
            ctx.moveTo(x, ly);
            ctx.lineTo(tx, y);
            break;
          case 5:
            ctx.moveTo(x, ly);
            ctx.lineTo(tx, y);
            ctx.moveTo(bx, yb);
            ctx.lineTo(xr, ry);
            break;
          case 10:
            ctx.moveTo(tx, y);
            ctx.lineTo(xr, ry);
            ctx.moveTo(x, ly);
            ctx.lineTo(bx, yb);
            break;
        }
      }
    }
  };

  const vel = { x: 0, y: 0 };
  const velocity = (x: number, y: number): void => {
    // Curl of a scalar potential is divergence-free, so motes swirl and shear
    // like suspended particles instead of bunching into sinks.
    const nx = x * MOTE_SCALE;
    const ny = y * MOTE_SCALE;
    const nz = simTime * 0.00003;
    const e = 0.04;
    const dx = (flow(nx + e, ny, nz) - flow(nx - e, ny, nz)) / (2 * e);
    const dy = (flow(nx, ny + e, nz) - flow(nx, ny - e, nz)) / (2 * e);
    vel.x = dy * MOTE_SPEED + 5;
    vel.y = -dx * MOTE_SPEED;
  };

  const spawn = (i: number, anywhere: boolean): void => {
    const o = i * STRIDE;
    motes[o] = anywhere ? rnd.range(0, width) : rnd.range(-10, width);
    motes[o + 1] = rnd.range(0, height);
    motes[o + 2] = anywhere ? rnd.next() : 0;
    motes[o + 3] = rnd.range(7, 16);
    motes[o + 4] = rnd.chance(0.12) ? rnd.range(2.2, 3.4) : rnd.range(0.6, 1.3);
  };

  const step = (dt: number): void => {
    if (dt <= 0) return;
    simTime += dt;
    const secs = dt / 1000;
    for (let i = 0; i < moteCount; i++) {
      const o = i * STRIDE;
      velocity(motes[o]!, motes[o + 1]!);
      motes[o] = motes[o]! + vel.x * secs;
      motes[o + 1] = motes[o + 1]! + vel.y * secs;
      motes[o + 2] = motes[o + 2]! + secs / motes[o + 3]!;
      const x = motes[o]!;
      const y = motes[o + 1]!;
      if (motes[o + 2]! >= 1 || x < -20 || x > width + 20 || y < -20 || y > height + 20) spawn(i, false);
    }
  };

  const contourStyles = [rgba(MIST, 0.07), rgba(CYAN, 0.13)];
  const moteLevels = [0.14, 0.3, 0.5];
  const moteStyles = moteLevels.map((a) => rgba(MIST, a));
  const bokehStyles = moteLevels.map((a) => rgba(CYAN, a * 0.22));

  return {
    resize(w, h) {
      const first = width === 0;
      const prevW = width || w;
      const prevH = height || h;
      width = Math.max(1, w);
      height = Math.max(1, h);
      cell = Math.max(MIN_CELL, Math.sqrt((width * height) / TARGET_SAMPLES));
      // Samples sit at (i - 0.5) * cell; +2 keeps the far edge covered.
      gw = Math.ceil(width / cell) + 2;
      gh = Math.ceil(height / cell) + 2;
      field = new Float32Array(gw * gh);
      buffer = createBuffer(gw, gh);
      image = buffer ? buffer.ctx.createImageData(gw, gh) : null;

      const count = Math.round(clamp((width * height) / 9000, 50, 160));
      const prev = motes;
      const keep = first ? 0 : Math.min(count, moteCount);
      motes = new Float32Array(count * STRIDE);
      for (let i = 0; i < keep; i++) {
        // Keep existing motes (rescaled) so a resize doesn't visibly reset the scene.
        const o = i * STRIDE;
        for (let k = 0; k < STRIDE; k++) motes[o + k] = prev[o + k]!;
        motes[o] = (prev[o]! * width) / prevW;
        motes[o + 1] = (prev[o + 1]! * height) / prevH;
      }
      for (let i = keep; i < count; i++) spawn(i, true);
      moteCount = count;
    },

    advance(ms) {
      for (let left = ms; left > 0; left -= 50) step(Math.min(50, left));
    },

    frame(ctx, t, dt) {
      ctx.clearRect(0, 0, width, height);
      if (gw === 0) return;
      step(dt);
      sampleInk(t);
      ctx.save();
      if (buffer) {
        ctx.imageSmoothingEnabled = true;
        ctx.imageSmoothingQuality = 'low';
        // Pixel i's centre lands on its sample position, (i - 0.5) * cell.
        ctx.drawImage(buffer.canvas, 0, 0, gw, gh, -cell, -cell, gw * cell, gh * cell);
      }

      ctx.lineJoin = 'round';
      ctx.lineWidth = 1;
      for (let c = 0; c < CONTOURS.length; c++) {
        ctx.beginPath();
        traceContour(ctx, CONTOURS[c]!);
        ctx.strokeStyle = contourStyles[c]!;
        ctx.stroke();
      }

      for (let level = 0; level < moteLevels.length; level++) {
        ctx.beginPath();
        const bokeh: number[] = [];
        for (let i = 0; i < moteCount; i++) {
          const o = i * STRIDE;
          // Fade in and out over the mote's life so respawns never pop.
          const a = Math.sin(Math.PI * motes[o + 2]!);
          if (Math.min(2, Math.floor(a * 3)) !== level) continue;
          const x = motes[o]!;
          const y = motes[o + 1]!;
          const r = motes[o + 4]!;
          if (r > 2) {
            bokeh.push(x, y, r);
            continue;
          }
          ctx.moveTo(x + r, y);
          ctx.arc(x, y, r, 0, Math.PI * 2);
        }
        ctx.fillStyle = moteStyles[level]!;
        ctx.fill();
        if (bokeh.length > 0) {
          // A few large, faint discs read as out-of-focus particles and add depth.
          ctx.beginPath();
          for (let b = 0; b < bokeh.length; b += 3) {
            ctx.moveTo(bokeh[b]! + bokeh[b + 2]! * 2.2, bokeh[b + 1]!);
            ctx.arc(bokeh[b]!, bokeh[b + 1]!, bokeh[b + 2]! * 2.2, 0, Math.PI * 2);
          }
          ctx.fillStyle = bokehStyles[level]!;
          ctx.fill();
        }
      }
      ctx.restore();
    },
  };
}

export const fluidDynamics: HeroAnimation = {
  type: 'fluidDynamics',
  name: 'Fluid Dynamics',
  description:
    'Indigo and teal ink folds slowly through itself while fine motes drift on the current, like dye released into still water.',
  characteristics: [
    'Domain-warped noise rendered as a soft, folding ink wash',
    'Hairline iso-contours tracing the edges of the ink',
    'Violet-to-teal colour shifts that follow the warp',
    'Suspended motes drifting on a divergence-free current',
  ],
  create: (seed = DEFAULT_SEED) => createFluidScene(seed),
};
