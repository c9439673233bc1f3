// One small query interface over the two ways the product reaches PostgreSQL: the Neon serverless
// driver (Neon in production; any other server through a local relay) and PGlite embedded
// in-process (the local default). Query modules only see `Db`. This module never loads PGlite:
// the functions bundle stays free of it; local processes open the embedded database through
// `@nodal/db/local` and hand it over with `setDb`.
import { openNeonDb } from './neon.ts';
import type { Db } from './types.ts';

export { DatabaseUnavailableError, type Db, type Queryable, type Row, type Tx } from './types.ts';

let current: Promise<Db> | null = null;

/**
 * The process-wide client. On Netlify it is created on first use from DATABASE_URL; local
 * processes and tests set theirs first. A failed open is forgotten so the next request retries.
 */
export function getDb(): Promise<Db> {
  current ??= openFromEnv().catch((error: unknown) => {
    current = null;
    throw error;
  });
  return current;
}

/** Hands the process an already-open client (the local platform and the test harness do this). */
export function setDb(db: Db | null): void {
  current = db ? Promise.resolve(db) : null;
}

async function openFromEnv(): Promise<Db> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set: the functions need a PostgreSQL connection string');
  return openNeonDb(url, {
    max: Number(process.env.DATABASE_POOL_MAX) || undefined,
    wsProxy: process.env.NEON_WS_PROXY || undefined,
  });
}
