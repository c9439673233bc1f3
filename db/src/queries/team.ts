// The team (owners and admins), invitations, two-factor material and the team's security policy.
import * as z from 'zod';
import { queryRow, queryRows } from '../rows.ts';
import { adminRow, inviteRow, securityPolicyRow, type InviteRow } from '../schema/index.ts';
import type { Queryable } from '../types.ts';
import type { StaffRole } from './auth.ts';

export type { InviteRow } from '../schema/index.ts';

/** `twoFactor`: the member has a confirmed TOTP secret. */
const memberRow = adminRow
  .pick({ id: true, email: true, name: true, role: true, createdAt: true, lastSignInAt: true, deactivatedAt: true })
  .extend({ twoFactor: z.boolean() });
export type TeamMemberRow = z.infer<typeof memberRow>;
const idRow = adminRow.pick({ id: true });

const MEMBER_COLUMNS = `id, email, name, role, created_at AS "createdAt", last_sign_in_at AS "lastSignInAt",
  deactivated_at AS "deactivatedAt", totp_enabled_at IS NOT NULL AS "twoFactor"`;

/** Staff with admin access: active people first (owners, then by name), deactivated ones last. */
export async function listTeam(db: Queryable): Promise<TeamMemberRow[]> {
  return queryRows(
    db,
    memberRow,
    `SELECT ${MEMBER_COLUMNS} FROM admins WHERE is_admin
     ORDER BY deactivated_at IS NOT NULL, role <> 'owner', lower(coalesce(name, email)), id`,
  );
}

export async function findTeamMember(db: Queryable, id: number): Promise<TeamMemberRow | null> {
  return queryRow(db, memberRow, `SELECT ${MEMBER_COLUMNS} FROM admins WHERE id = $1 AND is_admin`, [id]);
}

/** Locks the member's row for the rest of the transaction, so two owners' edits apply one after the other. */
export async function lockTeamMember(db: Queryable, id: number): Promise<TeamMemberRow | null> {
  return queryRow(db, memberRow, `SELECT ${MEMBER_COLUMNS} FROM admins WHERE id = $1 AND is_admin FOR UPDATE`, [id]);
}

/** Active owners, locked: the last one may not be demoted or deactivated. */
export async function lockActiveOwners(db: Queryable): Promise<number[]> {
  const rows = await queryRows(
    db,
    idRow,
    `SELECT id FROM admins WHERE is_admin AND role = 'owner' AND deactivated_at IS NULL ORDER BY id FOR UPDATE`,
  );
  return rows.map((r) => r.id);
}

export async function setMemberRole(db: Queryable, id: number, role: StaffRole): Promise<void> {
  await db.query('UPDATE admins SET role = $2, updated_at = now() WHERE id = $1', [id, role]);
}

export async function setMemberActive(db: Queryable, id: number, active: boolean): Promise<void> {
  await db.query(
    `UPDATE admins SET deactivated_at = CASE WHEN $2 THEN NULL ELSE coalesce(deactivated_at, now()) END,
       updated_at = now() WHERE id = $1`,
    [id, active],
  );
}

export async function setMemberName(db: Queryable, id: number, name: string): Promise<void> {
  await db.query('UPDATE admins SET name = $2, updated_at = now() WHERE id = $1', [id, name]);
}

// ---------- invitations ----------

const INVITE_COLUMNS = `id, email, role, invited_by AS "invitedBy", created_at AS "createdAt", expires_at AS "expiresAt",
  accepted_at AS "acceptedAt", revoked_at AS "revokedAt"`;

export async function insertInvite(
  db: Queryable,
  invite: { email: string; role: StaffRole; invitedBy: number; ttlSeconds: number },
): Promise<InviteRow> {
  const row = await queryRow(
    db,
    inviteRow,
    `INSERT INTO invites (email, role, invited_by, expires_at) VALUES ($1, $2, $3, now() + make_interval(secs => $4))
     RETURNING ${INVITE_COLUMNS}`,
    [invite.email, invite.role, invite.invitedBy, invite.ttlSeconds],
  );
  return row!;
}

/** Invitations still waiting for an answer, newest first. */
export async function listPendingInvites(db: Queryable): Promise<InviteRow[]> {
  return queryRows(
    db,
    inviteRow,
    `SELECT ${INVITE_COLUMNS} FROM invites WHERE accepted_at IS NULL AND revoked_at IS NULL AND expires_at > now()
     ORDER BY created_at DESC`,
  );
}

