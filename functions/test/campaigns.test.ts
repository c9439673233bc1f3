// Bulk email to confirmed subscribers against a real SMTP server (smtp-server): the whole path from
// signup to one newsletter and a one-click unsubscribe, who a campaign reaches, two senders racing
// over 2,000 recipients, and a sender stopped mid-send.
import { campaignProgress, countAudience, createCampaign as create, INTERRUPTED } from '@nodal/db';
import { unique } from '@nodal/db/factories';
import { api } from '@nodal/shared';
import { describe, expect, it } from 'vitest';
import { sendCampaigns as send, type SendOptions } from '../src/audience/campaign-sender.ts';
import { drainNotifications } from '../src/notify/sender.ts';
import { useTestApp } from './harness.ts';
import { useMailServer } from './mail-lab.ts';

const app = useTestApp();
const SITE = 'https://nodal.example';
/** The sender's parallel hand-overs: at most this many can be caught mid-send when it dies. */
const CONNECTIONS_AT_MOST = 4;

const mail = useMailServer(SITE);

/** This file's campaigns: other files share the PostgreSQL database and send their own at the same time. */
const mine: number[] = [];
const createCampaign = async (...args: Parameters<typeof create>) => {
  const made = await create(...args);
  mine.push(made.id);
  return made;
};
const sendCampaigns = (options: SendOptions) => send({ ...options, campaignIds: mine });

const mailTo = (address: string) => mail.to(address);
const header = (raw: string, name: string) =>
  new RegExp(`^${name}: (.*)$`, 'im').exec(raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' '))?.[1];

/** `count` confirmed subscribers with `topic`, made directly; their addresses. */
async function confirmedWith(topic: string, count: number, extra: { researchArea?: string } = {}): Promise<string[]> {
  const tag = unique('c');
  const rows = (await app.db.query(
    `INSERT INTO signups (name, email, research_area, status, confirmed_at, topics)
     SELECT 'Reader ' || n, $1 || '-' || n || '@example.test', $3, 'confirmed', now(), ARRAY[$4]
     FROM generate_series(1, $2::int) AS n RETURNING email`,
    [tag, count, extra.researchArea ?? null, topic],
  )) as { email: string }[];
  return rows.map((r) => r.email);
}

