// Newsletters and invitation waves in the admin: a newsletter composed from a published article
// (its live count, preview, test send and send) delivered on the Campaigns screen, and a wave of
// three that moves those signups' Access from Waitlisted to Invited. After a send the tests run the
// scheduled sender at once (e2e/clock.ts) rather than wait for its minute; it hands the mail to the
// test server's SMTP server, whose mailbox the tests read (e2e/mailbox.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { api as apiUrl, pages } from '@nodal/shared';
import { openDatabase } from '@nodal/db/local';
import type { Page } from '@playwright/test';
import { ADMIN, expect, expectNoAxeViolations, test, uniqueId } from './fixtures.ts';
import { runScheduled } from './clock.ts';
import { messagesTo, waitForMessage } from './mailbox.ts';

/** The email preview: a frame that runs no script, which axe could not enter (its text is checked below). */
const PREVIEW_FRAME = 'iframe[title="Email preview"]';

/**
 * A send run on request, or the clock's own run of that minute if it claimed the messages first, on a
 * busy machine.
 */
const DELIVERY_MS = 60_000;

/** The test server's database, through the wire protocol it serves its embedded PGlite on. */
async function serverDb() {
  const dir = join(import.meta.dirname, '..', '.data', process.env.NODAL_E2E_DATA ?? 'e2e');
  const { databaseUrl } = JSON.parse(readFileSync(join(dir, 'server.lock'), 'utf8')) as { databaseUrl?: string };
  if (!databaseUrl) throw new Error('the test server does not share its database');
  return openDatabase(databaseUrl);
}

/**
 * `count` confirmed subscribers of product updates at an institution only this test uses, confirmed a
 * minute apart so their order on the waitlist is theirs: "<tag> 1" is next.
 */
async function confirmedSubscribers(tag: string, count: number): Promise<string[]> {
  const db = await serverDb();
  try {
    const rows = (await db.query(
      `INSERT INTO signups (name, email, institution, status, confirmed_at, topics)
       SELECT $1 || ' ' || n, $1 || '-' || n || '@uni.example', $2, 'confirmed',
              now() - ((100 - n) || ' minutes')::interval, ARRAY['product-updates']
       FROM generate_series(1, $3::int) AS n ORDER BY n RETURNING name`,
      [tag, `Institute ${tag}`, count],
    )) as { name: string }[];
    return rows.map((r) => r.name);
  } finally {
    await db.close();
  }
}

/** A signup's row on the Signups page. */
const signupRow = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

