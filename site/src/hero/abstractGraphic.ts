import type { HeroAnimation, HeroScene } from './types';
import { createRandom, DEFAULT_SEED, hash01 } from './random';
import { CYAN, INDIGO, MIST, NAVY, TEAL, VIOLET, ACCENTS, type Rgb, clamp, rgba } from './palette';

/** A new execution run starts this often (ms), from one of the source nodes. */
const RUN_PERIOD = 2400;
/** Travel time of a pulse across one column gap (ms). */
const HOP = 1250;
/** Time a node "works" before emitting (ms): reads as processing, not a relay. */
const PROCESS = 380;
const GLOW_RISE = 160;
const GLOW_DECAY = 750;
/** Probability that a node forwards a run along a given outgoing edge. */
const BRANCH_P = 0.58;
/** Scene time is offset so even the very first (or only, reduced-motion) frame shows runs in flight. */
const TIME_OFFSET = 9000;
const GRID = 28;
const RUN_COLORS: readonly Rgb[] = [CYAN, TEAL, VIOLET];
const TRAIL_SAMPLES = 7;
/** From this canvas width the hero text sits in a left column covering TEXT_SHARE of it. */
const WIDE = 1024;
const TEXT_SHARE = 0.5;
/** Below WIDE the text spans the canvas; the graph is drawn at this opacity behind it. */
const NARROW_ALPHA = 0.45;

interface GraphNode {
  bx: number;
  by: number;
  w: number;
  h: number;
  col: number;
  accent: number;
  ax: number;
  ay: number;
  fx: number;
  fy: number;
  px: number;
  py: number;
  /** placeholder "label" widths as fractions of the card width */
  bar1: number;
  bar2: number;
  outs: number[];
  ins: number[];
  x: number;
  y: number;
}

interface GraphEdge {
  from: number;
  to: number;
  outPort: number;
  inPort: number;
  duration: number;
}

interface RunPlan {
  color: number;
  act: Float64Array;
  fire: Float64Array;
}

function roundRect(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number): void {
  // Own helper instead of ctx.roundRect, which older Safari versions lack.
  const rr = Math.min(r, w / 2, h / 2);
  ctx.moveTo(x + rr, y);
  ctx.arcTo(x + w, y, x + w, y + h, rr);
  ctx.arcTo(x + w, y + h, x, y + h, rr);
  ctx.arcTo(x, y + h, x, y, rr);
  ctx.arcTo(x, y, x + w, y, rr);
  ctx.closePath();
}

