// What every browser test needs: the admin account the test server was started with, a page
// already signed in as that admin, an API client for setting up data, axe, and a way to wait for
// the background site rebuild that follows a content change.
import AxeBuilder from '@axe-core/playwright';
import {
  test as base,
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type Page,
} from '@playwright/test';
import { E2E_ADMIN } from '../scripts/e2e-admin.ts';
import { PHONE_CONDITIONS, SLOW_PHONE } from './projects.ts';

export { expect };
/** Brings every island into view until each has hydrated (shared with the JavaScript budgets). */
export { hydrateIslands } from '../scripts/js-budgets.ts';
export const ADMIN = E2E_ADMIN;

/** Fails with the list of violations (rule, impact, first target) so a failure says what to fix. */
export async function expectNoAxeViolations(page: Page, options: { exclude?: string[] } = {}): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  // axe reads colours as they are painted, so a dialog still fading in reports its button's contrast
  // against a half-transparent backdrop. Finite animations and transitions are let finish first.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const { violations } = await builder.analyze();
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes[0]?.target.join(' ')}`);
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/** An API client signed in as the test admin; writes carry our own Origin like a browser would. */
export async function adminApi(baseURL: string): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  const response = await api.post('/api/auth/login', { data: { email: ADMIN.email, password: ADMIN.password } });
  expect(response.status(), await response.text()).toBe(200);
  return api;
}

/** Signs the page's browser context in through the API (cookies are shared with the page). */
export async function signIn(page: Page, baseURL: string): Promise<void> {
  const response = await page.request.post('/api/auth/login', {
    data: { email: ADMIN.email, password: ADMIN.password },
    headers: { Origin: baseURL },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * Waits until the site has been rebuilt after `since` (ms epoch) and nothing is queued, so the
 * public pages show every change made before `since`.
 */
export async function waitForRebuild(api: APIRequestContext, since: number, timeoutMs = 90_000): Promise<void> {
  // The wait has its own budget on top of the test's: a rebuild (two, when one is already running)
  // on a busy two-core machine can take most of a minute, which the test's own steps cannot spare.
  base.info().setTimeout(base.info().timeout + timeoutMs);
  let last: { state: string; lastBuiltAt: string | null; lastError: string | null } | undefined;
  await expect
    .poll(
      async () => {
        ({ data: last } = (await (await api.get('/api/admin/rebuild')).json()) as { data: NonNullable<typeof last> });
        if (last.state === 'failed') throw new Error(`site rebuild failed: ${last.lastError}`);
        return last.state === 'idle' && last.lastBuiltAt !== null && Date.parse(last.lastBuiltAt) > since;
      },
      { message: `a rebuild after ${new Date(since).toISOString()}`, timeout: timeoutMs, intervals: [250] },
    )
    .toBe(true);
}

/**
 * Waits until the page has painted `count` more frames: enough frames for an animation that should
 * have stopped (or never started) to have moved if it were still running.
 */
export async function paintedFrames(page: Page, count: number): Promise<void> {
  await page.evaluate(
    (n) =>
      new Promise<void>((resolve) => {
        const step = () => (--n <= 0 ? resolve() : requestAnimationFrame(step));
        requestAnimationFrame(step);
      }),
    count,
  );
}

/**
 * Waits until the browser is idle: islands hydrated on load or on idle have started by then. Each of
 * the two frames first is waited for at most 250 ms: headless Chromium (either mode) now and then
 * stops issuing frames to a page it has just loaded, and a wait for a frame that never comes hung a
 * layout test until its timeout. The idle callback is capped too (at 1 s): with the page loaded and
 * nothing else running, a layout test once waited here or in its page load for over five minutes,
 * and those are the only waits on its path without a bound of their own.
 */
export async function browserIdle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let frame = 0; frame < 2; frame++) {
      await Promise.race([
        new Promise((resolve) => requestAnimationFrame(resolve)),
        // A cap on the frame wait, not a sleep: the race ends at the frame whenever one comes.
        // eslint-disable-next-line no-restricted-globals
        new Promise((resolve) => setTimeout(resolve, 250)),
      ]);
    }
    await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 1000 }));
  });
}

/** A short unique suffix so tests running in parallel never collide on slugs, emails or titles. */
export function uniqueId(prefix = 'e2e'): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
}

export const test = base.extend<{ api: APIRequestContext; adminPage: Page }>({
  // Every page of the slow-phone project is throttled from its first request.
  page: async ({ page }, use, testInfo) => {
    if (testInfo.project.name === SLOW_PHONE) {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CONDITIONS.cpuSlowdown });
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: PHONE_CONDITIONS.latencyMs,
        downloadThroughput: PHONE_CONDITIONS.downloadBytesPerSecond,
        uploadThroughput: PHONE_CONDITIONS.uploadBytesPerSecond,
      });
    }
    await use(page);
  },
  api: async ({ baseURL }, use) => {
    const api = await adminApi(baseURL!);
    await use(api);
    await api.dispose();
  },
  adminPage: async ({ page, baseURL }, use) => {
    await signIn(page, baseURL!);
    await use(page);
  },
});