describe('a newsletter', () => {
  it('signup → confirmation → confirm → newsletter received exactly once → one-click unsubscribe → nothing more', async () => {
    const topic = unique('topic');
    const address = `${unique('reader')}@example.test`;
    const signup = await app.client().post(api.signup, { name: 'Ada Okafor', email: address });
    expect(signup.status).toBe(201);
    await drainNotifications();
    for (let tries = 0; !mailTo(address).length && tries < 300; tries++) await new Promise((r) => setTimeout(r, 50));
    const [confirmation] = mailTo(address);
    const confirm = /https:\/\/nodal\.example(\/subscription\/confirm\?token=\S+)/.exec(confirmation!.text)![1]!;
    expect((await app.client().get(confirm)).status).toBe(200);
    await app.db.query('UPDATE signups SET topics = $2 WHERE email = $1', [address, [topic]]);

    const campaign = await createCampaign(app.db, {
      kind: 'newsletter',
      subject: 'What is new, {{name}}',
      bodyText: 'Hello {{name}} from {{institution}},\n\nThe node library grew by twelve blocks.',
      fallbacks: { institution: 'your lab' },
      audience: { segment: { topics: [topic] } },
    });
    expect(campaign.recipients).toBe(1);
    expect(await sendCampaigns({ budgetMs: 10_000, ratePerSecond: 1000 })).toMatchObject({ sent: 1, failed: 0 });
    await sendCampaigns({ budgetMs: 2_000, ratePerSecond: 1000 });

    const received = mailTo(address).filter((m) => m.subject === 'What is new, Ada Okafor');
    expect(received).toHaveLength(1);
    const [newsletter] = received;
    expect(newsletter!.text).toContain('Hello Ada Okafor from your lab,');
    expect(newsletter!.text).toContain(`${SITE}/subscription/preferences?token=`);
    expect(header(newsletter!.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(header(newsletter!.raw, 'Message-ID')).toBe(
      `<campaign-${campaign.id}-${await idOf(address)}@nodal.example>`,
    );
    const unsubscribe = /^<https:\/\/nodal\.example(\/subscription\/unsubscribe\?token=[^>]+)>$/.exec(
      header(newsletter!.raw, 'List-Unsubscribe')!,
    )![1]!;

    // The mail program's one-click POST, from its own servers.
    const click = await app.client().fetch(unsubscribe, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example.com' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(click.status).toBe(200);

    const next = await createCampaign(app.db, {
      kind: 'newsletter',
      subject: 'And another',
      bodyText: 'More.',
      audience: { segment: { topics: [topic] } },
    });
    expect(next.recipients).toBe(0);
    await sendCampaigns({ budgetMs: 2_000, ratePerSecond: 1000 });
    expect(mailTo(address).map((m) => m.subject)).toEqual([
      'Confirm your address for Nodal early access',
      'What is new, Ada Okafor',
    ]);
  });

  it('reaches confirmed, unsuppressed subscribers of its topics and segment only, as they stand when sent', async () => {
    const topic = unique('topic');
    const [chemist, physicist, later] = await confirmedWith(topic, 3, { researchArea: 'Organic chemistry' });
    await app.db.query(`UPDATE signups SET research_area = 'Physics' WHERE email = $1`, [physicist]);
    const [unconfirmed] = await confirmedWith(topic, 1);
    await app.db.query(`UPDATE signups SET status = 'unconfirmed' WHERE email = $1`, [unconfirmed]);
    const [unsubscribed] = await confirmedWith(topic, 1);
    await app.db.query(`UPDATE signups SET status = 'unsubscribed' WHERE email = $1`, [unsubscribed]);
    const [suppressed] = await confirmedWith(topic, 1);
    await app.db.query(
      `INSERT INTO suppressions (email_hash, reason) VALUES (encode(sha256(convert_to($1, 'UTF8')), 'hex'), 'complaint')`,
      [suppressed],
    );
    const [otherTopic] = await confirmedWith(unique('elsewhere'), 1);

    expect(await countAudience(app.db, { segment: { topics: [topic] } })).toBe(3);
    const segment = { topics: [topic], researchArea: 'CHEMISTRY' };
    expect(await countAudience(app.db, { segment })).toBe(2);
    const campaign = await createCampaign(app.db, {
      kind: 'newsletter',
      subject: 'Chemistry',
      bodyText: 'Hi',
      audience: { segment },
    });
    expect(campaign.recipients).toBe(2);
    // One of the two unsubscribes before the send: they are skipped, not mailed.
    await app.db.query(`UPDATE signups SET status = 'unsubscribed' WHERE email = $1`, [later]);
    await sendCampaigns({ budgetMs: 5_000, ratePerSecond: 1000 });
    expect(await campaignProgress(app.db, campaign.id)).toEqual({ queued: 0, sent: 1, failed: 0, skipped: 1 });
    expect(mailTo(chemist!)).toHaveLength(1);
    for (const address of [physicist, later, unconfirmed, unsubscribed, suppressed, otherTopic])
      expect(mailTo(address!)).toEqual([]);
  });

  it('sends the HTML part with merge fields escaped, beside the text part', async () => {
    const topic = unique('topic');
    const [address] = await confirmedWith(topic, 1);
    await app.db.query(`UPDATE signups SET name = '<b>Eve</b> & co' WHERE email = $1`, [address]);
    await createCampaign(app.db, {
      kind: 'newsletter',
      subject: 'HTML',
      bodyText: 'Hi {{name}}',
      bodyHtml: '<p>Hi {{name}}</p>',
      audience: { segment: { topics: [topic] } },
    });
    await sendCampaigns({ budgetMs: 5_000, ratePerSecond: 1000 });
    const [message] = mailTo(address!);
    expect(message!.raw).toMatch(/Content-Type: multipart\/alternative/i);
    expect(message!.raw).toContain('&lt;b&gt;Eve&lt;/b&gt; &amp; co');
    expect(message!.raw).not.toContain('<p>Hi <b>Eve</b>');
  });
});

describe('sending at scale', () => {
  it('two senders racing over 2,000 recipients send one message each', async () => {
    const topic = unique('race');
    const addresses = await confirmedWith(topic, 2000);
    const campaign = await createCampaign(app.db, {
      kind: 'newsletter',
      subject: `Race ${topic}`,
      bodyText: 'Hello {{name}}',
      audience: { segment: { topics: [topic] } },
    });
    expect(campaign.recipients).toBe(2000);
    const [a, b] = await Promise.all([
      sendCampaigns({ budgetMs: 120_000, batch: 25, ratePerSecond: 10_000 }),
      sendCampaigns({ budgetMs: 120_000, batch: 25, ratePerSecond: 10_000 }),
    ]);
    expect(a.sent + b.sent).toBe(2000);
    expect(a.sent).toBeGreaterThan(0);
    expect(b.sent).toBeGreaterThan(0);
    const race = mail.received.filter((m) => m.subject === `Race ${topic}`);
    expect(race).toHaveLength(2000);
    expect(new Set(race.flatMap((m) => m.to))).toEqual(new Set(addresses));
    expect(await campaignProgress(app.db, campaign.id)).toEqual({ queued: 0, sent: 2000, failed: 0, skipped: 0 });
  }, 180_000);

  it('a sender stopped mid-send leaves the rest to the next, and nobody gets two', async () => {
    const topic = unique('crash');
    const addresses = await confirmedWith(topic, 30);
    const caught = addresses[12]!;
    const campaign = await createCampaign(app.db, {
      kind: 'newsletter',
      subject: `Crash ${topic}`,
      bodyText: 'Hello',
      audience: { segment: { topics: [topic] } },
    });
    // The mail server stops answering in the middle of one recipient; the sender dies right there.
    const kill = new AbortController();
    mail.hold = (address) => address === caught;
    mail.onHold = () => kill.abort();
    try {
      const first = await sendCampaigns({ budgetMs: 30_000, batch: 20, ratePerSecond: 1000, signal: kill.signal });
      expect(first.sent).toBeGreaterThan(0);
    } finally {
      mail.hold = null;
      mail.onHold = null;
      mail.releaseHeld();
    }
    expect((await campaignProgress(app.db, campaign.id)).queued).toBeGreaterThan(0);

    // Its leases run out; the next sender finishes the campaign.
    await app.db.query(
      `UPDATE campaign_recipients SET locked_until = now() - interval '1 second' WHERE campaign_id = $1`,
      [campaign.id],
    );
    await sendCampaigns({ budgetMs: 30_000, ratePerSecond: 1000 });
    const received = mail.received.filter((m) => m.subject === `Crash ${topic}`).flatMap((m) => m.to);
    const rows = (await app.db.query(
      `SELECT s.email, r.status, r.last_error FROM campaign_recipients r JOIN signups s ON s.id = r.signup_id
       WHERE r.campaign_id = $1`,
      [campaign.id],
    )) as { email: string; status: string; last_error: string | null }[];
    // Nobody got two; everyone marked sent got exactly one; nothing is left queued.
    expect(received.length).toBe(new Set(received).size);
    for (const row of rows.filter((r) => r.status === 'sent'))
      expect(
        received.filter((to) => to === row.email),
        row.email,
      ).toHaveLength(1);
    expect(rows.filter((r) => r.status === 'queued')).toEqual([]);
    // Whatever was mid-send when the sender died may or may not have gone; it is never sent again.
    const interrupted = rows.filter((r) => r.status === 'failed');
    expect(interrupted.map((r) => r.email)).toContain(caught);
    for (const row of interrupted) expect(row.last_error).toBe(INTERRUPTED);
    expect(received).not.toContain(caught);
    expect(rows.filter((r) => r.status === 'sent').length).toBeGreaterThanOrEqual(30 - CONNECTIONS_AT_MOST);
  });
});

async function idOf(address: string): Promise<number> {
  const [row] = (await app.db.query('SELECT id FROM signups WHERE email = $1', [address])) as { id: number }[];
  return row!.id;
}
