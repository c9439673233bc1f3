import { Fragment, useCallback, useMemo } from 'react';
import { FUNNEL_STEP_LABELS, FUNNEL_STEPS, type FunnelStep } from '@nodal/shared';
import { Th } from '../../../components/ui/table.tsx';
import { insightCsvHref, useInsight } from '../api/insights.ts';
import { formatCount, seriesTotals } from '../range.ts';
import { formatShare } from '../traffic.ts';
import { cardState, ChartCard, NO_ROWS, type CardProps } from './chart-card.tsx';
import { groupBars, type Bar } from './grouped-bars-card.tsx';
import { num, SeriesTable } from './numbers-table.tsx';
import { PlotFigure, type Plot } from './plot-figure.tsx';

const TITLES = FUNNEL_STEP_LABELS;
/** In lower case, what the next step is a share of ("Confirmed 62.0% of signups"). */
const of = (step: FunnelStep) => TITLES[step].toLowerCase();

/** Each step after the first, with the step before it and its share of that step's total (null with none to divide by). */
function stepRates(totals: Record<FunnelStep, number>) {
  return FUNNEL_STEPS.slice(1).map((step, i) => {
    const before = FUNNEL_STEPS[i]!;
    return { step, before, rate: totals[before] ? totals[step] / totals[before] : null };
  });
}

const BAR_HEIGHT = 40;

/** Visits, signups, confirmations, invitations and acceptances per day or week, and how each step follows the one before. */
export function FunnelCard({ range, className }: CardProps) {
  const query = useInsight('funnel', range);
  const rows = query.data?.rows ?? NO_ROWS;
  const totals = useMemo(() => seriesTotals(rows, [...FUNNEL_STEPS]), [rows]);
  const rates = useMemo(() => stepRates(totals), [totals]);
  // Steps are counted when they happened: people who signed up before the range can be invited in it.
  const outnumbered = rates.some((r) => r.rate !== null && r.rate > 1);
  const render = useCallback(
    (plot: Plot, width: number) =>
      groupBars(
        plot,
        width,
        FUNNEL_STEPS.map((step, i): Bar => {
          const rate = i === 0 ? null : rates[i - 1]!;
          return {
            label: TITLES[step],
            value: totals[step],
            other: false,
            text: rate
              ? `${formatCount(totals[step])} · ${formatShare(rate.rate)} of ${of(rate.before)}`
              : formatCount(totals[step]),
          };
        }),
      ),
    [totals, rates],
  );
  return (
    <ChartCard
      className={className}
      title="Signup funnel"
      description={`Visits, signups, confirmations, invitations and acceptances per ${range.bucket}, each counted when it happened.`}
      csvHref={insightCsvHref('funnel', range)}
      state={cardState(query, (a) =>
        Object.values(seriesTotals(a.rows, [...FUNNEL_STEPS])).some((n) => n > 0)
          ? null
          : 'No visits, signups, confirmations, invitations or acceptances in this range.',
      )}
      note={
        outnumbered
          ? 'A step outnumbers the one before it: each is counted when it happened, so people who signed up or were invited before this range can take the next step in it.'
          : null
      }
      headline={rates.map(({ step, before, rate }, i) => (
        <Fragment key={step}>
          {i > 0 && ' · '}
          {TITLES[step]} <strong className="font-semibold text-slate-900">{formatShare(rate)}</strong> of {of(before)}
        </Fragment>
      ))}
      chart={() => (
        <PlotFigure
          render={render}
          height={FUNNEL_STEPS.length * BAR_HEIGHT + 8}
          summary={`Bar chart of the signup funnel over the range: ${FUNNEL_STEPS.map((s) => `${totals[s]} ${of(s)}`).join(', ')}. The Table tab lists every ${range.bucket}.`}
        />
      )}
      table={() => (
        <SeriesTable
          label="Signup funnel"
          range={range}
          head={FUNNEL_STEPS.map((step) => (
            <Th key={step} className={num}>
              {TITLES[step]}
            </Th>
          ))}
          rows={rows}
          cells={(r) => FUNNEL_STEPS.map((step) => formatCount(r[step]))}
          totals={FUNNEL_STEPS.map((step) => formatCount(totals[step]))}
        />
      )}
    />
  );
}
