import type { TrafficPoint } from '@nodal/shared';
import { useCallback } from 'react';
import { Th } from '../../../components/ui/table.tsx';
import { trafficCsvHref, useTraffic } from '../api/traffic.ts';
import { formatCount, seriesTotals } from '../range.ts';
import { trafficMissing } from '../traffic.ts';
import { cardState, ChartCard, NO_ROWS, type CardProps } from './chart-card.tsx';
import { COLOURS, SERIES_HEIGHT } from './chart-style.ts';
import { num, SeriesTable } from './numbers-table.tsx';
import { PlotFigure, type Plot } from './plot-figure.tsx';
import { seriesLines, type LineSeries } from './series-lines.ts';

const SERIES = [
  { key: 'visitors', label: 'Visitors', colour: COLOURS.signups },
  { key: 'visits', label: 'Visits', colour: COLOURS.contacts },
  { key: 'views', label: 'Page views', colour: COLOURS.events },
] as const;
const LINES: readonly LineSeries<TrafficPoint>[] = SERIES.map((s) => ({ ...s, value: (r) => r[s.key] }));

/** Visitors, visits and page views per day or week, as three lines. */
export function TrafficSeriesCard({ range, className }: CardProps) {
  const query = useTraffic('series', range);
  const rows = query.data?.rows ?? NO_ROWS;
  // Visitors add up day by day: the daily key makes someone who comes on two days two visitors.
  const totals = seriesTotals(rows, ['visitors', 'visits', 'views']);
  const render = useCallback(
    (plot: Plot, width: number) => seriesLines(plot, width, rows, LINES, range),
    [rows, range],
  );
  return (
    <ChartCard
      className={className}
      title="Visitors, visits and page views"
      description={`Unique visitors, visits and page views per ${range.bucket}.`}
      csvHref={trafficCsvHref('series', range)}
      state={cardState(query, (a) => trafficMissing(seriesTotals(a.rows, ['views']).views))}
      headline={
        <>
          <strong className="font-semibold text-slate-900">{formatCount(totals.visitors)}</strong> visitors ·{' '}
          <strong className="font-semibold text-slate-900">{formatCount(totals.visits)}</strong> visits ·{' '}
          <strong className="font-semibold text-slate-900">{formatCount(totals.views)}</strong> page views
        </>
      }
      chart={() => (
        <PlotFigure
          render={render}
          height={SERIES_HEIGHT + 30}
          summary={`Line chart of visitors, visits and page views per ${range.bucket}: ${totals.visitors} visitors, ${totals.visits} visits and ${totals.views} page views in the range. The Table tab lists every ${range.bucket}.`}
        />
      )}
      table={() => (
        <SeriesTable
          label="Visitors, visits and page views"
          range={range}
          head={SERIES.map((s) => (
            <Th key={s.key} className={num}>
              {s.label}
            </Th>
          ))}
          rows={rows}
          cells={(r) => SERIES.map((s) => formatCount(r[s.key]))}
          totals={SERIES.map((s) => formatCount(totals[s.key]))}
        />
      )}
    />
  );
}
