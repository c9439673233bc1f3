import { api, type Signup } from '@nodal/shared';
import { apiRequest, withQuery } from '../../../lib/api-client.ts';
import { usePagedList } from '../../../lib/paged-list.ts';

export function useSignups(pageSize?: number) {
  return usePagedList<Signup>(api.adminSignups, 'Failed to fetch signups', pageSize);
}

export function deleteSignup(id: number): Promise<unknown> {
  return apiRequest(api.adminSignup(id), { method: 'DELETE' });
}

export const signupsCsvHref = (q: string) => withQuery(api.adminSignupsCsv, { q });
