// A still picture of a workflow, laid out at build time from the same data the live canvas loads,
// for the page a visitor without JavaScript reads. Two layouts: 'canvas' keeps the positions the
// canvas shows on a wide screen; 'column' stacks the nodes in run order, two to a row at most, so
// the labels stay readable on a phone.
import { NODE_TYPES } from './engine/nodes';
import { CATEGORIES, type Category } from './engine/types';
import type { Workflow } from './templates';

export type PictureLayout = 'canvas' | 'column';

export interface PicturePoint {
  x: number;
  y: number;
}

export interface PictureNode {
  id: string;
  category: Category;
  categoryLabel: string;
  /** The node's name, wrapped to the card's width (one or two lines). */
  lines: string[];
  x: number;
  y: number;
  width: number;
  height: number;
  inlets: PicturePoint[];
  outlets: PicturePoint[];
}

export interface PictureEdge {
  id: string;
  /** An SVG path from the outlet to the inlet. */
  path: string;
}

export interface Picture {
  width: number;
  height: number;
  nodes: PictureNode[];
  edges: PictureEdge[];
  /** The connections in words, for the picture's text alternative. */
  description: string;
}

/** Type sizes the picture is drawn with, in SVG units (CSS pixels at a scale of 1). */
export const PICTURE_TYPE = { label: 14, labelLine: 18, category: 10.5 } as const;

const MARGIN = 8;
const PAD_X = 12;
const HEAD = 28; // the category line, below the accent bar
const FOOT = 12;
// Inter's average advance at this weight is about 0.55 em; a little more, so a line never overflows.
const CHAR_EM = 0.6;

const COLUMN = { width: 340, gap: 16, rowGap: 40, perRow: 2 } as const;
const CANVAS_CARD_WIDTH = 210; // the live canvas's card width

const categoryLabel = Object.fromEntries(CATEGORIES.map((c) => [c.id, c.label])) as Record<Category, string>;

/** Estimated width of a line of the node label, in SVG units. */
export const labelWidth = (text: string) => text.length * PICTURE_TYPE.label * CHAR_EM;

