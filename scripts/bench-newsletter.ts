// `pnpm bench:newsletter`: one newsletter to 10,000 confirmed subscribers through a real SMTP server,
// twice: while the public API serves readers (and how their latency changes), then alone. Three
// processes: the server (the database, the local platform's API and the campaign sender together,
// as `pnpm start` runs the scheduled sender beside the API), an SMTP sink (smtp-server, counting)
// and this one, which loads the API with autocannon and reports. Every subscriber must get exactly
// one message per send, counted by RCPT TO at the sink, else it exits 1.
// Environment: BENCH_DATABASE_URL (a PostgreSQL server instead of the embedded PGlite), BENCH_DURATION
// (seconds of the baseline latency run, default 10), BENCH_RPS (the readers' pace, default 100; 0 for
// flat out). `--rate N`: MAIL_RATE_PER_SECOND for the send under traffic (unthrottled by default);
// the send alone is always unthrottled, to show what the sender can do.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import type { Db } from '@nodal/db';
import { SMTPServer } from 'smtp-server';

const SUBSCRIBERS = 10_000;
/** The product's topic for product news (SUBSCRIPTION_TOPICS in @nodal/shared). */
const TOPIC = 'product-updates';
const TARGET_PER_SECOND = 50;
/** High enough that the sender's rate limiter never waits: what the rest of the path can do. */
const UNTHROTTLED = 1_000_000;
/** Modest public traffic: a few readers at once on each public route. */
const CONNECTIONS_PER_ROUTE = 4;
const PUBLIC_ROUTES = ['/api/articles', '/api/site-config/hero'];
const BASELINE_S = Number(process.env.BENCH_DURATION ?? 10);
/**
 * The public traffic's pace, all routes together: well under what the API serves flat out here
 * (about 500 req/s), as a site's readers are. 0: as fast as the connections go, which saturates
 * the two cores and measures how they are shared rather than what sending costs the readers.
 */
const RPS = Number(process.env.BENCH_RPS ?? 100);
// Lets the pool open its connections and V8 compile the routes before the baseline; not measured.
const WARMUP_S = 2;
/** The scheduled function's own budget (functions/scheduled/send-campaigns.ts). */
const SEND_BUDGET_MS = 20_000;

type SendReport = Awaited<ReturnType<typeof sendNewsletter>>;

// ---------------------------------------------------------------- the child: database, API, sender

/** A server named in BENCH_DATABASE_URL may not have the database yet: create it through `postgres`. */
async function ensureDatabase(url: string): Promise<void> {
  const { openDatabase } = await import('@nodal/db/local');
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!/^\w+$/.test(name)) throw new Error(`BENCH_DATABASE_URL names an unusual database: ${name}`);
  const server = await openDatabase(Object.assign(new URL(url), { pathname: '/postgres' }).toString(), {
    driver: 'tcp',
  });
  const found = await server.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (found.length === 0) await server.exec(`CREATE DATABASE ${name}`);
  await server.close();
}

async function serve(): Promise<void> {
  const { migrate, seedIfEmpty, setDb } = await import('@nodal/db');
  const { openDatabase } = await import('@nodal/db/local');
  const { resetEnv } = await import('@nodal/functions/env');
  const { createPlatform } = await import('./platform/server.ts');
  resetEnv();
  const url = process.env.BENCH_DATABASE_URL;
  if (url) await ensureDatabase(url);
  const db = await openDatabase(url, { pgliteDir: process.env.BENCH_PGLITE_DIR, max: 20, driver: 'tcp' });
  setDb(db);
  await migrate(db);
  await seedIfEmpty(db);
  // A reused PostgreSQL database starts empty of subscribers and campaigns, as a fresh PGlite does.
  await db.exec('TRUNCATE campaigns, signups, suppressions, rate_limits CASCADE');
  await db.query(
    `INSERT INTO signups (name, email, institution, status, confirmed_at, topics)
     SELECT 'Reader ' || g, 'reader-' || g || '@example.test',
            CASE WHEN g % 3 = 0 THEN NULL ELSE (ARRAY['University of Leeds','ETH Zurich','CNRS'])[1 + g % 3] END,
            'confirmed', now(), ARRAY[$2::text, 'research-insights']
     FROM generate_series(1, $1::int) AS g`,
    [SUBSCRIBERS, TOPIC],
  );
  // A table in service is analysed by autovacuum; a bulk load is not until it gets round to it.
  await db.exec('VACUUM ANALYZE signups');
  const platform = await createPlatform({ trustClientIpHeader: true });
  const apiUrl = await platform.listen(0);
  process.on('message', (message: { send?: { rate: number } }) => {
    if (message.send) void sendNewsletter(db, message.send.rate).then((report) => process.send?.({ report }));
  });
  process.send?.({ ready: apiUrl, backend: db.kind });
}

