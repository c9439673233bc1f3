import { neonConfig, Pool, type PoolClient } from '@neondatabase/serverless';
import ws from 'ws';
import { DatabaseUnavailableError, type Db } from './client.ts';
import { startWsProxy } from './ws-proxy.ts';

const CONNECT_TIMEOUT_MS = 5000;

/** Neon's own hosts speak WebSocket; any other server is reached through the local proxy. */
function isNeonHost(host: string): boolean {
  return /\.neon\.(tech|build)$/i.test(host);
}

// A PostgreSQL error carries a severity and an SQLSTATE; class 08 and the shutdown/overload codes
// mean the server is not there for us. Anything without a severity never reached PostgreSQL.
function isConnectionFailure(error: unknown): boolean {
  const e = error as { severity?: unknown; code?: unknown } | null;
  if (!e || typeof e !== 'object' || !e.severity) return true;
  const code = String(e.code ?? '');
  return code.startsWith('08') || ['57P01', '57P02', '57P03', '53300'].includes(code);
}

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isConnectionFailure(error)) throw new DatabaseUnavailableError('Database unavailable', { cause: error });
    throw error;
  }
}

export async function openNeonDb(databaseUrl: string): Promise<Db> {
  const host = new URL(databaseUrl).hostname;
  neonConfig.webSocketConstructor = ws;
  if (!isNeonHost(host)) {
    const proxy = await startWsProxy();
    neonConfig.wsProxy = (targetHost, targetPort) => `127.0.0.1:${proxy.port}/?address=${targetHost}:${targetPort}`;
    neonConfig.useSecureWebSocket = false;
    neonConfig.pipelineConnect = false;
  }
  const pool = new Pool({ connectionString: databaseUrl, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, max: 20 });
  // An idle client that loses its server emits here; without a listener Node would crash.
  pool.on('error', (error: Error) => console.error('[db] idle client error:', error.message));

  const onClient = (client: PoolClient) => ({
    query: async <T>(sql: string, params: readonly unknown[] = []) =>
      (await client.query(sql, params as unknown[])).rows as T[],
    exec: async (sql: string) => {
      await client.query(sql);
    },
  });

  return {
    kind: 'postgres',
    query: <T>(sql: string, params: readonly unknown[] = []) =>
      guarded(async () => (await pool.query(sql, params as unknown[])).rows as T[]),
    exec: (sql: string) => guarded(async () => void (await pool.query(sql))),
    async transaction(fn) {
      const client = await guarded(() => pool.connect());
      try {
        await client.query('BEGIN');
        const result = await fn(onClient(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        if (isConnectionFailure(error)) throw new DatabaseUnavailableError('Database unavailable', { cause: error });
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
