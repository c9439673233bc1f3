// The Insights screen against the real server: charts drawn from a seeded series, their tables
// matching the seeded numbers, CSV downloads, the range form, the links to it, and the strict CSP.
// The public endpoints can only write "now", so the series is written straight into the server's
// database (the URL it publishes in its lock file) in June 2018, where no other test writes.
import type { Db } from '@nodal/db';
import { DatabaseUnavailableError, updateContact } from '@nodal/db';
import { createContact, createCtaEvent, createSignup } from '@nodal/db/factories';
import { pages } from '@nodal/shared';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { card, downloadCsv, serverDb, tableOf } from './insights.ts';

const LONG_ELEMENT = 'pricing_institutional_plan_request_a_tailored_demo_button_in_the_comparison_table';
// [UTC instant, section, element]
const EVENTS: Array<[string, string, string]> = [
  ['2018-06-04T09:00:00Z', 'signup_section', 'signup_form'],
  ['2018-06-04T10:00:00Z', 'signup_section', 'signup_form'],
  ['2018-06-05T10:00:00Z', 'signup_section', 'signup_form'],
  ['2018-06-05T11:00:00Z', 'pricing', LONG_ELEMENT],
  ['2018-06-07T11:00:00Z', 'pricing', LONG_ELEMENT],
  ['2018-06-12T08:00:00Z', 'signup_section', 'signup_form'],
];
const SIGNUPS = ['2018-06-04T09:01:00Z', '2018-06-05T10:01:00Z', '2018-06-05T12:00:00Z', '2018-06-12T08:01:00Z'];
// [UTC instant, subject, replied at]: the first two are due Fri 8 Jun; the first is replied to late.
const CONTACTS: Array<[string, string, string | null]> = [
  ['2018-06-06T15:00:00Z', 'publisher_partner', '2018-06-11T12:00:00Z'],
  ['2018-06-06T16:00:00Z', 'publisher_partner', null],
  ['2018-06-13T23:30:00Z', 'investor', null], // Jun 13 in UTC, Jun 14 in Berlin
];
const RANGE = '?from=2018-06-04&to=2018-06-14&bucket=day';

