// `pnpm bench:api`: starts the API on a fresh database in a child process (PGlite by default, or
// the PostgreSQL server in BENCH_DATABASE_URL), fills it with 100,000 signups, 20,000 contacts (with
// the status changes of a year in the inbox), 1,000,000 call-to-action events and a year of page
// views (BENCH_PAGE_VIEWS, 10,000,000 by default), then loads it from this process with autocannon and prints
// p50/p95/p99 and requests per second per scenario.
// One 10-second run on a shared 2-core machine can move by a third from the next, so each scenario
// is warmed up and then run BENCH_RUNS times; the table shows the median of the runs and the spread
// of p95, beside the core count and the load average, so that two figures can be compared fairly.
// Latency depends on what else the machine runs; CPU time per request much less, so the table also
// shows the milliseconds of CPU each request cost the API process and the PostgreSQL backends.
// Environment: BENCH_DATABASE_URL, BENCH_DRIVER (tcp, the default, or neon), BENCH_DURATION (seconds per run, default 10), BENCH_RUNS
// (default 3), BENCH_ONLY (only the scenarios whose name contains this text, e.g. articles).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import type { Db } from '@nodal/db';
import { E2E_ADMIN } from './e2e-admin.ts';

const SIGNUPS = 100_000;
/**
 * How the API reaches a PostgreSQL server: node-postgres over TCP by default, or (BENCH_DRIVER=neon)
 * the Neon driver through the local WebSocket relay, whose CPU this machine pays for twice, once
 * in the driver and once in the relay, while in production Neon's proxy does the relay's half.
 */
const DRIVER = process.env.BENCH_DRIVER === 'neon' ? 'neon' : 'tcp';
const CONTACTS = 20_000;
const CTA_EVENTS = 1_000_000;
/** Page views over the year before today; the seed writes whole visits, so the count lands near this. */
const PAGE_VIEWS = Number(process.env.BENCH_PAGE_VIEWS ?? 10_000_000);
/** seedTraffic's visits average about 3 views (a third are bounces, the rest 2 to 6 views, 4 on average). */
const VIEWS_PER_VISIT = 2.98;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
// Long enough for the pool to open its connections and V8 to compile the hot paths; not measured.
const WARMUP_S = 2;
// Filling the database is the slow part of a start (ten million page views take many minutes on a
// shared two-core machine); past this, something is wrong.
const START_TIMEOUT_MS = 3_600_000;

interface CpuTimes {
  /** CPU milliseconds used so far by the API process (PGlite runs inside it). */
  api: number;
  /**
   * By each PostgreSQL backend serving this database, by process id, when they run on this machine;
   * else null. By process, because the pool opens and closes connections during a run.
   */
  db: Record<number, number> | null;
}

// Linux reports a process's CPU time in /proc/<pid>/stat, in ticks of 1/100 s (fields 14 and 15).
function processCpuMs(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

async function cpuTimes(db: Db): Promise<CpuTimes> {
  const { user, system } = process.cpuUsage();
  const api = (user + system) / 1000;
  const url = process.env.BENCH_DATABASE_URL;
  if (db.kind !== 'postgres' || !url || !['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname)) {
    return { api, db: null };
  }
  const backends = await db.query<{ pid: number }>(
    'SELECT pid FROM pg_stat_activity WHERE datname = current_database()',
  );
  const times: Record<number, number> = {};
  for (const { pid } of backends) {
    const ms = processCpuMs(pid);
    if (ms !== null) times[pid] = ms;
  }
  return { api, db: times };
}

// A backend that exited during the run took its time with it, so this errs low, never high.
function dbCpuSpent(before: CpuTimes['db'], after: CpuTimes['db']): number | null {
  if (!before || !after) return null;
  return Object.entries(after).reduce((sum, [pid, ms]) => sum + ms - (before[Number(pid)] ?? 0), 0);
}

/** A fresh machine's server has no bench database yet: create it through the server's own `postgres` database. */
async function ensureDatabase(url: string): Promise<void> {
  const { openDatabase } = await import('@nodal/db/local');
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!/^\w+$/.test(name)) throw new Error(`BENCH_DATABASE_URL names an unusual database: ${name}`);
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const server = await openDatabase(maintenance.toString(), { driver: DRIVER });
  try {
    const found = await server.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.length === 0) await server.exec(`CREATE DATABASE ${name}`);
  } finally {
    await server.close();
  }
}

