import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card.tsx';

/** One titled block of the Security screen (and the Team screen's policy). */
export function SectionCard({
  title,
  description,
  aside,
  children,
  id,
}: {
  title: string;
  description?: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
  id?: string;
}) {
  const headingId = `${id ?? title.toLowerCase().replace(/\W+/g, '-')}-heading`;
  return (
    <Card className="p-0" aria-labelledby={headingId} role="region">
      <div className="flex flex-col gap-2 border-b border-slate-100 px-4 py-4 sm:flex-row sm:items-start sm:justify-between sm:px-6">
        <div className="min-w-0">
          <h2 id={headingId} className="text-[15px] font-semibold text-slate-900">
            {title}
          </h2>
          {description && <p className="mt-1 max-w-prose text-sm text-slate-500">{description}</p>}
        </div>
        {aside && <div className="shrink-0">{aside}</div>}
      </div>
      <div className="px-4 py-5 sm:px-6">{children}</div>
    </Card>
  );
}