/** Seeds the series in one transaction: all of it or, if the connection fails midway, none. */
async function seedSeries(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    // Seeded once per server: a rerun against a reused server finds the series already there.
    const [seeded] = await tx.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM cta_events WHERE created_at >= '2018-06-01' AND created_at < '2018-07-01'`,
    );
    if (seeded && seeded.n > 0) return;
    for (const [when, sourceSection, sourceElement] of EVENTS)
      await createCtaEvent(tx, { createdAt: new Date(when), sourceSection, sourceElement });
    for (const when of SIGNUPS) await createSignup(tx, { createdAt: new Date(when) });
    for (const [when, subject, replied] of CONTACTS) {
      const contact = await createContact(tx, { createdAt: new Date(when), subject });
      if (replied) await updateContact(tx, contact.id, { status: 'replied' }, { by: null, at: new Date(replied) });
    }
  });
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // The embedded database serves one connection at a time, and a site rebuild started by a test
  // running beside this one holds it for seconds: a connection that times out waiting tries again.
  let failure: unknown;
  await expect(async () => {
    const db = await serverDb();
    try {
      await seedSeries(db);
    } catch (error) {
      if (error instanceof DatabaseUnavailableError) throw error;
      failure = error;
    } finally {
      await db.close().catch(() => undefined);
    }
  }).toPass({ intervals: [2_000], timeout: 100_000 });
  if (failure) throw failure;
});

test.describe('Insights', () => {
  test.use({ timezoneId: 'UTC' });

  test('charts render with data, and their tables match the seeded numbers', async ({ adminPage: page }) => {
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    await page.goto(pages.adminInsights + RANGE);
    await expect(page.getByRole('heading', { name: 'Insights', level: 1 })).toBeVisible();
    await expect(page.getByText('Days run midnight to midnight in UTC')).toBeVisible();

    const activity = card(page, 'Signups and contacts');
    await expect(activity.getByText('4 signups · 3 contacts')).toBeVisible();
    // Observable Plot drew the two lines (one path each) inside the figure.
    await expect(activity.locator('[data-chart-figure] svg [aria-label="line"] path')).toHaveCount(2);
    expect(await tableOf(activity)).toEqual([
      ['Day', 'Signups', 'Contacts'],
      ['Mon 4 Jun 2018', '1', '0'],
      ['Tue 5 Jun 2018', '2', '0'],
      ['Wed 6 Jun 2018', '0', '2'],
      ['Thu 7 Jun 2018', '0', '0'],
      ['Fri 8 Jun 2018', '0', '0'],
      ['Sat 9 Jun 2018', '0', '0'],
      ['Sun 10 Jun 2018', '0', '0'],
      ['Mon 11 Jun 2018', '0', '0'],
      ['Tue 12 Jun 2018', '1', '0'],
      ['Wed 13 Jun 2018', '0', '1'],
      ['Thu 14 Jun 2018', '0', '0'],
      ['Total', '4', '3'],
    ]);

    const cta = card(page, 'CTA events by section and element');
    await expect(cta.locator('[data-chart-figure] svg [aria-label="bar"] rect')).toHaveCount(2);
    await expect(cta.locator('[data-chart-figure] svg')).toContainText('signup_section › signup_form');
    expect(await tableOf(cta)).toEqual([
      ['Section', 'Element', 'Events'],
      ['signup_section', 'signup_form', '4'],
      ['pricing', LONG_ELEMENT, '2'],
      ['Total', '6'],
    ]);

    const conversion = card(page, 'Signups per CTA event');
    await expect(conversion.getByText('0.67 signups per CTA event')).toBeVisible();
    await expect(conversion.locator('[data-chart-figure] svg [aria-label="line"] path')).toHaveCount(1);
    const rates = await tableOf(conversion);
    expect(rates.slice(0, 4)).toEqual([
      ['Day', 'CTA events', 'Signups', 'Signups per CTA event'],
      ['Mon 4 Jun 2018', '2', '1', '0.50'],
      ['Tue 5 Jun 2018', '2', '2', '1.00'],
      ['Wed 6 Jun 2018', '0', '0', '–'],
    ]);
    expect(rates.at(-1)).toEqual(['Total', '6', '4', '0.67']);
    // Six events are too few to read a rate from, and the card says so.
    await expect(conversion.getByRole('note')).toHaveText(/^Only 6 call-to-action events in this range/);

    const subjects = card(page, 'Contact subjects');
    await expect(subjects.locator('[data-chart-figure] svg')).toContainText('Publisher/Platform Integration');
    expect(await tableOf(subjects)).toEqual([
      ['Subject', 'Contacts'],
      ['Publisher/Platform Integration', '2'],
      ['Investment Opportunity', '1'],
      ['Total', '3'],
    ]);

    await expectNoAxeViolations(page);
    expect(violations).toEqual([]);
  });

  test('a range with nothing in it says, card by card, what is missing', async ({ adminPage: page }) => {
    // May 2018 comes before the seeded series, and no other test writes there.
    await page.goto(`${pages.adminInsights}?from=2018-05-01&to=2018-05-10&bucket=day`);
    const missing: Array<[string, RegExp]> = [
      ['Signups and contacts', /No signups or contact messages arrived in this range\./],
      ['CTA events by section and element', /The site recorded no call-to-action clicks in this range\./],
      ['Signups per CTA event', /no call-to-action clicks in this range, so there is no rate to work out\./],
      ['Contact subjects', /No contact messages arrived in this range\./],
    ];
    for (const [title, text] of missing) {
      const region = card(page, title);
      await expect(region.getByText('Nothing in this range')).toBeVisible();
      await expect(region.getByText(text)).toBeVisible();
      await expect(region.locator('[data-chart-figure]')).toHaveCount(0);
    }
    // Nothing overdue is news too, not an empty chart.
    await expect(
      card(page, 'Overdue contacts').getByText('No contact went past its reply date in this range.'),
    ).toBeVisible();
  });

  test('each card downloads its numbers as CSV', async ({ adminPage: page }) => {
    await page.goto(pages.adminInsights + RANGE);
    const cta = card(page, 'CTA events by section and element');
    await expect(cta.getByRole('tab', { name: 'Chart' })).toBeVisible();
    const csv = await downloadCsv(page, cta);
    expect(csv.name).toBe('insights-cta-2018-06-04-to-2018-06-14.csv');
    expect(csv.lines).toEqual(['Section,Element,Events', 'signup_section,signup_form,4', `pricing,${LONG_ELEMENT},2`]);

    const { lines } = await downloadCsv(page, card(page, 'Signups and contacts'));
    expect(lines).toHaveLength(12);
    expect(lines.slice(0, 3)).toEqual(['Bucket start,Signups,Contacts', '2018-06-04,1,0', '2018-06-05,2,0']);
  });

  test('the range form: weeks, presets, and a bad range explained without losing it', async ({ adminPage: page }) => {
    await page.goto(pages.adminInsights + RANGE);
    const form = page.getByRole('form', { name: 'Range' });
    await form.getByLabel('Buckets').selectOption('week');
    await form.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/bucket=week/);
    const activity = card(page, 'Signups and contacts');
    expect(await tableOf(activity)).toEqual([
      ['Week', 'Signups', 'Contacts'],
      ['Week of 4 Jun 2018', '3', '2'],
      ['Week of 11 Jun 2018 (4 days in range)', '1', '1'],
      ['Total', '4', '3'],
    ]);

    await form.getByLabel('From').fill('2018-06-20');
    await form.getByRole('button', { name: 'Apply' }).click();
    await expect(form.getByText('To must be on or after From')).toBeVisible();
    await expect(form.getByLabel('From')).toHaveValue('2018-06-20');
    await expect(page).toHaveURL(/from=2018-06-04/);

    await form.getByRole('button', { name: 'Last 30 days' }).click();
    await expect(page).toHaveURL(/bucket=day/);
    await expect(form.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
    await expect(form.getByLabel('To')).toHaveValue(new Date().toISOString().slice(0, 10));
  });

  test('is linked from the sidebar and the dashboard', async ({ adminPage: page }) => {
    await page.goto(pages.admin);
    await page.getByRole('main').getByRole('link', { name: 'Insights' }).click();
    await expect(page).toHaveURL(/\/admin\/insights$/);
    await expect(
      page.getByRole('navigation', { name: 'Admin Panel' }).getByRole('link', { name: 'Insights' }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { name: 'Signups and contacts' })).toBeVisible();
  });
});

test.describe('Insights on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, timezoneId: 'UTC' });

  test('every card, drawn or as a table, fits the width without sideways page scroll', async ({ adminPage: page }) => {
    await page.goto(pages.adminInsights + RANGE);
    const sideways = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    await expect(page.locator('[data-chart-figure] svg').first()).toBeVisible();
    expect(await sideways()).toBeLessThanOrEqual(0);
    for (const title of [
      'Signups and contacts',
      'Signups per CTA event',
      'CTA events by section and element',
      'Contact subjects',
      'Overdue contacts',
    ]) {
      await tableOf(card(page, title));
    }
    expect(await sideways()).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });
});

test.describe('Insights in Berlin', () => {
  test.use({ timezoneId: 'Europe/Berlin' });

  test('days are the viewer’s: a late-evening UTC contact lands on the next Berlin day', async ({
    adminPage: page,
  }) => {
    await page.goto(pages.adminInsights + RANGE);
    await expect(page.getByText('Days run midnight to midnight in Europe/Berlin')).toBeVisible();
    const rows = await tableOf(card(page, 'Signups and contacts'));
    expect(rows.slice(-3)).toEqual([
      ['Wed 13 Jun 2018', '0', '0'],
      ['Thu 14 Jun 2018', '0', '1'],
      ['Total', '4', '3'],
    ]);
  });
});

// Read in Honolulu (UTC-10), whose midnights (10:00 UTC) are hours away from the end of a reply day in
// the business time zone, Europe/London or UTC (other tests set it for a while): the counts hold in both.
test.describe('Overdue contacts in Honolulu', () => {
  test.use({ timezoneId: 'Pacific/Honolulu' });

  test('the chart draws the overdue contacts at the end of each day, and its table has the numbers', async ({
    adminPage: page,
  }) => {
    await page.goto(pages.adminInsights + RANGE);
    const overdue = card(page, 'Overdue contacts');
    // The range ended long ago: its last count and the highest, with the first day it was reached.
    await expect(overdue.getByText('1 overdue at the end of the range · highest 2, Fri 8 Jun 2018')).toBeVisible();
    await expect(overdue.locator('[data-chart-figure] svg [aria-label="area"] path')).toHaveCount(1);
    await expect(overdue.locator('[data-chart-figure] svg [aria-label="line"] path')).toHaveCount(1);
    expect(await tableOf(overdue)).toEqual([
      ['Day', 'Overdue at the day’s end'],
      ['Mon 4 Jun 2018', '0'],
      ['Tue 5 Jun 2018', '0'],
      ['Wed 6 Jun 2018', '0'],
      ['Thu 7 Jun 2018', '0'],
      // Both publisher contacts were due on the 8th.
      ['Fri 8 Jun 2018', '2'],
      ['Sat 9 Jun 2018', '2'],
      ['Sun 10 Jun 2018', '2'],
      // One was replied to on the 11th, late; the other never.
      ['Mon 11 Jun 2018', '1'],
      ['Tue 12 Jun 2018', '1'],
      ['Wed 13 Jun 2018', '1'],
      ['Thu 14 Jun 2018', '1'],
    ]);
    const { name, lines } = await downloadCsv(page, overdue);
    expect(name).toBe('insights-overdue-2018-06-04-to-2018-06-14.csv');
    expect(lines.slice(0, 1).concat(lines.slice(5, 9))).toEqual([
      'Bucket start,Overdue contacts at bucket end',
      '2018-06-08,2',
      '2018-06-09,2',
      '2018-06-10,2',
      '2018-06-11,1',
    ]);
    await expectNoAxeViolations(page);
  });
});
