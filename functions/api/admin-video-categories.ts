import { categoryInputSchema, categoryMoveSchema, idParamSchema } from '@nodal/shared';
import { requireAdmin } from '../src/auth/guards.ts';
import {
  deleteCategory,
  getDb,
  insertCategory,
  listCategoriesWithVideos,
  moveCategory,
  updateCategory,
} from '@nodal/db';
import { badRequest, notFound } from '../src/http/errors.ts';
import { api, type RouteContext } from '../src/http/handler.ts';
import { parseJson, validate } from '../src/http/parse.ts';
import { json } from '../src/http/respond.ts';
import { requestRebuild } from '../src/rebuild.ts';

export default api({
  /** Every category with all its videos, active or not (the admin's view). */
  async GET(req) {
    await requireAdmin(req);
    return json({ data: await listCategoriesWithVideos(await getDb(), false) });
  },

  async POST(req, { params, waitUntil }) {
    await requireAdmin(req);
    if (params.id) return move(req, params.id, waitUntil);
    const input = await parseJson(req, categoryInputSchema);
    const category = await insertCategory(await getDb(), input);
    requestRebuild(waitUntil, `category created: ${category.title}`);
    return json({ data: { ...category, videos: [] } }, 201);
  },

  async PUT(req, { params, waitUntil }) {
    await requireAdmin(req);
    const id = validate(idParamSchema, params.id);
    const input = await parseJson(req, categoryInputSchema);
    const category = await updateCategory(await getDb(), id, input);
    if (!category) throw notFound('Category not found');
    requestRebuild(waitUntil, `category updated: ${category.title}`);
    return json({ data: category });
  },

  async DELETE(req, { params, waitUntil }) {
    await requireAdmin(req);
    const id = validate(idParamSchema, params.id);
    if (!(await deleteCategory(await getDb(), id))) throw notFound('Category not found');
    requestRebuild(waitUntil, 'category deleted');
    return json({ success: true });
  },
});

/** POST …/:id/move {direction}: the reorder, both positions swapped in one transaction. */
async function move(req: Request, rawId: string, waitUntil: RouteContext['waitUntil']): Promise<Response> {
  const id = validate(idParamSchema, rawId);
  const { direction } = await parseJson(req, categoryMoveSchema);
  const result = await moveCategory(await getDb(), id, direction);
  if ('error' in result)
    throw result.error === 'Category not found' ? notFound(result.error) : badRequest(result.error);
  requestRebuild(waitUntil, 'categories reordered');
  return json({ success: true });
}