async function serve(): Promise<void> {
  const { migrate, seedIfEmpty, setDb } = await import('@nodal/db');
  const { openDatabase } = await import('@nodal/db/local');
  const { createOrResetAdmin } = await import('@nodal/functions/admins');
  const { resetEnv } = await import('@nodal/functions/env');
  const { createPlatform } = await import('./platform/server.ts');
  resetEnv();
  if (process.env.BENCH_DATABASE_URL) await ensureDatabase(process.env.BENCH_DATABASE_URL);
  const db = await openDatabase(process.env.BENCH_DATABASE_URL, {
    pgliteDir: process.env.BENCH_PGLITE_DIR,
    max: 20,
    driver: DRIVER,
  });
  setDb(db);
  await migrate(db);
  await seedIfEmpty(db);
  await createOrResetAdmin(db, E2E_ADMIN.email, E2E_ADMIN.password);
  // TRUNCATE rather than DELETE: a database reused from run to run would otherwise keep every earlier
  // run's rows as dead tuples for the searches to wade through (three runs made them twice as slow).
  // CASCADE: contact notes (and whatever else hangs off a contact) go with their contacts.
  await db.exec('TRUNCATE signups, contacts, cta_events, rate_limits, page_views, traffic_salts CASCADE');
  // Varied, realistic-looking rows so the search index sees real text, spread over a year.
  await db.query(
    `INSERT INTO signups (name, email, institution, research_area, created_at)
     SELECT (ARRAY['Ada','Grace','Tomas','Mei','Ravi','Lena','Omar','Sofia'])[1 + g % 8] || ' ' ||
            (ARRAY['Smith','Okafor','Garcia','Chen','Novak','Haddad','Kowalski','Ito'])[1 + (g / 8) % 8] || ' ' || g,
            'user' || g || '@' || (ARRAY['uni.edu','press.org','lab.ac.uk','institute.de'])[1 + g % 4],
            CASE WHEN g % 3 = 0 THEN NULL ELSE (ARRAY['University of Leeds','Karolinska Institutet','MIT Press','ETH Zurich','CNRS'])[1 + g % 5] END,
            CASE WHEN g % 4 = 0 THEN NULL ELSE (ARRAY['genomics','materials science','linguistics','epidemiology','astrophysics','economics'])[1 + g % 6] END,
            now() - (g || ' minutes')::interval
     FROM generate_series(1, $1) AS g`,
    [SIGNUPS],
  );
  // A year of call-to-action events as the site sends them: most on a dozen buttons and forms, the
  // rest spread over 300 rarely used elements (the charts show the top 25 and fold the others).
  await db.query(
    `INSERT INTO cta_events (action_type, source_page, source_section, source_element, created_at)
     SELECT CASE WHEN g % 100 < 50 THEN 'click' ELSE 'form_submission' END, '/',
            CASE WHEN g % 100 = 99 THEN 'misc' ELSE
              (ARRAY['hero','hero','hero','signup_section','signup_section','contact_section','pricing','usecases',
                     'demos','get-involved','roadmap','footer'])[1 + (g / 7) % 12] END,
            CASE WHEN g % 100 = 99 THEN 'tail_element_' || (g / 100) % 300 ELSE
              (ARRAY['hero_primary_button_get_early_access','hero_secondary_watch_the_workflow_video','hero_scroll_cue',
                     'signup_form','signup_inline_link','partnership_form',
                     'pricing_institutional_plan_request_a_tailored_demo_button_in_the_comparison_table',
                     'usecase_publisher_integration_proof_of_concept_link','demos_expand_notebook',
                     'get_involved_join_the_pilot_programme','roadmap_item_details','footer_newsletter'])[1 + (g / 7) % 12] END,
            now() - (g::float8 / $1) * interval '365 days'
     FROM generate_series(1, $1) AS g`,
    [CTA_EVENTS],
  );
  await db.query(
    `INSERT INTO contacts (name, email, subject, message, created_at, reply_due_on)
     SELECT 'Editor ' || g, 'editor' || g || '@press.org',
            (ARRAY['research_partner','publisher_partner','enterprise_partner','investor','pilot','other','website_contact'])[1 + g % 7],
            'We would like to talk about a pilot.', t, contact_reply_due_on(t, 'Europe/London')
     FROM generate_series(1, $1) AS g, LATERAL (SELECT now() - (g::float8 / $1) * interval '365 days' AS t) AS arrival`,
    [CONTACTS],
  );
  // A year of the inbox at work: most contacts taken up the next day and replied to within one to
  // five days (some of them late), some replied to at once, some closed unanswered, one in ten
  // never touched, and one in fifty reopened after a reply and closed again. Only what has happened
  // by now is written; each contact ends in the status its last change left.
  await db.query(
    `WITH plan AS (SELECT id, created_at AS t, id % 10 AS kind FROM contacts),
     changes AS (
       SELECT id, 'new' AS from_status, 'in_progress' AS to_status, t + interval '20 hours' AS at FROM plan WHERE kind < 6
       UNION ALL
       SELECT id, 'in_progress', 'replied', t + (1 + id % 5) * interval '1 day' + interval '3 hours' FROM plan WHERE kind < 6
       UNION ALL
       SELECT id, 'new', 'replied', t + (12 + id % 130) * interval '1 hour' FROM plan WHERE kind IN (6, 7)
       UNION ALL
       SELECT id, 'new', 'closed', t + (3 + id % 8) * interval '1 day' FROM plan WHERE kind = 8
       UNION ALL
       SELECT id, 'replied', 'in_progress', t + interval '12 days' FROM plan WHERE id % 50 = 0
       UNION ALL
       SELECT id, 'in_progress', 'closed', t + interval '16 days' FROM plan WHERE id % 50 = 0
     )
     INSERT INTO contact_status_changes (contact_id, from_status, to_status, changed_at, changed_by_email)
     SELECT id, from_status, to_status, at, 'staff@nodal.example' FROM changes WHERE at < now()`,
  );
  await db.exec(
    `UPDATE contacts c SET status = h.to_status, updated_at = h.changed_at
     FROM (SELECT DISTINCT ON (contact_id) contact_id, to_status, changed_at FROM contact_status_changes
           ORDER BY contact_id, changed_at DESC, id DESC) AS h
     WHERE c.id = h.contact_id`,
  );
  await seedPageViews(db);
  // A table in service is kept vacuumed by autovacuum, which a local server may have turned off;
  // without it a bulk load leaves the visibility map empty and the trigram index's pending list
  // full, and every search would pay for a state production never stays in.
  await db.exec('VACUUM ANALYZE');
  const platform = await createPlatform({ trustClientIpHeader: true });
  const url = await platform.listen(Number(process.env.PORT ?? 0));
  process.on('message', (message) => {
    if (message === 'cpu') void cpuTimes(db).then((cpu) => process.send?.({ cpu }));
  });
  process.send?.({ ready: url, backend: db.kind });
}

