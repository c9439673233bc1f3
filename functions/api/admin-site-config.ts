import { ALWAYS_SHOWN_SECTIONS, sectionIdSchema, sectionPatchSchema } from '@nodal/shared';
import { requireAdmin } from '../src/auth/guards.ts';
import { getDb, listSectionConfigs, setSectionVisibility } from '@nodal/db';
import { audit, changedFields } from '../src/audit.ts';
import { badRequest, notFound } from '../src/http/errors.ts';
import { api } from '../src/http/handler.ts';
import { parseJson } from '../src/http/parse.ts';
import { json } from '../src/http/respond.ts';

export default api('adminSiteConfig', {
  async GET(req) {
    await requireAdmin(req);
    return json({ data: await listSectionConfigs(await getDb()) });
  },

  async PUT(req, { params, requestRebuild, ip }) {
    const admin = await requireAdmin(req);
    const sectionId = sectionIdSchema.safeParse(params.sectionId);
    if (!sectionId.success) throw notFound('Unknown section');
    const { isVisible } = await parseJson(req, sectionPatchSchema);
    if (!isVisible && ALWAYS_SHOWN_SECTIONS.includes(sectionId.data)) throw badRequest('This section is always shown');
    const config = await (
      await getDb()
    ).transaction(async (tx) => {
      const before = (await listSectionConfigs(tx)).find((c) => c.sectionId === sectionId.data)!;
      const after = await setSectionVisibility(tx, sectionId.data, isVisible);
      await audit(
        tx,
        { ...admin, ip },
        'section.update',
        { type: 'section', id: sectionId.data },
        changedFields({ isVisible: before.isVisible }, { isVisible: after.isVisible }),
      );
      return after;
    });
    requestRebuild(`section ${sectionId.data} ${isVisible ? 'shown' : 'hidden'}`);
    return json({ data: config });
  },
});
