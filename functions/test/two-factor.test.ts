// Two-factor sign-in: enrolment, the second login step with a code or a recovery code,
// replays, the throttle, and the owners' requirement that makes enrolment part of signing in.
import { api, type TwoFactorSetup } from '@nodal/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { createAdmin } from '@nodal/db/factories';
import { totpCode } from '../src/auth/totp.ts';
import { awayFromWindowEdge, body, data, expectError, expectFieldError } from './helpers.ts';
import { useTestApp, type TestClient } from './harness.ts';

const app = useTestApp();
const STEP = 30_000;
const REUSED = 'This code was just used. Wait for the next one.';

async function signIn(email: string, password: string) {
  const client = app.client();
  const response = await client.post(api.authLogin, { email, password });
  return { client, response, json: await body(response) };
}

/** A person with two-factor on: their secret, recovery codes and a signed-in client. */
async function enrolled() {
  const account = await createAdmin(app.db);
  const { client } = await signIn(account.email, account.password);
  const setup = await data<TwoFactorSetup>(await client.post(api.adminTwoFactorSetup));
  const confirm = await client.put(api.adminTwoFactor, { code: totpCode(setup.secret) });
  expect(confirm.status).toBe(200);
  const { recoveryCodes } = await data<{ recoveryCodes: string[] }>(confirm);
  return { ...account, client, secret: setup.secret, recoveryCodes };
}

async function secondStep(client: TestClient, code: string) {
  return client.post(api.authTwoFactor, { code });
}

describe('enrolment', () => {
  it('gives a secret and an otpauth URI, and turns on with a right code only', async () => {
    const account = await createAdmin(app.db);
    const { client } = await signIn(account.email, account.password);
    expect(await data(await client.get(api.adminTwoFactor))).toEqual({
      enabled: false,
      required: false,
      recoveryCodesLeft: 0,
    });
    const setup = await data<TwoFactorSetup>(await client.post(api.adminTwoFactorSetup));
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.uri).toContain(encodeURIComponent(account.email));
    const wrong = totpCode(setup.secret, Date.now() + 10 * STEP);
    await expectFieldError(await client.put(api.adminTwoFactor, { code: wrong }), 'code');
    expect((await data(await client.get(api.adminTwoFactor))).enabled).toBe(false);

    const response = await client.put(api.adminTwoFactor, { code: totpCode(setup.secret) });
    const { recoveryCodes } = await data<{ recoveryCodes: string[] }>(response);
    expect(recoveryCodes).toHaveLength(10);
    expect(await data(await client.get(api.adminTwoFactor))).toEqual({
      enabled: true,
      required: false,
      recoveryCodesLeft: 10,
    });
    // Only hashes are stored.
    const stored = await app.db.query<{ code_hash: string }>(
      'SELECT code_hash FROM recovery_codes WHERE admin_id = $1',
      [account.id],
    );
    expect(stored).toHaveLength(10);
    for (const code of recoveryCodes) expect(JSON.stringify(stored)).not.toContain(code.replace('-', ''));
    const audit = await app.db.query<{ changes: unknown }>(
      `SELECT changes FROM audit_log WHERE action = 'two_factor.enable' AND actor_id = $1`,
      [account.id],
    );
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain(setup.secret);
  });
});

describe('confirming enrolment twice', () => {
  it('on the Security screen, the code that turned it on is refused as just used; another stays invalid', async () => {
    const account = await createAdmin(app.db);
    const { client } = await signIn(account.email, account.password);
    const setup = await data<TwoFactorSetup>(await client.post(api.adminTwoFactorSetup));
    const code = totpCode(setup.secret);
    expect((await client.put(api.adminTwoFactor, { code })).status).toBe(200);
    const again = await expectFieldError(await client.put(api.adminTwoFactor, { code }), 'code', REUSED);
    expect(again.message).toBe(REUSED);
    await expectFieldError(
      await client.put(api.adminTwoFactor, { code: totpCode(setup.secret, Date.now() + 5 * STEP) }),
      'code',
      'That code did not match. Check the time on your phone and try again.',
    );
    // Still on, with the recovery codes of the first confirmation.
    expect(await data(await client.get(api.adminTwoFactor))).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
  });

  it('in the login when the team requires it, the same code sent twice signs in once', async () => {
    const owner = await createAdmin(app.db);
    const { client: ownerClient } = await signIn(owner.email, owner.password);
    expect((await ownerClient.put(api.adminSecurityPolicy, { requireTwoFactor: true })).status).toBe(200);
    try {
      const account = await createAdmin(app.db, { role: 'admin' });
      const { client } = await signIn(account.email, account.password);
      const setup = await data<TwoFactorSetup>(await client.post(api.authTwoFactorSetup));
      // A second tab (or a double submit) holding the same challenge cookie.
      const twin = app.client();
      twin.cookies.set('nodal_2fa', client.cookies.get('nodal_2fa')!);
      const code = totpCode(setup.secret);
      expect((await secondStep(client, code)).status).toBe(200);
      await expectError(await secondStep(twin, code), 401, REUSED);
      expect(twin.cookies.has('nodal_session')).toBe(false);
    } finally {
      await app.db.query('UPDATE security_policy SET require_two_factor = false');
    }
  });
});

