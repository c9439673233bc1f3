// Double opt-in and a subscriber's own pages, end to end against a real SMTP server (smtp-server):
// the signup's confirmation email, its single-use link, the preferences page, RFC 8058's one-click
// unsubscribe, export and erasure, and every way a link can be forged or stale.
import { createHash } from 'node:crypto';
import { exportSubscriber, getSubscriber, outboxFor, waitlistStanding } from '@nodal/db';
import { unique } from '@nodal/db/factories';
import { api } from '@nodal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signSubscriberToken } from '../src/audience/token.ts';
import { drainNotifications } from '../src/notify/sender.ts';
import { envOverrides } from './helpers.ts';
import { useTestApp, type TestClient } from './harness.ts';
import { MailServer, type ReceivedMail } from './mail-lab.ts';

const app = useTestApp();
const mail = new MailServer();
const SITE = 'https://nodal.example';
const { saved, useEnv } = envOverrides();

async function waitFor<T>(what: string, read: () => T | Promise<T>, done: (value: T) => boolean, ms = 15_000) {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  await mail.start();
  useEnv({ SMTP_URL: mail.url, MAIL_FROM: 'Nodal <hello@nodal.test>', NOTIFY_TIMEOUT_MS: '1500', SITE_URL: SITE });
});

afterAll(async () => {
  await drainNotifications().catch(() => undefined);
  await mail.stop();
});

const mailTo = (address: string) => mail.received.filter((m) => m.to.includes(address));

async function signUp(address: string, client: TestClient = app.client(), name = 'Ada Okafor') {
  const response = await client.post(api.signup, { name, email: address, institution: null, researchArea: null });
  expect(response.status).toBe(201);
  expect(await response.json()).toEqual({ success: true, message: "You've been added to our early access list." });
}

/** The links of a confirmation email, as paths on the test server. */
function linksOf(message: ReceivedMail) {
  const urls = [...message.text.matchAll(/https:\/\/nodal\.example(\/subscription\/\S+)/g)].map((m) => m[1]!);
  const confirm = urls.find((u) => u.startsWith(api.subscriptionConfirm));
  const preferences = urls.find((u) => u.startsWith(api.subscriptionPreferences));
  expect(confirm, message.text).toBeDefined();
  expect(preferences, message.text).toBeDefined();
  return {
    confirm: confirm!,
    preferences: preferences!,
    token: new URL(preferences!, SITE).searchParams.get('token')!,
  };
}

async function signupId(address: string): Promise<number> {
  const [row] = await app.db.query('SELECT id FROM signups WHERE email = $1', [address]);
  return Number((row as { id: number }).id);
}

