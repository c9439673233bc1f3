import useSWR, { mutate } from 'swr';
import {
  api,
  type Account,
  type ChangePasswordInput,
  type SessionInfo,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '@nodal/shared';
import { apiData, apiRequest, dataFetcher } from '../../../lib/api-client.ts';

export function useAccount() {
  return useSWR<Account>(api.adminAccount, dataFetcher<Account>);
}

export function useSessions() {
  return useSWR<SessionInfo[]>(api.adminSessions, dataFetcher<SessionInfo[]>);
}

export function useTwoFactorStatus() {
  return useSWR<TwoFactorStatus>(api.adminTwoFactor, dataFetcher<TwoFactorStatus>);
}

export async function changePassword(input: ChangePasswordInput): Promise<{ otherSessionsEnded: number }> {
  const result = await apiData<{ otherSessionsEnded: number }>(api.adminAccountPassword, {
    method: 'PUT',
    body: input,
  });
  await mutate(api.adminSessions);
  return result;
}

export async function endSession(id: string): Promise<void> {
  await apiRequest(api.adminSession(id), { method: 'DELETE' });
  await mutate(api.adminSessions);
}

export async function endAllSessions(): Promise<void> {
  await apiRequest(api.adminSessions, { method: 'DELETE' });
}

export const startEnrolment = () => apiData<TwoFactorSetup>(api.adminTwoFactorSetup, { method: 'POST' });

export async function refreshTwoFactor(): Promise<void> {
  await Promise.all([mutate(api.adminTwoFactor), mutate(api.adminAccount)]);
}

/**
 * Confirms enrolment and answers the recovery codes. The two-factor status and the account are
 * fetched again at once, so the status shows On while the codes are still on screen.
 */
export async function confirmEnrolment(code: string): Promise<string[]> {
  const { recoveryCodes } = await apiData<{ recoveryCodes: string[] }>(api.adminTwoFactor, {
    method: 'PUT',
    body: { code },
  });
  void refreshTwoFactor();
  return recoveryCodes;
}

export async function disableTwoFactor(password: string): Promise<void> {
  await apiRequest(api.adminTwoFactor, { method: 'DELETE', body: { password } });
  await refreshTwoFactor();
}
