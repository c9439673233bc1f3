import { requireAdmin } from '../src/auth/guards.ts';
import { api } from '../src/http/handler.ts';
import { json } from '../src/http/respond.ts';
import { rebuildStatus } from '../src/rebuild.ts';

export default api('adminRebuild', {
  /** Whether the public site is rebuilding after a change (the admin shows a notice). */
  async GET(req) {
    await requireAdmin(req);
    return json({ data: await rebuildStatus() });
  },
});
