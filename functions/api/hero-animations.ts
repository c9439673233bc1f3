import { animationTypeSchema, heroPatchSchema } from '@nodal/shared';
import { requireAdmin } from '../src/auth/guards.ts';
import { getDb, listHeroConfigs, patchHeroConfig } from '@nodal/db';
import { notFound } from '../src/http/errors.ts';
import { api } from '../src/http/handler.ts';
import { parseJson } from '../src/http/parse.ts';
import { json } from '../src/http/respond.ts';
import { requestRebuild } from '../src/rebuild.ts';

export default api({
  async GET(_req, { params }) {
    if (params.animationType) throw notFound('Unknown animation type');
    return json(await listHeroConfigs(await getDb()));
  },

  async PATCH(req, { params, waitUntil }) {
    await requireAdmin(req);
    const type = animationTypeSchema.safeParse(params.animationType);
    if (!type.success) throw notFound('Unknown animation type');
    const patch = await parseJson(req, heroPatchSchema);
    const config = await patchHeroConfig(await getDb(), type.data, patch);
    requestRebuild(waitUntil, `hero animation updated: ${type.data}`);
    return json(config);
  },
});
