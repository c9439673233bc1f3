import type { Config } from '@netlify/functions';
import { ALWAYS_SHOWN_SECTIONS, sectionIdSchema, sectionPatchSchema } from '@nodal/shared';
import { requireAdmin } from '../src/auth/guards.ts';
import { getDb } from '../src/db/client.ts';
import { listSectionConfigs, setSectionVisibility } from '../src/db/queries/site.ts';
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

  async PUT(req, { params }) {
    await requireAdmin(req);
    const sectionId = sectionIdSchema.safeParse(params.sectionId);
    if (!sectionId.success) throw notFound('Unknown section');
    const { isVisible } = await parseJson(req, sectionPatchSchema);
    if (!isVisible && ALWAYS_SHOWN_SECTIONS.includes(sectionId.data)) throw badRequest('This section is always shown');
    const config = await setSectionVisibility(await getDb(), sectionId.data, isVisible);
    await requestRebuild(`section ${sectionId.data} ${isVisible ? 'shown' : 'hidden'}`);
    return json({ data: config });
  },
});

// Netlify reads this by static analysis, so it is a literal; src/routes.test.ts keeps it equal to apiRoutes.adminSiteConfig.
export const config: Config = { path: ['/api/admin/site-config', '/api/admin/site-config/:sectionId'] };
