import type { Config } from '@netlify/functions';
import { apiRoutes } from '@nodal/shared';
import { getDb } from '../src/db/client.ts';
import { listCategoriesWithVideos } from '../src/db/queries/videos.ts';
import { api } from '../src/http/handler.ts';
import { json } from '../src/http/respond.ts';

export default api({
  async GET() {
    return json({ data: await listCategoriesWithVideos(await getDb(), true) });
  },
});

export const config: Config = { path: apiRoutes.videoCategories };
