// `pnpm start` (and `npm start` through the bootstrap): migrate, seed, make sure an admin exists,
// build what is missing, and serve everything on one port. `pnpm dev` (argument `dev`): the same
// port with hot reload instead of builds (platform/dev.ts).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { bootstrapAdmin } from '@nodal/functions/admins';
import { resetEnv } from '@nodal/functions/env';
import { setRebuilder } from '@nodal/functions/rebuild';
import { loadSiteContent, seedIfEmpty } from '@nodal/db';
import { buildAdmin } from './build/site.ts';
import { DATA_DIR } from './paths.ts';
import { ensureLocalSecret, lockDataDir, openLocalDatabase } from './platform/database.ts';
import { createPlatform } from './platform/server.ts';
import { startDev } from './platform/dev.ts';
import { SiteBuilder } from './platform/site-builder.ts';

function printAdmin(admin: Awaited<ReturnType<typeof bootstrapAdmin>>): void {
  if (admin?.generatedPassword) {
    console.log(
      `\n  A first admin account was created (shown once):\n    email     ${admin.email}\n    password  ${admin.generatedPassword}\n  Change it with: pnpm admin:create --email ${admin.email}\n`,
    );
  } else if (admin) {
    console.log(`\n  Admin account ready: ${admin.email}\n`);
  }
}

async function main() {
  const port = Number(process.env.PORT ?? 8888);
  const lock = await lockDataDir(port);
  ensureLocalSecret();
  const database = await openLocalDatabase({ share: true, lock });
  if (await seedIfEmpty(database.db)) console.log('[db] seeded starting content');
  const admin = await bootstrapAdmin(database.db, process.env, true);

  if (process.argv[2] === 'dev') {
    printAdmin(admin);
    await startDev(port, database);
    return;
  }

  console.log('[admin] building the admin app');
  // Built into this server's own data folder, so two local servers never rebuild each other's admin.
  const adminDist = join(DATA_DIR, 'admin-dist');
  const adminBuild = buildAdmin(adminDist);
  const builder = new SiteBuilder({ loadContent: () => loadSiteContent(database.db), adminDir: adminBuild });
  setRebuilder(builder);
  if (builder.current) builder.request('start');
  else await builder.buildNow('first build');
  await adminBuild;
  if (!builder.current) throw new Error('The site could not be built; see the output above.');

  const platform = await createPlatform({
    scheduleClocks: true,
    // Hashed assets are also looked up in the previous build, so a page loaded just before a swap
    // can still hydrate; pages themselves only ever come from the current build.
    staticRoots: (pathname) => [
      builder.current!,
      ...(pathname.startsWith('/_astro/') && builder.previous ? [builder.previous] : []),
      ...(existsSync(adminDist) ? [adminDist] : []),
    ],
  });
  const url = await platform.listen(port, process.env.HOST ?? '127.0.0.1');
  // Links in notification emails point here unless the operator named the public address.
  if (!process.env.SITE_URL) {
    process.env.SITE_URL = url;
    resetEnv();
  }

  console.log(`\n  Nodal is running at ${url}\n    site   ${url}/\n    admin  ${url}/login`);
  printAdmin(admin);

  const stop = async () => {
    await platform.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGHUP', stop);
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
