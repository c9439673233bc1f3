import { useCallback } from 'react';
import { Th } from '../../../components/ui/table.tsx';
import { insightCsvHref, useInsight } from '../api/insights.ts';
import { bucketDate, bucketTitle, formatCount, overdueSummary, todayIn } from '../range.ts';
import { cardState, ChartCard, NO_ROWS, type CardProps } from './chart-card.tsx';
import { COLOURS, SERIES_HEIGHT, seriesFrame } from './chart-style.ts';
import { num, SeriesTable, Wraps } from './numbers-table.tsx';
import { PlotFigure, type Plot } from './plot-figure.tsx';

const formatOverdue = (n: number | null) => (n === null ? '–' : formatCount(n));

/** Open contacts past their reply date at the end of each day or week. */
export function OverdueCard({ range, className }: CardProps) {
  const query = useInsight('overdue', range);
  const rows = query.data?.rows ?? NO_ROWS;
  const summary = overdueSummary(rows);
  // A range that reaches today ends with today's count taken now.
  const when = range.to >= todayIn(range.tz) ? 'now' : 'at the end of the range';
  const render = useCallback(
    (plot: Plot, width: number) => {
      const points = rows.map((r) => ({ ...r, date: bucketDate(r.bucket) }));
      const max = Math.max(1, ...rows.map((r) => r.overdue ?? 0));
      return plot.plot({
        ...seriesFrame(width),
        // Whole contacts only: no tick at 0.5 when a few are overdue.
        y: { grid: true, label: null, domain: [0, max], nice: true, ticks: Math.min(6, max), tickFormat: '~s' },
        marks: [
          plot.ruleY([0], { stroke: '#cbd5e1' }),
          // A bucket not begun has no count: the area and the line stop there.
          plot.areaY(points, { x: 'date', y: 'overdue', fill: COLOURS.overdue, fillOpacity: 0.12 }),
          plot.lineY(points, { x: 'date', y: 'overdue', stroke: COLOURS.overdue, strokeWidth: 1.75 }),
          rows.length <= 60 ? plot.dot(points, { x: 'date', y: 'overdue', fill: COLOURS.overdue, r: 2.5 }) : null,
          plot.tip(
            points,
            plot.pointerX({
              x: 'date',
              y: 'overdue',
              title: (d: (typeof points)[number]) =>
                `${bucketTitle(d.bucket, range)}\n${formatOverdue(d.overdue)} overdue at its end`,
            }),
          ),
        ],
      });
    },
    [rows, range],
  );
  return (
    <ChartCard
      className={className}
      title="Overdue contacts"
      description={`Open contacts past their reply date at the end of each ${range.bucket}; the ${range.bucket} under way counts them now.`}
      csvHref={insightCsvHref('overdue', range)}
      state={cardState(query, (a) => (overdueSummary(a.rows) ? null : 'This range has not begun yet.'))}
      headline={
        !summary ? null : summary.peak.overdue === 0 ? (
          'No contact went past its reply date in this range.'
        ) : (
          <>
            <strong className="font-semibold text-slate-900">{formatCount(summary.latest.overdue)}</strong> overdue{' '}
            {when} · highest{' '}
            <strong className="font-semibold text-slate-900">{formatCount(summary.peak.overdue)}</strong>,{' '}
            {bucketTitle(summary.peak.bucket, range)}
          </>
        )
      }
      chart={() => (
        <PlotFigure
          render={render}
          height={SERIES_HEIGHT}
          summary={`Area chart of overdue contacts at the end of each ${range.bucket}: ${summary ? `${summary.latest.overdue} ${when}, at most ${summary.peak.overdue}` : 'none yet'}. The Table tab lists every ${range.bucket}.`}
        />
      )}
      table={() => (
        <SeriesTable
          label="Overdue contacts"
          range={range}
          head={
            <Th className={num}>
              <Wraps>{`Overdue at the ${range.bucket}’s end`}</Wraps>
            </Th>
          }
          rows={rows}
          cells={(r) => [formatOverdue(r.overdue)]}
        />
      )}
    />
  );
}
