import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, liveOwner, lockDataDir, lockFile, type DataDirLock } from './lock.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'nodal-lock-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Another process that takes the lock on `dir` and holds it until killed. */
async function holder(dir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts', 'test-fixtures', 'hold-lock.ts')], {
    cwd: ROOT,
    env: { ...process.env, NODAL_DATA_DIR: dir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  cleanups.push(() => child.exitCode === null && child.kill('SIGKILL'));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('LOCKED') && resolve());
    child.once('exit', (code) => reject(new Error(`the lock holder exited (${code})`)));
  });
  return child;
}

async function take(dir: string): Promise<DataDirLock> {
  const lock = await lockDataDir(dir, 'http://127.0.0.1:8971');
  cleanups.push(() => lock.release());
  return lock;
}

describe('the data-folder lock', () => {
  it('refuses a second server while the owner lives, naming its pid', async () => {
    const dir = tempDir();
    const child = await holder(dir);
    const refusal = await take(dir).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DataDirLockedError);
    expect((refusal as Error).message).toContain(`pid ${child.pid}`);
    expect((await liveOwner(dir))?.pid).toBe(child.pid);
  }, 30_000);

  it('is free right after a kill -9, before the dead pid is even reaped', async () => {
    const dir = tempDir();
    const child = await holder(dir);
    child.kill('SIGKILL');
    // No waiting for 'exit': the pid still exists as a zombie until Node reaps it.
    expect(() => process.kill(child.pid!, 0)).not.toThrow();
    const lock = await take(dir);
    expect(lock.owner.pid).toBe(process.pid);
    expect(JSON.parse(readFileSync(lockFile(dir), 'utf8')).pid).toBe(process.pid);
  }, 30_000);

  it('does not trust a live pid or an open port that is not the owner (recycled)', async () => {
    const dir = tempDir();
    // A pid that is alive (init) and a port that answers, but not with the owner's token.
    const impostor: Server = createServer((socket) => socket.end('something else entirely'));
    await new Promise<void>((resolve) => impostor.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise((resolve) => impostor.close(resolve)));
    const port = (impostor.address() as { port: number }).port;
    writeFileSync(
      lockFile(dir),
      JSON.stringify({ pid: 1, url: 'http://127.0.0.1:1', lockPort: port, token: 'a'.repeat(32) }),
    );
    expect(await liveOwner(dir)).toBeNull();
    expect((await take(dir)).owner.pid).toBe(process.pid);
  });

  it('takes over a lock file in the old format or a torn write', async () => {
    const dir = tempDir();
    writeFileSync(lockFile(dir), `${process.pid} http://127.0.0.1:8888`);
    expect((await take(dir)).owner.pid).toBe(process.pid);
  });

  it('publishes the database URL for other local processes and removes the file on release', async () => {
    const dir = tempDir();
    const lock = await take(dir);
    lock.publishDatabaseUrl('postgres://postgres@127.0.0.1:5499/postgres');
    expect((await liveOwner(dir))?.databaseUrl).toBe('postgres://postgres@127.0.0.1:5499/postgres');
    await lock.release();
    expect(await liveOwner(dir)).toBeNull();
    expect(() => readFileSync(lockFile(dir))).toThrow();
  });
});
