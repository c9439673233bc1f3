import type { Config } from '@netlify/functions';
import { getDb } from '../src/db/client.ts';
import { api } from '../src/http/handler.ts';
import { json } from '../src/http/respond.ts';

export default api({
  async GET() {
    const db = await getDb();
    const [row] = await db.query<{ migrations: number }>('SELECT count(*)::int AS migrations FROM schema_migrations');
    return json({ status: 'ok', database: db.kind, migrations: row?.migrations ?? 0 });
  },
});

// Netlify reads this by static analysis, so it is a literal; src/routes.test.ts keeps it equal to apiRoutes.health.
export const config: Config = { path: '/api/health' };
