// The transactional outbox and the messages sent from it. Claims take
// a lease under FOR UPDATE SKIP LOCKED, so two senders running at once never take the same row,
// and a sender that dies mid-send lets its rows go when the lease runs out.
import type { NotificationEvent, OutboxEvent, SentMessage } from '@nodal/shared';
import { type z } from 'zod';
import { queryRow, queryRows } from '../rows.ts';
import { messageRow, outboxRow } from '../schema/index.ts';
import type { Db, Queryable } from '../types.ts';
import { iso, pageRow, splitPage } from './util.ts';

/**
 * SQL true when the settings name somewhere to send this event (a staff address or its webhook). An
 * event with nowhere to go queues no outbox row: there is nothing to deliver, now or later, and a
 * form post then costs no more than storing its record.
 */
export function notifyTargetExists(event: NotificationEvent): string {
  const hook = event === 'contact' ? 'contact_webhook_url' : 'signup_webhook_url';
  return `EXISTS (SELECT 1 FROM settings WHERE id = 1 AND (cardinality(notify_emails) > 0 OR ${hook} IS NOT NULL))`;
}

/**
 * `at` stands in for the clock when deciding whether a retry is due (tests jump past a backoff);
 * null is the database's now(). Leases always run on the real clock, so a run that jumps ahead
 * never takes a row another sender is still working on.
 */
const AT = (n: number) => `coalesce($${n}::timestamptz, now())`;

const outboxEntryRow = outboxRow.pick({ id: true, event: true, recordId: true });
export type OutboxEntry = z.infer<typeof outboxEntryRow>;

export interface Lease {
  limit: number;
  leaseSeconds: number;
  at?: Date | null;
}

/** Takes up to `limit` unprocessed outbox rows that nobody holds, for `leaseSeconds`. */
export async function claimOutbox(db: Queryable, { limit, leaseSeconds, at = null }: Lease): Promise<OutboxEntry[]> {
  const rows = await queryRows(
    db,
    outboxEntryRow,
    `UPDATE outbox o SET locked_until = now() + make_interval(secs => $2)
     WHERE o.id IN (
       SELECT id FROM outbox WHERE processed_at IS NULL AND (locked_until IS NULL OR locked_until <= now())
         AND created_at <= ${AT(1)}
       ORDER BY id LIMIT $3 FOR UPDATE SKIP LOCKED)
     RETURNING o.id::int, o.event, o.record_id AS "recordId"`,
    [at, leaseSeconds, limit],
  );
  return rows;
}

export interface NewMessage {
  channel: 'email' | 'webhook';
  recipients: string[];
  subject: string;
  body: string;
}

/**
 * Turns one outbox row into its messages and marks it processed, in one transaction. Only the first
 * sender to get here does it: the row is marked under its lock, and a second finds it processed.
 */
export async function expandOutboxEntry(db: Db, id: number, messages: NewMessage[]): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query(
      `UPDATE outbox SET processed_at = now(), locked_until = NULL WHERE id = $1 AND processed_at IS NULL RETURNING id`,
      [id],
    );
    if (!row) return false;
    for (const message of messages) {
      await tx.query(
        `INSERT INTO messages (outbox_id, channel, recipients, subject, body) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (outbox_id, channel) DO NOTHING`,
        [id, message.channel, message.recipients, message.subject.slice(0, 300), message.body.slice(0, 20000)],
      );
    }
    return true;
  });
}

/** `attempts`: this claim's attempt number; the outcome is recorded only against it (a fencing token). */
const claimedMessageRow = messageRow.pick({
  id: true,
  channel: true,
  recipients: true,
  subject: true,
  body: true,
  attempts: true,
});
export type ClaimedMessage = z.infer<typeof claimedMessageRow>;

/** Takes up to `limit` pending messages whose time has come and that nobody holds, counting the attempt. */
export async function claimMessages(
  db: Queryable,
  { limit, leaseSeconds, at = null }: Lease,
): Promise<ClaimedMessage[]> {
  return queryRows(
    db,
    claimedMessageRow,
    `UPDATE messages m SET locked_until = now() + make_interval(secs => $2), attempts = m.attempts + 1
     WHERE m.id IN (
       SELECT id FROM messages
       WHERE status = 'pending' AND next_attempt_at <= ${AT(1)} AND (locked_until IS NULL OR locked_until <= now())
       ORDER BY next_attempt_at, id LIMIT $3 FOR UPDATE SKIP LOCKED)
     RETURNING m.id::int, m.channel, m.recipients, m.subject, m.body, m.attempts`,
    [at, leaseSeconds, limit],
  );
}

