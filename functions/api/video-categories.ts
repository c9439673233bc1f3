import type { Config } from '@netlify/functions';
import { getDb } from '../src/db/client.ts';
import { listCategoriesWithVideos } from '../src/db/queries/videos.ts';
import { api } from '../src/http/handler.ts';
import { json } from '../src/http/respond.ts';

export default api({
  async GET() {
    return json({ data: await listCategoriesWithVideos(await getDb(), true) });
  },
});

// Netlify reads this by static analysis, so it is a literal; src/routes.test.ts keeps it equal to apiRoutes.videoCategories.
export const config: Config = { path: '/api/video-categories' };