describe('signing in with two-factor on', () => {
  it('asks for a code after the password, then signs in with it; the same code cannot be used twice', async () => {
    const person = await enrolled();
    const first = await signIn(person.email, person.password);
    expect(first.json).toEqual({ isAuthenticated: false, user: null, secondFactor: 'totp' });
    // No session yet: only the short-lived challenge cookie.
    expect(first.client.cookies.has('nodal_session')).toBe(false);
    await expectError(await first.client.get(api.authUser), 401, 'Authentication required');

    // The enrolment used the current step; the app's next code is the one a person would type.
    const code = totpCode(person.secret, Date.now() + STEP);
    const ok = await secondStep(first.client, code);
    expect(await data(ok)).toEqual({
      isAuthenticated: true,
      user: { id: person.id, email: person.email, isAdmin: true },
    });
    expect((await first.client.get(api.authUser)).status).toBe(200);
    expect(first.client.cookies.has('nodal_2fa')).toBe(false);

    const again = await signIn(person.email, person.password);
    await expectError(await secondStep(again.client, code), 401, REUSED);
    expect(again.client.cookies.has('nodal_session')).toBe(false);
  });

  it('refuses the code that turned two-factor on, and an older code after a newer one, as just used', async () => {
    const person = await enrolled();
    const enrolmentCode = totpCode(person.secret);
    const first = await signIn(person.email, person.password);
    await expectError(await secondStep(first.client, enrolmentCode), 401, REUSED);
    // Refused, not signed in: the person is still at the code step.
    expect(first.client.cookies.has('nodal_session')).toBe(false);
    await expectError(await first.client.get(api.authUser), 401, 'Authentication required');
    // A code that matches nothing keeps its own answer.
    await expectError(
      await secondStep(first.client, totpCode(person.secret, Date.now() + 5 * STEP)),
      401,
      'Invalid code',
    );
    // The next code signs in; the enrolment's code, still inside the clock-drift window, is spent by it.
    expect((await secondStep(first.client, totpCode(person.secret, Date.now() + STEP))).status).toBe(200);
    const second = await signIn(person.email, person.password);
    await expectError(await secondStep(second.client, enrolmentCode), 401, REUSED);
    // Every refusal, a reused code as much as a wrong one, is a failed sign-in in the audit log.
    const failed = await app.db.query(
      `SELECT 1 FROM audit_log WHERE action = 'auth.sign_in_failed' AND actor_id = $1`,
      [person.id],
    );
    expect(failed).toHaveLength(3);
  });

  it('refuses a wrong code and a call without the password step', async () => {
    const person = await enrolled();
    const { client } = await signIn(person.email, person.password);
    await expectError(await secondStep(client, totpCode(person.secret, Date.now() + 5 * STEP)), 401, 'Invalid code');
    await expectError(
      await secondStep(app.client(), totpCode(person.secret)),
      401,
      'Your sign-in has expired. Please log in again.',
    );
    await expectFieldError(await secondStep(client, 'nope'), 'code', 'Enter the 6-digit code or a recovery code');
  });

  it('takes each recovery code once', async () => {
    const person = await enrolled();
    const code = person.recoveryCodes[3]!;
    const first = await signIn(person.email, person.password);
    expect((await secondStep(first.client, code.toLowerCase())).status).toBe(200);
    const second = await signIn(person.email, person.password);
    await expectError(await secondStep(second.client, code), 401, 'Invalid code');
    expect((await data(await first.client.get(api.adminTwoFactor))).recoveryCodesLeft).toBe(9);
  });

  it('throttles wrong codes like wrong passwords, even a right code after that', async () => {
    await awayFromWindowEdge(15, 20_000);
    const person = await enrolled();
    const { client } = await signIn(person.email, person.password);
    for (let i = 0; i < 10; i += 1) await expectError(await secondStep(client, '000000'), 401, 'Invalid code');
    const blocked = await secondStep(client, totpCode(person.secret, Date.now() + STEP));
    await expectError(
      blocked,
      429,
      expect.stringMatching(/^Too many failed code attempts\. Try again in \d+ minutes?\.$/),
    );
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address does not get a fresh budget for the same account.
    const elsewhere = await signIn(person.email, person.password);
    await expectError(
      await secondStep(elsewhere.client, totpCode(person.secret, Date.now() + STEP)),
      429,
      expect.any(String),
    );
  });

  it('turns off with the password, after which the password alone signs in', async () => {
    const person = await enrolled();
    await expectFieldError(
      await person.client.fetch(api.adminTwoFactor, { method: 'DELETE', json: { password: 'wrong one' } }),
      'password',
    );
    expect(
      (await person.client.fetch(api.adminTwoFactor, { method: 'DELETE', json: { password: person.password } })).status,
    ).toBe(200);
    expect((await signIn(person.email, person.password)).json).toMatchObject({ isAuthenticated: true });
  });
});

