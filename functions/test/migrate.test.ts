import { describe, expect, it } from 'vitest';
import { loadMigrations, migrate } from '@nodal/db';
import { openPgliteDb } from '@nodal/db/local';
import { backend, freshDatabase } from './harness.ts';

const all = loadMigrations();
const versions = all.map((m) => m.version);

// Each case creates whole databases, which takes long on a busy two-core machine.
describe('migration runner', { timeout: 60_000 }, () => {
  it('applies only the migrations a database has not seen yet', async () => {
    const db = await openPgliteDb();
    try {
      expect(await migrate(db, all.slice(0, 2))).toEqual(versions.slice(0, 2));
      expect(await migrate(db, all)).toEqual(versions.slice(2));
      expect(await migrate(db, all)).toEqual([]);
    } finally {
      await db.close();
    }
  }, 60_000); // a fresh PGlite compiles its WebAssembly first: over 20 s on a loaded two-core machine

  // PGlite is one process by design, so there the two runners share one instance; on a server
  // they are two pools, as two starting processes would be.
  it(`is safe when two runners start at once (${backend})`, async () => {
    const fresh = await freshDatabase();
    try {
      const [a, b] = await Promise.all([fresh.open(), fresh.open()]);
      const [first, second] = await Promise.all([migrate(a), migrate(b)]);
      expect([...first, ...second].sort()).toEqual(versions);
      const rows = await a.query<{ n: number }>('SELECT count(*)::int AS n FROM schema_migrations');
      expect(rows[0]!.n).toBe(versions.length);
    } finally {
      await fresh.drop();
    }
  });
});
