// One server per data folder (PGlite allows one process per database folder). The lock file names
// its owner, and the owner proves it is alive by answering on a small TCP port of its own with a
// token only it knows: the kernel closes that port the instant the process dies (kill -9 included,
// before its pid is reaped), and a recycled pid or port cannot give the right token.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { join } from 'node:path';

export interface LockOwner {
  pid: number;
  /** Where the server serves (or will serve) HTTP. */
  url: string;
  /** The port the owner answers on with `token` while it lives. */
  lockPort: number;
  token: string;
  /** A postgres:// URL to the database the owner holds, once it serves it to other processes. */
  databaseUrl?: string;
}

const PROBE_TIMEOUT_MS = 1000;

export const lockFile = (dir: string) => join(dir, 'server.lock');

function readLock(dir: string): LockOwner | null {
  try {
    const owner = JSON.parse(readFileSync(lockFile(dir), 'utf8')) as Partial<LockOwner>;
    return typeof owner.lockPort === 'number' && typeof owner.token === 'string' ? (owner as LockOwner) : null;
  } catch {
    // Missing, or written by an older version or a process that died mid-write: nobody holds it.
    return null;
  }
}

/** True only if something on the owner's lock port answers with the owner's token. */
export function probe(owner: LockOwner): Promise<boolean> {
  return new Promise((resolve) => {
    let received = '';
    const socket = connect({ host: '127.0.0.1', port: owner.lockPort });
    const done = (alive: boolean) => {
      socket.destroy();
      resolve(alive);
    };
    socket.setTimeout(PROBE_TIMEOUT_MS, () => done(false));
    socket.on('error', () => done(false));
    socket.on('data', (chunk) => {
      received += chunk.toString('utf8');
      if (received.length >= owner.token.length) done(received.startsWith(owner.token));
    });
    socket.on('end', () => done(received.startsWith(owner.token)));
  });
}

/** The live server holding `dir`, or null when there is none (no lock, or a dead owner's). */
export async function liveOwner(dir: string): Promise<LockOwner | null> {
  const owner = readLock(dir);
  return owner && (await probe(owner)) ? owner : null;
}

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  constructor(
    readonly dir: string,
    readonly owner: LockOwner,
  ) {
    super(
      `Another Nodal server (pid ${owner.pid}) is using ${dir} at ${owner.url}.\n` +
        'Use it, stop it, or start a separate one: NODAL_DATA_DIR=/tmp/nodal-2 PORT=8890 pnpm platform:start',
    );
  }
}

export interface DataDirLock {
  owner: LockOwner;
  /** Records the URL other local processes reach the held database at (`pnpm admin:create`). */
  publishDatabaseUrl(url: string): void;
  release(): Promise<void>;
}

/** Takes the folder for this process, or throws DataDirLockedError naming the live owner. */
export async function lockDataDir(dir: string, httpUrl: string): Promise<DataDirLock> {
  mkdirSync(dir, { recursive: true });
  const current = await liveOwner(dir);
  if (current && current.pid !== process.pid) throw new DataDirLockedError(dir, current);

  const token = randomBytes(16).toString('hex');
  const server = createServer((socket) => socket.end(token));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  // The lock port must never be what keeps the process alive.
  server.unref();
  const address = server.address();
  const owner: LockOwner = {
    pid: process.pid,
    url: httpUrl,
    lockPort: typeof address === 'object' && address ? address.port : 0,
    token,
  };
  const write = () => writeFileSync(lockFile(dir), JSON.stringify(owner), { mode: 0o600 });
  write();

  const ours = () => readLock(dir)?.token === token;
  const removeFile = () => {
    if (ours()) rmSync(lockFile(dir), { force: true });
  };
  process.on('exit', removeFile);
  return {
    owner,
    publishDatabaseUrl(url) {
      owner.databaseUrl = url;
      if (ours() || !existsSync(lockFile(dir))) write();
    },
    async release() {
      process.off('exit', removeFile);
      removeFile();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