/**
 * A year of page views ending yesterday (seedTraffic, a day per statement, so the tally triggers run
 * as they would for a day's inserts), then one bench signup in fifty attributed to a visit. Prints
 * how long it took and the size of the page views, their indexes and tallies per million views.
 */
async function seedPageViews(db: Db): Promise<void> {
  const { seedTraffic, pageViewCount } = await import('@nodal/db');
  const started = Date.now();
  const days = 365;
  const from = new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
  const visitsPerDay = Math.round(PAGE_VIEWS / VIEWS_PER_VISIT / days);
  await seedTraffic(db, { from, days, visitsPerDay, tag: 'bench', signupRate: 0, contactRate: 0 });
  await db.query(
    `UPDATE signups s SET visit_id = v.id
     FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM page_views WHERE seq = 1 AND id % 97 = 0) v
     WHERE s.id % 50 = 0 AND v.n = s.id / 50`,
  );
  const views = await pageViewCount(db);
  const [size] = await db.query<{ views: string; indexes: string; tallies: string }>(
    `SELECT pg_table_size('page_views')::text AS views, pg_indexes_size('page_views')::text AS indexes,
            (pg_total_relation_size('page_view_quarters') + pg_total_relation_size('page_view_days'))::text AS tallies`,
  );
  const perMillion = (bytes: string) => `${(((Number(bytes) / views) * 1e6) / 2 ** 20).toFixed(1)} MB`;
  console.error(
    `  page views: ${views.toLocaleString('en-US')} seeded in ${Math.round((Date.now() - started) / 1000)} s; ` +
      `per million views: table ${perMillion(size!.views)}, indexes ${perMillion(size!.indexes)}, ` +
      `tallies ${perMillion(size!.tallies)}`,
  );
}

