// The analytics beacon in a real Chromium against the real server: one view per page load and per
// docs topic or hash change, a leave ping when the view ends, every payload of the shape the
// function validates, and nothing at all from a visitor who asks not to be counted, from staff or
// without JavaScript. Each browser goes through a recording proxy (./beacon-proxy.ts), which sees
// the leave pings that go out as a page is left. Headless Chromium is a browser the server drops
// by design (it answers 204 and stores nothing), so these tests read what the page sends and the
// status it gets, not what Traffic counts.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pages, SIGNED_IN_HINT_COOKIE } from '@nodal/shared';
import { chromium, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_ARGS } from '../scripts/chromium.ts';
import { beaconProxy } from './beacon-proxy.ts';
import { adminApi, browserIdle, expect, test } from './fixtures.ts';

/** A browser context whose traffic passes the recording proxy; `close` ends both. */
async function visitor(browser: Browser, baseURL: string, options: BrowserContextOptions = {}) {
  const beacons = await beaconProxy(baseURL);
  const context = await browser.newContext({ ...options, baseURL, proxy: beacons.proxy });
  const page = await context.newPage();
  const close = async () => {
    await context.close();
    await beacons.close();
  };
  return { beacons, context, page, close };
}

/** The moment the page's load event ended, ms since the epoch. */
const loadEnded = (page: Page) =>
  page.evaluate(() => {
    const [nav] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return performance.timeOrigin + nav!.loadEventEnd;
  });

/**
 * Two idle moments of the page after its load: the beacon asks for the first one at `load`, so its
 * view has gone by the second. (No frames are awaited: a profile's first tab may paint none.)
 */
const idle = (page: Page) =>
  page.evaluate(async () => {
    for (let i = 0; i < 2; i++) await new Promise((resolve) => requestIdleCallback(resolve));
  });

/**
 * Everything that would make an allowed beacon post: the page loaded and idle (the first view), a
 * hash change (another view) and leaving the page (the leave ping, sent during `pagehide`).
 */
async function visitAndLeave(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('load');
  await idle(page);
  await page.evaluate(() => (location.hash = 'a-section'));
  await page.goto('about:blank');
}

