import { Navigate, useSearchParams } from 'react-router';
import CircleAlert from 'lucide-react/icons/circle-alert';
import { pages } from '@nodal/shared';
import { AuthLayout } from '../../components/layouts/auth-layout.tsx';
import { isAuthorised, LoginForm, useAuth } from '../../features/auth/index.ts';

export function Component() {
  const [params] = useSearchParams();
  const error = params.get('error');
  // A visitor without the signed-in hint is shown the form without asking the server first.
  const { data } = useAuth({ onlyWithHint: true });
  if (isAuthorised(data)) return <Navigate to={pages.admin} replace />;

  return (
    <AuthLayout documentTitle="Login · Nodal Admin" title="Welcome to Nodal" subtitle="Admin Login">
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
    </AuthLayout>
  );
}
