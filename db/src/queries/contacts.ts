import {
  DEFAULT_TIME_ZONE,
  replyDueOn,
  type Contact,
  type ContactListQuery,
  type ContactNote,
  type ContactPatch,
} from '@nodal/shared';
import * as z from 'zod';
import { queryRow, queryRows } from '../rows.ts';
import { adminRow, contactNoteRow, contactRow, countRow, settingsRow } from '../schema/index.ts';
import type { Queryable } from '../types.ts';
import { notifyTargetExists } from './notifications.ts';
import { iso, likePattern, pageRow, splitPage } from './util.ts';

// The inbox row: the contact, its assignee's address and how many notes it has.
const COLUMNS = `c.id, c.name, c.email, c.subject, c.message, c.created_at AS "createdAt", c.status,
  c.assignee_id AS "assigneeId", a.email AS "assigneeEmail", to_char(c.reply_due_on, 'YYYY-MM-DD') AS "replyDueOn",
  (SELECT count(*)::int FROM contact_notes n WHERE n.contact_id = c.id) AS "noteCount"`;
const FROM = `contacts c LEFT JOIN admins a ON a.id = c.assignee_id`;

const inboxRow = contactRow.extend({ assigneeEmail: adminRow.shape.email.nullable(), noteCount: z.int() });

const inboxPageRow = pageRow(inboxRow);
const zoneRow = settingsRow.pick({ timeZone: true });
const idRow = contactRow.pick({ id: true });
const arrivalRow = contactRow.pick({ id: true, createdAt: true });

const toContact = (row: z.infer<typeof inboxRow>): Contact => ({ ...row, createdAt: iso(row.createdAt) });

export interface NewContact {
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt?: Date;
  /** The visit the contact was sent from (the id of its entry view), when known. */
  visitId?: number | null;
}

/** The business time zone from the settings (reply dates are counted in it). */
export async function businessTimeZone(db: Queryable): Promise<string> {
  const row = await queryRow(db, zoneRow, 'SELECT time_zone AS "timeZone" FROM settings WHERE id = 1');
  return row?.timeZone ?? DEFAULT_TIME_ZONE;
}

/**
 * Stores a contact with its reply date. With `notify`, the same statement queues its outbox row (when
 * the settings name somewhere to send it):
 * the contact and its notification are committed together or not at all.
 */
export async function insertContact(
  db: Queryable,
  input: NewContact,
  options: { notify?: boolean; timeZone?: string } = {},
): Promise<Contact> {
  const zone = options.timeZone ?? (await businessTimeZone(db));
  const arrived = input.createdAt ?? new Date();
  const row = await queryRow(
    db,
    inboxRow,
    `WITH c AS (
       INSERT INTO contacts (name, email, subject, message, created_at, reply_due_on, visit_id)
       VALUES ($1, $2, $3, $4, $5, $6::date, $8::bigint) RETURNING *
     ), queued AS (
       INSERT INTO outbox (event, record_id) SELECT 'contact', id FROM c WHERE $7::boolean AND ${notifyTargetExists('contact')}
     )
     SELECT ${COLUMNS} FROM c LEFT JOIN admins a ON a.id = c.assignee_id`,
    [
      input.name,
      input.email,
      input.subject,
      input.message,
      arrived,
      replyDueOn(arrived, zone),
      options.notify ?? false,
      input.visitId ?? null,
    ],
  );
  return toContact(row!);
}

/** The WHERE clause of the inbox's search and filters; adds its parameters. */
function inboxFilter(query: Omit<ContactListQuery, 'page' | 'pageSize'>, zone: string, params: unknown[]): string {
  const where: string[] = [];
  if (query.q) {
    const p = `$${params.push(likePattern(query.q))}`;
    // Notes and the status label are searched too, so "replied" or a word in a note finds the contact.
    where.push(`(c.search_text LIKE ${p} OR replace(c.status, '_', ' ') LIKE ${p} OR lower(coalesce(a.email, '')) LIKE ${p}
      OR EXISTS (SELECT 1 FROM contact_notes n WHERE n.contact_id = c.id AND lower(n.body) LIKE ${p}))`);
  }
  if (query.status) where.push(`c.status = $${params.push(query.status)}`);
  if (query.assignee === 'none') where.push('c.assignee_id IS NULL');
  else if (query.assignee) where.push(`c.assignee_id = $${params.push(Number(query.assignee))}`);
  if (query.due) {
    const today = `(now() AT TIME ZONE $${params.push(zone)})::date`;
    where.push(`c.status IN ('new', 'in_progress')`);
    where.push(query.due === 'overdue' ? `c.reply_due_on < ${today}` : `c.reply_due_on = ${today}`);
  }
  return where.length ? `WHERE ${where.join(' AND ')}` : '';
}

/** One page of the inbox, newest first, with the count of every match. */
export async function searchContacts(
  db: Queryable,
  query: ContactListQuery,
): Promise<{ rows: Contact[]; total: number }> {
  const params: unknown[] = [];
  const where = inboxFilter(query, query.due ? await businessTimeZone(db) : '', params);
  const limit = `LIMIT $${params.push(query.pageSize)} OFFSET $${params.push((query.page - 1) * query.pageSize)}`;
  const rows = await queryRows(
    db,
    inboxPageRow,
    `SELECT t.total, p.* FROM (SELECT count(*)::int AS total FROM ${FROM} ${where}) t
     LEFT JOIN (SELECT ${COLUMNS} FROM ${FROM} ${where} ORDER BY c.created_at DESC, c.id DESC ${limit}) p ON true
     ORDER BY p."createdAt" DESC, p.id DESC`,
    params,
  );
  const page = splitPage(rows);
  return { rows: page.rows.map(toContact), total: page.total };
}

