// The database goes away under a running server and comes back: requests answer 503 quickly
// meanwhile, and the first one after its return succeeds, without a restart. PostgreSQL: the app's
// connections are terminated and new ones refused; PGlite: the embedded database is closed and a
// new one handed over through setDb.
import { randomBytes } from 'node:crypto';
import { api } from '@nodal/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPlatform } from '../../scripts/platform/server.ts';
import { type Db, migrate, setDb } from '@nodal/db';
import { openDatabase, openPgliteDb } from '@nodal/db/local';
import { resetEnv } from '../src/env.ts';
import { setRebuilder } from '../src/rebuild.ts';
import { backend } from './harness.ts';

let db: Db;
let platform: Awaited<ReturnType<typeof createPlatform>>;
let url = '';

/** PostgreSQL only: a database of this file's own, so taking it down disturbs no other test file. */
const pg =
  backend === 'postgres'
    ? { name: `nodal_recovery_${randomBytes(4).toString('hex')}`, admin: null as Db | null }
    : null;

function ownDatabaseUrl(name: string): string {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('API_TEST_BACKEND=postgres needs TEST_DATABASE_URL');
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

async function openAppDb(): Promise<Db> {
  if (pg) return openDatabase(ownDatabaseUrl(pg.name));
  const fresh = await openPgliteDb();
  await migrate(fresh);
  return fresh;
}

beforeAll(async () => {
  process.env.SESSION_SECRET ??= randomBytes(32).toString('hex');
  resetEnv();
  if (pg) {
    pg.admin = await openDatabase(process.env.TEST_DATABASE_URL!);
    await pg.admin.exec(`CREATE DATABASE ${pg.name}`);
  }
  db = await openAppDb();
  if (pg) await migrate(db);
  setDb(db);
  setRebuilder({ request: () => undefined, status: () => ({ state: 'idle', lastBuiltAt: null, lastError: null }) });
  platform = await createPlatform({ trustClientIpHeader: true });
  url = await platform.listen(0);
});

afterAll(async () => {
  vi.restoreAllMocks();
  await platform?.close();
  setRebuilder(null);
  setDb(null);
  await db?.close();
  if (pg?.admin) {
    await pg.admin.exec(`ALTER DATABASE ${pg.name} WITH ALLOW_CONNECTIONS true`);
    await pg.admin.exec(`DROP DATABASE IF EXISTS ${pg.name} WITH (FORCE)`);
    await pg.admin.close();
  }
});

/** Takes the database away from the running server. */
async function takeDown(): Promise<void> {
  if (pg) {
    await pg.admin!.exec(`ALTER DATABASE ${pg.name} WITH ALLOW_CONNECTIONS false`);
    await pg.admin!.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [pg.name]);
  } else {
    await db.close();
  }
}

/** Brings it back: the same database for PostgreSQL, a new embedded one handed over for PGlite. */
async function bringBack(): Promise<void> {
  if (pg) {
    await pg.admin!.exec(`ALTER DATABASE ${pg.name} WITH ALLOW_CONNECTIONS true`);
  } else {
    db = await openAppDb();
    setDb(db);
  }
}

const get = (path: string) => fetch(url + path, { headers: { 'x-nf-client-connection-ip': '10.8.8.8' } });

describe('the database goes away and comes back', () => {
  it('answers 503 within 10 s while it is gone, and 200 on the first request after it returns', async () => {
    expect((await get(api.articles)).status).toBe(200);
    expect((await get(api.health)).status).toBe(200);

    // The driver logs the connections it loses; that is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await takeDown();
    for (const path of [api.articles, api.health, api.demos]) {
      const started = performance.now();
      const response = await get(path);
      expect(performance.now() - started).toBeLessThan(10_000);
      expect({ path, status: response.status, body: await response.json() }).toEqual({
        path,
        status: 503,
        body: { message: 'Service temporarily unavailable' },
      });
    }

    await bringBack();
    const back = await get(api.articles);
    expect(back.status).toBe(200);
    expect((await get(api.health)).status).toBe(200);
  }, 120_000); // opening a new PGlite compiles its WebAssembly again: slow on a busy machine
});
