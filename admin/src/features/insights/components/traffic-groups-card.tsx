// The card every grouped Traffic report shares (pages, sources, countries...): one bar per group on
// its main count, largest first, and a table with all of the report's columns.
import type { InsightsQuery, TrafficReport, TrafficRows } from '@nodal/shared';
import { Th } from '../../../components/ui/table.tsx';
import { trafficCsvHref, useTraffic } from '../api/traffic.ts';
import { formatCount } from '../range.ts';
import { cardState, ChartCard } from './chart-card.tsx';
import { useGroupBars } from './grouped-bars-card.tsx';
import { GroupedTable, num } from './numbers-table.tsx';
import { PlotFigure } from './plot-figure.tsx';

/** The grouped reports: every report but the summary, the series and the realtime count. */
export type GroupedReport = Exclude<TrafficReport, 'summary' | 'series' | 'realtime'>;

/** A text cell that may hold anything a visitor's browser sent: it wraps anywhere, never widens its card. */
export const textCell = 'max-w-72 min-w-32 wrap-anywhere';

/** One row of a grouped report as the card shows it. */
export interface TrafficGroup {
  key: string;
  /** The label columns' texts (a page, a source, or a campaign's name, source and medium). */
  labels: string[];
  /** The bar's label. */
  label: string;
  /** The count the bars draw and the total and "other" add up: the report's first number column. */
  value: number;
  /** Every number column's text, the drawn count's first. */
  numbers: string[];
  /** What is written after the bar, when more than its count. */
  barText?: string;
}

/** What a grouped Traffic card shows, apart from the range and its place on the screen. */
export interface TrafficGroupsSpec<R extends GroupedReport> {
  report: R;
  title: string;
  description: string;
  /** What the headline and the first number column count: 'page views', 'visits'. */
  noun: string;
  /** The label columns' headers, then the number columns' headers. */
  labelHead: string[];
  numberHead: string[];
  /** What an empty range lacks, in a sentence. */
  missing: string;
  groupsOf: (rows: TrafficRows[R][]) => TrafficGroup[];
}

/** A grouped Traffic report as bars and as a table, with its CSV; "nothing in this range" when empty. */
export function TrafficGroupsCard<R extends GroupedReport>({
  spec,
  range,
  className,
}: {
  spec: TrafficGroupsSpec<R>;
  range: InsightsQuery;
  className?: string | undefined;
}) {
  const { report, title, description, noun, labelHead, numberHead, missing, groupsOf } = spec;
  const query = useTraffic(report, range);
  const { groups, other, total, render, height } = useGroupBars(query.data, groupsOf, 'All others');
  const largest = groups[0];
  return (
    <ChartCard
      className={className}
      title={title}
      description={description}
      csvHref={trafficCsvHref(report, range)}
      state={cardState(query, (a) => (a.rows.length === 0 ? missing : null))}
      headline={
        <>
          <strong className="font-semibold text-slate-900">{formatCount(total)}</strong> {noun}
        </>
      }
      chart={() => (
        <PlotFigure
          render={render}
          height={height}
          summary={`Bar chart of ${noun} by ${labelHead.join(' and ').toLowerCase()}; the largest is ${largest ? `${largest.label} with ${largest.value}` : 'none'}. The Table tab lists every group.`}
        />
      )}
      table={() => (
        <GroupedTable
          label={title}
          head={
            <>
              {labelHead.map((h) => (
                <Th key={h}>{h}</Th>
              ))}
              {numberHead.map((h) => (
                <Th key={h} className={num}>
                  {h}
                </Th>
              ))}
            </>
          }
          rows={groups.map((g) => ({
            key: g.key,
            cells: g.labels.map((text) => ({
              text,
              className: textCell,
              title: text.length > 60 ? text : undefined,
            })),
            numbers: g.numbers,
          }))}
          other={other}
          total={total}
          otherLabel="All others"
        />
      )}
    />
  );
}