/** The invitation if it can still be accepted; `lock` holds it for the accepting transaction. */
export async function findOpenInvite(db: Queryable, id: string, lock = false): Promise<InviteRow | null> {
  return queryRow(
    db,
    inviteRow,
    `SELECT ${INVITE_COLUMNS} FROM invites
     WHERE id = $1 AND accepted_at IS NULL AND revoked_at IS NULL AND expires_at > now()${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
}

export async function markInviteAccepted(db: Queryable, id: string): Promise<void> {
  await db.query('UPDATE invites SET accepted_at = now() WHERE id = $1', [id]);
}

export async function revokeInvite(db: Queryable, id: string): Promise<InviteRow | null> {
  return queryRow(
    db,
    inviteRow,
    `UPDATE invites SET revoked_at = now() WHERE id = $1 AND accepted_at IS NULL AND revoked_at IS NULL
     RETURNING ${INVITE_COLUMNS}`,
    [id],
  );
}

/** Creates the invited account; null when the email already has one. */
export async function insertInvitedMember(
  db: Queryable,
  member: { email: string; name: string; role: StaffRole; passwordHash: string },
): Promise<number | null> {
  const row = await queryRow(
    db,
    idRow,
    `INSERT INTO admins (email, name, role, password_hash, is_admin, password_changed_at) VALUES ($1, $2, $3, $4, true, now())
     ON CONFLICT ((lower(email))) DO NOTHING RETURNING id`,
    [member.email, member.name, member.role, member.passwordHash],
  );
  return row?.id ?? null;
}

// ---------- two-factor ----------

const twoFactorRow = z.strictObject({
  secret: adminRow.shape.totpSecret,
  pendingSecret: adminRow.shape.totpPendingSecret,
  lastStep: adminRow.shape.totpLastStep,
  enabledAt: adminRow.shape.totpEnabledAt,
  recoveryCodesLeft: z.int(),
});
export type TwoFactorState = z.infer<typeof twoFactorRow>;

export async function getTwoFactor(db: Queryable, adminId: number, lock = false): Promise<TwoFactorState | null> {
  return queryRow(
    db,
    twoFactorRow,
    `SELECT totp_secret AS secret, totp_pending_secret AS "pendingSecret", totp_last_step::float8 AS "lastStep",
       totp_enabled_at AS "enabledAt",
       (SELECT count(*)::int FROM recovery_codes r WHERE r.admin_id = a.id AND r.used_at IS NULL) AS "recoveryCodesLeft"
     FROM admins a WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [adminId],
  );
}

export async function setPendingTotp(db: Queryable, adminId: number, secret: string): Promise<void> {
  await db.query('UPDATE admins SET totp_pending_secret = $2 WHERE id = $1', [adminId, secret]);
}

/** Confirms enrolment: the pending secret becomes the secret, and the recovery codes are replaced. */
export async function enableTotp(
  db: Queryable,
  adminId: number,
  secret: string,
  step: number,
  codeHashes: string[],
): Promise<void> {
  await db.query(
    `UPDATE admins SET totp_secret = $2, totp_pending_secret = NULL, totp_enabled_at = now(), totp_last_step = $3
     WHERE id = $1`,
    [adminId, secret, step],
  );
  await replaceRecoveryCodes(db, adminId, codeHashes);
}

export async function replaceRecoveryCodes(db: Queryable, adminId: number, codeHashes: string[]): Promise<void> {
  await db.query('DELETE FROM recovery_codes WHERE admin_id = $1', [adminId]);
  await db.query('INSERT INTO recovery_codes (admin_id, code_hash) SELECT $1, unnest($2::text[])', [
    adminId,
    codeHashes,
  ]);
}

export async function disableTotp(db: Queryable, adminId: number): Promise<void> {
  await db.query(
    `UPDATE admins SET totp_secret = NULL, totp_pending_secret = NULL, totp_enabled_at = NULL, totp_last_step = NULL
     WHERE id = $1`,
    [adminId],
  );
  await db.query('DELETE FROM recovery_codes WHERE admin_id = $1', [adminId]);
}

/** Records the time step a code was accepted for; false when that step (or a later one) was already used. */
export async function claimTotpStep(db: Queryable, adminId: number, step: number): Promise<boolean> {
  const rows = await db.query(
    `UPDATE admins SET totp_last_step = $2 WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2) RETURNING id`,
    [adminId, step],
  );
  return rows.length > 0;
}

/** Spends one unused recovery code; false when no unused code has this hash. */
export async function useRecoveryCode(db: Queryable, adminId: number, codeHash: string): Promise<boolean> {
  const rows = await db.query(
    `UPDATE recovery_codes SET used_at = now()
     WHERE id = (SELECT id FROM recovery_codes WHERE admin_id = $1 AND code_hash = $2 AND used_at IS NULL LIMIT 1 FOR UPDATE)
     RETURNING id`,
    [adminId, codeHash],
  );
  return rows.length > 0;
}

// ---------- policy ----------

export async function getSecurityPolicy(db: Queryable): Promise<{ requireTwoFactor: boolean }> {
  const row = await queryRow(
    db,
    securityPolicyRow,
    'SELECT require_two_factor AS "requireTwoFactor" FROM security_policy',
  );
  return row ?? { requireTwoFactor: false };
}

export async function setSecurityPolicy(db: Queryable, requireTwoFactor: boolean): Promise<void> {
  await db.query('UPDATE security_policy SET require_two_factor = $1, updated_at = now()', [requireTwoFactor]);
}
