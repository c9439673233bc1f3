import { endSession } from '../src/auth/session.ts';
import { api } from '../src/http/handler.ts';
import { jsonWithCookies } from '../src/http/respond.ts';

export default api('authLogout', {
  async POST(req, { ip }) {
    return jsonWithCookies({ success: true }, await endSession(req, ip));
  },
});
