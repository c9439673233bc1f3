import useSWR from 'swr';
import { api, type InsightChart, type InsightsAnswer, type InsightsQuery } from '@nodal/shared';
import { apiData } from '../../../lib/api-client.ts';
import { rangeQuery } from '../range.ts';

/** One chart's numbers for a range; each card loads its own, so one slow or failed chart holds up no other. */
export function useInsight<C extends InsightChart>(chart: C, range: InsightsQuery) {
  return useSWR<InsightsAnswer<C>>(`${api.adminInsights(chart)}?${rangeQuery(range)}`, (key: string) =>
    apiData<InsightsAnswer<C>>(key),
  );
}

/** The same numbers as a file, computed by the server like the other CSV exports. */
export const insightCsvHref = (chart: InsightChart, range: InsightsQuery) =>
  `${api.adminInsightsCsv(chart)}?${rangeQuery(range)}`;
