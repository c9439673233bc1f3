import type { StaffRole as Role } from '@nodal/shared';
import * as z from 'zod';
import { queryRow, queryRows } from '../rows.ts';
import { adminRow, countRow, sessionRow } from '../schema/index.ts';
import type { Queryable } from '../types.ts';

export type StaffRole = Role;

/** An account as sign-in sees it; `totpEnabled`: two-factor is on (a confirmed TOTP secret). */
const signInRow = adminRow
  .pick({ id: true, email: true, passwordHash: true, isAdmin: true, role: true })
  .extend({ deactivated: z.boolean(), totpEnabled: z.boolean() });
export type AdminRow = z.infer<typeof signInRow>;
const idRow = adminRow.pick({ id: true });

const newSessionRow = sessionRow.pick({ id: true, expiresAt: true });
const staffRow = adminRow.pick({ id: true, email: true });

const ADMIN_COLUMNS = `id, email, password_hash AS "passwordHash", is_admin AS "isAdmin", role,
  deactivated_at IS NOT NULL AS deactivated, totp_enabled_at IS NOT NULL AS "totpEnabled"`;

export async function findAdminByEmail(db: Queryable, email: string): Promise<AdminRow | null> {
  return queryRow(db, signInRow, `SELECT ${ADMIN_COLUMNS} FROM admins WHERE lower(email) = lower($1)`, [email]);
}

export async function findAdminById(db: Queryable, id: number): Promise<AdminRow | null> {
  return queryRow(db, signInRow, `SELECT ${ADMIN_COLUMNS} FROM admins WHERE id = $1`, [id]);
}

/**
 * Creates the account or resets its password (`pnpm admin:create`, ADMIN_EMAIL): the break-glass
 * path, so the account comes back as an active owner whatever it was.
 */
export async function upsertAdmin(db: Queryable, email: string, passwordHash: string, isAdmin = true): Promise<number> {
  const row = await queryRow(
    db,
    idRow,
    `INSERT INTO admins (email, password_hash, is_admin, role, password_changed_at) VALUES ($1, $2, $3, 'owner', now())
     ON CONFLICT ((lower(email))) DO UPDATE SET password_hash = $2, is_admin = $3, role = 'owner',
       deactivated_at = NULL, password_changed_at = now(), updated_at = now()
     RETURNING id`,
    [email, passwordHash, isAdmin],
  );
  return row!.id;
}

export async function setAdminPassword(db: Queryable, adminId: number, passwordHash: string): Promise<void> {
  await db.query(
    'UPDATE admins SET password_hash = $2, password_changed_at = now(), updated_at = now() WHERE id = $1',
    [adminId, passwordHash],
  );
}

export async function markSignedIn(db: Queryable, adminId: number): Promise<void> {
  await db.query('UPDATE admins SET last_sign_in_at = now() WHERE id = $1', [adminId]);
}

export async function countAdmins(db: Queryable): Promise<number> {
  const row = await queryRow(db, countRow, 'SELECT count(*)::int AS n FROM admins');
  return row?.n ?? 0;
}

export async function insertSession(
  db: Queryable,
  adminId: number,
  ttlSeconds: number,
  client: { userAgent?: string | null; ipPrefix?: string | null } = {},
): Promise<{ id: string; expiresAt: Date }> {
  const row = await queryRow(
    db,
    newSessionRow,
    `INSERT INTO sessions (admin_id, expires_at, user_agent, ip_prefix) VALUES ($1, now() + make_interval(secs => $2), $3, $4)
     RETURNING id, expires_at AS "expiresAt"`,
    [adminId, ttlSeconds, client.userAgent?.slice(0, 400) ?? null, client.ipPrefix ?? null],
  );
  return row!;
}

const sessionAdminRow = adminRow.pick({ id: true, email: true, isAdmin: true, role: true });
export type SessionAdmin = z.infer<typeof sessionAdminRow>;

/**
 * The admin behind a live session: not revoked, not past its absolute expiry, used within the
 * last `idleSeconds`, and the account not deactivated. The same statement records the use, at most
 * once a minute, so the idle clock runs from the last request without a write on every one.
 */
export async function findSessionAdmin(
  db: Queryable,
  sessionId: string,
  adminId: number,
  idleSeconds: number,
): Promise<SessionAdmin | null> {
  return queryRow(
    db,
    sessionAdminRow,
    `WITH live AS (
       SELECT a.id, a.email, a.is_admin AS "isAdmin", a.role FROM sessions s JOIN admins a ON a.id = s.admin_id
       WHERE s.id = $1 AND s.admin_id = $2 AND s.revoked_at IS NULL AND s.expires_at > now()
         AND s.last_used_at > now() - make_interval(secs => $3) AND a.deactivated_at IS NULL
     ), touched AS (
       UPDATE sessions SET last_used_at = now()
       WHERE id = $1 AND last_used_at < now() - interval '1 minute' AND EXISTS (SELECT 1 FROM live)
     )
     SELECT * FROM live`,
    [sessionId, adminId, idleSeconds],
  );
}

const sessionListRow = sessionRow.omit({ expiresAt: true });
export type SessionListRow = z.infer<typeof sessionListRow>;

/** A person's sessions that still work, most recently used first. */
export async function listLiveSessions(db: Queryable, adminId: number, idleSeconds: number): Promise<SessionListRow[]> {
  return queryRows(
    db,
    sessionListRow,
    `SELECT id, created_at AS "createdAt", last_used_at AS "lastUsedAt", user_agent AS "userAgent", ip_prefix AS "ipPrefix"
     FROM sessions WHERE admin_id = $1 AND revoked_at IS NULL AND expires_at > now()
       AND last_used_at > now() - make_interval(secs => $2)
     ORDER BY last_used_at DESC, created_at DESC`,
    [adminId, idleSeconds],
  );
}

/** Ends one of the person's own sessions; false when it is not theirs or already over. */
export async function revokeOwnSession(db: Queryable, adminId: number, sessionId: string): Promise<boolean> {
  const rows = await db.query(
    'UPDATE sessions SET revoked_at = now() WHERE id = $1 AND admin_id = $2 AND revoked_at IS NULL RETURNING id',
    [sessionId, adminId],
  );
  return rows.length > 0;
}

export async function revokeSession(db: Queryable, sessionId: string): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [sessionId]);
}

/** Ends every live session of one person (a password change or reset, a deactivation). */
export async function revokeAdminSessions(db: Queryable, adminId: number, exceptSessionId?: string): Promise<number> {
  const rows = await db.query(
    `UPDATE sessions SET revoked_at = now() WHERE admin_id = $1 AND revoked_at IS NULL AND ($2::uuid IS NULL OR id <> $2::uuid)
     RETURNING id`,
    [adminId, exceptSessionId ?? null],
  );
  return rows.length;
}

/** The staff a contact can be assigned to: every admin account, by address. */
export async function listStaff(db: Queryable): Promise<{ id: number; email: string }[]> {
  return queryRows(db, staffRow, `SELECT id, email FROM admins WHERE is_admin ORDER BY lower(email)`);
}
