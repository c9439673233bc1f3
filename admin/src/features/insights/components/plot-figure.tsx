import { useEffect, useRef, useState } from 'react';
import type * as PlotModule from '@observablehq/plot';
import { Spinner } from '../../../components/ui/spinner.tsx';

/** Observable Plot's module, as a card's drawing gets it once loaded. */
export type Plot = typeof PlotModule;

// Observable Plot (and the d3 modules under it) loads when the first chart is drawn, in its own
// chunk: the tables and their numbers do not wait for it, and no other screen downloads it.
let plotModule: Promise<Plot> | null = null;
const loadPlot = () => {
  plotModule ??= import('@observablehq/plot').catch((error: unknown) => {
    plotModule = null;
    throw error;
  });
  return plotModule;
};

/**
 * Draws `render(Plot, width)` at the width of its box, again when the box resizes. The picture is
 * hidden from assistive technology: `summary` names it, and the card's table carries the numbers.
 */
export function PlotFigure({
  render,
  summary,
  height,
}: {
  render: (plot: Plot, width: number) => SVGSVGElement | HTMLElement;
  summary: string;
  height: number;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [plot, setPlot] = useState<Plot | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    loadPlot().then(
      (module) => live && setPlot(module),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry!.contentRect.width)));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const el = box.current;
    if (!el || !plot || width === 0) return;
    const figure = render(plot, width);
    el.replaceChildren(figure);
    return () => figure.remove();
  }, [plot, width, render]);

  return (
    <div role="img" aria-label={summary} className="relative w-full" style={{ minHeight: height }}>
      <div ref={box} aria-hidden="true" data-chart-figure="" className="w-full" />
      {!plot && (
        <div className="absolute inset-0 flex items-center justify-center gap-2 text-sm text-slate-500">
          {failed ? 'The chart could not be loaded; the Table tab has its numbers.' : <Spinner />}
        </div>
      )}
    </div>
  );
}
