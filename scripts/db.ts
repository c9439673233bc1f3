// `pnpm db:migrate` and `pnpm db:seed` against DATABASE_URL, or the embedded database in .data/.
import { migrate, seedIfEmpty } from '@nodal/db';
import { openScriptDatabase } from './platform/database.ts';

const command = process.argv[2];
const database = await openScriptDatabase().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
try {
  // Opening a database of our own migrated it already; a running server's is migrated here.
  if (command === 'migrate') await migrate(database.db);
  if (command === 'seed')
    console.log(
      (await seedIfEmpty(database.db))
        ? '[db] seeded starting content'
        : '[db] database already has content; nothing seeded',
    );
} finally {
  await database.close();
}
