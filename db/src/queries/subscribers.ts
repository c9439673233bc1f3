// A signup as a subscriber: confirming the address, choosing topics, unsubscribing, and what a
// person can take away or erase (decision 0098). Every change records the consent it gives or
// withdraws in the same statement.
import { REFERRAL_BOOST_DAYS, REFERRAL_CAP, SUBSCRIPTION_TOPICS } from '@nodal/shared';
import * as z from 'zod';
import { queryRow, queryRows } from '../rows.ts';
import { messageRow, signupConsentRow, signupRow } from '../schema/index.ts';
import type { Db, Queryable } from '../types.ts';
import { insertAudit } from './audit.ts';

/** The SQL hash a suppression is kept by: SHA-256 of the lower-cased address, in hex. */
export const EMAIL_HASH = (param: string) => `encode(sha256(convert_to(lower(${param}), 'UTF8')), 'hex')`;

/** Every topic, as a PostgreSQL array literal: what a new signup hears about until they choose. */
export const DEFAULT_TOPICS = `{${SUBSCRIPTION_TOPICS.join(',')}}`;

/** Who a subscriber is, where their subscription stands and the topics they hear about. */
export const subscriptionRow = signupRow.pick({
  id: true,
  name: true,
  email: true,
  institution: true,
  researchArea: true,
  createdAt: true,
  status: true,
  topics: true,
});

export const subscriberRow = subscriptionRow.extend(
  signupRow.pick({ confirmNonce: true, confirmedAt: true, unsubscribedAt: true, referralCode: true }).shape,
);
export type Subscriber = z.infer<typeof subscriberRow>;

const COLUMNS = `id, name, email, institution, research_area AS "researchArea", created_at AS "createdAt", status,
  topics, confirm_nonce AS "confirmNonce", confirmed_at AS "confirmedAt", unsubscribed_at AS "unsubscribedAt",
  referral_code AS "referralCode"`;

/** What a consent record keeps besides its action: the words shown and where they were shown. */
export interface ConsentNote {
  wording: string;
  source: string;
}

export async function getSubscriber(db: Queryable, id: number): Promise<Subscriber | null> {
  return queryRow(db, subscriberRow, `SELECT ${COLUMNS} FROM signups WHERE id = $1`, [id]);
}

const confirmedRow = z.strictObject({ confirmed: z.boolean() });

/**
 * Confirms the address of signup `id` when `nonce` is its live confirmation nonce, which it then
 * clears: the link works once. Lifts an erasure's suppression of the address, since confirming is
 * the person asking to be mailed again. Returns the subscriber as it now stands (null when there is
 * no such signup) and whether this call confirmed it.
 */
export async function confirmSubscriber(
  db: Queryable,
  id: number,
  nonce: string,
  consent: ConsentNote,
  referralCode: string,
): Promise<{ subscriber: Subscriber | null; confirmed: boolean }> {
  const row = await queryRow(
    db,
    confirmedRow,
    `WITH done AS (
       UPDATE signups SET status = 'confirmed', confirmed_at = now(), confirm_nonce = NULL, unsubscribed_at = NULL,
         referral_code = coalesce(referral_code, $5)
       WHERE id = $1 AND confirm_nonce = $2
       RETURNING id, email, topics
     ),
     consented AS (
       INSERT INTO signup_consents (signup_id, action, wording, source, topics)
       SELECT id, 'confirm', $3, $4, topics FROM done
     ),
     lifted AS (
       DELETE FROM suppressions WHERE reason = 'erased' AND email_hash IN (SELECT ${EMAIL_HASH('email')} FROM done)
     )
     SELECT EXISTS (SELECT 1 FROM done) AS confirmed`,
    [id, nonce, consent.wording, consent.source, referralCode],
  );
  return { subscriber: await getSubscriber(db, id), confirmed: row!.confirmed };
}

/**
 * Saves the topics a subscriber chose, with its consent record. Choosing any topic after
 * unsubscribing subscribes a confirmed address again (it was proven once; the choice is recorded).
 * False when there is no such signup.
 */
