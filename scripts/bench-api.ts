// `pnpm bench:api`: starts the API on a fresh database in a child process (PGlite by default, or
// the PostgreSQL server in BENCH_DATABASE_URL), fills it with 100,000 signups, then loads it from
// this process with autocannon and prints p50/p95/p99 and requests per second per scenario.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { E2E_ADMIN } from './e2e-admin.ts';

const SIGNUPS = 100_000;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);

async function serve(): Promise<void> {
  const { openDb, setDb } = await import('@nodal/functions/db/client');
  const { migrate } = await import('@nodal/functions/db/migrate');
  const { seedIfEmpty } = await import('@nodal/functions/seed/index');
  const { createOrResetAdmin } = await import('@nodal/functions/admins');
  const { resetEnv } = await import('@nodal/functions/env');
  const { createPlatform } = await import('./platform/server.ts');
  resetEnv();
  const db = await openDb(process.env.BENCH_DATABASE_URL, process.env.BENCH_PGLITE_DIR);
  setDb(db);
  await migrate(db);
  await seedIfEmpty(db);
  await createOrResetAdmin(db, E2E_ADMIN.email, E2E_ADMIN.password);
  await db.query(`DELETE FROM signups`);
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
  await db.query('ANALYZE');
  const platform = await createPlatform({ trustClientIpHeader: true });
  const url = await platform.listen(Number(process.env.PORT ?? 0));
  process.send?.({ ready: url, backend: db.kind });
}

interface Scenario {
  name: string;
  target: string;
  connections: number;
  run: (url: string, cookie: string) => autocannon.Options;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function measure(options: autocannon.Options) {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const instance = autocannon({ ...options, duration: DURATION_S }) as unknown as autocannon.Instance & Promise<autocannon.Result>;
  instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
    latencies.push(ms);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    rps: result.requests.average,
    total: latencies.length,
    statuses: Object.fromEntries(statuses),
  };
}

const scenarios: Scenario[] = [
  {
    name: 'GET /api/articles',
    target: 'p95 ≤ 25 ms',
    connections: 50,
    run: (url) => ({ url: `${url}/api/articles`, connections: 50 }),
  },
  {
    name: 'POST /api/signup',
    target: 'p95 ≤ 40 ms',
    connections: 50,
    run: (url) => {
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
  {
    name: 'GET /api/admin/signups?q= (100k rows)',
    target: 'p95 ≤ 50 ms',
    // A staff team searching at once, not a crowd: the admin is used by a handful of people.
    connections: 5,
    run: (url, cookie) => {
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
              return { ...req, path: `/api/admin/signups?q=${encodeURIComponent(q)}&page=${1 + (n % 5)}&pageSize=50`, headers: { cookie } };
            },
          },
        ],
      };
    },
  },
];

async function main(): Promise<void> {
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
      child.once('message', (m) => resolve(m as { ready: string; backend: string }));
      child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
    });
    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify({ email: E2E_ADMIN.email, password: E2E_ADMIN.password }),
    });
    const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;

    console.log(`\nbench:api — ${backend}, ${SIGNUPS.toLocaleString('en-US')} signups, ${DURATION_S} s per scenario\n`);
    console.log('| scenario | connections | p50 ms | p95 ms | p99 ms | req/s | target | met |');
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
    let allMet = true;
    for (const scenario of scenarios) {
      const r = await measure(scenario.run(url, cookie));
      const limit = Number(/≤ (\d+)/.exec(scenario.target)![1]);
      const ok = Object.keys(r.statuses).every((s) => s.startsWith('2'));
      const met = r.p95 <= limit && ok;
      allMet &&= met;
      console.log(
        `| ${scenario.name} | ${scenario.connections} | ${r.p50} | ${r.p95} | ${r.p99} | ${Math.round(r.rps)} | ${scenario.target} | ${met ? 'yes' : 'no'}${ok ? '' : ` (statuses ${JSON.stringify(r.statuses)})`} |`,
      );
    }
    console.log(allMet ? '\nAll targets met.' : '\nSome targets were missed.');
  } finally {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv.includes('--serve')) await serve();
else await main();
