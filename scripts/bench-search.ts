// `pnpm bench:search`: how fast the docs search answers (target < 100 ms, README "Latest figures").
// Like bench:build it builds its own site, never touching the local one:
//   1. a fresh PGlite in a temporary folder, migrated and seeded, plus N published articles, so
//      the index holds the docs and a realistic archive of updates (default 1000);
//   2. `astro build`, then the Pagefind index and the _headers CSP, as every build writes them;
//   3. that folder served on 127.0.0.1 with the local platform's static server (same headers);
//   4. Chromium opens /docs, opens search with `/` and types queries at a brisk typing pace.
// The page measures each search from the keystroke to the rendered list (performance.measure
// "docs-search" in docs-search.ts); a keystroke overtaken by the next one is not counted. It
// prints the first search (which also loads Pagefind), then the median and p95 of the rest, and
// exits 1 if the p95 is not under the target. Options: --articles N, --port P, --keep, --site DIR.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { insertArticle, migrate, seedIfEmpty } from '@nodal/db';
import { openPgliteDb } from '@nodal/db/local';
import { chromium } from 'playwright-core';
import { articleFor } from './bench-articles.ts';
import { ROOT } from './paths.ts';
import { runCollecting } from './run-command.ts';
import { CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_ARGS } from './chromium.ts';
import { writeHeadersFile } from './build/csp.ts';
import { SEARCH_DIR, writeSearchIndex } from './build/search-index.ts';
import { send } from './platform/server.ts';
import { snapshotSiteContent } from './build/site-content.ts';
import { loadNetlifyRules, serveStatic } from './platform/static.ts';

const TARGET_MS = 100;
// Words a reader of these docs would look for, whole and as typed, across docs and updates.
const QUERIES = [
  'chunking',
  'crossref',
  'retraction',
  'prompt engineering',
  'webhook',
  'reviewer matching',
  'vector database',
  'citation',
  'api key',
  'hybrid search',
];

const { values } = parseArgs({
  options: {
    articles: { type: 'string', default: '1000' },
    port: { type: 'string', default: '8249' },
    keep: { type: 'boolean', default: false },
    // A site folder kept by an earlier run (--keep): measure again without rebuilding.
    site: { type: 'string' },
  },
});
const count = Number(values.articles);
if (!Number.isInteger(count) || count < 0) throw new Error('--articles must be a whole number');

const sizeOf = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .reduce((sum, e) => sum + statSync(join(e.parentPath, e.name)).size, 0);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

const workDir = mkdtempSync(join(tmpdir(), 'nodal-bench-search-'));
// Under site/ for the reason bench-build.ts gives (Astro's prerender staging folder).
mkdirSync(join(ROOT, 'site', 'node_modules', '.cache'), { recursive: true });
const siteDir = values.site ?? mkdtempSync(join(ROOT, 'site', 'node_modules', '.cache', 'bench-search-'));

if (!values.site) {
  console.log(`bench:search: the docs and ${count} published articles, temporary folder ${workDir}`);
  const db = await openPgliteDb(join(workDir, 'pglite'));
  try {
    await migrate(db);
    await seedIfEmpty(db);
    await db.transaction(async (tx) => {
      for (let i = 0; i < count; i++) await insertArticle(tx, articleFor(i));
    });
    const content = await snapshotSiteContent(db, join(workDir, 'site-content.json'));
    await runCollecting('pnpm', ['--filter', '@nodal/site', 'exec', 'astro', 'build', '--outDir', siteDir], {
      NODAL_SITE_CONTENT: content,
    });
  } finally {
    await db.close();
  }
  const indexing = performance.now();
  const { pages } = await writeSearchIndex(siteDir);
  console.log(
    `  index: ${pages} records in ${((performance.now() - indexing) / 1000).toFixed(1)} s, ${(sizeOf(join(siteDir, SEARCH_DIR)) / 1024 / 1024).toFixed(1)} MB on disk`,
  );
  writeHeadersFile(siteDir);
} else {
  console.log(`bench:search: the site in ${siteDir}`);
}
const rules = await loadNetlifyRules(join(ROOT, 'netlify.toml'), join(siteDir, '_headers'));
const server = createServer((req, res) => {
  const request = new Request(`http://${req.headers.host}${req.url}`, {
    method: req.method,
    headers: req.headers as Record<string, string>,
  });
  void send(res, serveStatic(request, [siteDir], rules));
});
await new Promise<void>((resolve) => server.listen(Number(values.port), '127.0.0.1', resolve));
const base = `http://127.0.0.1:${values.port}`;

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: PLAYWRIGHT_CHROMIUM_ARGS,
});
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  await page.goto(`${base}/docs`, { waitUntil: 'networkidle' });
  // On a busy machine the network can go idle before the page's module script has run (and with
  // it the `/` listener): wait for the docs script's mark, as the browser tests do.
  await page.locator('[data-docs][data-ready="true"]').waitFor({ state: 'attached' });

  const measures = () =>
    page.evaluate(() =>
      (performance.getEntriesByName('docs-search') as PerformanceMeasure[]).map((e) => ({
        ms: e.duration,
        query: String(e.detail),
      })),
    );
  const typeQuery = async (query: string) => {
    await page.locator('[data-search-input]').fill('');
    await page.keyboard.type(query, { delay: 90 });
    await page.locator('[data-search-results] [role=option], [data-search-status]:not(:empty)').first().waitFor();
    await page.waitForTimeout(300);
  };

  // The first search also fetches Pagefind's script, WASM and the first index chunks.
  await page.keyboard.press('/');
  const opened = performance.now();
  await page.keyboard.type(QUERIES[0]!.slice(0, 4));
  await page.locator('[data-search-results] [role=option]').first().waitFor();
  const firstMs = performance.now() - opened;
  const firstMeasured = (await measures()).at(-1)?.ms ?? NaN;
  await page.evaluate(() => performance.clearMeasures('docs-search'));

  for (const query of QUERIES) await typeQuery(query);
  const measured = (await measures()).sort((a, b) => a.ms - b.ms);
  const times = measured.map((m) => m.ms);
  if (problems.length) throw new Error(`the page reported errors:\n  ${problems.join('\n  ')}`);
  if (!times.length) throw new Error('no search was measured');

  const median = percentile(times, 0.5);
  const p95 = percentile(times, 0.95);
  const met = p95 < TARGET_MS;
  const slowest = measured.slice(-3).reverse();
  console.log(`  slowest: ${slowest.map((m) => `"${m.query}" ${m.ms.toFixed(0)} ms`).join(', ')}`);
  console.log(
    `  first search (loads Pagefind): ${firstMs.toFixed(0)} ms from pressing / to results (search itself ${firstMeasured.toFixed(0)} ms)`,
  );
  console.log(
    `  ${times.length} searches while typing ${QUERIES.length} queries: median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms`,
  );
  // Figures from a machine busy with other work are not the search's alone: say how busy it was.
  console.log(`  machine: ${cpus().length} cores, load average ${loadavg()[0]!.toFixed(1)} (1 min) at the end`);
  console.log(
    `\nsearch results${values.site ? '' : ` (docs, seed and ${count} bench articles)`}: p95 ${p95.toFixed(1)} ms, target < ${TARGET_MS} ms: ${met ? 'MET' : 'NOT MET'}`,
  );
  process.exitCode = met ? 0 : 1;
} finally {
  await browser.close();
  server.close();
  rmSync(workDir, { recursive: true, force: true });
  if (values.keep) console.log(`  kept ${siteDir} (site): measure again with --site ${siteDir}`);
  else if (!values.site) rmSync(siteDir, { recursive: true, force: true });
}
