import useSWR from 'swr';
import { api, type SentMessage, type Settings, type SettingsValues } from '@nodal/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { usePagedList } from '../../../lib/paged-list.ts';

export function useSettings() {
  return useSWR<{ data: Settings }>(api.adminSettings);
}

export async function saveSettings(values: SettingsValues): Promise<Settings> {
  return (await apiRequest<{ data: Settings }>(api.adminSettings, { method: 'PUT', body: values })).data;
}

export function useSentMail(status: string) {
  return usePagedList<SentMessage>(api.adminSentMail, 'Failed to fetch sent mail', undefined, { status });
}

export function useSentMessage(id: number | null) {
  return useSWR<{ data: SentMessage }>(id ? api.adminSentMessage(id) : null);
}

export function retryMessage(id: number): Promise<unknown> {
  return apiRequest(api.adminSentMessageRetry(id), { method: 'POST' });
}
