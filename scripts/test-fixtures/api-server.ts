// For tests that need a local server as a separate process: what `pnpm start` runs (the data-folder
// lock, the database served to other processes, the admin bootstrap, the functions) without the
// site and admin builds, which take minutes and are not what such tests are about.
import { bootstrapAdmin } from '@nodal/functions/admins';
import { ensureLocalSecret, lockDataDir, openLocalDatabase } from '../platform/database.ts';
import { createPlatform } from '../platform/server.ts';

const port = Number(process.env.PORT ?? 0);
const lock = await lockDataDir(port);
ensureLocalSecret();
const database = await openLocalDatabase({ share: true, lock });
await bootstrapAdmin(database.db, process.env, true);
const platform = await createPlatform();
const url = await platform.listen(port);
console.log(`READY ${url}`);

const stop = async () => {
  await platform.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
