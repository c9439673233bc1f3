// A realistic traffic series written in bulk, for the API tests, the benchmark and the admin's
// screenshots: visits spread over each UTC day (more towards its end), a third of them bounces, sources,
// campaigns, devices and countries in plausible shares, durations on most views, and a few visits
// that end in a signup or a contact (attributed to that visit). Written by INSERT … SELECT over
// generate_series, a day per statement, so the tally triggers run once per day.
import type { Queryable } from '../types.ts';

export interface TrafficSeed {
  /** The first UTC day (YYYY-MM-DD). */
  from: string;
  days: number;
  visitsPerDay: number;
  /** Tells this seed's signups and contacts apart (their addresses must be unique). */
  tag: string;
  /** Share of visits that sign up, and that write to us. */
  signupRate?: number;
  contactRate?: number;
}

const PATHS = [
  '/',
  '/docs',
  '/docs#start-install',
  '/docs#guides-workflows',
  '/updates',
  '/playground',
  '/demo',
  '/contact',
];
// [source, medium, campaign, referrer], repeated by weight.
const SOURCES: Array<[string, string, string, string]> = [
  ['Direct / none', '', '', ''],
  ['Direct / none', '', '', ''],
  ['Direct / none', '', '', ''],
  ['google.com', '', '', 'google.com/'],
  ['google.com', '', '', 'google.com/'],
  ['google.com', '', '', 'google.com/'],
  ['duckduckgo.com', '', '', 'duckduckgo.com/'],
  ['news.ycombinator.com', '', '', 'news.ycombinator.com/item'],
  ['github.com', '', '', 'github.com/nodal-dev/nodal'],
  ['newsletter', 'email', 'autumn-launch', ''],
  ['newsletter', 'email', 'autumn-launch', ''],
  ['twitter', 'social', 'conference-2026', 't.co'],
  ['scholar.google.com', '', '', 'scholar.google.com/'],
];
const DEVICES = ['desktop', 'desktop', 'desktop', 'mobile', 'mobile', 'tablet'];
const COUNTRIES = ['DE', 'DE', 'US', 'US', 'US', 'GB', 'FR', 'NL', 'IN', 'JP', 'BR', 'unknown'];

const sqlArray = (values: string[]) => `ARRAY[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', ')}]`;
const column = (i: number) => sqlArray(SOURCES.map((s) => s[i]!));

/**
 * One UTC day of visits ($1 day, $2 visits, $3 tag, $4 signup share, $5 contact share). Each visit is
 * a new daily key with 1 view (a bounce, one in three) or 2 to 6 views a minute or two apart on
 * different pages; its entry carries the source, device and country.
 */
const DAY = `
  WITH visits AS (
    SELECT nextval(pg_get_serial_sequence('page_views', 'id')) AS id,
           $1::date::timestamp AT TIME ZONE 'UTC'
             + make_interval(secs => (85800 * power(random(), 0.8))::int) AS at,
           decode(md5($3 || $1 || v::text), 'hex') AS key,
           CASE WHEN random() < 0.34 THEN 1 ELSE 2 + (random() * 4)::int END AS views,
           (random() * ${PATHS.length - 1})::int AS path0,
           1 + (random() * ${SOURCES.length - 1})::int AS s,
           1 + (random() * ${DEVICES.length - 1})::int AS d,
           1 + (random() * ${COUNTRIES.length - 1})::int AS c,
           random() AS outcome
    FROM generate_series(1, $2::int) AS v
  ),
  views AS (
    INSERT INTO page_views (id, created_at, visitor_key, visit_id, seq, new_visitor, new_on_path, view_id, path,
                            source, medium, campaign, referrer, device, country, duration_ms)
    SELECT CASE WHEN n = 1 THEN v.id ELSE nextval(pg_get_serial_sequence('page_views', 'id')) END,
           v.at + make_interval(secs => (n - 1) * 97), v.key, v.id, n, n = 1, true,
           'seed' || v.id || '-' || n,
           (${sqlArray(PATHS)})[1 + (v.path0 + n - 1) % ${PATHS.length}],
           CASE WHEN n = 1 THEN (${column(0)})[v.s] ELSE '' END,
           CASE WHEN n = 1 THEN (${column(1)})[v.s] ELSE '' END,
           CASE WHEN n = 1 THEN (${column(2)})[v.s] ELSE '' END,
           CASE WHEN n = 1 THEN (${column(3)})[v.s] ELSE '' END,
           CASE WHEN n = 1 THEN (${sqlArray(DEVICES)})[v.d] ELSE '' END,
           CASE WHEN n = 1 THEN (${sqlArray(COUNTRIES)})[v.c] ELSE '' END,
           CASE WHEN random() < 0.8 THEN (2000 + random() * 180000)::int END
    FROM visits v CROSS JOIN LATERAL generate_series(1, v.views) AS n
    RETURNING 1
  ),
  signed AS (
    INSERT INTO signups (name, email, created_at, visit_id)
    SELECT 'Seeded Researcher', 'seed-' || $3 || '-' || v.id || '@example.test', v.at + interval '3 minutes', v.id
    FROM visits v WHERE v.outcome < $4
    RETURNING 1
  ),
  wrote AS (
    INSERT INTO contacts (name, email, subject, message, created_at, reply_due_on, visit_id)
    SELECT 'Seeded Editor', 'seed-' || $3 || '-' || v.id || '@example.test', 'research_partner',
           'A seeded message about a pilot.', v.at + interval '4 minutes', $1::date + 1, v.id
    FROM visits v WHERE v.outcome >= $4 AND v.outcome < $4 + $5
    RETURNING 1
  )
  SELECT (SELECT count(*) FROM views) AS views, (SELECT count(*) FROM signed) AS signups,
         (SELECT count(*) FROM wrote) AS contacts`;

/** Writes the series; returns how many views it wrote. */
export async function seedTraffic(db: Queryable, seed: TrafficSeed): Promise<number> {
  let views = 0;
  const first = new Date(`${seed.from}T00:00:00Z`).getTime();
  for (let i = 0; i < seed.days; i += 1) {
    const day = new Date(first + i * 86_400_000).toISOString().slice(0, 10);
    const [row] = await db.query(DAY, [
      day,
      seed.visitsPerDay,
      seed.tag,
      seed.signupRate ?? 0.02,
      seed.contactRate ?? 0.01,
    ]);
    views += Number((row as { views: unknown }).views);
  }
  return views;
}
