// A PostgreSQL server that is not Neon and has no relay in front of it is reached over plain TCP with
// node-postgres (`openDatabase(url, { driver: 'tcp' })`, and DATABASE_URL without NEON_WS_PROXY on a
// deploy): the same Db interface, the same transactions, the same 503 when the server is gone.
// On the PostgreSQL run this is the test server; on the PGlite run, PGlite served over its socket.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DatabaseUnavailableError, migrate, type Db } from '@nodal/db';
import { openDatabase, openPgliteDb, sharePglite } from '@nodal/db/local';

let db: Db;
let stop = async () => {};

beforeAll(async () => {
  const serverUrl = inject('databaseUrl');
  if (serverUrl) {
    db = await openDatabase(serverUrl, { driver: 'tcp', max: 2 });
    return;
  }
  const embedded = await openPgliteDb();
  await migrate(embedded);
  const shared = await sharePglite(embedded);
  db = await openDatabase(shared.url, { driver: 'tcp', max: 1 });
  stop = async () => {
    await shared.stop();
    await embedded.close();
  };
});

afterAll(async () => {
  await db.close();
  await stop();
});

describe('node-postgres over TCP', () => {
  it('queries with parameters and returns rows', async () => {
    const [row] = await db.query<{ sum: number; text: string }>('SELECT $1::int + $2::int AS sum, $3::text AS text', [
      2,
      3,
      'über',
    ]);
    expect(row).toEqual({ sum: 5, text: 'über' });
  });

  it('commits a transaction, and rolls one back when its work throws', async () => {
    const name = `tcp_${Date.now()}`;
    await db.exec(`CREATE TABLE ${name} (n int)`);
    try {
      await db.transaction(async (tx) => {
        await tx.query(`INSERT INTO ${name} (n) VALUES ($1)`, [1]);
      });
      await expect(
        db.transaction(async (tx) => {
          await tx.query(`INSERT INTO ${name} (n) VALUES ($1)`, [2]);
          throw new Error('changed my mind');
        }),
      ).rejects.toThrow('changed my mind');
      expect(await db.query(`SELECT n FROM ${name} ORDER BY n`)).toEqual([{ n: 1 }]);
    } finally {
      await db.exec(`DROP TABLE ${name}`);
    }
  });

  it('keeps a query error what it is (a 500), not an outage', async () => {
    await expect(db.query('SELECT * FROM no_such_table')).rejects.not.toBeInstanceOf(DatabaseUnavailableError);
  });

  it('reports a server it cannot reach as DatabaseUnavailableError (a 503)', async () => {
    // Port 1 on loopback: nothing listens there, so the connection is refused at once.
    const gone = await openDatabase('postgres://postgres@127.0.0.1:1/nothing', { driver: 'tcp', max: 1 });
    try {
      await expect(gone.query('SELECT 1')).rejects.toBeInstanceOf(DatabaseUnavailableError);
    } finally {
      await gone.close();
    }
  });
});
