// Notifications through the transactional outbox, against real receivers: an SMTP server from npm
// (smtp-server), one that hangs, and an HTTPS webhook receiver, all on 127.0.0.1.
import { api, type Contact, type SentMessage } from '@nodal/shared';
import { messagesFor, outboxFor } from '@nodal/db';
import { unique } from '@nodal/db/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainNotifications, MAX_ATTEMPTS } from '../src/notify/sender.ts';
import sendNotifications from '../scheduled/send-notifications.ts';
import { setWebhookTrust } from '../src/notify/webhook.ts';
import { body, envOverrides } from './helpers.ts';
import { useTestApp, type TestClient } from './harness.ts';
import { HangingServer, MailServer, WebhookReceiver } from './mail-lab.ts';

const app = useTestApp();
const mail = new MailServer();
const hook = new WebhookReceiver();
let admin: TestClient;
const STAFF = ['sales@nodal.test', 'partners-team@nodal.test'];
const { useEnv } = envOverrides();

async function waitFor<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, ms = 15_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function contactByTag(tag: string): Promise<Contact> {
  const page = await body<{ data: Contact[] }>(await admin.get(`${api.adminContacts}?q=${encodeURIComponent(tag)}`));
  expect(page.data).toHaveLength(1);
  return page.data[0]!;
}

async function postContact(tag: string, client = app.client()) {
  const response = await client.post(api.contact, {
    name: `Ada ${tag}`,
    email: `${tag}@example.test`,
    subject: 'publisher_partner',
    message: `We publish 40 journals and want to try Nodal. ${tag}`,
  });
  expect(response.status).toBe(201);
}

/** The contact's outbox row and its messages once none is still waiting for its first attempt. */
async function settled(tag: string, wanted: (messages: SentMessage[]) => boolean) {
  const contact = await contactByTag(tag);
  const [entry] = await waitFor(
    'the outbox row',
    () => outboxFor(app.db, 'contact', contact.id),
    (r) => r.length > 0,
  );
  const messages = await waitFor('the messages', () => messagesFor(app.db, entry!.id), wanted);
  const [processed] = await outboxFor(app.db, 'contact', contact.id);
  return { contact, entry: processed!, messages };
}

beforeAll(async () => {
  await mail.start();
  await hook.start();
  setWebhookTrust(hook.ca);
  useEnv({
    SMTP_URL: mail.url,
    MAIL_FROM: 'Nodal <notify@nodal.test>',
    NOTIFY_TIMEOUT_MS: '1500',
    SITE_URL: 'https://nodal.example',
  });
  admin = await app.adminClient();
  const current = await body<{ data: { timeZone: string } }>(await admin.get(api.adminSettings));
  const response = await admin.put(api.adminSettings, {
    notifyEmails: STAFF.join('\n'),
    contactWebhookUrl: hook.url('/contact-hook'),
    signupWebhookUrl: hook.url('/signup-hook'),
    timeZone: current.data.timeZone,
  });
  expect(response.status, await response.clone().text()).toBe(200);
});

afterAll(async () => {
  // Let the platform's background sends finish before the receivers go.
  await drainNotifications({ at: new Date(Date.now() + 86_400_000) }).catch(() => undefined);
  // Leave no settings behind for the other files that share the PostgreSQL database.
  await admin?.put(api.adminSettings, {
    notifyEmails: '',
    contactWebhookUrl: '',
    signupWebhookUrl: '',
    timeZone: 'Europe/London',
  });
  setWebhookTrust(null);
  await mail.stop();
  await hook.stop();
});

