import useSWR from 'swr';
import { api, type SectionConfig, type SectionId } from '@nodal/shared';
import { apiRequest } from '../../../lib/api-client.ts';

export function useSectionConfigs() {
  return useSWR<{ data: SectionConfig[] }>(api.adminSiteConfig);
}

export function setSectionVisible(sectionId: SectionId, isVisible: boolean): Promise<{ data: SectionConfig }> {
  return apiRequest(api.adminSiteConfigSection(sectionId), { method: 'PUT', body: { isVisible } });
}
