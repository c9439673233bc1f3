// Sessions, login, logout and their attacks (docs/decisions/0004-revocable-sessions.md), admin
// accounts and login throttling (README, "Environment variables").
import { api, SESSION_TTL_SECONDS, SIGNED_IN_HINT_COOKIE } from '@nodal/shared';
import { decodeJwt, SignJWT, UnsecuredJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '@nodal/db/factories';
import { awayFromWindowEdge, body, expectError, expectFieldError, median } from './helpers.ts';
import { useTestApp, type TestClient } from './harness.ts';

const app = useTestApp();
const COOKIE = 'nodal_session';
const INVALID = { message: 'Invalid email or password' };

async function login(client: TestClient, email: string, password: string) {
  return client.post(api.authLogin, { email, password });
}

describe('POST /api/auth/login', () => {
  it('answers 200 with the user and sets the session cookie', async () => {
    const account = await createAdmin(app.db);
    const client = app.client();
    const response = await login(client, account.email, account.password);
    expect(response.status).toBe(200);
    expect(await body(response)).toEqual({
      isAuthenticated: true,
      user: { id: account.id, email: account.email, isAdmin: true },
    });
    const cookies = response.headers.getSetCookie();
    expect(cookies).toHaveLength(2);
    const [cookie, hint] = cookies as [string, string];
    const [pair, ...attributes] = cookie.split(';').map((part) => part.trim());
    expect(pair).toMatch(new RegExp(`^${COOKIE}=[\\w-]+\\.[\\w-]+\\.[\\w-]+$`));
    expect(attributes).toEqual(
      expect.arrayContaining(['HttpOnly', 'SameSite=Strict', 'Path=/', `Max-Age=${SESSION_TTL_SECONDS}`]),
    );
    expect(SESSION_TTL_SECONDS).toBe(43200);
    // Plain http (the local server): no Secure flag and no __Host- prefix.
    expect(cookie).not.toMatch(/;\s*Secure/i);
    expect(cookie).not.toMatch(/^__Host-/);
    // Beside it, the readable hint the login page checks before asking who is signed in: same life, no secret.
    const [hintPair, ...hintAttributes] = hint.split(';').map((part) => part.trim());
    expect(hintPair).toBe(`${SIGNED_IN_HINT_COOKIE}=1`);
    expect(hintAttributes).toEqual(['Path=/', 'SameSite=Strict', `Max-Age=${SESSION_TTL_SECONDS}`]);
  });

  it('issues an HS256 token that expires after 12 hours', async () => {
    const client = await app.adminClient();
    const token = client.cookies.get(COOKIE)!;
    const header = JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()) as { alg: string };
    expect(header.alg).toBe('HS256');
    const payload = decodeJwt(token);
    expect(payload.exp! - payload.iat!).toBeGreaterThanOrEqual(SESSION_TTL_SECONDS - 5);
    expect(payload.exp! - payload.iat!).toBeLessThanOrEqual(SESSION_TTL_SECONDS + 5);
  });

  it('matches the email whatever its case and surrounding spaces', async () => {
    const account = await createAdmin(app.db);
    const response = await login(app.client(), `  ${account.email.toUpperCase()} `, account.password);
    expect(response.status).toBe(200);
    expect((await body(response)).user.email).toBe(account.email);
  });

  it('logs in a non-admin account with isAdmin false', async () => {
    const account = await createAdmin(app.db, { isAdmin: false });
    const response = await login(app.client(), account.email, account.password);
    expect(response.status).toBe(200);
    expect(await body(response)).toEqual({
      isAuthenticated: true,
      user: { id: account.id, email: account.email, isAdmin: false },
    });
  });

  it.each([
    ['a wrong password', async () => ({ email: (await createAdmin(app.db)).email, password: 'wrong password!' })],
    [
      'an unknown email',
      async () => ({ email: `nobody-${Date.now()}@example.test`, password: 'correct horse battery' }),
    ],
  ])('answers 401 "Invalid email or password" for %s, without a cookie', async (_label, credentials) => {
    const { email, password } = await credentials();
    const client = app.client();
    const response = await login(client, email, password);
    expect(response.status).toBe(401);
    expect(await body(response)).toEqual(INVALID);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect((await client.get(api.authUser)).status).toBe(401);
  });

  it('takes about as long for an unknown email as for a wrong password', async () => {
    const account = await createAdmin(app.db);
    const client = app.client();
    const unknown = `nobody-timing-${Date.now()}@example.test`;
    const timed = async (email: string) => {
      const started = performance.now();
      const response = await login(client, email, 'not the password');
      const elapsed = performance.now() - started;
      expect(response.status).toBe(401);
      expect(await body(response)).toEqual(INVALID);
      return elapsed;
    };
    await timed(unknown); // warm-up: the dummy hash is made on first use
    await timed(account.email);
    const wrong: number[] = [];
    const missing: number[] = [];
    for (let i = 0; i < 5; i++) {
      wrong.push(await timed(account.email));
      missing.push(await timed(unknown));
    }
    const ratio = median(missing) / median(wrong);
    expect(ratio, `unknown ${median(missing).toFixed(1)} ms vs wrong ${median(wrong).toFixed(1)} ms`).toBeGreaterThan(
      0.5,
    );
    expect(ratio).toBeLessThan(2);
  });

  it.each([
    [{ email: 'not-an-email', password: 'x' }, 'email', 'Please enter a valid email address'],
    [{ email: '', password: 'x' }, 'email', 'Please enter a valid email address'],
    [{ email: 'someone@example.test', password: '' }, 'password', 'Password is required'],
  ])('validates %j → 400 on %s', async (payload, field, message) => {
    const response = await app.client().post(api.authLogin, payload);
    const json = await expectFieldError(response, field, message);
    expect(json.message).toBe(message);
  });

  it('refuses a password longer than 72 bytes instead of truncating it', async () => {
    const password = 'p'.repeat(60);
    const account = await createAdmin(app.db, { password });
    expect((await login(app.client(), account.email, password + 'q'.repeat(20))).status).toBe(401);
    expect((await login(app.client(), account.email, password)).status).toBe(200);

    // bcrypt itself reads only 72 bytes: a 72-byte password plus anything would match if cut.
    const exact = 'e'.repeat(72);
    const full = await createAdmin(app.db, { password: exact });
    const longer = await login(app.client(), full.email, exact + 'extra');
    expect(longer.status).toBe(401);
    expect(await body(longer)).toEqual(INVALID);
    expect((await login(app.client(), full.email, exact)).status).toBe(200);
  });
});

