// The database for local processes: the platform server, scripts, the site build and the tests.
// Kept apart from the package's main entry so no functions bundle ever contains PGlite or the relay.
import pg from 'pg';
import { isNeonHost, openNeonDb, poolDb, POOL_DEFAULTS, type PgPool } from './neon.ts';
import type { Db } from './types.ts';
import { openPgliteDb } from './pglite.ts';
import { startWsProxy } from './ws-proxy.ts';

export { dumpPglite, openPgliteDb, sharePglite, wrapPglite, type PgliteDb } from './pglite.ts';
export { startWsProxy, type WsProxy } from './ws-proxy.ts';
export { openNeonDb } from './neon.ts';

/** The host:port the Neon driver asks a relay for, for this connection string. */
export function relayTarget(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  return `${url.hostname}:${url.port || '5432'}`;
}

/**
 * PGlite in `pgliteDir` (in memory when undefined) without a URL; otherwise the Neon driver, with a
 * relay of its own for a server that is not Neon, so local runs exercise the driver production uses.
 * `driver: 'tcp'` reaches a server that is not Neon with node-postgres instead (bench:api: the relay
 * would bill this process for work Neon's proxy does in production). Closing the database closes the
 * relay too, so a script that closes what it opened exits by itself.
 */
export async function openDatabase(
  databaseUrl: string | undefined,
  options: { pgliteDir?: string | undefined; max?: number; driver?: 'neon' | 'tcp' } = {},
): Promise<Db> {
  if (!databaseUrl) return openPgliteDb(options.pgliteDir);
  if (isNeonHost(new URL(databaseUrl).hostname)) return openNeonDb(databaseUrl, { max: options.max });
  if (options.driver === 'tcp') {
    const pool = new pg.Pool({
      ...POOL_DEFAULTS,
      connectionString: databaseUrl,
      max: options.max ?? POOL_DEFAULTS.max,
    });
    return poolDb(pool as unknown as PgPool);
  }
  const relay = await startWsProxy(relayTarget(databaseUrl));
  try {
    return await openNeonDb(databaseUrl, { max: options.max, wsProxy: relay.address, onClose: relay.close });
  } catch (error) {
    await relay.close();
    throw error;
  }
}
