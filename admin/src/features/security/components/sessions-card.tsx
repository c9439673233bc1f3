import { useState } from 'react';
import { useNavigate } from 'react-router';
import Monitor from 'lucide-react/icons/monitor';
import { formatDateTime, pages, type SessionInfo } from '@nodal/shared';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { saveWithToast } from '../../../lib/save.ts';
import { endAllSessions, endSession, useSessions } from '../api/security.ts';
import { SectionCard } from './section-card.tsx';

function SessionRow({ session }: { session: SessionInfo }) {
  const [pending, setPending] = useState(false);
  const end = async () => {
    setPending(true);
    const ok = await saveWithToast(() => endSession(session.id), {
      success: 'The session was ended.',
      failure: 'Could not end the session',
    });
    if (!ok) setPending(false);
  };
  return (
    <li className="flex flex-col gap-3 py-3.5 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 gap-3">
        <div className="flex size-9 shrink-0 items-center justify-center rounded-md bg-slate-100 text-slate-500">
          <Monitor aria-hidden="true" className="size-4" />
        </div>
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-900">
            <span className="wrap-anywhere">{session.browser}</span>
            {session.current && <Badge color="indigo">This browser</Badge>}
          </p>
          <p className="mt-0.5 text-xs text-slate-500">
            {session.ip ? `${session.ip} · ` : ''}Signed in {formatDateTime(session.createdAt)} · Last active{' '}
            {formatDateTime(session.lastUsedAt)}
          </p>
        </div>
      </div>
      {!session.current && (
        <Button
          variant="secondary"
          size="sm"
          onClick={end}
          disabled={pending}
          aria-label={`End session: ${session.browser}, signed in ${formatDateTime(session.createdAt)}`}
          className="self-start sm:self-center"
        >
          {pending ? 'Ending...' : 'End session'}
        </Button>
      )}
    </li>
  );
}

export function SessionsCard() {
  const { data, error, isLoading, mutate } = useSessions();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);

  const everywhere = async () => {
    if (!window.confirm('Sign out on every device, this one included?')) return;
    setLeaving(true);
    const ok = await saveWithToast(endAllSessions, {
      success: 'You were signed out everywhere.',
      failure: 'Could not sign out everywhere',
    });
    if (ok) navigate(pages.login, { replace: true });
    else setLeaving(false);
  };

  const items = data ?? [];
  return (
    <SectionCard
      title="Active sessions"
      description="Where you are signed in. A session ends after 2 hours without use, or 12 hours after sign-in."
      aside={
        <Button variant="secondary" size="sm" onClick={everywhere} disabled={leaving}>
          {leaving ? 'Signing out...' : 'Sign out everywhere'}
        </Button>
      }
    >
      {error && !data ? (
        <ErrorState message={`Error loading sessions: ${errorMessage(error)}`} onRetry={() => void mutate()} />
      ) : isLoading && !data ? (
        <LoadingState label="Loading sessions..." />
      ) : (
        <ul aria-label="Active sessions" className="divide-y divide-slate-100">
          {items.map((session) => (
            <SessionRow key={session.id} session={session} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
