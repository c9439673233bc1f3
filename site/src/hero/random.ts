/**
 * Tiny seeded PRNG helpers. Scenes must look identical on every first paint
 * (screenshots, visual tests, no layout "pop" between reloads), so nothing in
 * the hero code may touch Math.random.
 */

export const DEFAULT_SEED = 0x4e6f64; // "Nod"

/** mulberry32: 32-bit state, good enough statistical quality for visuals. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let z = a;
    z = Math.imul(z ^ (z >>> 15), z | 1);
    z ^= z + Math.imul(z ^ (z >>> 7), z | 61);
    return ((z ^ (z >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Random {
  /** uniform in [0, 1) */
  next(): number;
  /** uniform in [min, max) */
  range(min: number, max: number): number;
  /** integer in [0, n) */
  int(n: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
}

export function createRandom(seed: number = DEFAULT_SEED): Random {
  const next = mulberry32(seed);
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (n) => Math.floor(next() * n),
    chance: (p) => next() < p,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('pick() from an empty list');
      return items[Math.floor(next() * items.length)] as T;
    },
  };
}

/**
 * Stateless hash of up to three integers to [0, 1). Lets a scene make the
 * same "random" choice for, say, run #k at any time t without replaying a
 * stream, which keeps those scenes a pure function of t.
 */
export function hash01(a: number, b = 0, c = 0): number {
  let h = Math.imul((a | 0) ^ 0x9e3779b9, 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13) ^ (b | 0), 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 16) ^ Math.imul(c | 0, 0x27d4eb2f), 0x165667b1);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 12;
  return (h >>> 0) / 4294967296;
}
