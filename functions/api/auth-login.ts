import { loginSchema } from '@nodal/shared';
import { verifyPassword } from '../src/auth/password.ts';
import { startSession } from '../src/auth/session.ts';
import { findAdminByEmail, getDb } from '@nodal/db';
import { unauthorized } from '../src/http/errors.ts';
import { api } from '../src/http/handler.ts';
import { assertLoginAllowed, clearLoginFailures, recordLoginFailure } from '../src/http/limits.ts';
import { parseJson } from '../src/http/parse.ts';
import { json } from '../src/http/respond.ts';

export default api({
  async POST(req, { ip }) {
    const { email, password } = await parseJson(req, loginSchema);
    await assertLoginAllowed(ip, email);
    const admin = await findAdminByEmail(await getDb(), email);
    // Unknown email and wrong password take the same path and the same time.
    if (!(await verifyPassword(password, admin?.passwordHash ?? null)) || !admin) {
      await recordLoginFailure(ip, email);
      throw unauthorized('Invalid email or password');
    }
    await clearLoginFailures(ip, email);
    const setCookie = await startSession(req, admin.id);
    const user = { id: admin.id, email: admin.email, isAdmin: admin.isAdmin };
    return json({ isAuthenticated: true, user }, 200, { 'Set-Cookie': setCookie });
  },
});
