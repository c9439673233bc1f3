// The Traffic reports, read from the tallies of migration 014 as the Insights charts read the CTA
// tallies: totals and series from the quarter hours (every local midnight starts one), groups from
// the UTC days wholly inside the range plus the raw views of the partial days at its two ends.
// Visitors are daily keys, counted at their first view of the day.
import {
  REALTIME_MINUTES,
  TRAFFIC_DEVICES,
  type TrafficCampaignRow,
  type TrafficConversionRow,
  type TrafficCountryRow,
  type TrafficDeviceRow,
  type TrafficEntryRow,
  type TrafficPageRow,
  type TrafficPoint,
  type TrafficQuery,
  type TrafficRealtime,
  type TrafficSourceRow,
  type TrafficTotals,
} from '@nodal/shared';
import * as z from 'zod';
import { queryRow, queryRows } from '../rows.ts';
import { countRow, pageViewDayRow, pageViewQuarterRow } from '../schema/index.ts';
import type { Queryable } from '../types.ts';
import { BUCKETS, ENDS_AT, STARTS_AT, type Grouped } from './insights.ts';
import { iso } from './util.ts';

/** A share or a mean with four decimals, null with nothing to divide by. */
const ratio = (part: number, whole: number) => (whole ? Math.round((part / whole) * 10_000) / 10_000 : null);
const meanMs = (sum: number, n: number) => (n ? Math.round(sum / n) : null);

const totalsRow = pageViewQuarterRow.omit({ slot: true }).extend({ signups: z.int(), contacts: z.int() });

/** Signups or contacts attributed to a visit, sent within the range ($1 to $3). */
const attributed = (table: 'signups' | 'contacts') =>
  `(SELECT count(*)::int FROM ${table} WHERE visit_id IS NOT NULL AND created_at >= ${STARTS_AT} AND created_at < ${ENDS_AT})`;

const TOTALS = `
  SELECT coalesce(sum(views), 0)::int AS views, coalesce(sum(visits), 0)::int AS visits,
         coalesce(sum(visitors), 0)::int AS visitors, coalesce(sum(continued), 0)::int AS continued,
         coalesce(sum(duration_ms), 0)::float8 AS "durationMs", coalesce(sum(durations), 0)::int AS durations,
         ${attributed('signups')} AS signups, ${attributed('contacts')} AS contacts
  FROM page_view_quarters WHERE slot >= ${STARTS_AT} AND slot < ${ENDS_AT}`;

/** Totals over the range's days in its time zone. */
export async function trafficTotals(
  db: Queryable,
  q: Pick<TrafficQuery, 'from' | 'to' | 'tz'>,
): Promise<TrafficTotals> {
  const t = (await queryRow(db, totalsRow, TOTALS, [q.from, q.to, q.tz]))!;
  return {
    visitors: t.visitors,
    visits: t.visits,
    views: t.views,
    viewsPerVisit: ratio(t.views, t.visits),
    bounceRate: ratio(t.visits - t.continued, t.visits),
    timeOnPageMs: meanMs(t.durationMs, t.durations),
    signups: t.signups,
    contacts: t.contacts,
    conversionRate: ratio(t.signups, t.visits),
  };
}

const pointRow = z.strictObject({ bucket: z.iso.date(), visitors: z.int(), visits: z.int(), views: z.int() });

const SERIES = `
  WITH ${BUCKETS},
  counts AS (
    SELECT width_bucket(t.slot, e.edges) AS i, sum(t.visitors)::int AS visitors, sum(t.visits)::int AS visits,
           sum(t.views)::int AS views
    FROM page_view_quarters t CROSS JOIN e
    WHERE t.slot >= ${STARTS_AT} AND t.slot < ${ENDS_AT}
    GROUP BY 1
  )
  SELECT to_char(b.bucket, 'YYYY-MM-DD') AS bucket, coalesce(counts.visitors, 0) AS visitors,
         coalesce(counts.visits, 0) AS visits, coalesce(counts.views, 0) AS views
  FROM b LEFT JOIN counts USING (i)
  ORDER BY b.i`;

