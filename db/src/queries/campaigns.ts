// Bulk email to confirmed subscribers (decision 0101): a campaign and its recipients, fixed when it
// is created; senders claim recipients under a lease, so two senders never take the same one, and
// each recipient is sent at most once.
import { z } from 'zod';
import { queryRow, queryRows } from '../rows.ts';
import { campaignRecipientRow, campaignRow, countRow, signupRow } from '../schema/index.ts';
import type { Db, Queryable } from '../types.ts';
import { EMAIL_HASH } from './subscribers.ts';
import { likePattern } from './util.ts';

/** Who a campaign goes to: confirmed subscribers with one of the topics, optionally narrowed. */
export interface Segment {
  topics: readonly string[];
  /** A case-insensitive part of the research area or institution they gave. */
  researchArea?: string | undefined;
  institution?: string | undefined;
}

/** The confirmed, unsuppressed subscribers of a segment, as SQL over `signups s`; params from `first`. */
function audience(segment: Segment, params: unknown[]): string {
  const where = [
    `s.status = 'confirmed'`,
    `s.topics && $${params.push([...segment.topics])}::text[]`,
    `NOT EXISTS (SELECT 1 FROM suppressions x WHERE x.email_hash = ${EMAIL_HASH('s.email')})`,
  ];
  if (segment.researchArea)
    where.push(`lower(coalesce(s.research_area, '')) LIKE $${params.push(likePattern(segment.researchArea))}`);
  if (segment.institution)
    where.push(`lower(coalesce(s.institution, '')) LIKE $${params.push(likePattern(segment.institution))}`);
  return `FROM signups s WHERE ${where.join(' AND ')}`;
}

/** How many people a segment reaches now. */
export async function countAudience(db: Queryable, segment: Segment): Promise<number> {
  const params: unknown[] = [];
  const row = await queryRow(db, countRow, `SELECT count(*)::int AS n ${audience(segment, params)}`, params);
  return row!.n;
}

export interface NewCampaign {
  kind: 'newsletter' | 'invitation';
  subject: string;
  bodyText: string;
  bodyHtml?: string | null;
  fallbacks?: Record<string, string>;
  sendAt?: Date | null;
  segment: Segment;
}

/** Creates a campaign and fixes its recipients, in one transaction. */
export async function createCampaign(db: Db, input: NewCampaign): Promise<{ id: number; recipients: number }> {
  return db.transaction(async (tx) => {
    const campaign = await queryRow(
      tx,
      campaignRow.pick({ id: true }),
      `INSERT INTO campaigns (kind, subject, body_text, body_html, fallbacks, send_at)
       VALUES ($1, $2, $3, $4, $5::jsonb, coalesce($6, now())) RETURNING id`,
      [
        input.kind,
        input.subject,
        input.bodyText,
        input.bodyHtml ?? null,
        JSON.stringify(input.fallbacks ?? {}),
        input.sendAt ?? null,
      ],
    );
    const params: unknown[] = [campaign!.id];
    const added = await tx.query(
      `INSERT INTO campaign_recipients (campaign_id, signup_id) SELECT $1, s.id ${audience(input.segment, params)}
       RETURNING signup_id`,
      params,
    );
    return { id: campaign!.id, recipients: added.length };
  });
}

export const INTERRUPTED = 'Interrupted while being handed to the mail server; not sent again, to never send it twice';

/** One recipient a sender holds, with what it needs to write and address the message. */
export const claimedRecipientRow = campaignRecipientRow
  .pick({ campaignId: true, signupId: true, attempts: true })
  .extend({
    email: signupRow.shape.email,
    name: signupRow.shape.name,
    institution: signupRow.shape.institution,
    researchArea: signupRow.shape.researchArea,
    /** Still confirmed and not suppressed now, not only when the campaign was made. */
    deliverable: z.boolean(),
    subject: campaignRow.shape.subject,
    bodyText: campaignRow.shape.bodyText,
    bodyHtml: campaignRow.shape.bodyHtml,
    fallbacks: campaignRow.shape.fallbacks,
  });
export type ClaimedRecipient = z.infer<typeof claimedRecipientRow>;

/**
 * Takes up to `limit` due recipients nobody holds, for `leaseSeconds`. First marks failed every
 * recipient whose sender stopped between `sending_at` and its outcome (see the migration).
 */