export async function saveTopics(
  db: Queryable,
  id: number,
  topics: readonly string[],
  consent: ConsentNote,
): Promise<boolean> {
  const rows = await db.query(
    `WITH saved AS (
       UPDATE signups SET topics = $2,
         status = CASE WHEN status = 'unsubscribed' AND confirmed_at IS NOT NULL AND cardinality($2::text[]) > 0
                       THEN 'confirmed' ELSE status END,
         unsubscribed_at = CASE WHEN status = 'unsubscribed' AND confirmed_at IS NOT NULL
                                  AND cardinality($2::text[]) > 0 THEN NULL ELSE unsubscribed_at END
       WHERE id = $1 RETURNING id
     )
     INSERT INTO signup_consents (signup_id, action, wording, source, topics)
     SELECT id, 'topics', $3, $4, $2 FROM saved RETURNING signup_id`,
    [id, [...topics], consent.wording, consent.source],
  );
  return rows.length > 0;
}

/**
 * Unsubscribes signup `id` from everything, at once and for good (until they confirm again). Safe to
 * repeat: only the first call records a consent row. False when there is no such signup.
 */
export async function unsubscribe(db: Queryable, id: number, consent: ConsentNote): Promise<boolean> {
  const rows = await queryRows(
    db,
    z.strictObject({ id: z.int() }),
    `WITH done AS (
       UPDATE signups SET status = 'unsubscribed', unsubscribed_at = now(), confirm_nonce = NULL
       WHERE id = $1 AND status <> 'unsubscribed' RETURNING id
     ),
     consented AS (
       INSERT INTO signup_consents (signup_id, action, wording, source) SELECT id, 'unsubscribe', $2, $3 FROM done
     )
     SELECT id FROM signups WHERE id = $1`,
    [id, consent.wording, consent.source],
  );
  return rows.length > 0;
}

/**
 * An address that must never be mailed: after a hard bounce or complaint, or an erasure not undone.
 * `exceptErased` asks only about bounces and complaints: an erased person who signs up again is
 * sent the confirmation that would lift their erasure's tombstone.
 */
