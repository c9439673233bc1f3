// Every script closes what it opens: against a PostgreSQL server (reached through a relay of its
// own) `pnpm db:migrate`, `pnpm db:seed`, `pnpm admin:create` and `pnpm build` end by themselves,
// within a bound, with the work done. Runs when TEST_DATABASE_URL names a server.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { type Db } from '@nodal/db';
import { openDatabase } from '@nodal/db/local';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const base = process.env.TEST_DATABASE_URL;
const name = `nodal_scripts_${randomBytes(4).toString('hex')}`;
let admin: Db;
let url = '';

/** Runs `pnpm <args>`; fails if it has not exited by itself within `boundMs`. */
function run(
  args: string[],
  env: NodeJS.ProcessEnv,
  boundMs: number,
): Promise<{ code: number | null; output: string; ms: number }> {
  const started = Date.now();
  const child = spawn('pnpm', ['--silent', ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`pnpm ${args.join(' ')} was still running after ${boundMs} ms:\n${output.slice(-2000)}`));
    }, boundMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output, ms: Date.now() - started });
    });
  });
}

describe.runIf(base)('scripts against a PostgreSQL server exit by themselves', () => {
  beforeAll(async () => {
    admin = await openDatabase(base!);
    await admin.exec(`CREATE DATABASE ${name}`);
    const target = new URL(base!);
    target.pathname = `/${name}`;
    url = target.toString();
  });

  afterAll(async () => {
    await admin?.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin?.close();
  });

  const count = async (sql: string, params: unknown[] = []) => {
    const db = await openDatabase(url);
    try {
      return (await db.query<{ n: number }>(sql, params))[0]!.n;
    } finally {
      await db.close();
    }
  };

  it('pnpm db:migrate, then pnpm db:seed', async () => {
    const migrated = await run(['db:migrate'], { DATABASE_URL: url }, 60_000);
    expect(migrated.code, migrated.output).toBe(0);
    expect(migrated.output).toMatch(/applied migrations: 001_init/);
    const seeded = await run(['db:seed'], { DATABASE_URL: url }, 60_000);
    expect(seeded.code, seeded.output).toBe(0);
    expect(seeded.output).toContain('seeded starting content');
    expect(await count('SELECT count(*)::int AS n FROM articles')).toBeGreaterThan(0);
  }, 150_000);

  it('pnpm admin:create', async () => {
    const created = await run(
      ['admin:create', '--email', 'exit-check@example.test', '--password', 'exit-check-1'],
      { DATABASE_URL: url, BCRYPT_COST: '10' },
      60_000,
    );
    expect(created.code, created.output).toBe(0);
    expect(await count('SELECT count(*)::int AS n FROM admins WHERE email = $1', ['exit-check@example.test'])).toBe(1);
  }, 90_000);

  it('pnpm build in the production context', async () => {
    const production = { DATABASE_URL: url, CONTEXT: 'production', SESSION_SECRET: randomBytes(32).toString('hex') };
    const built = await run(['build'], production, 600_000);
    expect(built.code, built.output).toBe(0);
    expect(built.output).toContain('[build] production build');
    expect(built.output).toMatch(/dist\/ ready in/);
  }, 660_000);

  it('pnpm build of a deploy preview leaves a database it may not migrate untouched', async () => {
    const untouched = `${name}_preview`;
    await admin.exec(`CREATE DATABASE ${untouched}`);
    const target = new URL(base!);
    target.pathname = `/${untouched}`;
    try {
      const built = await run(['build'], { DATABASE_URL: target.toString(), CONTEXT: 'deploy-preview' }, 600_000);
      expect(built.code, built.output).toBe(0);
      expect(built.output).toMatch(/lacks migrations 001_init.*built with no content/);
      const db = await openDatabase(target.toString());
      try {
        expect(await db.query(`SELECT 1 FROM pg_tables WHERE schemaname = 'public'`)).toEqual([]);
      } finally {
        await db.close();
      }
    } finally {
      await admin.exec(`DROP DATABASE IF EXISTS ${untouched} WITH (FORCE)`);
    }
  }, 660_000);
});
