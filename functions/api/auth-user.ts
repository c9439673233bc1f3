import { hasSignedInHint, readSession, signedInHintCookie } from '../src/auth/session.ts';
import { HttpError, unauthorized } from '../src/http/errors.ts';
import { api } from '../src/http/handler.ts';
import { json } from '../src/http/respond.ts';

export default api('authUser', {
  async GET(req) {
    const session = await readSession(req);
    // Still the spec's 401 for a visitor; a hint left from a session that has ended goes with it, so
    // the login page's next visit skips this call (session.ts, signedInHintCookie).
    if (!session) {
      if (!hasSignedInHint(req)) throw unauthorized();
      throw new HttpError(401, unauthorized().message, { headers: { 'Set-Cookie': signedInHintCookie(req, false) } });
    }
    // A session from before the hint existed, or whose hint was lost, gets it back.
    const headers: Record<string, string> = hasSignedInHint(req) ? {} : { 'Set-Cookie': signedInHintCookie(req, true) };
    return json({ isAuthenticated: true, user: session.user }, 200, headers);
  },
});
