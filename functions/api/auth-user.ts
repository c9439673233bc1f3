import { requireSession } from '../src/auth/guards.ts';
import { api } from '../src/http/handler.ts';
import { json } from '../src/http/respond.ts';

export default api('authUser', {
  async GET(req) {
    const { user } = await requireSession(req);
    return json({ isAuthenticated: true, user });
  },
});
