// The Insights charts, computed where the rows are. Every range is a run of calendar days in the
// viewer's time zone: its bounds are local midnights turned into instants once, so the indexes on
// created_at serve every zone, and rows are put in their bucket by a binary search over the
// buckets' first instants (width_bucket) rather than by converting each row's time to local time.
// Call-to-action events, a million and more, are read from their tallies (migration 007), and visits
// from the page-view tallies (migration 014) as the Traffic screen reads them.
import type {
  ActivityPoint,
  ConversionPoint,
  CtaGroup,
  FunnelPoint,
  InsightsQuery,
  NewsletterDelivery,
  OverduePoint,
  SubjectCount,
} from '@nodal/shared';
import * as z from 'zod';
import { queryRows } from '../rows.ts';
import { contactRow } from '../schema/index.ts';
import type { Queryable } from '../types.ts';
import { DELIVERY_COUNTS, deliveryCountsShape } from './campaigns.ts';

// $1 from, $2 to (YYYY-MM-DD), $3 time zone (IANA), $4 bucket ('day' or 'week').
export const STARTS_AT = `($1::date::timestamp AT TIME ZONE $3::text)`;
export const ENDS_AT = `(($2::date + 1)::timestamp AT TIME ZONE $3::text)`;

/**
 * Every bucket of the range, empty or not, numbered from 1 (`i`), with its first local day
 * (`bucket`), and `edges`: the instant each bucket starts. `width_bucket(created_at, edges)` then
 * names a row's bucket; a first week that begins before the range still counts only rows inside it.
 */
export const BUCKETS = `
  b AS (
    SELECT row_number() OVER (ORDER BY d) AS i, d::date AS bucket,
           d AT TIME ZONE $3::text AS starts_at
    FROM generate_series(date_trunc($4::text, $1::date::timestamp), $2::date::timestamp,
                         ('1 ' || $4::text)::interval) AS d
  ),
  e AS (SELECT array_agg(starts_at ORDER BY i) AS edges FROM b)`;

/**
 * Rows of `table` whose `at` (a timestamptz column, `created_at` unless said) falls in the range,
 * counted per bucket (`i`), tagged `k`; `table` and `at` are a caller's constants.
 */
const rowsPerBucket = (k: number, table: string, at = 'created_at') => `
  SELECT ${k} AS k, width_bucket(t.${at}, e.edges) AS i, count(*) AS n
  FROM ${table} t CROSS JOIN e
  WHERE t.${at} >= ${STARTS_AT} AND t.${at} < ${ENDS_AT}
  GROUP BY 2`;

/**
 * A quarter-hour tally's `measure` per bucket, tagged `k` (both the caller's constants): a local
 * midnight always starts a quarter, so no quarter straddles two buckets. Call-to-action events
 * (migration 007) and visits (migration 014, summed over its shards) are read this way.
 */
const tallyPerBucket = (k: number, table: 'cta_event_quarters' | 'page_view_quarters', measure: string) => `
  SELECT ${k} AS k, width_bucket(t.slot, e.edges) AS i, sum(t.${measure}) AS n
  FROM ${table} t CROSS JOIN e
  WHERE t.slot >= ${STARTS_AT} AND t.slot < ${ENDS_AT}
  GROUP BY 2`;

/**
 * Counts per bucket, one column per entry of `columns` (its name, a caller's constant), zero where
 * a bucket has none; the n-th entry's source tags its rows `k` = n (from 1). The sources are
 * stacked and grouped once rather than joined to the buckets one after the other: PostgreSQL cannot
 * estimate a join on width_bucket, and two in a row made it expect millions of rows and spend two
 * seconds compiling the query (JIT) to count a few thousand.
 */
