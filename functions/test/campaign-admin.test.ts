// The admin's side of bulk email, over HTTP against a real SMTP server: a newsletter from an Updates
// article (count, preview, test, send, delivery with bounces) and an invitation wave (the next on the
// waitlist, merge fields with fallbacks, statuses waitlisted → invited → accepted from the link).
import { createArticle, unique } from '@nodal/db/factories';
import { suppressAddresses } from '@nodal/db';
import { api, type CampaignPreview, type CampaignSummary, type Signup } from '@nodal/shared';
import { describe, expect, it } from 'vitest';
import { sendCampaigns } from '../src/audience/campaign-sender.ts';
import { signSubscriberToken } from '../src/audience/token.ts';
import { data, expectError, expectFieldError } from './helpers.ts';
import { useTestApp, type TestClient } from './harness.ts';
import { useMailServer } from './mail-lab.ts';

const app = useTestApp();
const SITE = 'https://nodal.example';
const IMAGE = '/api/images/abcdefghijklmnop-800x600/800.webp';

const mail = useMailServer(SITE);
const mailTo = (address: string) => mail.to(address);

/** Confirmed subscribers in confirmation order (the first is first on the waitlist), all in one research area. */
async function waitlisted(area: string, people: { name: string; institution?: string | null }[]): Promise<string[]> {
  const emails: string[] = [];
  for (const [i, person] of people.entries()) {
    const email = `${unique('w')}@example.test`;
    await app.db.query(
      `INSERT INTO signups (name, email, institution, research_area, status, confirmed_at, topics)
       VALUES ($1, $2, $3, $4, 'confirmed', now() - make_interval(mins => $5), ARRAY['product-updates', 'early-access'])`,
      [person.name, email, person.institution ?? null, area, 1000 - i],
    );
    emails.push(email);
  }
  return emails;
}

/** This file's campaigns: other files share the PostgreSQL database and send their own at the same time. */
const mine: number[] = [];
async function created(response: Response): Promise<CampaignSummary> {
  expect(response.status, await response.clone().text()).toBe(201);
  const summary = await data<CampaignSummary>(response);
  mine.push(summary.id);
  return summary;
}

async function sendAll() {
  for (let round = 0; round < 20; round++) {
    const done = await sendCampaigns({ budgetMs: 5_000, ratePerSecond: 1000, campaignIds: mine });
    if (!done.sent && !done.failed && !done.skipped) return;
  }
}

async function campaign(admin: TestClient, id: number): Promise<CampaignSummary> {
  const list = await data<CampaignSummary[]>(await admin.get(api.adminCampaigns));
  return list.find((c) => c.id === id)!;
}

