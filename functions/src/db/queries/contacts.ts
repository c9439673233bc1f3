import type { Contact } from '@nodal/shared';
import type { Queryable } from '../client.ts';
import type { Paged } from './signups.ts';
import { iso, likePattern } from './util.ts';

const COLUMNS = `id, name, email, subject, message, created_at AS "createdAt"`;
const SEARCH = `lower(name || ' ' || email || ' ' || subject || ' ' || message)`;

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

export async function searchContacts(db: Queryable, { q, page, pageSize }: Paged): Promise<{ rows: Contact[]; total: number }> {
  const params: unknown[] = [];
  const where = q ? `WHERE ${SEARCH} LIKE $${params.push(likePattern(q))}` : '';
  const [count] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM contacts ${where}`, params);
  const rows = await db.query<Contact>(
    `SELECT ${COLUMNS} FROM contacts ${where} ORDER BY created_at DESC, id DESC
     LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, pageSize, (page - 1) * pageSize],
  );
  return { rows: rows.map(toContact), total: count?.total ?? 0 };
}

export async function allContacts(db: Queryable, q: string): Promise<Contact[]> {
  const params: unknown[] = [];
  const where = q ? `WHERE ${SEARCH} LIKE $${params.push(likePattern(q))}` : '';
  const rows = await db.query<Contact>(`SELECT ${COLUMNS} FROM contacts ${where} ORDER BY created_at DESC, id DESC`, params);
  return rows.map(toContact);
}

export async function deleteContact(db: Queryable, id: number): Promise<boolean> {
  return (await db.query('DELETE FROM contacts WHERE id = $1 RETURNING id', [id])).length > 0;
}