/** Creates one newsletter to every subscriber and runs the sender, as the schedule would, until none is queued. */
async function sendNewsletter(db: Db, rate: number) {
  const { campaignProgress, createCampaign } = await import('@nodal/db');
  const { resetEnv } = await import('@nodal/functions/env');
  const { sendCampaigns } = await import('../functions/src/audience/campaign-sender.ts');
  // Through the environment, as in production, where the scheduled function passes no rate.
  process.env.MAIL_RATE_PER_SECOND = String(rate);
  resetEnv();
  const createStarted = performance.now();
  const campaign = await createCampaign(db, {
    kind: 'newsletter',
    subject: 'What is new at Nodal, {{name}}',
    bodyText: 'Hello {{name}},\n\nThe node library grew by twelve blocks this month, and reviewer matching is faster.',
    bodyHtml: '<p>Hello {{name}},</p><p>The node library grew by twelve blocks this month.</p>',
    audience: { segment: { topics: [TOPIC] } },
  });
  const createMs = performance.now() - createStarted;
  const mb = (bytes: number) => Math.round(bytes / 2 ** 20);
  const rssStartMb = mb(process.memoryUsage().rss);
  let rssPeak = 0;
  const sample = () => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss));
  const sampler = setInterval(sample, 100);
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const totals = { sent: 0, failed: 0, skipped: 0 };
  /** sendCampaigns calls it took, each standing for one run of the scheduled function. */
  let calls = 0;
  try {
    for (;;) {
      const result = await sendCampaigns({ budgetMs: SEND_BUDGET_MS });
      calls += 1;
      for (const key of ['sent', 'failed', 'skipped'] as const) totals[key] += result[key];
      const { queued } = await campaignProgress(db, campaign.id);
      console.error(
        `    ${totals.sent} sent, ${queued} queued after ${Math.round((performance.now() - started) / 1000)} s`,
      );
      if (queued === 0) break;
      // A temporary refusal puts recipients back a minute later: looping would spin, not send.
      if (result.sent + result.failed + result.skipped === 0)
        throw new Error(`the sender handled nothing with ${queued} recipients still queued`);
    }
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  // The sender's CPU, plus the API's under traffic.
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  return {
    recipients: campaign.recipients,
    createMs,
    seconds,
    ...totals,
    calls,
    rssStartMb,
    rssPeakMb: mb(sample()),
    cpuSeconds,
  };
}

// ---------------------------------------------------------------- this process: load, sink, report

type Latency = Awaited<ReturnType<typeof publicTraffic>['done']>;

const round = (n: number) => Math.round(n * 10) / 10;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/**
 * Readers on every public route at once, until `stop()` (or `seconds` pass): p50/p95 over all
 * answers, taken per response, since autocannon reports no p95.
 */
function publicTraffic(url: string, seconds: number) {
  const started = performance.now();
  const all: number[] = [];
  /** Answers other than 2xx, by status: a rate limit or an error would make the latencies meaningless. */
  const bad: Record<number, number> = {};
  const instances = PUBLIC_ROUTES.map((path) => {
    const instance = autocannon({
      url: `${url}${path}`,
      connections: CONNECTIONS_PER_ROUTE,
      duration: seconds,
      ...(RPS ? { overallRate: RPS / PUBLIC_ROUTES.length } : {}),
    }) as unknown as autocannon.Instance & Promise<autocannon.Result>;
    instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
      all.push(ms);
      if (status < 200 || status > 299) bad[status] = (bad[status] ?? 0) + 1;
    });
    return instance;
  });
  const done = Promise.all(instances).then(() => {
    const rps = all.length / ((performance.now() - started) / 1000);
    all.sort((a, b) => a - b);
    return { p50: percentile(all, 50), p95: percentile(all, 95), rps, bad };
  });
  return {
    done,
    stop: () => {
      for (const instance of instances) instance.stop();
      return done;
    },
  };
}

/** Resolves with the child's next message carrying `key`; rejects if the child exits first. */
function reply<T>(child: ChildProcess, key: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`a bench process exited (${code})`));
    const onMessage = (message: object) => {
      if (!(key in message)) return;
      child.off('message', onMessage).off('exit', onExit);
      resolve(message as T);
    };
    child.on('message', onMessage).once('exit', onExit);
  });
}

