import { demoInputSchema, idParamSchema } from '@nodal/shared';
import { requireAdmin } from '../src/auth/guards.ts';
import { deleteDemo, getDb, insertDemo, listDemos, lockDemo, updateDemo } from '@nodal/db';
import { createAudited, deleteAudited, updateAudited } from '../src/audit.ts';
import { api } from '../src/http/handler.ts';
import { parseJson, validate } from '../src/http/parse.ts';
import { json } from '../src/http/respond.ts';

const DEMO = { type: 'demo' as const, lock: lockDemo, missing: 'Demo not found' };

export default api('adminDemos', {
  async GET(req) {
    await requireAdmin(req);
    return json({ data: await listDemos(await getDb()) });
  },

  async POST(req, { requestRebuild, ip }) {
    const admin = await requireAdmin(req);
    const input = await parseJson(req, demoInputSchema);
    const demo = await createAudited({ ...admin, ip }, 'demo', (tx) => insertDemo(tx, input));
    requestRebuild(`demo created: ${demo.title}`);
    return json({ data: demo }, 201);
  },

  async PUT(req, { params, requestRebuild, ip }) {
    const admin = await requireAdmin(req);
    const id = validate(idParamSchema, params.id);
    const input = await parseJson(req, demoInputSchema);
    const { after: demo } = await updateAudited({ ...admin, ip }, DEMO, id, (tx) => updateDemo(tx, id, input));
    requestRebuild(`demo updated: ${demo.title}`);
    return json({ data: demo });
  },

  async DELETE(req, { params, requestRebuild, ip }) {
    const admin = await requireAdmin(req);
    const id = validate(idParamSchema, params.id);
    await deleteAudited({ ...admin, ip }, DEMO, id, (tx) => deleteDemo(tx, id));
    requestRebuild('demo deleted');
    return json({ data: { success: true } });
  },
});
