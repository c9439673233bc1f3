import { sectionIdSchema } from '@nodal/shared';
import { getDb, listSectionConfigs } from '@nodal/db';
import { notFound } from '../src/http/errors.ts';
import { api } from '../src/http/handler.ts';
import { json } from '../src/http/respond.ts';

export default api('siteConfig', {
  async GET(_req, { params }) {
    const sectionId = sectionIdSchema.safeParse(params.sectionId);
    if (!sectionId.success) throw notFound('Unknown section');
    const config = (await listSectionConfigs(await getDb())).find((c) => c.sectionId === sectionId.data)!;
    return json({ data: { isVisible: config.isVisible } });
  },
});
