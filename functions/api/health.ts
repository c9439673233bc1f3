import { appliedMigrationCount, getDb } from '@nodal/db';
import { api } from '../src/http/handler.ts';
import { json } from '../src/http/respond.ts';

export default api('health', {
  async GET() {
    const db = await getDb();
    return json({ data: { status: 'ok', database: db.kind, migrations: await appliedMigrationCount(db) } });
  },
});
