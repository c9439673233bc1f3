import type { Signup } from '@nodal/shared';
import { z } from 'zod';
import { queryRow } from '../rows.ts';
import { signupRow } from '../schema/index.ts';
import type { Queryable } from '../types.ts';
import { notifyTargetExists } from './notifications.ts';
import { HIT_SQL, hitRow, toWindowCount, type Budget, type WindowCount } from './limits.ts';
import { iso, searchAll, searchPage, type Paged } from './util.ts';

const COLUMNS = `id, name, email, institution, research_area AS "researchArea", created_at AS "createdAt"`;

const hitQueuedRow = hitRow.extend({ queued: z.boolean() });
const toSignup = (row: z.infer<typeof signupRow>): Signup => ({ ...row, createdAt: iso(row.createdAt) });

export interface NewSignup {
  name: string;
  email: string;
  institution?: string | null | undefined;
  researchArea?: string | null | undefined;
  createdAt?: Date;
  /** The visit the signup was sent from (the id of its entry view), when known. */
  visitId?: number | null;
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

/**
 * Counts a signup post against its sender's budget and, while within it, stores the signup and
 * queues its notification in the outbox, in one statement: one round trip and one commit, and no
 * signup without its notification nor a notification without its signup.
 */
export async function insertSignupWithinBudget(
  db: Queryable,
  input: NewSignup,
  budget: Budget,
): Promise<WindowCount & { queued: boolean }> {
  const row = await queryRow(
    db,
    hitQueuedRow,
    `WITH hit AS (${HIT_SQL}),
     stored AS (
       INSERT INTO signups (name, email, institution, research_area, visit_id)
       SELECT $4, $5, $6, $7, $8::bigint FROM hit WHERE hit.count <= $3
       ON CONFLICT ((lower(email))) DO NOTHING
       RETURNING id
     ),
     queued AS (
       INSERT INTO outbox (event, record_id) SELECT 'signup', id FROM stored WHERE ${notifyTargetExists('signup')}
       RETURNING id
     )
     SELECT count, "retryAfter", EXISTS (SELECT 1 FROM queued) AS queued FROM hit`,
    [
      budget.key,
      budget.windowSeconds,
      budget.max,
      input.name,
      input.email,
      input.institution || null,
      input.researchArea || null,
      input.visitId ?? null,
    ],
  );
  return { ...toWindowCount(row!), queued: row!.queued };
}

export async function getSignup(db: Queryable, id: number): Promise<Signup | null> {
  const row = await queryRow(db, signupRow, `SELECT ${COLUMNS} FROM signups WHERE id = $1`, [id]);
  return row ? toSignup(row) : null;
}

/** Newest first, with the count of every match (the admin shows it beside the title). */
export async function searchSignups(db: Queryable, paged: Paged): Promise<{ rows: Signup[]; total: number }> {
  const { rows, total } = await searchPage(db, 'signups', COLUMNS, signupRow, paged);
  return { rows: rows.map(toSignup), total };
}

/** Every match in one query, for the CSV export, which holds the whole result in memory. */
export async function allSignups(db: Queryable, q: string): Promise<Signup[]> {
  return (await searchAll(db, 'signups', COLUMNS, signupRow, q)).map(toSignup);
}

export async function deleteSignup(db: Queryable, id: number): Promise<boolean> {
  return (await db.query('DELETE FROM signups WHERE id = $1 RETURNING id', [id])).length > 0;
}
