import { useRouteError } from 'react-router';
import { pages } from '@nodal/shared';
import { buttonClass } from '../../components/ui/button.tsx';

/** Last resort for a crash or a chunk that failed to load (e.g. after a deploy). */
export function RouteError() {
  const error = useRouteError();
  const message = error instanceof Error ? error.message : 'Something went wrong.';
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-3 bg-slate-50 p-6 text-center">
      <h1 className="text-lg font-semibold text-slate-900">Something went wrong</h1>
      <p className="max-w-md text-sm text-slate-600">{message}</p>
      <a href={pages.admin} className={buttonClass('secondary')}>
        Reload the admin
      </a>
    </main>
  );
}
