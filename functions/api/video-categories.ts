import { getDb, listCategoriesWithVideos } from '@nodal/db';
import { api } from '../src/http/handler.ts';
import { json } from '../src/http/respond.ts';

export default api('videoCategories', {
  async GET() {
    return json({ data: await listCategoriesWithVideos(await getDb(), true) });
  },
});
