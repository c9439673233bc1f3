import type { SWRConfiguration } from 'swr';
import { LIST_RETRY_COUNT } from '@nodal/shared';
import { fetcher } from './api-client.ts';

/**
 * Data is never considered fresh (every mount refetches), nothing refetches on focus or
 * polls by default, and a failed query is retried once. The auth query opts back into focus and
 * interval refetching where it is declared.
 */
export const swrConfig: SWRConfiguration = {
  fetcher,
  revalidateOnMount: true,
  revalidateIfStale: true,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  refreshInterval: 0,
  dedupingInterval: 0,
  errorRetryCount: LIST_RETRY_COUNT,
  errorRetryInterval: 1000,
  keepPreviousData: true,
};
