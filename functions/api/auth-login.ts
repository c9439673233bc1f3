import { loginSchema, type SecondFactorChallenge } from '@nodal/shared';
import { verifyPassword } from '../src/auth/password.ts';
import { startChallenge } from '../src/auth/session.ts';
import { signedIn } from '../src/auth/sign-in.ts';
import { audit } from '../src/audit.ts';
import { findAdminByEmail, getDb, getSecurityPolicy } from '@nodal/db';
import { unauthorized } from '../src/http/errors.ts';
import { api } from '../src/http/handler.ts';
import { assertLoginAllowed, clearLoginFailures, recordLoginFailure } from '../src/http/limits.ts';
import { parseJson } from '../src/http/parse.ts';
import { json } from '../src/http/respond.ts';

export default api('authLogin', {
  async POST(req, { ip }) {
    const { email, password } = await parseJson(req, loginSchema);
    await assertLoginAllowed(ip, email);
    const db = await getDb();
    const admin = await findAdminByEmail(db, email);
    // Unknown email and wrong password take the same path and the same time.
    if (!(await verifyPassword(password, admin?.passwordHash ?? null)) || !admin) {
      await recordLoginFailure(ip, email);
      await audit(db, { id: admin?.id ?? null, email, ip }, 'auth.sign_in_failed', null, { reason: 'password' });
      throw unauthorized('Invalid email or password');
    }
    if (admin.deactivated) {
      await audit(db, { id: admin.id, email: admin.email, ip }, 'auth.sign_in_failed', null, { reason: 'deactivated' });
      throw unauthorized('This account has been deactivated');
    }
    await clearLoginFailures(ip, email);
    const required = admin.isAdmin && (await getSecurityPolicy(db)).requireTwoFactor;
    if (admin.totpEnabled || required) {
      const mode = admin.totpEnabled ? 'totp' : 'enrol';
      const body: SecondFactorChallenge = { isAuthenticated: false, user: null, secondFactor: mode };
      return json(body, 200, { 'Set-Cookie': await startChallenge(req, admin.id, mode) });
    }
    return signedIn(req, ip, admin, 'password', {}, { bare: true });
  },
});
