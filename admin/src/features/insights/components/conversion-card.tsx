import { useCallback } from 'react';
import { Th } from '../../../components/ui/table.tsx';
import { insightCsvHref, useInsight } from '../api/insights.ts';
import {
  bucketDate,
  bucketTitle,
  conversionMissing,
  conversionNote,
  formatCount,
  formatRate,
  seriesTotals,
} from '../range.ts';
import { cardState, ChartCard, NO_ROWS, type CardProps } from './chart-card.tsx';
import { COLOURS, SERIES_HEIGHT, seriesFrame } from './chart-style.ts';
import { num, SeriesTable, Wraps } from './numbers-table.tsx';
import { PlotFigure, type Plot } from './plot-figure.tsx';

/** Signups per call-to-action event, per day or week, against the whole range's rate. */
export function ConversionCard({ range, className }: CardProps) {
  const query = useInsight('conversion', range);
  const rows = query.data?.rows ?? NO_ROWS;
  const totals = seriesTotals(rows, ['ctaEvents', 'signups']);
  const overall = totals.ctaEvents ? totals.signups / totals.ctaEvents : null;
  const render = useCallback(
    (plot: Plot, width: number) => {
      const points = rows.map((r) => ({ ...r, date: bucketDate(r.bucket) }));
      return plot.plot({
        ...seriesFrame(width),
        y: { grid: true, label: null, zero: true, nice: true },
        marks: [
          plot.ruleY([0], { stroke: '#cbd5e1' }),
          // A bucket without events has no rate: the line breaks there rather than dropping to zero.
          plot.lineY(points, { x: 'date', y: 'signupsPerEvent', stroke: COLOURS.events, strokeWidth: 1.75 }),
          rows.length <= 60
            ? plot.dot(points, { x: 'date', y: 'signupsPerEvent', fill: COLOURS.events, r: 2.5 })
            : null,
          overall === null
            ? null
            : plot.ruleY([overall], { stroke: COLOURS.signups, strokeDasharray: '4 3', strokeOpacity: 0.8 }),
          plot.tip(
            points,
            plot.pointerX({
              x: 'date',
              y: 'signupsPerEvent',
              title: (d: (typeof points)[number]) =>
                `${bucketTitle(d.bucket, range)}\n${formatRate(d.signupsPerEvent)} signups per CTA event\n${formatCount(d.signups)} signups, ${formatCount(d.ctaEvents)} CTA events`,
            }),
          ),
        ],
      });
    },
    [rows, range, overall],
  );
  return (
    <ChartCard
      className={className}
      title="Signups per CTA event"
      description={`Signups divided by call-to-action events, per ${range.bucket}; the dashed line is the whole range.`}
      csvHref={insightCsvHref('conversion', range)}
      state={cardState(query, (a) => conversionMissing(seriesTotals(a.rows, ['ctaEvents']).ctaEvents))}
      note={conversionNote(totals.ctaEvents)}
      headline={
        <>
          <strong className="font-semibold text-slate-900">{formatRate(overall)}</strong> signups per CTA event ·{' '}
          {formatCount(totals.signups)} signups, {formatCount(totals.ctaEvents)} CTA events
        </>
      }
      chart={() => (
        <PlotFigure
          render={render}
          height={SERIES_HEIGHT}
          summary={`Line chart of signups per call-to-action event per ${range.bucket}; ${formatRate(overall)} over the whole range. The Table tab lists every ${range.bucket}.`}
        />
      )}
      table={() => (
        <SeriesTable
          label="Signups per CTA event"
          range={range}
          head={
            <>
              <Th className={num}>
                <Wraps>CTA events</Wraps>
              </Th>
              <Th className={num}>Signups</Th>
              <Th className={num}>
                <Wraps>Signups per CTA event</Wraps>
              </Th>
            </>
          }
          rows={rows}
          cells={(r) => [formatCount(r.ctaEvents), formatCount(r.signups), formatRate(r.signupsPerEvent)]}
          totals={[formatCount(totals.ctaEvents), formatCount(totals.signups), formatRate(overall)]}
        />
      )}
    />
  );
}
