// The Traffic tab's headline: a tile per figure, each against the period just before, and the
// visitors of the last few minutes.
import { useId } from 'react';
import { REALTIME_MINUTES, type InsightsQuery } from '@nodal/shared';
import { Card } from '../../../components/ui/card.tsx';
import { ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { useRealtime, useTraffic } from '../api/traffic.ts';
import { formatCount } from '../range.ts';
import { kpis, periodLabel, trafficNote, type Change, type Kpi } from '../traffic.ts';

const TONES: Record<Change['tone'], string> = {
  good: 'text-emerald-700',
  bad: 'text-rose-700',
  neutral: 'text-slate-500',
};

function Tile({ kpi }: { kpi: Kpi }) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} className="min-w-0 bg-white px-4 py-3">
      <p id={id} className="text-xs font-medium text-slate-500">
        {kpi.label}
      </p>
      <p className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums" data-kpi-value="">
        {kpi.value}
      </p>
      <p className={cn('mt-0.5 text-xs font-medium tabular-nums', TONES[kpi.change.tone])} data-kpi-change="">
        {kpi.change.text}
      </p>
      <p className="mt-1 text-xs text-slate-500">{kpi.hint}</p>
    </div>
  );
}

/** Visitors and views of the last few minutes, whatever the range: asked again every half minute. */
function RealtimeTile({ range }: { range: InsightsQuery }) {
  const id = useId();
  const { data, error } = useRealtime(range);
  const now = data?.rows[0];
  return (
    <div role="group" aria-labelledby={id} className="min-w-0 bg-indigo-50/60 px-4 py-3">
      <p id={id} className="flex items-center gap-1.5 text-xs font-medium text-indigo-900">
        <span aria-hidden="true" className="size-2 rounded-full bg-emerald-500" />
        Last {REALTIME_MINUTES} minutes
      </p>
      {now ? (
        <>
          <p className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums" data-kpi-value="">
            {formatCount(now.visitors)}
          </p>
          <p className="mt-0.5 text-xs font-medium text-slate-600 tabular-nums">
            {now.visitors === 1 ? 'visitor' : 'visitors'} · {formatCount(now.views)}{' '}
            {now.views === 1 ? 'page view' : 'page views'}
          </p>
        </>
      ) : (
        <p className="mt-2 text-xs text-slate-600">{error ? `Not available: ${errorMessage(error)}` : 'Counting…'}</p>
      )}
      {/* slate-600, not the tiles' slate-500: the tinted background needs the darker text for contrast. */}
      <p className="mt-1 text-xs text-slate-600">Right now, whatever the range; updated every 30 seconds.</p>
    </div>
  );
}

/** The range's headline figures against the period of the same length just before it. */
export function TrafficKpis({ range }: { range: InsightsQuery }) {
  const headingId = useId();
  const query = useTraffic('summary', range);
  const summary = query.data?.rows[0];
  const note = summary ? trafficNote(summary.current.visits) : null;
  return (
    <Card className="mb-6 min-w-0">
      <section aria-labelledby={headingId}>
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b border-slate-200 px-4 py-3">
          <h2 id={headingId} className="text-sm font-semibold text-slate-900">
            Visitors at a glance
          </h2>
          {summary && (
            <p className="text-[13px] text-slate-500">
              Changes compare {periodLabel(range)} with {periodLabel(summary.previousRange)}.
            </p>
          )}
        </div>
        {query.error && !summary ? (
          <ErrorState
            message={`Error loading the visitor figures: ${errorMessage(query.error)}`}
            onRetry={() => void query.mutate()}
          />
        ) : !summary ? (
          <LoadingState label="Loading the visitor figures..." />
        ) : (
          <>
            {note && (
              <p
                role="note"
                className="mx-4 mt-3 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-[13px] text-amber-900"
              >
                {note}
              </p>
            )}
            {summary.current.visits === 0 && (
              <p role="note" className="mx-4 mt-3 text-[13px] text-slate-600">
                The site recorded no page views in this range: the rates and averages below have nothing to be worked
                out from, so they show a dash.
              </p>
            )}
            {/* gap-px over a slate background draws the lines between the tiles at every column count. */}
            <div className="mt-3 grid grid-cols-2 gap-px overflow-hidden rounded-b-lg border-t border-slate-200 bg-slate-200 sm:grid-cols-4">
              {kpis(summary.current, summary.previous).map((kpi) => (
                <Tile key={kpi.key} kpi={kpi} />
              ))}
              <RealtimeTile range={range} />
            </div>
          </>
        )}
      </section>
    </Card>
  );
}