export async function markMessageSent(db: Queryable, message: ClaimedMessage, transport: string): Promise<boolean> {
  const rows = await db.query(
    `UPDATE messages SET status = 'sent', sent_at = now(), transport = $3, locked_until = NULL, last_error = NULL
     WHERE id = $1 AND attempts = $2 AND status = 'pending' RETURNING id`,
    [message.id, message.attempts, transport],
  );
  return rows.length > 0;
}

/**
 * Records a failed attempt: the message waits `retryInSeconds` for the next, or, with null, has
 * failed for good.
 */
export async function markMessageFailed(
  db: Queryable,
  message: ClaimedMessage,
  transport: string,
  error: string,
  retryInSeconds: number | null,
  at: Date | null = null,
): Promise<void> {
  await db.query(
    `UPDATE messages SET transport = $3, last_error = left($4, 2000), locked_until = NULL,
       status = CASE WHEN $5::int IS NULL THEN 'failed' ELSE 'pending' END,
       next_attempt_at = CASE WHEN $5::int IS NULL THEN next_attempt_at ELSE ${AT(6)} + make_interval(secs => $5::int) END
     WHERE id = $1 AND attempts = $2 AND status = 'pending'`,
    [message.id, message.attempts, transport, error, retryInSeconds, at],
  );
}

const MESSAGE_COLUMNS = `id::int, channel, transport, recipients, subject, status, attempts, last_error AS "lastError",
  created_at AS "createdAt", sent_at AS "sentAt", next_attempt_at AS "nextAttemptAt"`;

const listedMessageRow = messageRow.omit({ body: true });
const messagePageRow = pageRow(listedMessageRow);
const toMessage = (row: z.infer<typeof listedMessageRow> & { body?: string }): SentMessage => ({
  ...row,
  createdAt: iso(row.createdAt),
  sentAt: row.sentAt ? iso(row.sentAt) : null,
  nextAttemptAt: iso(row.nextAttemptAt),
});

/** Settings → Sent mail: newest first, optionally one status, `q` in recipients or subject. */
export async function listMessages(
  db: Queryable,
  query: { q: string; status: string; page: number; pageSize: number },
): Promise<{ rows: SentMessage[]; total: number }> {
  const params: unknown[] = [];
  const where: string[] = [];
  if (query.q)
    where.push(
      `(lower(subject || ' ' || array_to_string(recipients, ' ')) LIKE $${params.push(`%${query.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`)})`,
    );
  if (query.status) where.push(`status = $${params.push(query.status)}`);
  const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const limit = `LIMIT $${params.push(query.pageSize)} OFFSET $${params.push((query.page - 1) * query.pageSize)}`;
  const rows = await queryRows(
    db,
    messagePageRow,
    `SELECT t.total, p.* FROM (SELECT count(*)::int AS total FROM messages ${filter}) t
     LEFT JOIN (SELECT ${MESSAGE_COLUMNS} FROM messages ${filter} ORDER BY created_at DESC, id DESC ${limit}) p ON true
     ORDER BY p."createdAt" DESC, p.id DESC`,
    params,
  );
  const page = splitPage(rows);
  return { rows: page.rows.map(toMessage), total: page.total };
}

export async function getMessage(db: Queryable, id: number): Promise<SentMessage | null> {
  const row = await queryRow(db, messageRow, `SELECT ${MESSAGE_COLUMNS}, body FROM messages WHERE id = $1`, [id]);
  return row ? toMessage(row) : null;
}

/** Gives a failed message a fresh round of attempts, now. */
export async function retryMessage(db: Queryable, id: number): Promise<boolean> {
  const rows = await db.query(
    `UPDATE messages SET status = 'pending', attempts = 0, next_attempt_at = now(), locked_until = NULL
     WHERE id = $1 AND status = 'failed' RETURNING id`,
    [id],
  );
  return rows.length > 0;
}

const outboxStateRow = outboxRow.pick({ id: true, processedAt: true });

/** The outbox rows of one record (tests and support: "did this contact queue its notification?"). */
export async function outboxFor(db: Queryable, event: OutboxEvent, recordId: number) {
  return queryRows(
    db,
    outboxStateRow,
    `SELECT id::int, processed_at AS "processedAt" FROM outbox WHERE event = $1 AND record_id = $2 ORDER BY id`,
    [event, recordId],
  );
}

/** The messages of one outbox row, with their state. */
export async function messagesFor(db: Queryable, outboxId: number): Promise<SentMessage[]> {
  const rows = await queryRows(
    db,
    messageRow,
    `SELECT ${MESSAGE_COLUMNS}, body FROM messages WHERE outbox_id = $1 ORDER BY channel`,
    [outboxId],
  );
  return rows.map(toMessage);
}
