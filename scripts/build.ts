// `pnpm build`: what Netlify runs. Bundles the functions, then builds the admin SPA and the site
// into dist/ (netlify.toml's publish folder) with the one site build (build/site.ts), from the
// database the deploy context allows (build-plan.ts): production migrates and seeds an empty
// database; previews and branch deploys only read theirs, or build with no content. Every handle
// opened here is closed, so the process ends on its own.
import { EMPTY_SITE_CONTENT, loadSiteContent, pendingMigrations, seedIfEmpty, type Db } from '@nodal/db';
import { openDatabase } from '@nodal/db/local';
import type { SiteContent } from '@nodal/shared';
import { planBuild } from './build-plan.ts';
import { buildAdmin, buildSite } from './build/site.ts';
import { bundleFunctions } from './bundle-functions.ts';
import { ADMIN_DIST_DIR, DIST_DIR } from './paths.ts';
import { checkedEnv, openLocalDatabase } from './platform/database.ts';

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
console.log('[build] admin and site');
const { indexedPages } = await buildSite({
  outDir: DIST_DIR,
  content,
  admin: { dir: buildAdmin(ADMIN_DIST_DIR), copy: true },
});
console.log(`[build] search index: ${indexedPages} docs articles and updates`);
if (content === EMPTY_SITE_CONTENT) console.warn('[build] the site was built with no content (see above)');
console.log(`[build] dist/ ready in ${((Date.now() - started) / 1000).toFixed(1)}s`);
