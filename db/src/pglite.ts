// The embedded PostgreSQL (local runs and tests only; never part of a functions bundle).
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { DatabaseUnavailableError, type Db, type Tx } from './types.ts';

export type PgliteDb = Db & { pglite: PGlite };

/**
 * Embedded PostgreSQL; `dir` undefined means in memory (tests). `from` starts it from a copy of
 * another's data folder (`dumpPglite`) instead of creating an empty cluster, which is most of the
 * cost of opening one: about 0.4 s against 1.6 s with the migrations applied.
 */
export async function openPgliteDb(dir?: string, from?: Blob): Promise<PgliteDb> {
  if (dir) mkdirSync(dir, { recursive: true });
  const pglite = await PGlite.create(dir, { extensions: { pg_trgm }, ...(from ? { loadDataDir: from } : {}) });
  return wrapPglite(pglite);
}

/** The data folder of an open PGlite as a tarball for `openPgliteDb(dir, from)`; uncompressed, the quickest to load. */
export async function dumpPglite(db: PgliteDb): Promise<Blob> {
  return db.pglite.dumpDataDir('none');
}

/**
 * A closed PGlite is the embedded equivalent of an unreachable server: 503, as on PostgreSQL. That
 * holds for a query the close cut short too; any other error stays what it is (a 500 or a 400).
 */
async function guarded<T>(pglite: PGlite, work: () => Promise<T>): Promise<T> {
  if (pglite.closed) throw new DatabaseUnavailableError('Database unavailable');
  try {
    return await work();
  } catch (error) {
    if (pglite.closed) throw new DatabaseUnavailableError('Database unavailable', { cause: error });
    throw error;
  }
}

export function wrapPglite(pglite: PGlite): PgliteDb {
  const onTx = (tx: Pick<PGlite, 'query' | 'exec'>): Tx => ({
    query: async <T>(sql: string, params: readonly unknown[] = []) =>
      (await tx.query<T>(sql, params as unknown[])).rows,
    exec: async (sql: string) => void (await tx.exec(sql)),
  });
  return {
    kind: 'pglite',
    pglite,
    query: <T>(sql: string, params: readonly unknown[] = []) =>
      guarded(pglite, async () => (await pglite.query<T>(sql, params as unknown[])).rows),
    exec: (sql: string) => guarded(pglite, async () => void (await pglite.exec(sql))),
    transaction: (fn) => guarded(pglite, () => pglite.transaction((tx) => fn(onTx(tx)))),
    async close() {
      if (!pglite.closed) await pglite.close();
    },
  };
}

/**
 * Serves an open PGlite over the PostgreSQL wire protocol on 127.0.0.1, so another local process
 * (the site build, `pnpm admin:create`) can use the database this process holds.
 */
export async function sharePglite(db: PgliteDb, port = 0): Promise<{ url: string; stop(): Promise<void> }> {
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
  const server = new PGLiteSocketServer({ db: db.pglite, host: '127.0.0.1', port, maxConnections: 16 });
  await server.start();
  return { url: `postgres://postgres@${server.getServerConn()}/postgres`, stop: () => server.stop() };
}