interface Scenario {
  name: string;
  /** The target: p95 in milliseconds at or under which the scenario passes. */
  limit: number;
  connections: number;
  options: (url: string, cookie: string) => autocannon.Options;
}

interface Run {
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  statuses: Record<number, number>;
  /** CPU milliseconds per request: the API process, the database backends (null if unknown), autocannon. */
  cpu: { api: number; db: number | null; client: number };
}

const round = (ms: number) => Math.round(ms * 10) / 10;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

function askCpu(child: ChildProcess): Promise<CpuTimes> {
  return new Promise((resolve) => {
    const onMessage = (message: unknown) => {
      const cpu = (message as { cpu?: CpuTimes }).cpu;
      if (!cpu) return;
      child.off('message', onMessage);
      resolve(cpu);
    };
    child.on('message', onMessage);
    child.send('cpu');
  });
}

async function measure(child: ChildProcess, options: autocannon.Options, seconds: number): Promise<Run> {
  const latencies: number[] = [];
  const statuses: Record<number, number> = {};
  const before = { server: await askCpu(child), client: process.cpuUsage() };
  const instance = autocannon({ ...options, duration: seconds }) as unknown as autocannon.Instance &
    Promise<autocannon.Result>;
  instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
    latencies.push(ms);
    statuses[status] = (statuses[status] ?? 0) + 1;
  });
  await instance;
  const client = process.cpuUsage(before.client);
  const server = await askCpu(child);
  const n = Math.max(1, latencies.length);
  const dbSpent = dbCpuSpent(before.server.db, server.db);
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    rps: latencies.length / seconds,
    statuses,
    cpu: {
      api: (server.api - before.server.api) / n,
      db: dbSpent === null ? null : dbSpent / n,
      client: (client.user + client.system) / 1000 / n,
    },
  };
}

/** A range of the Insights screen ending today in London: its default (90 days) and a year by week. */
function insightsRange(days: number, bucket: 'day' | 'week'): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
  const from = new Date(Date.parse(`${today}T00:00:00Z`) - (days - 1) * 86_400_000).toISOString().slice(0, 10);
  return `from=${from}&to=${today}&bucket=${bucket}&tz=Europe%2FLondon`;
}

const INSIGHTS_SCENARIOS: Scenario[] = (['activity', 'cta', 'conversion', 'subjects', 'overdue'] as const).flatMap(
  (chart) =>
    (
      [
        [90, 'day', '90 days by day'],
        [365, 'week', '365 days by week'],
      ] as const
    ).map(([days, bucket, label]) => ({
      name: `GET /api/admin/insights/${chart} (${label})`,
      limit: 150,
      // Staff looking at the screen: each view asks for the five charts at once.
      connections: 5,
      options: (url: string, cookie: string) => ({
        url: `${url}/api/admin/insights/${chart}?${insightsRange(days, bucket)}`,
        connections: 5,
        headers: { cookie },
      }),
    })),
);

