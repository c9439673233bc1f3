import { getDb, listDemos } from '@nodal/db';
import { api } from '../src/http/handler.ts';
import { json } from '../src/http/respond.ts';

export default api('demos', {
  async GET() {
    return json({ data: await listDemos(await getDb()) });
  },
});
