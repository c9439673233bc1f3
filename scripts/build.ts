// `pnpm build`: what Netlify runs. Builds the admin SPA and the static site into dist/ (netlify.toml's
// publish folder), from the database the deploy context allows (build-plan.ts): production
// migrates and seeds an empty database; previews and branch deploys only read theirs, or build
// with no content. Writes dist/_headers with the Content-Security-Policy that allows exactly the
// pages' inline scripts, and dist/pagefind/ with the search index. Every handle opened here is closed, so the process ends on its own.
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { EMPTY_SITE_CONTENT, loadSiteContent, pendingMigrations, seedIfEmpty, type Db } from '@nodal/db';
import { openDatabase } from '@nodal/db/local';
import type { SiteContent } from '@nodal/shared';
import { planBuild } from './build-plan.ts';
import { writeHeadersFile } from './platform/csp.ts';
import { writeSearchIndex } from './platform/search-index.ts';
import { bundleFunctions } from './bundle-functions.ts';
import { checkedEnv, openLocalDatabase } from './platform/database.ts';
import { ROOT } from './platform/server.ts';
import { runBuild } from './platform/site-builder.ts';
import { writeSiteContentFile } from './platform/site-content.ts';

/** Reads what the site shows from the database this build may use; writes only where allowed. */
async function readContent(): Promise<SiteContent> {
  const plan = planBuild(process.env);
  console.log(`[build] ${plan.why}`);
  if (plan.database === 'refuse') throw new Error(`Build stopped: ${plan.why}.`);
  if (plan.database === 'none') return EMPTY_SITE_CONTENT;
  if (plan.database === 'migrate') {
    const database = await openLocalDatabase({ share: false });
    try {
      if (await seedIfEmpty(database.db)) console.log('[db] seeded starting content');
      return await loadSiteContent(database.db);
    } finally {
      await database.close();
    }
  }
  // Read-only: nothing here writes, and a schema older than this commit's is not read at all.
  const db: Db = await openDatabase(checkedEnv().DATABASE_URL!, { max: 2 });
  try {
    const pending = await pendingMigrations(db);
    if (pending.length) {
      console.warn(
        `[build] the database lacks migrations ${pending.join(', ')} and this build may not apply them: the site is built with no content`,
      );
      return EMPTY_SITE_CONTENT;
    }
    return await loadSiteContent(db);
  } finally {
    await db.close();
  }
}

const started = Date.now();
console.log(`[build] ${(await bundleFunctions()).length} functions bundled into functions/dist`);
const content = await readContent();
const dist = join(ROOT, 'dist');
rmSync(dist, { recursive: true, force: true });
const contentFile = writeSiteContentFile(join(ROOT, '.data', 'build-site-content.json'), content);
console.log('[build] admin and site');
await Promise.all([
  runBuild(['pnpm', '--filter', '@nodal/admin', 'run', 'build'], {}, 'admin build'),
  runBuild(
    ['pnpm', '--filter', '@nodal/site', 'exec', 'astro', 'build', '--outDir', dist],
    { NODAL_SITE_CONTENT: contentFile },
    'site build',
  ),
]);
const { pages: indexed } = await writeSearchIndex(dist);
console.log(`[build] search index: ${indexed} docs articles and updates`);
cpSync(join(ROOT, 'admin', 'dist'), dist, { recursive: true });
writeHeadersFile(dist);
if (content === EMPTY_SITE_CONTENT) console.warn('[build] the site was built with no content (see above)');
console.log(`[build] dist/ ready in ${((Date.now() - started) / 1000).toFixed(1)}s`);
