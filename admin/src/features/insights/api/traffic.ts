import useSWR from 'swr';
import { api, type TrafficAnswer, type TrafficQuery, type TrafficReport } from '@nodal/shared';
import { apiData } from '../../../lib/api-client.ts';
import { rangeQuery } from '../range.ts';

// The realtime count looks back a few minutes; every half minute keeps it current without a load
// worth noticing. SWR does not poll a hidden tab (refreshWhenHidden is off by default).
const REALTIME_REFRESH_MS = 30_000;

/** One Traffic report for a range; each card loads its own, as the Insights charts do. */
export function useTraffic<R extends TrafficReport>(report: R, range: TrafficQuery) {
  return useSWR<TrafficAnswer<R>>(`${api.adminTraffic(report)}?${rangeQuery(range)}`, (key: string) =>
    apiData<TrafficAnswer<R>>(key),
  );
}

/** Visitors and views of the last few minutes, asked again every half minute while the tab is seen. */
export function useRealtime(range: TrafficQuery) {
  return useSWR<TrafficAnswer<'realtime'>>(
    `${api.adminTraffic('realtime')}?${rangeQuery(range)}`,
    (key: string) => apiData<TrafficAnswer<'realtime'>>(key),
    { refreshInterval: REALTIME_REFRESH_MS },
  );
}

/** A report's rows as a file, written by the server like the other CSV exports. */
export const trafficCsvHref = (report: TrafficReport, range: TrafficQuery) =>
  `${api.adminTrafficCsv(report)}?${rangeQuery(range)}`;
