// A person's own sign-in: changing the password ends their other sessions, the session
// list and ending sessions, and the idle and absolute limits of a session.
import { api, SIGNED_IN_HINT_COOKIE, type SessionInfo } from '@nodal/shared';
import { describe, expect, it } from 'vitest';
import { createAdmin } from '@nodal/db/factories';
import { body, expectError, expectFieldError } from './helpers.ts';
import { useTestApp, type TestClient } from './harness.ts';

const app = useTestApp();
const CHROME =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

async function signIn(email: string, password: string, userAgent?: string): Promise<TestClient> {
  const client = app.client();
  const response = await client.fetch(api.authLogin, {
    method: 'POST',
    json: { email, password },
    headers: userAgent ? { 'user-agent': userAgent } : {},
  });
  expect(response.status).toBe(200);
  return client;
}

async function person() {
  const account = await createAdmin(app.db);
  const clients = [
    await signIn(account.email, account.password, CHROME),
    await signIn(account.email, account.password),
  ];
  return { ...account, clients };
}

const change = (currentPassword: string, newPassword: string) => ({
  currentPassword,
  newPassword,
  confirmPassword: newPassword,
});

describe('PUT /api/admin/account/password', () => {
  it('ends every other session of the person and keeps this one', async () => {
    const { email, password, clients } = await person();
    const [here, elsewhere] = clients as [TestClient, TestClient];
    const other = await person();
    const response = await here.put(api.adminAccountPassword, change(password, 'a fresh long passphrase'));
    expect(await body(response)).toEqual({ data: { success: true, otherSessionsEnded: 1 } });
    expect((await here.get(api.authUser)).status).toBe(200);
    await expectError(await elsewhere.get(api.authUser), 401, 'Authentication required');
    // Somebody else's sessions are not touched.
    for (const client of other.clients) expect((await client.get(api.authUser)).status).toBe(200);
    await expectError(await app.client().post(api.authLogin, { email, password }), 401, 'Invalid email or password');
    await signIn(email, 'a fresh long passphrase');
    const [row] = await app.db.query<{ changes: Record<string, unknown> }>(
      `SELECT changes FROM audit_log WHERE action = 'account.password_change' AND actor_email = $1`,
      [email],
    );
    expect(row?.changes).toEqual({ password: '[changed]', otherSessionsEnded: 1 });
  });

  it.each([
    [
      'a wrong current password',
      change('wrong password', 'a fresh long passphrase'),
      'currentPassword',
      'Current password is incorrect',
    ],
    [
      'a common password',
      change('correct horse battery', 'iloveyou'),
      'newPassword',
      'This password is too common. Choose one that is harder to guess.',
    ],
    [
      'a short password',
      change('correct horse battery', 'short'),
      'newPassword',
      'Password must be at least 8 characters',
    ],
    [
      'a password over 72 bytes',
      change('correct horse battery', 'é'.repeat(40)),
      'newPassword',
      'Password must be at most 72 bytes',
    ],
    [
      'a mismatched confirmation',
      { ...change('correct horse battery', 'a fresh long passphrase'), confirmPassword: 'x' },
      'confirmPassword',
      'The passwords do not match',
    ],
  ])('refuses %s and changes nothing', async (_label, input, field, message) => {
    const { email, password, clients } = await person();
    await expectFieldError(await clients[0]!.put(api.adminAccountPassword, input), field, message);
    for (const client of clients) expect((await client.get(api.authUser)).status).toBe(200);
    await signIn(email, password);
  });
});

describe('sessions', () => {
  it('lists the live sessions with browser and truncated address, newest use first', async () => {
    const { clients } = await person();
    const list = await body<{ data: SessionInfo[] }>(await clients[0]!.get(api.adminSessions));
    expect(list.data).toHaveLength(2);
    const current = list.data.find((s) => s.current)!;
    expect(current.browser).toBe('Chrome 131 on macOS');
    expect(list.data.filter((s) => s.current)).toHaveLength(1);
    for (const item of list.data) {
      expect(Date.parse(item.createdAt)).not.toBeNaN();
      expect(Date.parse(item.lastUsedAt)).not.toBeNaN();
    }
  });

  it('ends another session, which then gets 401', async () => {
    const { clients } = await person();
    const [here, elsewhere] = clients as [TestClient, TestClient];
    const list = await body<{ data: SessionInfo[] }>(await here.get(api.adminSessions));
    const other = list.data.find((s) => !s.current)!;
    expect((await here.delete(api.adminSession(other.id))).status).toBe(200);
    await expectError(await elsewhere.get(api.authUser), 401, 'Authentication required');
    expect((await here.get(api.authUser)).status).toBe(200);
    // Ending it again, or a session that is not yours: 404.
    await expectError(await here.delete(api.adminSession(other.id)), 404, 'Session not found');
    const stranger = await person();
    const theirs = await body<{ data: SessionInfo[] }>(await stranger.clients[0]!.get(api.adminSessions));
    await expectError(await here.delete(api.adminSession(theirs.data[0]!.id)), 404, 'Session not found');
    await expectError(await here.delete(api.adminSession('not-a-uuid')), 400, 'Session not found');
  });

  it('signs out everywhere, this browser included', async () => {
    const { clients } = await person();
    const response = await clients[0]!.delete(api.adminSessions);
    expect(await body(response)).toEqual({ data: { success: true, sessionsEnded: 2 } });
    // This browser loses its session cookie and the readable hint beside it.
    expect(clients[0]!.cookies.has(SIGNED_IN_HINT_COOKIE)).toBe(false);
    expect(clients[0]!.cookies.has('nodal_session')).toBe(false);
    for (const client of clients) await expectError(await client.get(api.authUser), 401, 'Authentication required');
  });

  it('ends a session idle for two hours, and one older than twelve hours', async () => {
    const { id, clients } = await person();
    const [idle, old] = clients as [TestClient, TestClient];
    const list = await body<{ data: SessionInfo[] }>(await idle.get(api.adminSessions));
    const idleId = list.data.find((s) => s.current)!.id;
    const oldId = list.data.find((s) => !s.current)!.id;
    await app.db.query(`UPDATE sessions SET last_used_at = now() - interval '2 hours 1 second' WHERE id = $1`, [
      idleId,
    ]);
    await app.db.query(
      `UPDATE sessions SET created_at = now() - interval '12 hours 1 second', expires_at = now() - interval '1 second' WHERE id = $1`,
      [oldId],
    );
    await expectError(await idle.get(api.authUser), 401, 'Authentication required');
    await expectError(await old.get(api.authUser), 401, 'Authentication required');
    const rows = await app.db.query('SELECT 1 FROM sessions WHERE admin_id = $1 AND revoked_at IS NULL', [id]);
    expect(rows).toHaveLength(2);
  });

  it('keeps a session in use alive by recording its use', async () => {
    const { clients } = await person();
    const list = await body<{ data: SessionInfo[] }>(await clients[0]!.get(api.adminSessions));
    const sid = list.data.find((s) => s.current)!.id;
    await app.db.query(`UPDATE sessions SET last_used_at = now() - interval '1 hour 59 minutes' WHERE id = $1`, [sid]);
    expect((await clients[0]!.get(api.authUser)).status).toBe(200);
    const [row] = await app.db.query<{ fresh: boolean }>(
      `SELECT last_used_at > now() - interval '1 minute' AS fresh FROM sessions WHERE id = $1`,
      [sid],
    );
    expect(row?.fresh).toBe(true);
  });
});
