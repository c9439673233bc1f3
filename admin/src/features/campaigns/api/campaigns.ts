import useSWR, { mutate } from 'swr';
import {
  api,
  audienceQuerySchema,
  type AudienceQuery,
  type CampaignDraft,
  type CampaignInput,
  type CampaignPreview,
  type CampaignSummary,
} from '@nodal/shared';
import { apiData, dataFetcher } from '../../../lib/api-client.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { refreshWhileQueued } from '../lib/delivery.ts';

/** Every campaign with its delivery so far; asked again every few seconds while any has recipients queued. */
export function useCampaigns() {
  return useSWR<CampaignSummary[]>(api.adminCampaigns, dataFetcher<CampaignSummary[]>, {
    // A new function each render on purpose: SWR reschedules its timer when this changes, and only
    // then sees the data that arrived (a stable function is asked once, before any data, and says 0).
    refreshInterval: (latest) => refreshWhileQueued(latest),
  });
}

/** Saves and queues one campaign; the list (wherever it is shown) loads again. */
export async function createCampaign(input: CampaignInput): Promise<CampaignSummary> {
  const created = await apiData<CampaignSummary>(api.adminCampaigns, { method: 'POST', body: input });
  await mutate(api.adminCampaigns);
  return created;
}

export async function countAudience(query: AudienceQuery): Promise<number> {
  return (await apiData<{ count: number }>(api.adminCampaignAudience, { method: 'POST', body: query })).count;
}

export function previewCampaign(draft: CampaignDraft): Promise<CampaignPreview> {
  return apiData<CampaignPreview>(api.adminCampaignPreview, { method: 'POST', body: draft });
}

export function sendTestCampaign(draft: CampaignDraft): Promise<{ sentTo: string }> {
  return apiData<{ sentTo: string }>(api.adminCampaignTest, { method: 'POST', body: draft });
}

/**
 * How many the audience being typed reaches now: asked once typing pauses, and only for a query the
 * API would take (an empty count or no topic asks nothing). The last answer stays while the next loads.
 */
export function useAudienceCount(query: unknown) {
  const parsed = audienceQuerySchema.safeParse(query);
  const key = useDebouncedValue(parsed.success ? JSON.stringify(parsed.data) : null, 400);
  const answer = useSWR<number>(key === null ? null : [api.adminCampaignAudience, key], ([, body]: [string, string]) =>
    countAudience(JSON.parse(body) as AudienceQuery),
  );
  return { ...answer, valid: parsed.success, settling: key !== (parsed.success ? JSON.stringify(parsed.data) : null) };
}
