// `pnpm bench:build`: how long the static site takes to build with 1,000 published articles
// (target ≤ 60 s, README "Latest figures"). It builds against a throwaway database, never the local
// one, so it can run beside `pnpm start`:
//   1. a fresh PGlite in a temporary folder, migrated and seeded like a first start;
//   2. N published articles with realistic Markdown bodies (plus one draft that must not appear);
//   3. that database served over the PostgreSQL wire protocol, as `pnpm start` does for its builds;
//   4. `astro build --outDir <tmp>` with NODAL_SITE_CONTENT read from it, timed end to end.
// It prints the wall time, the pages built and whether the target was met (exit code 1 if not).
// Options: --articles N (default 1000), --keep (leave the temporary folders for inspection).
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { insertArticle, migrate, seedIfEmpty } from '@nodal/db';
import { openPgliteDb } from '@nodal/db/local';
import { articleFor } from './bench-articles.ts';
import { ROOT } from './paths.ts';
import { runCollecting } from './run-command.ts';
import { writeSearchIndex } from './build/search-index.ts';
import { snapshotSiteContent } from './build/site-content.ts';

const TARGET_SECONDS = 60;
const DRAFT_SLUG = 'bench-unpublished-draft';

const { values } = parseArgs({
  options: { articles: { type: 'string', default: '1000' }, keep: { type: 'boolean', default: false } },
});
const count = Number(values.articles);
if (!Number.isInteger(count) || count < 0) throw new Error('--articles must be a whole number');

// ---------- helpers ----------

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));
}

// ---------- the benchmark ----------

const workDir = mkdtempSync(join(tmpdir(), 'nodal-bench-build-'));
// The output goes under site/ on purpose: for an --outDir outside its working directory Astro
// stages prerendered chunks in the shared site/.astro/.prerender, where a concurrent build (a
// running `pnpm start` rebuilding) would overwrite them mid-build.
mkdirSync(join(ROOT, 'site', 'node_modules', '.cache'), { recursive: true });
const outDir = mkdtempSync(join(ROOT, 'site', 'node_modules', '.cache', 'bench-build-'));
console.log(`bench:build: ${count} published articles, temporary folder ${workDir}`);

const db = await openPgliteDb(join(workDir, 'pglite'));
try {
  await migrate(db);
  await seedIfEmpty(db);
  const seeding = performance.now();
  await db.transaction(async (tx) => {
    for (let i = 0; i < count; i++) await insertArticle(tx, articleFor(i));
    await insertArticle(tx, {
      ...articleFor(count),
      slug: DRAFT_SLUG,
      title: 'Bench draft that must stay unpublished',
      published: false,
    });
  });
  const [{ n }] = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM articles WHERE published')) as [
    { n: number },
  ];
  console.log(
    `  database ready: ${n} published articles (${((performance.now() - seeding) / 1000).toFixed(1)} s to insert)`,
  );

  // Timed from the read of the content, as a real build reads it.
  const started = performance.now();
  const content = await snapshotSiteContent(db, join(workDir, 'site-content.json'));
  await runCollecting('pnpm', ['--filter', '@nodal/site', 'exec', 'astro', 'build', '--outDir', outDir], {
    NODAL_SITE_CONTENT: content,
  });
  const astroSeconds = (performance.now() - started) / 1000;
  // The search index is part of every build (scripts/build/search-index.ts), so it is timed too.
  const { pages: indexed } = await writeSearchIndex(outDir);
  const seconds = (performance.now() - started) / 1000;

  const files = filesUnder(outDir);
  const htmlPages = files.filter((f) => f.endsWith('.html')).length;
  const articlePages = files.filter((f) => /[/\\]updates[/\\]bench-[^/\\]+[/\\]index\.html$/.test(f)).length;
  const listPages = files.filter((f) => /[/\\]updates[/\\]page[/\\]\d+[/\\]index\.html$/.test(f)).length + 1;
  const draftLeaked = [...files, ...filesUnder(join(outDir, 'pagefind'))].some(
    (f) => f.includes(DRAFT_SLUG) || (/\.(html|xml|json)$/.test(f) && readFileSync(f, 'utf8').includes(DRAFT_SLUG)),
  );
  const met = seconds <= TARGET_SECONDS && articlePages === count && indexed >= count && !draftLeaked;

  console.log(`  astro build: ${astroSeconds.toFixed(1)} s wall time`);
  console.log(
    `  search index: ${(seconds - astroSeconds).toFixed(1)} s for ${indexed} records (docs articles and updates)`,
  );
  console.log(`  pages built: ${htmlPages} HTML files (${articlePages} article pages, ${listPages} list pages)`);
  console.log(`  draft in output: ${draftLeaked ? 'YES (leak!)' : 'no'}`);
  console.log(
    `\nsite build with ${count} articles: ${seconds.toFixed(1)} s, target ≤ ${TARGET_SECONDS} s: ${met ? 'MET' : 'NOT MET'}`,
  );
  process.exitCode = met ? 0 : 1;
} finally {
  await db.close();
  if (values.keep) console.log(`  kept ${workDir} (database) and ${outDir} (site)`);
  else {
    rmSync(workDir, { recursive: true, force: true });
    rmSync(outDir, { recursive: true, force: true });
  }
}
