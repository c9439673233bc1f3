// The two screens an article fetched in the browser can show before or instead of the article: the
// loading line, and a dead end with a way back to Updates (a missing article, a dead preview link).
import { pages } from '@nodal/shared/paths';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import type { ComponentType, ReactNode, SVGProps } from 'react';

export function ArticleUnavailable({
  icon: Icon,
  title,
  children,
}: {
  icon: ComponentType<SVGProps<SVGSVGElement> & { strokeWidth?: number }>;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-5 py-20 text-center">
      <div className="flex size-14 items-center justify-center rounded-2xl bg-muted-bg text-slate-500 ring-1 ring-line">
        <Icon strokeWidth={1.75} className="size-6" aria-hidden="true" />
      </div>
      <h1 className="mt-6 text-3xl font-semibold tracking-tight text-ink">{title}</h1>
      {children}
      <a href={pages.updates} className="btn btn-primary btn-lg mt-8">
        <ArrowLeft strokeWidth={1.75} className="size-4" aria-hidden="true" />
        Back to Updates
      </a>
    </div>
  );
}

export function ArticleLoading({ label }: { label: string }) {
  return (
    <div role="status" className="flex min-h-[60vh] items-center justify-center gap-3 px-5 text-slate-600">
      <span
        className="size-5 animate-spin rounded-full border-2 border-slate-300 border-t-brand-600"
        aria-hidden="true"
      />
      {label}
    </div>
  );
}
