import type { ReactNode } from 'react';
import type { BadgeColor } from '@nodal/shared';
import { cn } from '../../lib/cn.ts';

// Text shades are one step darker than usual so every pair clears WCAG AA contrast.
const colors: Record<BadgeColor | 'indigo' | 'emerald' | 'amber' | 'red', string> = {
  blue: 'bg-blue-50 text-blue-800 ring-blue-600/20',
  green: 'bg-green-50 text-green-800 ring-green-600/20',
  purple: 'bg-purple-50 text-purple-800 ring-purple-600/20',
  orange: 'bg-orange-50 text-orange-800 ring-orange-600/20',
  gray: 'bg-slate-100 text-slate-700 ring-slate-500/20',
  indigo: 'bg-indigo-50 text-indigo-800 ring-indigo-600/20',
  emerald: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  amber: 'bg-amber-50 text-amber-800 ring-amber-600/20',
  red: 'bg-red-50 text-red-800 ring-red-600/20',
};

export type BadgeTone = keyof typeof colors;

export function Badge({
  color = 'gray',
  children,
  className,
}: {
  color?: BadgeTone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-md px-1.5 py-0.5 text-xs font-medium ring-1 ring-inset',
        colors[color],
        className,
      )}
    >
      {children}
    </span>
  );
}
