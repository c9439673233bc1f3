// Bounces and complaints posted by the mail provider over real HTTP, in Nodal's signed shape and in
// Mailgun's: a hard bounce or a complaint suppresses the address for good; a forged, stale or
// unsigned call changes nothing.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { outboxFor } from '@nodal/db';
import { unique } from '@nodal/db/factories';
import { api, type Signup } from '@nodal/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { signMailEvents } from '../src/audience/mail-events.ts';
import { drainNotifications } from '../src/notify/sender.ts';
import { body, envOverrides, expectError } from './helpers.ts';
import { useTestApp, type TestClient } from './harness.ts';

const app = useTestApp();
const SECRET = randomBytes(32).toString('hex');
const MAILGUN_KEY = `key-${randomBytes(16).toString('hex')}`;
const { useEnv } = envOverrides();
let admin: TestClient;

beforeAll(async () => {
  useEnv({ MAIL_EVENTS_SECRET: SECRET, MAILGUN_WEBHOOK_SIGNING_KEY: MAILGUN_KEY });
  admin = await app.adminClient();
});

/** Posts as a provider's server would: no origin, no cookie, the signature in its header. */
function postEvents(payload: unknown, signature?: string | null, raw = JSON.stringify(payload)) {
  return app.client().fetch(api.mailEvents, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { 'nodal-signature': signature ?? signMailEvents(SECRET, raw) }),
    },
    body: raw,
  });
}

/** A Mailgun webhook body as Mailgun sends it, signed with `key`. */
function mailgunBody(eventData: Record<string, unknown>, key = MAILGUN_KEY, timestamp = Math.floor(Date.now() / 1000)) {
  const token = randomBytes(25).toString('hex');
  const signature = createHmac('sha256', key).update(`${timestamp}${token}`).digest('hex');
  return {
    signature: { timestamp: String(timestamp), token, signature },
    'event-data': {
      id: randomBytes(11).toString('base64url'),
      timestamp: timestamp + 0.5,
      'log-level': 'error',
      message: { headers: { 'message-id': `${unique('mg')}@nodal.example`, subject: 'Confirm your address' } },
      ...eventData,
    },
  };
}