/** The Traffic screen's reports over its default range (90 days by day, in London). */
const TRAFFIC_SCENARIOS: Scenario[] = (
  ['summary', 'series', 'pages', 'entries', 'sources', 'source-conversions', 'realtime'] as const
).map((report) => ({
  // The realtime count reads the last five minutes whatever the range.
  name: `GET /api/admin/traffic/${report} (${report === 'realtime' ? 'last 5 minutes' : '90 days by day'})`,
  limit: 150,
  connections: 5,
  options: (url: string, cookie: string) => ({
    url: `${url}/api/admin/traffic/${report}?${insightsRange(90, 'day')}`,
    connections: 5,
    headers: { cookie },
  }),
}));

let beaconViews = 0;

const BROWSERS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
];

// Writes come last, so the searches run against exactly the 100,000 rows the bar is set for.
const scenarios: Scenario[] = [
  {
    name: 'GET /api/articles',
    limit: 25,
    connections: 50,
    options: (url) => ({ url: `${url}/api/articles`, connections: 50 }),
  },
  {
    name: 'GET /api/admin/signups?q= (100k rows)',
    limit: 50,
    // A staff team searching at once, not a crowd: the admin is used by a handful of people.
    connections: 5,
    options: (url, cookie) => {
      const queries = ['', 'okafor', 'genomics', 'leeds', 'user4242', 'press.org', 'zzz-no-match', 'chen 9'];
      let n = 0;
      return {
        url,
        connections: 5,
        requests: [
          {
            method: 'GET',
            setupRequest: (req: autocannon.Request) => {
              n += 1;
              const q = queries[n % queries.length]!;
              return {
                ...req,
                path: `/api/admin/signups?q=${encodeURIComponent(q)}&page=${1 + (n % 5)}&pageSize=50`,
                headers: { cookie },
              };
            },
          },
        ],
      };
    },
  },
  ...INSIGHTS_SCENARIOS,
  ...TRAFFIC_SCENARIOS,
  {
    name: 'POST /api/track/view (traffic beacon)',
    limit: 15,
    connections: 50,
    options: (url) => {
      // Counted across the warm-up and the runs: a fresh counter per run would send each visitor's
      // twenty views again within the minute, and the flood limit would answer them with 429.
      let n = beaconViews;
      return {
        url: `${url}/api/track/view`,
        connections: 50,
        requests: [
          {
            method: 'POST',
            setupRequest: (req: autocannon.Request) => {
              n += 1;
              beaconViews = n;
              // A visitor per 20 views: most views continue a visit, as on the site.
              const visitor = Math.floor(n / 20);
              return {
                ...req,
                headers: {
                  'content-type': 'text/plain;charset=UTF-8',
                  origin: url,
                  'user-agent': BROWSERS[visitor % 2]!,
                  'x-nf-client-connection-ip': `bench-visitor-${visitor}`,
                },
                body: JSON.stringify({
                  t: 'view',
                  id: `bench-view-${n}`,
                  u: `/docs?utm_source=bench&utm_campaign=c${visitor % 7}#topic-${n % 30}`,
                  r: 'https://www.google.com/search?q=nodal',
                }),
              };
            },
          },
        ],
      };
    },
  },
  {
    name: 'POST /api/signup',
    limit: 40,
    connections: 50,
    options: (url) => {
      let n = 0;
      return {
        url: `${url}/api/signup`,
        connections: 50,
        requests: [
          {
            method: 'POST',
            setupRequest: (req: autocannon.Request) => {
              n += 1;
              return {
                ...req,
                headers: {
                  'content-type': 'application/json',
                  origin: url,
                  // One client address per request: this measures the write path, not the rate limiter.
                  'x-nf-client-connection-ip': `bench-${n}`,
                },
                body: JSON.stringify({ name: `Bench ${n}`, email: `bench-${Date.now()}-${n}@example.test` }),
              };
            },
          },
        ],
      };
    },
  },
];

