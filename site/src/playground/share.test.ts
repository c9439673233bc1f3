import { describe, expect, test } from 'vitest';
import { decodeShare, decodeWorkflow, encodeWorkflow, ZOOM_RANGE } from './share';
import { TEMPLATE_BY_ID } from './templates';

const citations = TEMPLATE_BY_ID.citations!.workflow;
const packed = (value: unknown) => `#wf=${Buffer.from(JSON.stringify(value)).toString('base64url')}`;

describe('share links with a view', () => {
  test('the graph and the view survive a round trip; the view is rounded to whole units and a thousandth of zoom', () => {
    const hash = encodeWorkflow(citations, { x: 412.6, y: -80.2, zoom: 0.81234 });
    expect(decodeShare(hash)).toEqual({ workflow: citations, view: { x: 413, y: -80, zoom: 0.812 } });
    expect(decodeWorkflow(hash)).toEqual(citations);
  });

  test('without a view the link is the same as before views were kept, and opens with none', () => {
    const hash = encodeWorkflow(citations);
    expect(hash).toBe(encodeWorkflow(citations, null));
    expect(decodeShare(hash)).toEqual({ workflow: citations, view: null });
  });

  test('a link made before views were kept still opens, with no view', () => {
    const old = packed({ v: 1, n: [['m', 'manuscript', 0, 90, { sample: 'wetlands' }]], e: [] });
    expect(decodeShare(old)).toEqual({
      workflow: { nodes: [{ id: 'm', type: 'manuscript', x: 0, y: 90, settings: { sample: 'wetlands' } }], edges: [] },
      view: null,
    });
  });

  test.each([
    ['not a list', { x: 1 }],
    ['two numbers', [1, 2]],
    ['a string', [1, 2, '1']],
    ['no zoom', [1, 2, 0]],
    ['a zoom that is not a number', [1, 2, null]],
  ])('a damaged view (%s) is dropped and the graph still opens', (_name, vp) => {
    const shared = decodeShare(packed({ v: 1, n: [], e: [], vp }));
    expect(shared).toEqual({ workflow: { nodes: [], edges: [] }, view: null });
  });

  test('a zoom past what the canvas allows is held within it', () => {
    expect(decodeShare(packed({ v: 1, n: [], e: [], vp: [0, 0, 9] }))!.view!.zoom).toBe(ZOOM_RANGE.max);
    expect(decodeShare(packed({ v: 1, n: [], e: [], vp: [0, 0, 0.01] }))!.view!.zoom).toBe(ZOOM_RANGE.min);
  });

  test('connector waypoints from Tidy up stay out of the link', () => {
    const routed = {
      ...citations,
      edges: citations.edges.map((e) => ({ ...e, route: [{ x: 1, y: 2 }] })),
    };
    expect(encodeWorkflow(routed)).toBe(encodeWorkflow(citations));
  });
});
