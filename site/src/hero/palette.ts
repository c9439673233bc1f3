/**
 * Shared hero palette. Every scene draws on a transparent canvas over the
 * page's #0b1020 navy, so colours are light tints used at low alpha rather
 * than saturated fills: that keeps headline text on top readable.
 */

export type Rgb = readonly [number, number, number];

export const NAVY: Rgb = [11, 16, 32];
export const INDIGO: Rgb = [129, 140, 248];
export const VIOLET: Rgb = [167, 139, 250];
export const CYAN: Rgb = [103, 232, 249];
export const TEAL: Rgb = [94, 234, 212];
export const MIST: Rgb = [226, 232, 255];
/** Deeper teal, for scenes that need it clearly apart from CYAN. */
export const TEAL_DEEP: Rgb = [45, 212, 191];

/** Ordered so neighbouring indices blend pleasantly (cool ↔ warm). */
export const ACCENTS: readonly Rgb[] = [INDIGO, VIOLET, CYAN, TEAL];

export function rgba(c: Rgb, alpha: number): string {
  const a = Math.max(0, Math.min(1, alpha));
  return `rgba(${Math.round(c[0])},${Math.round(c[1])},${Math.round(c[2])},${Math.round(a * 1000) / 1000})`;
}

export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

export const clamp = (v: number, lo: number, hi: number): number => (v < lo ? lo : v > hi ? hi : v);

export const smoothstep = (e0: number, e1: number, x: number): number => {
  const t = clamp((x - e0) / (e1 - e0), 0, 1);
  return t * t * (3 - 2 * t);
};
