import { idParamSchema, videoInputSchema } from '@nodal/shared';
import { requireAdmin } from '../src/auth/guards.ts';
import {
  categoryExists,
  deleteVideo,
  getDb,
  insertVideo,
  listVideos,
  lockVideo,
  type Queryable,
  updateVideo,
} from '@nodal/db';
import { createAudited, deleteAudited, updateAudited } from '../src/audit.ts';
import { badRequest } from '../src/http/errors.ts';
import { api } from '../src/http/handler.ts';
import { parseJson, validate } from '../src/http/parse.ts';
import { json } from '../src/http/respond.ts';

async function assertCategory(db: Queryable, categoryId: number | null): Promise<void> {
  if (categoryId !== null && !(await categoryExists(db, categoryId))) {
    throw badRequest('Category not found', { categoryId: ['Category not found'] });
  }
}

const VIDEO = { type: 'video' as const, lock: lockVideo, missing: 'Video not found' };

export default api('adminWorkflowVideos', {
  async GET(req) {
    await requireAdmin(req);
    return json({ data: await listVideos(await getDb()) });
  },

  async POST(req, { requestRebuild, ip }) {
    const admin = await requireAdmin(req);
    const input = await parseJson(req, videoInputSchema);
    const db = await getDb();
    await assertCategory(db, input.categoryId);
    const video = await createAudited({ ...admin, ip }, 'video', (tx) => insertVideo(tx, input));
    requestRebuild(`video created: ${video.title}`);
    return json({ data: video }, 201);
  },

  async PUT(req, { params, requestRebuild, ip }) {
    const admin = await requireAdmin(req);
    const id = validate(idParamSchema, params.id);
    const input = await parseJson(req, videoInputSchema);
    const db = await getDb();
    await assertCategory(db, input.categoryId);
    const { after: video } = await updateAudited({ ...admin, ip }, VIDEO, id, (tx) => updateVideo(tx, id, input));
    requestRebuild(`video updated: ${video.title}`);
    return json({ data: video });
  },

  async DELETE(req, { params, requestRebuild, ip }) {
    const admin = await requireAdmin(req);
    const id = validate(idParamSchema, params.id);
    await deleteAudited({ ...admin, ip }, VIDEO, id, (tx) => deleteVideo(tx, id));
    requestRebuild('video deleted');
    return json({ data: { success: true } });
  },
});
