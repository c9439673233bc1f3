// Where the canvas looks: fitting the graph, bringing a node into view, and the pan and zoom a share
// link carries. On a phone the sheets may cover the lower half of the canvas, so every fit and every
// shared view is measured against the part a visitor still sees.
import { useReactFlow, type FitViewOptions, type Viewport } from '@xyflow/react';
import { useEffect, useRef, useState } from 'react';
import type { SharedView } from '../share';
import { isPhone } from './panelState';

export type PlaygroundVariant = 'embedded' | 'page';

/** On a phone a sheet may cover the lower half of the canvas, so the graph is fitted above it, clear of its edge. */
const fitPadding = (): FitViewOptions['padding'] => (isPhone() ? { top: '6%', bottom: '54%', x: '5%' } : 0.15);

/**
 * On wider screens the canvas never zooms out below this by itself (fitting a graph on load or on
 * request): node text stays readable, and a graph larger than the view is panned, not shrunk to a
 * thumbnail. On a phone the whole graph is fitted above the sheets instead, so nothing hides under them.
 */
const MIN_AUTO_ZOOM = 0.6;
/**
 * The landing page's canvas opens at full size on wider screens: fitted whole into that narrower
 * section a template shrank to about half size, and its cards' smallest text (12 px) to 6 px. The
 * visitor pans to the rest; the fit button keeps the same floor.
 */
const EMBEDDED_MIN_AUTO_ZOOM = 1;

export const fitOptions = (variant: PlaygroundVariant): FitViewOptions => ({
  padding: fitPadding(),
  minZoom: isPhone() ? undefined : variant === 'page' ? MIN_AUTO_ZOOM : EMBEDDED_MIN_AUTO_ZOOM,
});

/** The part of the canvas a visitor sees: on a phone the sheets may take its lower half. */
const visibleSize = (frame: { width: number; height: number }, phone: boolean) => ({
  width: frame.width,
  height: phone ? frame.height / 2 : frame.height,
});

/** React Flow's pan and zoom as a shared view: the graph's point in the middle of what is visible. */
export function viewOf(viewport: Viewport, frame: { width: number; height: number }, phone = isPhone()): SharedView {
  const { width, height } = visibleSize(frame, phone);
  return {
    x: (width / 2 - viewport.x) / viewport.zoom,
    y: (height / 2 - viewport.y) / viewport.zoom,
    zoom: viewport.zoom,
  };
}

/** The pan and zoom that put a shared view's point in the middle of what is visible. */
export function viewportFor(view: SharedView, frame: { width: number; height: number }, phone = isPhone()): Viewport {
  const { width, height } = visibleSize(frame, phone);
  return { x: width / 2 - view.x * view.zoom, y: height / 2 - view.y * view.zoom, zoom: view.zoom };
}

/** How far from the visible edges a node brought into view stays. */
const REVEAL_MARGIN = 24;
/** A node's size before React Flow has measured it (the card's width and usual height). */
const CARD_SIZE = { width: 210, height: 120 } as const;

/**
 * The shortest pan that brings a box (in screen pixels, relative to the canvas) wholly inside what is
 * visible, keeping the margin; zero on an axis where it already is.
 */
export function panToReveal(
  box: { left: number; top: number; width: number; height: number },
  visible: { width: number; height: number },
  margin = REVEAL_MARGIN,
): { dx: number; dy: number } {
  const right = visible.width - margin;
  const bottom = visible.height - margin;
  const dx = box.left < margin ? margin - box.left : box.left + box.width > right ? right - (box.left + box.width) : 0;
  const dy = box.top < margin ? margin - box.top : box.top + box.height > bottom ? bottom - (box.top + box.height) : 0;
  return { dx, dy };
}

/**
 * The canvas's view: `view` is the one the address bar carries, as the visitor left it after their
 * last pan or zoom, or after a fit or pan of ours.
 */
export function useCanvasView(variant: PlaygroundVariant, initialView: SharedView | null, reduced: boolean) {
  const flow = useReactFlow();
  const canvasRef = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<SharedView | null>(initialView);
  const frame = () => canvasRef.current?.getBoundingClientRect();

  const currentView = () => {
    const box = frame();
    return box ? viewOf(flow.getViewport(), box) : null;
  };
  // A shared view is restored as the canvas starts, in place of fitting the graph.
  const restoreView = () => {
    const box = frame();
    if (initialView && box) void flow.setViewport(viewportFor(initialView, box), { duration: 0 });
  };
  // The bars around the canvas may still be laid out after React Flow starts, which changes the
  // canvas's width: the shared view is placed again on every such change, so its middle stays in
  // the middle, until the visitor first touches, scrolls or types on the canvas.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!initialView || !canvas) return;
    const observer = new ResizeObserver(() => restoreView());
    observer.observe(canvas);
    const stop = () => observer.disconnect();
    const inputs = ['pointerdown', 'wheel', 'keydown'] as const;
    for (const type of inputs) canvas.addEventListener(type, stop, { once: true, capture: true });
    return () => {
      stop();
      for (const type of inputs) canvas.removeEventListener(type, stop, { capture: true });
    };
    // Once, as the canvas starts: a later change of size is the visitor's own layout.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** The whole graph fitted (after the next frame, so a graph just loaded is measured first). */
  const fitAll = () =>
    requestAnimationFrame(
      () =>
        void flow.fitView({ ...fitOptions(variant), duration: reduced ? 0 : 300 }).then(() => setView(currentView())),
    );
  /** The first node on an empty canvas, framed at full size. */
  const fitFirst = () =>
    requestAnimationFrame(() => void flow.fitView({ padding: fitPadding(), maxZoom: 1, duration: 0 }));

  /**
   * Brings a node into view when it is not (wholly) in it, by the shortest pan at the zoom the visitor
   * chose; the view stays put when it is, so adding nodes never shrinks or jumps the graph.
   */
  const reveal = (id: string) => {
    const node = flow.getNode(id);
    const box = frame();
    if (!node || !box) return;
    const { x, y, zoom } = flow.getViewport();
    const { dx, dy } = panToReveal(
      {
        left: node.position.x * zoom + x,
        top: node.position.y * zoom + y,
        width: (node.measured?.width ?? CARD_SIZE.width) * zoom,
        height: (node.measured?.height ?? CARD_SIZE.height) * zoom,
      },
      visibleSize(box, isPhone()),
    );
    if (dx || dy)
      void flow
        .setViewport({ x: x + dx, y: y + dy, zoom }, { duration: reduced ? 0 : 200 })
        .then(() => setView(currentView()));
  };

  /** Centres a node at the zoom the visitor chose (a step of the tour, a node picked in the panel). */
  const centerOn = (id: string) => {
    const node = flow.getNode(id);
    if (node)
      void flow.setCenter(node.position.x + CARD_SIZE.width / 2, node.position.y + CARD_SIZE.height / 2, {
        zoom: flow.getZoom(),
        duration: reduced ? 0 : 300,
      });
  };

  /** React Flow's `onMoveEnd`: the visitor's own pan or zoom becomes the view the link carries. */
  const onMoveEnd = (_: unknown, viewport: Viewport) => {
    const box = frame();
    if (box) setView(viewOf(viewport, box));
  };

  return { canvasRef, view, currentView, restoreView, fitAll, fitFirst, reveal, centerOn, onMoveEnd };
}
