import { useCallback } from 'react';
import { Th } from '../../../components/ui/table.tsx';
import { insightCsvHref, useInsight } from '../api/insights.ts';
import { activityMissing, bucketDate, bucketTitle, formatCount, seriesTotals } from '../range.ts';
import { cardState, ChartCard, NO_ROWS, type CardProps } from './chart-card.tsx';
import { COLOURS, SERIES_HEIGHT, seriesFrame } from './chart-style.ts';
import { num, SeriesTable } from './numbers-table.tsx';
import { PlotFigure, type Plot } from './plot-figure.tsx';

/** Signups and contacts per day or week, as two lines. */
export function ActivityCard({ range, className }: CardProps) {
  const query = useInsight('activity', range);
  const rows = query.data?.rows ?? NO_ROWS;
  const totals = seriesTotals(rows, ['signups', 'contacts']);
  const render = useCallback(
    (plot: Plot, width: number) => {
      const long = rows.flatMap((r) => [
        { date: bucketDate(r.bucket), series: 'Signups', value: r.signups, bucket: r.bucket },
        { date: bucketDate(r.bucket), series: 'Contacts', value: r.contacts, bucket: r.bucket },
      ]);
      const max = Math.max(1, ...long.map((d) => d.value));
      return plot.plot({
        ...seriesFrame(width),
        y: { grid: true, label: null, domain: [0, max], nice: true, tickFormat: '~s' },
        color: { domain: ['Signups', 'Contacts'], range: [COLOURS.signups, COLOURS.contacts], legend: true },
        marks: [
          plot.ruleY([0], { stroke: '#cbd5e1' }),
          plot.lineY(long, { x: 'date', y: 'value', stroke: 'series', strokeWidth: 1.75 }),
          rows.length <= 60 ? plot.dot(long, { x: 'date', y: 'value', fill: 'series', r: 2.5 }) : null,
          plot.tip(
            long,
            plot.pointerX({
              x: 'date',
              y: 'value',
              stroke: 'series',
              title: (d: (typeof long)[number]) =>
                `${bucketTitle(d.bucket, range)}\n${d.series}: ${formatCount(d.value)}`,
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
      title="Signups and contacts"
      description={`Early-access signups and contact messages per ${range.bucket}.`}
      csvHref={insightCsvHref('activity', range)}
      state={cardState(query, (a) => activityMissing(seriesTotals(a.rows, ['signups', 'contacts'])))}
      headline={
        <>
          <strong className="font-semibold text-slate-900">{formatCount(totals.signups)}</strong> signups ·{' '}
          <strong className="font-semibold text-slate-900">{formatCount(totals.contacts)}</strong> contacts
        </>
      }
      chart={() => (
        <PlotFigure
          render={render}
          height={SERIES_HEIGHT + 30}
          summary={`Line chart of signups and contacts per ${range.bucket}: ${totals.signups} signups and ${totals.contacts} contacts in the range. The Table tab lists every ${range.bucket}.`}
        />
      )}
      table={() => (
        <SeriesTable
          label="Signups and contacts"
          range={range}
          head={
            <>
              <Th className={num}>Signups</Th>
              <Th className={num}>Contacts</Th>
            </>
          }
          rows={rows}
          cells={(r) => [formatCount(r.signups), formatCount(r.contacts)]}
          totals={[formatCount(totals.signups), formatCount(totals.contacts)]}
        />
      )}
    />
  );
}
