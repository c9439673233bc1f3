import type { Config } from '@netlify/functions';
import { endSession } from '../src/auth/session.ts';
import { api } from '../src/http/handler.ts';
import { json } from '../src/http/respond.ts';

export default api({
  async POST(req) {
    return json({ success: true }, 200, { 'Set-Cookie': await endSession(req) });
  },
});

// Netlify reads this by static analysis, so it is a literal; src/routes.test.ts keeps it equal to apiRoutes.authLogout.
export const config: Config = { path: '/api/auth/logout' };
