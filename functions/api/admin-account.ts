// The signed-in person's own account: who they are (role, two-factor) and their password.
import { changePasswordSchema, type Account } from '@nodal/shared';
import {
  findAdminById,
  findTeamMember,
  getDb,
  getSecurityPolicy,
  revokeAdminSessions,
  setAdminPassword,
} from '@nodal/db';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '../src/auth/common-passwords.ts';
import { requireAdminSession } from '../src/auth/guards.ts';
import { hashPassword, verifyPassword } from '../src/auth/password.ts';
import { audit } from '../src/audit.ts';
import { badRequest, notFound, unauthorized } from '../src/http/errors.ts';
import { api } from '../src/http/handler.ts';
import { assertLoginAllowed, clearLoginFailures, recordLoginFailure } from '../src/http/limits.ts';
import { parseJson } from '../src/http/parse.ts';
import { json } from '../src/http/respond.ts';

export default api('adminAccount', {
  async GET(req) {
    const { user, role } = await requireAdminSession(req);
    const db = await getDb();
    const [member, policy] = await Promise.all([findTeamMember(db, user.id), getSecurityPolicy(db)]);
    if (!member) throw unauthorized();
    const account: Account = {
      id: member.id,
      email: member.email,
      name: member.name,
      role,
      twoFactorEnabled: member.twoFactor,
      twoFactorRequired: policy.requireTwoFactor,
    };
    return json({ data: account });
  },

  /** PUT /api/admin/account/password: every other session of the person ends; this one stays. */
  async PUT(req, { ip }) {
    const { user, sessionId } = await requireAdminSession(req);
    if (!new URL(req.url).pathname.endsWith('/password')) throw notFound();
    const input = await parseJson(req, changePasswordSchema);
    if (isCommonPassword(input.newPassword))
      throw badRequest(COMMON_PASSWORD_MESSAGE, { newPassword: [COMMON_PASSWORD_MESSAGE] });
    // A stolen session must not buy unlimited guesses at the password behind it.
    await assertLoginAllowed(ip, user.email);
    const db = await getDb();
    const admin = await findAdminById(db, user.id);
    if (!admin) throw unauthorized();
    if (!(await verifyPassword(input.currentPassword, admin.passwordHash))) {
      await recordLoginFailure(ip, user.email);
      throw badRequest('Current password is incorrect', { currentPassword: ['Current password is incorrect'] });
    }
    await clearLoginFailures(ip, user.email);
    const hash = await hashPassword(input.newPassword);
    const ended = await db.transaction(async (tx) => {
      await setAdminPassword(tx, user.id, hash);
      const count = await revokeAdminSessions(tx, user.id, sessionId);
      await audit(
        tx,
        { id: user.id, email: user.email, ip },
        'account.password_change',
        { type: 'admin', id: user.id },
        {
          password: '[changed]',
          otherSessionsEnded: count,
        },
      );
      return count;
    });
    return json({ data: { success: true, otherSessionsEnded: ended } });
  },
});
