import { useSyncExternalStore } from 'react';
import useSWR, { mutate } from 'swr';
import { api, type RebuildStatus } from '@nodal/shared';
import { onRebuildRequested } from '../../../lib/api-client.ts';

// When an answer in this tab last said its change asked for a rebuild; null until one does.
let changedAt: number | null = null;
const listeners = new Set<() => void>();

// The server says which changes the public (prebuilt) site shows: every answer that asked for a
// rebuild carries the Nodal-Rebuild header, and the API client passes that on here.
onRebuildRequested(() => {
  changedAt = Date.now();
  for (const l of listeners) l();
  void mutate(api.adminRebuildStatus);
});

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
