import { pages } from '@nodal/shared';
import { ButtonLink } from '../../components/ui/button.tsx';

export function Component() {
  return (
    <main className="flex min-h-[60dvh] flex-col items-center justify-center gap-3 p-6 text-center">
      <title>Page not found · Nodal Admin</title>
      <h1 className="text-lg font-semibold text-slate-900">404 Page Not Found</h1>
      <p className="text-sm text-slate-600">Did you forget to add the page to the router?</p>
      <ButtonLink to={pages.admin} variant="secondary">
        Back to Admin
      </ButtonLink>
    </main>
  );
}
