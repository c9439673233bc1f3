// An invitation link's landing: GET tells the accept page whose invitation it is, POST creates the
// account (name and password) and signs the new member in. Each link works once, for 72 hours.
import { acceptInviteSchema, type InvitePreview } from '@nodal/shared';
import { findOpenInvite, getDb, insertInvitedMember, markInviteAccepted } from '@nodal/db';
import * as z from 'zod';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '../src/auth/common-passwords.ts';
import { readInvite } from '../src/auth/invite-token.ts';
import { hashPassword } from '../src/auth/password.ts';
import { signedIn } from '../src/auth/sign-in.ts';
import { audit } from '../src/audit.ts';
import { badRequest, conflict, HttpError } from '../src/http/errors.ts';
import { api } from '../src/http/handler.ts';
import { parseJson, parseQuery } from '../src/http/parse.ts';
import { json } from '../src/http/respond.ts';

const gone = () => new HttpError(410, 'This invitation link has expired or has already been used');

async function openInvite(token: string, lock = false, db?: Parameters<typeof findOpenInvite>[0]) {
  const id = await readInvite(token);
  if (!id) throw gone();
  const invite = await findOpenInvite(db ?? (await getDb()), id, lock);
  if (!invite) throw gone();
  return invite;
}

export default api('authInvite', {
  async GET(req) {
    const { token } = parseQuery(req, z.object({ token: z.string().min(1).max(2000) }));
    const invite = await openInvite(token);
    const preview: InvitePreview = {
      email: invite.email,
      role: invite.role,
      expiresAt: invite.expiresAt.toISOString(),
    };
    return json({ data: preview });
  },

  async POST(req, { ip }) {
    const { token, name, password } = await parseJson(req, acceptInviteSchema);
    if (isCommonPassword(password)) throw badRequest(COMMON_PASSWORD_MESSAGE, { password: [COMMON_PASSWORD_MESSAGE] });
    const hash = await hashPassword(password);
    const db = await getDb();
    const member = await db.transaction(async (tx) => {
      const invite = await openInvite(token, true, tx);
      const id = await insertInvitedMember(tx, { email: invite.email, name, role: invite.role, passwordHash: hash });
      if (id === null) throw conflict('An account with this email already exists');
      await markInviteAccepted(tx, invite.id);
      await audit(
        tx,
        { id, email: invite.email, ip },
        'team.invite_accept',
        { type: 'admin', id },
        {
          name,
          role: invite.role,
          inviteId: invite.id,
        },
      );
      return { id, email: invite.email, isAdmin: true };
    });
    return signedIn(req, ip, member, 'invitation');
  },
});
