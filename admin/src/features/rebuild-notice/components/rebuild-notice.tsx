import CircleCheck from 'lucide-react/icons/circle-check';
import CircleAlert from 'lucide-react/icons/circle-alert';
import X from 'lucide-react/icons/x';
import { pages } from '@nodal/shared';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { focusRing } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { dismissRebuildNotice, isBusy, useRebuildStatus } from '../api/rebuild.ts';

/**
 * Public pages are prebuilt, so a saved change is not public until the site rebuilds. This says
 * so, and says when it is live, so nobody refreshes the site wondering where their edit went.
 */
export function RebuildNotice() {
  const { since, status } = useRebuildStatus();
  if (since === null || !status) return null;

  const builtAfterChange = status.lastBuiltAt !== null && Date.parse(status.lastBuiltAt) >= since - 1000;
  let tone: 'busy' | 'live' | 'failed' | 'requested';
  if (isBusy(status)) tone = 'busy';
  else if (status.state === 'failed') tone = 'failed';
  else if (status.state === 'requested') tone = 'requested';
  else if (builtAfterChange) tone = 'live';
  else return null;

  return (
    <div
      role="status"
      className={cn(
        // Sticky: the change that triggered it may have been made far down a long page.
        'sticky top-16 z-20 mb-5 flex items-center gap-3 rounded-lg border px-3.5 py-2.5 text-sm shadow-sm lg:top-4',
        tone === 'busy' && 'border-indigo-200 bg-indigo-50 text-indigo-900',
        tone === 'live' && 'border-emerald-200 bg-emerald-50 text-emerald-900',
        tone === 'requested' && 'border-slate-200 bg-white text-slate-700',
        tone === 'failed' && 'border-red-200 bg-red-50 text-red-900',
      )}
    >
      {tone === 'busy' && <Spinner className="text-indigo-500" />}
      {tone === 'live' && <CircleCheck aria-hidden="true" className="size-4 text-emerald-600" />}
      {tone === 'failed' && <CircleAlert aria-hidden="true" className="size-4 text-red-600" />}
      <p className="min-w-0 flex-1">
        {tone === 'busy' && 'The public site is rebuilding… your changes will be live in a moment.'}
        {tone === 'live' && (
          <>
            The public site is live with your changes.{' '}
            <a
              href={pages.home}
              target="_blank"
              rel="noreferrer"
              className={cn('font-medium underline underline-offset-2', focusRing)}
            >
              View site
            </a>
          </>
        )}
        {tone === 'requested' && 'The public site rebuild was requested; changes go live in a few minutes.'}
        {tone === 'failed' && `The public site rebuild failed${status.lastError ? `: ${status.lastError}` : '.'}`}
      </p>
      {!isBusy(status) && (
        <button
          type="button"
          aria-label="Dismiss rebuild notice"
          onClick={dismissRebuildNotice}
          className={cn('rounded p-0.5 opacity-70 hover:opacity-100', focusRing)}
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
    </div>
  );
}
