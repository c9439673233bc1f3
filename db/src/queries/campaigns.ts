// Bulk email to confirmed subscribers (decision 0101): a campaign and its recipients, fixed when it
// is created; senders claim recipients under a lease, so two senders never take the same one, and
// each recipient is sent at most once.
import type { CampaignKind, DeliveryCounts } from '@nodal/shared';
import * as z from 'zod';
import { queryRow, queryRows } from '../rows.ts';
import { campaignRecipientRow, campaignRow, countRow, signupRow } from '../schema/index.ts';
import type { Db, Queryable } from '../types.ts';
import { EMAIL_HASH, WAITLIST_SQL } from './subscribers.ts';
import { likePattern } from './util.ts';

/** Who a newsletter goes to: confirmed subscribers with one of the topics, optionally narrowed. */
export interface Segment {
  topics: readonly string[];
  /** A case-insensitive part of the research area or institution they gave. */
  researchArea?: string | undefined;
  institution?: string | undefined;
  /** Leaves out whoever has this article's newsletter already, sent or on its way. */
  exceptArticleId?: number | undefined;
}

/** Who a wave invites: the next `count` still waiting on the waitlist, optionally only those matching. */
export interface WaveSelection {
  count: number;
  researchArea?: string | undefined;
  institution?: string | undefined;
}

const DELIVERABLE = `s.status = 'confirmed' AND NOT EXISTS (SELECT 1 FROM suppressions x WHERE x.email_hash = ${EMAIL_HASH('s.email')})`;

function narrowed(where: string[], params: unknown[], filter: { researchArea?: string; institution?: string }) {
  if (filter.researchArea)
    where.push(`lower(coalesce(s.research_area, '')) LIKE $${params.push(likePattern(filter.researchArea))}`);
  if (filter.institution)
    where.push(`lower(coalesce(s.institution, '')) LIKE $${params.push(likePattern(filter.institution))}`);
}

/** The confirmed, unsuppressed subscribers of a segment, as SQL over `signups s`, in signup order. */
function segmentSql(segment: Segment, params: unknown[]): string {
  const where = [DELIVERABLE, `s.topics && $${params.push([...segment.topics])}::text[]`];
  narrowed(where, params, segment);
  if (segment.exceptArticleId)
    where.push(`NOT EXISTS (SELECT 1 FROM campaign_recipients r JOIN campaigns c ON c.id = r.campaign_id
      WHERE r.signup_id = s.id AND c.article_id = $${params.push(segment.exceptArticleId)} AND r.status IN ('queued', 'sent'))`);
  return `SELECT s.id FROM signups s WHERE ${where.join(' AND ')} ORDER BY s.id`;
}

/** The next of a wave, as SQL: those still waiting, by their place on the waitlist, at most `count`. */
function waveSql(selection: WaveSelection, params: unknown[]): string {
  const where = [DELIVERABLE, 'q.waiting'];
  narrowed(where, params, selection);
  return `SELECT s.id FROM (${WAITLIST_SQL}) q JOIN signups s ON s.id = q.id WHERE ${where.join(' AND ')}
    ORDER BY q.priority, q.id LIMIT $${params.push(selection.count)}`;
}

export type Audience = { segment: Segment } | { wave: WaveSelection };

/** The ids an audience reaches now, as SQL (each row one `id`), in the order they would be sent. */
function audienceSql(audience: Audience, params: unknown[]): string {
  return 'segment' in audience ? segmentSql(audience.segment, params) : waveSql(audience.wave, params);
}

/** How many people an audience reaches now. */
export async function countAudience(db: Queryable, audience: Audience): Promise<number> {
  const params: unknown[] = [];
  const row = await queryRow(
    db,
    countRow,
    `SELECT count(*)::int AS n FROM (${audienceSql(audience, params)}) a`,
    params,
  );
  return row!.n;
}

/** What a merge field reads for one person: the first recipient of an audience, for a preview. */
export const mergeValuesRow = signupRow.pick({
  id: true,
  name: true,
  email: true,
  institution: true,
  researchArea: true,
});
export type MergeValues = z.infer<typeof mergeValuesRow>;

export async function firstOfAudience(db: Queryable, audience: Audience): Promise<MergeValues | null> {
  const params: unknown[] = [];
  return queryRow(
    db,
    mergeValuesRow,
    `SELECT s.id, s.name, s.email, s.institution, s.research_area AS "researchArea"
     FROM (SELECT id FROM (${audienceSql(audience, params)}) x LIMIT 1) a JOIN signups s ON s.id = a.id`,
    params,
  );
}

export interface NewCampaign {
  kind: CampaignKind;
  subject: string;
  bodyText: string;
  bodyHtml?: string | null;
  fallbacks?: Record<string, string>;
  sendAt?: Date | null;
  articleId?: number | null;
  audience: Audience;
}

/**
 * Creates a campaign and fixes its recipients, in one transaction. Waves are made one at a time (a
 * transaction lock), so two made at once never pick the same people from the waitlist.
 */
