// The end of every way in (password, second factor, accepted invitation): one session, one audit row.
import type { AdminUser } from '@nodal/shared';
import { getDb, type AdminRow } from '@nodal/db';
import { audit } from '../audit.ts';
import { json } from '../http/respond.ts';
import { clearChallenge, signedInHintCookie, startSession } from './session.ts';

export async function signedIn(
  req: Request,
  ip: string,
  admin: Pick<AdminRow, 'id' | 'email' | 'isAdmin'>,
  how: string,
  extra: Record<string, unknown> = {},
  /** The password sign-in answers the status bare (the spec's shape); every other way in, as `{data}`. */
  { bare = false }: { bare?: boolean } = {},
): Promise<Response> {
  const db = await getDb();
  const setCookie = await db.transaction(async (tx) => {
    const cookie = await startSession(req, admin.id, ip, tx);
    await audit(
      tx,
      { id: admin.id, email: admin.email, ip },
      'auth.sign_in',
      { type: 'admin', id: admin.id },
      { method: how },
    );
    return cookie;
  });
  const user: AdminUser = { id: admin.id, email: admin.email, isAdmin: admin.isAdmin };
  const status = { isAuthenticated: true, user, ...extra };
  const response = json(bare ? status : { data: status }, 200);
  response.headers.append('Set-Cookie', setCookie);
  response.headers.append('Set-Cookie', signedInHintCookie(req, true));
  if (req.headers.get('cookie')?.includes('nodal_2fa=')) response.headers.append('Set-Cookie', clearChallenge(req));
  return response;
}