describe('when the owners require two-factor for everyone', () => {
  afterAll(async () => {
    await app.db.query('UPDATE security_policy SET require_two_factor = false');
  });

  it('makes enrolment part of signing in for people without it', async () => {
    const owner = await createAdmin(app.db);
    const { client: ownerClient } = await signIn(owner.email, owner.password);
    expect((await ownerClient.put(api.adminSecurityPolicy, { requireTwoFactor: true })).status).toBe(200);

    const account = await createAdmin(app.db, { role: 'admin' });
    const { client, json } = await signIn(account.email, account.password);
    expect(json).toEqual({ isAuthenticated: false, user: null, secondFactor: 'enrol' });
    const setup = await data<TwoFactorSetup>(await client.post(api.authTwoFactorSetup));
    await expectError(await secondStep(client, totpCode(setup.secret, Date.now() + 6 * STEP)), 401, 'Invalid code');
    const done = await secondStep(client, totpCode(setup.secret));
    const answer = await data(done);
    expect(answer).toMatchObject({ isAuthenticated: true, user: { email: account.email } });
    expect(answer.recoveryCodes).toHaveLength(10);
    expect(await data(await client.get(api.adminTwoFactor))).toMatchObject({ enabled: true, required: true });
    await expectError(
      await client.fetch(api.adminTwoFactor, { method: 'DELETE', json: { password: account.password } }),
      403,
      'Your team requires two-factor sign-in, so it cannot be turned off',
    );
    // A person in the code step cannot ask for a new secret.
    const again = await signIn(account.email, account.password);
    expect(again.json.secondFactor).toBe('totp');
    await expectError(await again.client.post(api.authTwoFactorSetup), 403, 'Two-factor sign-in is already set up');
  });

  it('a member whose two-factor an owner reset sets it up again at their next sign-in', async () => {
    await app.db.query('UPDATE security_policy SET require_two_factor = false');
    const person = await enrolled();
    const owner = await createAdmin(app.db);
    const { client: ownerClient } = await signIn(owner.email, owner.password);
    expect((await ownerClient.put(api.adminSecurityPolicy, { requireTwoFactor: true })).status).toBe(200);

    const reset = await ownerClient.delete(api.adminTeamTwoFactor(person.id));
    expect(await data(reset)).toMatchObject({ id: person.id, twoFactor: false });
    // Their sessions ended with it, and the old authenticator and codes no longer count.
    expect((await person.client.get(api.adminAccount)).status).toBe(401);
    const { client, json } = await signIn(person.email, person.password);
    expect(json).toEqual({ isAuthenticated: false, user: null, secondFactor: 'enrol' });
    await expectError(await secondStep(client, person.recoveryCodes[0]!), 401, 'Invalid code');
    const setup = await data<TwoFactorSetup>(await client.post(api.authTwoFactorSetup));
    expect(setup.secret).not.toBe(person.secret);
    const done = await data(await secondStep(client, totpCode(setup.secret)));
    expect(done).toMatchObject({ isAuthenticated: true, user: { email: person.email } });

    const [row] = await app.db.query<{ actorId: number; changes: Record<string, unknown> }>(
      `SELECT actor_id AS "actorId", changes FROM audit_log WHERE action = 'two_factor.reset' AND record_id = $1`,
      [String(person.id)],
    );
    expect(row).toEqual({
      actorId: owner.id,
      changes: { member: person.email, twoFactor: [true, false], sessionsEnded: 1 },
    });
  });
});