export async function isSuppressed(db: Queryable, email: string, { exceptErased = false } = {}): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM suppressions WHERE email_hash = ${EMAIL_HASH('$1')}${exceptErased ? ` AND reason <> 'erased'` : ''}`,
    [email],
  );
  return rows.length > 0;
}

const sentToRow = messageRow.pick({ subject: true, status: true, createdAt: true, sentAt: true });

/** Everything stored about one subscriber: the signup, every consent, and every email sent to them. */
export async function exportSubscriber(db: Queryable, id: number) {
  const subscriber = await getSubscriber(db, id);
  if (!subscriber) return null;
  const consents = await queryRows(
    db,
    signupConsentRow.omit({ id: true, signupId: true }),
    `SELECT action, wording, source, topics, created_at AS "createdAt" FROM signup_consents
     WHERE signup_id = $1 ORDER BY id`,
    [id],
  );
  const emails = await queryRows(
    db,
    sentToRow,
    `SELECT subject, status, created_at AS "createdAt", sent_at AS "sentAt" FROM messages
     WHERE channel = 'email' AND $1 = ANY (recipients) ORDER BY id`,
    [subscriber.email],
  );
  const { confirmNonce: _secret, ...stored } = subscriber;
  return { subscriber: stored, consents, emails };
}

/**
 * Erases signup `id` at the person's request: the signup and its consents, every email sent to the
 * address and the staff notices about it. What stays is a hashed tombstone, so the address is never
 * mailed again by mistake, and an audit row that names the signup's id and nothing of the person.
 */
export async function eraseSubscriber(db: Db, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await queryRow(
      tx,
      signupRow.pick({ email: true }),
      'SELECT email FROM signups WHERE id = $1 FOR UPDATE',
      [id],
    );
    if (!row) return false;
    await tx.query(`DELETE FROM messages WHERE channel = 'email' AND $1 = ANY (recipients)`, [row.email]);
    await tx.query(`DELETE FROM outbox WHERE event IN ('signup', 'confirm') AND record_id = $1`, [id]);
    await tx.query('DELETE FROM signups WHERE id = $1', [id]);
    await tx.query(
      // A suppression the provider reported stays (the address still must not be mailed), without the address.
      `INSERT INTO suppressions (email_hash, reason) VALUES (${EMAIL_HASH('$1')}, 'erased')
       ON CONFLICT (email_hash) DO UPDATE SET email = NULL, detail = NULL`,
      [row.email],
    );
    await insertAudit(tx, {
      actorId: null,
      actorEmail: null,
      action: 'signup.self_erase',
      recordType: 'signup',
      recordId: id,
    });
    return true;
  });
}

/** One bounce or complaint the mail provider reported, as the webhook adapters read it. */
export interface MailEventSuppression {
  email: string;
  reason: 'bounce' | 'complaint';
  detail: string | null;
  source: string;
}

/**
 * Suppresses each reported address for good; returns how many were new. An address already
 * suppressed keeps its first reason, and an erased one stays a bare hash.
 */
export async function suppressAddresses(db: Queryable, events: readonly MailEventSuppression[]): Promise<number> {
  if (!events.length) return 0;
  const rows = await db.query(
    `INSERT INTO suppressions (email_hash, reason, email, detail, source)
     SELECT ${EMAIL_HASH('e.email')}, e.reason, lower(e.email), left(e.detail, 500), e.source
     FROM unnest($1::text[], $2::text[], $3::text[], $4::text[]) AS e (email, reason, detail, source)
     ON CONFLICT (email_hash) DO NOTHING
     RETURNING email_hash`,
    [events.map((e) => e.email), events.map((e) => e.reason), events.map((e) => e.detail), events.map((e) => e.source)],
  );
  return rows.length;
}

/**
 * Each confirmed subscriber's standing, as SQL over `signups`: when they confirmed, moved ahead
 * REFERRAL_BOOST_DAYS for each confirmed referral, at most REFERRAL_CAP of them (ties go to the
 * earlier signup). Only those still `waiting` hold a place: anyone invited, or in a wave not yet
 * sent, has left the queue.
 */
export const WAITLIST_SQL = `SELECT s.id,
    (SELECT count(*)::int FROM signups r WHERE r.referred_by = s.id AND r.status = 'confirmed') AS referrals,
    s.confirmed_at - make_interval(days => ${REFERRAL_BOOST_DAYS} * least(${REFERRAL_CAP},
      (SELECT count(*)::int FROM signups r WHERE r.referred_by = s.id AND r.status = 'confirmed'))) AS priority,
    (s.invited_at IS NULL AND NOT EXISTS (
      SELECT 1 FROM campaign_recipients w JOIN campaigns c ON c.id = w.campaign_id
      WHERE w.signup_id = s.id AND c.kind = 'invitation' AND w.status = 'queued')) AS waiting
  FROM signups s WHERE s.status = 'confirmed'`;

const standingRow = z.strictObject({ position: z.int().nullable(), referrals: z.int() });
export type Standing = z.infer<typeof standingRow>;

/**
 * A confirmed subscriber's place on the waitlist (1 is next; null once invited) and their confirmed
 * referrals; null for anyone not confirmed.
 */
export async function waitlistStanding(db: Queryable, id: number): Promise<Standing | null> {
  return queryRow(
    db,
    standingRow,
    `WITH queue AS (${WAITLIST_SQL})
     SELECT CASE WHEN me.waiting THEN (SELECT count(*)::int FROM queue q
              WHERE q.waiting AND (q.priority, q.id) < (me.priority, me.id)) + 1 END AS position,
            me.referrals
     FROM queue me WHERE me.id = $1`,
    [id],
  );
}

/**
 * Records that an invited subscriber accepted, the first time only; the signed link proves the
 * invitation was theirs. Null when there is no such subscriber any more (erased).
 */
export async function acceptInvitation(
  db: Queryable,
  id: number,
): Promise<{ name: string; email: string; acceptedAt: Date; justNow: boolean } | null> {
  return queryRow(
    db,
    signupRow.pick({ name: true, email: true }).extend({ acceptedAt: z.date(), justNow: z.boolean() }),
    `UPDATE signups SET invited_at = coalesce(invited_at, now()), accepted_at = coalesce(accepted_at, now())
     WHERE id = $1
     RETURNING name, email, accepted_at AS "acceptedAt", accepted_at = now() AS "justNow"`,
    [id],
  );
}

/** Who an invitation link names and whether they have accepted, for the page it opens. */
export async function invitationState(
  db: Queryable,
  id: number,
): Promise<{ name: string; email: string; acceptedAt: Date | null } | null> {
  return queryRow(
    db,
    signupRow.pick({ name: true, email: true, acceptedAt: true }),
    `SELECT name, email, accepted_at AS "acceptedAt" FROM signups WHERE id = $1`,
    [id],
  );
}
