import { endSession } from '../src/auth/session.ts';
import { api } from '../src/http/handler.ts';
import { json } from '../src/http/respond.ts';

export default api('authLogout', {
  async POST(req, { ip }) {
    return json({ success: true }, 200, { 'Set-Cookie': await endSession(req, ip) });
  },
});
