import { describe, expect, test } from 'vitest';
import { panToReveal, viewOf, viewportFor } from './useCanvasView';

const frame = { width: 1200, height: 800 };

describe('a shared view', () => {
  test('is the graph point in the middle of the canvas, and puts it back there', () => {
    const viewport = { x: -340, y: 125, zoom: 0.8 };
    const view = viewOf(viewport, frame, false);
    expect(view).toEqual({ x: (600 + 340) / 0.8, y: (400 - 125) / 0.8, zoom: 0.8 });
    expect(viewportFor(view, frame, false)).toEqual(viewport);
  });

  test('on a phone is the middle of the upper half, which the sheets leave visible', () => {
    const viewport = { x: 20, y: 40, zoom: 1 };
    expect(viewOf(viewport, frame, true)).toEqual({ x: 580, y: 160, zoom: 1 });
    // The same link opened on a wider screen centres that point in the whole canvas.
    expect(viewportFor(viewOf(viewport, frame, true), frame, false)).toEqual({ x: 20, y: 240, zoom: 1 });
  });
});

describe('bringing a node into view', () => {
  const visible = { width: 1000, height: 600 };

  test('does not move a view that shows the whole node', () => {
    expect(panToReveal({ left: 100, top: 100, width: 210, height: 120 }, visible)).toEqual({ dx: 0, dy: 0 });
  });

  test('pans by the least that shows it, keeping the margin from each edge', () => {
    expect(panToReveal({ left: 900, top: 550, width: 210, height: 120 }, visible)).toEqual({
      dx: 1000 - 24 - 1110,
      dy: 600 - 24 - 670,
    });
    expect(panToReveal({ left: -300, top: 5, width: 210, height: 120 }, visible)).toEqual({ dx: 324, dy: 19 });
  });
});
