import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { Button } from './button.tsx';

export function Pagination({
  page,
  pageSize,
  total,
  onPage,
  label,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  label: string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <nav
      aria-label={label}
      className="flex items-center justify-between gap-3 border-t border-slate-200 px-4 py-2.5 text-[13px] text-slate-600"
    >
      <p>
        <span className="font-medium text-slate-900">{from.toLocaleString('en-US')}</span>–
        <span className="font-medium text-slate-900">{to.toLocaleString('en-US')}</span> of{' '}
        <span className="font-medium text-slate-900">{total.toLocaleString('en-US')}</span>
      </p>
      <div className="flex items-center gap-1.5">
        <span className="hidden sm:inline">
          Page {page} of {pages.toLocaleString('en-US')}
        </span>
        <Button variant="secondary" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1}>
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
        <Button variant="secondary" size="sm" onClick={() => onPage(page + 1)} disabled={page >= pages}>
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
