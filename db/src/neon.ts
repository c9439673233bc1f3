import { Client, Pool } from '@neondatabase/serverless';
import { DatabaseUnavailableError, type Db, type Tx } from './types.ts';

const CONNECT_TIMEOUT_MS = 5000;
/**
 * A function instance serves one request at a time, so a couple of connections cover a request
 * that overlaps its own queries; Neon's pooler (the `-pooler` host) multiplexes the instances.
 * Idle connections close quickly so a frozen instance does not hold server slots.
 */
const SERVERLESS_POOL_MAX = 3;
const IDLE_TIMEOUT_MS = 10_000;

export interface NeonOptions {
  /** Connections this process may hold; the single-process local platform asks for more. */
  max?: number | undefined;
  /**
   * host:port of a WebSocket-to-TCP relay for a server that is not Neon (local, CI). Neon's own
   * hosts speak WebSocket and need none.
   */
  wsProxy?: string | undefined;
  /** Called once the pool is closed (the local opener stops its relay here). */
  onClose?: () => Promise<void>;
}

export function isNeonHost(host: string): boolean {
  return /\.neon\.(tech|build)$/i.test(host);
}

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
// SQLSTATE class 08 (connection exception) and the shutdown/too-many-connections codes.
const UNAVAILABLE_SQLSTATES = ['57P01', '57P02', '57P03', '53300'];

/**
 * Only failures to reach the server count: a network error code, a timeout or terminated
 * connection from the pool, a WebSocket that failed, or a server saying it cannot serve us.
 * A FATAL (or PANIC) from the server always counts: it ends the session, whatever its code (a
 * database that refuses connections answers 55000, which would otherwise read as a query error).
 * Anything else (a bug in our code, a constraint violation) stays what it is, so it becomes a 500.
 */
export function isConnectionFailure(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const e = error as { severity?: unknown; code?: unknown; message?: unknown; type?: unknown; error?: unknown };
  const code = String(e.code ?? '');
  if (e.severity === 'FATAL' || e.severity === 'PANIC') return true;
  if (e.severity) return code.startsWith('08') || UNAVAILABLE_SQLSTATES.includes(code);
  if (NETWORK_CODES.has(code)) return true;
  // The driver surfaces a failed WebSocket as the socket's ErrorEvent.
  if (e.type === 'error' && 'error' in e) return true;
  const message = String(e.message ?? '');
  return /connection terminated|timeout exceeded when trying to connect|connection timeout|Connection ended|socket hang up|WebSocket/i.test(
    message,
  );
}

/**
 * A failure's words for the log. Node's WebSocket reports a dropped or refused socket as an
 * ErrorEvent whose message is empty, so its inner error's message, or else its type, is used.
 */
export function describeFailure(error: unknown): string {
  const e = (error ?? {}) as { message?: unknown; error?: unknown; type?: unknown };
  if (typeof e.message === 'string' && e.message) return e.message;
  if (e.error instanceof Error && e.error.message) return e.error.message;
  return typeof e.type === 'string' ? `WebSocket ${e.type}` : String(error);
}

function relayedClient(relay: string): typeof Client {
  return class RelayedClient extends Client {
    constructor(...args: ConstructorParameters<typeof Client>) {
      super(...args);
      this.neonConfig.wsProxy = (targetHost, targetPort) => `${relay}/?address=${targetHost}:${targetPort}`;
      this.neonConfig.useSecureWebSocket = false;
      this.neonConfig.pipelineConnect = false;
    }
  };
}

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isConnectionFailure(error)) throw new DatabaseUnavailableError('Database unavailable', { cause: error });
    throw error;
  }
}

/** What the Neon driver's Pool and node-postgres's (which it is built from) both offer. */
export interface PgPool {
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
  connect(): Promise<PgPoolClient>;
  end(): Promise<void>;
  on(event: 'error', listener: (error: Error) => void): unknown;
}
export interface PgPoolClient {
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
  release(destroy?: boolean): void;
}

export const POOL_DEFAULTS = {
  connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  idleTimeoutMillis: IDLE_TIMEOUT_MS,
  max: SERVERLESS_POOL_MAX,
};

/**
 * The driver opens its WebSockets with Node's own `WebSocket` (Node 22 and later, which the engines
 * field and Netlify's NODE_VERSION require), so no WebSocket package is bundled into every function.
 */
export async function openNeonDb(databaseUrl: string, options: NeonOptions = {}): Promise<Db> {
  const host = new URL(databaseUrl).hostname;
  const relay = isNeonHost(host) ? null : options.wsProxy;
  if (relay === undefined) {
    throw new Error(
      `DATABASE_URL points at ${host}, which is not a Neon host: the Neon driver needs a WebSocket relay for it (NEON_WS_PROXY)`,
    );
  }
  const pool = new Pool({ ...POOL_DEFAULTS, connectionString: databaseUrl, max: options.max ?? SERVERLESS_POOL_MAX });
  // The relay is this pool's own, set on each of its clients: the driver's global setting would
  // send every other pool in the process (a test's admin connection) through whichever relay came last.
  if (relay) pool.Client = relayedClient(relay);
  return poolDb(pool as unknown as PgPool, options.onClose);
}

/** The product's Db over a pg-style pool: errors mapped, transactions on one connection. */
export function poolDb(pool: PgPool, onClose?: () => Promise<void>): Db {
  // An idle client that loses its server emits here; without a listener Node would crash.
  pool.on('error', (error: unknown) => console.error('[db] idle client error:', describeFailure(error)));

  const onClient = (client: PgPoolClient): Tx => ({
    query: <T>(sql: string, params: readonly unknown[] = []) =>
      guarded(async () => (await client.query(sql, params as unknown[])).rows as T[]),
    exec: (sql: string) => guarded(async () => void (await client.query(sql))),
  });

  return {
    kind: 'postgres',
    query: <T>(sql: string, params: readonly unknown[] = []) =>
      guarded(async () => (await pool.query(sql, params as unknown[])).rows as T[]),
    exec: (sql: string) => guarded(async () => void (await pool.query(sql))),
    async transaction(fn) {
      const client = await guarded(() => pool.connect());
      const tx = onClient(client);
      let broken = false;
      try {
        await tx.exec('BEGIN');
        const result = await fn(tx);
        await tx.exec('COMMIT');
        return result;
      } catch (error) {
        // Errors from `fn` pass through as they are: only the driver's own failures were mapped.
        broken = error instanceof DatabaseUnavailableError;
        await client.query('ROLLBACK').catch(() => {
          broken = true;
        });
        throw error;
      } finally {
        // A connection that failed mid-transaction is discarded rather than handed to the next request.
        client.release(broken);
      }
    },
    async close() {
      await pool.end();
      await onClose?.();
    },
  };
}