/** Greedy word wrap to `width`; a word longer than a line stays whole on its own line. */
export function wrapLabel(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && labelWidth(`${last} ${word}`) <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

function card(id: string, type: string, width: number) {
  const def = NODE_TYPES[type];
  if (!def) throw new Error(`Unknown node type "${type}" in a picture`);
  const lines = wrapLabel(def.label, width - 2 * PAD_X);
  return {
    id,
    def,
    lines,
    width,
    height: HEAD + lines.length * PICTURE_TYPE.labelLine + FOOT,
  };
}

/** Where the ports sit along one side: evenly spaced, as many as the node has. */
/** `count` ports evenly along a side, to a tenth of a pixel (the picture is drawn at 1:1). */
const spread = (from: number, length: number, count: number) =>
  Array.from({ length: count }, (_, i) => round(from + (length * (i + 1)) / (count + 1)));

/**
 * Depth of each node in run order: a node sits one row below the deepest node it takes input from.
 * A node with no inputs (a trigger, a data source) sits just above the first node it feeds, so a
 * data source used late does not float at the top, away from where its connector goes.
 */
export function depths(workflow: Workflow): Map<string, number> {
  const ids = workflow.nodes.map((n) => n.id);
  const inputs = new Map(ids.map((id) => [id, workflow.edges.filter((e) => e.target === id).map((e) => e.source)]));
  const depth = new Map<string, number>();
  const visit = (id: string, seen: Set<string>): number => {
    const known = depth.get(id);
    if (known !== undefined) return known;
    if (seen.has(id)) return 0; // a cycle is refused by the engine; never loop here
    seen.add(id);
    const d = Math.max(-1, ...(inputs.get(id) ?? []).map((source) => visit(source, seen))) + 1;
    depth.set(id, d);
    return d;
  };
  for (const id of ids) visit(id, new Set());
  for (const id of ids) {
    if (inputs.get(id)?.length) continue;
    const fed = workflow.edges.filter((e) => e.source === id).map((e) => depth.get(e.target)!);
    if (fed.length) depth.set(id, Math.max(0, Math.min(...fed) - 1));
  }
  return depth;
}

function placeCanvas(workflow: Workflow): PictureNode[] {
  const minX = Math.min(...workflow.nodes.map((n) => n.x));
  const minY = Math.min(...workflow.nodes.map((n) => n.y));
  return workflow.nodes.map((n) => {
    const c = card(n.id, n.type, CANVAS_CARD_WIDTH);
    const x = n.x - minX + MARGIN;
    const y = n.y - minY + MARGIN;
    return {
      id: n.id,
      category: c.def.category,
      categoryLabel: categoryLabel[c.def.category],
      lines: c.lines,
      x,
      y,
      width: c.width,
      height: c.height,
      inlets: spread(y, c.height, c.def.inlets.length).map((py) => ({ x, y: py })),
      outlets: spread(y, c.height, c.def.outlets.length).map((py) => ({ x: x + c.width, y: py })),
    };
  });
}

function placeColumn(workflow: Workflow): PictureNode[] {
  const depth = depths(workflow);
  const layers = [...new Set(depth.values())].sort((a, b) => a - b);
  const inner = COLUMN.width - 2 * MARGIN;
  const width = (inner - COLUMN.gap * (COLUMN.perRow - 1)) / COLUMN.perRow;
  const placed: PictureNode[] = [];
  let top = MARGIN;
  for (const layer of layers) {
    // Left to right in the order the canvas shows them top to bottom.
    const members = workflow.nodes.filter((n) => depth.get(n.id) === layer).sort((a, b) => a.y - b.y || a.x - b.x);
    for (let i = 0; i < members.length; i += COLUMN.perRow) {
      const row = members.slice(i, i + COLUMN.perRow).map((n) => card(n.id, n.type, width));
      const rowWidth = row.length * width + (row.length - 1) * COLUMN.gap;
      const rowHeight = Math.max(...row.map((c) => c.height));
      row.forEach((c, j) => {
        const x = MARGIN + (inner - rowWidth) / 2 + j * (width + COLUMN.gap);
        placed.push({
          id: c.id,
          category: c.def.category,
          categoryLabel: categoryLabel[c.def.category],
          lines: c.lines,
          x,
          y: top,
          width,
          height: rowHeight,
          inlets: spread(x, width, c.def.inlets.length).map((px) => ({ x: px, y: top })),
          outlets: spread(x, width, c.def.outlets.length).map((px) => ({ x: px, y: top + rowHeight })),
        });
      });
      top += rowHeight + COLUMN.rowGap;
    }
  }
  return placed;
}

const round = (n: number) => Math.round(n * 10) / 10;

/** Lays out `workflow` for one of the two pictures; throws on a node type the library lacks. */
export function layoutPicture(workflow: Workflow, layout: PictureLayout): Picture {
  const nodes = layout === 'canvas' ? placeCanvas(workflow) : placeColumn(workflow);
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const typeOf = new Map(workflow.nodes.map((n) => [n.id, n.type]));
  const edges: PictureEdge[] = [];
  const sentences: string[] = [];
  for (const e of workflow.edges) {
    const from = byId.get(e.source);
    const to = byId.get(e.target);
    const fromDef = NODE_TYPES[typeOf.get(e.source) ?? ''];
    const toDef = NODE_TYPES[typeOf.get(e.target) ?? ''];
    if (!from || !to || !fromDef || !toDef) continue;
    const outlet = Math.max(
      0,
      fromDef.outlets.findIndex((o) => o.id === e.sourceHandle),
    );
    const inlet = Math.max(
      0,
      toDef.inlets.findIndex((i) => i.id === e.targetHandle),
    );
    const a = from.outlets[outlet] ?? from.outlets[0];
    const b = to.inlets[inlet] ?? to.inlets[0];
    if (!a || !b) continue;
    const path =
      layout === 'canvas'
        ? (() => {
            const dx = Math.max(40, Math.abs(b.x - a.x) / 2);
            return `M${round(a.x)} ${round(a.y)} C${round(a.x + dx)} ${round(a.y)} ${round(b.x - dx)} ${round(b.y)} ${round(b.x)} ${round(b.y)}`;
          })()
        : (() => {
            const dy = Math.max(16, Math.abs(b.y - a.y) / 2);
            return `M${round(a.x)} ${round(a.y)} C${round(a.x)} ${round(a.y + dy)} ${round(b.x)} ${round(b.y - dy)} ${round(b.x)} ${round(b.y)}`;
          })();
    edges.push({ id: e.id, path });
    const outletLabel = fromDef.outlets[outlet]?.label ?? '';
    sentences.push(`${fromDef.label} sends ${outletLabel} to ${toDef.label}`);
  }
  const width = layout === 'canvas' ? Math.max(...nodes.map((n) => n.x + n.width)) + MARGIN : COLUMN.width;
  const height = Math.max(...nodes.map((n) => n.y + n.height)) + MARGIN;
  return { width, height, nodes, edges, description: `${sentences.join('. ')}.` };
}
