import { api, type Contact } from '@nodal/shared';
import { apiRequest, withQuery } from '../../../lib/api-client.ts';
import { usePagedList } from '../../../lib/paged-list.ts';

export function useContacts(pageSize?: number) {
  return usePagedList<Contact>(api.adminContacts, 'Failed to fetch contacts', pageSize);
}

export function deleteContact(id: number): Promise<unknown> {
  return apiRequest(api.adminContact(id), { method: 'DELETE' });
}

export const contactsCsvHref = (q: string) => withQuery(api.adminContactsCsv, { q });
