// `pnpm db:migrate` and `pnpm db:seed` against DATABASE_URL, or the embedded database in .data/.
import { seedIfEmpty } from '@nodal/functions/seed/index';
import { openLocalDatabase } from './platform/database.ts';

const command = process.argv[2];
const database = await openLocalDatabase({ share: false });
try {
  if (command === 'seed') console.log((await seedIfEmpty(database.db)) ? '[db] seeded starting content' : '[db] database already has content; nothing seeded');
} finally {
  await database.close();
}
