import {
  ACCESS_STATUS_COLORS,
  ACCESS_STATUS_LABELS,
  formatDateTime,
  SUBSCRIBER_STATUS_COLORS,
  SUBSCRIBER_STATUS_LABELS,
  SUBSCRIPTION_TOPICS,
  SUPPRESSION_REASON_LABELS,
  topicsLabel,
  type Signup,
} from '@nodal/shared';
import { Badge } from '../../../components/ui/badge.tsx';
import { PagedListPanel } from '../../../components/ui/paged-list-panel.tsx';
import { DeleteIconButton } from '../../../components/ui/row-actions.tsx';
import { OneLine, Td, Th, Tr } from '../../../components/ui/table.tsx';
import { deleteAfterConfirm } from '../../../lib/save.ts';
import { deleteSignup, signupsCsvHref, useSignups } from '../api/signups.ts';

/** Where the subscription stands; a confirmed or unconfirmed person's topics beneath it. */
function Subscription({ signup }: { signup: Signup }) {
  return (
    <>
      <Badge color={SUBSCRIBER_STATUS_COLORS[signup.status]}>{SUBSCRIBER_STATUS_LABELS[signup.status]}</Badge>
      {signup.suppressed && (
        <Badge color="red" className="ml-1">
          Suppressed: {SUPPRESSION_REASON_LABELS[signup.suppressed].toLowerCase()}
        </Badge>
      )}
      {signup.position !== null && (
        <span className="mt-1 block text-xs font-medium text-slate-700 tabular-nums">
          #{signup.position.toLocaleString('en-US')} in the queue
          {signup.referrals > 0 && ` · ${signup.referrals} referral${signup.referrals === 1 ? '' : 's'}`}
        </span>
      )}
      {signup.status !== 'unsubscribed' && (
        <span className="mt-1 block text-xs text-slate-500">
          {SUBSCRIPTION_TOPICS.every((t) => signup.topics.includes(t)) ? 'All topics' : topicsLabel(signup.topics)}
        </span>
      )}
    </>
  );
}

/** Waitlisted, invited or accepted; a dash for anyone not confirmed and never invited. */
function Access({ signup }: { signup: Signup }) {
  if (!signup.access) return <span className="text-slate-500">—</span>;
  return <Badge color={ACCESS_STATUS_COLORS[signup.access]}>{ACCESS_STATUS_LABELS[signup.access]}</Badge>;
}

function NotProvided({ value }: { value: string | null }) {
  return value ? <>{value}</> : <span className="text-slate-500 italic">Not provided</span>;
}

export function SignupsList({ variant }: { variant: 'dashboard' | 'page' }) {
  const list = useSignups();
  const isPage = variant === 'page';
  const onDelete = async (signup: Signup) => {
    const deleted = await deleteAfterConfirm(
      `Delete the signup of ${signup.email}? This cannot be undone.`,
      () => deleteSignup(signup.id),
      { success: 'Signup deleted', failure: 'Failed to delete signup' },
    );
    if (deleted) await list.mutate();
  };

  return (
    <PagedListPanel
      list={list}
      title="Early Access Signups"
      noun="signups"
      emptyTitle="No signups found"
      csvHref={isPage ? signupsCsvHref(list.q) : undefined}
      pagesLabel="Signups pages"
      card={(s) => (
        <li key={s.id} className="flex items-start gap-3 px-4 py-3">
          <div className="min-w-0 flex-1">
            <div className="flex items-baseline justify-between gap-3">
              <p className="min-w-0 text-sm font-medium text-slate-900 wrap-anywhere">{s.name}</p>
              <p className="shrink-0 text-xs text-slate-500 tabular-nums">{formatDateTime(s.createdAt)}</p>
            </div>
            <a href={`mailto:${s.email}`} className="block text-[13px] text-indigo-700 wrap-anywhere">
              {s.email}
            </a>
            <dl className="mt-1.5 grid grid-cols-[auto_1fr] gap-x-2 text-xs">
              <dt className="text-slate-500">Institution</dt>
              <dd className="text-slate-700 wrap-anywhere">
                <NotProvided value={s.institution} />
              </dd>
              <dt className="text-slate-500">Research Area</dt>
              <dd className="text-slate-700 wrap-anywhere">
                <NotProvided value={s.researchArea} />
              </dd>
              <dt className="text-slate-500">Status</dt>
              <dd className="text-slate-700 wrap-anywhere">
                <Subscription signup={s} />
              </dd>
              <dt className="text-slate-500">Access</dt>
              <dd>
                <Access signup={s} />
              </dd>
            </dl>
          </div>
          {isPage && <DeleteIconButton label="Delete" onClick={() => onDelete(s)} />}
        </li>
      )}
      table={{ label: 'Early access signups', minWidth: isPage ? 860 : 640 }}
      head={
        <>
          <Th>Date</Th>
          <Th>Name</Th>
          <Th>Email</Th>
          <Th>Institution</Th>
          <Th>Research Area</Th>
          {isPage && <Th>Status</Th>}
          {isPage && <Th className="text-right">Actions</Th>}
        </>
      }
      row={(s) => (
        <Tr key={s.id}>
          <Td className="whitespace-nowrap text-slate-500 tabular-nums">{formatDateTime(s.createdAt)}</Td>
          <Td className="min-w-28 font-medium text-slate-900 wrap-anywhere">{s.name}</Td>
          <Td>
            <OneLine value={s.email} href={`mailto:${s.email}`} />
          </Td>
          <Td className="min-w-28 wrap-anywhere">
            <NotProvided value={s.institution} />
          </Td>
          <Td className="min-w-28 wrap-anywhere">
            <NotProvided value={s.researchArea} />
          </Td>
          {isPage && (
            <Td className="min-w-36">
              <Subscription signup={s} />
              {/* Beside the status, not a column of its own: seven columns do not fit 1280 px. */}
              <span className="mt-1.5 flex items-center gap-1.5 text-xs text-slate-500">
                Access <Access signup={s} />
              </span>
            </Td>
          )}
          {isPage && (
            <Td className="text-right">
              <DeleteIconButton label="Delete" title="Delete" onClick={() => onDelete(s)} />
            </Td>
          )}
        </Tr>
      )}
    />
  );
}
