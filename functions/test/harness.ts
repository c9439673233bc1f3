// Starts the real platform server over real HTTP on a freshly migrated database: an in-memory
// PGlite per test file, or the run's PostgreSQL database (through the Neon driver, as in production).
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { createPlatform } from '../../scripts/platform/server.ts';
import { type Db, migrate, setDb } from '@nodal/db';
import { createAdmin } from '@nodal/db/factories';
import { openDatabase, openPgliteDb } from '@nodal/db/local';
import { resetEnv } from '../src/env.ts';
import { setRebuilder } from '../src/rebuild.ts';

export interface TestApp {
  url: string;
  db: Db;
  backend: 'pglite' | 'postgres';
  /** Reasons the functions asked the site to rebuild, in order. */
  rebuilds: string[];
  /** A browser-like client with its own cookie jar and its own client IP. */
  client(): TestClient;
  /** A client logged in as a fresh admin (or non-admin). */
  adminClient(options?: { isAdmin?: boolean }): Promise<TestClient>;
  /** Hears every answer any client of this app gets, with the request's method and path. */
  observe(listener: AnswerListener): void;
}

export type AnswerListener = (request: { method: string; path: string }, response: Response) => void;

export interface TestClient {
  ip: string;
  cookies: Map<string, string>;
  fetch(path: string, init?: RequestInit & { json?: unknown }): Promise<Response>;
  get(path: string): Promise<Response>;
  post(path: string, json?: unknown): Promise<Response>;
  put(path: string, json?: unknown): Promise<Response>;
  patch(path: string, json?: unknown): Promise<Response>;
  delete(path: string): Promise<Response>;
}

/** Routes that exist only under test (they fail on purpose); never part of functions/api. */
export const TEST_FUNCTIONS_DIR = join(import.meta.dirname, 'routes');

export const backend: 'pglite' | 'postgres' = process.env.API_TEST_BACKEND === 'postgres' ? 'postgres' : 'pglite';

let ipCounter = 0;
function freshIp(): string {
  ipCounter += 1;
  return `10.${(process.pid >> 8) & 255}.${process.pid & 255}.${ipCounter % 250}-${randomBytes(3).toString('hex')}`;
}

function makeClient(base: string, listeners: AnswerListener[] = []): TestClient {
  const cookies = new Map<string, string>();
  const ip = freshIp();
  const doFetch = async (path: string, init: RequestInit & { json?: unknown } = {}) => {
    const headers = new Headers(init.headers);
    headers.set('x-nf-client-connection-ip', ip);
    if (!headers.has('origin') && init.method && init.method !== 'GET') headers.set('origin', base);
    if (cookies.size) headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    let body = init.body;
    if (init.json !== undefined) {
      body = JSON.stringify(init.json);
      headers.set('content-type', 'application/json');
    }
    const response = await fetch(base + path, { ...init, headers, body, redirect: 'manual' });
    for (const listener of listeners) listener({ method: init.method ?? 'GET', path }, response);
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = pair!.split('=');
      if (/max-age=0/i.test(line)) cookies.delete(name!);
      else cookies.set(name!, value.join('='));
    }
    return response;
  };
  return {
    ip,
    cookies,
    fetch: doFetch,
    get: (path) => doFetch(path),
    post: (path, json) => doFetch(path, { method: 'POST', ...(json === undefined ? {} : { json }) }),
    put: (path, json) => doFetch(path, { method: 'PUT', json }),
    patch: (path, json) => doFetch(path, { method: 'PATCH', json }),
    delete: (path) => doFetch(path, { method: 'DELETE' }),
  };
}

let template: Blob | undefined;

async function openTestDb(): Promise<Db> {
  if (backend === 'postgres') {
    const url = inject('databaseUrl');
    if (!url) throw new Error('API_TEST_BACKEND=postgres needs TEST_DATABASE_URL');
    return openDatabase(url);
  }
  // Each file gets its own copy of the run's migrated database (global-setup.ts). `migrate` then has
  // nothing to apply; without a copy it migrates the empty database.
  const file = inject('pgliteTemplate');
  if (file) template ??= new Blob([await readFile(file)]);
  const db = await openPgliteDb(undefined, template);
  await migrate(db);
  return db;
}

/**
 * A database of its own, empty (no migration applied), for tests of the migrations: an in-memory
 * PGlite, or a new database on the run's PostgreSQL server. `open` connects to it (again, on
 * PostgreSQL: two calls are two pools, as two processes would have); `drop` closes and removes it.
 */
export async function freshDatabase(): Promise<{ open: () => Promise<Db>; drop: () => Promise<void> }> {
  if (backend === 'pglite') {
    const db = await openPgliteDb();
    return { open: async () => db, drop: () => db.close() };
  }
  const base = new URL(inject('databaseUrl')!);
  const name = `nodal_fresh_${Date.now().toString(36)}_${process.pid}_${randomBytes(2).toString('hex')}`;
  const server = await openDatabase(base.toString());
  await server.exec(`CREATE DATABASE ${name}`);
  base.pathname = `/${name}`;
  const opened: Db[] = [];
  return {
    open: async () => {
      const db = await openDatabase(base.toString());
      opened.push(db);
      return db;
    },
    drop: async () => {
      await Promise.all(opened.map((db) => db.close()));
      await server.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await server.close();
    },
  };
}

/** Call at the top of a test file: one server for the file, torn down after it. */
export function useTestApp(): TestApp {
  const app = { rebuilds: [] as string[], backend } as TestApp;
  const listeners: AnswerListener[] = [];
  app.observe = (listener) => void listeners.push(listener);
  let platform: Awaited<ReturnType<typeof createPlatform>>;

  beforeAll(async () => {
    process.env.SESSION_SECRET ??= randomBytes(32).toString('hex');
    process.env.BCRYPT_COST = '10';
    resetEnv();
    app.db = await openTestDb();
    setDb(app.db);
    setRebuilder({
      request: (reason) => void app.rebuilds.push(reason),
      status: () => ({ state: 'idle', lastBuiltAt: null, lastError: null }),
    });
    platform = await createPlatform({ trustClientIpHeader: true, extraFunctionsDir: TEST_FUNCTIONS_DIR });
    app.url = await platform.listen(0);
    app.client = () => makeClient(app.url, listeners);
    app.adminClient = async ({ isAdmin = true } = {}) => {
      const account = await createAdmin(app.db, { isAdmin });
      const client = makeClient(app.url, listeners);
      const response = await client.post('/api/auth/login', { email: account.email, password: account.password });
      if (response.status !== 200) throw new Error(`login failed: ${response.status} ${await response.text()}`);
      return client;
    };
  });

  afterAll(async () => {
    await platform?.close();
    setRebuilder(null);
    setDb(null);
    await app.db?.close();
  });

  return app;
}
