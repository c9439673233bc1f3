// The team, for owners: members and open invitations, a member's role and whether they may sign
// in (deactivating ends their sessions at once), and handing ownership to someone else.
import { idParamSchema, memberUpdateSchema, type TeamOverview } from '@nodal/shared';
import {
  disableTotp,
  getDb,
  getSecurityPolicy,
  listPendingInvites,
  listTeam,
  lockActiveOwners,
  lockTeamMember,
  revokeAdminSessions,
  setMemberActive,
  setMemberRole,
} from '@nodal/db';
import { requireOwner } from '../src/auth/guards.ts';
import { audit, audited, changedFields } from '../src/audit.ts';
import { badRequest, conflict, notFound } from '../src/http/errors.ts';
import { api } from '../src/http/handler.ts';
import { parseJson, validate } from '../src/http/parse.ts';
import { json } from '../src/http/respond.ts';
import { toPendingInvite, toTeamMember } from '../src/team.ts';

const LAST_OWNER = 'The team needs at least one active owner. Make someone else an owner first.';

export default api('adminTeam', {
  async GET(req) {
    await requireOwner(req);
    const db = await getDb();
    const [members, invites, policy] = await Promise.all([listTeam(db), listPendingInvites(db), getSecurityPolicy(db)]);
    const overview: TeamOverview = {
      members: members.map(toTeamMember),
      invites: invites.map(toPendingInvite),
      requireTwoFactor: policy.requireTwoFactor,
    };
    return json({ data: overview });
  },

  async PATCH(req, { params, ip }) {
    const { user } = await requireOwner(req);
    const id = validate(idParamSchema, params.id);
    const change = await parseJson(req, memberUpdateSchema);
    if (id === user.id) throw badRequest('You cannot change your own role or access. Transfer ownership instead.');
    const member = await (
      await getDb()
    ).transaction(async (tx) => {
      const owners = await lockActiveOwners(tx);
      const before = await lockTeamMember(tx, id);
      if (!before) throw notFound('Member not found');
      const losesOwner =
        before.role === 'owner' && !before.deactivatedAt && (change.role === 'admin' || change.active === false);
      if (losesOwner && owners.filter((o) => o !== id).length === 0) throw conflict(LAST_OWNER);
      if (change.role) await setMemberRole(tx, id, change.role);
      if (change.active !== undefined) await setMemberActive(tx, id, change.active);
      // Deactivation is immediate: the session check refuses them too, this only tidies the rows.
      const ended = change.active === false ? await revokeAdminSessions(tx, id) : 0;
      const after = (await lockTeamMember(tx, id))!;
      const action =
        change.active === false ? 'team.deactivate' : change.active === true ? 'team.reactivate' : 'team.role_change';
      await audit(
        tx,
        { id: user.id, email: user.email, ip },
        action,
        { type: 'admin', id },
        {
          ...changedFields(
            { role: before.role, active: !before.deactivatedAt },
            { role: after.role, active: !after.deactivatedAt },
          ),
          ...(ended ? { sessionsEnded: ended } : {}),
        },
      );
      return after;
    });
    return json({ data: toTeamMember(member) });
  },

  /** POST /api/admin/team/:id/transfer: the member becomes an owner and the caller an admin. */
  async POST(req, { params, ip }) {
    const { user } = await requireOwner(req);
    const id = validate(idParamSchema, params.id);
    if (id === user.id) throw badRequest('You already own this team');
    const member = await (
      await getDb()
    ).transaction(async (tx) => {
      await lockActiveOwners(tx);
      const target = await lockTeamMember(tx, id);
      if (!target) throw notFound('Member not found');
      if (target.deactivatedAt) throw conflict('Reactivate this member before handing them ownership');
      await setMemberRole(tx, id, 'owner');
      await setMemberRole(tx, user.id, 'admin');
      await audit(
        tx,
        { id: user.id, email: user.email, ip },
        'team.transfer_ownership',
        { type: 'admin', id },
        {
          newOwner: target.email,
          previousOwner: user.email,
          role: [target.role, 'owner'],
        },
      );
      return (await lockTeamMember(tx, id))!;
    });
    return json({ data: toTeamMember(member) });
  },

  /**
   * DELETE /api/admin/team/:id/two-factor: a member who lost their phone and their recovery codes
   * gets back in. Their authenticator and codes stop working and their sessions end; they sign in
   * with their password, and set two-factor up again on the spot when the team requires it.
   */
  async DELETE(req, { params, ip }) {
    const { user } = await requireOwner(req);
    const id = validate(idParamSchema, params.id);
    if (id === user.id) throw badRequest('Turn your own two-factor sign-in off on your Security page.');
    const member = await audited({ id: user.id, email: user.email, ip }, async (tx) => {
      const target = await lockTeamMember(tx, id);
      if (!target) throw notFound('Member not found');
      if (!target.twoFactor) throw conflict('Two-factor sign-in is not on for this member');
      await disableTotp(tx, id);
      const sessionsEnded = await revokeAdminSessions(tx, id);
      const changes = { member: target.email, twoFactor: [true, false], sessionsEnded };
      return [(await lockTeamMember(tx, id))!, { action: 'two_factor.reset', record: { type: 'admin', id }, changes }];
    });
    return json({ data: toTeamMember(member) });
  },
});
