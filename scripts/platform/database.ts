// Opens the product's database for a local process and, when it is the embedded PGlite, serves it
// over the PostgreSQL wire protocol so a second process (the site build) can read it meanwhile.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { openDb, setDb, type Db } from '@nodal/functions/db/client';
import { migrate } from '@nodal/functions/db/migrate';
import { sharePglite } from '@nodal/functions/db/pglite';
import { env, resetEnv } from '@nodal/functions/env';
import { ROOT } from './server.ts';

/** Everything local and mutable: the embedded database, the session secret, the site builds. */
export const DATA_DIR = resolve(process.env.NODAL_DATA_DIR ?? join(ROOT, '.data'));

/**
 * PGlite allows one process per data folder, so a second server on the same folder must stop
 * before it opens the database, and say what to do instead.
 */
export function lockDataDir(port: number): void {
  mkdirSync(DATA_DIR, { recursive: true });
  const lock = join(DATA_DIR, 'server.lock');
  if (existsSync(lock)) {
    const [pid, url] = readFileSync(lock, 'utf8').split(' ');
    let alive = false;
    try {
      process.kill(Number(pid), 0);
      alive = Number(pid) !== process.pid;
    } catch {
      alive = false;
    }
    if (alive) {
      console.error(
        `Another Nodal server (pid ${pid}) is using ${DATA_DIR} at ${url}.\n` +
          'Use it, stop it, or start a separate one: NODAL_DATA_DIR=/tmp/nodal-2 PORT=8890 pnpm platform:start',
      );
      process.exit(1);
    }
  }
  writeFileSync(lock, `${process.pid} http://127.0.0.1:${port}`);
  process.on('exit', () => {
    try {
      if (readFileSync(lock, 'utf8').startsWith(`${process.pid} `)) rmSync(lock);
    } catch {
      // already gone
    }
  });
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

export async function openLocalDatabase({ share }: { share: boolean }): Promise<OpenedDatabase> {
  const config = checkedEnv();
  const db = await openDb(config.DATABASE_URL, config.PGLITE_DIR);
  setDb(db);
  const applied = await migrate(db);
  console.log(applied.length ? `[db] applied migrations: ${applied.join(', ')}` : '[db] schema up to date');
  const shared = share && db.kind === 'pglite' ? await sharePglite(db, Number(process.env.PGLITE_SOCKET_PORT ?? 0)) : null;
  const shareUrl = shared?.url ?? config.DATABASE_URL ?? '';
  return {
    db,
    shareUrl,
    async close() {
      await shared?.stop();
      await db.close();
    },
  };
}
