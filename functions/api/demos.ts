import type { Config } from '@netlify/functions';
import { apiRoutes } from '@nodal/shared';
import { getDb } from '../src/db/client.ts';
import { listDemos } from '../src/db/queries/demos.ts';
import { api } from '../src/http/handler.ts';
import { json } from '../src/http/respond.ts';

export default api({
  async GET() {
    return json({ data: await listDemos(await getDb()) });
  },
});

export const config: Config = { path: apiRoutes.demos };
