// One small query interface over the two ways the product reaches PostgreSQL:
// PGlite embedded in-process (local default) and the Neon serverless driver (Neon in production,
// any other PostgreSQL server through a local WebSocket-to-TCP proxy). Query modules only see `Db`.
import { env } from '../env.ts';

export type Row = Record<string, unknown>;

export interface Queryable {
  query<T = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs several statements in one round trip (migrations); no parameters. */
  exec(sql: string): Promise<void>;
  transaction<T>(fn: (tx: Queryable & { exec(sql: string): Promise<void> }) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The database could not be reached; the API answers 503. */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
}

let current: Promise<Db> | null = null;

/** The process-wide client, created on first use from the environment. */
export function getDb(): Promise<Db> {
  current ??= openDb(env().DATABASE_URL, env().PGLITE_DIR).catch((error: unknown) => {
    current = null;
    throw error;
  });
  return current;
}

/** Hands the process an already-open client (the local platform and the test harness do this). */
export function setDb(db: Db | null): void {
  current = db ? Promise.resolve(db) : null;
}

export async function openDb(databaseUrl: string | undefined, pgliteDir?: string): Promise<Db> {
  if (databaseUrl) {
    const { openNeonDb } = await import('./neon.ts');
    return openNeonDb(databaseUrl);
  }
  const { openPgliteDb } = await import('./pglite.ts');
  return openPgliteDb(pgliteDir);
}
