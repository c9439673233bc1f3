import { ACCESS_STATUSES, type Signup } from '@nodal/shared';
import * as z from 'zod';
import { queryRow } from '../rows.ts';
import { suppressionRow } from '../schema/index.ts';
import type { Queryable } from '../types.ts';
import { notifyTargetExists } from './notifications.ts';
import { HIT_SQL, hitRow, toWindowCount, type Budget, type WindowCount } from './limits.ts';
import { DEFAULT_TOPICS, EMAIL_HASH, subscriptionRow, WAITLIST_SQL } from './subscribers.ts';
import { iso, searchAll, searchPage, type Paged } from './util.ts';

const COLUMNS = `id, name, email, institution, research_area AS "researchArea", created_at AS "createdAt", status, topics,
  (SELECT reason FROM suppressions s WHERE s.email_hash = ${EMAIL_HASH('signups.email')}) AS "suppressed",
  position, coalesce(referrals, 0) AS referrals,
  CASE WHEN accepted_at IS NOT NULL THEN 'accepted' WHEN invited_at IS NOT NULL THEN 'invited'
    WHEN status = 'confirmed' THEN 'waitlisted' END AS access`;
/** The signups with each waiting subscriber's place on the waitlist and confirmed referrals, in one pass. */
const LISTED = `(SELECT s.*, w.position, w.referrals FROM signups s LEFT JOIN (
    SELECT id, referrals,
      CASE WHEN waiting THEN row_number() OVER (PARTITION BY waiting ORDER BY priority, id)::int END AS position
    FROM (${WAITLIST_SQL}) q
  ) w ON w.id = s.id) signups`;

/** The columns of a signup the admin lists: the spec's, with the subscription's state, topics and place. */
const listedRow = subscriptionRow.extend({
  suppressed: suppressionRow.shape.reason.nullable(),
  position: z.int().nullable(),
  referrals: z.int(),
  access: z.enum(ACCESS_STATUSES).nullable(),
});
const hitQueuedRow = hitRow.extend({ queued: z.boolean() });
const toSignup = (row: z.infer<typeof listedRow>): Signup => ({ ...row, createdAt: iso(row.createdAt) });

export interface NewSignup {
  name: string;
  email: string;
  institution?: string | null | undefined;
  researchArea?: string | null | undefined;
  createdAt?: Date;
  /** The visit the signup was sent from (the id of its entry view), when known. */
  visitId?: number | null;
  /** The referral code of the link the person came through; an unknown one refers nobody. */
  referralCode?: string | null;
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

/** What a new signup's consent record keeps: the words shown beside the form, and which form it was. */
export interface SignupConsent {
  wording: string;
  source: string;
}

/**
 * Counts a signup post against its sender's budget and, while within it, stores the signup, its
 * consent and what it queues in the outbox, in one statement: one round trip and one commit.
 *
 * A new address becomes an unconfirmed signup with a confirmation email queued (and the staff notice
 * when the settings name somewhere to send it). An address already on the list stores nothing new;
 * while it is unconfirmed or unsubscribed, its confirmation link is sent again, at most once per 10
 * minutes. An address suppressed after a hard bounce or a complaint is never mailed.
 */
export async function insertSignupWithinBudget(
  db: Queryable,
  input: NewSignup,
  budget: Budget,
  consent: SignupConsent,
  nonce: string,
): Promise<WindowCount & { queued: boolean }> {
  const row = await queryRow(
    db,
    hitQueuedRow,
    `WITH hit AS (${HIT_SQL}),
     blocked AS (
       SELECT 1 FROM suppressions WHERE email_hash = ${EMAIL_HASH('$5')} AND reason <> 'erased'
     ),
     stored AS (
       INSERT INTO signups (name, email, institution, research_area, visit_id, confirm_nonce, confirm_sent_at, referred_by)
       SELECT $4, $5, $6, $7, $8::bigint, $9, now(),
         (SELECT id FROM signups r WHERE r.referral_code = $12 AND r.status = 'confirmed')
       FROM hit WHERE hit.count <= $3
       ON CONFLICT ((lower(email))) DO UPDATE
         SET confirm_sent_at = now(), confirm_nonce = coalesce(signups.confirm_nonce, EXCLUDED.confirm_nonce)
         WHERE signups.status <> 'confirmed'
           AND (signups.confirm_sent_at IS NULL OR signups.confirm_sent_at <= now() - interval '10 minutes')
       RETURNING id, (xmax = 0) AS inserted
     ),
     consented AS (
       INSERT INTO signup_consents (signup_id, action, wording, source, topics)
       SELECT id, 'signup', $10, $11, '${DEFAULT_TOPICS}' FROM stored WHERE inserted
     ),
     queued AS (
       INSERT INTO outbox (event, record_id)
       SELECT 'signup', id FROM stored WHERE inserted AND ${notifyTargetExists('signup')}
       UNION ALL
       SELECT 'confirm', id FROM stored WHERE NOT EXISTS (SELECT 1 FROM blocked)
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
      nonce,
      consent.wording,
      consent.source,
      input.referralCode ?? null,
    ],
  );
  return { ...toWindowCount(row!), queued: row!.queued };
}

export async function getSignup(db: Queryable, id: number): Promise<Signup | null> {
  const row = await queryRow(db, listedRow, `SELECT ${COLUMNS} FROM ${LISTED} WHERE id = $1`, [id]);
  return row ? toSignup(row) : null;
}

/** Newest first, with the count of every match (the admin shows it beside the title). */
export async function searchSignups(db: Queryable, paged: Paged): Promise<{ rows: Signup[]; total: number }> {
  const { rows, total } = await searchPage(db, LISTED, COLUMNS, listedRow, paged);
  return { rows: rows.map(toSignup), total };
}

/** Every match in one query, for the CSV export, which holds the whole result in memory. */
export async function allSignups(db: Queryable, q: string): Promise<Signup[]> {
  return (await searchAll(db, LISTED, COLUMNS, listedRow, q)).map(toSignup);
}

export async function deleteSignup(db: Queryable, id: number): Promise<boolean> {
  return (await db.query('DELETE FROM signups WHERE id = $1 RETURNING id', [id])).length > 0;
}
