import type { HeroAnimation, HeroScene } from './types';
import { createNoise3D } from './noise';
import { createRandom, DEFAULT_SEED } from './random';
import { CYAN, TEAL_DEEP, VIOLET, type Rgb, clamp, rgba } from './palette';

const NEIGHBOR_R = 52;
const SEPARATION_R = 15;
const LINK_R = 28;
const MIN_SPEED = 26;
const MAX_SPEED = 74;
const W_ALIGN = 1.3;
const W_COHESION = 1.25;
const W_SEPARATION = 950;
/** Mild repulsion between tribes so clusters stay colour-coherent. */
const W_CROSS = 14;
const W_ATTRACT = 22;
const W_WANDER = 16;
const W_EDGE = 2.4;
const EDGE_MARGIN = 70;
/** Simulation sub-step (ms) used when fast-forwarding without drawing. */
const SUBSTEP = 33;
const TRIBES: readonly Rgb[] = [CYAN, VIOLET, TEAL_DEEP];
const MAX_LINKS = 700;
const GLOW_STEPS = 8;

function createSwarmScene(seed: number): HeroScene {
  const rnd = createRandom(seed);
  const noise = createNoise3D(rnd.next);

  let width = 0;
  let height = 0;
  let count = 0;
  let px = new Float32Array(0);
  let py = new Float32Array(0);
  let vx = new Float32Array(0);
  let vy = new Float32Array(0);
  let nvx = new Float32Array(0);
  let nvy = new Float32Array(0);
  let tribe = new Uint8Array(0);
  let crowd = new Uint8Array(0);
  let gridCols = 0;
  let gridRows = 0;
  let head = new Int32Array(0);
  let next = new Int32Array(0);
  let simTime = 0;

  const buildGrid = (): void => {
    head.fill(-1);
    for (let i = 0; i < count; i++) {
      const c = clamp(Math.floor(px[i]! / NEIGHBOR_R) + 1, 0, gridCols - 1);
      const r = clamp(Math.floor(py[i]! / NEIGHBOR_R) + 1, 0, gridRows - 1);
      const cell = r * gridCols + c;
      next[i] = head[cell]!;
      head[cell] = i;
    }
  };

  /** Seed groups: a few loose flocks per tribe so even the first frame shows structure. */
  let groups: { x: number; y: number; heading: number; tribe: number }[] = [];

  const spawn = (i: number): void => {
    const a0 = rnd.range(0, Math.PI * 2);
    const s = rnd.range(MIN_SPEED, MAX_SPEED);
    if (groups.length > 0 && rnd.chance(0.65)) {
      const grp = rnd.pick(groups);
      // Sum of two uniforms: a cheap, soft-edged blob without a normal sampler.
      px[i] = grp.x + (rnd.next() + rnd.next() - 1) * 70;
      py[i] = grp.y + (rnd.next() + rnd.next() - 1) * 55;
      const a = grp.heading + rnd.range(-0.5, 0.5);
      vx[i] = Math.cos(a) * s;
      vy[i] = Math.sin(a) * s;
      tribe[i] = grp.tribe;
      return;
    }
    px[i] = rnd.range(0, width);
    py[i] = rnd.range(0, height);
    vx[i] = Math.cos(a0) * s;
    vy[i] = Math.sin(a0) * s;
    tribe[i] = rnd.int(TRIBES.length);
  };

  const step = (dtMs: number): void => {
    if (dtMs <= 0 || count === 0) return;
    simTime += dtMs;
    const dt = dtMs / 1000;
    buildGrid();

    // Each tribe breathes on its own slow cycle: positive cohesion gathers it
    // into a cluster, negative cohesion makes the cluster bloom apart again.
    const cohesion: number[] = [];
    const attract: number[] = [];
    const axs: number[] = [];
    const ays: number[] = [];
    for (let k = 0; k < TRIBES.length; k++) {
      const phase = Math.sin(simTime * 0.00016 + k * 2.1);
      cohesion.push(W_COHESION * (0.3 + 0.95 * phase));
      attract.push(W_ATTRACT * Math.max(0, phase));
    }
    // Two roaming gathering points per tribe, on different Lissajous paths,
    // so clusters spread over the whole hero instead of one busy corner.
    for (let a = 0; a < TRIBES.length * 2; a++) {
      axs.push(width * (0.5 + 0.38 * Math.sin(simTime * 0.00008 * (1 + 0.21 * a) + a * 2.4)));
      ays.push(height * (0.5 + 0.32 * Math.sin(simTime * 0.00011 * (1 + 0.13 * a) + a * 1.3)));
    }
    const nz = simTime * 0.0001;
    const R2 = NEIGHBOR_R * NEIGHBOR_R;
    const S2 = SEPARATION_R * SEPARATION_R;

    for (let i = 0; i < count; i++) {
      const xi = px[i]!;
      const yi = py[i]!;
      const ki = tribe[i]!;
      let alx = 0,
        aly = 0,
        chx = 0,
        chy = 0,
        sx = 0,
        sy = 0,
        cx = 0,
        cy = 0,
        n = 0;
      const c0 = clamp(Math.floor(xi / NEIGHBOR_R) + 1, 0, gridCols - 1);
      const r0 = clamp(Math.floor(yi / NEIGHBOR_R) + 1, 0, gridRows - 1);
      for (let r = Math.max(0, r0 - 1); r <= Math.min(gridRows - 1, r0 + 1); r++) {
        for (let c = Math.max(0, c0 - 1); c <= Math.min(gridCols - 1, c0 + 1); c++) {
          for (let j = head[r * gridCols + c]!; j !== -1; j = next[j]!) {
            if (j === i) continue;
            const dx = px[j]! - xi;
            const dy = py[j]! - yi;
            const d2 = dx * dx + dy * dy;
            if (d2 > R2) continue;
            if (d2 < S2) {
              const inv = 1 / (d2 + 4);
              sx -= dx * inv;
              sy -= dy * inv;
            }
            if (tribe[j] === ki) {
              alx += vx[j]!;
              aly += vy[j]!;
              chx += dx;
              chy += dy;
              n++;
            } else {
              const inv = 1 / Math.sqrt(d2 + 1);
              cx -= dx * inv;
              cy -= dy * inv;
            }
          }
        }
      }
      crowd[i] = Math.min(255, n);

      let ax = sx * W_SEPARATION + cx * W_CROSS;
      let ay = sy * W_SEPARATION + cy * W_CROSS;
      if (n > 0) {
        ax += (alx / n - vx[i]!) * W_ALIGN + (chx / n) * cohesion[ki]!;
        ay += (aly / n - vy[i]!) * W_ALIGN + (chy / n) * cohesion[ki]!;
      }
      const target = ki * 2 + (i & 1);
      const tx = axs[target]! - xi;
      const ty = ays[target]! - yi;
      const td = Math.sqrt(tx * tx + ty * ty) + 1;
      ax += (tx / td) * attract[ki]!;
      ay += (ty / td) * attract[ki]!;
      // Noise wander keeps lone agents curious instead of flying straight.
      const wa = noise(xi / 260, yi / 260, nz + ki * 7.3) * Math.PI * 2;
      ax += Math.cos(wa) * W_WANDER;
      ay += Math.sin(wa) * W_WANDER;
      if (xi < EDGE_MARGIN) ax += (EDGE_MARGIN - xi) * W_EDGE;
      else if (xi > width - EDGE_MARGIN) ax -= (xi - width + EDGE_MARGIN) * W_EDGE;
      if (yi < EDGE_MARGIN) ay += (EDGE_MARGIN - yi) * W_EDGE;
      else if (yi > height - EDGE_MARGIN) ay -= (yi - height + EDGE_MARGIN) * W_EDGE;

      let nx = vx[i]! + ax * dt;
      let ny = vy[i]! + ay * dt;
      const sp = Math.sqrt(nx * nx + ny * ny);
      if (sp > MAX_SPEED) {
        nx *= MAX_SPEED / sp;
        ny *= MAX_SPEED / sp;
      } else if (sp < MIN_SPEED) {
        const k = sp > 1e-6 ? MIN_SPEED / sp : 0;
        nx = k === 0 ? MIN_SPEED : nx * k;
        ny = k === 0 ? 0 : ny * k;
      }
      nvx[i] = nx;
      nvy[i] = ny;
    }
    // Commit after the sweep so every agent reacts to the same snapshot.
    for (let i = 0; i < count; i++) {
      vx[i] = nvx[i]!;
      vy[i] = nvy[i]!;
      px[i] = clamp(px[i]! + vx[i]! * dt, -40, width + 40);
      py[i] = clamp(py[i]! + vy[i]! * dt, -40, height + 40);
    }
  };

  const bodyStyles = TRIBES.map((c) => rgba(c, 0.85));
  const tailStyles = TRIBES.map((c) => rgba(c, 0.22));
  const linkStyles = TRIBES.map((c) => [rgba(c, 0.09), rgba(c, 0.2)]);
  const glowStyles = TRIBES.map((c) => Array.from({ length: GLOW_STEPS }, (_, n) => rgba(c, 0.035 + n * 0.012)));
  const glowClear = TRIBES.map((c) => rgba(c, 0));
  let glowSum = new Float32Array(0);

  return {
    resize(w, h) {
      const first = width === 0;
      const sx = first ? 1 : w / width;
      const sy = first ? 1 : h / height;
      width = Math.max(1, w);
      height = Math.max(1, h);
      const target = Math.round(clamp((width * height) / 4300, 90, 320));
      const old = { px, py, vx, vy, tribe, count };
      px = new Float32Array(target);
      py = new Float32Array(target);
      vx = new Float32Array(target);
      vy = new Float32Array(target);
      nvx = new Float32Array(target);
      nvy = new Float32Array(target);
      tribe = new Uint8Array(target);
      crowd = new Uint8Array(target);
      count = target;
      const keep = first ? 0 : Math.min(target, old.count);
      for (let i = 0; i < keep; i++) {
        // Rescale survivors so a resize reshapes the swarm rather than resetting it.
        px[i] = old.px[i]! * sx;
        py[i] = old.py[i]! * sy;
        vx[i] = old.vx[i]!;
        vy[i] = old.vy[i]!;
        tribe[i] = old.tribe[i]!;
      }
      if (first) {
        groups = [];
        const perTribe = width * height > 600000 ? 2 : 1;
        for (let k = 0; k < TRIBES.length; k++) {
          for (let g = 0; g < perTribe; g++) {
            groups.push({
              x: rnd.range(0.12, 0.88) * width,
              y: rnd.range(0.15, 0.85) * height,
              heading: rnd.range(0, Math.PI * 2),
              tribe: k,
            });
          }
        }
      }
      for (let i = keep; i < target; i++) spawn(i);
      // One extra ring of cells absorbs agents that stray just outside.
      gridCols = Math.ceil(width / NEIGHBOR_R) + 3;
      gridRows = Math.ceil(height / NEIGHBOR_R) + 3;
      head = new Int32Array(gridCols * gridRows);
      next = new Int32Array(target);
    },

    advance(ms) {
      for (let left = ms; left > 0; left -= SUBSTEP) step(Math.min(SUBSTEP, left));
    },

    frame(ctx, _t, dt) {
      ctx.clearRect(0, 0, width, height);
      if (count === 0) return;
      step(dt);
      buildGrid();

      ctx.save();
      ctx.lineCap = 'round';
      // Cluster glow: one soft radial gradient per crowded grid cell, added
      // with 'lighter' so overlapping cells of a big cluster build up light.
      ctx.globalCompositeOperation = 'lighter';
      const cells = gridCols * gridRows;
      if (glowSum.length !== cells * TRIBES.length * 3) glowSum = new Float32Array(cells * TRIBES.length * 3);
      glowSum.fill(0);
      for (let i = 0; i < count; i++) {
        if (crowd[i]! < 3) continue;
        const c = clamp(Math.floor(px[i]! / NEIGHBOR_R) + 1, 0, gridCols - 1);
        const r = clamp(Math.floor(py[i]! / NEIGHBOR_R) + 1, 0, gridRows - 1);
        const o = ((r * gridCols + c) * TRIBES.length + tribe[i]!) * 3;
        glowSum[o] = glowSum[o]! + px[i]!;
        glowSum[o + 1] = glowSum[o + 1]! + py[i]!;
        glowSum[o + 2] = glowSum[o + 2]! + 1;
      }
      for (let o = 0; o < glowSum.length; o += 3) {
        const n = glowSum[o + 2]!;
        if (n < 3) continue;
        const k = (o / 3) % TRIBES.length;
        const x = glowSum[o]! / n;
        const y = glowSum[o + 1]! / n;
        const radius = 30 + n * 4;
        const grad = ctx.createRadialGradient(x, y, 0, x, y, radius);
        grad.addColorStop(0, glowStyles[k]![Math.min(GLOW_STEPS - 1, n - 3)]!);
        grad.addColorStop(1, glowClear[k]!);
        ctx.fillStyle = grad;
        ctx.fillRect(x - radius, y - radius, radius * 2, radius * 2);
      }
      ctx.globalCompositeOperation = 'source-over';

      ctx.lineWidth = 0.8;
      const L2 = LINK_R * LINK_R;
      const near2 = (LINK_R * 0.6) ** 2;
      for (let k = 0; k < TRIBES.length; k++) {
        for (let level = 0; level < 2; level++) {
          ctx.beginPath();
          let links = 0;
          for (let i = 0; i < count && links < MAX_LINKS / (TRIBES.length * 2); i++) {
            if (tribe[i] !== k) continue;
            const xi = px[i]!;
            const yi = py[i]!;
            const c0 = clamp(Math.floor(xi / NEIGHBOR_R) + 1, 0, gridCols - 1);
            const r0 = clamp(Math.floor(yi / NEIGHBOR_R) + 1, 0, gridRows - 1);
            for (let r = Math.max(0, r0 - 1); r <= Math.min(gridRows - 1, r0 + 1); r++) {
              for (let c = Math.max(0, c0 - 1); c <= Math.min(gridCols - 1, c0 + 1); c++) {
                for (let j = head[r * gridCols + c]!; j !== -1; j = next[j]!) {
                  if (j <= i || tribe[j] !== k) continue;
                  const dx = px[j]! - xi;
                  const dy = py[j]! - yi;
                  const d2 = dx * dx + dy * dy;
                  if (d2 > L2 || (d2 < near2 ? 1 : 0) !== level) continue;
                  ctx.moveTo(xi, yi);
                  ctx.lineTo(px[j]!, py[j]!);
                  links++;
                }
              }
            }
          }
          ctx.strokeStyle = linkStyles[k]![level]!;
          ctx.stroke();
        }
      }

      ctx.lineWidth = 1;
      for (let k = 0; k < TRIBES.length; k++) {
        ctx.beginPath();
        for (let i = 0; i < count; i++) {
          if (tribe[i] !== k) continue;
          ctx.moveTo(px[i]! - vx[i]! * 0.22, py[i]! - vy[i]! * 0.22);
          ctx.lineTo(px[i]!, py[i]!);
        }
        ctx.strokeStyle = tailStyles[k]!;
        ctx.stroke();

        ctx.beginPath();
        for (let i = 0; i < count; i++) {
          if (tribe[i] !== k) continue;
          const sp = Math.sqrt(vx[i]! * vx[i]! + vy[i]! * vy[i]!) || 1;
          const dx = vx[i]! / sp;
          const dy = vy[i]! / sp;
          const x = px[i]!;
          const y = py[i]!;
          // Slim dart shape: direction is readable even at 6 px.
          ctx.moveTo(x + dx * 5, y + dy * 5);
          ctx.lineTo(x - dx * 3 - dy * 2.4, y - dy * 3 + dx * 2.4);
          ctx.lineTo(x - dx * 1.4, y - dy * 1.4);
          ctx.lineTo(x - dx * 3 + dy * 2.4, y - dy * 3 - dx * 2.4);
          ctx.closePath();
        }
        ctx.fillStyle = bodyStyles[k]!;
        ctx.fill();
      }
      ctx.restore();
    },
  };
}

export const swarmIntelligence: HeroAnimation = {
  type: 'swarmIntelligence',
  name: 'Swarm Intelligence',
  description:
    'Three colour-coded flocks of tiny agents gather into luminous clusters, hold together for a while, then bloom apart and regroup elsewhere.',
  characteristics: [
    'Boids-style alignment, cohesion and separation',
    'Clusters that breathe: forming, holding, dissolving',
    'Faint proximity links and a soft glow inside dense groups',
    'Dart-shaped agents with short motion tails',
  ],
  create: (seed = DEFAULT_SEED) => createSwarmScene(seed),
};
