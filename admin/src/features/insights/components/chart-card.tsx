import { useId, useState, type ReactNode } from 'react';
import Download from 'lucide-react/icons/download';
import type { SWRResponse } from 'swr';
import type { InsightsQuery } from '@nodal/shared';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';

type View = 'chart' | 'table';

/** What every card is given: the range to show, and its place in the screen's grid. */
export interface CardProps {
  range: InsightsQuery;
  className?: string;
}

// One empty list for every card still loading, so a chart's drawing is not redone on each render.
export const NO_ROWS: never[] = [];

/**
 * A card's loading, failure (with Retry) and emptiness, from its chart's or report's query. `missing` says what the
 * range lacks when there is nothing to draw, or null when there is.
 */
export function cardState<A>(
  query: Pick<SWRResponse<A>, 'data' | 'error' | 'mutate'>,
  missing: (answer: A) => string | null,
) {
  return {
    error: query.error,
    loading: !query.data,
    empty: query.data ? missing(query.data) : null,
    retry: () => void query.mutate(),
  };
}

/**
 * One Insights card: its title, the CSV of its numbers, and the same numbers drawn (Chart) or listed
 * (Table). Loading, failure with Retry and "nothing in this range" replace both views alike.
 */
export function ChartCard({
  title,
  description,
  csvHref,
  state,
  headline,
  note,
  chart,
  table,
  className,
}: {
  title: string;
  description: string;
  csvHref: string;
  state: { error: unknown; loading: boolean; empty: string | null; retry: () => void };
  /** The range's totals in a line above both views. */
  headline?: ReactNode;
  /** Why the numbers should be read with care (too few to go by), above both views. */
  note?: string | null;
  chart: () => ReactNode;
  table: () => ReactNode;
  className?: string;
}) {
  const [view, setView] = useState<View>('chart');
  const headingId = useId();
  const noun = title.toLowerCase();
  return (
    // min-w-0: a grid item may otherwise grow to its widest table and push the page sideways.
    <Card className={cn('min-w-0', className)}>
      <section aria-labelledby={headingId} className="flex h-full flex-col">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 border-b border-slate-200 px-4 py-3">
          <div className="min-w-0 flex-1 basis-56">
            <h2 id={headingId} className="text-sm font-semibold text-slate-900">
              {title}
            </h2>
            <p className="mt-0.5 text-[13px] text-slate-500">{description}</p>
          </div>
          <a href={csvHref} download className={buttonClass('secondary', 'sm')}>
            <Download aria-hidden="true" />
            Download CSV<span className="sr-only"> of {noun}</span>
          </a>
        </div>
        {state.error ? (
          <ErrorState message={`Error loading ${noun}: ${errorMessage(state.error)}`} onRetry={state.retry} />
        ) : state.loading ? (
          <LoadingState label={`Loading ${noun}...`} />
        ) : state.empty ? (
          <EmptyState title="Nothing in this range">
            <p className="text-[13px] text-slate-500">
              {state.empty} Choose a longer or earlier range to see this chart.
            </p>
          </EmptyState>
        ) : (
          <div className="flex flex-1 flex-col px-4 pt-3 pb-4">
            <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
              {headline && <p className="text-[13px] text-slate-600 tabular-nums">{headline}</p>}
              {note && (
                <p
                  role="note"
                  className="w-full rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-[13px] text-amber-900"
                >
                  {note}
                </p>
              )}
              <Tabs<View>
                label={`How to show ${noun}`}
                value={view}
                onChange={setView}
                tabs={[
                  { value: 'chart', label: 'Chart' },
                  { value: 'table', label: 'Table' },
                ]}
                className="contents"
                listClassName="ml-auto"
                panelClassName="w-full pt-1"
              >
                {view === 'chart' ? chart() : table()}
              </Tabs>
            </div>
          </div>
        )}
      </section>
    </Card>
  );
}
