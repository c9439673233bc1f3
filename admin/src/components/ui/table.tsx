import type { HTMLAttributes, ReactNode, TdHTMLAttributes, ThHTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * From md up; lists render stacked cards below that. Between md and a wide screen the table
 * scrolls sideways inside its card, and the scroller is focusable so a keyboard user can scroll
 * it too (axe: scrollable-region-focusable).
 */
export function Table({ label, children, minWidth = 720 }: { label: string; children: ReactNode; minWidth?: number }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="hidden overflow-x-auto md:block focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600"
    >
      <table className="w-full border-collapse text-left text-[13px]" style={{ minWidth }}>
        {children}
      </table>
    </div>
  );
}

export function THead({ children }: { children: ReactNode }) {
  return (
    <thead className="border-b border-slate-200 bg-slate-50/80 text-xs font-medium text-slate-500">
      <tr>{children}</tr>
    </thead>
  );
}

export function Th({ className, ...props }: ThHTMLAttributes<HTMLTableCellElement>) {
  return <th scope="col" className={cn('px-4 py-2.5 font-medium whitespace-nowrap', className)} {...props} />;
}

export function Tr({ className, ...props }: HTMLAttributes<HTMLTableRowElement>) {
  return <tr className={cn('border-b border-slate-100 last:border-0 hover:bg-slate-50/60', className)} {...props} />;
}

export function Td({ className, ...props }: TdHTMLAttributes<HTMLTableCellElement>) {
  return <td className={cn('px-4 py-2.5 align-top text-slate-700', className)} {...props} />;
}
