import type { ReactNode } from 'react';
import { LogoMark } from '../ui/logo.tsx';

/** The centred card of the screens a person sees before the admin itself: sign-in and joining the team. */
export function AuthLayout({
  documentTitle,
  title,
  subtitle,
  children,
}: {
  documentTitle: string;
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-50 bg-[radial-gradient(ellipse_at_top,var(--color-indigo-100),transparent_60%)] px-4 py-12">
      <title>{documentTitle}</title>
      <div className="w-full max-w-sm">
        <div className="mb-6 flex justify-center">
          <LogoMark className="size-10 drop-shadow-sm" />
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <div className="mb-6 text-center">
            <h1 className="text-xl font-semibold tracking-tight text-slate-900">{title}</h1>
            <p className="mt-1 text-sm text-slate-500">{subtitle}</p>
          </div>
          {children}
        </div>
      </div>
    </main>
  );
}
