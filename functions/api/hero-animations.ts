import type { Config } from '@netlify/functions';
import { animationTypeSchema, heroPatchSchema } from '@nodal/shared';
import { requireAdmin } from '../src/auth/guards.ts';
import { getDb } from '../src/db/client.ts';
import { listHeroConfigs, patchHeroConfig } from '../src/db/queries/site.ts';
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

  async PATCH(req, { params }) {
    await requireAdmin(req);
    const type = animationTypeSchema.safeParse(params.animationType);
    if (!type.success) throw notFound('Unknown animation type');
    const patch = await parseJson(req, heroPatchSchema);
    const config = await patchHeroConfig(await getDb(), type.data, patch);
    await requestRebuild(`hero animation updated: ${type.data}`);
    return json(config);
  },
});

// Netlify reads this by static analysis, so it is a literal; src/routes.test.ts keeps it equal to apiRoutes.heroAnimations.
export const config: Config = { path: ['/api/hero-animations', '/api/hero-animations/:animationType'] };
