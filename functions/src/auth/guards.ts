import type { AdminUser } from '@nodal/shared';
import { forbidden, unauthorized } from '../http/errors.ts';
import { readSession, type ActiveSession } from './session.ts';

/** A signed-in staff account, admin or not; 401 otherwise. */
export async function requireSession(req: Request): Promise<ActiveSession> {
  const session = await readSession(req);
  if (!session) throw unauthorized();
  return session;
}

/** The signed-in admin; 401 without a session, 403 for an account that is not an admin. */
export async function requireAdmin(req: Request): Promise<AdminUser> {
  const { user } = await requireSession(req);
  if (user.isAdmin !== true) throw forbidden('Admin access required');
  return user;
}
