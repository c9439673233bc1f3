import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Db } from './client.ts';

/** Embedded PostgreSQL; `dir` undefined means in memory (tests). */
export async function openPgliteDb(dir?: string): Promise<Db & { pglite: PGlite }> {
  if (dir) mkdirSync(dir, { recursive: true });
  const pglite = await PGlite.create(dir, { extensions: { pg_trgm } });
  return wrapPglite(pglite);
}

export function wrapPglite(pglite: PGlite): Db & { pglite: PGlite } {
  return {
    kind: 'pglite',
    pglite,
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await pglite.query<T>(sql, params as unknown[]);
      return result.rows;
    },
    async exec(sql: string) {
      await pglite.exec(sql);
    },
    transaction(fn) {
      return pglite.transaction((tx) =>
        fn({
          query: async <T>(sql: string, params: readonly unknown[] = []) =>
            (await tx.query<T>(sql, params as unknown[])).rows,
          exec: async (sql: string) => {
            await tx.exec(sql);
          },
        }),
      );
    },
    async close() {
      await pglite.close();
    },
  };
}

/**
 * Serves an open PGlite over the PostgreSQL wire protocol on 127.0.0.1, so another local process
 * (the site build) can read the database this process holds. Returns its postgres:// URL.
 */
export async function sharePglite(db: Db, port = 0): Promise<{ url: string; stop(): Promise<void> }> {
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
  const server = new PGLiteSocketServer({ db: (db as Db & { pglite: PGlite }).pglite, host: '127.0.0.1', port, maxConnections: 16 });
  await server.start();
  return { url: `postgres://postgres@${server.getServerConn()}/postgres`, stop: () => server.stop() };
}
