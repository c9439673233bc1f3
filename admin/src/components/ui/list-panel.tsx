import type { ReactNode } from 'react';
import { Card } from './card.tsx';
import { Spinner } from './spinner.tsx';

/** The card around a searchable list: title with total, search and actions, then the body. */
export function ListPanel({
  title,
  total,
  refreshing,
  toolbar,
  children,
  headingLevel = 2,
}: {
  title: string;
  total: number | undefined;
  refreshing?: boolean;
  toolbar: ReactNode;
  children: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Card className="overflow-hidden">
      <div className="flex flex-col gap-3 border-b border-slate-200 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-2">
          <Heading className="text-sm font-semibold text-slate-900">{title}</Heading>
          {total !== undefined && (
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600 tabular-nums">
              <span className="sr-only">Total: </span>
              {total.toLocaleString('en-US')}
            </span>
          )}
          {refreshing && <Spinner className="size-3.5" />}
        </div>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">{toolbar}</div>
      </div>
      {children}
    </Card>
  );
}