describe('login throttling', () => {
  it('answers the 11th failed login from one IP for one account with 429 and Retry-After', async () => {
    await awayFromWindowEdge(15);
    const account = await createAdmin(app.db);
    const attacker = app.client();
    for (let i = 0; i < 10; i++) {
      // The count is per account whatever the case of the address.
      const email = i % 2 ? account.email.toUpperCase() : account.email;
      const response = await login(attacker, email, `wrong-${i}`);
      expect(response.status, `attempt ${i + 1}`).toBe(401);
    }
    const blocked = await login(attacker, account.email, 'wrong-10');
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    const minutes = Math.ceil(retryAfter / 60);
    await expectError(
      blocked,
      429,
      `Too many failed login attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    );

    // Even the right password is refused from that IP until the window ends…
    expect((await login(attacker, account.email, account.password)).status).toBe(429);
    expect(attacker.cookies.size).toBe(0);
    // …while another IP can still log in to the account, and the attacker's IP to other accounts.
    expect((await login(app.client(), account.email, account.password)).status).toBe(200);
    const other = await createAdmin(app.db);
    expect((await login(attacker, other.email, other.password)).status).toBe(200);
  });

  it('counts unknown emails too, so both answers stay alike', async () => {
    await awayFromWindowEdge(15);
    const client = app.client();
    const email = `ghost-${Date.now()}@example.test`;
    for (let i = 0; i < 10; i++) expect((await login(client, email, 'whatever')).status).toBe(401);
    await expectError(await login(client, email, 'whatever'), 429, /Too many failed login attempts/);
  });
});

describe('GET /api/auth/user', () => {
  it('answers 200 with the signed-in user', async () => {
    const account = await createAdmin(app.db);
    const client = app.client();
    await login(client, account.email, account.password);
    const response = await client.get(api.authUser);
    expect(response.status).toBe(200);
    expect(await body(response)).toEqual({
      isAuthenticated: true,
      user: { id: account.id, email: account.email, isAdmin: true },
    });
  });

  it('answers 401 {message} without a session', async () => {
    const response = await app.client().get(api.authUser);
    await expectError(response, 401, 'Authentication required');
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('still answers 401 for a hint left from an ended session, and clears the hint', async () => {
    const client = app.client();
    client.cookies.set(SIGNED_IN_HINT_COOKIE, '1');
    const response = await client.get(api.authUser);
    await expectError(response, 401, 'Authentication required');
    expect(response.headers.getSetCookie()).toEqual([`${SIGNED_IN_HINT_COOKIE}=; Path=/; SameSite=Strict; Max-Age=0`]);
    expect(client.cookies.has(SIGNED_IN_HINT_COOKIE)).toBe(false);
  });

  it('gives a session without the hint (one from before it existed) the hint back', async () => {
    const client = await app.adminClient();
    client.cookies.delete(SIGNED_IN_HINT_COOKIE);
    const response = await client.get(api.authUser);
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()).toEqual([
      `${SIGNED_IN_HINT_COOKIE}=1; Path=/; SameSite=Strict; Max-Age=${SESSION_TTL_SECONDS}`,
    ]);
    // And no cookie at all while both are there.
    expect((await client.get(api.authUser)).headers.getSetCookie()).toEqual([]);
  });
});

describe('POST /api/auth/logout', () => {
  it('clears the cookie and revokes the session, so a replayed cookie gets 401', async () => {
    const client = await app.adminClient();
    const stolen = client.cookies.get(COOKIE)!;
    expect((await client.get(api.authUser)).status).toBe(200);

    const response = await client.post(api.authLogout);
    expect(response.status).toBe(200);
    expect(await body(response)).toEqual({ success: true });
    const [cleared, hint] = response.headers.getSetCookie();
    expect(cleared).toMatch(new RegExp(`^${COOKIE}=;`));
    expect(cleared).toMatch(/Max-Age=0/);
    expect(cleared).toMatch(/HttpOnly/);
    expect(hint).toBe(`${SIGNED_IN_HINT_COOKIE}=; Path=/; SameSite=Strict; Max-Age=0`);
    expect(client.cookies.has(SIGNED_IN_HINT_COOKIE)).toBe(false);
    expect(client.cookies.has(COOKIE)).toBe(false);
    expect((await client.get(api.authUser)).status).toBe(401);

    const replay = app.client();
    replay.cookies.set(COOKIE, stolen);
    await expectError(await replay.get(api.authUser), 401, 'Authentication required');
    await expectError(await replay.get(api.adminSignups), 401, 'Authentication required');
    await expectError(await replay.post(api.articles, {}), 401, 'Authentication required');
  });

  it('answers 200 {success:true} without a session too', async () => {
    const response = await app.client().post(api.authLogout);
    expect(response.status).toBe(200);
    expect(await body(response)).toEqual({ success: true });
  });

  it('ends only the session it was sent with', async () => {
    const account = await createAdmin(app.db);
    const first = app.client();
    const second = app.client();
    await login(first, account.email, account.password);
    await login(second, account.email, account.password);
    await first.post(api.authLogout);
    expect((await first.get(api.authUser)).status).toBe(401);
    expect((await second.get(api.authUser)).status).toBe(200);
  });
});

describe('forged session tokens', () => {
  let real: { token: string; sub: string; sid: string; iss: string };
  const secret = () => new TextEncoder().encode(process.env.SESSION_SECRET!);

  beforeAll(async () => {
    const client = await app.adminClient();
    const token = client.cookies.get(COOKIE)!;
    const payload = decodeJwt(token);
    real = { token, sub: payload.sub!, sid: payload.sid as string, iss: payload.iss! };
  });

  const now = () => Math.floor(Date.now() / 1000);
  const sign = (claims: Record<string, unknown>, key: Uint8Array, alg = 'HS256') =>
    new SignJWT(claims).setProtectedHeader({ alg, typ: 'JWT' }).sign(key);

  const forgeries: [string, () => Promise<string>][] = [
    [
      'alg none',
      async () =>
        new UnsecuredJWT({ sid: real.sid })
          .setSubject(real.sub)
          .setIssuer(real.iss)
          .setIssuedAt()
          .setExpirationTime('1h')
          .encode(),
    ],
    [
      'signed with the wrong key',
      () =>
        sign(
          { sid: real.sid, sub: real.sub, iss: real.iss, iat: now(), exp: now() + 3600 },
          new TextEncoder().encode('x'.repeat(64)),
        ),
    ],
    [
      'expired',
      () => sign({ sid: real.sid, sub: real.sub, iss: real.iss, iat: now() - 7200, exp: now() - 60 }, secret()),
    ],
    [
      'signed with HS512 (alg is pinned)',
      () => sign({ sid: real.sid, sub: real.sub, iss: real.iss, iat: now(), exp: now() + 3600 }, secret(), 'HS512'),
    ],
    [
      'from another issuer',
      () => sign({ sid: real.sid, sub: real.sub, iss: 'someone-else', iat: now(), exp: now() + 3600 }, secret()),
    ],
    [
      'naming a session that does not exist',
      () =>
        sign(
          { sid: '00000000-0000-4000-8000-000000000000', sub: real.sub, iss: real.iss, iat: now(), exp: now() + 3600 },
          secret(),
        ),
    ],
    [
      'with a tampered payload',
      async () => {
        const [header, , signature] = real.token.split('.');
        const payload = { ...decodeJwt(real.token), sub: String(Number(real.sub) + 1) };
        return `${header}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${signature}`;
      },
    ],
    [
      'with a tampered signature',
      async () => `${real.token.slice(0, -4)}${real.token.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`,
    ],
    ['that is not a JWT at all', async () => 'garbage'],
  ];

  it('the genuine token works (control)', async () => {
    const client = app.client();
    client.cookies.set(COOKIE, real.token);
    expect((await client.get(api.authUser)).status).toBe(200);
  });

  it('a token re-signed with the server key and valid claims works (so the forgeries fail for their flaw)', async () => {
    const client = app.client();
    client.cookies.set(
      COOKIE,
      await sign({ sid: real.sid, sub: real.sub, iss: real.iss, iat: now(), exp: now() + 3600 }, secret()),
    );
    expect((await client.get(api.authUser)).status).toBe(200);
  });

  it.each(forgeries)('a token %s → 401', async (_label, forge) => {
    const client = app.client();
    client.cookies.set(COOKIE, await forge());
    await expectError(await client.get(api.authUser), 401, 'Authentication required');
    await expectError(await client.get(api.adminContacts), 401, 'Authentication required');
  });
});
