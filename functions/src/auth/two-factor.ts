// Two-factor sign-in, shared by the login step and the Security screen: enrolment (a pending secret
// confirmed by a first code) and checking a code or a recovery code.
import type { TwoFactorSetup } from '@nodal/shared';
import { claimTotpStep, enableTotp, getTwoFactor, setPendingTotp, useRecoveryCode, type Queryable } from '@nodal/db';
import { hashRecoveryCode, isTotpCode, matchTotp, newRecoveryCodes, newTotpSecret, totpUri } from './totp.ts';

/** A fresh secret, kept pending until a code from it is confirmed; asking again replaces it. */
export async function beginEnrolment(db: Queryable, adminId: number, email: string): Promise<TwoFactorSetup> {
  const secret = newTotpSecret();
  await setPendingTotp(db, adminId, secret);
  return { secret, uri: totpUri(secret, email) };
}

/** Turns two-factor on if the code matches the pending secret; the ten recovery codes, or null. */
export async function confirmEnrolment(tx: Queryable, adminId: number, code: string): Promise<string[] | null> {
  const state = await getTwoFactor(tx, adminId, true);
  if (!state?.pendingSecret || !isTotpCode(code)) return null;
  const step = matchTotp(state.pendingSecret, code);
  if (step === null) return null;
  const codes = newRecoveryCodes();
  await enableTotp(tx, adminId, state.pendingSecret, step, codes.map(hashRecoveryCode));
  return codes;
}

/**
 * A code from the app (each time step accepted once) or an unused recovery code (spent here).
 * Returns how it matched, or null.
 */
export async function checkSecondFactor(
  tx: Queryable,
  adminId: number,
  code: string,
): Promise<'totp' | 'recovery_code' | null> {
  const state = await getTwoFactor(tx, adminId, true);
  if (!state?.secret) return null;
  if (isTotpCode(code)) {
    const step = matchTotp(state.secret, code);
    return step !== null && (await claimTotpStep(tx, adminId, step)) ? 'totp' : null;
  }
  return (await useRecoveryCode(tx, adminId, hashRecoveryCode(code))) ? 'recovery_code' : null;
}