describe('the outbox', () => {
  it('a contact writes exactly one outbox row, and it becomes one email and one webhook call', async () => {
    const tag = unique('once');
    await postContact(tag);
    const { contact, entry, messages } = await settled(
      tag,
      (m) => m.length === 2 && m.every((x) => x.status === 'sent'),
    );
    expect(await outboxFor(app.db, 'contact', contact.id)).toHaveLength(1);
    expect(entry.processedAt).not.toBeNull();
    expect(messages.map((m) => [m.channel, m.transport, m.status, m.attempts])).toEqual([
      ['email', 'smtp', 'sent', 1],
      ['webhook', 'webhook', 'sent', 1],
    ]);
    // Senders running at once afterwards find nothing left to send.
    await Promise.all([drainNotifications(), drainNotifications(), drainNotifications()]);
    expect(mail.matching(tag)).toHaveLength(1);
    expect(hook.matching(tag)).toHaveLength(1);

    const [email] = mail.matching(tag);
    expect(email!.to.sort()).toEqual([...STAFF].sort());
    expect(email!.from).toBe('notify@nodal.test');
    expect(email!.subject).toBe(`New contact: Publisher/Platform Integration from Ada ${tag}`);
    expect(email!.text).toContain(`We publish 40 journals and want to try Nodal. ${tag}`);
    expect(email!.text).toContain(`Open it in the admin: https://nodal.example/admin/contacts?open=${contact.id}`);
    expect(email!.text).toContain(`Reply by: end of ${contact.replyDueOn}`);
    expect(email!.raw).toMatch(/^Content-Type: text\/plain/im);

    const [call] = hook.matching(tag);
    expect(call).toEqual({
      path: '/contact-hook',
      contentType: 'application/json',
      body: {
        text: `New contact: Publisher/Platform Integration from Ada ${tag}. https://nodal.example/admin/contacts?open=${contact.id}`,
      },
    });
  });

  it('an email carries only its own record: no other visitor, no secret', async () => {
    const first = unique('first');
    const second = unique('second');
    await postContact(first);
    await postContact(second);
    await settled(second, (m) => m.length === 2 && m.every((x) => x.status === 'sent'));
    await settled(first, (m) => m.length === 2 && m.every((x) => x.status === 'sent'));
    const [email] = mail.matching(second);
    expect(email!.raw).not.toContain(first);
    expect(email!.raw).not.toContain(process.env.SESSION_SECRET!);
    expect(email!.raw).not.toContain(hook.url('/contact-hook'));
  });

  it('a signup writes one outbox row, sent as one email and one call to the signup webhook', async () => {
    const tag = unique('signup');
    const response = await app
      .client()
      .post(api.signup, { name: `Lin ${tag}`, email: `${tag}@example.test`, institution: 'Uni' });
    expect(response.status).toBe(201);
    const [row] = await app.db.query<{ id: number }>('SELECT id FROM signups WHERE email = $1', [
      `${tag}@example.test`,
    ]);
    const entries = await outboxFor(app.db, 'signup', row!.id);
    expect(entries).toHaveLength(1);
    await waitFor(
      'the signup messages',
      () => messagesFor(app.db, entries[0]!.id),
      (m) => m.length === 2 && m.every((x) => x.status === 'sent'),
    );
    // The staff get one notice; the person who signed up gets their confirmation (subscribers.test.ts).
    const staff = mail.matching(tag).filter((m) => !m.to.includes(`${tag}@example.test`));
    expect(staff).toHaveLength(1);
    expect(staff[0]!.subject).toBe(`New early-access signup: Lin ${tag}`);
    expect([...staff[0]!.to].sort()).toEqual([...STAFF].sort());
    expect(hook.matching(tag).map((h) => h.path)).toEqual(['/signup-hook']);

    // The same address again is answered alike but stores, and queues, nothing.
    await app.client().post(api.signup, { name: `Lin ${tag}`, email: `${tag}@example.test` });
    expect(await outboxFor(app.db, 'signup', row!.id)).toHaveLength(1);
  });

  it('a contact that is not stored (honeypot) queues nothing', async () => {
    const tag = unique('bot');
    await app
      .client()
      .post(api.contact, { name: tag, email: 'b@example.test', subject: 'other', message: tag, website: 'x' });
    const rows = await app.db.query(`SELECT 1 FROM contacts WHERE message = $1`, [tag]);
    expect(rows).toHaveLength(0);
  });
});

