import {
  useEffect,
  useRef,
  useState,
  type HTMLAttributes,
  type ReactNode,
  type TdHTMLAttributes,
  type ThHTMLAttributes,
} from 'react';
import ChevronsRight from 'lucide-react/icons/chevrons-right';
import { cn } from '../../lib/cn.ts';

/** Whether the element can scroll sideways (and has more to see to its right) or down. */
function useSidewaysOverflow() {
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState({ overflowing: false, moreRight: false, tall: false });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      const overflowing = el.scrollWidth > el.clientWidth + 1;
      const moreRight = overflowing && el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
      const tall = el.scrollHeight > el.clientHeight + 1;
      setState((s) =>
        s.overflowing === overflowing && s.moreRight === moreRight && s.tall === tall
          ? s
          : { overflowing, moreRight, tall },
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    el.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      el.removeEventListener('scroll', measure);
    };
  }, []);
  return { ref, ...state };
}

/**
 * From md up (lists render stacked cards below that), or at every width with `onPhones`. Long values wrap inside their cell
 * (`wrap-anywhere`) or stay on one line with an ellipsis (`OneLine`), so from a laptop's width up
 * every column fits. Narrower than `minWidth` the table scrolls inside its card: the
 * scroller then becomes focusable (a keyboard user can scroll it too) and a fade with a hint
 * says there is more to the right.
 */
export function Table({
  label,
  children,
  minWidth = 640,
  onPhones = false,
  maxHeight,
}: {
  label: string;
  children: ReactNode;
  minWidth?: number;
  /** Shown at every width: for a table of a few narrow columns that a phone can hold (charts' numbers). */
  onPhones?: boolean;
  /** Scrolls down inside this height (px), for hundreds of rows; pair it with a sticky THead. */
  maxHeight?: number;
}) {
  const { ref, overflowing, moreRight, tall } = useSidewaysOverflow();
  return (
    <div className={cn('relative', onPhones ? 'block' : 'hidden md:block')}>
      <div
        ref={ref}
        role="region"
        aria-label={label}
        tabIndex={overflowing || tall ? 0 : undefined}
        className="overflow-x-auto focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600"
        style={maxHeight ? { maxHeight } : undefined}
      >
        <table className="w-full border-collapse text-left text-[13px]" style={{ minWidth }}>
          {children}
        </table>
      </div>
      {moreRight && (
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 right-0 flex w-12 items-start justify-end bg-gradient-to-l from-white via-white/80 to-transparent pt-2.5 pr-1.5"
        >
          <ChevronsRight className="size-4 text-slate-500" />
        </div>
      )}
      {overflowing && (
        <p className="border-t border-slate-100 px-4 py-1.5 text-xs text-slate-500">
          Scroll sideways to see every column.
        </p>
      )}
    </div>
  );
}

export function THead({ children, sticky = false }: { children: ReactNode; sticky?: boolean }) {
  return (
    <thead
      className={cn(
        'border-b border-slate-200 text-xs font-medium text-slate-500',
        sticky ? 'sticky top-0 z-10 bg-slate-50 shadow-[0_1px_0_var(--color-slate-200)]' : 'bg-slate-50/80',
      )}
    >
      <tr>{children}</tr>
    </thead>
  );
}

export function Th({ className, ...props }: ThHTMLAttributes<HTMLTableCellElement>) {
  return (
    <th
      scope="col"
      className={cn('px-3 py-2.5 font-medium whitespace-nowrap first:pl-4 last:pr-4', className)}
      {...props}
    />
  );
}

export function Tr({ className, ...props }: HTMLAttributes<HTMLTableRowElement>) {
  return <tr className={cn('border-b border-slate-100 last:border-0 hover:bg-slate-50/60', className)} {...props} />;
}

export function Td({ className, ...props }: TdHTMLAttributes<HTMLTableCellElement>) {
  return <td className={cn('px-3 py-2.5 align-top text-slate-700 first:pl-4 last:pr-4', className)} {...props} />;
}

/**
 * A value kept to one line inside its column (an email address reads badly broken over four
 * lines): cut with an ellipsis, the whole value in the tooltip, and, when it is a link, shown in
 * full while it has keyboard focus. Elsewhere the row's details carry the full value too.
 */
export function OneLine({ value, href }: { value: string; href?: string }) {
  const className = 'block max-w-44 truncate';
  if (!href) {
    return (
      <span title={value} className={className}>
        {value}
      </span>
    );
  }
  return (
    <a
      href={href}
      title={value}
      className={cn(
        className,
        'text-indigo-700 hover:underline focus:whitespace-normal focus:wrap-anywhere focus-visible:outline-2 focus-visible:outline-indigo-600',
      )}
    >
      {value}
    </a>
  );
}