test('a newsletter from a published article: count, preview, test, send, then delivered in Campaigns', async ({
  adminPage: page,
  api,
}) => {
  test.setTimeout(DELIVERY_MS + 60_000);
  const tag = uniqueId('news');
  const title = `Twelve new blocks ${tag}`;
  const created = await api.post(apiUrl.articles, {
    data: {
      title,
      slug: tag,
      type: 'news',
      published: true,
      summary: 'The node library grew.',
      body: `The node library grew by twelve blocks. ${tag}`,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const article = ((await created.json()) as { data: { id: number } }).data;
  await confirmedSubscribers(tag, 2);

  try {
    await page.goto(pages.adminArticles);
    await page.getByPlaceholder('Search articles...').fill(tag);
    await page.getByRole('button', { name: `Email ${title} to subscribers` }).click();
    const dialog = page.getByRole('dialog', { name: 'Email to subscribers' });
    await expect(dialog.getByLabel('Subject')).toHaveValue(title);
    await expect(dialog.getByRole('checkbox', { name: 'Product updates' })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Research insights' })).not.toBeChecked();
    await expect(dialog.getByText('Sends now: the article is published.')).toBeVisible();

    // No topic: the schema's own message, and no count is asked for.
    await dialog.getByRole('checkbox', { name: 'Product updates' }).uncheck();
    await dialog.getByRole('button', { name: 'Send Newsletter' }).click();
    await expect(dialog.getByText('Choose at least one topic')).toBeVisible();
    await expect(dialog.getByTestId('audience-count')).toHaveText('Complete the audience to see how many it reaches.');
    await dialog.getByRole('checkbox', { name: 'Product updates' }).check();
    await dialog.getByLabel('Institution contains (optional)').fill(`Institute ${tag}`);
    await expect(dialog.getByTestId('audience-count')).toHaveText('Reaches 2 subscribers.');

    await dialog.getByRole('button', { name: 'Preview', exact: true }).click();
    const frame = dialog.locator('iframe[title="Email preview"]');
    await expect(frame).toHaveAttribute('sandbox', '');
    await expect(frame.contentFrame().getByText(`The node library grew by twelve blocks. ${tag}`)).toBeVisible();
    await expect(dialog.getByText(`${tag} 1 <${tag}-1@uni.example>`)).toBeVisible();
    await expect(dialog.getByText('(first of 2 recipients)')).toBeVisible();
    await expect(dialog.getByLabel('Plain-text part')).toContainText(`The node library grew by twelve blocks. ${tag}`);
    await expectNoAxeViolations(page, { exclude: [PREVIEW_FRAME] });

    await dialog.getByRole('button', { name: 'Send Test to Me' }).click();
    await expect(page.getByText(`Test email sent to ${ADMIN.email}`)).toBeVisible();
    const testMail = await waitForMessage(ADMIN.email, new RegExp(`^\\[Test\\] ${title}$`));
    expect(testMail.text).toContain(`The node library grew by twelve blocks. ${tag}`);

    await dialog.getByRole('button', { name: 'Send Newsletter' }).click();
    const confirm = page.getByRole('dialog', { name: 'Send this newsletter?' });
    await expect(confirm.getByText('Send this newsletter to 2 subscribers?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Send Newsletter' }).click();
    await expect(page.getByText('Newsletter on its way to 2 subscribers.')).toBeVisible();
    await runScheduled(page.request, 'send-campaigns');
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Open Campaigns' }).click();
    await expect(page).toHaveURL(pages.adminCampaigns);

    const row = page.getByRole('row').filter({ hasText: title }).filter({ hasText: 'Newsletter' });
    await expect(row.getByRole('cell', { name: 'Product updates · institution contains' })).toBeVisible();
    await expect(row.getByRole('cell', { name: '2', exact: true })).toBeVisible();
    // The screen asks again every few seconds while anything is queued: no reload.
    await expect(row.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '100% done: 2 delivered', {
      timeout: DELIVERY_MS,
    });
    await expect(row.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    for (const n of [1, 2]) {
      const received = await waitForMessage(`${tag}-${n}@uni.example`, new RegExp(`^${title}$`));
      expect(received.text).toContain(`/updates/${tag}`);
    }
    await expectNoAxeViolations(page);
  } finally {
    await api.delete(apiUrl.article(article.id));
  }
});

test('a wave of three moves those signups from Waitlisted to Invited; a refused send keeps what was typed', async ({
  adminPage: page,
}) => {
  test.setTimeout(DELIVERY_MS + 60_000);
  const tag = uniqueId('wave');
  const names = await confirmedSubscribers(tag, 4);

  await page.goto(pages.adminSignups);
  await page.getByPlaceholder('Search signups...').fill(tag);
  for (const name of names) {
    await expect(signupRow(page, name).getByText('Waitlisted', { exact: true })).toBeVisible();
  }

  await page.getByRole('navigation', { name: 'Admin Panel' }).getByRole('link', { name: 'Campaigns' }).click();
  await expect(page.getByRole('heading', { name: 'Campaigns', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'New Invitation Wave' }).click();
  const dialog = page.getByRole('dialog', { name: 'New invitation wave' });
  await expect(dialog.getByLabel('How many to invite')).toHaveValue('50');
  await dialog.getByLabel('Institution contains (optional)').fill(`Institute ${tag}`);
  const count = dialog.getByTestId('audience-count');
  await expect(count).toHaveText('Only 4 on the waitlist match: the wave invites 4 people.');
  await dialog.getByLabel('How many to invite').fill('3');
  await expect(count).toHaveText('Invites 3 people from the waitlist.');

  const subject = `Welcome in, {{name}} (${tag})`;
  await dialog.getByLabel('Subject').fill(subject);
  await expect(dialog.getByText(/\{\{inviteLink\}\} where the accept link goes/)).toBeVisible();
  // No {{inviteLink}}: the accept link follows the message.
  await dialog.getByLabel('Message').fill('Hello {{name}} at {{institution}},\n\nYour place has come up.');
  await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue('there');
  await dialog.getByRole('button', { name: 'Preview', exact: true }).click();
  await expect(dialog.getByText(`Welcome in, ${names[0]} (${tag})`)).toBeVisible();
  const text = dialog.getByLabel('Plain-text part');
  await expect(text).toContainText(`Hello ${names[0]} at Institute ${tag},`);
  await expect(text).toContainText('/subscription/accept?token=sample');
  await expectNoAxeViolations(page, { exclude: [PREVIEW_FRAME] });

  await dialog.getByRole('button', { name: 'Send Test to Me' }).click();
  await expect(page.getByText(`Test email sent to ${ADMIN.email}`)).toBeVisible();

  // The server refuses the send with a field error: it shows under the field, and nothing typed is lost.
  await page.route('**/api/admin/campaigns', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 400,
          json: { message: 'Too many for one wave', errors: { 'selection.count': ['Too many for one wave'] } },
        })
      : route.fallback(),
  );
  await dialog.getByRole('button', { name: 'Send Wave' }).click();
  const confirm = page.getByRole('dialog', { name: 'Send this wave?' });
  await expect(confirm.getByText('Send invitations to 3 people?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Send Wave' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: 'Too many for one wave' })).toBeVisible();
  await expect(dialog.getByLabel('How many to invite')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByLabel('How many to invite')).toHaveAccessibleDescription(/Too many for one wave/);
  await expect(dialog.getByLabel('How many to invite')).toHaveValue('3');
  await expect(dialog.getByLabel('Subject')).toHaveValue(subject);
  await expect(dialog.getByLabel('Institution contains (optional)')).toHaveValue(`Institute ${tag}`);
  await page.unroute('**/api/admin/campaigns');

  await dialog.getByRole('button', { name: 'Send Wave' }).click();
  await confirm.getByRole('button', { name: 'Send Wave' }).click();
  await expect(page.getByText('Invitation wave sent: 3 invitations on their way')).toBeVisible();
  await runScheduled(page.request, 'send-campaigns');
  await expect(dialog).toBeHidden();

  const row = page.getByRole('row').filter({ hasText: subject });
  await expect(row.getByText('Invitation wave')).toBeVisible();
  await expect(row.getByText(`Next 3 on the waitlist · institution contains “Institute ${tag}”`)).toBeVisible();
  await expect(row.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '100% done: 3 delivered', {
    timeout: DELIVERY_MS,
  });
  // The next three on the waitlist, each with their own name and a real accept link; the fourth waits.
  for (const [i, name] of names.slice(0, 3).entries()) {
    const invitation = await waitForMessage(`${tag}-${i + 1}@uni.example`, /^Welcome in, /);
    expect(invitation.subject).toBe(`Welcome in, ${name} (${tag})`);
    expect(invitation.text).toContain(`Hello ${name} at Institute ${tag},`);
    expect(invitation.text).toMatch(/\/subscription\/accept\?token=(?!sample)\S+/);
  }
  expect(messagesTo(`${tag}-4@uni.example`)).toEqual([]);

  await page.goto(pages.adminSignups);
  await page.getByPlaceholder('Search signups...').fill(tag);
  await expect(async () => {
    await page.reload();
    await page.getByPlaceholder('Search signups...').fill(tag);
    for (const name of names.slice(0, 3)) {
      await expect(signupRow(page, name).getByText('Invited', { exact: true })).toBeVisible({ timeout: 2000 });
    }
  }).toPass({ timeout: 30_000 });
  await expect(signupRow(page, names[3]!).getByText('Waitlisted', { exact: true })).toBeVisible();
});

test('a save that publishes an article offers the newsletter; the offer opens it for that article', async ({
  adminPage: page,
  api,
}) => {
  const tag = uniqueId('offer');
  const title = `Draft to publish ${tag}`;
  const created = await api.post(apiUrl.articles, {
    data: { title, slug: tag, type: 'news', published: false, summary: 'Summary', body: 'Body' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const article = ((await created.json()) as { data: { id: number } }).data;
  try {
    await page.goto(pages.adminArticles);
    await page.getByPlaceholder('Search articles...').fill(tag);
    // A draft has nothing to email.
    await expect(page.getByRole('button', { name: `Edit ${title}` })).toBeVisible();
    await expect(page.getByRole('button', { name: `Email ${title} to subscribers` })).toHaveCount(0);
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    const editor = page.getByRole('dialog', { name: 'Edit Article' });
    await editor.getByRole('switch', { name: 'Published' }).click();
    await editor.getByRole('button', { name: 'Save Article' }).click();
    await expect(page.getByText('Article updated successfully')).toBeVisible();
    const offer = page.getByTestId('newsletter-offer');
    await expect(offer).toContainText(`“${title}” is published. Email it to subscribers as a newsletter?`);
    await offer.getByRole('button', { name: 'Email It to Subscribers' }).click();
    await expect(offer).toBeHidden();
    const dialog = page.getByRole('dialog', { name: 'Email to subscribers' });
    await expect(dialog.getByLabel('Subject')).toHaveValue(title);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: `Email ${title} to subscribers` })).toBeVisible();
  } finally {
    await api.delete(apiUrl.article(article.id));
  }
});

test('on a phone the campaigns are cards, with nothing wider than the screen', async ({ adminPage: page, api }) => {
  const tag = uniqueId('phone');
  await confirmedSubscribers(tag, 1);
  const subject = `Antidisestablishmentarianismhistorically ${tag}`;
  const wave = await api.post(apiUrl.adminCampaigns, {
    data: {
      kind: 'invitation',
      selection: { count: 1, institution: `Institute ${tag}` },
      subject,
      body: 'Hello {{name}}',
      sendAt: new Date(Date.now() + 86_400_000).toISOString(),
    },
  });
  expect(wave.status(), await wave.text()).toBe(201);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(pages.adminCampaigns);
  await expect(page.getByRole('heading', { name: 'Campaigns', level: 1 })).toBeVisible();
  const card = page.getByRole('list', { name: 'Campaigns' }).getByRole('listitem').filter({ hasText: subject });
  await expect(card.getByText(/^Scheduled for /)).toBeVisible();
  await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '0% done: 1 queued');
  await expect(page.getByRole('region', { name: 'Campaigns' })).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole('button', { name: 'New Invitation Wave' }).click();
  const dialog = page.getByRole('dialog', { name: 'New invitation wave' });
  await expect(dialog.getByRole('button', { name: 'Send Test to Me' })).toBeVisible();
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
});