async function main(): Promise<void> {
  const loadBefore = load();
  const dataDir = mkdtempSync(join(tmpdir(), 'nodal-bench-'));
  const child: ChildProcess = spawn(process.execPath, [...process.execArgv, import.meta.filename, '--serve'], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: {
      ...process.env,
      BENCH_PGLITE_DIR: join(dataDir, 'pglite'),
      SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      RATE_LIMIT_PUBLIC_MAX: '100000000',
      BCRYPT_COST: '10',
    },
  });
  try {
    const { ready: url, backend } = await new Promise<{ ready: string; backend: string }>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('bench server not ready in time')), START_TIMEOUT_MS);
      child.once('message', (m) => {
        clearTimeout(timer);
        resolve(m as { ready: string; backend: string });
      });
      child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
    });
    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify({ email: E2E_ADMIN.email, password: E2E_ADMIN.password }),
    });
    const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;

    const chosen = scenarios.filter((s) => s.name.includes(process.env.BENCH_ONLY ?? ''));
    const rows: string[] = [];
    let allMet = true;
    for (const scenario of chosen) {
      await measure(child, scenario.options(url, cookie), WARMUP_S);
      const runs: Run[] = [];
      for (let i = 1; i <= RUNS; i += 1) {
        const run = await measure(child, scenario.options(url, cookie), DURATION_S);
        runs.push(run);
        const { api, db, client } = run.cpu;
        console.error(
          `  ${scenario.name}, run ${i}/${RUNS}: p95 ${round(run.p95)} ms, ${Math.round(run.rps)} req/s, ` +
            `CPU ms/request: API ${api.toFixed(2)}, database ${db?.toFixed(2) ?? '?'}, autocannon ${client.toFixed(2)} ` +
            `(load ${load()})`,
        );
      }
      const p95s = runs.map((r) => r.p95);
      const p95 = round(median(p95s));
      const failed = runs.flatMap((r) => Object.keys(r.statuses).filter((s) => !s.startsWith('2')));
      const met = p95 <= scenario.limit && failed.length === 0;
      allMet &&= met;
      rows.push(
        [
          scenario.name,
          scenario.connections,
          round(median(runs.map((r) => r.p50))),
          p95,
          `${round(Math.min(...p95s))}–${round(Math.max(...p95s))}`,
          round(median(runs.map((r) => r.p99))),
          Math.round(median(runs.map((r) => r.rps))),
          median(runs.map((r) => r.cpu.api)).toFixed(2),
          runs.every((r) => r.cpu.db !== null) ? median(runs.map((r) => r.cpu.db!)).toFixed(2) : 'n/a',
          loadavg()[0]!.toFixed(2),
          `≤ ${scenario.limit} ms, ${met ? 'met' : 'missed'}${failed.length ? ` (statuses ${[...new Set(failed)].join(', ')})` : ''}`,
        ].join(' | '),
      );
    }

    const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
    const via =
      backend === 'postgres'
        ? DRIVER === 'tcp'
          ? ' (node-postgres over TCP)'
          : ' (Neon driver through the local relay)'
        : '';
    const counts = [SIGNUPS, CONTACTS, CTA_EVENTS, PAGE_VIEWS].map((n) => n.toLocaleString('en-US'));
    console.log(
      `\nbench:api — ${backend}${via}, ${counts[0]} signups, ${counts[1]} contacts, ${counts[2]} CTA events, ` +
        `about ${counts[3]} page views`,
    );
    console.log(`median of ${RUNS} runs of ${DURATION_S} s per scenario, after a ${WARMUP_S} s warm-up`);
    console.log(`machine: ${availableParallelism()} cores (${cpu}), Node ${process.version}`);
    console.log(`load average (1, 5, 15 min): ${loadBefore} before, ${load()} after\n`);
    console.log(
      '| scenario | connections | p50 ms | p95 ms | p95 spread | p99 ms | req/s | API CPU ms/req | DB CPU ms/req | load (1 min) | target (p95) |',
    );
    console.log(`|${' --- |'.repeat(11)}`);
    for (const row of rows) console.log(`| ${row} |`);
    console.log(allMet ? '\nAll targets met.' : '\nSome targets were missed.');
    if (!allMet) process.exitCode = 1;
  } finally {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv.includes('--serve')) await serve();
else await main();