export interface ContactExportRow extends Contact {
  notes: string;
}

/** The notes of a contact, joined into one text, oldest first. */
const exportRow = inboxRow.extend({ notes: z.string() });

/** Every match for the CSV export, each with its notes joined oldest first. */
export async function allContacts(
  db: Queryable,
  query: Omit<ContactListQuery, 'page' | 'pageSize'>,
): Promise<ContactExportRow[]> {
  const params: unknown[] = [];
  const where = inboxFilter(query, query.due ? await businessTimeZone(db) : '', params);
  const rows = await queryRows(
    db,
    exportRow,
    `SELECT ${COLUMNS}, coalesce((SELECT string_agg(to_char(n.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI') || ' UTC ' || n.author_email || ': ' || n.body, E'\\n' ORDER BY n.created_at, n.id)
       FROM contact_notes n WHERE n.contact_id = c.id), '') AS notes
     FROM ${FROM} ${where} ORDER BY c.created_at DESC, c.id DESC`,
    params,
  );
  return rows.map(({ notes, ...row }) => ({ ...toContact(row), notes }));
}

/** How many open contacts are past their reply day (the dashboard's figure). */
export async function countOverdueContacts(db: Queryable): Promise<number> {
  const row = await queryRow(
    db,
    countRow,
    `SELECT count(*)::int AS n FROM contacts, settings s
     WHERE s.id = 1 AND status IN ('new', 'in_progress') AND reply_due_on < (now() AT TIME ZONE s.time_zone)::date`,
  );
  return row?.n ?? 0;
}

export async function getContact(db: Queryable, id: number): Promise<Contact | null> {
  const row = await queryRow(db, inboxRow, `SELECT ${COLUMNS} FROM ${FROM} WHERE c.id = $1`, [id]);
  return row ? toContact(row) : null;
}

/** Who changes a contact (null: no one signed in), and when if not now (tests write history in the past). */
export interface ContactChange {
  by: { id: number; email: string } | null;
  at?: Date;
}

/**
 * Changes status and/or assignee; null when the contact is gone. An unknown assignee is refused by the key.
 * A new status is logged in the same statement, against the status it replaced: the row is locked
 * first, so two changes at once are logged one after the other, each from what the other left. The
 * change is dated by the clock once the lock is held, not by now() (when its transaction began): a
 * transaction that began earlier may get the lock later, and the history is read in date order.
 */
export async function updateContact(
  db: Queryable,
  id: number,
  patch: ContactPatch,
  change: ContactChange = { by: null },
): Promise<Contact | null> {
  const row = await queryRow(
    db,
    idRow,
    `WITH before AS (SELECT id, status FROM contacts WHERE id = $1 FOR UPDATE),
     changed AS (
       UPDATE contacts c SET
         status = coalesce($2, c.status),
         assignee_id = CASE WHEN $3::boolean THEN $4::int ELSE c.assignee_id END,
         updated_at = coalesce($5::timestamptz, now())
       FROM before WHERE c.id = before.id
       RETURNING c.id, before.status AS old_status, c.status AS new_status
     ),
     logged AS (
       INSERT INTO contact_status_changes (contact_id, from_status, to_status, changed_at, changed_by, changed_by_email)
       SELECT id, old_status, new_status, coalesce($5::timestamptz, clock_timestamp()), $6, $7 FROM changed
       WHERE old_status <> new_status
     )
     SELECT id FROM changed`,
    [
      id,
      patch.status ?? null,
      patch.assigneeId !== undefined,
      patch.assigneeId ?? null,
      change.at ?? null,
      change.by?.id ?? null,
      change.by?.email ?? null,
    ],
  );
  return row ? getContact(db, id) : null;
}

const NOTE_COLUMNS = `id, contact_id AS "contactId", author_email AS "authorEmail", body, created_at AS "createdAt"`;
const toNote = (row: z.infer<typeof contactNoteRow>): ContactNote => ({ ...row, createdAt: iso(row.createdAt) });

export async function listContactNotes(db: Queryable, contactId: number): Promise<ContactNote[]> {
  const rows = await queryRows(
    db,
    contactNoteRow,
    `SELECT ${NOTE_COLUMNS} FROM contact_notes WHERE contact_id = $1 ORDER BY created_at, id`,
    [contactId],
  );
  return rows.map(toNote);
}

/** Adds a note by `author`; null when the contact is gone. */
export async function addContactNote(
  db: Queryable,
  contactId: number,
  author: { id: number; email: string },
  body: string,
): Promise<ContactNote | null> {
  const row = await queryRow(
    db,
    contactNoteRow,
    `INSERT INTO contact_notes (contact_id, author_id, author_email, body)
     SELECT id, $2, $3, $4 FROM contacts WHERE id = $1
     RETURNING ${NOTE_COLUMNS}`,
    [contactId, author.id, author.email, body],
  );
  return row ? toNote(row) : null;
}

/**
 * Recounts the reply date of every contact in a new business time zone (a contact's date is the
 * second working day after the day it arrived, and which day that was depends on the zone).
 */
export async function recomputeReplyDates(db: Queryable, zone: string): Promise<void> {
  const rows = await queryRows(db, arrivalRow, `SELECT id, created_at AS "createdAt" FROM contacts`);
  if (!rows.length) return;
  await db.query(
    `UPDATE contacts c SET reply_due_on = d.due::date
     FROM unnest($1::int[], $2::text[]) AS d(id, due) WHERE c.id = d.id`,
    [rows.map((r) => r.id), rows.map((r) => replyDueOn(r.createdAt, zone))],
  );
}

export async function deleteContact(db: Queryable, id: number): Promise<boolean> {
  return (await db.query('DELETE FROM contacts WHERE id = $1 RETURNING id', [id])).length > 0;
}