const series = (columns: Record<string, string>) => {
  const names = Object.keys(columns);
  return `
  WITH ${BUCKETS},
  counts AS (
    SELECT i, ${names.map((name, n) => `sum(n) FILTER (WHERE k = ${n + 1})::int AS ${name}`).join(', ')}
    FROM (${Object.values(columns).join(' UNION ALL ')}) AS x
    GROUP BY i
  )
  SELECT to_char(b.bucket, 'YYYY-MM-DD') AS bucket,
         ${names.map((name) => `coalesce(counts.${name}, 0) AS ${name}`).join(', ')}
  FROM b LEFT JOIN counts USING (i)
  ORDER BY b.i`;
};

/** Two counts per bucket, `first` (its source tagged 1) and `second` (tagged 2). */
const twoSeries = (first: string, second: string) => series({ first, second });

const params = (q: InsightsQuery) => [q.from, q.to, q.tz, q.bucket];

/** A bucket (its first day, YYYY-MM-DD) and its two counts: what twoSeries returns. */
const twoCounts = z.strictObject({ bucket: z.iso.date(), first: z.int(), second: z.int() });

export async function insightActivity(db: Queryable, q: InsightsQuery): Promise<ActivityPoint[]> {
  const rows = await queryRows(
    db,
    twoCounts,
    twoSeries(rowsPerBucket(1, 'signups'), rowsPerBucket(2, 'contacts')),
    params(q),
  );
  return rows.map((r) => ({ bucket: r.bucket, signups: r.first, contacts: r.second }));
}

export async function insightConversion(db: Queryable, q: InsightsQuery): Promise<ConversionPoint[]> {
  const rows = await queryRows(
    db,
    twoCounts,
    twoSeries(rowsPerBucket(1, 'signups'), tallyPerBucket(2, 'cta_event_quarters', 'events')),
    params(q),
  );
  return rows.map((r) => ({
    bucket: r.bucket,
    ctaEvents: r.second,
    signups: r.first,
    // Four decimals, as the CSV shows it; JavaScript division is exact enough for that.
    signupsPerEvent: r.second ? Math.round((r.first / r.second) * 10_000) / 10_000 : null,
  }));
}

/**
 * The signup funnel: each step counted in the bucket it happened in. Visits are the visits begun, as
 * the Traffic screen counts them (a visit's entry view, from the page-view tally, so they outlive
 * the raw views' retention); the signup steps are read from their own times on `signups`
 * (migrations 016 and 020), whatever the signup's state now. An erased signup is deleted, and with
 * it every step it took.
 */
const FUNNEL = series({
  visits: tallyPerBucket(1, 'page_view_quarters', 'visits'),
  signups: rowsPerBucket(2, 'signups'),
  confirmed: rowsPerBucket(3, 'signups', 'confirmed_at'),
  invited: rowsPerBucket(4, 'signups', 'invited_at'),
  accepted: rowsPerBucket(5, 'signups', 'accepted_at'),
});

const funnelRow = z.strictObject({
  bucket: z.iso.date(),
  visits: z.int(),
  signups: z.int(),
  confirmed: z.int(),
  invited: z.int(),
  accepted: z.int(),
});

export async function insightFunnel(db: Queryable, q: InsightsQuery): Promise<FunnelPoint[]> {
  return queryRows(db, funnelRow, FUNNEL, params(q));
}

const OPEN = `('new', 'in_progress')`;
/** A change between open and done: the predicate of the partial index in migration 011, word for word. */
const OPEN_OR_DONE = `(h.from_status IN ('new', 'in_progress')) <> (h.to_status IN ('new', 'in_progress'))`;

/**
 * Overdue contacts at the end of each bucket (decision 0062). A contact is overdue from
 * `overdue_from`, the midnight that ends its reply day in the business time zone, for as long as it
 * is open. That is a running sum of steps: +1 at `overdue_from`, and for each change between open
 * (New, In progress) and done (Replied, Closed) -1 or +1 at that change, moved to `overdue_from`
 * when it came earlier, so a reply in time cancels the +1 at the same instant. A step counts for
 * the buckets that end after it: the first is found by width_bucket over the buckets' starts (every
 * step before the range lands in the first), and a running sum over the buckets adds them up. The
 * bucket under way is counted at the present moment; one not begun yet is null.
 * Contacts are grouped by reply day first, so a few hundred days are converted to instants rather
 * than every contact, and both scans are index-only (migration 011).
 */
