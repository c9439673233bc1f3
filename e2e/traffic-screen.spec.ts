// The Traffic tab of Insights against the real server: a week of seeded visits (written by the
// database's own seeding function, straight into the server's database, in March 2018 where no other
// test writes), then the tiles and tables checked against the raw page views counted here in plain
// SQL, the CSV against the table, the tab's links, and the screen at a phone's width.
import { DatabaseUnavailableError, seedTraffic, type Db } from '@nodal/db';
import { api, pages } from '@nodal/shared';
import { request, type Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { card, downloadCsv, serverDb, tableOf } from './insights.ts';

const FROM = '2018-03-05';
const TO = '2018-03-11';
const RANGE = `?from=${FROM}&to=${TO}&bucket=day`;
const TAG = 'e2e-traffic-screen';

/** What the raw page views of the range add up to, counted without the tallies the reports read. */
interface Expected {
  visitors: number;
  visits: number;
  views: number;
  bounces: number;
  meanMs: number | null;
  signups: number;
  pages: Array<{ path: string; views: number; visitors: number }>;
  sources: Array<{ source: string; visits: number; visitors: number }>;
}

// The range in UTC, as the browser below runs in UTC.
const IN_RANGE = `created_at >= '${FROM}T00:00:00Z' AND created_at < '2018-03-12T00:00:00Z'`;

async function seed(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    // Seeded once per server: a rerun against a reused server finds the week already there.
    const [seeded] = await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM page_views WHERE ${IN_RANGE}`);
    if (seeded && seeded.n > 0) return;
    // No contacts: one left unanswered since March 2018 would count as overdue in the Insights tests' June.
    await seedTraffic(tx, { from: FROM, days: 7, visitsPerDay: 24, tag: TAG, signupRate: 0.1, contactRate: 0 });
  });
}

async function expected(db: Db): Promise<Expected> {
  // Keys change every UTC day and no seeded visit crosses midnight, so distinct keys are daily visitors.
  const [totals] = await db.query<Omit<Expected, 'pages' | 'sources'>>(
    `SELECT count(DISTINCT visitor_key)::int AS visitors,
            count(*) FILTER (WHERE seq = 1)::int AS visits,
            count(*)::int AS views,
            (SELECT count(*)::int FROM (SELECT visit_id FROM page_views WHERE ${IN_RANGE}
                                        GROUP BY visit_id HAVING count(*) = 1) AS b) AS bounces,
            avg(duration_ms)::float AS "meanMs",
            (SELECT count(*)::int FROM signups s
              WHERE s.visit_id IN (SELECT id FROM page_views WHERE ${IN_RANGE} AND seq = 1)) AS signups
       FROM page_views WHERE ${IN_RANGE}`,
  );
  const pageRows = await db.query<Expected['pages'][number]>(
    `SELECT path, count(*)::int AS views, count(DISTINCT visitor_key)::int AS visitors
       FROM page_views WHERE ${IN_RANGE} GROUP BY path`,
  );
  const sourceRows = await db.query<Expected['sources'][number]>(
    `SELECT source, count(*)::int AS visits, count(DISTINCT visitor_key)::int AS visitors
       FROM page_views WHERE ${IN_RANGE} AND seq = 1 GROUP BY source`,
  );
  return { ...totals!, pages: pageRows, sources: sourceRows };
}

let truth: Expected;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // The embedded database serves one connection at a time, and a site rebuild started by a test
  // running beside this one holds it for seconds: a connection that times out waiting tries again.
  let failure: unknown;
  await expect(async () => {
    const db = await serverDb();
    try {
      await seed(db);
      truth = await expected(db);
    } catch (error) {
      if (error instanceof DatabaseUnavailableError) throw error;
      failure = error;
    } finally {
      await db.close().catch(() => undefined);
    }
  }).toPass({ intervals: [2_000], timeout: 100_000 });
  if (failure) throw failure;
});

const count = (n: number) => n.toLocaleString('en-US');
/**
 * The API answers ratios rounded to four places (0.0595 for 10 of 168) and the tiles show that
 * rounded again, so 5.95 % reads "5.9%", not the "6.0%" of the exact 5.952 %.
 */
const ratio = (part: number, whole: number) => Math.round((part / whole) * 10_000) / 10_000;
const percent = (part: number, whole: number) => `${(ratio(part, whole) * 100).toFixed(1)}%`;
const byFirst = (a: string[], b: string[]) => a[0]!.localeCompare(b[0]!);

/** A KPI tile's figure and its change against the previous period. */
async function tile(page: Page, label: string): Promise<[string, string]> {
  const group = page.getByRole('group', { name: label, exact: true });
  return [
    (await group.locator('[data-kpi-value]').textContent()) ?? '',
    (await group.locator('[data-kpi-change]').textContent()) ?? '',
  ];
}

test.describe('Traffic', () => {
  test.use({ timezoneId: 'UTC' });

  test('the tiles and the pages and sources tables match the seeded visits', async ({ adminPage: page }) => {
    // Four tables opened one by one, then axe over nine cards: past a minute on a loaded two-core machine.
    test.slow();
    expect(truth.views).toBeGreaterThan(truth.visits);
    await page.goto(pages.adminTraffic + RANGE);
    await expect(page.getByRole('tab', { name: 'Traffic', selected: true })).toBeVisible();
    await expect(page.getByText('Changes compare 5 Mar – 11 Mar 2018 with 26 Feb – 4 Mar 2018.')).toBeVisible();

    // The week before has no views: counts say so, rates have nothing to compare, and nothing reads "+∞%".
    expect(await tile(page, 'Unique visitors')).toEqual([count(truth.visitors), 'None before']);
    expect(await tile(page, 'Visits')).toEqual([count(truth.visits), 'None before']);
    expect(await tile(page, 'Page views')).toEqual([count(truth.views), 'None before']);
    expect(await tile(page, 'Views per visit')).toEqual([
      ratio(truth.views, truth.visits).toFixed(2),
      'Nothing to compare',
    ]);
    expect(await tile(page, 'Bounce rate')).toEqual([percent(truth.bounces, truth.visits), 'Nothing to compare']);
    expect(await tile(page, 'Conversion rate')).toEqual([percent(truth.signups, truth.visits), 'Nothing to compare']);
    // The API answers whole milliseconds; the tile rounds those to seconds.
    const seconds = Math.round(Math.round(truth.meanMs!) / 1000);
    const [onPage] = await tile(page, 'Time on page');
    expect(onPage).toBe(
      seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`,
    );

    const series = card(page, 'Visitors, visits and page views');
    await expect(series.getByText(`${count(truth.visits)} visits`)).toBeVisible();
    await expect(series.locator('[data-chart-figure] svg [aria-label="line"] path')).toHaveCount(3);
    const days = await tableOf(series);
    expect(days.at(-1)).toEqual(['Total', count(truth.visitors), count(truth.visits), count(truth.views)]);

    const pagesTable = await tableOf(card(page, 'Top pages'));
    expect(pagesTable[0]).toEqual(['Page', 'Views', 'Visitors', 'Time on page']);
    expect(
      pagesTable
        .slice(1, -1)
        .map((r) => r.slice(0, 3))
        .sort(byFirst),
    ).toEqual(truth.pages.map((p) => [p.path, count(p.views), count(p.visitors)]).sort(byFirst));
    // Only the count adds up across pages: the visitors and time-on-page columns are not summed.
    expect(pagesTable.at(-1)).toEqual(['Total', count(truth.views), '–', '–']);

    const sourcesTable = await tableOf(card(page, 'Sources'));
    expect(sourcesTable[0]).toEqual(['Source', 'Visits', 'Visitors']);
    expect(sourcesTable.slice(1, -1).sort(byFirst)).toEqual(
      truth.sources.map((s) => [s.source, count(s.visits), count(s.visitors)]).sort(byFirst),
    );
    expect(sourcesTable.at(-1)).toEqual(['Total', count(truth.visits), '–']);

    await expectNoAxeViolations(page);
  });

  test('the pages CSV holds the rows of the pages table', async ({ adminPage: page }) => {
    await page.goto(pages.adminTraffic + RANGE);
    const pagesCard = card(page, 'Top pages');
    const table = await tableOf(pagesCard);
    const csv = await downloadCsv(page, pagesCard);
    expect(csv.name).toBe(`traffic-pages-${FROM}-to-${TO}.csv`);
    expect(csv.lines[0]).toBe('Page,Page views,Unique visitors,Time on page (ms)');
    expect(csv.lines.slice(1).map((line) => line.split(',').slice(0, 3))).toEqual(
      table
        .slice(1, -1)
        .map(([path, views, visitors]) => [path, views!.replaceAll(',', ''), visitors!.replaceAll(',', '')]),
    );
  });

  test('a range without visits says so instead of drawing zeros', async ({ adminPage: page }) => {
    await page.goto(`${pages.adminTraffic}?from=2018-02-01&to=2018-02-10&bucket=day`);
    await expect(page.getByText('The site recorded no page views in this range: the rates')).toBeVisible();
    expect(await tile(page, 'Visits')).toEqual(['0', 'None in either period']);
    expect(await tile(page, 'Bounce rate')).toEqual(['–', 'Nothing to compare']);
    const series = card(page, 'Visitors, visits and page views');
    await expect(series.getByText('Nothing in this range')).toBeVisible();
    await expect(series.locator('[data-chart-figure]')).toHaveCount(0);
  });

  test('a hostile source and campaign read as the text they were, run nothing, and reach the CSV without a formula', async ({
    adminPage: page,
    baseURL,
  }) => {
    const hostile = {
      source: '<img src=x onerror="window.__injected=1">',
      campaign: '=HYPERLINK("https://evil.test","x")',
    };
    // A desktop Firefox's view, as the beacon posts it (the test's own Chromium is a bot to the server).
    const visitor = await request.newContext({
      baseURL,
      extraHTTPHeaders: {
        origin: baseURL!,
        'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
      },
    });
    const query = new URLSearchParams({
      utm_source: hostile.source,
      utm_medium: 'email',
      utm_campaign: hostile.campaign,
    });
    const sent = await visitor.post(api.trackView, {
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      data: JSON.stringify({ t: 'view', id: `hostile-${Date.now()}`, u: `/?${query.toString()}` }),
    });
    expect(sent.status()).toBe(204);
    await visitor.dispose();

    const today = new Date().toISOString().slice(0, 10);
    await page.goto(`${pages.adminTraffic}?from=${today}&to=${today}&bucket=day`);
    const sources = await tableOf(card(page, 'Sources'));
    expect(sources.map((row) => row[0])).toContain(hostile.source);
    const campaigns = await tableOf(card(page, 'Campaigns'));
    expect(campaigns.map((row) => row[0])).toContain(hostile.campaign);
    // Shown as text: no element was made from it and nothing it carried ran.
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __injected?: number }).__injected)).toBeUndefined();

    const csv = await downloadCsv(page, card(page, 'Campaigns'));
    expect(csv.lines).toContainEqual(expect.stringContaining(`"'=HYPERLINK(""https://evil.test"",""x"")"`));
    for (const line of csv.lines.slice(1)) expect(line).not.toMatch(/(^|,)[=+@-]/);
  });

  test('is a tab of Insights that keeps the range, and is linked from the dashboard', async ({ adminPage: page }) => {
    await page.goto(pages.adminInsights + RANGE);
    await page.getByRole('tab', { name: 'Traffic' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/insights/traffic\\?from=${FROM}&to=${TO}&bucket=day$`));
    await expect(page.getByRole('group', { name: 'Visits', exact: true })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Admin Panel' }).getByRole('link', { name: 'Insights' }),
    ).toHaveAttribute('aria-current', 'page');

    await page.goto(pages.admin);
    await page.getByRole('main').getByRole('link', { name: 'Traffic' }).click();
    await expect(page).toHaveURL(/\/admin\/insights\/traffic$/);
    await expect(page.getByRole('heading', { name: 'Visitors at a glance' })).toBeVisible();
  });
});

test.describe('Traffic on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, timezoneId: 'UTC' });

  test('the tiles and every table fit the width without sideways page scroll', async ({ adminPage: page }) => {
    await page.goto(pages.adminTraffic + RANGE);
    const sideways = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await tile(page, 'Visits')).toEqual([count(truth.visits), 'None before']);
    await expect(page.locator('[data-chart-figure] svg').first()).toBeVisible();
    expect(await sideways()).toBeLessThanOrEqual(0);
    for (const title of [
      'Visitors, visits and page views',
      'Top pages',
      'Sources',
      'Campaigns',
      'Conversions by source',
    ])
      await tableOf(card(page, title));
    expect(await sideways()).toBeLessThanOrEqual(0);
  });
});
