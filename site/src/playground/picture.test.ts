import { describe, expect, test } from 'vitest';
import { NODE_TYPES } from './engine/nodes';
import { depths, labelWidth, layoutPicture, wrapLabel, type PictureNode } from './picture';
import { TEMPLATES, TEMPLATE_BY_ID } from './templates';

const overlaps = (a: PictureNode, b: PictureNode) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The first and last points of an SVG path "M x y C … x y". */
function ends(path: string) {
  const numbers = path.match(/-?\d+(?:\.\d+)?/g)!.map(Number);
  return { from: { x: numbers[0]!, y: numbers[1]! }, to: { x: numbers.at(-2)!, y: numbers.at(-1)! } };
}
const near = (a: { x: number; y: number }, b: { x: number; y: number }) =>
  Math.abs(a.x - b.x) < 0.1 && Math.abs(a.y - b.y) < 0.1;

describe('wrapLabel', () => {
  test('keeps a short name on one line and breaks a long one between words', () => {
    expect(wrapLabel('Manuscript', 130)).toEqual(['Manuscript']);
    expect(wrapLabel('Retraction list (sample)', 130)).toEqual(['Retraction list', '(sample)']);
    for (const line of wrapLabel('Retraction list (sample)', 130)) expect(labelWidth(line)).toBeLessThanOrEqual(130);
  });
});

describe('depths', () => {
  test('a node sits below its inputs, and a data source just above the node it feeds', () => {
    const d = depths(TEMPLATE_BY_ID.citations!.workflow);
    expect(Object.fromEntries(d)).toEqual({ m: 0, x: 1, l: 1, v: 2, r: 2, o: 3 });
  });
});

for (const template of TEMPLATES) {
  for (const layout of ['canvas', 'column'] as const) {
    describe(`${template.id}, ${layout} layout`, () => {
      const picture = layoutPicture(template.workflow, layout);

      test('draws every node once, inside the picture, and no two nodes overlap', () => {
        expect(picture.nodes.map((n) => n.id).sort()).toEqual(template.workflow.nodes.map((n) => n.id).sort());
        for (const n of picture.nodes) {
          expect(n.x).toBeGreaterThanOrEqual(0);
          expect(n.y).toBeGreaterThanOrEqual(0);
          expect(n.x + n.width).toBeLessThanOrEqual(picture.width);
          expect(n.y + n.height).toBeLessThanOrEqual(picture.height);
        }
        for (const [i, a] of picture.nodes.entries())
          for (const b of picture.nodes.slice(i + 1)) expect(overlaps(a, b), `${a.id} and ${b.id}`).toBe(false);
      });

      test('every name fits its card in at most two lines', () => {
        for (const n of picture.nodes) {
          const type = template.workflow.nodes.find((w) => w.id === n.id)!.type;
          expect(n.lines.join(' ')).toBe(NODE_TYPES[type]!.label);
          expect(n.lines.length).toBeLessThanOrEqual(2);
          for (const line of n.lines) expect(labelWidth(line)).toBeLessThanOrEqual(n.width - 24);
        }
      });

      test('every connector runs from an outlet of its source to an inlet of its target', () => {
        expect(picture.edges).toHaveLength(template.workflow.edges.length);
        const byId = new Map(picture.nodes.map((n) => [n.id, n]));
        for (const edge of template.workflow.edges) {
          const drawn = picture.edges.find((e) => e.id === edge.id)!;
          const { from, to } = ends(drawn.path);
          expect(
            byId.get(edge.source)!.outlets.some((p) => near(p, from)),
            edge.id,
          ).toBe(true);
          expect(
            byId.get(edge.target)!.inlets.some((p) => near(p, to)),
            edge.id,
          ).toBe(true);
          // Left to right on the canvas, top to bottom in the column: the order things run in.
          if (layout === 'canvas') expect(to.x).toBeGreaterThan(from.x);
          else expect(to.y).toBeGreaterThan(from.y);
        }
      });

      test('the text alternative names every connection', () => {
        for (const edge of template.workflow.edges) {
          const type = (id: string) => template.workflow.nodes.find((n) => n.id === id)!.type;
          const from = NODE_TYPES[type(edge.source)]!;
          const outlet = from.outlets.find((o) => o.id === edge.sourceHandle)!;
          expect(picture.description).toContain(
            `${from.label} sends ${outlet.label} to ${NODE_TYPES[type(edge.target)]!.label}`,
          );
        }
      });
    });
  }
}

test('the canvas layout keeps the positions the live canvas shows', () => {
  const { workflow } = TEMPLATE_BY_ID.citations!;
  const picture = layoutPicture(workflow, 'canvas');
  const shift = (id: string) => {
    const placed = picture.nodes.find((n) => n.id === id)!;
    const source = workflow.nodes.find((n) => n.id === id)!;
    return [placed.x - source.x, placed.y - source.y];
  };
  for (const n of workflow.nodes) expect(shift(n.id)).toEqual(shift('m'));
});

test('the column layout fits a phone: 340 units wide, two nodes to a row at most', () => {
  for (const template of TEMPLATES) {
    const picture = layoutPicture(template.workflow, 'column');
    expect(picture.width).toBe(340);
    const rows = new Map<number, number>();
    for (const n of picture.nodes) rows.set(n.y, (rows.get(n.y) ?? 0) + 1);
    expect(Math.max(...rows.values())).toBeLessThanOrEqual(2);
  }
});
