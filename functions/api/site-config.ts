import type { Config } from '@netlify/functions';
import { sectionIdSchema } from '@nodal/shared';
import { getDb } from '../src/db/client.ts';
import { listSectionConfigs } from '../src/db/queries/site.ts';
import { notFound } from '../src/http/errors.ts';
import { api } from '../src/http/handler.ts';
import { json } from '../src/http/respond.ts';

export default api({
  async GET(_req, { params }) {
    const sectionId = sectionIdSchema.safeParse(params.sectionId);
    if (!sectionId.success) throw notFound('Unknown section');
    const config = (await listSectionConfigs(await getDb())).find((c) => c.sectionId === sectionId.data)!;
    return json({ data: { isVisible: config.isVisible } });
  },
});

// Netlify reads this by static analysis, so it is a literal; src/routes.test.ts keeps it equal to apiRoutes.siteConfig.
export const config: Config = { path: '/api/site-config/:sectionId' };
