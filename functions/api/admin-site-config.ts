import { ALWAYS_SHOWN_SECTIONS, sectionIdSchema, sectionPatchSchema } from '@nodal/shared';
import { requireAdmin } from '../src/auth/guards.ts';
import { getDb, listSectionConfigs, setSectionVisibility } from '@nodal/db';
import { badRequest, notFound } from '../src/http/errors.ts';
import { api } from '../src/http/handler.ts';
import { parseJson } from '../src/http/parse.ts';
import { json } from '../src/http/respond.ts';
import { requestRebuild } from '../src/rebuild.ts';

export default api({
  async GET(req) {
    await requireAdmin(req);
    return json({ data: await listSectionConfigs(await getDb()) });
  },

  async PUT(req, { params, waitUntil }) {
    await requireAdmin(req);
    const sectionId = sectionIdSchema.safeParse(params.sectionId);
    if (!sectionId.success) throw notFound('Unknown section');
    const { isVisible } = await parseJson(req, sectionPatchSchema);
    if (!isVisible && ALWAYS_SHOWN_SECTIONS.includes(sectionId.data)) throw badRequest('This section is always shown');
    const config = await setSectionVisibility(await getDb(), sectionId.data, isVisible);
    requestRebuild(waitUntil, `section ${sectionId.data} ${isVisible ? 'shown' : 'hidden'}`);
    return json({ data: config });
  },
});