describe('a newsletter from an Updates article', () => {
  it('counts, previews, tests, sends, and reports delivery with bounces', async () => {
    const admin = await app.adminClient();
    const me = (await (await admin.get(api.authUser)).json()) as { user: { email: string } };
    const area = unique('area');
    const readers = await waitlisted(area, [{ name: 'Ama Mensah' }, { name: 'Bo Lindqvist' }, { name: 'Cleo Dubois' }]);
    const article = await createArticle(app.db, {
      title: 'Twelve new blocks for peer review',
      body: `Intro with a [docs link](/docs).\n\n![A review graph](${IMAGE})\n\n## Details\n\n- one\n- two`,
    });
    const segment = { topics: ['product-updates'], researchArea: area };

    const count = await data<{ count: number }>(
      await admin.post(api.adminCampaignAudience, { kind: 'newsletter', articleId: article.id, segment }),
    );
    expect(count).toEqual({ count: 3 });

    const draft = { kind: 'newsletter', articleId: article.id, subject: 'New: {{name}}, twelve blocks', segment };
    const preview = await data<CampaignPreview>(await admin.post(api.adminCampaignPreview, draft));
    expect(preview.recipients).toBe(3);
    expect(preview.subject).toBe('New: Ama Mensah, twelve blocks');
    expect(preview.recipient).toContain(readers[0]);
    // Rendered for mail programs: inline styles, absolute URLs, the web link, the footer.
    expect(preview.html).toContain(`src="${SITE}${IMAGE}"`);
    expect(preview.html).not.toContain('srcset=');
    expect(preview.html).toContain(`href="${SITE}/docs"`);
    expect(preview.html).toMatch(/<h2 style="[^"]*font-size: 21px/);
    expect(preview.html).toContain(`${SITE}/updates/${article.slug}`);
    expect(preview.html).toContain('Choose topics or unsubscribe');
    // Nothing loads from a third party when the email is opened.
    expect(preview.html).not.toMatch(/googleapis|<link /);
    expect(preview.text).toContain('Twelve new blocks for peer review');
    expect(preview.text).toContain(`Read it on the web: ${SITE}/updates/${article.slug}`);
    expect(preview.text).not.toContain('<');

    const test = await data<{ sentTo: string }>(await admin.post(api.adminCampaignTest, draft));
    expect(test.sentTo).toBe(me.user.email);
    expect(mailTo(me.user.email).map((m) => m.subject)).toEqual(['[Test] New: Ama Mensah, twelve blocks']);
    for (const reader of readers) expect(mailTo(reader)).toEqual([]);

    const summary = await created(await admin.post(api.adminCampaigns, draft));
    expect(summary).toMatchObject({ kind: 'newsletter', articleId: article.id, recipients: 3, queued: 3, sent: 0 });
    expect(summary.audience).toBe(`Product updates · research area contains “${area}”`);

    await sendAll();
    for (const reader of readers) expect(mailTo(reader)).toHaveLength(1);
    const [toFirst] = mailTo(readers[0]!);
    expect(toFirst!.raw).toMatch(/Content-Type: multipart\/alternative/i);
    expect(toFirst!.raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(mailTo(readers[2]!)[0]!.subject).toBe('New: Cleo Dubois, twelve blocks');

    const audit = (await app.db.query(
      `SELECT action, record_id AS "recordId", changes FROM audit_log WHERE actor_email = $1 ORDER BY id`,
      [me.user.email],
    )) as { action: string; recordId: string | null; changes: Record<string, unknown> }[];
    expect(audit.filter((row) => row.action.startsWith('campaign.'))).toEqual([
      { action: 'campaign.send_test', recordId: null, changes: { subject: draft.subject, email: me.user.email } },
      {
        action: 'campaign.send_newsletter',
        recordId: String(summary.id),
        changes: expect.objectContaining({ recipients: 3, articleId: article.id, audience: summary.audience }),
      },
    ]);

    // The same article again reaches nobody who has it: only a reader who joined since.
    await expectError(
      await admin.post(api.adminCampaigns, draft),
      400,
      'Everyone in this audience has this article’s newsletter already',
    );
    await waitlisted(area, [{ name: 'Dev Patel' }]);
    expect(
      await data(await admin.post(api.adminCampaignAudience, { kind: 'newsletter', articleId: article.id, segment })),
    ).toEqual({ count: 1 });

    await suppressAddresses(app.db, [
      { email: readers[1]!, reason: 'bounce', detail: '550 no such user', source: 'nodal' },
    ]);
    expect(await campaign(admin, summary.id)).toMatchObject({
      recipients: 3,
      queued: 0,
      sent: 3,
      failed: 0,
      bounced: 1,
    });

    // Insights shows the same delivery for the newsletters due in its range, and its CSV.
    const today = new Date().toISOString().slice(0, 10);
    const range = `from=${today}&to=${today}&tz=UTC`;
    const chart = await data<{ rows: { id: number; sent: number; bounced: number; recipients: number }[] }>(
      await admin.get(`${api.adminInsights('newsletters')}?${range}`),
    );
    expect(chart.rows.find((n) => n.id === summary.id)).toMatchObject({
      subject: 'New: {{name}}, twelve blocks',
      recipients: 3,
      sent: 3,
      bounced: 1,
    });
    const csv = await (await admin.get(`${api.adminInsightsCsv('newsletters')}?${range}`)).text();
    expect(csv.split('\r\n')[0]).toBe('Newsletter,Subject,Due on,Recipients,Sent,Failed,Bounced,Skipped,Queued');
    expect(csv).toContain(`${summary.id},"New: {{name}}, twelve blocks",${today},3,3,0,1,0,0\r\n`);
  });

  it('waits for a scheduled article, and refuses a draft, an empty audience and bad input with field errors', async () => {
    const admin = await app.adminClient();
    const area = unique('area');
    await waitlisted(area, [{ name: 'Cy Rao' }]);
    const publishAt = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await createArticle(app.db, { published: false, publishAt });
    const segment = { topics: ['product-updates'], researchArea: area };
    const soon = await created(
      await admin.post(api.adminCampaigns, { kind: 'newsletter', articleId: scheduled.id, subject: 'Soon', segment }),
    );
    expect(Date.parse(soon.sendAt)).toBe(Date.parse(publishAt));
    await sendAll();
    expect((await campaign(admin, soon.id)).queued).toBe(1);

    const draft = await createArticle(app.db, { published: false });
    await expectFieldError(
      await admin.post(api.adminCampaigns, { kind: 'newsletter', articleId: draft.id, subject: 'x', segment }),
      'articleId',
      'Publish or schedule the article first',
    );
    const published = await createArticle(app.db);
    await expectError(
      await admin.post(api.adminCampaigns, {
        kind: 'newsletter',
        articleId: published.id,
        subject: 'x',
        segment: { topics: ['product-updates'], researchArea: unique('nobody') },
      }),
      400,
      'No confirmed subscriber matches this audience',
    );
    await expectFieldError(
      await admin.post(api.adminCampaigns, { kind: 'newsletter', articleId: published.id, subject: ' ', segment }),
      'subject',
      'Subject is required',
    );
    await expectFieldError(
      await admin.post(api.adminCampaigns, {
        kind: 'newsletter',
        articleId: published.id,
        subject: 'x',
        segment: { topics: [] },
      }),
      'segment.topics',
      'Choose at least one topic',
    );
    await expectError(
      await admin.post(api.adminCampaignPreview, { kind: 'newsletter', articleId: 999_999, subject: 'x', segment }),
      404,
      'Article not found',
    );
    expect((await app.client().get(api.adminCampaigns)).status).toBe(401);
  });
});