export async function trafficSeries(db: Queryable, q: TrafficQuery): Promise<TrafficPoint[]> {
  return queryRows(db, pointRow, SERIES, [q.from, q.to, q.tz, q.bucket]);
}

/**
 * The instants that cut a range ($1 to $3) into its partial UTC day at each end and the whole UTC
 * days between: `firstDay` is the first UTC midnight at or after the start, `lastDay` the last one at
 * or before the end; when the range holds no whole UTC day, the head covers all of it.
 */
const BOUNDS = `
  SELECT starts_at AS "startsAt", ends_at AS "endsAt", to_char(first_day, 'YYYY-MM-DD') AS "firstDay",
         to_char(last_day, 'YYYY-MM-DD') AS "lastDay",
         least(first_day::timestamp AT TIME ZONE 'UTC', ends_at) AS "headEnds",
         greatest(last_day::timestamp AT TIME ZONE 'UTC', least(first_day::timestamp AT TIME ZONE 'UTC', ends_at))
           AS "tailStarts"
  FROM (SELECT ${STARTS_AT} AS starts_at, ${ENDS_AT} AS ends_at,
               ((${STARTS_AT} AT TIME ZONE 'UTC') + interval '1 day' - interval '1 microsecond')::date AS first_day,
               (${ENDS_AT} AT TIME ZONE 'UTC')::date AS last_day) AS b`;

const boundsRow = z.strictObject({
  startsAt: z.date(),
  endsAt: z.date(),
  firstDay: z.iso.date(),
  lastDay: z.iso.date(),
  headEnds: z.date(),
  tailStarts: z.date(),
});
type Bounds = z.infer<typeof boundsRow>;

/**
 * The bounds are read first and passed to the report as values: with them as constants the planner
 * reads the two raw ends through the block range index, where bounds joined in from a subquery made
 * it scan every page view.
 */
async function boundsOf(db: Queryable, q: TrafficQuery): Promise<Bounds> {
  return (await queryRow(db, boundsRow, BOUNDS, [q.from, q.to, q.tz]))!;
}

/** $1 starts at, $2 head ends, $3 tail starts, $4 ends at, $5 first day, $6 last day. */
const boundParams = (b: Bounds) => [b.startsAt, b.headEnds, b.tailStarts, b.endsAt, b.firstDay, b.lastDay];

/**
 * One dimension's rows over the range ($7 the dimension; the bounds as above): the whole UTC days
 * from the day tally, the partial UTC days at the two ends from the raw views through the same
 * page_view_facts the tally trigger uses.
 */
const DIMENSION = `
  WITH raw AS (
    SELECT * FROM page_views WHERE created_at >= $1::timestamptz AND created_at < $2::timestamptz
    UNION ALL
    SELECT * FROM page_views WHERE created_at >= $3::timestamptz AND created_at < $4::timestamptz
  ),
  parts AS (
    SELECT f.value, f.source, f.medium, sum(f.views) AS views, sum(f.visits) AS visits, sum(f.visitors) AS visitors,
           count(*) FILTER (WHERE f.dimension = 'entry'
             AND EXISTS (SELECT 1 FROM page_views s WHERE s.visit_id = t.id AND s.seq = 2)) AS continued,
           sum(f.duration_ms) AS duration_ms, sum(f.durations) AS durations
    FROM raw t CROSS JOIN LATERAL page_view_facts(t::page_views) f
    WHERE f.dimension = $7
    GROUP BY 1, 2, 3
    UNION ALL
    SELECT t.value, t.source, t.medium, sum(t.views), sum(t.visits), sum(t.visitors), sum(t.continued),
           sum(t.duration_ms), sum(t.durations)
    FROM page_view_days t
    WHERE t.dimension = $7 AND t.day >= $5::date AND t.day < $6::date
    GROUP BY 1, 2, 3
  )
  SELECT value, source, medium, sum(views)::int AS views, sum(visits)::int AS visits, sum(visitors)::int AS visitors,
         sum(continued)::int AS continued, sum(duration_ms)::float8 AS "durationMs", sum(durations)::int AS durations
  FROM parts GROUP BY 1, 2, 3`;

