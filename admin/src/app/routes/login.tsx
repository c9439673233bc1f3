import { Navigate, useSearchParams } from 'react-router';
import CircleAlert from 'lucide-react/icons/circle-alert';
import { pages } from '@nodal/shared';
import { LogoMark } from '../../components/ui/logo.tsx';
import { isAuthorised, LoginForm, useAuth } from '../../features/auth/index.ts';

export function Component() {
  const [params] = useSearchParams();
  const error = params.get('error');
  const { data } = useAuth();
  if (isAuthorised(data)) return <Navigate to={pages.admin} replace />;

  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-50 bg-[radial-gradient(ellipse_at_top,var(--color-indigo-100),transparent_60%)] px-4 py-12">
      <title>Login · Nodal Admin</title>
      <div className="w-full max-w-sm">
        <div className="mb-6 flex justify-center">
          <LogoMark className="size-10 drop-shadow-sm" />
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <div className="mb-6 text-center">
            <h1 className="text-xl font-semibold tracking-tight text-slate-900">Welcome to Nodal</h1>
            <p className="mt-1 text-sm text-slate-500">Admin Login</p>
          </div>
          {error && (
            <div
              role="alert"
              className="mb-5 flex gap-2 rounded-md border border-red-200 bg-red-50 px-3 py-2.5 text-sm text-red-800"
            >
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-600" />
              <p>{error}</p>
            </div>
          )}
          <LoginForm />
        </div>
      </div>
    </main>
  );
}
