import type { Config } from '@netlify/functions';
import { getDb } from '../src/db/client.ts';
import { listDemos } from '../src/db/queries/demos.ts';
import { api } from '../src/http/handler.ts';
import { json } from '../src/http/respond.ts';

export default api({
  async GET() {
    return json({ data: await listDemos(await getDb()) });
  },
});

// Netlify reads this by static analysis, so it is a literal; src/routes.test.ts keeps it equal to apiRoutes.demos.
export const config: Config = { path: '/api/demos' };
