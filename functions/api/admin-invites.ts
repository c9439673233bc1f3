// Invitations, for owners. The answer carries the signed link once, for the owner to copy and pass
// on (no mail is sent); the database keeps only the invitation, never the link.
import { INVITE_TTL_SECONDS, inviteSchema, pages, type CreatedInvite } from '@nodal/shared';
import { findAdminByEmail, getDb, insertInvite, revokeInvite } from '@nodal/db';
import * as z from 'zod';
import { requireOwner } from '../src/auth/guards.ts';
import { signInvite } from '../src/auth/invite-token.ts';
import { audit } from '../src/audit.ts';
import { conflict, notFound } from '../src/http/errors.ts';
import { api } from '../src/http/handler.ts';
import { parseJson, validate } from '../src/http/parse.ts';
import { json } from '../src/http/respond.ts';
import { toPendingInvite } from '../src/team.ts';

export default api('adminInvites', {
  async POST(req, { ip }) {
    const { user } = await requireOwner(req);
    const { email, role } = await parseJson(req, inviteSchema);
    const db = await getDb();
    if (await findAdminByEmail(db, email)) throw conflict('This person already has an account');
    const invite = await db.transaction(async (tx) => {
      const row = await insertInvite(tx, { email, role, invitedBy: user.id, ttlSeconds: INVITE_TTL_SECONDS });
      await audit(
        tx,
        { id: user.id, email: user.email, ip },
        'team.invite',
        { type: 'invite', id: row.id },
        { email, role },
      );
      return row;
    });
    const token = await signInvite(invite.id, invite.expiresAt);
    const link = `${new URL(req.url).origin}${pages.acceptInvite}#${token}`;
    const created: CreatedInvite = { invite: toPendingInvite(invite), link };
    return json({ data: created }, 201);
  },

  async DELETE(req, { params, ip }) {
    const { user } = await requireOwner(req);
    const id = validate(z.uuid('Invitation not found'), params.id);
    await (
      await getDb()
    ).transaction(async (tx) => {
      const row = await revokeInvite(tx, id);
      if (!row) throw notFound('Invitation not found');
      await audit(
        tx,
        { id: user.id, email: user.email, ip },
        'team.invite_revoke',
        { type: 'invite', id },
        { email: row.email },
      );
    });
    return json({ data: { success: true } });
  },
});