const OVERDUE = `
  WITH ${BUCKETS},
  days AS (
    SELECT c.reply_due_on AS due_on, count(*) AS n,
           (c.reply_due_on + 1)::timestamp AT TIME ZONE s.time_zone AS overdue_from
    FROM contacts c CROSS JOIN settings s WHERE s.id = 1
    GROUP BY c.reply_due_on, s.time_zone
  ),
  steps AS (
    SELECT overdue_from AS t, n AS d FROM days
    UNION ALL
    SELECT greatest(h.changed_at, days.overdue_from), CASE WHEN h.to_status IN ${OPEN} THEN 1 ELSE -1 END
    FROM contact_status_changes h
    JOIN contacts c ON c.id = h.contact_id
    JOIN days ON days.due_on = c.reply_due_on
    WHERE ${OPEN_OR_DONE}
  ),
  per_bucket AS (
    SELECT greatest(width_bucket(steps.t, e.edges), 1) AS i, sum(steps.d) AS n
    FROM steps CROSS JOIN e
    WHERE steps.t < least(${ENDS_AT}, now())
    GROUP BY 1
  )
  SELECT to_char(b.bucket, 'YYYY-MM-DD') AS bucket,
         CASE WHEN b.starts_at > now() THEN NULL
              ELSE (sum(coalesce(per_bucket.n, 0)) OVER (ORDER BY b.i))::int END AS overdue
  FROM b LEFT JOIN per_bucket USING (i)
  ORDER BY b.i`;

/** A bucket and its overdue count; null for a bucket not begun yet. */
const overdueRow = z.strictObject({ bucket: z.iso.date(), overdue: z.int().nullable() });

export async function insightOverdue(db: Queryable, q: InsightsQuery): Promise<OverduePoint[]> {
  return queryRows(db, overdueRow, OVERDUE, params(q));
}

/** The largest groups first (ties by name), at most `limit`; the total of every group, and what the rest add up to. */
export interface Grouped<T> {
  rows: T[];
  total: number;
  other: number;
}

/**
 * `counts` is a query (the caller's constant) of `n` per group over the range, its group columns
 * named by `keys`; `group` is its row with `total`, the sum over every group; it may use $1 to $3 and the range's bounds STARTS_AT and ENDS_AT.
 */
async function grouped<T extends { n: number; total: number }>(
  db: Queryable,
  counts: string,
  group: z.ZodType<T, T>,
  keys: string,
  q: InsightsQuery,
  limit: number,
): Promise<Grouped<Omit<T, 'total'>>> {
  const rows = await queryRows(
    db,
    group,
    `WITH g AS (${counts})
     SELECT *, sum(n) OVER ()::int AS total FROM g ORDER BY n DESC, ${keys} LIMIT $4`,
    [q.from, q.to, q.tz, limit],
  );
  const total = rows[0]?.total ?? 0;
  return {
    rows: rows.map(({ total: _total, ...row }) => row),
    total,
    other: total - rows.reduce((sum, row) => sum + row.n, 0),
  };
}

/**
 * Events per section and element over the range: the whole UTC days inside it from their daily
 * tally (migration 007), the partial UTC days at its two ends from the raw events. `first` is the
 * first UTC midnight at or after the start, `last` the last one at or before the end; when the range
 * holds no whole UTC day, the first raw part covers all of it and the other two are empty.
 */
