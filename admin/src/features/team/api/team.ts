import useSWR, { mutate } from 'swr';
import {
  api,
  type AcceptInviteInput,
  type AuthStatus,
  type CreatedInvite,
  type InviteInput,
  type InvitePreview,
  type MemberUpdateInput,
  type TeamMember,
  type TeamOverview,
} from '@nodal/shared';
import { apiData, apiRequest, dataFetcher, withQuery } from '../../../lib/api-client.ts';

export function useTeam() {
  return useSWR<TeamOverview>(api.adminTeam, dataFetcher<TeamOverview>);
}

async function changed<T>(promise: Promise<T>): Promise<T> {
  const result = await promise;
  await mutate(api.adminTeam);
  return result;
}

export const createInvite = (input: InviteInput) =>
  changed(apiData<CreatedInvite>(api.adminInvites, { method: 'POST', body: input }));
export const revokeInvite = (id: string) => changed(apiRequest(api.adminInvite(id), { method: 'DELETE' }));
export const updateMember = (id: number, input: MemberUpdateInput) =>
  changed(apiData<TeamMember>(api.adminTeamMember(id), { method: 'PATCH', body: input }));
export const resetTwoFactor = (id: number) =>
  changed(apiData<TeamMember>(api.adminTeamTwoFactor(id), { method: 'DELETE' }));
export async function transferOwnership(id: number): Promise<TeamMember> {
  const member = await changed(apiData<TeamMember>(api.adminTeamTransfer(id), { method: 'POST' }));
  await mutate(api.adminAccount);
  return member;
}
export const setRequireTwoFactor = (requireTwoFactor: boolean) =>
  changed(apiRequest(api.adminSecurityPolicy, { method: 'PUT', body: { requireTwoFactor } }));

export const previewInvite = (token: string) => apiData<InvitePreview>(withQuery(api.authInvite, { token }));
export const acceptInvite = (input: AcceptInviteInput) =>
  apiData<AuthStatus>(api.authInvite, { method: 'POST', body: input });
