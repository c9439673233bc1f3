import { getDb } from '@nodal/db';
import { api } from '../src/http/handler.ts';
import { json } from '../src/http/respond.ts';

export default api({
  async GET() {
    const db = await getDb();
    const [row] = await db.query<{ migrations: number }>('SELECT count(*)::int AS migrations FROM schema_migrations');
    return json({ status: 'ok', database: db.kind, migrations: row?.migrations ?? 0 });
  },
});
