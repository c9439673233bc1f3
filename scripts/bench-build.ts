// `pnpm bench:build`: how long the static site takes to build with 1,000 published articles
// (target ≤ 60 s, README "Latest figures"). It builds against a throwaway database, never the local
// one, so it can run beside `pnpm start`:
//   1. a fresh PGlite in a temporary folder, migrated and seeded like a first start;
//   2. N published articles with realistic Markdown bodies (plus one draft that must not appear);
//   3. that database served over the PostgreSQL wire protocol, as `pnpm start` does for its builds;
//   4. `astro build --outDir <tmp>` with NODAL_SITE_CONTENT read from it, timed end to end.
// It prints the wall time, the pages built and whether the target was met (exit code 1 if not).
// Options: --articles N (default 1000), --keep (leave the temporary folders for inspection).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ARTICLE_TYPES, type ArticleInput } from '@nodal/shared';
import { insertArticle, migrate, seedIfEmpty } from '@nodal/db';
import { openPgliteDb } from '@nodal/db/local';
import { snapshotSiteContent } from './platform/site-content.ts';

const TARGET_SECONDS = 60;
const ROOT = join(import.meta.dirname, '..');
const DRAFT_SLUG = 'bench-unpublished-draft';

const { values } = parseArgs({
  options: { articles: { type: 'string', default: '1000' }, keep: { type: 'boolean', default: false } },
});
const count = Number(values.articles);
if (!Number.isInteger(count) || count < 0) throw new Error('--articles must be a whole number');

// ---------- realistic content ----------

// A small deterministic generator, so every run builds the same site and timings compare.
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const TOPICS = [
  'citation validation',
  'reviewer matching',
  'retraction screening',
  'accessibility checks',
  'manuscript formatting',
  'literature review',
  'reference management',
  'plagiarism detection',
  'data cleaning',
  'one-click submission',
];
const SENTENCES = [
  'Editors told us that most of their week goes to hand-offs rather than decisions.',
  'A workflow makes each of those hand-offs explicit, so it can be checked, timed and improved.',
  'The **trigger** node starts a run whenever a manuscript arrives in the submission system.',
  'Every reference is resolved against Crossref, and anything that does not match is flagged for a person.',
  'We kept a human in the loop at every step where a decision affects authors.',
  'Pilot partners reported a *noticeably* shorter time from submission to first decision.',
  'The same nodes run in the web application and through the API, with the same audit trail.',
  'Templates give beginners a working starting point that they can change one node at a time.',
  'Vector search finds related work even when the vocabulary differs between fields.',
  'Prompts are versioned alongside the workflow, so a change in output can be traced to a change in instructions.',
  'Reports are written for the handling editor, in plain language, with links to every source.',
  'Costs stay predictable because each AI node declares the model and the limits it runs with.',
];

function paragraph(next: () => number, sentences = 3 + Math.floor(next() * 3)): string {
  return Array.from({ length: sentences }, () => SENTENCES[Math.floor(next() * SENTENCES.length)]).join(' ');
}

function articleFor(i: number): ArticleInput & { createdAt: Date } {
  const next = random(i + 1);
  const topic = TOPICS[i % TOPICS.length]!;
  const type = ARTICLE_TYPES[i % ARTICLE_TYPES.length]!;
  const title = `${topic[0]!.toUpperCase()}${topic.slice(1)} in practice, part ${Math.floor(i / TOPICS.length) + 1}`;
  const body = [
    paragraph(next),
    `## Why ${topic} matters`,
    paragraph(next),
    paragraph(next),
    '## How the workflow is built',
    `- A **trigger** node for new submissions\n- A \`${topic.replace(/ /g, '-')}\` node configured for the journal\n- An *output* node that writes the editor's report`,
    '```\nmanuscript.docx -> parse -> check -> report.html\n```',
    '### Results from the pilot',
    paragraph(next),
    '## What comes next',
    paragraph(next, 2),
  ].join('\n\n');
  return {
    title,
    slug: `bench-${String(i + 1).padStart(4, '0')}-${topic.replace(/ /g, '-')}`,
    summary: paragraph(next, 2).replace(/\*/g, ''),
    body,
    type,
    published: true,
    // One a day going back from today: a realistic archive of a few years.
    createdAt: new Date(Date.now() - i * 86_400_000),
  };
}

// ---------- helpers ----------

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-40_000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} exited ${code}\n${output}`)),
    );
  });
}

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
  await run('pnpm', ['--filter', '@nodal/site', 'exec', 'astro', 'build', '--outDir', outDir], {
    NODAL_SITE_CONTENT: content,
  });
  const seconds = (performance.now() - started) / 1000;

  const files = filesUnder(outDir);
  const htmlPages = files.filter((f) => f.endsWith('.html')).length;
  const articlePages = files.filter((f) => /[/\\]updates[/\\]bench-[^/\\]+[/\\]index\.html$/.test(f)).length;
  const listPages = files.filter((f) => /[/\\]updates[/\\]page[/\\]\d+[/\\]index\.html$/.test(f)).length + 1;
  const draftLeaked = files.some(
    (f) => f.includes(DRAFT_SLUG) || (/\.(html|xml|json)$/.test(f) && readFileSync(f, 'utf8').includes(DRAFT_SLUG)),
  );
  const met = seconds <= TARGET_SECONDS && articlePages === count && !draftLeaked;

  console.log(`  astro build: ${seconds.toFixed(1)} s wall time`);
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
