import { LogoMark } from '../../components/ui/logo.tsx';
import { AcceptInvite } from '../../features/team/index.ts';

export function Component() {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-50 bg-[radial-gradient(ellipse_at_top,var(--color-indigo-100),transparent_60%)] px-4 py-12">
      <title>Join the team · Nodal Admin</title>
      <div className="w-full max-w-sm">
        <div className="mb-6 flex justify-center">
          <LogoMark className="size-10 drop-shadow-sm" />
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <div className="mb-6 text-center">
            <h1 className="text-xl font-semibold tracking-tight text-slate-900">Join the Nodal team</h1>
            <p className="mt-1 text-sm text-slate-500">Set your name and password</p>
          </div>
          <AcceptInvite />
        </div>
      </div>
    </main>
  );
}
