import { getDb, listStaff } from '@nodal/db';
import { requireAdmin } from '../src/auth/guards.ts';
import { api } from '../src/http/handler.ts';
import { json } from '../src/http/respond.ts';

export default api('adminStaff', {
  /** The admins a contact can be assigned to. */
  async GET(req) {
    await requireAdmin(req);
    return json({ data: await listStaff(await getDb()) });
  },
});
