import { useRovingTabs } from '@nodal/ui/use-roving-tabs';
import { type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { focusRing } from './button.tsx';

export interface TabItem<T extends string> {
  value: T;
  label: ReactNode;
}

/** WAI-ARIA tabs (useRovingTabs): one tab stop, arrows/Home/End move between tabs and activate them. */
export function Tabs<T extends string>({
  tabs,
  value,
  onChange,
  label,
  children,
  className,
  listClassName,
  panelClassName = 'mt-4',
}: {
  tabs: TabItem<T>[];
  value: T;
  onChange: (value: T) => void;
  label: string;
  children: ReactNode;
  className?: string;
  listClassName?: string;
  panelClassName?: string;
}) {
  const tabList = useRovingTabs({ values: tabs.map((t) => t.value), value, onChange });

  return (
    <div className={className}>
      <div
        {...tabList.listProps}
        aria-label={label}
        className={cn('inline-flex gap-1 rounded-lg bg-slate-100 p-1', listClassName)}
      >
        {tabs.map((tab) => {
          const selected = tab.value === value;
          return (
            <button
              key={tab.value}
              {...tabList.tabProps(tab.value)}
              className={cn(
                'inline-flex h-8 items-center gap-1.5 rounded-md px-3 text-sm font-medium transition-colors',
                selected ? 'bg-white text-slate-900 shadow-xs' : 'text-slate-600 hover:text-slate-900',
                focusRing,
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div {...tabList.panelProps} className={panelClassName}>
        {children}
      </div>
    </div>
  );
}
