import type { ActivityPoint } from '@nodal/shared';
import { useCallback } from 'react';
import { Th } from '../../../components/ui/table.tsx';
import { insightCsvHref, useInsight } from '../api/insights.ts';
import { activityMissing, formatCount, seriesTotals } from '../range.ts';
import { cardState, ChartCard, NO_ROWS, type CardProps } from './chart-card.tsx';
import { COLOURS, SERIES_HEIGHT } from './chart-style.ts';
import { num, SeriesTable } from './numbers-table.tsx';
import { PlotFigure, type Plot } from './plot-figure.tsx';
import { seriesLines, type LineSeries } from './series-lines.ts';

const ACTIVITY: readonly LineSeries<ActivityPoint>[] = [
  { label: 'Signups', colour: COLOURS.signups, value: (r) => r.signups },
  { label: 'Contacts', colour: COLOURS.contacts, value: (r) => r.contacts },
];

/** Signups and contacts per day or week, as two lines. */
export function ActivityCard({ range, className }: CardProps) {
  const query = useInsight('activity', range);
  const rows = query.data?.rows ?? NO_ROWS;
  const totals = seriesTotals(rows, ['signups', 'contacts']);
  const render = useCallback(
    (plot: Plot, width: number) => seriesLines(plot, width, rows, ACTIVITY, range),
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
