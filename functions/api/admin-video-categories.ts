import { categoryInputSchema, categoryMoveSchema, idParamSchema } from '@nodal/shared';
import { requireAdmin } from '../src/auth/guards.ts';
import {
  deleteCategory,
  insertCategory,
  getDb,
  listCategoriesWithVideos,
  lockCategory,
  moveCategory,
  updateCategory,
} from '@nodal/db';
import { audited, createAudited, deleteAudited, updateAudited, type Actor } from '../src/audit.ts';
import { badRequest, notFound } from '../src/http/errors.ts';
import { api } from '../src/http/handler.ts';
import type { RouteContext } from '../src/http/route-context.ts';
import { parseJson, validate } from '../src/http/parse.ts';
import { json } from '../src/http/respond.ts';

const CATEGORY = { type: 'category' as const, lock: lockCategory, missing: 'Category not found' };

export default api('adminVideoCategories', {
  /** Every category with all its videos, active or not (the admin's view). */
  async GET(req) {
    await requireAdmin(req);
    return json({ data: await listCategoriesWithVideos(await getDb(), false) });
  },

  async POST(req, { params, requestRebuild, ip }) {
    const actor = { ...(await requireAdmin(req)), ip };
    if (params.id) return move(req, actor, params.id, requestRebuild);
    const input = await parseJson(req, categoryInputSchema);
    const category = await createAudited(actor, 'category', (tx) => insertCategory(tx, input));
    requestRebuild(`category created: ${category.title}`);
    return json({ data: { ...category, videos: [] } }, 201);
  },

  async PUT(req, { params, requestRebuild, ip }) {
    const admin = await requireAdmin(req);
    const id = validate(idParamSchema, params.id);
    const input = await parseJson(req, categoryInputSchema);
    const { after } = await updateAudited({ ...admin, ip }, CATEGORY, id, (tx) => updateCategory(tx, id, input));
    requestRebuild(`category updated: ${after.title}`);
    return json({ data: after });
  },

  async DELETE(req, { params, requestRebuild, ip }) {
    const admin = await requireAdmin(req);
    const id = validate(idParamSchema, params.id);
    await deleteAudited({ ...admin, ip }, CATEGORY, id, (tx) => deleteCategory(tx, id));
    requestRebuild('category deleted');
    return json({ data: { success: true } });
  },
});

/** POST …/:id/move {direction}: the reorder, both positions swapped in one transaction with its audit row. */
async function move(
  req: Request,
  actor: Actor,
  rawId: string,
  requestRebuild: RouteContext['requestRebuild'],
): Promise<Response> {
  const id = validate(idParamSchema, rawId);
  const { direction } = await parseJson(req, categoryMoveSchema);
  await audited(actor, async (tx) => {
    const result = await moveCategory(tx, id, direction);
    if ('error' in result)
      throw result.error === 'Category not found' ? notFound(result.error) : badRequest(result.error);
    const changes = { direction, position: result.position, swappedWith: result.swappedWith };
    return [undefined, { action: 'category.move', record: { type: 'category', id }, changes }];
  });
  requestRebuild('categories reordered');
  return json({ data: { success: true } });
}