describe('an invitation wave', () => {
  it('invites the next on the waitlist, fills merge fields safely, and records who accepts', async () => {
    const admin = await app.adminClient();
    const area = unique('area');
    const people = await waitlisted(area, [
      { name: 'Dana <Scully>', institution: 'FBI & Co' },
      { name: 'Eli Moreau', institution: null },
      { name: 'Fay Okoro', institution: 'Lagos' },
      { name: 'Gus Tan', institution: 'NUS' },
      { name: 'Hal Berg', institution: 'KTH' },
    ]);
    const wave = {
      kind: 'invitation',
      selection: { count: 3, researchArea: area },
      subject: 'Your place, {{name}}',
      body: 'Hello {{name}} at {{institution}},\n\nYour workspace is ready.\n\n{{inviteLink}}\n\nSee you inside.',
      fallbacks: { institution: 'your lab' },
    };
    expect(
      await data(await admin.post(api.adminCampaignAudience, { kind: 'invitation', selection: wave.selection })),
    ).toEqual({
      count: 3,
    });
    const preview = await data<CampaignPreview>(await admin.post(api.adminCampaignPreview, wave));
    expect(preview.subject).toBe('Your place, Dana <Scully>');
    expect(preview.html).toContain('Hello Dana &lt;Scully&gt; at FBI &amp; Co,');
    expect(preview.html).toContain(`href="${SITE}/subscription/accept?token=sample"`);
    expect(preview.text).toContain('Hello Dana <Scully> at FBI & Co,');

    const summary = await created(await admin.post(api.adminCampaigns, wave));
    expect(summary).toMatchObject({ kind: 'invitation', recipients: 3, accepted: 0 });
    const before = await data<Signup[]>(await admin.get(`${api.adminSignups}?q=${area}&pageSize=50`));
    // In a wave not yet sent: out of the queue, not yet invited.
    expect(
      before
        .filter((s) => s.position !== null)
        .map((s) => s.email)
        .sort(),
    ).toEqual(people.slice(3).sort());

    await sendAll();
    const invited = people.slice(0, 3);
    for (const email of invited) expect(mailTo(email)).toHaveLength(1);
    for (const email of people.slice(3)) expect(mailTo(email)).toEqual([]);
    expect(mailTo(people[1]!)[0]!.text).toContain('Hello Eli Moreau at your lab,');
    const after = await data<Signup[]>(await admin.get(`${api.adminSignups}?q=${area}&pageSize=50`));
    const access = Object.fromEntries(after.map((s) => [s.email, s.access]));
    expect(invited.map((e) => access[e])).toEqual(['invited', 'invited', 'invited']);
    expect(people.slice(3).map((e) => access[e])).toEqual(['waitlisted', 'waitlisted']);

    // The link opens a page with a button; the button's post records the acceptance, once.
    const link = /https:\/\/nodal\.example(\/subscription\/accept\?token=\S+)/.exec(mailTo(people[0]!)[0]!.text)![1]!;
    const page = await app.client().get(link);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Accept my invitation');
    expect(html).toContain('Dana &lt;Scully&gt;');
    const token = decodeURIComponent(new URL(link, SITE).searchParams.get('token')!);
    const accept = () =>
      app.client().fetch(api.subscriptionAccept, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example.com' },
        body: new URLSearchParams({ token }).toString(),
      });
    const first = await accept();
    expect(first.status).toBe(200);
    expect(await first.text()).toContain('Thank you for accepting.');
    expect(await (await accept()).text()).toContain('You had already accepted this invitation.');
    expect(await campaign(admin, summary.id)).toMatchObject({ sent: 3, accepted: 1 });
    const accepted = await data<Signup[]>(await admin.get(`${api.adminSignups}?q=${people[0]}`));
    expect(accepted[0]!.access).toBe('accepted');

    // The next wave takes the two still waiting, never the invited again.
    const next = await created(
      await admin.post(api.adminCampaigns, { ...wave, selection: { count: 10, researchArea: area } }),
    );
    expect(next.recipients).toBe(2);
  });

  it('refuses a forged, foreign or expired accept link with a page, never a stack', async () => {
    const [email] = await waitlisted(unique('area'), [{ name: 'Ivy' }]);
    const { rows } = {
      rows: (await app.db.query('SELECT id FROM signups WHERE email = $1', [email])) as { id: number }[],
    };
    const id = rows[0]!.id;
    const get = (token: string) => app.client().get(`${api.subscriptionAccept}?token=${encodeURIComponent(token)}`);
    const genuine = signSubscriberToken('accept', id);
    expect((await get(`${genuine.slice(0, -2)}xx`)).status).toBe(400);
    expect((await get(signSubscriberToken('preferences', id))).status).toBe(400);
    const expired = await get(signSubscriberToken('accept', id, '-', Math.floor(Date.now() / 1000) - 91 * 86_400));
    expect(expired.status).toBe(410);
    expect(await expired.text()).toContain('This invitation has expired');
    const none = await (await app.adminClient()).get(`${api.adminSignups}?q=${email}`);
    expect((await data<Signup[]>(none))[0]!.access).toBe('waitlisted');
  });
});