function createGraphScene(seed: number): HeroScene {
  let width = 0;
  let height = 0;
  let nodes: GraphNode[] = [];
  let edges: GraphEdge[] = [];
  let sources: number[] = [];
  let dotFill: CanvasGradient | string | null = null;
  let dotFillFor: CanvasRenderingContext2D | null = null;
  const plans = new Map<number, RunPlan>();
  let maxRunSpan = 0;
  let dim = 1;
  // Per-frame scratch, sized on resize so frames allocate nothing per node.
  let glow = new Float32Array(0);
  let glowColor = new Uint8Array(0);
  let since = new Float32Array(0);
  const pulses: number[] = [];
  const active: RunPlan[] = [];

  const portY = (n: GraphNode, index: number, count: number): number => n.y + (n.h * (index + 1)) / (count + 1);

  /** Cubic bezier of an edge, leaving/entering ports horizontally like a node editor. */
  const edgeGeom = (e: GraphEdge, out: number[]): void => {
    const a = nodes[e.from]!;
    const b = nodes[e.to]!;
    const x1 = a.x + a.w;
    const y1 = portY(a, e.outPort, a.outs.length);
    const x2 = b.x;
    const y2 = portY(b, e.inPort, b.ins.length);
    const dx = Math.max(36, (x2 - x1) * 0.5);
    out[0] = x1;
    out[1] = y1;
    out[2] = x1 + dx;
    out[3] = y1;
    out[4] = x2 - dx;
    out[5] = y2;
    out[6] = x2;
    out[7] = y2;
  };
  const g = [0, 0, 0, 0, 0, 0, 0, 0];
  const bez = (u: number, o: { x: number; y: number }): void => {
    const v = 1 - u;
    const a = v * v * v,
      b = 3 * v * v * u,
      c = 3 * v * u * u,
      d = u * u * u;
    o.x = a * g[0]! + b * g[2]! + c * g[4]! + d * g[6]!;
    o.y = a * g[1]! + b * g[3]! + c * g[5]! + d * g[7]!;
  };
  const tmp = { x: 0, y: 0 };

  const planFor = (r: number): RunPlan => {
    const cached = plans.get(r);
    if (cached) return cached;
    const act = new Float64Array(nodes.length).fill(Number.POSITIVE_INFINITY);
    const fire = new Float64Array(edges.length).fill(Number.NaN);
    const src = sources[Math.floor(hash01(r, seed, 1) * sources.length)] ?? 0;
    act[src] = r * RUN_PERIOD;
    // Nodes are stored column by column and edges only point rightwards, so a
    // single ordered sweep settles every arrival time.
    for (let u = 0; u < nodes.length; u++) {
      const start = act[u]!;
      if (!Number.isFinite(start)) continue;
      const outs = nodes[u]!.outs;
      let chosen = 0;
      let fallback = -1;
      let fallbackH = 2;
      for (const ei of outs) {
        const h = hash01(r, ei, seed ^ 0x77);
        if (h < fallbackH) {
          fallbackH = h;
          fallback = ei;
        }
        if (h < BRANCH_P) {
          fire[ei] = start + PROCESS;
          chosen++;
        }
      }
      if (chosen === 0 && fallback >= 0) fire[fallback] = start + PROCESS;
      for (const ei of outs) {
        const f = fire[ei]!;
        if (Number.isNaN(f)) continue;
        const e = edges[ei]!;
        act[e.to] = Math.min(act[e.to]!, f + e.duration);
      }
    }
    const plan: RunPlan = { color: Math.floor(hash01(r, seed, 2) * RUN_COLORS.length), act, fire };
    plans.set(r, plan);
    return plan;
  };

  const edgeStyle = rgba(INDIGO, 0.2);
  const litEdgeStyles = RUN_COLORS.map((c) => rgba(c, 0.2));
  const trailStyles = RUN_COLORS.map((c) => [0.18, 0.4, 0.75].map((a) => rgba(c, a)));
  const haloStyles = RUN_COLORS.map((c) => rgba(c, 0.16));
  const coreStyle = rgba(MIST, 0.95);
  const bodyStyle = rgba(NAVY, 0.86);
  const headerStyle = rgba([22, 30, 62], 0.9);
  const borderStyle = rgba(INDIGO, 0.3);
  const barStyle = rgba(MIST, 0.14);
  const accentDots = ACCENTS.map((c) => rgba(c, 0.85));
  const portFill = rgba(NAVY, 1);
  const portStroke = rgba(INDIGO, 0.55);

  return {
    resize(w, h) {
      width = Math.max(1, w);
      height = Math.max(1, h);
      dotFill = null;
      plans.clear();
      const rnd = createRandom(seed ^ 0x9a7e);
      const scale = clamp(Math.min(width / 1440, height / 900) * 1.05, 0.62, 1.1);
      // The headline and lead sit on the left half of wide screens: the graph, its pulses and
      // glows live to their right so the text keeps a calm background. On narrow screens the text
      // covers nearly everything, so there the whole picture is dimmed instead (see frame()).
      const textSide = width >= WIDE ? width * TEXT_SHARE : 0;
      dim = width >= WIDE ? 1 : NARROW_ALPHA;
      const cols = Math.round(clamp((width - textSide) / 250, 3, 8));
      const maxRows = Math.round(clamp(height / 170, 2, 5));
      const baseW = 118 * scale;
      const marginX = width * 0.05;
      const colGap = (width - textSide - 2 * marginX - baseW) / Math.max(1, cols - 1);

      nodes = [];
      const columns: number[][] = [];
      for (let c = 0; c < cols; c++) {
        const rows = 2 + rnd.int(maxRows - 1);
        const slot = (height * 0.84) / rows;
        const list: number[] = [];
        for (let r = 0; r < rows; r++) {
          const nw = baseW * rnd.range(0.82, 1.1);
          const nh = 42 * scale;
          list.push(nodes.length);
          nodes.push({
            bx: textSide + marginX + c * colGap + rnd.range(-0.16, 0.16) * colGap,
            by: height * 0.08 + (r + 0.5) * slot + rnd.range(-0.22, 0.22) * slot - nh / 2,
            w: nw,
            h: nh,
            col: c,
            accent: rnd.int(ACCENTS.length),
            ax: rnd.range(3, 9),
            ay: rnd.range(3, 8),
            fx: (Math.PI * 2) / rnd.range(9000, 16000),
            fy: (Math.PI * 2) / rnd.range(9000, 16000),
            px: rnd.range(0, Math.PI * 2),
            py: rnd.range(0, Math.PI * 2),
            bar1: rnd.range(0.35, 0.6),
            bar2: rnd.range(0.2, 0.45),
            outs: [],
            ins: [],
            x: 0,
            y: 0,
          });
        }
        columns.push(list);
      }

      edges = [];
      const seen = new Set<number>();
      const link = (from: number, to: number): void => {
        const key = from * 4096 + to;
        if (seen.has(key)) return;
        seen.add(key);
        const span = nodes[to]!.col - nodes[from]!.col;
        edges.push({ from, to, outPort: 0, inPort: 0, duration: span * HOP });
      };
      const byDistance = (list: number[], y: number): number[] =>
        [...list].sort((a, b) => Math.abs(nodes[a]!.by - y) - Math.abs(nodes[b]!.by - y));
      for (let c = 0; c + 1 < cols; c++) {
        for (const u of columns[c]!) {
          const near = byDistance(columns[c + 1]!, nodes[u]!.by);
          const fan = rnd.chance(0.45) ? 2 : 1;
          for (let k = 0; k < fan && k < near.length; k++) {
            // Mostly nearest neighbours, occasionally a longer diagonal for variety.
            const pickIndex = rnd.chance(0.2) ? Math.min(near.length - 1, k + 1) : k;
            link(u, near[pickIndex]!);
          }
          if (c + 2 < cols && rnd.chance(0.16)) link(u, byDistance(columns[c + 2]!, nodes[u]!.by)[0]!);
        }
        for (const v of columns[c + 1]!) {
          if (!edges.some((e) => e.to === v)) link(byDistance(columns[c]!, nodes[v]!.by)[0]!, v);
        }
      }
      edges.forEach((e, i) => {
        nodes[e.from]!.outs.push(i);
        nodes[e.to]!.ins.push(i);
      });
      // Assign ports in vertical order so connectors fan out instead of crossing at the card.
      for (const n of nodes) {
        n.outs.sort((a, b) => nodes[edges[a]!.to]!.by - nodes[edges[b]!.to]!.by);
        n.ins.sort((a, b) => nodes[edges[a]!.from]!.by - nodes[edges[b]!.from]!.by);
        n.outs.forEach((ei, k) => (edges[ei]!.outPort = k));
        n.ins.forEach((ei, k) => (edges[ei]!.inPort = k));
        n.h = Math.max(n.h, Math.max(n.outs.length, n.ins.length) * 13 * scale + 14 * scale);
      }
      sources = columns[0] ?? [];
      glow = new Float32Array(nodes.length);
      glowColor = new Uint8Array(nodes.length);
      since = new Float32Array(nodes.length);
      maxRunSpan = cols * (HOP + PROCESS) + GLOW_RISE + GLOW_DECAY * 4;
    },

    frame(ctx, t, _dt) {
      ctx.clearRect(0, 0, width, height);
      if (nodes.length === 0) return;
      const T = t + TIME_OFFSET;
      const panX = 14 * Math.sin(T * 0.00006);
      const panY = 9 * Math.sin(T * 0.000043 + 1);
      for (const n of nodes) {
        n.x = n.bx + panX + n.ax * Math.sin(T * n.fx + n.px);
        n.y = n.by + panY + n.ay * Math.sin(T * n.fy + n.py);
      }

      ctx.save();
      ctx.globalAlpha = dim;
      // Editor-style dot grid, faded towards the edges with a single radial
      // gradient fill rather than per-dot alpha.
      if (!dotFill || dotFillFor !== ctx) {
        const grad = ctx.createRadialGradient(
          width / 2,
          height / 2,
          0,
          width / 2,
          height / 2,
          Math.hypot(width, height) / 2,
        );
        grad.addColorStop(0, rgba(INDIGO, 0.16));
        grad.addColorStop(1, rgba(INDIGO, 0.02));
        dotFill = grad;
        dotFillFor = ctx;
      }
      const ox = (((panX * 0.5) % GRID) + GRID) % GRID;
      const oy = (((panY * 0.5) % GRID) + GRID) % GRID;
      ctx.beginPath();
      for (let y = oy - GRID; y < height + GRID; y += GRID) {
        for (let x = ox - GRID; x < width + GRID; x += GRID) ctx.rect(x - 0.75, y - 0.75, 1.5, 1.5);
      }
      ctx.fillStyle = dotFill;
      ctx.fill();

      // Which runs can still be visible at time T.
      const rLast = Math.floor(T / RUN_PERIOD);
      const rFirst = Math.max(0, Math.floor((T - maxRunSpan) / RUN_PERIOD));
      for (const key of plans.keys()) if (key < rFirst) plans.delete(key);
      active.length = 0;
      for (let r = rFirst; r <= rLast; r++) active.push(planFor(r));

      ctx.lineWidth = 1.25;
      ctx.beginPath();
      for (const e of edges) {
        edgeGeom(e, g);
        ctx.moveTo(g[0]!, g[1]!);
        ctx.bezierCurveTo(g[2]!, g[3]!, g[4]!, g[5]!, g[6]!, g[7]!);
      }
      ctx.strokeStyle = edgeStyle;
      ctx.stroke();

      ctx.globalCompositeOperation = 'lighter';
      // Collected as [edgeIndex, progress, colour] triples.
      pulses.length = 0;
      for (const plan of active) {
        for (let ei = 0; ei < edges.length; ei++) {
          const f = plan.fire[ei]!;
          if (Number.isNaN(f)) continue;
          const u = (T - f) / edges[ei]!.duration;
          if (u <= 0 || u >= 1) continue;
          pulses.push(ei, u, plan.color);
        }
      }
      for (let c = 0; c < RUN_COLORS.length; c++) {
        ctx.beginPath();
        let any = false;
        for (let i = 0; i < pulses.length; i += 3) {
          if (pulses[i + 2] !== c) continue;
          const e = edges[pulses[i]!]!;
          edgeGeom(e, g);
          ctx.moveTo(g[0]!, g[1]!);
          ctx.bezierCurveTo(g[2]!, g[3]!, g[4]!, g[5]!, g[6]!, g[7]!);
          any = true;
        }
        if (any) {
          ctx.lineWidth = 1.5;
          ctx.strokeStyle = litEdgeStyles[c]!;
          ctx.stroke();
        }
        for (let level = 0; level < 3; level++) {
          ctx.beginPath();
          for (let i = 0; i < pulses.length; i += 3) {
            if (pulses[i + 2] !== c) continue;
            edgeGeom(edges[pulses[i]!]!, g);
            const head = ease(pulses[i + 1]!);
            const segLen = 0.035;
            const from = Math.max(0, head - segLen * (3 - level) * 2);
            const to = Math.max(0, head - segLen * (2 - level) * 2);
            if (to <= from) continue;
            for (let k = 0; k <= TRAIL_SAMPLES; k++) {
              bez(from + ((to - from) * k) / TRAIL_SAMPLES, tmp);
              if (k === 0) ctx.moveTo(tmp.x, tmp.y);
              else ctx.lineTo(tmp.x, tmp.y);
            }
          }
          ctx.lineWidth = 1 + level * 0.5;
          ctx.strokeStyle = trailStyles[c]![level]!;
          ctx.stroke();
        }
        ctx.beginPath();
        for (let i = 0; i < pulses.length; i += 3) {
          if (pulses[i + 2] !== c) continue;
          edgeGeom(edges[pulses[i]!]!, g);
          bez(ease(pulses[i + 1]!), tmp);
          ctx.moveTo(tmp.x + 5, tmp.y);
          ctx.arc(tmp.x, tmp.y, 5, 0, Math.PI * 2);
        }
        ctx.fillStyle = haloStyles[c]!;
        ctx.fill();
      }
      ctx.beginPath();
      for (let i = 0; i < pulses.length; i += 3) {
        edgeGeom(edges[pulses[i]!]!, g);
        bez(ease(pulses[i + 1]!), tmp);
        ctx.moveTo(tmp.x + 1.6, tmp.y);
        ctx.arc(tmp.x, tmp.y, 1.6, 0, Math.PI * 2);
      }
      ctx.fillStyle = coreStyle;
      ctx.fill();
      ctx.globalCompositeOperation = 'source-over';

      // Node activation: strongest glow among the runs that reached it.
      glow.fill(0);
      glowColor.fill(0);
      since.fill(-1);
      for (const plan of active) {
        for (let u = 0; u < nodes.length; u++) {
          const d = T - plan.act[u]!;
          if (!(d >= 0)) continue;
          const a = d < GLOW_RISE ? d / GLOW_RISE : Math.exp(-(d - GLOW_RISE) / GLOW_DECAY);
          if (a > glow[u]!) {
            glow[u] = a;
            glowColor[u] = plan.color;
            since[u] = d;
          }
        }
      }

      // Halos first so card bodies sit on top of them.
      ctx.lineWidth = 6;
      for (let u = 0; u < nodes.length; u++) {
        const a = glow[u]!;
        if (a < 0.02) continue;
        const n = nodes[u]!;
        ctx.beginPath();
        roundRect(ctx, n.x - 2, n.y - 2, n.w + 4, n.h + 4, 9);
        ctx.strokeStyle = rgba(RUN_COLORS[glowColor[u]!]!, 0.2 * a);
        ctx.stroke();
      }

      ctx.beginPath();
      for (const n of nodes) roundRect(ctx, n.x, n.y, n.w, n.h, 7);
      ctx.fillStyle = bodyStyle;
      ctx.fill();
      ctx.lineWidth = 1;
      ctx.strokeStyle = borderStyle;
      ctx.stroke();

      // Header strip: a slightly lighter band hints at a titled card.
      ctx.beginPath();
      for (const n of nodes) ctx.rect(n.x + 1, n.y + 1, n.w - 2, Math.min(14, n.h * 0.34));
      ctx.fillStyle = headerStyle;
      ctx.fill();

      for (let c = 0; c < ACCENTS.length; c++) {
        ctx.beginPath();
        for (const n of nodes) {
          if (n.accent !== c) continue;
          const r = 2.6;
          ctx.moveTo(n.x + 10 + r, n.y + 8);
          ctx.arc(n.x + 10, n.y + 8, r, 0, Math.PI * 2);
        }
        ctx.fillStyle = accentDots[c]!;
        ctx.fill();
      }

      ctx.beginPath();
      for (const n of nodes) {
        ctx.moveTo(n.x + 18, n.y + 8);
        ctx.lineTo(n.x + 18 + (n.w - 30) * n.bar1, n.y + 8);
        const ly = n.y + Math.min(14, n.h * 0.34) + (n.h - Math.min(14, n.h * 0.34)) / 2;
        ctx.moveTo(n.x + 10, ly);
        ctx.lineTo(n.x + 10 + (n.w - 22) * n.bar2, ly);
      }
      ctx.lineCap = 'round';
      ctx.lineWidth = 2.5;
      ctx.strokeStyle = barStyle;
      ctx.stroke();

      for (let u = 0; u < nodes.length; u++) {
        const a = glow[u]!;
        if (a < 0.02) continue;
        const n = nodes[u]!;
        const col = RUN_COLORS[glowColor[u]!]!;
        ctx.beginPath();
        roundRect(ctx, n.x, n.y, n.w, n.h, 7);
        ctx.lineWidth = 1.2;
        ctx.strokeStyle = rgba(col, 0.25 + 0.6 * a);
        ctx.stroke();
        // Progress bar filling while the node "processes", before it emits.
        const p = clamp(since[u]! / PROCESS, 0, 1);
        ctx.beginPath();
        ctx.moveTo(n.x + 8, n.y + n.h - 5);
        ctx.lineTo(n.x + 8 + (n.w - 16) * p, n.y + n.h - 5);
        ctx.lineWidth = 2;
        ctx.strokeStyle = rgba(col, 0.8 * a);
        ctx.stroke();
      }

      ctx.beginPath();
      for (const n of nodes) {
        for (let k = 0; k < n.outs.length; k++) {
          const py = portY(n, k, n.outs.length);
          ctx.moveTo(n.x + n.w + 3, py);
          ctx.arc(n.x + n.w, py, 3, 0, Math.PI * 2);
        }
        for (let k = 0; k < n.ins.length; k++) {
          const py = portY(n, k, n.ins.length);
          ctx.moveTo(n.x + 3, py);
          ctx.arc(n.x, py, 3, 0, Math.PI * 2);
        }
      }
      ctx.fillStyle = portFill;
      ctx.fill();
      ctx.lineWidth = 1.2;
      ctx.strokeStyle = portStroke;
      ctx.stroke();
      ctx.restore();
    },
  };
}

/** Gentle departure and arrival without stalling at the ports. */
function ease(u: number): number {
  return 0.4 * u + 0.6 * u * u * (3 - 2 * u);
}

export const abstractGraphic: HeroAnimation = {
  type: 'abstractGraphic',
  name: 'Abstract Graphic',
  description:
    'A quiet workflow canvas of drifting node cards where each run lights its way from source to output as pulses hop along the connectors.',
  characteristics: [
    'Layered left-to-right graph of rounded node cards with ports',
    'Bezier connectors on a faint editor dot grid',
    'Execution pulses that branch and wake nodes as they arrive',
    'Slow per-node drift and a gentle camera pan',
  ],
  create: (seed = DEFAULT_SEED) => createGraphScene(seed),
};