describe('when the mail server is down', () => {
  it('nothing is lost and nothing is sent twice once it is back', async () => {
    const port = mail.port;
    await mail.stop();
    const tag = unique('down');
    await postContact(tag);
    // The immediate attempt fails on the email (refused) and delivers the webhook.
    const { messages, entry } = await settled(
      tag,
      (m) => m.length === 2 && m.every((x) => x.attempts >= 1 && !!(x.status === 'sent' || x.lastError)),
    );
    const email = messages.find((m) => m.channel === 'email')!;
    expect(email).toMatchObject({ status: 'pending', attempts: 1 });
    expect(email.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(new Date(email.nextAttemptAt).getTime()).toBeGreaterThan(Date.now());

    // A run before the backoff is over leaves it alone.
    await drainNotifications();
    expect((await messagesFor(app.db, entry.id)).find((m) => m.channel === 'email')!.attempts).toBe(1);

    // Still down an hour later: a second failed attempt.
    await drainNotifications({ at: new Date(Date.now() + 3_600_000) });
    expect((await messagesFor(app.db, entry.id)).find((m) => m.channel === 'email')).toMatchObject({
      status: 'pending',
      attempts: 2,
    });

    await mail.start(port);
    const later = new Date(Date.now() + 86_400_000);
    await Promise.all([drainNotifications({ at: later }), drainNotifications({ at: later })]);
    await drainNotifications({ at: later });
    const after = await messagesFor(app.db, entry.id);
    expect(after.map((m) => [m.channel, m.status])).toEqual([
      ['email', 'sent'],
      ['webhook', 'sent'],
    ]);
    expect(after.find((m) => m.channel === 'email')!.attempts).toBe(3);
    expect(mail.matching(tag)).toHaveLength(1);
    expect(hook.matching(tag)).toHaveLength(1);
  });

  it(`gives up after ${MAX_ATTEMPTS} attempts, and Sent mail shows the failure`, async () => {
    const port = mail.port;
    await mail.stop();
    const tag = unique('gives-up');
    await postContact(tag);
    const { entry } = await settled(tag, (m) => m.some((x) => x.channel === 'email' && !!x.lastError));
    const emailOf = async () => (await messagesFor(app.db, entry.id)).find((m) => m.channel === 'email')!;
    // Each run two hours on, past any backoff; a run that finds the row still leased by another sender adds nothing.
    let at = Date.now();
    for (let i = 0; i < MAX_ATTEMPTS * 2 && (await emailOf()).status === 'pending'; i++) {
      at += 2 * 3_600_000;
      await drainNotifications({ at: new Date(at) });
    }
    await mail.start(port);
    const email = await emailOf();
    expect(email).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    const list = await body<{ data: SentMessage[] }>(
      await admin.get(`${api.adminSentMail}?status=failed&q=${encodeURIComponent(tag)}`),
    );
    expect(list.data.map((m) => [m.id, m.status, m.attempts])).toEqual([[email.id, 'failed', MAX_ATTEMPTS]]);
    expect(list.data[0]!.lastError).toMatch(/ECONNREFUSED|connect/i);

    // A retry from the admin sends it once.
    expect((await admin.post(api.adminSentMessageRetry(email.id))).status).toBe(200);
    await waitFor(
      'the retried message',
      () => messagesFor(app.db, entry.id),
      (m) => m.find((x) => x.channel === 'email')!.status === 'sent',
    );
    expect(mail.matching(tag)).toHaveLength(1);
    const opened = await body<{ data: SentMessage }>(await admin.get(api.adminSentMessage(email.id)));
    expect(opened.data.body).toContain(tag);
  });
});

describe('a mail server that refuses the recipients', () => {
  it('fails the message at once (a 5xx reply is permanent), and the webhook still goes out', async () => {
    const current = await body<{ data: { timeZone: string } }>(await admin.get(api.adminSettings));
    const settings = {
      contactWebhookUrl: hook.url('/contact-hook'),
      signupWebhookUrl: hook.url('/signup-hook'),
      timeZone: current.data.timeZone,
    };
    await admin.put(api.adminSettings, { ...settings, notifyEmails: 'nobody@bounce.test' });
    const tag = unique('bounce');
    try {
      await postContact(tag);
      const { messages } = await settled(tag, (m) => m.length === 2 && m.every((x) => x.status !== 'pending'));
      const email = messages.find((m) => m.channel === 'email')!;
      expect(email).toMatchObject({ status: 'failed', attempts: 1, recipients: ['nobody@bounce.test'] });
      expect(email.lastError).toMatch(/550/);
      expect(hook.matching(tag)).toHaveLength(1);
    } finally {
      await admin.put(api.adminSettings, { ...settings, notifyEmails: STAFF.join('\n') });
    }
    expect(mail.matching(tag)).toHaveLength(0);
  });
});

describe('the scheduled function sendNotifications', () => {
  it('sends what the immediate attempt could not, once its backoff is over', async () => {
    const port = mail.port;
    await mail.stop();
    const tag = unique('scheduled');
    await postContact(tag);
    const { entry } = await settled(tag, (m) => m.some((x) => x.channel === 'email' && !!x.lastError));
    await mail.start(port);
    // Thirty seconds later, as far as the backoff is concerned.
    await app.db.query(`UPDATE messages SET next_attempt_at = now() WHERE outbox_id = $1 AND status = 'pending'`, [
      entry.id,
    ]);
    const response = await sendNotifications();
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ sent: expect.any(Number) });
    expect((await messagesFor(app.db, entry.id)).map((m) => [m.channel, m.status])).toEqual([
      ['email', 'sent'],
      ['webhook', 'sent'],
    ]);
    await sendNotifications();
    expect(mail.matching(tag)).toHaveLength(1);
  });
});

