// `pnpm admin:create` against a running local server: the reset lands in the database the server
// uses (embedded PGlite, or PostgreSQL with TEST_DATABASE_URL), ends the old sessions at once,
// survives a restart, and the command exits by itself.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { api } from '@nodal/shared';
import { openDatabase } from '@nodal/db/local';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const EMAIL = 'reset-me@example.test';
const OLD_PASSWORD = 'old-password-1';
const NEW_PASSWORD = 'new-password-2';
/** Opening PGlite compiles its WebAssembly: slow on a busy two-core machine. */
const SLOW = 180_000;

const servers = new Set<ChildProcess>();
afterAll(() => {
  for (const server of servers) server.kill('SIGKILL');
});

/** The local server as its own process (scripts/test-fixtures/api-server.ts); resolves with its URL. */
function startServer(env: NodeJS.ProcessEnv): Promise<{ url: string; stop(): Promise<number | null> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts', 'test-fixtures', 'api-server.ts')], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  servers.add(child);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const ready = /READY (\S+)/.exec(out);
      if (ready) {
        resolve({
          url: ready[1]!,
          stop: () => {
            child.kill('SIGTERM');
            return exited.finally(() => servers.delete(child));
          },
        });
      }
    });
    void exited.then((code) => reject(new Error(`the server exited (${code}) before it was ready:\n${out}`)));
  });
}

/** Runs the real command; resolves when it exits on its own (a hung handle fails the test by timeout). */
function adminCreate(env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  const child = spawn('pnpm', ['--silent', 'admin:create', '--email', EMAIL, '--password', NEW_PASSWORD], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

async function login(url: string, password: string): Promise<{ status: number; cookie: string }> {
  const response = await fetch(url + api.authLogin, {
    method: 'POST',
    headers: { origin: url, 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return { status: response.status, cookie };
}

const whoAmI = async (url: string, cookie: string) => (await fetch(url + api.authUser, { headers: { cookie } })).status;

async function resetWhileRunning(env: NodeJS.ProcessEnv): Promise<void> {
  const first = await startServer({ ...env, ADMIN_EMAIL: EMAIL, ADMIN_PASSWORD: OLD_PASSWORD });
  const old = await login(first.url, OLD_PASSWORD);
  expect(old.status).toBe(200);
  expect(await whoAmI(first.url, old.cookie)).toBe(200);

  const started = Date.now();
  const result = await adminCreate(env);
  expect(result, result.output).toMatchObject({ code: 0 });
  expect(result.output).toContain(`Admin ${EMAIL} is ready.`);
  expect(Date.now() - started).toBeLessThan(60_000);

  // At once, on the running server: the old session is over and only the new password works.
  expect(await whoAmI(first.url, old.cookie)).toBe(401);
  expect((await login(first.url, OLD_PASSWORD)).status).toBe(401);
  expect((await login(first.url, NEW_PASSWORD)).status).toBe(200);

  expect(await first.stop()).toBe(0);
  // No ADMIN_PASSWORD this time: the restart must not reset anything itself.
  const second = await startServer(env);
  expect((await login(second.url, NEW_PASSWORD)).status).toBe(200);
  expect(await second.stop()).toBe(0);
}

describe('pnpm admin:create while the server runs', () => {
  it(
    'on the embedded database: writes through the server, ends the old session, survives a restart',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'nodal-admin-create-'));
      try {
        await resetWhileRunning({ NODAL_DATA_DIR: dir, DATABASE_URL: '', BCRYPT_COST: '10' });
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    SLOW,
  );

  it.runIf(process.env.TEST_DATABASE_URL)(
    'on PostgreSQL: the same, and the command exits by itself',
    async () => {
      const base = process.env.TEST_DATABASE_URL!;
      const name = `nodal_admin_create_${randomBytes(4).toString('hex')}`;
      const admin = await openDatabase(base);
      await admin.exec(`CREATE DATABASE ${name}`);
      const dir = mkdtempSync(join(tmpdir(), 'nodal-admin-create-'));
      try {
        const url = new URL(base);
        url.pathname = `/${name}`;
        await resetWhileRunning({ NODAL_DATA_DIR: dir, DATABASE_URL: url.toString(), BCRYPT_COST: '10' });
      } finally {
        await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.close();
        rmSync(dir, { recursive: true, force: true });
      }
    },
    SLOW,
  );
});
