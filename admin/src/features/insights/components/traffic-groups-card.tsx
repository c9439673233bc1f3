// The card every grouped Traffic report shares (pages, sources, countries...): one bar per group on
// its main count, largest first, and a table with all of the report's columns.
import { useCallback, useMemo } from 'react';
import type { InsightsQuery, TrafficReport, TrafficRows } from '@nodal/shared';
import { Th, Td, Tr } from '../../../components/ui/table.tsx';
import { trafficCsvHref, useTraffic } from '../api/traffic.ts';
import { formatCount, withOther } from '../range.ts';
import { cardState, ChartCard } from './chart-card.tsx';
import { groupBars, type Bar } from './grouped-bars-card.tsx';
import { foot, num, NumbersTable } from './numbers-table.tsx';
import { PlotFigure, type Plot } from './plot-figure.tsx';

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

/** A grouped report as a table: the groups, the rest folded into one row, then the total. */
function GroupsTable({
  title,
  labelHead,
  numberHead,
  groups,
  other,
  total,
}: {
  title: string;
  labelHead: string[];
  numberHead: string[];
  groups: TrafficGroup[];
  other: number;
  total: number;
}) {
  const span = labelHead.length;
  // Only the first number adds up across groups; rates and averages of the rest are not summed.
  const blanks = numberHead.slice(1).map((h) => (
    <Td key={h} className={num}>
      <span aria-label="not summed">–</span>
    </Td>
  ));
  return (
    <NumbersTable
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
    >
      <tbody>
        {groups.map((g) => (
          <Tr key={g.key}>
            {g.labels.map((text, i) => (
              <Td key={i} className={textCell} title={text.length > 60 ? text : undefined}>
                {text}
              </Td>
            ))}
            {g.numbers.map((text, i) => (
              <Td key={i} className={num}>
                {text}
              </Td>
            ))}
          </Tr>
        ))}
        {other > 0 && (
          <Tr>
            <Td colSpan={span} className="text-slate-500 italic">
              All others
            </Td>
            <Td className={num}>{formatCount(other)}</Td>
            {blanks}
          </Tr>
        )}
      </tbody>
      <tfoot>
        <tr className={foot}>
          <Th scope="row" colSpan={span}>
            Total
          </Th>
          <Td className={num}>{formatCount(total)}</Td>
          {blanks}
        </tr>
      </tfoot>
    </NumbersTable>
  );
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
  const answer = query.data;
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
          groups.map((g): Bar => ({
            label: g.label,
            value: g.value,
            other: false,
            text: g.barText ?? formatCount(g.value),
          })),
          other,
          (n) => ({ label: 'All others', value: n, other: true }),
        ),
      ),
    [groups, other],
  );
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
          height={(groups.length + (other ? 1 : 0)) * 40 + 8}
          summary={`Bar chart of ${noun} by ${labelHead.join(' and ').toLowerCase()}; the largest is ${largest ? `${largest.label} with ${largest.value}` : 'none'}. The Table tab lists every group.`}
        />
      )}
      table={() => (
        <GroupsTable
          title={title}
          labelHead={labelHead}
          numberHead={numberHead}
          groups={groups}
          other={other}
          total={total}
        />
      )}
    />
  );
}
