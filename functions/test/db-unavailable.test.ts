// The database cannot be reached: every call that needs it answers 503 {message} quickly. Not on
// the harness's database: the real Neon driver pointed at a closed port, so it runs the same on both
// projects.
import { randomBytes } from 'node:crypto';
import { api } from '@nodal/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPlatform } from '../../scripts/platform/server.ts';
import { type Db, setDb } from '@nodal/db';
import { openDatabase } from '@nodal/db/local';
import { resetEnv } from '../src/env.ts';
import { setRebuilder } from '../src/rebuild.ts';

const CLOSED = 'postgres://postgres@127.0.0.1:1/none';
let db: Db;
let platform: Awaited<ReturnType<typeof createPlatform>>;
let url = '';

beforeAll(async () => {
  process.env.SESSION_SECRET ??= randomBytes(32).toString('hex');
  resetEnv();
  db = await openDatabase(CLOSED);
  setDb(db);
  setRebuilder({ request: () => undefined, status: () => ({ state: 'idle', lastBuiltAt: null, lastError: null }) });
  platform = await createPlatform({ trustClientIpHeader: true });
  url = await platform.listen(0);
  // The pool logs lost connections; that noise is expected here.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterAll(async () => {
  await platform?.close();
  setRebuilder(null);
  setDb(null);
  await db?.close();
  vi.restoreAllMocks();
});

const send = (path: string, init: RequestInit = {}) =>
  fetch(url + path, {
    ...init,
    headers: {
      origin: url,
      'content-type': 'application/json',
      'x-nf-client-connection-ip': '10.9.9.9',
      ...init.headers,
    },
  });

describe('database unreachable', () => {
  it('GET /api/articles answers 503 {message} within 10 s', async () => {
    const started = performance.now();
    const response = await send(api.articles);
    const elapsed = performance.now() - started;
    expect(response.status).toBe(503);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ message: 'Service temporarily unavailable' });
    expect(text).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|\.ts|node_modules/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(elapsed).toBeLessThan(10_000);
  });

  it.each<[string, string, RequestInit]>([
    ['GET', api.health, {}],
    ['GET', api.demos, {}],
    ['GET', api.siteConfig('hero'), {}],
    ['POST', api.signup, { method: 'POST', body: JSON.stringify({ name: 'Down', email: 'down@example.test' }) }],
    [
      'POST',
      api.authLogin,
      { method: 'POST', body: JSON.stringify({ email: 'admin@example.test', password: 'whatever' }) },
    ],
  ])('%s %s answers 503 too', async (_method, path, init) => {
    const started = performance.now();
    const response = await send(path, init);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ message: 'Service temporarily unavailable' });
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it('still answers what needs no database', async () => {
    expect((await send(api.authUser)).status).toBe(401);
    expect((await send(api.signup, { method: 'POST', headers: { origin: 'https://evil.example' } })).status).toBe(403);
  });
});
