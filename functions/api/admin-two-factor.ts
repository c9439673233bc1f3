// The signed-in person's two-factor sign-in: status, enrolment (setup, then a first code to
// confirm it), and turning it off with the password (unless the owners require it).
import { disableTwoFactorSchema, twoFactorCodeSchema, type TwoFactorStatus } from '@nodal/shared';
import { disableTotp, findAdminById, getDb, getSecurityPolicy, getTwoFactor } from '@nodal/db';
import { requireAdminSession } from '../src/auth/guards.ts';
import { verifyPassword } from '../src/auth/password.ts';
import { beginEnrolment, confirmEnrolment, REUSED_CODE_MESSAGE } from '../src/auth/two-factor.ts';
import { audit } from '../src/audit.ts';
import { badRequest, conflict, forbidden, unauthorized } from '../src/http/errors.ts';
import { api } from '../src/http/handler.ts';
import {
  assertLoginAllowed,
  assertSecondFactorAllowed,
  recordLoginFailure,
  clearSecondFactorFailures,
  recordSecondFactorFailure,
} from '../src/http/limits.ts';
import { parseJson } from '../src/http/parse.ts';
import { json } from '../src/http/respond.ts';

export default api('adminTwoFactor', {
  async GET(req) {
    const { user } = await requireAdminSession(req);
    const db = await getDb();
    const [state, policy] = await Promise.all([getTwoFactor(db, user.id), getSecurityPolicy(db)]);
    const status: TwoFactorStatus = {
      enabled: Boolean(state?.enabledAt),
      required: policy.requireTwoFactor,
      recoveryCodesLeft: state?.enabledAt ? state.recoveryCodesLeft : 0,
    };
    return json({ data: status });
  },

  /** POST /api/admin/two-factor/setup: a new secret to scan, pending until confirmed. */
  async POST(req) {
    const { user } = await requireAdminSession(req);
    const db = await getDb();
    if ((await getTwoFactor(db, user.id))?.enabledAt) throw conflict('Two-factor sign-in is already on');
    return json({ data: await beginEnrolment(db, user.id, user.email) });
  },

  /** PUT /api/admin/two-factor {code}: confirms enrolment and answers the ten recovery codes, once. */
  async PUT(req, { ip }) {
    const { user } = await requireAdminSession(req);
    const { code } = await parseJson(req, twoFactorCodeSchema);
    await assertSecondFactorAllowed(ip, user.id);
    const db = await getDb();
    const enrolment = await db.transaction(async (tx) => {
      const result = await confirmEnrolment(tx, user.id, code);
      if (result.ok)
        await audit(tx, { id: user.id, email: user.email, ip }, 'two_factor.enable', { type: 'admin', id: user.id });
      return result;
    });
    if (!enrolment.ok) {
      await recordSecondFactorFailure(ip, user.id);
      if (enrolment.reason === 'reused') throw badRequest(REUSED_CODE_MESSAGE, { code: [REUSED_CODE_MESSAGE] });
      throw badRequest('Invalid code', {
        code: ['That code did not match. Check the time on your phone and try again.'],
      });
    }
    await clearSecondFactorFailures(ip, user.id);
    return json({ data: { recoveryCodes: enrolment.recoveryCodes } });
  },

  async DELETE(req, { ip }) {
    const { user } = await requireAdminSession(req);
    const { password } = await parseJson(req, disableTwoFactorSchema);
    const db = await getDb();
    if ((await getSecurityPolicy(db)).requireTwoFactor)
      throw forbidden('Your team requires two-factor sign-in, so it cannot be turned off');
    await assertLoginAllowed(ip, user.email);
    const admin = await findAdminById(db, user.id);
    if (!admin) throw unauthorized();
    if (!(await verifyPassword(password, admin.passwordHash))) {
      await recordLoginFailure(ip, user.email);
      throw badRequest('Password is incorrect', { password: ['Password is incorrect'] });
    }
    await db.transaction(async (tx) => {
      await disableTotp(tx, user.id);
      await audit(tx, { id: user.id, email: user.email, ip }, 'two_factor.disable', { type: 'admin', id: user.id });
    });
    return json({ data: { success: true } });
  },
});