const dimensionRow = pageViewDayRow.omit({ day: true, dimension: true });
type DimensionRow = z.infer<typeof dimensionRow>;
type Dimension = z.infer<typeof pageViewDayRow>['dimension'];

/** Pages are ranked by views, everything else by visits. */
const measureOf = (dimension: Dimension) => (dimension === 'page' ? 'views' : 'visits');

/** A dimension's largest groups first (ties by name), at most `limit`, with the total and the rest. */
async function dimension(
  db: Queryable,
  q: TrafficQuery,
  dim: Dimension,
  limit: number,
): Promise<Grouped<DimensionRow>> {
  const n = measureOf(dim);
  const rows = await queryRows(
    db,
    dimensionRow.extend({ total: z.int() }),
    `WITH g AS (${DIMENSION})
     SELECT *, sum(${n}) OVER ()::int AS total FROM g WHERE ${n} > 0
     ORDER BY ${n} DESC, value, source, medium LIMIT $8`,
    [...boundParams(await boundsOf(db, q)), dim, limit],
  );
  const total = rows[0]?.total ?? 0;
  return {
    rows: rows.map(({ total: _total, ...row }) => row),
    total,
    other: total - rows.reduce((sum, row) => sum + row[n], 0),
  };
}

const mapRows = <T>({ rows, ...sums }: Grouped<DimensionRow>, to: (row: DimensionRow) => T): Grouped<T> => ({
  rows: rows.map(to),
  ...sums,
});

export async function trafficPages(db: Queryable, q: TrafficQuery, limit: number): Promise<Grouped<TrafficPageRow>> {
  return mapRows(await dimension(db, q, 'page', limit), (r) => ({
    path: r.value,
    views: r.views,
    visitors: r.visitors,
    timeOnPageMs: meanMs(r.durationMs, r.durations),
  }));
}

export async function trafficEntries(db: Queryable, q: TrafficQuery, limit: number): Promise<Grouped<TrafficEntryRow>> {
  return mapRows(await dimension(db, q, 'entry', limit), (r) => ({
    path: r.value,
    visits: r.visits,
    bounceRate: ratio(r.visits - r.continued, r.visits),
  }));
}

export async function trafficSources(
  db: Queryable,
  q: TrafficQuery,
  limit: number,
): Promise<Grouped<TrafficSourceRow>> {
  return mapRows(await dimension(db, q, 'source', limit), (r) => ({
    source: r.value,
    visits: r.visits,
    visitors: r.visitors,
  }));
}

export async function trafficCampaigns(
  db: Queryable,
  q: TrafficQuery,
  limit: number,
): Promise<Grouped<TrafficCampaignRow>> {
  return mapRows(await dimension(db, q, 'campaign', limit), (r) => ({
    campaign: r.value,
    source: r.source,
    medium: r.medium,
    visits: r.visits,
  }));
}

const isDevice = (value: string): value is TrafficDeviceRow['device'] =>
  (TRAFFIC_DEVICES as readonly string[]).includes(value);

export async function trafficDevices(
  db: Queryable,
  q: TrafficQuery,
  limit: number,
): Promise<Grouped<TrafficDeviceRow>> {
  const { rows, ...sums } = await dimension(db, q, 'device', limit);
  return { rows: rows.flatMap((r) => (isDevice(r.value) ? [{ device: r.value, visits: r.visits }] : [])), ...sums };
}

