// `pnpm admin:create --email you@example.org [--password …]`: creates the admin or resets its
// password. Without --password it asks, without echoing.
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { createOrResetAdmin } from '@nodal/functions/admins';
import { openScriptDatabase } from './platform/database.ts';

const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } });

async function ask(question: string, hidden = false): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  if (hidden) {
    // Echo nothing while the password is typed.
    (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = (s: string) => {
      if (s.includes(question)) process.stdout.write(s);
    };
  }
  const answer = await rl.question(question);
  rl.close();
  if (hidden) process.stdout.write('\n');
  return answer.trim();
}

const email = values.email ?? (await ask('Admin email: '));
const password = values.password ?? (await ask('Password (8-64 characters): ', true));
const database = await openScriptDatabase().catch((error: unknown) => {
  console.error(`Could not create the admin: ${(error as Error).message}`);
  process.exit(1);
});
try {
  await createOrResetAdmin(database.db, email, password);
  console.log(`Admin ${email} is ready. Log in at /login.`);
} catch (error) {
  console.error(`Could not create the admin: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
