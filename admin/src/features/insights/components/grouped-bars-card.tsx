// The card the CTA, subjects and newsletters charts share: one bar per group, largest first.
import { useCallback, useMemo, type ReactNode } from 'react';
import type { InsightsAnswer, InsightsQuery } from '@nodal/shared';
import { insightCsvHref, useInsight } from '../api/insights.ts';
import { formatCount, withOther } from '../range.ts';
import { cardState, ChartCard } from './chart-card.tsx';
import { AXIS, COLOURS } from './chart-style.ts';
import { GroupedTable } from './numbers-table.tsx';
import { PlotFigure, type Plot } from './plot-figure.tsx';

export interface Bar {
  label: string;
  value: number;
  /** The bar of every group beyond the top ones. */
  other: boolean;
  /** What is written after the bar; its count when not given. */
  text?: string | undefined;
}

/** Bars across, one per group (the grouped Insights and Traffic cards), the group's name above its bar and the count after it. */
export function groupBars(plot: Plot, width: number, data: Bar[]) {
  const keyed = data.map((d, i) => ({ ...d, key: String(i) }));
  const max = Math.max(1, ...data.map((d) => d.value));
  return plot.plot({
    width,
    height: keyed.length * 40 + 8,
    marginTop: 4,
    marginBottom: 4,
    marginLeft: 0,
    // Room for the longest text after a bar (about 7 px a character at 12 px), at most half the width.
    marginRight: Math.min(width / 2, Math.max(56, ...data.map((d) => (d.text ?? formatCount(d.value)).length * 7 + 8))),
    style: AXIS,
    x: { axis: null, domain: [0, max] },
    y: { axis: null, domain: keyed.map((d) => d.key), padding: 0 },
    marks: [
      plot.barX(keyed, {
        x: 'value',
        y: 'key',
        fill: (d: (typeof keyed)[number]) => (d.other ? COLOURS.other : COLOURS.signups),
        insetTop: 20,
        insetBottom: 4,
        rx: 2,
      }),
      plot.text(keyed, {
        x: 0,
        y: 'key',
        text: 'label',
        textAnchor: 'start',
        dy: -10,
        fill: '#334155',
        lineWidth: Math.max(10, (width - 16) / 12),
        textOverflow: 'ellipsis-middle',
      }),
      plot.text(keyed, {
        x: 'value',
        y: 'key',
        text: (d: (typeof keyed)[number]) => d.text ?? formatCount(d.value),
        textAnchor: 'start',
        dx: 6,
        dy: 8,
        fill: '#475569',
        fontWeight: 500,
      }),
    ],
  });
}

/**
 * What every grouped card draws from its answer: the groups (as `groupsOf` reads the rows, largest
 * first), the count of the groups left out and the total, and the bar chart of them with the left-out
 * groups as one last bar named `otherLabel`, at its height.
 */
export function useGroupBars<Row, G extends { label: string; value: number; barText?: string | undefined }>(
  answer: { rows: Row[]; other?: number | null | undefined; total?: number | null | undefined } | undefined,
  groupsOf: (rows: Row[]) => G[],
  otherLabel: string,
) {
  const rows = answer?.rows;
  const groups = useMemo(() => (rows ? groupsOf(rows) : []), [rows, groupsOf]);
  const other = answer?.other ?? 0;
  const total = answer?.total ?? 0;
  const render = useCallback(
    (plot: Plot, width: number) =>
      groupBars(
        plot,
        width,
        withOther(
          groups.map((g): Bar => ({ label: g.label, value: g.value, other: false, text: g.barText })),
          other,
          (n) => ({ label: otherLabel, value: n, other: true }),
        ),
      ),
    [groups, other, otherLabel],
  );
  return { groups, other, total, render, height: (groups.length + (other ? 1 : 0)) * 40 + 8 };
}

/** One row of a grouped chart: its table cells (the label columns), its bar label and its count. */
interface Group {
  key: string;
  cells: { text: string; className: string }[];
  label: string;
  value: number;
}

/** The charts drawn as grouped bars. */
type GroupedChart = 'cta' | 'subjects' | 'newsletters';

/**
 * A card of horizontal bars, one per group, largest first, with the groups past the top ones summed
 * as one bar, and the same numbers as a table: the CTA, subjects and newsletters charts.
 */
export function GroupedBarsCard<C extends GroupedChart>({
  className,
  chart,
  range,
  title,
  description,
  noun,
  missing,
  otherLabel,
  summary,
  head,
  groupsOf,
}: {
  className?: string | undefined;
  chart: C;
  range: InsightsQuery;
  title: string;
  description: string;
  /** What the headline counts: 'events', 'contacts'. */
  noun: string;
  /** What an empty range lacks, in a sentence. */
  missing: string;
  otherLabel: string;
  /** The chart's text alternative, given its largest group. */
  summary: (largest: Group | undefined) => string;
  head: ReactNode;
  /** The answer's rows as groups: table cells, bar label and count. */
  groupsOf: (rows: InsightsAnswer<C>['rows']) => Group[];
}) {
  const query = useInsight(chart, range);
  const { groups, other, total, render, height } = useGroupBars(query.data, groupsOf, otherLabel);
  const state = cardState(query, (a) => (a.rows.length === 0 ? missing : null));
  return (
    <ChartCard
      className={className}
      title={title}
      description={description}
      csvHref={insightCsvHref(chart, range)}
      state={state}
      headline={
        <>
          <strong className="font-semibold text-slate-900">{formatCount(total)}</strong> {noun}
        </>
      }
      chart={() => <PlotFigure render={render} height={height} summary={summary(groups[0])} />}
      table={() => (
        <GroupedTable
          label={title}
          head={head}
          rows={groups.map((g) => ({ key: g.key, cells: g.cells, numbers: [formatCount(g.value)] }))}
          other={other}
          total={total}
        />
      )}
    />
  );
}

/** What a grouped-bars card shows, apart from the range and its place on the screen. */
export type GroupedCard<C extends GroupedChart> = Omit<Parameters<typeof GroupedBarsCard<C>>[0], 'range' | 'className'>;
