import { describe, expect, test } from 'vitest';
import { TEMPLATES, type Workflow } from '../templates';
import { pointOn, routePieces, type XY } from './route';
import { MESSY } from './messy';
import { CARD_SIZE, tidyLayout, type Size } from './tidy';

/** Cards of different heights, as React Flow measures them (the report's is the tallest). */
const SIZES: Record<string, Size> = { o: { width: 210, height: 150 }, m: { width: 210, height: 96 } };

const boxes = (w: Workflow, positions: Record<string, XY>) =>
  w.nodes.map((n) => ({ id: n.id, ...positions[n.id]!, ...(SIZES[n.id] ?? CARD_SIZE) }));

const overlap = (a: ReturnType<typeof boxes>[number], b: ReturnType<typeof boxes>[number]) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const cases = [['a messy graph', MESSY] as const, ...TEMPLATES.map((t) => [t.id, t.workflow] as const)];

describe('tidyLayout', () => {
  test.each(cases)('%s: places every node, and no two overlap', (_name, w) => {
    const { positions } = tidyLayout(w, SIZES);
    expect(Object.keys(positions).sort()).toEqual(w.nodes.map((n) => n.id).sort());
    const placed = boxes(w, positions);
    for (const [i, a] of placed.entries())
      for (const b of placed.slice(i + 1)) expect(overlap(a, b), `${a.id} and ${b.id}`).toBe(false);
  });

  test.each(cases)('%s: every connector runs left to right, to a later column', (_name, w) => {
    const { positions } = tidyLayout(w, SIZES);
    for (const e of w.edges) {
      const width = (SIZES[e.source] ?? CARD_SIZE).width;
      expect(positions[e.source]!.x + width, e.id).toBeLessThan(positions[e.target]!.x);
    }
  });

  test.each(cases)('%s: no connector passes under a node', (_name, w) => {
    const { positions, routes } = tidyLayout(w, SIZES);
    const placed = boxes(w, positions);
    for (const e of w.edges) {
      const from = placed.find((b) => b.id === e.source)!;
      const to = placed.find((b) => b.id === e.target)!;
      // The ports sit on the cards' sides, somewhere down them.
      const pieces = routePieces({ x: from.x + from.width, y: from.y + from.height * 0.7 }, routes[e.id]!, {
        x: to.x,
        y: to.y + to.height * 0.7,
      });
      expect(routes[e.id]!.length % 2, e.id).toBe(0);
      for (const piece of pieces)
        for (let t = 0; t <= 1; t += 0.02) {
          const p = pointOn(piece, t);
          const under = placed.find(
            (b) => p.x > b.x + 1 && p.x < b.x + b.width - 1 && p.y > b.y + 1 && p.y < b.y + b.height - 1,
          );
          expect(under?.id, `${e.id} at (${Math.round(p.x)}, ${Math.round(p.y)})`).toBeUndefined();
        }
    }
  });

  test('a connector that skips a column gets a lane through it; neighbours get none', () => {
    const screening = TEMPLATES.find((t) => t.id === 'screening')!.workflow;
    const { routes } = tidyLayout(screening);
    // The scope check sits beside the report, a column past Extract references: the manuscript's
    // text reaches it through a lane in that column.
    expect(routes['m.text-s.text']).toHaveLength(2);
    const [enter, leave] = routes['m.text-s.text']!;
    expect(enter!.y).toBe(leave!.y);
    expect(leave!.x - enter!.x).toBe(CARD_SIZE.width);
    expect(routes['m.text-x.text']).toEqual([]);
    expect(routes['s.findings-o.sections']).toEqual([]);
  });

  test('keeps the graph where it was (its top-left corner) and gives the same answer twice', () => {
    const first = tidyLayout(MESSY, SIZES);
    const xs = Object.values(first.positions).map((p) => p.x);
    const ys = Object.values(first.positions).map((p) => p.y);
    expect(Math.min(...xs)).toBe(-300);
    expect(Math.min(...ys)).toBe(-200);
    expect(tidyLayout(MESSY, SIZES)).toEqual(first);
  });

  test('an empty graph has nothing to place', () => {
    expect(tidyLayout({ nodes: [], edges: [] })).toEqual({ positions: {}, routes: {} });
  });
});
