import { useSyncExternalStore } from 'react';
import useSWR, { mutate } from 'swr';
import { api, type RebuildStatus } from '@nodal/shared';

// When the admin last changed public content in this tab; null until they do.
let changedAt: number | null = null;
const listeners = new Set<() => void>();

/** Call after any successful change that the public (prebuilt) site shows. */
export function notifyPublicContentChanged(): void {
  changedAt = Date.now();
  for (const l of listeners) l();
  void mutate(api.adminRebuildStatus);
}

export function dismissRebuildNotice(): void {
  changedAt = null;
  for (const l of listeners) l();
}

function useChangedAt(): number | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => changedAt,
  );
}

export const isBusy = (status: RebuildStatus | undefined) => status?.state === 'queued' || status?.state === 'building';

/** Polls every 2 s, but only while a rebuild is queued or running; otherwise stays quiet. */
export function useRebuildStatus() {
  const since = useChangedAt();
  const query = useSWR<{ data: RebuildStatus }>(since === null ? null : api.adminRebuildStatus, {
    refreshInterval: (latest) => (isBusy(latest?.data) ? 2000 : 0),
    keepPreviousData: false,
  });
  return { since, status: query.data?.data };
}
