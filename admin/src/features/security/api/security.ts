import useSWR, { mutate } from 'swr';
import {
  api,
  type Account,
  type ChangePasswordInput,
  type SessionInfo,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '@nodal/shared';
import { apiRequest } from '../../../lib/api-client.ts';

export function useAccount() {
  return useSWR<Account>(api.adminAccount);
}

export function useSessions() {
  return useSWR<{ items: SessionInfo[] }>(api.adminSessions);
}

export function useTwoFactorStatus() {
  return useSWR<TwoFactorStatus>(api.adminTwoFactor);
}

export async function changePassword(input: ChangePasswordInput): Promise<{ otherSessionsEnded: number }> {
  const result = await apiRequest<{ otherSessionsEnded: number }>(api.adminAccountPassword, {
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

export const startEnrolment = () => apiRequest<TwoFactorSetup>(api.adminTwoFactorSetup, { method: 'POST' });

export async function confirmEnrolment(code: string): Promise<string[]> {
  const { recoveryCodes } = await apiRequest<{ recoveryCodes: string[] }>(api.adminTwoFactor, {
    method: 'PUT',
    body: { code },
  });
  return recoveryCodes;
}

export async function refreshTwoFactor(): Promise<void> {
  await Promise.all([mutate(api.adminTwoFactor), mutate(api.adminAccount)]);
}

export async function disableTwoFactor(password: string): Promise<void> {
  await apiRequest(api.adminTwoFactor, { method: 'DELETE', body: { password } });
  await refreshTwoFactor();
}
