import { useEffect, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import ShieldAlert from 'lucide-react/icons/shield-alert';
import { LOGOUT_REDIRECT_DELAY_MS, pages } from '@nodal/shared';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { isAuthorised, logout, setAuthCache, useAuth } from '../api/auth.ts';

function Centered({ children }: { children: ReactNode }) {
  return <div className="flex min-h-dvh items-center justify-center bg-slate-50 p-6">{children}</div>;
}

/** Every admin route renders through this: checking → authorised, or out to /login. */
export function AuthGuard({ children }: { children: ReactNode }) {
  const { data, error, isLoading } = useAuth();
  const navigate = useNavigate();
  const authorised = isAuthorised(data);
  const denied = !isLoading && !error && data !== undefined && !authorised;
  const leaving = useRef(false);

  useEffect(() => {
    if (leaving.current || (!denied && !error)) return;
    leaving.current = true;
    // A stale or non-admin session is cleared on the server before we leave.
    if (denied) logout().catch(() => undefined);
    // Not cleared on re-render: once we decided to leave, a focus refetch must not cancel it.
    setTimeout(() => {
      setAuthCache(null);
      navigate(pages.login, { replace: true });
    }, LOGOUT_REDIRECT_DELAY_MS);
  }, [denied, error, navigate]);

  if (authorised) return <>{children}</>;

  if (denied) {
    return (
      <Centered>
        <div role="alert" className="flex flex-col items-center gap-3 text-center">
          <div className="flex size-10 items-center justify-center rounded-full bg-amber-50 text-amber-600">
            <ShieldAlert aria-hidden="true" className="size-5" />
          </div>
          <h1 className="text-base font-semibold text-slate-900">Authentication required</h1>
          <Button onClick={() => navigate(pages.login, { replace: true })}>Go to Login</Button>
        </div>
      </Centered>
    );
  }

  return (
    <Centered>
      <p role="status" className="flex items-center gap-2.5 text-sm text-slate-500">
        <Spinner />
        Checking authentication...
      </p>
    </Centered>
  );
}
