import { Link } from 'react-router';
import AlarmClock from 'lucide-react/icons/alarm-clock';
import CheckCircle from 'lucide-react/icons/circle-check';
import { pages } from '@nodal/shared';
import { focusRing } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { useOverdueCount } from '../api/contacts.ts';

/** The dashboard's line on follow-up: how many contacts are past their reply day, linking to them. */
export function OverdueSummary() {
  const { data, error } = useOverdueCount();
  if (error || !data) return null;
  const n = data.total;
  if (n === 0)
    return (
      <p className="flex items-center gap-2 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
        <CheckCircle aria-hidden="true" className="size-4 shrink-0" />
        No contacts are overdue for a reply.
      </p>
    );
  return (
    <Link
      to={`${pages.adminContacts}?due=overdue`}
      className={cn(
        'flex items-center gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900 transition hover:border-red-300 hover:bg-red-100/60',
        focusRing,
      )}
    >
      <AlarmClock aria-hidden="true" className="size-4 shrink-0" />
      <span>
        <strong className="font-semibold tabular-nums" data-testid="overdue-count">
          {n.toLocaleString('en-US')}
        </strong>{' '}
        {n === 1 ? 'contact is' : 'contacts are'} overdue for a reply (promised within 2 business days).
      </span>
      <span className="ml-auto shrink-0 font-medium underline underline-offset-2">View overdue</span>
    </Link>
  );
}
