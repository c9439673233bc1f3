import { animationTypeSchema, heroPatchSchema } from '@nodal/shared';
import { requireAdmin } from '../src/auth/guards.ts';
import { getDb, listHeroConfigs, patchHeroConfig } from '@nodal/db';
import { audit, changedFields } from '../src/audit.ts';
import { notFound } from '../src/http/errors.ts';
import { api } from '../src/http/handler.ts';
import { parseJson } from '../src/http/parse.ts';
import { json } from '../src/http/respond.ts';

export default api('heroAnimations', {
  async GET() {
    return json(await listHeroConfigs(await getDb()));
  },

  async PATCH(req, { params, requestRebuild, ip }) {
    const admin = await requireAdmin(req);
    const type = animationTypeSchema.safeParse(params.animationType);
    if (!type.success) throw notFound('Unknown animation type');
    const patch = await parseJson(req, heroPatchSchema);
    const config = await (
      await getDb()
    ).transaction(async (tx) => {
      const before = (await listHeroConfigs(tx)).find((c) => c.animationType === type.data);
      const after = await patchHeroConfig(tx, type.data, patch);
      const fields = (c: typeof before) => (c ? { enabled: c.enabled, weight: c.weight } : null);
      await audit(
        tx,
        { ...admin, ip },
        'hero.update',
        { type: 'hero_animation', id: type.data },
        changedFields(fields(before), fields(after)),
      );
      return after;
    });
    requestRebuild(`hero animation updated: ${type.data}`);
    return json(config);
  },
});
