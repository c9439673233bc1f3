import type { ReactNode } from 'react';
import { Link } from 'react-router';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { pages } from '@nodal/shared';

/**
 * Every admin page's title block. Each page below the dashboard shows the same way back to it above
 * its title ("Back to Admin"), so no page has a navigation pattern of its own.
 */
export function PageHeader({
  title,
  description,
  actions,
  home = false,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  /** The dashboard itself: no way back to show. */
  home?: boolean;
}) {
  return (
    <div className="mb-6">
      {!home && (
        <Link
          to={pages.admin}
          className="mb-2 inline-flex items-center gap-1.5 rounded text-[13px] font-medium text-slate-500 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          <ArrowLeft className="size-3.5" aria-hidden="true" />
          Back to Admin
        </Link>
      )}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-xl font-semibold tracking-tight text-slate-900">{title}</h1>
          {description && <p className="mt-1 text-sm text-slate-500">{description}</p>}
        </div>
        {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
      </div>
    </div>
  );
}