/** Posts one button of the preferences page as the page's own form would. */
function postPreferences(client: TestClient, fields: [string, string][]) {
  return client.fetch(api.subscriptionPreferences, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

const consentsOf = async (id: number) =>
  (await app.db.query('SELECT action, source FROM signup_consents WHERE signup_id = $1 ORDER BY id', [id])) as {
    action: string;
    source: string;
  }[];

describe('double opt-in', () => {
  it('signup → confirmation email → confirm → preferences → one-click unsubscribe → export → erase', async () => {
    const address = `${unique('optin')}@example.test`;
    const visitor = app.client();
    await signUp(address, visitor);
    const id = await signupId(address);
    expect((await getSubscriber(app.db, id))!.status).toBe('unconfirmed');

    const [email] = await waitFor(
      'the confirmation email',
      () => mailTo(address),
      (m) => m.length === 1,
    );
    expect(email!.subject).toBe('Confirm your address for Nodal early access');
    expect(email!.text).toContain('Hello Ada Okafor,');
    const links = linksOf(email!);

    const confirmed = await visitor.get(links.confirm);
    expect(confirmed.status).toBe(200);
    expect(confirmed.headers.get('content-type')).toContain('text/html');
    expect(confirmed.headers.get('referrer-policy')).toBe('no-referrer');
    const page = await confirmed.text();
    expect(page).toContain('Thank you for confirming.');
    expect(page).toContain('You’re on the early-access list, Ada Okafor');
    expect((await getSubscriber(app.db, id))!).toMatchObject({ status: 'confirmed', confirmNonce: null });

    // The same link again changes nothing and says so; it cannot confirm anything else.
    const again = await visitor.get(links.confirm);
    expect(again.status).toBe(200);
    expect(await again.text()).toContain('Your address was already confirmed.');

    // Signing up again once confirmed answers the same and sends nothing.
    await signUp(address);
    await drainNotifications();
    expect(mailTo(address)).toHaveLength(1);

    const preferences = await visitor.get(links.preferences);
    expect(preferences.status).toBe(200);
    const form = await preferences.text();
    expect(form).toContain(address);
    expect(form.match(/name="topics" value="[\w-]+" checked/g)).toHaveLength(3);

    const savedTopics = await postPreferences(visitor, [
      ['token', links.token],
      ['topics', 'research-insights'],
      ['action', 'save'],
    ]);
    expect(savedTopics.status).toBe(200);
    expect(await savedTopics.text()).toContain('Your choices are saved.');
    expect((await getSubscriber(app.db, id))!.topics).toEqual(['research-insights']);

    // RFC 8058: the mail program posts from its own servers, with no origin of ours and no cookie.
    const oneClick = await app
      .client()
      .fetch(`${api.subscriptionUnsubscribe}?token=${encodeURIComponent(links.token)}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: 'https://mail.example.com',
          'sec-fetch-site': 'cross-site',
        },
        body: 'List-Unsubscribe=One-Click',
      });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.text()).toBe('');
    expect((await getSubscriber(app.db, id))!.status).toBe('unsubscribed');
    expect(await consentsOf(id)).toEqual([
      { action: 'signup', source: 'early-access signup form' },
      { action: 'confirm', source: 'confirmation email' },
      { action: 'topics', source: 'email preferences page' },
      { action: 'unsubscribe', source: 'email program' },
    ]);
    expect(await app.db.query('SELECT * FROM signup_consents WHERE signup_id = $1', [id])).not.toContainEqual(
      expect.objectContaining({ ip: expect.anything() }),
    );

    const exported = await postPreferences(visitor, [
      ['token', links.token],
      ['action', 'export'],
    ]);
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-disposition')).toBe('attachment; filename="nodal-my-data.json"');
    const data = (await exported.json()) as Record<string, unknown>;
    expect(data).toMatchObject({
      subscriber: { id, email: address, name: 'Ada Okafor', status: 'unsubscribed', topics: ['research-insights'] },
      consents: [{ action: 'signup' }, { action: 'confirm' }, { action: 'topics' }, { action: 'unsubscribe' }],
      emails: [{ subject: 'Confirm your address for Nodal early access', status: 'sent' }],
    });
    expect(JSON.stringify(data)).not.toContain('confirmNonce');

    // Erasing asks for the box to be ticked, then keeps nothing readable of the person.
    const unticked = await postPreferences(visitor, [
      ['token', links.token],
      ['action', 'erase'],
    ]);
    expect(await unticked.text()).toContain('Nothing was erased');
    expect(await getSubscriber(app.db, id)).not.toBeNull();
    const erased = await postPreferences(visitor, [
      ['token', links.token],
      ['confirmErase', 'yes'],
      ['action', 'erase'],
    ]);
    expect(erased.status).toBe(200);
    expect(await erased.text()).toContain('Your data is erased');
    expect(await getSubscriber(app.db, id)).toBeNull();
    expect(await exportSubscriber(app.db, id)).toBeNull();
    expect(await consentsOf(id)).toEqual([]);
    expect(await app.db.query(`SELECT 1 FROM messages WHERE $1 = ANY (recipients)`, [address])).toEqual([]);
    const hash = createHash('sha256').update(address.toLowerCase()).digest('hex');
    expect(await app.db.query('SELECT reason FROM suppressions WHERE email_hash = $1', [hash])).toEqual([
      { reason: 'erased' },
    ]);
    const audit = await app.db.query(
      `SELECT action, actor_email, changes::text AS changes FROM audit_log WHERE record_type = 'signup' AND record_id = $1`,
      [String(id)],
    );
    expect(audit).toEqual([{ action: 'signup.self_erase', actor_email: null, changes: '{}' }]);
    expect(JSON.stringify(audit)).not.toContain(address);

    // The old links now lead nowhere, clearly.
    const gone = await visitor.get(links.preferences);
    expect(gone.status).toBe(400);
    expect(await gone.text()).toContain('This link does not work');
  });

  it('re-sends the link to an unconfirmed address at most once per 10 minutes, and either link confirms once', async () => {
    const address = `${unique('resend')}@example.test`;
    await signUp(address);
    await waitFor(
      'the first email',
      () => mailTo(address),
      (m) => m.length === 1,
    );
    await signUp(address);
    await drainNotifications();
    expect(mailTo(address)).toHaveLength(1);

    const id = await signupId(address);
    await app.db.query(`UPDATE signups SET confirm_sent_at = now() - interval '11 minutes' WHERE id = $1`, [id]);
    await signUp(address);
    const [first, second] = await waitFor(
      'the second email',
      () => mailTo(address),
      (m) => m.length === 2,
    );
    expect(await outboxFor(app.db, 'confirm', id)).toHaveLength(2);
    // The signup itself is stored once, with one signup consent.
    expect(await consentsOf(id)).toEqual([{ action: 'signup', source: 'early-access signup form' }]);

    const client = app.client();
    expect(await (await client.get(linksOf(second!).confirm)).text()).toContain('Thank you for confirming.');
    expect(await (await client.get(linksOf(first!).confirm)).text()).toContain('Your address was already confirmed.');
  });

  it('a link whose nonce was spent by an unsubscribe is used, not confirmed', async () => {
    const address = `${unique('used')}@example.test`;
    await signUp(address);
    const [email] = await waitFor(
      'the email',
      () => mailTo(address),
      (m) => m.length === 1,
    );
    const links = linksOf(email!);
    const client = app.client();
    await postPreferences(client, [
      ['token', links.token],
      ['action', 'unsubscribe'],
    ]);
    const used = await client.get(links.confirm);
    expect(used.status).toBe(410);
    expect(await used.text()).toContain('This link was already used');
    expect((await getSubscriber(app.db, await signupId(address)))!.status).toBe('unsubscribed');
  });

  it('never mails an address suppressed after a bounce or complaint, and answers the same', async () => {
    const address = `${unique('bounced')}@example.test`;
    const hash = createHash('sha256').update(address.toLowerCase()).digest('hex');
    await app.db.query(`INSERT INTO suppressions (email_hash, reason) VALUES ($1, 'bounce')`, [hash]);
    await signUp(address);
    await drainNotifications();
    expect(await outboxFor(app.db, 'confirm', await signupId(address))).toEqual([]);
    expect(mailTo(address)).toEqual([]);
  });

  it('an erased address that signs up again is asked to confirm, and confirming lifts the tombstone', async () => {
    const address = `${unique('again')}@example.test`;
    const hash = createHash('sha256').update(address.toLowerCase()).digest('hex');
    await app.db.query(`INSERT INTO suppressions (email_hash, reason) VALUES ($1, 'erased')`, [hash]);
    await signUp(address);
    const [email] = await waitFor(
      'the email',
      () => mailTo(address),
      (m) => m.length === 1,
    );
    await app.client().get(linksOf(email!).confirm);
    expect(await app.db.query('SELECT 1 FROM suppressions WHERE email_hash = $1', [hash])).toEqual([]);
  });
});

describe('links that prove nothing', () => {
  const page = async (response: Response, status: number, text: string) => {
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain(text);
    expect(html).not.toMatch(/at \w+ \(|node_modules|Error:/);
  };

  it('a forged, cut or foreign token gets a clear page, never a stack', async () => {
    const client = app.client();
    const address = `${unique('forged')}@example.test`;
    await signUp(address);
    const id = await signupId(address);
    const genuine = signSubscriberToken('preferences', id);
    const mangled = [
      '',
      'nonsense',
      genuine.slice(0, -3),
      genuine.replace(`.${id}.`, `.${id + 1}.`),
      '<script>alert(1)</script>',
    ];
    const confirmToken = signSubscriberToken('confirm', id, (await getSubscriber(app.db, id))!.confirmNonce!);
    // Each route takes only its own purpose: a genuine token of the other kind proves nothing there.
    for (const token of [...mangled, confirmToken])
      await page(
        await client.get(`${api.subscriptionPreferences}?token=${encodeURIComponent(token)}`),
        400,
        'This link does not work',
      );
    for (const token of [...mangled, genuine])
      await page(
        await client.get(`${api.subscriptionConfirm}?token=${encodeURIComponent(token)}`),
        400,
        'This link does not work',
      );
    await page(
      await postPreferences(client, [
        ['token', genuine.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))],
        ['confirmErase', 'yes'],
        ['action', 'erase'],
      ]),
      400,
      'This link does not work',
    );
    await page(await postPreferences(client, [['action', 'erase']]), 400, 'This link does not work');
    const forgedClick = await client.fetch(`${api.subscriptionUnsubscribe}?token=nonsense`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(forgedClick.status).toBe(400);
    expect((await getSubscriber(app.db, id))!.status).toBe('unconfirmed');
  });

  it('an expired link says so; an expired preferences link still unsubscribes', async () => {
    const client = app.client();
    const address = `${unique('expired')}@example.test`;
    await signUp(address);
    const id = await signupId(address);
    const subscriber = await getSubscriber(app.db, id);
    const longAgo = Math.floor(Date.now() / 1000) - 400 * 86400;
    const oldConfirm = signSubscriberToken('confirm', id, subscriber!.confirmNonce!, longAgo);
    await page(
      await client.get(`${api.subscriptionConfirm}?token=${encodeURIComponent(oldConfirm)}`),
      410,
      'Confirmation links work for 7 days',
    );
    expect((await getSubscriber(app.db, id))!.status).toBe('unconfirmed');

    const oldPreferences = signSubscriberToken('preferences', id, undefined, longAgo);
    await page(
      await client.get(`${api.subscriptionPreferences}?token=${encodeURIComponent(oldPreferences)}`),
      410,
      'Preference links work for a year',
    );
    const click = await app
      .client()
      .fetch(`${api.subscriptionUnsubscribe}?token=${encodeURIComponent(oldPreferences)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
    expect(click.status).toBe(200);
    expect((await getSubscriber(app.db, id))!.status).toBe('unsubscribed');
  });

  it('the pages are rate-limited per address, with a page that says how long to wait', async () => {
    useEnv({ RATE_LIMIT_PUBLIC_MAX: '3' });
    try {
      const client = app.client();
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await client.get(`${api.subscriptionPreferences}?token=x`)).status);
      expect(statuses).toEqual([400, 400, 400, 429]);
      const limited = await client.get(`${api.subscriptionConfirm}?token=x`);
      await page(limited, 429, 'Too many attempts');
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      useEnv({ RATE_LIMIT_PUBLIC_MAX: saved.RATE_LIMIT_PUBLIC_MAX });
    }
  });
});

describe('the waitlist and referral links', () => {
  /** A confirmed subscriber made directly, confirmed `hoursAgo` hours ago, with a referral code. */
  async function confirmedSubscriber(
    hoursAgo: number,
    referredBy: number | null = null,
  ): Promise<{ id: number; code: string }> {
    const code = unique('r')
      .replace(/[^A-Za-z0-9]/g, '')
      .slice(-12)
      .padStart(12, 'x');
    const [row] = (await app.db.query(
      `INSERT INTO signups (name, email, status, confirmed_at, referral_code, referred_by)
       VALUES ('Queued', $1, 'confirmed', now() - make_interval(hours => $2), $3, $4) RETURNING id`,
      [`${unique('queue')}@example.test`, hoursAgo, code, referredBy],
    )) as [{ id: number }];
    return { id: row.id, code };
  }
  const standing = async (id: number) => {
    const found = (await waitlistStanding(app.db, id))!;
    if (found.position === null) throw new Error(`subscriber ${id} has left the queue`);
    return { ...found, position: found.position };
  };

  it('a signup through a confirmed subscriber’s link counts once it is confirmed, and moves them up', async () => {
    const first = await confirmedSubscriber(3);
    const second = await confirmedSubscriber(2);
    const referrer = await confirmedSubscriber(1);
    expect((await standing(referrer.id)).position).toBeGreaterThan((await standing(second.id)).position);
    expect((await standing(second.id)).position).toBeGreaterThan((await standing(first.id)).position);

    const friend = `${unique('friend')}@example.test`;
    const response = await app.client().post(api.signup, { name: 'Friend', email: friend, ref: referrer.code });
    expect(response.status).toBe(201);
    const friendId = await signupId(friend);
    expect(await app.db.query('SELECT referred_by FROM signups WHERE id = $1', [friendId])).toEqual([
      { referred_by: referrer.id },
    ]);
    // Unconfirmed, the friend does not count yet.
    expect((await standing(referrer.id)).referrals).toBe(0);

    const [email] = await waitFor(
      'the friend’s email',
      () => mailTo(friend),
      (m) => m.length === 1,
    );
    const page = await (await app.client().get(linksOf(email!).confirm)).text();
    expect(page).toContain('Your place in the queue');
    const friendCode = (await getSubscriber(app.db, friendId))!.referralCode!;
    expect(friendCode).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(page).toContain(`${SITE}/forms/signup?ref=${friendCode}`);
    expect(page).toContain(`#${(await standing(friendId)).position.toLocaleString('en-US')}`);

    expect((await standing(referrer.id)).referrals).toBe(1);
    expect((await standing(referrer.id)).position).toBeLessThan((await standing(first.id)).position);
  });

  it('a referral boost stops at ten confirmed referrals', async () => {
    const referrer = await confirmedSubscriber(1);
    // Confirmed 10 days and an hour before the referrer: ten referrals cannot overtake it, eleven neither.
    const earlier = await confirmedSubscriber(1 + 240 + 1);
    for (let i = 0; i < 11; i++) await confirmedSubscriber(0, referrer.id);
    expect((await standing(referrer.id)).referrals).toBe(11);
    expect((await standing(referrer.id)).position).toBeGreaterThan((await standing(earlier.id)).position);
    const later = await confirmedSubscriber(1 + 240 - 1);
    expect((await standing(referrer.id)).position).toBeLessThan((await standing(later.id)).position);
  });

  it('an unknown, malformed or own code refers nobody, and the signup goes through', async () => {
    const referrer = await confirmedSubscriber(1);
    for (const ref of ['AAAAAAAAAAAA', 'not a code!', '<script>', 'x'.repeat(64)]) {
      const email = `${unique('noref')}@example.test`;
      expect((await app.client().post(api.signup, { name: 'N', email, ref })).status).toBe(201);
      expect(await app.db.query('SELECT referred_by FROM signups WHERE email = $1', [email])).toEqual([
        { referred_by: null },
      ]);
    }
    // The referrer's own address through their own link stores nothing new (the address is taken).
    const [{ email }] = (await app.db.query('SELECT email FROM signups WHERE id = $1', [referrer.id])) as [
      { email: string },
    ];
    await app.client().post(api.signup, { name: 'Me', email, ref: referrer.code });
    expect(await app.db.query('SELECT referred_by FROM signups WHERE id = $1', [referrer.id])).toEqual([
      { referred_by: null },
    ]);
    expect((await standing(referrer.id)).referrals).toBe(0);
  });

  it('an unconfirmed or unsubscribed subscriber’s code refers nobody', async () => {
    const gone = await confirmedSubscriber(1);
    await app.db.query(`UPDATE signups SET status = 'unsubscribed' WHERE id = $1`, [gone.id]);
    const email = `${unique('gone-ref')}@example.test`;
    await app.client().post(api.signup, { name: 'N', email, ref: gone.code });
    expect(await app.db.query('SELECT referred_by FROM signups WHERE email = $1', [email])).toEqual([
      { referred_by: null },
    ]);
    expect(await waitlistStanding(app.db, gone.id)).toBeNull();
  });
});
