import type { Contact } from '@nodal/shared';
import type { Queryable } from '../client.ts';
import type { Paged } from './signups.ts';
import { iso, likePattern } from './util.ts';

const COLUMNS = `id, name, email, subject, message, created_at AS "createdAt"`;

const toContact = (row: Contact): Contact => ({ ...row, createdAt: iso(row.createdAt) });

export async function insertContact(
  db: Queryable,
  input: { name: string; email: string; subject: string; message: string; createdAt?: Date },
): Promise<Contact> {
  const [row] = await db.query<Contact>(
    `INSERT INTO contacts (name, email, subject, message, created_at) VALUES ($1, $2, $3, $4, coalesce($5, now()))
     RETURNING ${COLUMNS}`,
    [input.name, input.email, input.subject, input.message, input.createdAt ?? null],
  );
  return toContact(row!);
}

/** Newest first. The count and the page run side by side; on a server pool that halves the wait. */
export async function searchContacts(db: Queryable, { q, page, pageSize }: Paged): Promise<{ rows: Contact[]; total: number }> {
  const where = q ? 'WHERE search_text LIKE $1' : '';
  const filter = q ? [likePattern(q)] : [];
  const [[count], rows] = await Promise.all([
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM contacts ${where}`, filter),
    db.query<Contact>(
      `SELECT ${COLUMNS} FROM contacts ${where} ORDER BY created_at DESC, id DESC
       LIMIT $${filter.length + 1} OFFSET $${filter.length + 2}`,
      [...filter, pageSize, (page - 1) * pageSize],
    ),
  ]);
  return { rows: rows.map(toContact), total: count?.total ?? 0 };
}

export async function allContacts(db: Queryable, q: string): Promise<Contact[]> {
  const params: unknown[] = [];
  const where = q ? `WHERE search_text LIKE $${params.push(likePattern(q))}` : '';
  const rows = await db.query<Contact>(`SELECT ${COLUMNS} FROM contacts ${where} ORDER BY created_at DESC, id DESC`, params);
  return rows.map(toContact);
}

export async function deleteContact(db: Queryable, id: number): Promise<boolean> {
  return (await db.query('DELETE FROM contacts WHERE id = $1 RETURNING id', [id])).length > 0;
}
