/**
 * Seeded gradient noise (Perlin's improved scheme). Written locally rather
 * than imported because the hero bundle has no dependencies and needs the
 * permutation to come from our own PRNG for determinism.
 */

function buildPermutation(random: () => number): Uint8Array {
  const p = new Uint8Array(512);
  for (let i = 0; i < 256; i++) p[i] = i;
  for (let i = 255; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const tmp = p[i]!;
    p[i] = p[j]!;
    p[j] = tmp;
  }
  // Doubling avoids a `& 255` on every nested lookup in the hot path.
  for (let i = 0; i < 256; i++) p[i + 256] = p[i]!;
  return p;
}

const fade = (t: number): number => t * t * t * (t * (t * 6 - 15) + 10);
const lerp = (a: number, b: number, t: number): number => a + (b - a) * t;

function grad3(h: number, x: number, y: number, z: number): number {
  const k = h & 15;
  const u = k < 8 ? x : y;
  const v = k < 4 ? y : k === 12 || k === 14 ? x : z;
  return ((k & 1) === 0 ? u : -u) + ((k & 2) === 0 ? v : -v);
}

function grad2(h: number, x: number, y: number): number {
  switch (h & 7) {
    case 0:
      return x + y;
    case 1:
      return -x + y;
    case 2:
      return x - y;
    case 3:
      return -x - y;
    case 4:
      return x;
    case 5:
      return -x;
    case 6:
      return y;
    default:
      return -y;
  }
}

export type Noise2D = (x: number, y: number) => number;
export type Noise3D = (x: number, y: number, z: number) => number;

/** 3D noise, roughly in [-1, 1]. */
export function createNoise3D(random: () => number): Noise3D {
  const p = buildPermutation(random);
  return (x, y, z) => {
    const fx = Math.floor(x);
    const fy = Math.floor(y);
    const fz = Math.floor(z);
    const X = fx & 255;
    const Y = fy & 255;
    const Z = fz & 255;
    x -= fx;
    y -= fy;
    z -= fz;
    const u = fade(x);
    const v = fade(y);
    const w = fade(z);
    const A = p[X]! + Y;
    const AA = p[A]! + Z;
    const AB = p[A + 1]! + Z;
    const B = p[X + 1]! + Y;
    const BA = p[B]! + Z;
    const BB = p[B + 1]! + Z;
    return lerp(
      lerp(
        lerp(grad3(p[AA]!, x, y, z), grad3(p[BA]!, x - 1, y, z), u),
        lerp(grad3(p[AB]!, x, y - 1, z), grad3(p[BB]!, x - 1, y - 1, z), u),
        v,
      ),
      lerp(
        lerp(grad3(p[AA + 1]!, x, y, z - 1), grad3(p[BA + 1]!, x - 1, y, z - 1), u),
        lerp(grad3(p[AB + 1]!, x, y - 1, z - 1), grad3(p[BB + 1]!, x - 1, y - 1, z - 1), u),
        v,
      ),
      w,
    );
  };
}

/** 2D noise, roughly in [-1, 1]; about half the cost of the 3D variant. */
export function createNoise2D(random: () => number): Noise2D {
  const p = buildPermutation(random);
  return (x, y) => {
    const fx = Math.floor(x);
    const fy = Math.floor(y);
    const X = fx & 255;
    const Y = fy & 255;
    x -= fx;
    y -= fy;
    const u = fade(x);
    const v = fade(y);
    const A = p[X]! + Y;
    const B = p[X + 1]! + Y;
    // Diagonal gradients peak at ~0.7; the 1.4 scale keeps both noises in a
    // comparable range so palette thresholds can be shared.
    return (
      1.4 *
      lerp(
        lerp(grad2(p[A]!, x, y), grad2(p[B]!, x - 1, y), u),
        lerp(grad2(p[A + 1]!, x, y - 1), grad2(p[B + 1]!, x - 1, y - 1), u),
        v,
      )
    );
  };
}
