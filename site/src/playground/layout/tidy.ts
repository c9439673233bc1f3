// Tidy up: the graph laid out left to right by dagre, each connector from its source's column to
// its target's, nodes in a column spread so no two overlap. Loaded on first use only (the canvas
// imports this module dynamically), so dagre stays out of the playground's first download.
import dagre from '@dagrejs/dagre';
import type { Workflow } from '../templates';
import type { XY } from './route';

export interface Size {
  width: number;
  height: number;
}

/** A card's size before React Flow has measured it. */
export const CARD_SIZE: Size = { width: 210, height: 120 };

/** Space between columns, and between nodes (and connector lanes) in a column. */
const GAPS = { ranksep: 110, nodesep: 40, edgesep: 24 };

export interface Tidied {
  /** Each node's new top-left corner. */
  positions: Record<string, XY>;
  /**
   * Each connector's waypoints, by connector id: for every column it crosses between its two ends,
   * where its lane enters the column and where it leaves (see route.ts). Empty between neighbours.
   */
  routes: Record<string, XY[]>;
}

/**
 * The workflow laid out left to right: every connector goes from a column to a later one, nodes
 * never overlap, and the graph keeps its top-left corner where it was (so the canvas does not jump
 * before it is fitted). `sizes` are the cards as measured; a node missing from it counts as CARD_SIZE.
 */
export function tidyLayout(w: Workflow, sizes: Record<string, Size> = {}): Tidied {
  const g = new dagre.graphlib.Graph({ multigraph: true });
  g.setGraph({ rankdir: 'LR', ...GAPS, marginx: 0, marginy: 0 });
  g.setDefaultEdgeLabel(() => ({}));
  const size = (id: string) => sizes[id] ?? CARD_SIZE;
  for (const n of w.nodes) g.setNode(n.id, { ...size(n.id) });
  for (const e of w.edges) g.setEdge(e.source, e.target, {}, e.id);
  dagre.layout(g);

  const origin = w.nodes.length
    ? { x: Math.min(...w.nodes.map((n) => n.x)), y: Math.min(...w.nodes.map((n) => n.y)) }
    : { x: 0, y: 0 };
  const centre = (id: string) => g.node(id) as { x: number; y: number };
  const left = Math.min(...w.nodes.map((n) => centre(n.id).x - size(n.id).width / 2));
  const top = Math.min(...w.nodes.map((n) => centre(n.id).y - size(n.id).height / 2));
  const shift = (p: XY): XY => ({ x: Math.round(p.x - left + origin.x), y: Math.round(p.y - top + origin.y) });

  const positions: Record<string, XY> = {};
  // The columns: the x of a column's centre (dagre centres every node of a rank on it) and its widest card.
  const columns: { x: number; width: number }[] = [];
  for (const n of w.nodes) {
    const c = centre(n.id);
    const s = size(n.id);
    positions[n.id] = shift({ x: c.x - s.width / 2, y: c.y - s.height / 2 });
    const column = columns.find((k) => Math.abs(k.x - c.x) < 1);
    if (column) column.width = Math.max(column.width, s.width);
    else columns.push({ x: c.x, width: s.width });
  }

  const routes: Record<string, XY[]> = {};
  for (const e of w.edges) {
    const points = (g.edge({ v: e.source, w: e.target, name: e.id }) as { points?: XY[] }).points ?? [];
    // dagre's points run from the source's border to the target's, through a point for every rank
    // in between; the ones on a column of nodes become that column's lane, the rest are dropped.
    routes[e.id] = points.slice(1, -1).flatMap((p) => {
      const width = columns.find((k) => Math.abs(k.x - p.x) < 1)?.width;
      if (width === undefined) return [];
      return [shift({ x: p.x - width / 2, y: p.y }), shift({ x: p.x + width / 2, y: p.y })];
    });
  }
  return { positions, routes };
}
