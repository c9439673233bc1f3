import type { ReactNode } from 'react';
import CircleAlert from 'lucide-react/icons/circle-alert';
import Inbox from 'lucide-react/icons/inbox';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import { errorMessage } from '../../lib/api-client.ts';
import { Button } from './button.tsx';
import { Card } from './card.tsx';
import { Spinner } from './spinner.tsx';

export function LoadingState({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-2.5 px-4 py-14 text-sm text-slate-500">
      <Spinner />
      {label}
    </div>
  );
}

export function EmptyState({ title, children, icon }: { title: string; children?: ReactNode; icon?: ReactNode }) {
  return (
    <div className="flex flex-col items-center justify-center gap-2 px-4 py-14 text-center">
      <div className="flex size-10 items-center justify-center rounded-full bg-slate-100 text-slate-500 [&_svg]:size-5">
        {icon ?? <Inbox aria-hidden="true" />}
      </div>
      <p className="text-sm font-medium text-slate-700">{title}</p>
      {children}
    </div>
  );
}

export function ErrorState({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center justify-center gap-3 px-4 py-12 text-center">
      <div className="flex size-10 items-center justify-center rounded-full bg-red-50 text-red-600">
        <CircleAlert aria-hidden="true" className="size-5" />
      </div>
      <p className="max-w-md text-sm text-red-700">{message}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        <RefreshCw aria-hidden="true" />
        Retry
      </Button>
    </div>
  );
}

/**
 * The order every admin list follows: an error with Retry (only while nothing is shown yet),
 * then loading, then the empty state, then the list itself.
 */
export function ListStates({
  noun,
  error,
  loading,
  isEmpty = false,
  empty,
  onRetry,
  children,
}: {
  /** 'articles' gives 'Error loading articles: …' and 'Loading articles...'. */
  noun: string;
  error: unknown;
  loading: boolean;
  isEmpty?: boolean;
  empty?: ReactNode;
  onRetry: () => void;
  children: ReactNode;
}) {
  if (error) {
    return (
      <Card>
        <ErrorState message={`Error loading ${noun}: ${errorMessage(error)}`} onRetry={onRetry} />
      </Card>
    );
  }
  if (loading) {
    return (
      <Card>
        <LoadingState label={`Loading ${noun}...`} />
      </Card>
    );
  }
  if (isEmpty) return <Card>{empty}</Card>;
  return <>{children}</>;
}
