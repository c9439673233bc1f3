// The line chart both time-series cards draw (signups and contacts; visitors, visits and views):
// one line per series on the shared frame, dots while the buckets are few enough to tell apart,
// and a tip naming the bucket, the series and its value.
import type { InsightsQuery } from '@nodal/shared';
import { bucketDate, bucketTitle, formatCount } from '../range.ts';
import { seriesFrame } from './chart-style.ts';
import type { Plot } from './plot-figure.tsx';

/** A series drawn as a line: its legend label, its colour, and its value in a row. */
export interface LineSeries<Row> {
  label: string;
  colour: string;
  value: (row: Row) => number;
}

/** Dots mark each bucket up to this many buckets; past it they would run together. */
const MAX_DOTTED_BUCKETS = 60;

export function seriesLines<Row extends { bucket: string }>(
  plot: Plot,
  width: number,
  rows: readonly Row[],
  series: readonly LineSeries<Row>[],
  range: InsightsQuery,
) {
  const long = rows.flatMap((r) =>
    series.map((s) => ({ date: bucketDate(r.bucket), series: s.label, value: s.value(r), bucket: r.bucket })),
  );
  const max = Math.max(1, ...long.map((d) => d.value));
  return plot.plot({
    ...seriesFrame(width),
    y: { grid: true, label: null, domain: [0, max], nice: true, tickFormat: '~s' },
    color: { domain: series.map((s) => s.label), range: series.map((s) => s.colour), legend: true },
    marks: [
      plot.ruleY([0], { stroke: '#cbd5e1' }),
      plot.lineY(long, { x: 'date', y: 'value', stroke: 'series', strokeWidth: 1.75 }),
      rows.length <= MAX_DOTTED_BUCKETS ? plot.dot(long, { x: 'date', y: 'value', fill: 'series', r: 2.5 }) : null,
      plot.tip(
        long,
        plot.pointerX({
          x: 'date',
          y: 'value',
          stroke: 'series',
          title: (d: (typeof long)[number]) => `${bucketTitle(d.bucket, range)}\n${d.series}: ${formatCount(d.value)}`,
        }),
      ),
    ],
  });
}
