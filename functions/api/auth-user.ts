import type { Config } from '@netlify/functions';
import { requireSession } from '../src/auth/guards.ts';
import { api } from '../src/http/handler.ts';
import { json } from '../src/http/respond.ts';

export default api({
  async GET(req) {
    const { user } = await requireSession(req);
    return json({ isAuthenticated: true, user });
  },
});

// Netlify reads this by static analysis, so it is a literal; src/routes.test.ts keeps it equal to apiRoutes.authUser.
export const config: Config = { path: '/api/auth/user' };