describe('a mail server or webhook that hangs', () => {
  /** Milliseconds of `n` sequential contact posts (fresh senders, so the rate limit stays out of it). */
  async function timePosts(tag: string, n: number): Promise<number[]> {
    const times: number[] = [];
    let client = app.client();
    for (let i = 0; i < n; i++) {
      if (i % 20 === 19) client = app.client();
      const start = performance.now();
      await postContact(`${tag}-${i}`, client);
      times.push(performance.now() - start);
    }
    return times;
  }
  const p95 = (times: number[]) => [...times].sort((a, b) => a - b)[Math.ceil(times.length * 0.95) - 1]!;

  it('does not slow POST /api/contact', async () => {
    const hanging = new HangingServer();
    await hanging.start();
    const tag = unique('p95');
    const healthy = await timePosts(`${tag}-ok`, 30);
    useEnv({ SMTP_URL: hanging.url, NOTIFY_TIMEOUT_MS: '4000' });
    try {
      const slow = await timePosts(`${tag}-hang`, 30);
      // The background attempts really are stuck on the silent server while the form answers.
      expect(hanging.connections).toBeGreaterThan(0);
      // Waiting for the server would cost every post at least the 4 s greeting timeout.
      expect(p95(slow), `healthy p95 ${p95(healthy).toFixed(1)} ms`).toBeLessThan(p95(healthy) * 5 + 100);
    } finally {
      await hanging.stop();
      useEnv({ SMTP_URL: mail.url, NOTIFY_TIMEOUT_MS: '1500' });
    }
    // Everything queued while it hung goes out, once each.
    const later = new Date(Date.now() + 86_400_000);
    await waitFor(
      'the hanging-phase mail',
      async () => {
        await drainNotifications({ at: later });
        return mail.matching(`${tag}-hang`).length;
      },
      (n) => n >= 30,
      30_000,
    );
    await drainNotifications({ at: later });
    for (let i = 0; i < 30; i++) expect(mail.matching(`${tag}-hang-${i}@`), `contact ${i}`).toHaveLength(1);
  }, 120_000);

  it('a webhook that answers 500 is retried, and the email is not sent again', async () => {
    hook.status = 500;
    const tag = unique('hook500');
    try {
      await postContact(tag);
      const { entry } = await settled(
        tag,
        (m) => m.length === 2 && m.every((x) => x.attempts >= 1 && (x.status === 'sent' || !!x.lastError)),
      );
      const webhook = (await messagesFor(app.db, entry.id)).find((m) => m.channel === 'webhook')!;
      expect(webhook).toMatchObject({ status: 'pending', lastError: 'Webhook answered HTTP 500' });
    } finally {
      hook.status = 200;
    }
    const contact = await contactByTag(tag);
    const [entry] = await outboxFor(app.db, 'contact', contact.id);
    await drainNotifications({ at: new Date(Date.now() + 86_400_000) });
    expect((await messagesFor(app.db, entry!.id)).map((m) => m.status)).toEqual(['sent', 'sent']);
    expect(mail.matching(tag)).toHaveLength(1);
    expect(hook.matching(tag)).toHaveLength(1);
  });
});