test.describe('a visitor who may be counted', () => {
  test('a visit to / sends exactly one view after the load event, as text/plain, and the server answers 204', async ({
    browser,
    baseURL,
  }) => {
    const { beacons, page, close } = await visitor(browser, baseURL!);
    try {
      await page.goto(`${pages.home}?utm_source=newsletter&utm_campaign=autumn`, { referer: 'https://example.org/a' });
      await expect.poll(() => beacons.views().length).toBe(1);
      expect(beacons.views()[0]).toMatchObject({
        t: 'view',
        u: '/?utm_source=newsletter&utm_campaign=autumn',
        r: 'https://example.org/a',
      });
      const [sent] = beacons.sent;
      // No preflight: the body goes as text/plain.
      expect(sent!.contentType).toMatch(/^text\/plain/);
      expect(sent!.receivedAt).toBeGreaterThanOrEqual(await loadEnded(page));
      expect(sent!.status).toBe(204);
      // More idle moments and a scroll bring no second view.
      await page.mouse.wheel(0, 2000);
      await browserIdle(page);
      await browserIdle(page);
      expect(beacons.views()).toHaveLength(1);
      expect(beacons.malformed).toEqual([]);
    } finally {
      await close();
    }
  });

  test('leaving sends one leave ping naming the view, with the time it was visible', async ({ browser, baseURL }) => {
    const { beacons, page, close } = await visitor(browser, baseURL!);
    try {
      await page.goto(pages.updates);
      await expect.poll(() => beacons.views().length).toBe(1);
      const shownFor = await page.evaluate(() => performance.now());
      await page.goto('about:blank');
      await expect.poll(() => beacons.leaves().length).toBe(1);
      const [leave] = beacons.leaves();
      expect(leave!.id).toBe(beacons.views()[0]!.id);
      expect(leave!.ms).toBeGreaterThanOrEqual(Math.floor(shownFor));
      expect(beacons.sent.map((s) => s.status)).toEqual([204, 204]);
      expect(beacons.views()).toHaveLength(1);
      expect(beacons.malformed).toEqual([]);
    } finally {
      await close();
    }
  });

  test('each docs tab and topic chosen sends one view, ending the one before; a heading link does not', async ({
    browser,
    baseURL,
  }) => {
    const { beacons, page, close } = await visitor(browser, baseURL!);
    try {
      await page.goto(pages.docs);
      await expect(page.locator('[data-docs][data-ready="true"]')).toBeAttached();
      await expect.poll(() => beacons.views().length).toBe(1);
      expect(beacons.views()[0]!.u).toBe('/docs');

      const tabs = page.getByRole('navigation', { name: 'Documentation sections' });
      await tabs.getByRole('link', { name: 'AI Technology', exact: true }).click();
      await expect(page).toHaveURL(/#ai-tech-/);
      await expect.poll(() => beacons.views().length).toBe(2);
      const aiTech = new URL(page.url()).hash;

      await page
        .getByRole('navigation', { name: 'AI Technology topics' })
        .getByRole('link', { name: /Vector Embeddings/ })
        .click();
      await expect(page).toHaveURL(/#ai-tech-vector-embeddings$/);
      await expect.poll(() => beacons.views().length).toBe(3);

      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${aiTech}$`));
      await expect.poll(() => beacons.views().length).toBe(4);

      expect(beacons.views().map((v) => v.u)).toEqual([
        '/docs',
        `/docs${aiTech}`,
        '/docs#ai-tech-vector-embeddings',
        `/docs${aiTech}`,
      ]);
      // Every view has its own id, and each change ended the view before it.
      expect(new Set(beacons.views().map((v) => v.id)).size).toBe(4);
      await expect.poll(() => beacons.leaves().length).toBe(3);
      expect(beacons.leaves().map((l) => l.id)).toEqual(
        beacons
          .views()
          .slice(0, 3)
          .map((v) => v.id),
      );

      // A heading of the article on screen is the same view; leaving ends the fourth.
      const heading = `${aiTech}--a-heading`;
      await page.evaluate((hash) => (location.hash = hash), heading);
      await expect(page).toHaveURL(new RegExp(`${heading}$`));
      await page.goto('about:blank');
      await expect.poll(() => beacons.leaves().length).toBe(4);
      expect(beacons.views()).toHaveLength(4);
      expect(beacons.malformed).toEqual([]);
    } finally {
      await close();
    }
  });

  test('a docs topic opened on its own page, then a hash change, sends one view each', async ({ browser, baseURL }) => {
    const { beacons, page, close } = await visitor(browser, baseURL!);
    try {
      const topic = pages.docsTopic('learning', 'ai-fundamentals-what-is-ai');
      await page.goto(topic);
      await expect.poll(() => beacons.views().length).toBe(1);
      await page.evaluate(() => (location.hash = 'somewhere'));
      await expect.poll(() => beacons.views().length).toBe(2);
      expect(beacons.views().map((v) => v.u)).toEqual([topic, `${topic}#somewhere`]);
      await browserIdle(page);
      expect(beacons.views()).toHaveLength(2);
      expect(beacons.malformed).toEqual([]);
    } finally {
      await close();
    }
  });

  test('the staff previews send nothing', async ({ browser, baseURL }) => {
    const { beacons, page, close } = await visitor(browser, baseURL!);
    try {
      await visitAndLeave(page, pages.animationPreview);
      await visitAndLeave(page, pages.home);
      // The landing page's views and leaves have arrived: the preview's would have arrived before them.
      await expect.poll(() => beacons.sent.length).toBe(4);
      expect(beacons.views().map((v) => v.u)).toEqual(['/', '/#a-section']);
    } finally {
      await close();
    }
  });
});

test.describe('a visitor who may not be counted sends nothing', () => {
  /**
   * Runs `visitAndLeave` for the visitor under test and for a control visitor without the setting;
   * once the control's two views and their leaves have arrived, the visitor's would have too.
   */
  async function expectSilent(quiet: Page, control: Page, path: string = pages.home) {
    await visitAndLeave(quiet, path);
    await visitAndLeave(control, path);
  }

  test('with Do Not Track on, set as a person sets it: the browser preference', async ({ browser, baseURL }) => {
    // Chromium's own "Send a Do Not Track request" setting, in a profile of its own: the browser
    // then answers navigator.doNotTrack === '1' and sends DNT: 1, as it does for a person. A
    // second browser starts for it, which on a busy machine takes a while.
    test.setTimeout(120_000);
    const profile = mkdtempSync(join(tmpdir(), 'nodal-dnt-'));
    mkdirSync(join(profile, 'Default'));
    writeFileSync(join(profile, 'Default', 'Preferences'), JSON.stringify({ enable_do_not_track: true }));
    const quiet = await beaconProxy(baseURL!);
    const dnt = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      args: PLAYWRIGHT_CHROMIUM_ARGS,
      baseURL,
      proxy: quiet.proxy,
    });
    const control = await visitor(browser, baseURL!);
    try {
      const page = dnt.pages()[0] ?? (await dnt.newPage());
      await expectSilent(page, control.page);
      expect(await page.evaluate(() => navigator.doNotTrack)).toBe('1');
      await expect.poll(() => control.beacons.sent.map((s) => s.payload.t)).toEqual(['view', 'leave', 'view', 'leave']);
      expect(quiet.sent).toEqual([]);
      expect(quiet.malformed).toEqual([]);
    } finally {
      await dnt.close();
      await quiet.close();
      await control.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  test('with Global Privacy Control on', async ({ browser, baseURL }) => {
    const quiet = await visitor(browser, baseURL!);
    // Chromium has no GPC setting of its own; browsers that have one (and the extensions that add
    // it) expose navigator.globalPrivacyControl === true, which this init script does the same way.
    await quiet.context.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true, configurable: true }),
    );
    const control = await visitor(browser, baseURL!);
    try {
      await expectSilent(quiet.page, control.page);
      await expect.poll(() => control.beacons.sent.map((s) => s.payload.t)).toEqual(['view', 'leave', 'view', 'leave']);
      expect(quiet.beacons.sent).toEqual([]);
      expect(quiet.beacons.malformed).toEqual([]);
    } finally {
      await quiet.close();
      await control.close();
    }
  });

  test('while signed in to the admin as staff', async ({ browser, baseURL }) => {
    const quiet = await visitor(browser, baseURL!);
    const control = await visitor(browser, baseURL!);
    try {
      // The admin's sign-in, its cookies then given to the browser (the proxy carries pages, not API clients).
      const staff = await adminApi(baseURL!);
      await quiet.context.addCookies((await staff.storageState()).cookies);
      await staff.dispose();
      expect((await quiet.context.cookies()).find((c) => c.name === SIGNED_IN_HINT_COOKIE)?.value).toBe('1');
      await expectSilent(quiet.page, control.page, pages.docs);
      await expect.poll(() => control.beacons.sent.map((s) => s.payload.t)).toEqual(['view', 'leave', 'view', 'leave']);
      expect(quiet.beacons.sent).toEqual([]);
      expect(quiet.beacons.malformed).toEqual([]);
    } finally {
      await quiet.close();
      await control.close();
    }
  });

  test('without JavaScript', async ({ browser, baseURL }) => {
    const quiet = await visitor(browser, baseURL!, { javaScriptEnabled: false });
    const control = await visitor(browser, baseURL!);
    try {
      // With scripts off there is no hash change to make: the visit is a load and a leave.
      await quiet.page.goto(pages.home);
      await quiet.page.goto('about:blank');
      await visitAndLeave(control.page, pages.home);
      await expect.poll(() => control.beacons.sent.length).toBe(4);
      expect(quiet.beacons.sent).toEqual([]);
    } finally {
      await quiet.close();
      await control.close();
    }
  });
});
