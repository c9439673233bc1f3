import type { ReactNode } from 'react';
import Download from 'lucide-react/icons/download';
import { errorMessage } from '../../lib/api-client.ts';
import type { PagedList } from '../../lib/paged-list.ts';
import { buttonClass } from './button.tsx';
import { ListPanel } from './list-panel.tsx';
import { Pagination } from './pagination.tsx';
import { SearchInput } from './search-input.tsx';
import { EmptyState, ErrorState, LoadingState } from './states.tsx';
import { Table, THead } from './table.tsx';

/**
 * A server-paged inbox (signups, contact messages) in its panel: search and the optional CSV
 * export above, then an error with Retry, loading, the empty state, or the records (cards on
 * phones, a table from md up) and their pages.
 * A failed refresh shows its error even over rows already loaded, so staff never act on a stale page.
 */
export function PagedListPanel<T>({
  list,
  title,
  noun,
  emptyTitle,
  csvHref,
  filters,
  pagesLabel,
  card,
  table,
  head,
  row,
}: {
  list: PagedList<T>;
  title: string;
  /** 'contacts' gives 'Search contacts...', 'Error loading contacts: …' and 'Loading contacts...'. */
  noun: string;
  emptyTitle: string;
  /** The export of the current search; no button without it. */
  csvHref?: string;
  /** Server-side filters shown under the title bar (the inbox's status, assignee and reply date; the audit log's person, action and dates). */
  filters?: ReactNode;
  pagesLabel: string;
  /** One record as a stacked card (an <li>), for phones. */
  card: (record: T) => ReactNode;
  /** The table that replaces the cards from the md breakpoint, its header cells and one row (a <Tr>). */
  table: { label: string; minWidth: number };
  head: ReactNode;
  row: (record: T) => ReactNode;
}) {
  const rows = list.data?.data ?? [];
  return (
    <ListPanel
      title={title}
      total={list.data?.total}
      refreshing={list.isValidating && !list.isLoading}
      toolbar={
        <>
          <SearchInput
            value={list.search}
            onChange={list.setSearch}
            placeholder={`Search ${noun}...`}
            className="sm:w-64"
          />
          {csvHref && (
            <a href={csvHref} download className={buttonClass('secondary', 'md')}>
              <Download aria-hidden="true" />
              Export CSV
            </a>
          )}
        </>
      }
    >
      {filters && <div className="border-b border-slate-200 bg-slate-50/60 px-4 py-2.5">{filters}</div>}
      {list.error ? (
        <ErrorState message={`Error loading ${noun}: ${errorMessage(list.error)}`} onRetry={() => list.mutate()} />
      ) : list.isLoading && !list.data ? (
        <LoadingState label={`Loading ${noun}...`} />
      ) : rows.length === 0 ? (
        <EmptyState title={emptyTitle} />
      ) : (
        <>
          {/* Phones get stacked cards; a table of five or six columns does not fit 390 px. */}
          <ul className="divide-y divide-slate-100 md:hidden">{rows.map((record) => card(record))}</ul>
          <Table label={table.label} minWidth={table.minWidth}>
            <THead>{head}</THead>
            <tbody>{rows.map((record) => row(record))}</tbody>
          </Table>
          <Pagination
            page={list.page}
            pageSize={list.pageSize}
            total={list.data?.total ?? 0}
            onPage={list.setPage}
            label={pagesLabel}
          />
        </>
      )}
    </ListPanel>
  );
}
