import { CONTACT_STATUS_COLORS, CONTACT_STATUS_LABELS, type Contact } from '@nodal/shared';
import { Badge } from '../../../components/ui/badge.tsx';

export function StatusBadge({ status }: { status: Contact['status'] }) {
  return <Badge color={CONTACT_STATUS_COLORS[status]}>{CONTACT_STATUS_LABELS[status]}</Badge>;
}

/** "Wed, Nov 25" from the stored YYYY-MM-DD (a calendar date: no time zone to shift it). */
export function formatDueDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** The reply date, with Overdue or Due today when it calls for action. */
export function DueInfo({ contact, compact = false }: { contact: Contact; compact?: boolean }) {
  if (!contact.replyDueOn) return null;
  const state = contact.dueState;
  const when = formatDueDate(contact.replyDueOn);
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5 text-xs text-slate-500">
      {state === 'overdue' && <Badge color="red">Overdue</Badge>}
      {state === 'today' && <Badge color="amber">Due today</Badge>}
      {state !== 'done' && (
        <span className="whitespace-nowrap tabular-nums">
          {compact ? 'Due ' : 'Reply by '}
          <time dateTime={contact.replyDueOn}>{compact ? when.replace(/^\w+, /, '') : when}</time>
        </span>
      )}
    </span>
  );
}
