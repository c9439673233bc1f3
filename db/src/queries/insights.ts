// The Insights charts, computed where the rows are. Every range is a run of calendar days in the
// viewer's time zone: its bounds are local midnights turned into instants once, so the indexes on
// created_at serve every zone, and rows are put in their bucket by a binary search over the
// buckets' first instants (width_bucket) rather than by converting each row's time to local time.
import type { ActivityPoint, ConversionPoint, CtaGroup, InsightsQuery, SubjectCount } from '@nodal/shared';
import type { Queryable } from '../types.ts';

// $1 from, $2 to (YYYY-MM-DD), $3 time zone (IANA), $4 bucket ('day' or 'week').
const STARTS_AT = `($1::date::timestamp AT TIME ZONE $3::text)`;
const ENDS_AT = `(($2::date + 1)::timestamp AT TIME ZONE $3::text)`;

/**
 * Every bucket of the range, empty or not, numbered from 1 (`i`), with its first local day
 * (`bucket`), and `edges`: the instant each bucket starts. `width_bucket(created_at, edges)` then
 * names a row's bucket; a first week that begins before the range still counts only rows inside it.
 */
const BUCKETS = `
  b AS (
    SELECT row_number() OVER (ORDER BY d) AS i, d::date AS bucket,
           d AT TIME ZONE $3::text AS starts_at
    FROM generate_series(date_trunc($4::text, $1::date::timestamp), $2::date::timestamp,
                         ('1 ' || $4::text)::interval) AS d
  ),
  e AS (SELECT array_agg(starts_at ORDER BY i) AS edges FROM b)`;

/** Rows of `table` in the range, counted per bucket (`i`); `table` is a caller's constant. */
const perBucket = (name: string, table: string) => `
  ${name} AS (
    SELECT width_bucket(t.created_at, e.edges) AS i, count(*)::int AS n
    FROM ${table} t CROSS JOIN e
    WHERE t.created_at >= ${STARTS_AT} AND t.created_at < ${ENDS_AT}
    GROUP BY 1
  )`;

const params = (q: InsightsQuery) => [q.from, q.to, q.tz, q.bucket];

export async function insightActivity(db: Queryable, q: InsightsQuery): Promise<ActivityPoint[]> {
  return db.query<ActivityPoint>(
    `WITH ${BUCKETS}, ${perBucket('s', 'signups')}, ${perBucket('c', 'contacts')}
     SELECT to_char(b.bucket, 'YYYY-MM-DD') AS bucket, coalesce(s.n, 0) AS signups, coalesce(c.n, 0) AS contacts
     FROM b LEFT JOIN s USING (i) LEFT JOIN c USING (i)
     ORDER BY b.i`,
    params(q),
  );
}

export async function insightConversion(db: Queryable, q: InsightsQuery): Promise<ConversionPoint[]> {
  return db.query<ConversionPoint>(
    `WITH ${BUCKETS}, ${perBucket('s', 'signups')}, ${perBucket('c', 'cta_events')}
     SELECT to_char(b.bucket, 'YYYY-MM-DD') AS bucket, coalesce(c.n, 0) AS "ctaEvents", coalesce(s.n, 0) AS signups,
            round(coalesce(s.n, 0)::numeric / nullif(c.n, 0), 4)::float8 AS "signupsPerEvent"
     FROM b LEFT JOIN s USING (i) LEFT JOIN c USING (i)
     ORDER BY b.i`,
    params(q),
  );
}

/** The largest groups first (ties by name), at most `limit`; the total of every group, and what the rest add up to. */
export interface Grouped<T> {
  rows: T[];
  total: number;
  other: number;
}

async function grouped<T extends { n: number }>(
  db: Queryable,
  sql: { columns: string; table: string; groupBy: string; order: string },
  q: InsightsQuery,
  limit: number,
): Promise<Grouped<T>> {
  const rows = await db.query<T & { total: number }>(
    `WITH g AS (
       SELECT ${sql.columns}, count(*)::int AS n FROM ${sql.table}
       WHERE created_at >= ${STARTS_AT} AND created_at < ${ENDS_AT}
       GROUP BY ${sql.groupBy}
     )
     SELECT *, sum(n) OVER ()::int AS total FROM g ORDER BY n DESC, ${sql.order} LIMIT $4`,
    [q.from, q.to, q.tz, limit],
  );
  const total = rows[0]?.total ?? 0;
  return {
    rows: rows.map(({ total: _total, ...row }) => row as unknown as T),
    total,
    other: total - rows.reduce((sum, row) => sum + row.n, 0),
  };
}

export async function insightCtaGroups(db: Queryable, q: InsightsQuery, limit: number): Promise<Grouped<CtaGroup>> {
  const { rows, ...sums } = await grouped<{ section: string; element: string; n: number }>(
    db,
    {
      columns: 'source_section AS section, source_element AS element',
      table: 'cta_events',
      groupBy: 'source_section, source_element',
      order: 'section, element',
    },
    q,
    limit,
  );
  return { rows: rows.map(({ n, ...row }) => ({ ...row, events: n })), ...sums };
}

export async function insightSubjects(db: Queryable, q: InsightsQuery, limit: number): Promise<Grouped<SubjectCount>> {
  const { rows, ...sums } = await grouped<{ subject: string; n: number }>(
    db,
    { columns: 'subject', table: 'contacts', groupBy: 'subject', order: 'subject' },
    q,
    limit,
  );
  return { rows: rows.map(({ n, ...row }) => ({ ...row, contacts: n })), ...sums };
}
