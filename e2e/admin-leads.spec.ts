// Leads in the admin: a new contact in the inbox with its reply date, assignment, notes, the
// Replied offer after "Reply via Email", the Overdue filter and the dashboard figure, Settings and
// Sent mail with a delivered and a failed message.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { api as apiUrl, pages, replyDueOn } from '@nodal/shared';
import { openDatabase } from '@nodal/db/local';
import type { APIRequestContext } from '@playwright/test';
import { ADMIN, expect, expectNoAxeViolations, test, uniqueId } from './fixtures.ts';

/** The test server's database, through the wire protocol it serves its embedded PGlite on. */
async function serverDb() {
  const dir = join(import.meta.dirname, '..', '.data', process.env.NODAL_E2E_DATA ?? 'e2e');
  const { databaseUrl } = JSON.parse(readFileSync(join(dir, 'server.lock'), 'utf8')) as { databaseUrl?: string };
  if (!databaseUrl) throw new Error('the test server does not share its database');
  return openDatabase(databaseUrl);
}

async function postContact(api: APIRequestContext, tag: string) {
  const response = await api.post(apiUrl.contact, {
    data: {
      name: `Ada ${tag}`,
      email: `${tag}@press.example`,
      subject: 'publisher_partner',
      message: `We publish forty journals. ${tag}`,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

function dueLabel(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

test.describe.configure({ mode: 'serial' });

test('a new contact arrives as New with its reply date; assign, note, reply and mark Replied', async ({
  adminPage: page,
  api,
}) => {
  const tag = uniqueId('lead');
  await postContact(api, tag);
  await page.goto(pages.adminContacts);
  await page.getByPlaceholder('Search contacts...').fill(tag);
  const row = page.getByRole('row').filter({ hasText: `Ada ${tag}` });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('New', { exact: true })).toBeVisible();
  const settings = (await (await api.get(apiUrl.adminSettings)).json()) as { data: { timeZone: string } };
  const due = replyDueOn(new Date(), settings.data.timeZone);
  await expect(row.getByText(`Due ${dueLabel(due).replace(/^\w+, /, '')}`)).toBeVisible();
  await expect(row.locator(`time[datetime="${due}"]`)).toBeVisible();
  await expect(row.getByText('Unassigned')).toBeVisible();

  await row.getByRole('button', { name: 'View' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact Submission Details' });
  await expect(dialog.getByText(`We publish forty journals. ${tag}`)).toBeVisible();

  await dialog.getByLabel('Assigned to').selectOption({ label: ADMIN.email });
  await expect(page.getByText('Assignee updated')).toBeVisible();
  await dialog.getByLabel('Status').selectOption('in_progress');
  await expect(page.getByText('Status updated')).toBeVisible();

  // A note is plain text: markup shows as typed.
  const note = `Called back, sending the <b>pilot</b> deck. ${tag}`;
  await dialog.getByLabel('Add a note').fill('x'.repeat(5001));
  await dialog.getByRole('button', { name: 'Add Note' }).click();
  await expect(dialog.getByText('Note must be at most 5000 characters')).toBeVisible();
  await dialog.getByLabel('Add a note').fill(note);
  await dialog.getByRole('button', { name: 'Add Note' }).click();
  const notes = dialog.getByRole('list', { name: 'Notes' });
  await expect(notes.getByText(note, { exact: true })).toBeVisible();
  await expect(notes.getByText(ADMIN.email)).toBeVisible();
  await expect(dialog.getByLabel('Add a note')).toHaveValue('');
  await expectNoAxeViolations(page);

  // Reply via Email still opens the draft; the mailto navigation is held so the page stays.
  const reply = dialog.getByRole('link', { name: 'Reply via Email' });
  await expect(reply).toHaveAttribute(
    'href',
    new RegExp(`^mailto:${tag}@press\\.example\\?subject=Re%3A%20Your%20inquiry`),
  );
  await reply.evaluate((a) => a.addEventListener('click', (e) => e.preventDefault()));
  await reply.click();
  await dialog.getByRole('button', { name: 'Mark as Replied' }).click();
  await expect(page.getByText('Contact marked as replied')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Mark as Replied' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();

  await expect(row.getByText('Replied', { exact: true })).toBeVisible();
  await expect(row.getByText(ADMIN.email)).toBeVisible();
  // Status filter on the server.
  await page.getByRole('group', { name: 'Filters' }).getByLabel('Status').selectOption('replied');
  await expect(row).toHaveCount(1);
  await page.getByRole('group', { name: 'Filters' }).getByLabel('Status').selectOption('new');
  await expect(page.getByText('No contact submissions found')).toBeVisible();
});

test('the Overdue filter and the dashboard figure', async ({ adminPage: page, api }) => {
  const late = uniqueId('late');
  const fresh = uniqueId('fresh');
  await postContact(api, late);
  await postContact(api, fresh);
  // Age one contact by ten days, as if it had arrived then (its reply date recounted the same way).
  const db = await serverDb();
  try {
    const arrived = new Date(Date.now() - 10 * 86_400_000);
    const settings = (await (await api.get(apiUrl.adminSettings)).json()) as { data: { timeZone: string } };
    await db.query(`UPDATE contacts SET created_at = $1, reply_due_on = $2::date WHERE message LIKE $3`, [
      arrived,
      replyDueOn(arrived, settings.data.timeZone),
      `%${late}`,
    ]);
  } finally {
    await db.close();
  }

  await page.goto(pages.admin);
  const figure = page.getByRole('link', { name: /overdue for a reply/ });
  await expect(figure).toBeVisible();
  const count = Number(await figure.getByTestId('overdue-count').textContent());
  expect(count).toBeGreaterThanOrEqual(1);
  await figure.click();
  await expect(page).toHaveURL(/\/admin\/contacts\?due=overdue$/);
  await expect(page.getByRole('group', { name: 'Filters' }).getByLabel('Reply due')).toHaveValue('overdue');
  await expect(page.getByRole('row').filter({ hasText: late })).toHaveCount(1);
  await expect(page.getByRole('row').filter({ hasText: late }).getByText('Overdue')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: fresh })).toHaveCount(0);
  await page.getByPlaceholder('Search contacts...').fill(fresh);
  await expect(page.getByText('No contact submissions found')).toBeVisible();
  await page.getByRole('group', { name: 'Filters' }).getByLabel('Reply due').selectOption('');
  await expect(page.getByRole('row').filter({ hasText: fresh })).toHaveCount(1);
});

test('Settings validate, and Sent mail shows a delivered and a failed message', async ({ adminPage: page, api }) => {
  const before = (await (await api.get(apiUrl.adminSettings)).json()) as {
    data: { notifyEmails: string[]; timeZone: string };
  };
  await page.goto(pages.adminSettings);
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  const emails = page.getByLabel('Staff email addresses');
  const hook = page.getByLabel('Webhook for new contacts');
  const retention = page.getByLabel('Keep page views for (days)');
  await expect(retention).toHaveValue('90');
  await emails.fill('team@nodal.test\nnot-an-address');
  await hook.fill('http://hooks.example/x');
  await retention.fill('5');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Not a valid email address: not-an-address')).toBeVisible();
  await expect(page.getByText('Contact webhook URL must be an https:// address')).toBeVisible();
  await expect(page.getByText('Keep page views for 7 to 730 days')).toBeVisible();
  // What was typed stays.
  await expect(hook).toHaveValue('http://hooks.example/x');
  await expect(retention).toHaveValue('5');
  await hook.fill('');
  await emails.fill('team@nodal.test');
  // Longer than the default: no test's seeded views fall out of it.
  await retention.fill('400');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  expect((await (await api.get(apiUrl.adminSettings)).json()).data.trafficRetentionDays).toBe(400);
  await expectNoAxeViolations(page);

  const ok = uniqueId('delivered');
  const bad = uniqueId('bounced');
  try {
    await postContact(api, ok);
    await expect
      .poll(async () => {
        const list = await (await api.get(`${apiUrl.adminSentMail}?q=${ok}`)).json();
        return (list as { data: { status: string }[] }).data.map((m) => m.status);
      })
      .toEqual(['sent']);
    const saved = await api.put(apiUrl.adminSettings, {
      data: {
        notifyEmails: 'nobody@bounce.test',
        contactWebhookUrl: '',
        signupWebhookUrl: '',
        timeZone: before.data.timeZone,
      },
    });
    expect(saved.status()).toBe(200);
    await postContact(api, bad);
    await expect
      .poll(async () => {
        const list = await (await api.get(`${apiUrl.adminSentMail}?q=${bad}`)).json();
        return (list as { data: { status: string }[] }).data.map((m) => m.status);
      })
      .toEqual(['failed']);
  } finally {
    await api.put(apiUrl.adminSettings, {
      data: {
        notifyEmails: before.data.notifyEmails.join('\n'),
        contactWebhookUrl: '',
        signupWebhookUrl: '',
        timeZone: before.data.timeZone,
        trafficRetentionDays: 90,
      },
    });
  }

  await page.getByRole('tab', { name: 'Sent mail' }).click();
  await expect(page).toHaveURL(pages.adminSentMail);
  await page.getByPlaceholder('Search messages...').fill(ok);
  const delivered = page.getByRole('row').filter({ hasText: ok });
  await expect(delivered).toHaveCount(1);
  await expect(delivered.getByText('Sent', { exact: true })).toBeVisible();
  await expect(delivered.getByText('team@nodal.test')).toBeVisible();
  await expect(delivered.getByText('smtp')).toBeVisible();
  await delivered.getByRole('button', { name: /Open message/ }).click();
  const message = page.getByRole('dialog');
  await expect(message.getByText(`We publish forty journals. ${ok}`)).toBeVisible();
  await expect(
    message.getByText(/Open it in the admin: http:\/\/127\.0\.0\.1:\d+\/admin\/contacts\?open=\d+/),
  ).toBeVisible();
  await message.getByRole('button', { name: 'Close', exact: true }).click();

  await page.getByPlaceholder('Search messages...').fill(bad);
  const failed = page.getByRole('row').filter({ hasText: bad });
  await expect(failed.getByText('Failed', { exact: true })).toBeVisible();
  await expect(failed.getByText('nobody@bounce.test')).toBeVisible();
  await expect(failed.getByText(/550/)).toBeVisible();
  await page.getByRole('combobox', { name: 'Message status' }).selectOption('failed');
  await expect(failed).toHaveCount(1);
  await expectNoAxeViolations(page);
});
