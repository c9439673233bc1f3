// The Traffic reports against a seeded series: every figure the endpoint answers (from the tallies,
// with the raw views at a range's partial UTC days) must equal the same figure counted straight from
// the raw page views, in UTC and in zones either side of it, by day and by week. The series lives in
// March 2017, where no other test writes, so the counts hold on the PostgreSQL run too.
import { api, type TrafficAnswer, type TrafficReport } from '@nodal/shared';
import { foldTrafficShards, seedTraffic } from '@nodal/db';
import { unique } from '@nodal/db/factories';
import { beforeAll, describe, expect, it } from 'vitest';
import { data } from './helpers.ts';
import { useTestApp, type TestClient } from './harness.ts';

const app = useTestApp();
let admin: TestClient;

const ZONES = ['UTC', 'Asia/Kolkata', 'America/Los_Angeles'];
const RANGE = { from: '2017-03-03', to: '2017-03-14' };

beforeAll(async () => {
  admin = await app.adminClient();
  await seedTraffic(app.db, {
    from: '2017-03-01',
    days: 20,
    visitsPerDay: 40,
    tag: unique('reports'),
    signupRate: 0.1,
    contactRate: 0.05,
  });
}, 120_000);

async function report<R extends TrafficReport>(name: R, params: Record<string, string>): Promise<TrafficAnswer<R>> {
  const response = await admin.get(`${api.adminTraffic(name)}?${new URLSearchParams(params).toString()}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return data<TrafficAnswer<R>>(response);
}

// The raw views of the range's days in the zone: $1 from, $2 to, $3 zone.
const IN_RANGE = `created_at >= $1::date::timestamp AT TIME ZONE $3 AND created_at < ($2::date + 1)::timestamp AT TIME ZONE $3`;

const ratio = (part: number, whole: number) => (whole ? Math.round((part / whole) * 10_000) / 10_000 : null);
const mean = (sum: number, n: number) => (n ? Math.round(sum / n) : null);

async function rawTotals(from: string, to: string, tz: string) {
  const [t] = await app.db.query<{
    views: number;
    visits: number;
    visitors: number;
    continued: number;
    duration: number;
    durations: number;
    signups: number;
    contacts: number;
  }>(
    `SELECT count(*)::int AS views, count(*) FILTER (WHERE seq = 1)::int AS visits,
            count(*) FILTER (WHERE new_visitor)::int AS visitors,
            count(*) FILTER (WHERE seq = 1 AND EXISTS (SELECT 1 FROM page_views s WHERE s.visit_id = p.id AND s.seq = 2))::int AS continued,
            coalesce(sum(duration_ms), 0)::float8 AS duration, count(duration_ms)::int AS durations,
            (SELECT count(*)::int FROM signups WHERE visit_id IS NOT NULL AND ${IN_RANGE}) AS signups,
            (SELECT count(*)::int FROM contacts WHERE visit_id IS NOT NULL AND ${IN_RANGE}) AS contacts
     FROM page_views p WHERE ${IN_RANGE}`,
    [from, to, tz],
  );
  return {
    visitors: t!.visitors,
    visits: t!.visits,
    views: t!.views,
    viewsPerVisit: ratio(t!.views, t!.visits),
    bounceRate: ratio(t!.visits - t!.continued, t!.visits),
    timeOnPageMs: mean(t!.duration, t!.durations),
    signups: t!.signups,
    contacts: t!.contacts,
    conversionRate: ratio(t!.signups, t!.visits),
  };
}

describe('the Traffic reports over a seeded series', () => {
  it('has a series to report on', async () => {
    const totals = await rawTotals(RANGE.from, RANGE.to, 'UTC');
    expect(totals.views).toBeGreaterThan(500);
    expect(totals.signups).toBeGreaterThan(0);
    expect(totals.bounceRate).toBeGreaterThan(0);
  });

  it.each(ZONES)('summary in %s: each total equals the raw count, the previous period too', async (tz) => {
    const answer = await report('summary', { ...RANGE, tz });
    const [summary] = answer.rows;
    expect(summary!.current).toEqual(await rawTotals(RANGE.from, RANGE.to, tz));
    expect(summary!.previousRange).toEqual({ from: '2017-02-19', to: '2017-03-02' });
    expect(summary!.previous).toEqual(await rawTotals('2017-02-19', '2017-03-02', tz));
    expect(summary!.previous.views).toBeGreaterThan(0);
  });

  it.each(ZONES)('series by day in %s: each day equals the raw count of that local day', async (tz) => {
    const answer = await report('series', { ...RANGE, tz, bucket: 'day' });
    const raw = await app.db.query<{ bucket: string; visitors: number; visits: number; views: number }>(
      `SELECT to_char(d, 'YYYY-MM-DD') AS bucket,
              (SELECT count(*) FILTER (WHERE new_visitor)::int FROM page_views WHERE created_at >= d::timestamp AT TIME ZONE $3 AND created_at < (d + 1)::timestamp AT TIME ZONE $3) AS visitors,
              (SELECT count(*) FILTER (WHERE seq = 1)::int FROM page_views WHERE created_at >= d::timestamp AT TIME ZONE $3 AND created_at < (d + 1)::timestamp AT TIME ZONE $3) AS visits,
              (SELECT count(*)::int FROM page_views WHERE created_at >= d::timestamp AT TIME ZONE $3 AND created_at < (d + 1)::timestamp AT TIME ZONE $3) AS views
       FROM generate_series($1::date, $2::date, interval '1 day') AS g(t), LATERAL (SELECT t::date AS d) AS x`,
      [RANGE.from, RANGE.to, tz],
    );
    expect(answer.rows).toHaveLength(12);
    expect(answer.rows).toEqual(raw);
    expect(answer.total).toBeNull();
  });

  it('series by week: the weeks add up to the days inside the range', async () => {
    const days = await report('series', { ...RANGE, tz: 'Asia/Kolkata', bucket: 'day' });
    const weeks = await report('series', { ...RANGE, tz: 'Asia/Kolkata', bucket: 'week' });
    expect(weeks.rows.map((w) => w.bucket)).toEqual(['2017-02-27', '2017-03-06', '2017-03-13']);
    const sum = (rows: { views: number }[]) => rows.reduce((n, r) => n + r.views, 0);
    expect(sum(weeks.rows)).toBe(sum(days.rows));
    expect(weeks.rows[1]!.views).toBe(
      sum(days.rows.filter((d) => d.bucket >= '2017-03-06' && d.bucket < '2017-03-13')),
    );
  });

  /** Raw groups: `select` names the group's columns and measures over page_views p in the range. */
  const rawGroups = <T>(select: string, where: string, group: string, tz: string) =>
    app.db.query<T>(`SELECT ${select} FROM page_views p WHERE ${IN_RANGE} AND ${where} GROUP BY ${group}`, [
      RANGE.from,
      RANGE.to,
      tz,
    ]);

  const byKey = <T extends object>(rows: T[], key: (row: T) => string) =>
    [...rows].sort((a, b) => key(a).localeCompare(key(b)));

  it.each(ZONES)('pages, entries, sources, campaigns, devices and countries in %s equal the raw groups', async (tz) => {
    const pages = await report('pages', { ...RANGE, tz });
    const rawPages = await rawGroups<{ path: string; views: number; visitors: number; d: number; n: number }>(
      `path, count(*)::int AS views, count(*) FILTER (WHERE new_on_path)::int AS visitors,
       coalesce(sum(duration_ms), 0)::float8 AS d, count(duration_ms)::int AS n`,
      'true',
      'path',
      tz,
    );
    expect(byKey(pages.rows, (r) => r.path)).toEqual(
      byKey(
        rawPages.map((r) => ({ path: r.path, views: r.views, visitors: r.visitors, timeOnPageMs: mean(r.d, r.n) })),
        (r) => r.path,
      ),
    );
    expect(pages.total).toBe(rawPages.reduce((n, r) => n + r.views, 0));
    expect(pages.other).toBe(0);

    const entries = await report('entries', { ...RANGE, tz });
    const rawEntries = await rawGroups<{ path: string; visits: number; continued: number }>(
      `path, count(*)::int AS visits,
       count(*) FILTER (WHERE EXISTS (SELECT 1 FROM page_views s WHERE s.visit_id = p.id AND s.seq = 2))::int AS continued`,
      'seq = 1',
      'path',
      tz,
    );
    expect(byKey(entries.rows, (r) => r.path)).toEqual(
      byKey(
        rawEntries.map((r) => ({
          path: r.path,
          visits: r.visits,
          bounceRate: ratio(r.visits - r.continued, r.visits),
        })),
        (r) => r.path,
      ),
    );

    const sources = await report('sources', { ...RANGE, tz });
    const rawSources = await rawGroups<{ source: string; visits: number; visitors: number }>(
      `source, count(*)::int AS visits, count(*) FILTER (WHERE new_visitor)::int AS visitors`,
      'seq = 1',
      'source',
      tz,
    );
    expect(byKey(sources.rows, (r) => r.source)).toEqual(byKey(rawSources, (r) => r.source));
    // Largest first.
    expect(sources.rows.map((r) => r.visits)).toEqual([...sources.rows.map((r) => r.visits)].sort((a, b) => b - a));

    const campaigns = await report('campaigns', { ...RANGE, tz });
    const rawCampaigns = await rawGroups<{ campaign: string; source: string; medium: string; visits: number }>(
      `campaign, source, medium, count(*)::int AS visits`,
      `seq = 1 AND campaign <> ''`,
      'campaign, source, medium',
      tz,
    );
    expect(byKey(campaigns.rows, (r) => r.campaign)).toEqual(byKey(rawCampaigns, (r) => r.campaign));
    expect(campaigns.rows.length).toBeGreaterThan(0);

    const devices = await report('devices', { ...RANGE, tz });
    const rawDevices = await rawGroups<{ device: string; visits: number }>(
      `device, count(*)::int AS visits`,
      'seq = 1',
      'device',
      tz,
    );
    expect(byKey(devices.rows, (r) => r.device)).toEqual(byKey(rawDevices, (r) => r.device));

    const countries = await report('countries', { ...RANGE, tz });
    const rawCountries = await rawGroups<{ country: string; visits: number }>(
      `country, count(*)::int AS visits`,
      'seq = 1',
      'country',
      tz,
    );
    expect(byKey(countries.rows, (r) => r.country)).toEqual(byKey(rawCountries, (r) => r.country));
  });

  it.each(ZONES)('conversions per source and per entry page in %s equal the raw attribution', async (tz) => {
    for (const [name, column] of [
      ['source-conversions', 'source'],
      ['entry-conversions', 'path'],
    ] as const) {
      const answer = await report(name, { ...RANGE, tz });
      const raw = await app.db.query<{ key: string; visits: number; signups: number; contacts: number }>(
        `WITH v AS (SELECT ${column} AS key, count(*)::int AS visits FROM page_views p WHERE ${IN_RANGE} AND seq = 1 GROUP BY 1),
              c AS (SELECT e.${column} AS key, count(*) FILTER (WHERE x.k = 's')::int AS signups,
                           count(*) FILTER (WHERE x.k = 'c')::int AS contacts
                    FROM (SELECT 's' AS k, visit_id FROM signups WHERE visit_id IS NOT NULL AND ${IN_RANGE}
                          UNION ALL SELECT 'c', visit_id FROM contacts WHERE visit_id IS NOT NULL AND ${IN_RANGE}) x
                    JOIN page_views e ON e.id = x.visit_id GROUP BY 1)
         SELECT coalesce(v.key, c.key) AS key, coalesce(v.visits, 0) AS visits, coalesce(c.signups, 0) AS signups,
                coalesce(c.contacts, 0) AS contacts
         FROM v FULL JOIN c ON c.key = v.key`,
        [RANGE.from, RANGE.to, tz],
      );
      expect(
        byKey(answer.rows, (r) => r.key),
        name,
      ).toEqual(
        byKey(
          raw.map((r) => ({ ...r, rate: ratio(r.signups, r.visits) })),
          (r) => r.key,
        ),
      );
      expect(
        answer.rows.reduce((n, r) => n + r.signups, 0),
        name,
      ).toBeGreaterThan(0);
      expect(answer.rows[0]!.signups).toBe(Math.max(...answer.rows.map((r) => r.signups)));
    }
  });

  it('answers each report as CSV with the same figures', async () => {
    const response = await admin.get(`${api.adminTrafficCsv('sources')}?from=${RANGE.from}&to=${RANGE.to}&tz=UTC`);
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="traffic-sources-2017-03-03-to-2017-03-14.csv"',
    );
    const lines = (await response.text()).trim().split('\r\n');
    expect(lines[0]).toBe('Source,Visits,Unique visitors');
    const json = await report('sources', { ...RANGE, tz: 'UTC' });
    expect(lines.slice(1)).toEqual(json.rows.map((r) => `${r.source},${r.visits},${r.visitors}`));
    const summary = await admin.get(`${api.adminTrafficCsv('summary')}?from=${RANGE.from}&to=${RANGE.to}&tz=UTC`);
    const summaryLines = (await summary.text()).trim().split('\r\n');
    expect(summaryLines[0]).toBe('Measure,Current,Previous');
    expect(summaryLines).toHaveLength(10);
  });

  it('reads the tallies the same when writers split them into shards, and after the fold joins them', async () => {
    const reports = async () =>
      Promise.all(
        (['summary', 'pages', 'entries', 'sources', 'campaigns'] as const).map((name) =>
          report(name, { ...RANGE, tz: 'Asia/Kolkata' }),
        ),
      ).then((answers) =>
        answers.map((a) => ({
          ...a,
          rows: [...a.rows].sort((x, y) => JSON.stringify(x).localeCompare(JSON.stringify(y))),
        })),
      );
    const before = await reports();
    // A second connection's writes: about half of every tally row of the series moves to a shard of its own.
    const SERIES_ROWS = {
      page_view_quarters: `slot >= '2017-02-01' AND slot < '2017-04-01'`,
      page_view_days: `day >= '2017-02-01' AND day < '2017-04-01'`,
    };
    const MEASURES = ['views', 'visits', 'visitors', 'continued', 'duration_ms', 'durations'];
    for (const [table, where] of Object.entries(SERIES_ROWS)) {
      const key = table === 'page_view_quarters' ? ['slot'] : ['day', 'dimension', 'value', 'source', 'medium'];
      await app.db.query(
        `INSERT INTO ${table} (${[...key, 'shard', ...MEASURES].join(', ')})
         SELECT ${[...key, '99', ...MEASURES.map((m) => `${m} / 2`)].join(', ')} FROM ${table} WHERE shard <> 99 AND ${where}`,
      );
      await app.db.query(
        `UPDATE ${table} t SET ${MEASURES.map((m) => `${m} = t.${m} - h.${m}`).join(', ')}
         FROM ${table} h WHERE t.shard <> 99 AND h.shard = 99 AND ${key.map((k) => `h.${k} = t.${k}`).join(' AND ')}
           AND ${where.replaceAll(/\b(slot|day)\b/g, 't.$1')}`,
      );
    }
    const shards = async () =>
      (
        await app.db.query<{ n: number }>(
          `SELECT (SELECT count(*) FROM page_view_quarters WHERE shard <> 0 AND ${SERIES_ROWS.page_view_quarters})::int +
                  (SELECT count(*) FROM page_view_days WHERE shard <> 0 AND ${SERIES_ROWS.page_view_days})::int AS n`,
        )
      )[0]!.n;
    expect(await shards()).toBeGreaterThan(100);
    expect(await reports()).toEqual(before);

    const folded = await foldTrafficShards(app.db);
    expect(folded.quarters).toBeGreaterThan(0);
    expect(folded.days).toBeGreaterThan(0);
    expect(await shards()).toBe(0);
    expect(await reports()).toEqual(before);
  });

  it('keeps the tallies when retention deletes the raw views: whole UTC days still count', async () => {
    const before = await report('summary', { ...RANGE, tz: 'UTC' });
    const sourcesBefore = await report('sources', { ...RANGE, tz: 'UTC' });
    await app.db.query(`DELETE FROM page_views WHERE created_at < '2017-04-01' AND created_at >= '2017-02-01'`);
    const after = await report('summary', { ...RANGE, tz: 'UTC' });
    expect(after.rows[0]!.current.views).toBe(before.rows[0]!.current.views);
    expect(after.rows[0]!.current.visitors).toBe(before.rows[0]!.current.visitors);
    expect((await report('sources', { ...RANGE, tz: 'UTC' })).rows).toEqual(sourcesBefore.rows);
  });
});
