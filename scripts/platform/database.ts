// Opens the product's database for a local process and, when it is the embedded PGlite, serves it
// over the PostgreSQL wire protocol so a second process (the site build) can read it meanwhile.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrate, setDb, type Db } from '@nodal/db';
import { openDatabase, sharePglite, type PgliteDb } from '@nodal/db/local';
import { env, resetEnv } from '@nodal/functions/env';
import { DataDirLockedError, liveOwner, lockDataDir as takeLock, type DataDirLock } from './lock.ts';
import { DATA_DIR } from '../paths.ts';

/**
 * PGlite allows one process per data folder, so a second server on the same folder must stop
 * before it opens the database, and say what to do instead.
 */
export async function lockDataDir(port: number): Promise<DataDirLock> {
  try {
    return await takeLock(DATA_DIR, `http://127.0.0.1:${port}`);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** A local SESSION_SECRET, generated once into .data/ so sessions survive restarts. */
export function ensureLocalSecret(): void {
  if (process.env.SESSION_SECRET) return;
  mkdirSync(DATA_DIR, { recursive: true });
  const file = join(DATA_DIR, 'session-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  process.env.SESSION_SECRET = readFileSync(file, 'utf8').trim();
}

/** Validates the environment once; a bad one stops here with one line naming the variable. */
export function checkedEnv() {
  resetEnv();
  process.env.PGLITE_DIR ??= join(DATA_DIR, 'pglite');
  try {
    return env();
  } catch (error) {
    console.error(`Configuration error: ${(error as Error).message}`);
    process.exit(1);
  }
}

export interface OpenedDatabase {
  db: Db;
  /** A postgres:// URL another local process can use while this one holds the database. */
  shareUrl: string;
  close(): Promise<void>;
}

/**
 * `share`: serve an embedded database to other local processes while this one holds it; with
 * `lock`, its URL is published in the lock file for `pnpm admin:create` and the db scripts.
 */
export async function openLocalDatabase({
  share,
  lock,
}: {
  share: boolean;
  lock?: DataDirLock;
}): Promise<OpenedDatabase> {
  const config = checkedEnv();
  // One process serves every function here, so it holds more connections than a function instance.
  const db = await openDatabase(config.DATABASE_URL, { pgliteDir: config.PGLITE_DIR, max: 10 });
  setDb(db);
  const applied = await migrate(db);
  console.log(applied.length ? `[db] applied migrations: ${applied.join(', ')}` : '[db] schema up to date');
  const shared =
    share && db.kind === 'pglite'
      ? await sharePglite(db as PgliteDb, Number(process.env.PGLITE_SOCKET_PORT ?? 0))
      : null;
  const shareUrl = shared?.url ?? config.DATABASE_URL ?? '';
  if (shared) lock?.publishDatabaseUrl(shared.url);
  return {
    db,
    shareUrl,
    async close() {
      await shared?.stop();
      await db.close();
    },
  };
}

/**
 * The database for a one-off script (`pnpm admin:create`, `pnpm db:migrate`, `pnpm db:seed`). While
 * a local server holds the embedded database, a second PGlite on the same folder would write
 * behind its back (lost on its next write, or a corrupt folder), so the script goes through the
 * server's own connection instead, and refuses while the server has not published one yet.
 */
export async function openScriptDatabase(): Promise<OpenedDatabase> {
  if (process.env.DATABASE_URL) return openLocalDatabase({ share: false });
  const owner = await liveOwner(DATA_DIR);
  if (!owner) return openLocalDatabase({ share: false });
  if (!owner.databaseUrl) {
    throw new Error(
      `The Nodal server (pid ${owner.pid}, ${owner.url}) holds the database in ${DATA_DIR} and is still starting. ` +
        'Run this again once it is running, or stop it first.',
    );
  }
  checkedEnv();
  const db = await openDatabase(owner.databaseUrl, { max: 2 });
  console.log(`[db] using the database of the running server (pid ${owner.pid}, ${owner.url})`);
  return { db, shareUrl: owner.databaseUrl, close: () => db.close() };
}
