import type { Config } from '@netlify/functions';
import { demoInputSchema, idParamSchema } from '@nodal/shared';
import { requireAdmin } from '../src/auth/guards.ts';
import { getDb } from '../src/db/client.ts';
import { deleteDemo, insertDemo, listDemos, updateDemo } from '../src/db/queries/demos.ts';
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

  async POST(req) {
    await requireAdmin(req);
    const input = await parseJson(req, demoInputSchema);
    const demo = await insertDemo(await getDb(), input);
    await requestRebuild(`demo created: ${demo.title}`);
    return json({ data: demo }, 201);
  },

  async PUT(req, { params }) {
    await requireAdmin(req);
    const id = validate(idParamSchema, params.id);
    const input = await parseJson(req, demoInputSchema);
    const demo = await updateDemo(await getDb(), id, input);
    if (!demo) throw notFound('Demo not found');
    await requestRebuild(`demo updated: ${demo.title}`);
    return json({ data: demo });
  },

  async DELETE(req, { params }) {
    await requireAdmin(req);
    const id = validate(idParamSchema, params.id);
    if (!(await deleteDemo(await getDb(), id))) throw notFound('Demo not found');
    await requestRebuild('demo deleted');
    return json({ success: true });
  },
});

// Netlify reads this by static analysis, so it is a literal; src/routes.test.ts keeps it equal to apiRoutes.adminDemos.
export const config: Config = { path: ['/api/admin/demos', '/api/admin/demos/:id'] };
