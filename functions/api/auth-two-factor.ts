// The second step of signing in, open only with the short-lived cookie a right password earned:
// a code (or recovery code), or, when the owners require two-factor, enrolment on the spot.
import { twoFactorCodeSchema } from '@nodal/shared';
import { findAdminById, getDb } from '@nodal/db';
import { readChallenge } from '../src/auth/session.ts';
import { signedIn } from '../src/auth/sign-in.ts';
import { beginEnrolment, checkSecondFactor, confirmEnrolment, REUSED_CODE_MESSAGE } from '../src/auth/two-factor.ts';
import { audit } from '../src/audit.ts';
import { forbidden, unauthorized } from '../src/http/errors.ts';
import { api } from '../src/http/handler.ts';
import { assertSecondFactorAllowed, clearSecondFactorFailures, recordSecondFactorFailure } from '../src/http/limits.ts';
import { parseJson } from '../src/http/parse.ts';
import { json } from '../src/http/respond.ts';

const EXPIRED = 'Your sign-in has expired. Please log in again.';

async function challengedAdmin(req: Request) {
  const challenge = await readChallenge(req);
  if (!challenge) throw unauthorized(EXPIRED);
  const admin = await findAdminById(await getDb(), challenge.adminId);
  if (!admin || admin.deactivated) throw unauthorized(EXPIRED);
  return { admin, mode: challenge.mode };
}

export default api('authTwoFactor', {
  async POST(req, { ip, route }) {
    const { admin, mode } = await challengedAdmin(req);
    const db = await getDb();
    if (route === 'authTwoFactorSetup') {
      if (mode !== 'enrol') throw forbidden('Two-factor sign-in is already set up');
      return json({ data: await beginEnrolment(db, admin.id, admin.email) });
    }
    const { code } = await parseJson(req, twoFactorCodeSchema);
    await assertSecondFactorAllowed(ip, admin.id);
    const outcome = await db.transaction(async (tx) => {
      if (mode === 'enrol') {
        const enrolment = await confirmEnrolment(tx, admin.id, code);
        if (!enrolment.ok) return enrolment;
        await audit(tx, { id: admin.id, email: admin.email, ip }, 'two_factor.enable', {
          type: 'admin',
          id: admin.id,
        });
        return { ok: true as const, how: 'totp', recoveryCodes: enrolment.recoveryCodes };
      }
      const check = await checkSecondFactor(tx, admin.id, code);
      return check.ok ? { ...check, recoveryCodes: undefined } : check;
    });
    if (!outcome.ok) {
      await recordSecondFactorFailure(ip, admin.id);
      await audit(db, { id: admin.id, email: admin.email, ip }, 'auth.sign_in_failed', null, {
        reason: 'second_factor',
      });
      // A code already spent in its time step stays refused; only the words differ.
      throw unauthorized(outcome.reason === 'reused' ? REUSED_CODE_MESSAGE : 'Invalid code');
    }
    await clearSecondFactorFailures(ip, admin.id);
    return signedIn(req, ip, admin, outcome.how, outcome.recoveryCodes ? { recoveryCodes: outcome.recoveryCodes } : {});
  },
});