export async function claimRecipients(
  db: Queryable,
  { limit, leaseSeconds }: { limit: number; leaseSeconds: number },
): Promise<ClaimedRecipient[]> {
  await db.query(
    `UPDATE campaign_recipients SET status = 'failed', last_error = $1, locked_until = NULL
     WHERE status = 'queued' AND sending_at IS NOT NULL AND locked_until <= now()`,
    [INTERRUPTED],
  );
  return queryRows(
    db,
    claimedRecipientRow,
    `WITH claimed AS (
       UPDATE campaign_recipients r SET locked_until = now() + make_interval(secs => $2), attempts = r.attempts + 1
       WHERE (r.campaign_id, r.signup_id) IN (
         SELECT q.campaign_id, q.signup_id FROM campaign_recipients q JOIN campaigns c ON c.id = q.campaign_id
         WHERE q.status = 'queued' AND q.sending_at IS NULL AND c.send_at <= now()
           AND (q.locked_until IS NULL OR q.locked_until <= now())
         ORDER BY q.campaign_id, q.signup_id LIMIT $1 FOR UPDATE OF q SKIP LOCKED)
       RETURNING r.campaign_id, r.signup_id, r.attempts
     )
     SELECT k.campaign_id AS "campaignId", k.signup_id AS "signupId", k.attempts, s.email, s.name, s.institution,
       s.research_area AS "researchArea",
       (s.status = 'confirmed' AND NOT EXISTS (
         SELECT 1 FROM suppressions x WHERE x.email_hash = ${EMAIL_HASH('s.email')})) AS deliverable,
       c.subject, c.body_text AS "bodyText", c.body_html AS "bodyHtml", c.fallbacks
     FROM claimed k JOIN signups s ON s.id = k.signup_id JOIN campaigns c ON c.id = k.campaign_id
     ORDER BY k.campaign_id, k.signup_id`,
    [limit, leaseSeconds],
  );
}

const KEY = 'campaign_id = $1 AND signup_id = $2 AND attempts = $3 AND status = $4';

/**
 * Records that the message is about to be handed to the mail server; false when the claim is no
 * longer this sender's (its lease ended and another took it), and then it must not be sent.
 */
export async function markSending(db: Queryable, claim: ClaimedRecipient): Promise<boolean> {
  const rows = await db.query(
    `UPDATE campaign_recipients SET sending_at = now() WHERE ${KEY} AND sending_at IS NULL RETURNING signup_id`,
    [claim.campaignId, claim.signupId, claim.attempts, 'queued'],
  );
  return rows.length > 0;
}

/**
 * The outcome of one claim: `sent`, `failed` or `skipped` for good, or `retry` (the mail server said
 * no, so nothing went) to try again after `retryInSeconds`.
 */
export async function settleRecipient(
  db: Queryable,
  claim: ClaimedRecipient,
  outcome: 'sent' | 'failed' | 'skipped' | 'retry',
  error: string | null = null,
  retryInSeconds = 60,
): Promise<void> {
  if (outcome === 'retry') {
    await db.query(
      `UPDATE campaign_recipients SET sending_at = NULL, last_error = left($5, 1000),
         locked_until = now() + make_interval(secs => $6)
       WHERE ${KEY}`,
      [claim.campaignId, claim.signupId, claim.attempts, 'queued', error, retryInSeconds],
    );
    return;
  }
  await db.query(
    `UPDATE campaign_recipients SET status = $5, last_error = left($6, 1000), locked_until = NULL,
       sent_at = CASE WHEN $5 = 'sent' THEN now() END
     WHERE ${KEY}`,
    [claim.campaignId, claim.signupId, claim.attempts, 'queued', outcome, error],
  );
}

const progressRow = z.strictObject({ queued: z.int(), sent: z.int(), failed: z.int(), skipped: z.int() });
export type CampaignProgress = z.infer<typeof progressRow>;

/** How far a campaign has gone: its recipients by state. */
export async function campaignProgress(db: Queryable, id: number): Promise<CampaignProgress> {
  const row = await queryRow(
    db,
    progressRow,
    `SELECT count(*) FILTER (WHERE status = 'queued')::int AS queued, count(*) FILTER (WHERE status = 'sent')::int AS sent,
       count(*) FILTER (WHERE status = 'failed')::int AS failed, count(*) FILTER (WHERE status = 'skipped')::int AS skipped
     FROM campaign_recipients WHERE campaign_id = $1`,
    [id],
  );
  return row!;
}