const CTA_GROUPS = `
  WITH r AS (
    SELECT starts_at, ends_at, first_day, last_day,
           least(first_day::timestamp AT TIME ZONE 'UTC', ends_at) AS head_ends,
           greatest(last_day::timestamp AT TIME ZONE 'UTC', least(first_day::timestamp AT TIME ZONE 'UTC', ends_at))
             AS tail_starts
    FROM (SELECT ${STARTS_AT} AS starts_at, ${ENDS_AT} AS ends_at,
                 ((${STARTS_AT} AT TIME ZONE 'UTC') + interval '1 day' - interval '1 microsecond')::date AS first_day,
                 (${ENDS_AT} AT TIME ZONE 'UTC')::date AS last_day) AS b
  ),
  parts AS (
    SELECT t.source_section, t.source_element, count(*) AS n FROM cta_events t CROSS JOIN r
    WHERE t.created_at >= r.starts_at AND t.created_at < r.head_ends GROUP BY 1, 2
    UNION ALL
    SELECT t.source_section, t.source_element, sum(t.events) FROM cta_event_days t CROSS JOIN r
    WHERE t.day >= r.first_day AND t.day < r.last_day GROUP BY 1, 2
    UNION ALL
    SELECT t.source_section, t.source_element, count(*) FROM cta_events t CROSS JOIN r
    WHERE t.created_at >= r.tail_starts AND t.created_at < r.ends_at GROUP BY 1, 2
  )
  SELECT source_section AS section, source_element AS element, sum(n)::int AS n FROM parts GROUP BY 1, 2
  HAVING sum(n) > 0`;

/**
 * Each newsletter due in the range (by its send time), `n` being the messages handed to the mail
 * server; bounced are those the provider has since reported as a hard bounce (as the Campaigns list).
 */
const NEWSLETTERS = `
  SELECT c.id, c.subject, to_char(c.send_at AT TIME ZONE $3::text, 'YYYY-MM-DD') AS "sendOn",
    ${DELIVERY_COUNTS}, count(*) FILTER (WHERE r.status = 'sent')::int AS n
  FROM campaigns c
  LEFT JOIN campaign_recipients r ON r.campaign_id = c.id
  LEFT JOIN signups s ON s.id = r.signup_id
  WHERE c.kind = 'newsletter' AND c.send_at >= ${STARTS_AT} AND c.send_at < ${ENDS_AT}
  GROUP BY c.id`;

const SUBJECTS = `
  SELECT subject, count(*)::int AS n FROM contacts
  WHERE created_at >= ${STARTS_AT} AND created_at < ${ENDS_AT}
  GROUP BY subject`;

export async function insightCtaGroups(db: Queryable, q: InsightsQuery, limit: number): Promise<Grouped<CtaGroup>> {
  const { rows, ...sums } = await grouped(
    db,
    CTA_GROUPS,
    z.strictObject({ section: z.string(), element: z.string(), n: z.int(), total: z.int() }),
    'section, element',
    q,
    limit,
  );
  return { rows: rows.map(({ n, ...row }) => ({ ...row, events: n })), ...sums };
}

export async function insightSubjects(db: Queryable, q: InsightsQuery, limit: number): Promise<Grouped<SubjectCount>> {
  const { rows, ...sums } = await grouped(
    db,
    SUBJECTS,
    contactRow.pick({ subject: true }).extend({ n: z.int(), total: z.int() }),
    'subject',
    q,
    limit,
  );
  return { rows: rows.map(({ n, ...row }) => ({ ...row, contacts: n })), ...sums };
}

const newsletterRow = z.strictObject({
  id: z.int(),
  subject: z.string(),
  sendOn: z.iso.date(),
  ...deliveryCountsShape,
  n: z.int(),
  total: z.int(),
});

/** Each newsletter of the range with its delivery, the most messages sent first. */
export async function insightNewsletters(
  db: Queryable,
  q: InsightsQuery,
  limit: number,
): Promise<Grouped<NewsletterDelivery>> {
  const { rows, ...sums } = await grouped(db, NEWSLETTERS, newsletterRow, 'id', q, limit);
  return { rows: rows.map(({ n: _n, ...row }) => row), ...sums };
}
