// The signed-in person's sessions: list them, end one, or end them all ("sign out everywhere").
import { SESSION_IDLE_SECONDS, type SessionInfo } from '@nodal/shared';
import { getDb, listLiveSessions, revokeAdminSessions, revokeOwnSession } from '@nodal/db';
import * as z from 'zod';
import { describeBrowser } from '../src/auth/client-info.ts';
import { requireAdminSession } from '../src/auth/guards.ts';
import { clearedSessionCookies } from '../src/auth/session.ts';
import { audit } from '../src/audit.ts';
import { notFound } from '../src/http/errors.ts';
import { api } from '../src/http/handler.ts';
import { validate } from '../src/http/parse.ts';
import { json, jsonWithCookies } from '../src/http/respond.ts';

const sessionIdSchema = z.uuid('Session not found');

export default api('adminSessions', {
  async GET(req) {
    const { user, sessionId } = await requireAdminSession(req);
    const rows = await listLiveSessions(await getDb(), user.id, SESSION_IDLE_SECONDS);
    const sessions: SessionInfo[] = rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      lastUsedAt: row.lastUsedAt.toISOString(),
      browser: describeBrowser(row.userAgent),
      ip: row.ipPrefix,
      current: row.id === sessionId,
    }));
    return json({ data: sessions });
  },

  async DELETE(req, { params, ip }) {
    const { user, sessionId } = await requireAdminSession(req);
    const db = await getDb();
    const actor = { id: user.id, email: user.email, ip };
    if (params.id === undefined) {
      const ended = await db.transaction(async (tx) => {
        const count = await revokeAdminSessions(tx, user.id);
        await audit(tx, actor, 'session.end_all', { type: 'admin', id: user.id }, { sessionsEnded: count });
        return count;
      });
      return jsonWithCookies({ data: { success: true, sessionsEnded: ended } }, clearedSessionCookies(req));
    }
    const target = validate(sessionIdSchema, params.id);
    await db.transaction(async (tx) => {
      if (!(await revokeOwnSession(tx, user.id, target))) throw notFound('Session not found');
      await audit(tx, actor, 'session.end', { type: 'session', id: target }, { current: target === sessionId });
    });
    return jsonWithCookies({ data: { success: true } }, target === sessionId ? clearedSessionCookies(req) : []);
  },
});
