// Two-factor sign-in, shared by the login step and the Security screen: enrolment (a pending secret
// confirmed by a first code) and checking a code or a recovery code.
import type { TwoFactorSetup } from '@nodal/shared';
import {
  claimTotpStep,
  enableTotp,
  getTwoFactor,
  setPendingTotp,
  useRecoveryCode,
  type Queryable,
  type TwoFactorState,
} from '@nodal/db';
import { hashRecoveryCode, isTotpCode, matchTotp, newRecoveryCodes, newTotpSecret, totpUri } from './totp.ts';

/**
 * The answer to a right code from the app whose time step was already accepted. It is still
 * refused (a code works once), but the person learns that waiting for the app's next code helps.
 */
export const REUSED_CODE_MESSAGE = 'This code was just used. Wait for the next one.';

/** Why a code was refused: it matches nothing, or it matches a time step already spent. */
export type CodeRefusal = { ok: false; reason: 'invalid' | 'reused' };
const refused = (reason: CodeRefusal['reason']): CodeRefusal => ({ ok: false, reason });

/** A fresh secret, kept pending until a code from it is confirmed; asking again replaces it. */
export async function beginEnrolment(db: Queryable, adminId: number, email: string): Promise<TwoFactorSetup> {
  const secret = newTotpSecret();
  await setPendingTotp(db, adminId, secret);
  return { secret, uri: totpUri(secret, email) };
}

/** True when `code` is from the active secret and its time step was already accepted. */
function spentOnActiveSecret(state: TwoFactorState, code: string): boolean {
  if (!state.secret || state.lastStep === null) return false;
  const step = matchTotp(state.secret, code);
  return step !== null && step <= state.lastStep;
}

/**
 * Turns two-factor on if the code matches the pending secret, and answers the ten recovery codes.
 * Once enrolment is confirmed there is no pending secret: the same code sent again (a second
 * submit, or two at once) is refused as reused, since the confirmation spent its time step.
 */
export async function confirmEnrolment(
  tx: Queryable,
  adminId: number,
  code: string,
): Promise<{ ok: true; recoveryCodes: string[] } | CodeRefusal> {
  const state = await getTwoFactor(tx, adminId, true);
  if (!state || !isTotpCode(code)) return refused('invalid');
  if (!state.pendingSecret) return refused(spentOnActiveSecret(state, code) ? 'reused' : 'invalid');
  const step = matchTotp(state.pendingSecret, code);
  if (step === null) return refused('invalid');
  const recoveryCodes = newRecoveryCodes();
  await enableTotp(tx, adminId, state.pendingSecret, step, recoveryCodes.map(hashRecoveryCode));
  return { ok: true, recoveryCodes };
}

/**
 * A code from the app (each time step accepted once) or an unused recovery code (spent here).
 * A right app code whose step (or a later one) was already accepted is refused as reused.
 */
export async function checkSecondFactor(
  tx: Queryable,
  adminId: number,
  code: string,
): Promise<{ ok: true; how: 'totp' | 'recovery_code' } | CodeRefusal> {
  const state = await getTwoFactor(tx, adminId, true);
  if (!state?.secret) return refused('invalid');
  if (isTotpCode(code)) {
    const step = matchTotp(state.secret, code);
    if (step === null) return refused('invalid');
    return (await claimTotpStep(tx, adminId, step)) ? { ok: true, how: 'totp' } : refused('reused');
  }
  return (await useRecoveryCode(tx, adminId, hashRecoveryCode(code)))
    ? { ok: true, how: 'recovery_code' }
    : refused('invalid');
}
