import useSWR, { mutate } from 'swr';
import {
  AUTH_REFETCH_INTERVAL_MS,
  api,
  SIGNED_IN_HINT_COOKIE,
  type AuthStatus,
  type LoginInput,
  type SecondFactorChallenge,
} from '@nodal/shared';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';

/** 401 means "not signed in" (null); any other failure is an error of its own. */
export async function fetchAuthStatus(url: string): Promise<AuthStatus | null> {
  try {
    return await apiRequest<AuthStatus>(url);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw new Error('Failed to fetch authentication status', { cause: error });
  }
}

/**
 * Whether the server's "may be signed in" hint is here (SIGNED_IN_HINT_COOKIE, set and cleared with
 * the session). Without it there is certainly no session, so nothing needs to be asked.
 */
export function hasSignedInHint(cookies: string = document.cookie): boolean {
  return cookies.split(';').some((part) => part.trim() === `${SIGNED_IN_HINT_COOKIE}=1`);
}

/**
 * Who is signed in. The admin pages always ask; the login page (`onlyWithHint`) asks only when the
 * hint says a session may exist: for a visitor the spec's answer is a 401, which the browser logs
 * as a failed request on a page where nothing failed.
 */
export function useAuth({ onlyWithHint = false }: { onlyWithHint?: boolean } = {}) {
  const key = onlyWithHint && !hasSignedInHint() ? null : api.authUser;
  return useSWR<AuthStatus | null>(key, fetchAuthStatus, {
    revalidateOnFocus: true,
    refreshInterval: AUTH_REFETCH_INTERVAL_MS,
    shouldRetryOnError: false,
    keepPreviousData: false,
  });
}

export function isAuthorised(status: AuthStatus | null | undefined): boolean {
  return Boolean(status?.isAuthenticated && status.user?.isAdmin === true);
}

/** Signed in, or (two-factor) the second step the server asks for. */
export function login(
  input: LoginInput,
): Promise<AuthStatus & { secondFactor?: SecondFactorChallenge['secondFactor'] }> {
  return apiRequest(api.authLogin, { method: 'POST', body: input });
}

export async function logout(): Promise<void> {
  await apiRequest(api.authLogout, { method: 'POST' });
}

/**
 * Called in the same tick as the navigation away, so the guard never re-renders as "denied"
 * for a sign-out the person asked for; the next page refetches on mount anyway.
 */
export function setAuthCache(status: AuthStatus | null): void {
  void mutate(api.authUser, status, { revalidate: false });
}