export async function createCampaign(db: Db, input: NewCampaign): Promise<{ id: number; recipients: number }> {
  return db.transaction(async (tx) => {
    if ('wave' in input.audience) await tx.query(`SELECT pg_advisory_xact_lock(hashtext('nodal:waves'))`);
    const campaign = await queryRow(
      tx,
      campaignRow.pick({ id: true }),
      `INSERT INTO campaigns (kind, subject, body_text, body_html, fallbacks, send_at, article_id, segment)
       VALUES ($1, $2, $3, $4, $5::jsonb, coalesce($6, now()), $7, $8::jsonb) RETURNING id`,
      [
        input.kind,
        input.subject,
        input.bodyText,
        input.bodyHtml ?? null,
        JSON.stringify(input.fallbacks ?? {}),
        input.sendAt ?? null,
        input.articleId ?? null,
        JSON.stringify('segment' in input.audience ? input.audience.segment : input.audience.wave),
      ],
    );
    const params: unknown[] = [campaign!.id];
    const added = await tx.query(
      `INSERT INTO campaign_recipients (campaign_id, signup_id) SELECT $1, a.id FROM (${audienceSql(input.audience, params)}) a
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
    kind: campaignRow.shape.kind,
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
  {
    limit,
    leaseSeconds,
    campaignIds = null,
  }: { limit: number; leaseSeconds: number; campaignIds?: readonly number[] | null },
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
           AND ($3::int[] IS NULL OR q.campaign_id = ANY($3::int[]))
           AND (q.locked_until IS NULL OR q.locked_until <= now())
         ORDER BY q.campaign_id, q.signup_id LIMIT $1 FOR UPDATE OF q SKIP LOCKED)
       RETURNING r.campaign_id, r.signup_id, r.attempts
     )
     SELECT k.campaign_id AS "campaignId", k.signup_id AS "signupId", k.attempts, s.email, s.name, s.institution,
       s.research_area AS "researchArea",
       (s.status = 'confirmed' AND NOT EXISTS (
         SELECT 1 FROM suppressions x WHERE x.email_hash = ${EMAIL_HASH('s.email')})) AS deliverable,
       c.kind, c.subject, c.body_text AS "bodyText", c.body_html AS "bodyHtml", c.fallbacks
     FROM claimed k JOIN signups s ON s.id = k.signup_id JOIN campaigns c ON c.id = k.campaign_id
     ORDER BY k.campaign_id, k.signup_id`,
    [limit, leaseSeconds, campaignIds ? [...campaignIds] : null],
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
  // An invitation handed over makes its recipient invited, in the same statement as the outcome.
  await db.query(
    `WITH settled AS (
       UPDATE campaign_recipients SET status = $5, last_error = left($6, 1000), locked_until = NULL,
         sent_at = CASE WHEN $5 = 'sent' THEN now() END
       WHERE ${KEY} RETURNING signup_id
     )
     UPDATE signups SET invited_at = coalesce(invited_at, now())
     WHERE $5 = 'sent' AND $7 = 'invitation' AND id IN (SELECT signup_id FROM settled)`,
    [claim.campaignId, claim.signupId, claim.attempts, 'queued', outcome, error, claim.kind],
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

/**
 * A campaign's delivery, as aggregate columns over `campaigns c LEFT JOIN campaign_recipients r LEFT
 * JOIN signups s`, grouped by campaign: its recipients by state, and the sent ones the provider has
 * since reported as a hard bounce. The Campaigns list and Insights read the same figures from here.
 */
export const DELIVERY_COUNTS = `count(r.signup_id)::int AS recipients,
  count(*) FILTER (WHERE r.status = 'queued')::int AS queued,
  count(*) FILTER (WHERE r.status = 'sent')::int AS sent,
  count(*) FILTER (WHERE r.status = 'failed')::int AS failed,
  count(*) FILTER (WHERE r.status = 'skipped')::int AS skipped,
  count(*) FILTER (WHERE r.status = 'sent' AND EXISTS (
    SELECT 1 FROM suppressions x WHERE x.email_hash = ${EMAIL_HASH('s.email')} AND x.reason = 'bounce'
      AND x.created_at >= r.sent_at))::int AS bounced`;

/** The columns DELIVERY_COUNTS answers, for the row schemas of the queries that select it. */
export const deliveryCountsShape = {
  recipients: z.int(),
  queued: z.int(),
  sent: z.int(),
  failed: z.int(),
  skipped: z.int(),
  bounced: z.int(),
} satisfies { [K in keyof DeliveryCounts]: z.ZodInt };

export const campaignSummaryRow = campaignRow
  .pick({ id: true, kind: true, subject: true, articleId: true, segment: true, createdAt: true, sendAt: true })
  .extend({
    articleTitle: z.string().nullable(),
    ...deliveryCountsShape,
    accepted: z.int(),
  });
export type CampaignSummaryRow = z.infer<typeof campaignSummaryRow>;

/**
 * Every campaign, newest first, with its delivery: recipients by state, the sent ones the provider
 * has since reported as a hard bounce, and (for a wave) those who accepted.
 */
export async function listCampaigns(
  db: Queryable,
  { id, limit = 200 }: { id?: number; limit?: number } = {},
): Promise<CampaignSummaryRow[]> {
  return queryRows(
    db,
    campaignSummaryRow,
    `SELECT c.id, c.kind, c.subject, c.article_id AS "articleId", c.segment, c.created_at AS "createdAt",
       c.send_at AS "sendAt", a.title AS "articleTitle",
       ${DELIVERY_COUNTS},
       count(*) FILTER (WHERE c.kind = 'invitation' AND s.accepted_at IS NOT NULL)::int AS accepted
     FROM campaigns c
     LEFT JOIN articles a ON a.id = c.article_id
     LEFT JOIN campaign_recipients r ON r.campaign_id = c.id
     LEFT JOIN signups s ON s.id = r.signup_id
     WHERE $2::int IS NULL OR c.id = $2
     GROUP BY c.id, a.title
     ORDER BY c.created_at DESC, c.id DESC
     LIMIT $1`,
    [limit, id ?? null],
  );
}

/** One campaign with its delivery, as the list shows it. */
export async function getCampaignSummary(db: Queryable, id: number): Promise<CampaignSummaryRow | null> {
  return (await listCampaigns(db, { id, limit: 1 }))[0] ?? null;
}
