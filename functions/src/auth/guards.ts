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

/** A signed-in owner (the team and its security policy); 403 for an admin who is not one. */
export async function requireOwner(req: Request): Promise<ActiveSession> {
  const session = await requireSession(req);
  if (session.user.isAdmin !== true) throw forbidden('Admin access required');
  if (session.role !== 'owner') throw forbidden('Only an owner can manage the team');
  return session;
}

/** The signed-in admin with their session (the account and sessions screens need its id). */
export async function requireAdminSession(req: Request): Promise<ActiveSession> {
  const session = await requireSession(req);
  if (session.user.isAdmin !== true) throw forbidden('Admin access required');
  return session;
}
