import type { Queryable } from '../types.ts';

export interface AdminRow {
  id: number;
  email: string;
  passwordHash: string;
  isAdmin: boolean;
}

export async function findAdminByEmail(db: Queryable, email: string): Promise<AdminRow | null> {
  const [row] = await db.query<AdminRow>(
    `SELECT id, email, password_hash AS "passwordHash", is_admin AS "isAdmin" FROM admins WHERE lower(email) = lower($1)`,
    [email],
  );
  return row ?? null;
}

/** Creates the account or resets its password; either way it ends up an admin unless told otherwise. */
export async function upsertAdmin(db: Queryable, email: string, passwordHash: string, isAdmin = true): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO admins (email, password_hash, is_admin) VALUES ($1, $2, $3)
     ON CONFLICT ((lower(email))) DO UPDATE SET password_hash = $2, is_admin = $3, updated_at = now()
     RETURNING id`,
    [email, passwordHash, isAdmin],
  );
  return row!.id;
}

export async function countAdmins(db: Queryable): Promise<number> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM admins');
  return row?.n ?? 0;
}

export async function insertSession(
  db: Queryable,
  adminId: number,
  ttlSeconds: number,
): Promise<{ id: string; expiresAt: Date }> {
  const [row] = await db.query<{ id: string; expiresAt: Date }>(
    `INSERT INTO sessions (admin_id, expires_at) VALUES ($1, now() + make_interval(secs => $2))
     RETURNING id, expires_at AS "expiresAt"`,
    [adminId, ttlSeconds],
  );
  return row!;
}

/** The admin behind a live session: not revoked, not expired. */
export async function findSessionAdmin(
  db: Queryable,
  sessionId: string,
  adminId: number,
): Promise<{ id: number; email: string; isAdmin: boolean } | null> {
  const [row] = await db.query<{ id: number; email: string; isAdmin: boolean }>(
    `SELECT a.id, a.email, a.is_admin AS "isAdmin" FROM sessions s JOIN admins a ON a.id = s.admin_id
     WHERE s.id = $1 AND s.admin_id = $2 AND s.revoked_at IS NULL AND s.expires_at > now()`,
    [sessionId, adminId],
  );
  return row ?? null;
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
  return db.query(`SELECT id, email FROM admins WHERE is_admin ORDER BY lower(email)`);
}
