import type { Config } from '@netlify/functions';
import { idParamSchema, videoInputSchema } from '@nodal/shared';
import { requireAdmin } from '../src/auth/guards.ts';
import { getDb } from '../src/db/client.ts';
import { categoryExists, deleteVideo, insertVideo, listVideos, updateVideo } from '../src/db/queries/videos.ts';
import { badRequest, notFound } from '../src/http/errors.ts';
import { api } from '../src/http/handler.ts';
import { parseJson, validate } from '../src/http/parse.ts';
import { json } from '../src/http/respond.ts';
import { requestRebuild } from '../src/rebuild.ts';
import type { Queryable } from '../src/db/client.ts';

async function assertCategory(db: Queryable, categoryId: number | null): Promise<void> {
  if (categoryId !== null && !(await categoryExists(db, categoryId))) {
    throw badRequest('Category not found', { categoryId: ['Category not found'] });
  }
}

export default api({
  async GET(req) {
    await requireAdmin(req);
    return json({ data: await listVideos(await getDb()) });
  },

  async POST(req) {
    await requireAdmin(req);
    const input = await parseJson(req, videoInputSchema);
    const db = await getDb();
    await assertCategory(db, input.categoryId);
    const video = await insertVideo(db, input);
    await requestRebuild(`video created: ${video.title}`);
    return json({ data: video }, 201);
  },

  async PUT(req, { params }) {
    await requireAdmin(req);
    const id = validate(idParamSchema, params.id);
    const input = await parseJson(req, videoInputSchema);
    const db = await getDb();
    await assertCategory(db, input.categoryId);
    const video = await updateVideo(db, id, input);
    if (!video) throw notFound('Video not found');
    await requestRebuild(`video updated: ${video.title}`);
    return json({ data: video });
  },

  async DELETE(req, { params }) {
    await requireAdmin(req);
    const id = validate(idParamSchema, params.id);
    if (!(await deleteVideo(await getDb(), id))) throw notFound('Video not found');
    await requestRebuild('video deleted');
    return json({ success: true });
  },
});

// Netlify reads this by static analysis, so it is a literal; src/routes.test.ts keeps it equal to apiRoutes.adminWorkflowVideos.
export const config: Config = { path: ['/api/admin/workflow-videos', '/api/admin/workflow-videos/:id'] };
