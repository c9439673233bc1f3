import { useState } from 'react';
import useSWR from 'swr';
import { ADMIN_PAGE_SIZE, type Page, type PagedAnswer } from '@nodal/shared';
import { apiRequest, withQuery } from './api-client.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

/** The original admin lists (signups, contacts) answer a flat page; the others keep the paging under `meta`. One shape for the views. */
export function flatPage<T>(answer: Page<T> | PagedAnswer<T>): Page<T> {
  return 'meta' in answer ? { ...answer.meta, data: answer.data } : answer;
}

/**
 * Server-side search and paging for lists that may hold 100,000 rows: the browser only ever holds
 * one page. `failurePrefix` turns a failure into the fixed "Failed to fetch …: reason".
 */
export function usePagedList<T>(
  url: string,
  failurePrefix: string,
  pageSize: number = ADMIN_PAGE_SIZE.default,
  /** Extra server-side filters (the contacts inbox's status, assignee, reply date); empty ones are left out. */
  filters: Record<string, string> = {},
) {
  const [search, setSearchValue] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(search.trim(), 250);
  const key = withQuery(url, { q, ...filters, page, pageSize });
  const query = useSWR<Page<T>>(key, async (k: string) => {
    try {
      return flatPage(await apiRequest<Page<T> | PagedAnswer<T>>(k));
    } catch (error) {
      throw new Error(`${failurePrefix}: ${(error as Error).message}`, { cause: error });
    }
  });
  const setSearch = (value: string) => {
    setSearchValue(value);
    setPage(1);
  };
  return { ...query, search, setSearch, q, page, setPage, pageSize };
}

/** One server-paged list as `usePagedList` hands it to a view. */
export type PagedList<T> = ReturnType<typeof usePagedList<T>>;