/** Recipients who did not get exactly one message, from the RCPT TO of each message the sink took. */
function deliveryProblems(counts: Record<string, number>): string[] {
  const expected = new Set(Array.from({ length: SUBSCRIBERS }, (_, i) => `reader-${i + 1}@example.test`));
  const wrong = [...expected].filter((to) => counts[to] !== 1).map((to) => `${to} got ${counts[to] ?? 0}`);
  const strangers = Object.keys(counts).filter((to) => !expected.has(to));
  return [...wrong, ...strangers.map((to) => `${to}, not a subscriber, got ${counts[to]}`)];
}

async function main(): Promise<void> {
  // `pnpm bench:newsletter -- --rate 50` passes the `--` through.
  const args = process.argv.slice(2).filter((arg) => arg !== '--');
  const { values } = parseArgs({ args, options: { rate: { type: 'string' } } });
  const rate = values.rate === undefined ? UNTHROTTLED : Number(values.rate);
  if (!Number.isInteger(rate) || rate <= 0) throw new Error(`--rate wants a whole number above 0, not ${values.rate}`);
  const loadBefore = load();
  const dataDir = mkdtempSync(join(tmpdir(), 'nodal-bench-newsletter-'));
  const children: ChildProcess[] = [];
  const start = (mode: string, env: NodeJS.ProcessEnv = {}) => {
    const child = spawn(process.execPath, [...process.execArgv, import.meta.filename, mode], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      env: { ...process.env, ...env },
    });
    children.push(child);
    return child;
  };
  let cleaned: Promise<void> | null = null;
  const cleanUp = () =>
    (cleaned ??= Promise.all(
      children.map((child) =>
        child.exitCode !== null || child.signalCode !== null
          ? null
          : new Promise((resolve) => child.once('exit', resolve).kill('SIGTERM')),
      ),
    ).then(() => rmSync(dataDir, { recursive: true, force: true })));
  // Stopped early (Ctrl-C, a timeout), the processes and the database folder still go.
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
  try {
    // The SMTP server in a process of its own, as a real one is elsewhere: in this process, the
    // load generator would hold up its answers, and in the server's, it would bill the sender.
    const sinkProcess = start('--sink');
    const { ready: smtpUrl } = await reply<{ ready: string }>(sinkProcess, 'ready');
    const server = start('--serve', {
      BENCH_PGLITE_DIR: join(dataDir, 'pglite'),
      SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      SITE_URL: 'https://nodal.example',
      SMTP_URL: smtpUrl,
      MAIL_FROM: 'Nodal <news@nodal.example>',
      // The readers are all 127.0.0.1: the public rate limit would answer them 429 within seconds.
      RATE_LIMIT_PUBLIC_MAX: '100000000',
    });
    const { ready: url, backend } = await reply<{ ready: string; backend: string }>(server, 'ready');
    console.error(`  ${SUBSCRIBERS.toLocaleString('en-US')} subscribers on ${backend}; API at ${url}`);
    await publicTraffic(url, WARMUP_S).done;
    const baseline = await publicTraffic(url, BASELINE_S).done;
    console.error(`  baseline: p95 ${round(baseline.p95)} ms, ${Math.round(baseline.rps)} req/s (load ${load()})`);

    const runs: { name: string; rate: number; report: SendReport; messages: number; problems: string[] }[] = [];
    let during: Latency | null = null;
    for (const [name, runRate] of [
      ['during public traffic', rate],
      ['alone', UNTHROTTLED],
    ] as const) {
      // Long enough to outlast any send; stopped as soon as the sender is done.
      const traffic = name === 'alone' ? null : publicTraffic(url, 3600);
      const answer = reply<{ report: SendReport }>(server, 'report');
      server.send({ send: { rate: runRate } });
      const { report } = await answer;
      if (traffic) during = await traffic.stop();
      // sendMail resolves on the sink's 250 after DATA, given once the message is recorded: the
      // sink has every message the sender counted as sent.
      const counted = reply<{ messages: number; counts: Record<string, number> }>(sinkProcess, 'counts');
      sinkProcess.send({ count: true });
      const { messages, counts } = await counted;
      runs.push({ name, rate: runRate, report, messages, problems: deliveryProblems(counts) });
      console.error(`  send ${name}: ${report.sent} sent in ${round(report.seconds)} s, ${messages} received`);
    }

    const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
    const row = (cells: unknown[]) => console.log(`| ${cells.join(' | ')} |`);
    console.log(
      `\nbench:newsletter — ${backend}, ${SUBSCRIBERS.toLocaleString('en-US')} confirmed subscribers, ` +
        `one newsletter per send (text and HTML, {{name}} merged), SMTP sink on 127.0.0.1`,
    );
    console.log(`machine: ${availableParallelism()} cores (${cpu}), Node ${process.version}`);
    console.log(`load average (1, 5, 15 min): ${loadBefore} before, ${load()} after\n`);
    const header = 'send|MAIL_RATE_PER_SECOND|queued|sent|received by the sink|recipients with ≠ 1|seconds|messages/s';
    row(`${header}|sender runs|server CPU s|server RSS before → peak|target`.split('|'));
    row(Array(12).fill('---'));
    let ok = true;
    for (const { name, rate: r, report, messages, problems } of runs) {
      const perSecond = report.sent / report.seconds;
      // A rate set below the target cannot meet it; the figure is then only reported.
      const judged = r >= TARGET_PER_SECOND;
      const met = perSecond >= TARGET_PER_SECOND;
      ok &&= messages === SUBSCRIBERS && problems.length === 0 && report.sent === SUBSCRIBERS && (met || !judged);
      const target = judged ? `≥ ${TARGET_PER_SECOND}/s, ${met ? 'met' : 'missed'}` : 'throttled, not judged';
      console.log(
        `| ${name} | ${r >= UNTHROTTLED ? 'unthrottled' : `${r}/s`} | ${report.recipients} | ${report.sent} | ` +
          `${messages} | ${problems.length} | ${round(report.seconds)} | ${round(perSecond)} | ${report.calls} | ` +
          `${round(report.cpuSeconds)} | ${report.rssStartMb} → ${report.rssPeakMb} MB | ${target} |`,
      );
      if (problems.length) console.log(`  ${name}: ${problems.slice(0, 5).join('; ')} (first 5)`);
      if (report.failed || report.skipped) console.log(`  ${name}: ${report.failed} failed, ${report.skipped} skipped`);
    }
    console.log(`\ncreating each campaign: ${runs.map((r) => `${Math.round(r.report.createMs)} ms`).join(', ')}\n`);
    const readers = `${PUBLIC_ROUTES.length * CONNECTIONS_PER_ROUTE} connections${RPS ? ` at ${RPS} req/s` : ', no pause'}`;
    row([`public API, ${readers} (${PUBLIC_ROUTES.join(', ')})`, 'p50 ms', 'p95 ms', 'req/s', 'not 2xx']);
    row(Array(5).fill('---'));
    for (const [name, l] of [
      [`baseline, ${BASELINE_S} s`, baseline],
      [`during the send, ${round(runs[0]!.report.seconds)} s`, during!],
    ] as const) {
      const bad = Object.entries(l.bad).map(([status, n]) => `${n} × ${status}`);
      ok &&= bad.length === 0;
      row([name, round(l.p50), round(l.p95), Math.round(l.rps), bad.join(', ') || 'none']);
    }
    console.log(ok ? '\nEvery recipient got exactly one message per send; targets met.' : '\nFAILED: see above.');
    if (!ok) process.exitCode = 1;
  } finally {
    await cleanUp();
  }
}

/**
 * The SMTP sink: accepts every sender and recipient, reads each message to its end and keeps only
 * the count of messages per recipient (RCPT TO), reported and reset when asked. mail-lab's server
 * (functions/test/mail-lab.ts) parses and keeps every message, which would bill these two cores for
 * work a real mail server does elsewhere.
 */
async function sink(): Promise<void> {
  let messages = 0;
  let counts: Record<string, number> = {};
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      stream.resume().on('end', () => {
        messages += 1;
        for (const { address } of session.envelope.rcptTo) counts[address] = (counts[address] ?? 0) + 1;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.on('message', (message: { count?: boolean }) => {
    if (!message.count) return;
    process.send?.({ messages, counts });
    [messages, counts] = [0, {}];
  });
  process.send?.({ ready: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}` });
}

// A bench process whose parent is gone has nobody to answer: it stops too.
if (process.argv.includes('--serve') || process.argv.includes('--sink'))
  process.on('disconnect', () => process.exit(1));
if (process.argv.includes('--serve')) await serve();
else if (process.argv.includes('--sink')) await sink();
else await main();