function postMailgun(payload: unknown) {
  return app.client().fetch(api.mailEventsMailgun, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
}

async function signUp(address: string) {
  const response = await app.client().post(api.signup, { name: 'Rosalind Franklin', email: address });
  expect(response.status).toBe(201);
}

async function listed(address: string): Promise<Signup> {
  const page = await body<{ data: Signup[] }>(await admin.get(`${api.adminSignups}?q=${encodeURIComponent(address)}`));
  expect(page.data).toHaveLength(1);
  return page.data[0]!;
}

const hashOf = (address: string) => createHash('sha256').update(address.toLowerCase()).digest('hex');

describe('Nodal’s signed mail events', () => {
  it('a hard bounce suppresses the address for good, and the admin says why', async () => {
    const address = `${unique('bounce')}@example.test`;
    await signUp(address);
    const response = await postEvents({
      events: [{ type: 'bounce', bounce: 'hard', email: address.toUpperCase(), detail: '550 5.1.1 No such user' }],
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { received: 1, suppressed: 1 } });
    expect((await listed(address)).suppressed).toBe('bounce');
    expect(
      await app.db.query('SELECT reason, email, detail, source FROM suppressions WHERE email_hash = $1', [
        hashOf(address),
      ]),
    ).toEqual([{ reason: 'bounce', email: address.toLowerCase(), detail: '550 5.1.1 No such user', source: 'nodal' }]);

    // Signing up again, even past the 10-minute wait, sends nothing to a suppressed address.
    const [{ id }] = (await app.db.query('SELECT id FROM signups WHERE email = $1', [address])) as [{ id: number }];
    await drainNotifications();
    const before = (await outboxFor(app.db, 'confirm', id)).length;
    await app.db.query(`UPDATE signups SET confirm_sent_at = now() - interval '11 minutes' WHERE id = $1`, [id]);
    await signUp(address);
    expect(await outboxFor(app.db, 'confirm', id)).toHaveLength(before);

    // Reported again, it stays as it was.
    const again = await postEvents({ events: [{ type: 'complaint', email: address }] });
    expect(await again.json()).toEqual({ data: { received: 1, suppressed: 0 } });
    expect((await listed(address)).suppressed).toBe('bounce');
  });

  it('a complaint suppresses; a soft bounce is taken and ignored', async () => {
    const complaint = `${unique('complaint')}@example.test`;
    const soft = `${unique('soft')}@example.test`;
    const response = await postEvents({
      events: [
        { type: 'complaint', email: complaint, occurredAt: new Date().toISOString() },
        { type: 'bounce', bounce: 'soft', email: soft, detail: '452 Mailbox full' },
      ],
    });
    expect(await response.json()).toEqual({ data: { received: 1, suppressed: 1 } });
    expect(await app.db.query('SELECT reason FROM suppressions WHERE email_hash = $1', [hashOf(complaint)])).toEqual([
      { reason: 'complaint' },
    ]);
    expect(await app.db.query('SELECT 1 FROM suppressions WHERE email_hash = $1', [hashOf(soft)])).toEqual([]);
  });

  it('refuses a forged, altered, stale or missing signature, and changes nothing', async () => {
    const address = `${unique('forged')}@example.test`;
    const payload = { events: [{ type: 'complaint', email: address }] };
    const raw = JSON.stringify(payload);
    const stale = Math.floor(Date.now() / 1000) - 600;
    for (const signature of [
      null,
      'nonsense',
      signMailEvents(randomBytes(32).toString('hex'), raw),
      signMailEvents(SECRET, raw, stale),
      signMailEvents(SECRET, raw.replace('complaint', 'bounce')),
    ])
      await expectError(await postEvents(payload, signature, raw), 401, 'Invalid signature');
    expect(await app.db.query('SELECT 1 FROM suppressions WHERE email_hash = $1', [hashOf(address)])).toEqual([]);
  });

  it('a signed body that is not the documented shape is a 400 that says what is wrong', async () => {
    await expectError(await postEvents({ events: [] }), 400, 'No events');
    const response = await postEvents({ events: [{ type: 'bounce', email: 'not-an-address', bounce: 'hard' }] });
    expect(response.status).toBe(400);
    const raw = '{"events": [';
    await expectError(await postEvents(null, signMailEvents(SECRET, raw), raw), 400, 'Invalid JSON body');
  });

  it('takes nothing while its secret is not set', async () => {
    useEnv({ MAIL_EVENTS_SECRET: undefined });
    try {
      await expectError(
        await postEvents({ events: [{ type: 'complaint', email: 'a@example.test' }] }),
        401,
        'Invalid signature',
      );
    } finally {
      useEnv({ MAIL_EVENTS_SECRET: SECRET });
    }
  });

  it('an erasure keeps a reported address suppressed, without the address', async () => {
    const address = `${unique('erase-bounced')}@example.test`;
    await signUp(address);
    await postEvents({ events: [{ type: 'bounce', bounce: 'hard', email: address, detail: 'gone' }] });
    const [{ id }] = (await app.db.query('SELECT id FROM signups WHERE email = $1', [address])) as [{ id: number }];
    const { eraseSubscriber } = await import('@nodal/db');
    expect(await eraseSubscriber(app.db, id)).toBe(true);
    expect(
      await app.db.query('SELECT reason, email, detail FROM suppressions WHERE email_hash = $1', [hashOf(address)]),
    ).toEqual([{ reason: 'bounce', email: null, detail: null }]);
  });
});

describe('Mailgun’s webhook', () => {
  it('a permanent failure is a hard bounce, a complaint a complaint; the rest is ignored', async () => {
    const failed = `${unique('mg-failed')}@example.test`;
    const complained = `${unique('mg-complained')}@example.test`;
    const temporary = `${unique('mg-temporary')}@example.test`;
    const delivered = `${unique('mg-delivered')}@example.test`;
    const answers = await Promise.all([
      postMailgun(
        mailgunBody({
          event: 'failed',
          severity: 'permanent',
          reason: 'bounce',
          recipient: failed,
          'delivery-status': { code: 550, message: '5.1.1 The email account does not exist', description: '' },
        }),
      ),
      postMailgun(mailgunBody({ event: 'complained', recipient: complained })),
      postMailgun(mailgunBody({ event: 'failed', severity: 'temporary', reason: 'generic', recipient: temporary })),
      postMailgun(mailgunBody({ event: 'delivered', recipient: delivered })),
    ]);
    expect(await Promise.all(answers.map((r) => r.json()))).toEqual([
      { data: { received: 1, suppressed: 1 } },
      { data: { received: 1, suppressed: 1 } },
      { data: { received: 0, suppressed: 0 } },
      { data: { received: 0, suppressed: 0 } },
    ]);
    const reasons = async (address: string) =>
      app.db.query('SELECT reason, detail, source FROM suppressions WHERE email_hash = $1', [hashOf(address)]);
    expect(await reasons(failed)).toEqual([
      { reason: 'bounce', detail: '5.1.1 The email account does not exist', source: 'mailgun' },
    ]);
    expect(await reasons(complained)).toEqual([{ reason: 'complaint', detail: null, source: 'mailgun' }]);
    expect(await reasons(temporary)).toEqual([]);
    expect(await reasons(delivered)).toEqual([]);
  });

  it('refuses a body signed with another key or too long ago', async () => {
    const address = `${unique('mg-forged')}@example.test`;
    const event = { event: 'complained', recipient: address };
    await expectError(await postMailgun(mailgunBody(event, 'key-wrong-wrong-wrong')), 401, 'Invalid signature');
    const old = Math.floor(Date.now() / 1000) - 3600;
    await expectError(await postMailgun(mailgunBody(event, MAILGUN_KEY, old)), 401, 'Invalid signature');
    const tampered = mailgunBody(event);
    tampered.signature.token = `${tampered.signature.token}x`;
    await expectError(await postMailgun(tampered), 401, 'Invalid signature');
    expect(await app.db.query('SELECT 1 FROM suppressions WHERE email_hash = $1', [hashOf(address)])).toEqual([]);
  });
});
