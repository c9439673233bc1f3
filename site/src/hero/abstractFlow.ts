import type { HeroAnimation, HeroScene } from './types';
import { createNoise3D } from './noise';
import { createRandom, DEFAULT_SEED } from './random';
import { ACCENTS, MIST, clamp, rgba } from './palette';

/** Integration step in CSS px: small enough for smooth curves at 1 px line width. */
const STEP = 9;
const STEPS = 64;
/** Streamlines are split into bands so their ends can fade without per-segment strokes. */
const BANDS = 6;
/** Packet trail length, in integration steps. */
const TRAIL = 11;
const FIELD_SCALE = 1 / 560;
/** Noise-space units per ms: one "unit" of field change takes ~33 s, so curves morph, never wriggle. */
const FIELD_DRIFT = 0.00003;
const TRAIL_LEVELS = 4;

interface Streamline {
  x: number;
  y: number;
  color: number;
  /** packet speed in px/s */
  speed: number;
  phase: number;
  /** idle fraction of the packet cycle, so not every line carries data at once */
  gap: number;
}

function createFlowScene(seed: number): HeroScene {
  const noise = createNoise3D(createRandom(seed).next);
  let width = 0;
  let height = 0;
  let lines: Streamline[] = [];
  let byColor: number[][] = [];
  let pts = new Float32Array(0);
  const stride = (STEPS + 1) * 2;

  // Precomputed styles: string building every frame would churn the GC.
  const bandAlpha = Array.from(
    { length: BANDS },
    (_, b) => 0.3 * Math.pow(Math.sin((Math.PI * (b + 0.5)) / BANDS), 0.9),
  );
  const bandStyles = ACCENTS.map((c) => bandAlpha.map((a) => rgba(c, a)));
  const trailStyles = ACCENTS.map((c) =>
    Array.from({ length: TRAIL_LEVELS }, (_, k) => rgba(c, (0.85 * (k + 1)) / TRAIL_LEVELS)),
  );
  const haloStyles = ACCENTS.map((c) => rgba(c, 0.14));
  const coreStyle = rgba(MIST, 0.9);

  const angleAt = (x: number, y: number, z: number): number => {
    const nx = x * FIELD_SCALE;
    const ny = y * FIELD_SCALE;
    // Two octaves: the broad one sets the river-like lanes, the fine one adds eddies.
    return noise(nx, ny, z) * 1.6 + noise(nx * 2.3 + 31.7, ny * 2.3 - 11.3, z * 1.7) * 0.4;
  };

  /** Interpolated point along line `li` at fractional step `f` (written into out). */
  const pointAt = (li: number, f: number, out: { x: number; y: number }): void => {
    const fc = clamp(f, 0, STEPS);
    const i = Math.min(STEPS - 1, Math.floor(fc));
    const fr = fc - i;
    const o = li * stride + i * 2;
    out.x = pts[o]! + (pts[o + 2]! - pts[o]!) * fr;
    out.y = pts[o + 1]! + (pts[o + 3]! - pts[o + 1]!) * fr;
  };
  const tmp = { x: 0, y: 0 };
  /** [lineIndex, headStep, colour] triples of packets whose head is on screen this frame. */
  const heads: number[] = [];

  const tracePolyline = (ctx: CanvasRenderingContext2D, li: number, from: number, to: number): void => {
    if (to <= from) return;
    pointAt(li, from, tmp);
    ctx.moveTo(tmp.x, tmp.y);
    const base = li * stride;
    for (let i = Math.floor(from) + 1; i < to; i++) ctx.lineTo(pts[base + i * 2]!, pts[base + i * 2 + 1]!);
    pointAt(li, to, tmp);
    ctx.lineTo(tmp.x, tmp.y);
  };

  return {
    resize(w, h) {
      width = Math.max(1, w);
      height = Math.max(1, h);
      const rnd = createRandom(seed ^ 0x5eed);
      const count = Math.round(clamp((width * height) / 9500, 40, 150));
      // Seeds start well left of the viewport because curves travel rightwards;
      // a jittered grid keeps coverage even without clumps or holes.
      const x0 = -0.4 * width;
      const domW = width * 1.38;
      const y0 = -0.08 * height;
      const domH = height * 1.16;
      const cols = Math.max(1, Math.round(Math.sqrt((count * domW) / domH)));
      const rows = Math.ceil(count / cols);
      lines = [];
      for (let r = 0; r < rows; r++) {
        for (let c = 0; c < cols && lines.length < count; c++) {
          const x = x0 + ((c + rnd.next()) / cols) * domW;
          const y = y0 + ((r + rnd.next()) / rows) * domH;
          // Colour by a low-frequency field so neighbouring lanes share a hue
          // and the canvas reads as a few coloured currents, not confetti.
          const hue = (y / height) * 1.1 + noise(x / 700 + 5.1, y / 700 - 2.7, 9.3) * 0.9 + rnd.range(-0.08, 0.08);
          lines.push({
            x,
            y,
            color: Math.floor((((hue % 1) + 1) % 1) * ACCENTS.length) % ACCENTS.length,
            speed: rnd.range(70, 135),
            phase: rnd.next(),
            gap: rnd.range(0.25, 1.5),
          });
        }
      }
      byColor = ACCENTS.map(() => []);
      lines.forEach((l, i) => byColor[l.color]!.push(i));
      pts = new Float32Array(lines.length * stride);
    },

    frame(ctx, t, _dt) {
      ctx.clearRect(0, 0, width, height);
      if (lines.length === 0) return;
      const z = t * FIELD_DRIFT;

      for (let li = 0; li < lines.length; li++) {
        const l = lines[li]!;
        let x = l.x;
        let y = l.y;
        let o = li * stride;
        for (let i = 0; i <= STEPS; i++) {
          pts[o++] = x;
          pts[o++] = y;
          const a = angleAt(x, y, z);
          x += Math.cos(a) * STEP;
          y += Math.sin(a) * STEP;
        }
      }

      ctx.save();
      ctx.lineCap = 'round';
      ctx.lineJoin = 'round';
      ctx.lineWidth = 1;
      const bandLen = STEPS / BANDS;
      for (let c = 0; c < ACCENTS.length; c++) {
        const members = byColor[c]!;
        if (members.length === 0) continue;
        for (let b = 0; b < BANDS; b++) {
          ctx.beginPath();
          for (const li of members) tracePolyline(ctx, li, b * bandLen, (b + 1) * bandLen);
          ctx.strokeStyle = bandStyles[c]![b]!;
          ctx.stroke();
        }
      }

      // Data packets: additive blending so crossings flare briefly, like
      // signals merging at a junction.
      ctx.globalCompositeOperation = 'lighter';
      ctx.lineWidth = 1.6;
      const secs = t / 1000;
      const span = STEPS + TRAIL;
      heads.length = 0;
      for (let c = 0; c < ACCENTS.length; c++) {
        const members = byColor[c]!;
        for (let level = 0; level < TRAIL_LEVELS; level++) {
          ctx.beginPath();
          let any = false;
          for (const li of members) {
            const l = lines[li]!;
            const cycle = (span * STEP) / l.speed;
            const p = ((((secs / cycle + l.phase) % 1) + 1) % 1) * (1 + l.gap);
            if (p > 1) continue;
            const head = p * span;
            // Fade in from the seed and out past the end, matching the line taper.
            const env = Math.sin(Math.PI * clamp(head / span, 0, 1));
            // Three sub-segments per trail, brighter towards the head.
            for (let k = 0; k < 3; k++) {
              const lv = Math.round(env * (k + 1) * (TRAIL_LEVELS / 3)) - 1;
              if (lv !== level) continue;
              const from = Math.max(0, head - TRAIL + (k * TRAIL) / 3);
              const to = Math.min(STEPS, head - TRAIL + ((k + 1) * TRAIL) / 3);
              if (to > from) {
                tracePolyline(ctx, li, from, to);
                any = true;
              }
            }
            if (level === 0 && head <= STEPS && env > 0.15) heads.push(li, head, c);
          }
          if (any) {
            ctx.strokeStyle = trailStyles[c]![level]!;
            ctx.stroke();
          }
        }
      }

      for (let c = 0; c < ACCENTS.length; c++) {
        ctx.beginPath();
        for (let i = 0; i < heads.length; i += 3) {
          if (heads[i + 2] !== c) continue;
          pointAt(heads[i]!, heads[i + 1]!, tmp);
          ctx.moveTo(tmp.x + 4.5, tmp.y);
          ctx.arc(tmp.x, tmp.y, 4.5, 0, Math.PI * 2);
        }
        ctx.fillStyle = haloStyles[c]!;
        ctx.fill();
      }
      ctx.beginPath();
      for (let i = 0; i < heads.length; i += 3) {
        pointAt(heads[i]!, heads[i + 1]!, tmp);
        ctx.moveTo(tmp.x + 1.3, tmp.y);
        ctx.arc(tmp.x, tmp.y, 1.3, 0, Math.PI * 2);
      }
      ctx.fillStyle = coreStyle;
      ctx.fill();
      ctx.restore();
    },
  };
}

export const abstractFlow: HeroAnimation = {
  type: 'abstractFlow',
  name: 'Abstract Flow',
  description:
    'Slow currents of fine streamlines drift left to right while bright packets ride along them, like manuscripts moving through a pipeline.',
  characteristics: [
    'Noise-driven flow field, morphing over tens of seconds',
    'Tapered hairline streamlines grouped into coloured currents',
    'Glowing data packets travelling downstream',
    'Stateless: every frame is a pure function of time',
  ],
  create: (seed = DEFAULT_SEED) => createFlowScene(seed),
};
