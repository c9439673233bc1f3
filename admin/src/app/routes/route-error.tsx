import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { pages } from '@nodal/shared';
import { buttonClass } from '../../components/ui/button.tsx';

export const RELOADED_KEY = 'nodal-admin-chunk-reload';

function isStaleChunk(error: unknown): boolean {
  return error instanceof Error && /dynamically imported module|Importing a module script failed/i.test(error.message);
}

/** Last resort for a crash or a chunk that failed to load. */
export function RouteError() {
  const error = useRouteError();
  const stale = isStaleChunk(error);

  // After a deploy the old page asks for chunks that no longer exist; one reload fetches the new
  // page. The flag stops a loop when the chunk is missing for another reason.
  useEffect(() => {
    if (!stale || sessionStorage.getItem(RELOADED_KEY)) return;
    sessionStorage.setItem(RELOADED_KEY, '1');
    window.location.reload();
  }, [stale]);

  const message = error instanceof Error ? error.message : 'Something went wrong.';
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-3 bg-slate-50 p-6 text-center">
      <title>Error · Nodal Admin</title>
      <h1 className="text-lg font-semibold text-slate-900">Something went wrong</h1>
      <p className="max-w-md text-sm text-slate-600">
        {stale ? 'A newer version of the admin is available.' : message}
      </p>
      <a href={pages.admin} className={buttonClass('secondary')}>
        Reload the admin
      </a>
    </main>
  );
}
