import useSWR from 'swr';
import { api, type Contact, type ContactNote, type ContactPatch, type StaffMember } from '@nodal/shared';
import { apiRequest, withQuery } from '../../../lib/api-client.ts';
import { usePagedList } from '../../../lib/paged-list.ts';

/** The inbox's server-side filters: status, assignee (an id or `none`) and reply date. */
export interface InboxFilters {
  status: string;
  assignee: string;
  due: string;
}

export const NO_FILTERS: InboxFilters = { status: '', assignee: '', due: '' };

export function useContacts(pageSize?: number, filters: InboxFilters = NO_FILTERS) {
  return usePagedList<Contact>(api.adminContacts, 'Failed to fetch contacts', pageSize, { ...filters });
}

export function deleteContact(id: number): Promise<unknown> {
  return apiRequest(api.adminContact(id), { method: 'DELETE' });
}

export const contactsCsvHref = (q: string, filters: InboxFilters = NO_FILTERS) =>
  withQuery(api.adminContactsCsv, { q, ...filters });

/** One contact, fresh from the server; `fallback` (the list's row) shows until it arrives. */
export function useContact(id: number | null, fallback?: Contact) {
  return useSWR<{ data: Contact }>(id ? api.adminContact(id) : null, {
    fallbackData: fallback ? { data: fallback } : undefined,
  });
}

export async function patchContact(id: number, patch: ContactPatch): Promise<Contact> {
  return (await apiRequest<{ data: Contact }>(api.adminContact(id), { method: 'PATCH', body: patch })).data;
}

export function useNotes(id: number | null) {
  return useSWR<{ data: ContactNote[] }>(id ? api.adminContactNotes(id) : null);
}

export function addNote(id: number, body: string): Promise<unknown> {
  return apiRequest(api.adminContactNotes(id), { method: 'POST', body: { body } });
}

export function useStaff() {
  return useSWR<{ data: StaffMember[] }>(api.adminStaff);
}

/** How many open contacts are past their reply day (the dashboard's figure). */
export function useOverdueCount() {
  return useSWR<{ total: number }>(withQuery(api.adminContacts, { due: 'overdue', pageSize: 1 }));
}
