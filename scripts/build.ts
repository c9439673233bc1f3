// `pnpm build`: what Netlify runs. Migrates and seeds the database in DATABASE_URL (Neon), builds
// the admin SPA and the static site, and assembles both into dist/ (netlify.toml's publish folder).
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { seedIfEmpty } from '@nodal/functions/seed/index';
import { openLocalDatabase } from './platform/database.ts';
import { ROOT } from './platform/server.ts';
import { runBuild } from './platform/site-builder.ts';

const started = Date.now();
const database = await openLocalDatabase({ share: true });
if (await seedIfEmpty(database.db)) console.log('[db] seeded starting content');

try {
  const dist = join(ROOT, 'dist');
  rmSync(dist, { recursive: true, force: true });
  console.log('[build] admin and site');
  await Promise.all([
    runBuild(['pnpm', '--filter', '@nodal/admin', 'run', 'build'], {}, 'admin build'),
    runBuild(['pnpm', '--filter', '@nodal/site', 'exec', 'astro', 'build', '--outDir', dist], { DATABASE_URL: database.shareUrl }, 'site build'),
  ]);
  cpSync(join(ROOT, 'admin', 'dist'), dist, { recursive: true });
  console.log(`[build] dist/ ready in ${((Date.now() - started) / 1000).toFixed(1)}s`);
} finally {
  await database.close();
}