export async function trafficCountries(
  db: Queryable,
  q: TrafficQuery,
  limit: number,
): Promise<Grouped<TrafficCountryRow>> {
  return mapRows(await dimension(db, q, 'country', limit), (r) => ({ country: r.value, visits: r.visits }));
}

const conversionRow = z.strictObject({
  key: z.string(),
  visits: z.int(),
  signups: z.int(),
  contacts: z.int(),
  total: z.int(),
});

/**
 * Visits per source or entry page ($7 the dimension), beside the signups and contacts sent within
 * the range from a visit of that source or entry page (the visit's entry view names both). Ranked by
 * signups, then visits; `total` and `other` count visits. A conversion whose visit's raw views were
 * deleted by retention is no longer counted.
 */
const CONVERSIONS = (column: 'source' | 'path') => `
  WITH v AS (${DIMENSION}),
  c AS (
    SELECT e.${column} AS value, count(*) FILTER (WHERE x.k = 's') AS signups, count(*) FILTER (WHERE x.k = 'c') AS contacts
    FROM (SELECT 's' AS k, visit_id FROM signups
          WHERE visit_id IS NOT NULL AND created_at >= $1::timestamptz AND created_at < $4::timestamptz
          UNION ALL
          SELECT 'c', visit_id FROM contacts
          WHERE visit_id IS NOT NULL AND created_at >= $1::timestamptz AND created_at < $4::timestamptz) AS x
    JOIN page_views e ON e.id = x.visit_id
    GROUP BY 1
  ),
  g AS (
    SELECT coalesce(v.value, c.value) AS key, coalesce(v.visits, 0) AS visits,
           coalesce(c.signups, 0)::int AS signups, coalesce(c.contacts, 0)::int AS contacts
    FROM v FULL JOIN c ON c.value = v.value
  )
  SELECT *, sum(visits) OVER ()::int AS total FROM g WHERE visits > 0 OR signups > 0 OR contacts > 0
  ORDER BY signups DESC, visits DESC, key LIMIT $8`;

async function conversions(
  db: Queryable,
  q: TrafficQuery,
  dim: 'source' | 'entry',
  limit: number,
): Promise<Grouped<TrafficConversionRow>> {
  const rows = await queryRows(db, conversionRow, CONVERSIONS(dim === 'source' ? 'source' : 'path'), [
    ...boundParams(await boundsOf(db, q)),
    dim,
    limit,
  ]);
  const total = rows[0]?.total ?? 0;
  return {
    rows: rows.map(({ total: _total, ...row }) => ({ ...row, rate: ratio(row.signups, row.visits) })),
    total,
    other: total - rows.reduce((sum, row) => sum + row.visits, 0),
  };
}

export const trafficSourceConversions = (db: Queryable, q: TrafficQuery, limit: number) =>
  conversions(db, q, 'source', limit);
export const trafficEntryConversions = (db: Queryable, q: TrafficQuery, limit: number) =>
  conversions(db, q, 'entry', limit);

const realtimeRow = z.strictObject({ visitors: z.int(), views: z.int(), since: z.date() });

/** Daily keys and views of the last REALTIME_MINUTES minutes, from the raw views. */
export async function trafficRealtime(db: Queryable): Promise<TrafficRealtime> {
  const row = await queryRow(
    db,
    realtimeRow,
    `WITH s AS (SELECT now() - make_interval(mins => $1) AS since)
     SELECT count(DISTINCT p.visitor_key)::int AS visitors, count(p.id)::int AS views, s.since
     FROM s LEFT JOIN page_views p ON p.created_at > s.since
     GROUP BY s.since`,
    [REALTIME_MINUTES],
  );
  return { visitors: row!.visitors, views: row!.views, since: iso(row!.since) };
}

/** Raw page views stored in all (the benchmark's table size per million views). */
export async function pageViewCount(db: Queryable): Promise<number> {
  return (await queryRow(db, countRow, 'SELECT count(*)::int AS n FROM page_views'))!.n;
}
