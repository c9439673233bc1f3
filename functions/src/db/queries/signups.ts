import type { Signup } from '@nodal/shared';
import type { Queryable } from '../client.ts';
import { iso, likePattern } from './util.ts';

const COLUMNS = `id, name, email, institution, research_area AS "researchArea", created_at AS "createdAt"`;

const toSignup = (row: Signup): Signup => ({ ...row, createdAt: iso(row.createdAt) });

export interface NewSignup {
  name: string;
  email: string;
  institution?: string | null | undefined;
  researchArea?: string | null | undefined;
  createdAt?: Date;
}

/** Idempotent per address: a second signup with the same email stores nothing. */
export async function insertSignup(db: Queryable, input: NewSignup): Promise<void> {
  await db.query(
    `INSERT INTO signups (name, email, institution, research_area, created_at)
     VALUES ($1, $2, $3, $4, coalesce($5, now()))
     ON CONFLICT ((lower(email))) DO NOTHING`,
    [input.name, input.email, input.institution || null, input.researchArea || null, input.createdAt ?? null],
  );
}

export interface Paged {
  q: string;
  page: number;
  pageSize: number;
}

/** Newest first. The count and the page run side by side; on a server pool that halves the wait. */
export async function searchSignups(db: Queryable, { q, page, pageSize }: Paged): Promise<{ rows: Signup[]; total: number }> {
  const where = q ? 'WHERE search_text LIKE $1' : '';
  const filter = q ? [likePattern(q)] : [];
  const [[count], rows] = await Promise.all([
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM signups ${where}`, filter),
    db.query<Signup>(
      `SELECT ${COLUMNS} FROM signups ${where} ORDER BY created_at DESC, id DESC
       LIMIT $${filter.length + 1} OFFSET $${filter.length + 2}`,
      [...filter, pageSize, (page - 1) * pageSize],
    ),
  ]);
  return { rows: rows.map(toSignup), total: count?.total ?? 0 };
}

/** Every match, for the CSV export; streamed in pages by the caller if it must be. */
export async function allSignups(db: Queryable, q: string): Promise<Signup[]> {
  const params: unknown[] = [];
  const where = q ? `WHERE search_text LIKE $${params.push(likePattern(q))}` : '';
  const rows = await db.query<Signup>(`SELECT ${COLUMNS} FROM signups ${where} ORDER BY created_at DESC, id DESC`, params);
  return rows.map(toSignup);
}

export async function deleteSignup(db: Queryable, id: number): Promise<boolean> {
  return (await db.query('DELETE FROM signups WHERE id = $1 RETURNING id', [id])).length > 0;
}
