// A connector's path through the waypoints Tidy up gave it. Every piece is a cubic curve that
// leaves and arrives level, so between two points at the same height it is a straight line, and
// between two heights it bends only within the x-range of its two ends. Tidy up puts its waypoints
// in pairs at the left and right edges of a column of nodes (see tidy.ts): the straight pieces run
// along a free lane through the column, the bends happen in the gaps between columns, and so no
// part of the connector passes under a node.

export interface XY {
  x: number;
  y: number;
}

/** One cubic piece: from, its two control points, to. */
export type Piece = [XY, XY, XY, XY];

/** The pieces of the path from `source` through `waypoints` to `target`. */
export function routePieces(source: XY, waypoints: readonly XY[], target: XY): Piece[] {
  const points = [source, ...waypoints, target];
  const pieces: Piece[] = [];
  for (let i = 0; i < points.length - 1; i++) {
    const a = points[i]!;
    const b = points[i + 1]!;
    const mid = (a.x + b.x) / 2;
    pieces.push([a, { x: mid, y: a.y }, { x: mid, y: b.y }, b]);
  }
  return pieces;
}

const round = (n: number) => Math.round(n * 10) / 10;

/** The SVG path of `routePieces`, and a point halfway along it (in the middle piece) for a label. */
export function routePath(source: XY, waypoints: readonly XY[], target: XY): { d: string; middle: XY } {
  const pieces = routePieces(source, waypoints, target);
  const d = pieces.reduce(
    (path, [, c1, c2, to]) =>
      `${path} C${round(c1.x)},${round(c1.y)} ${round(c2.x)},${round(c2.y)} ${round(to.x)},${round(to.y)}`,
    `M${round(source.x)},${round(source.y)}`,
  );
  const [from, , , to] = pieces[Math.floor(pieces.length / 2)]!;
  return { d, middle: { x: (from.x + to.x) / 2, y: (from.y + to.y) / 2 } };
}

/** The point at `t` (0 to 1) along one piece. */
export function pointOn([a, b, c, d]: Piece, t: number): XY {
  const u = 1 - t;
  const w = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t] as const;
  return { x: w[0] * a.x + w[1] * b.x + w[2] * c.x + w[3] * d.x, y: w[0] * a.y + w[1] * b.y + w[2] * c.y + w[3] * d.y };
}
