import { demoInputSchema, idParamSchema } from '@nodal/shared';
import { requireAdmin } from '../src/auth/guards.ts';
import { deleteDemo, getDb, insertDemo, listDemos, updateDemo } from '@nodal/db';
import { notFound } from '../src/http/errors.ts';
import { api } from '../src/http/handler.ts';
import { parseJson, validate } from '../src/http/parse.ts';
import { json } from '../src/http/respond.ts';
import { requestRebuild } from '../src/rebuild.ts';

export default api({
  async GET(req) {
    await requireAdmin(req);
    return json({ data: await listDemos(await getDb()) });
  },

  async POST(req, { waitUntil }) {
    await requireAdmin(req);
    const input = await parseJson(req, demoInputSchema);
    const demo = await insertDemo(await getDb(), input);
    requestRebuild(waitUntil, `demo created: ${demo.title}`);
    return json({ data: demo }, 201);
  },

  async PUT(req, { params, waitUntil }) {
    await requireAdmin(req);
    const id = validate(idParamSchema, params.id);
    const input = await parseJson(req, demoInputSchema);
    const demo = await updateDemo(await getDb(), id, input);
    if (!demo) throw notFound('Demo not found');
    requestRebuild(waitUntil, `demo updated: ${demo.title}`);
    return json({ data: demo });
  },

  async DELETE(req, { params, waitUntil }) {
    await requireAdmin(req);
    const id = validate(idParamSchema, params.id);
    if (!(await deleteDemo(await getDb(), id))) throw notFound('Demo not found');
    requestRebuild(waitUntil, 'demo deleted');
    return json({ success: true });
  },
});