describe('without SMTP_URL', () => {
  it('delivers to the local mailbox, which Sent mail lists with the message text', async () => {
    useEnv({ SMTP_URL: undefined });
    const tag = unique('local');
    try {
      await postContact(tag);
      const { messages } = await settled(tag, (m) => m.length === 2 && m.every((x) => x.status === 'sent'));
      expect(messages.find((m) => m.channel === 'email')!.transport).toBe('local mailbox');
    } finally {
      useEnv({ SMTP_URL: mail.url });
    }
    expect(mail.matching(tag)).toHaveLength(0);
    const list = await body<{ data: SentMessage[] }>(
      await admin.get(`${api.adminSentMail}?q=${encodeURIComponent(tag)}`),
    );
    const email = list.data.find((m) => m.channel === 'email')!;
    expect(email).toMatchObject({ transport: 'local mailbox', status: 'sent', recipients: STAFF, attempts: 1 });
    expect(email.body).toBeUndefined();
    const opened = await body<{ data: SentMessage }>(await admin.get(api.adminSentMessage(email.id)));
    expect(opened.data.body).toContain(`We publish 40 journals and want to try Nodal. ${tag}`);
  });

  it('Sent mail is for admins only', async () => {
    expect((await app.client().get(api.adminSentMail)).status).toBe(401);
    const staff = await app.adminClient({ isAdmin: false });
    expect((await staff.get(api.adminSentMail)).status).toBe(403);
  });
});

describe('with nowhere to send', () => {
  it('queues no outbox row for an event the settings name no address or webhook for', async () => {
    const current = await body<{ data: { timeZone: string } }>(await admin.get(api.adminSettings));
    const restore = {
      notifyEmails: STAFF.join('\n'),
      contactWebhookUrl: hook.url('/contact-hook'),
      signupWebhookUrl: hook.url('/signup-hook'),
      timeZone: current.data.timeZone,
    };
    // Only the contact webhook: contacts still notify, signups have nowhere to go.
    await admin.put(api.adminSettings, { ...restore, notifyEmails: '', signupWebhookUrl: '' });
    try {
      const tag = unique('nowhere');
      const signup = await app.client().post(api.signup, { name: `Ada ${tag}`, email: `${tag}@example.test` });
      expect(signup.status).toBe(201);
      const [row] = await app.db.query<{ id: number }>('SELECT id FROM signups WHERE email = $1', [
        `${tag}@example.test`,
      ]);
      expect(row).toBeDefined();
      expect(await outboxFor(app.db, 'signup', row!.id)).toEqual([]);

      await postContact(tag);
      const contact = await contactByTag(tag);
      expect(await outboxFor(app.db, 'contact', contact.id)).toHaveLength(1);

      // Nothing at all configured: the contact is stored and answered, and nothing is queued.
      await admin.put(api.adminSettings, { ...restore, notifyEmails: '', contactWebhookUrl: '', signupWebhookUrl: '' });
      const quiet = unique('quiet');
      await postContact(quiet);
      expect(await outboxFor(app.db, 'contact', (await contactByTag(quiet)).id)).toEqual([]);
    } finally {
      await admin.put(api.adminSettings, restore);
    }
  });
});
