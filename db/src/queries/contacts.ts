import type { Contact } from '@nodal/shared';
import type { Queryable } from '../types.ts';
import { iso, searchAll, searchPage, type Paged } from './util.ts';

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

/** Newest first, with the count of every match (the admin shows it beside the title). */
export async function searchContacts(db: Queryable, paged: Paged): Promise<{ rows: Contact[]; total: number }> {
  const { rows, total } = await searchPage<Contact>(db, 'contacts', COLUMNS, paged);
  return { rows: rows.map(toContact), total };
}

export async function allContacts(db: Queryable, q: string): Promise<Contact[]> {
  return (await searchAll<Contact>(db, 'contacts', COLUMNS, q)).map(toContact);
}

export async function deleteContact(db: Queryable, id: number): Promise<boolean> {
  return (await db.query('DELETE FROM contacts WHERE id = $1 RETURNING id', [id])).length > 0;
}
