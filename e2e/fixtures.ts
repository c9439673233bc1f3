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

export { expect };
export const ADMIN = E2E_ADMIN;

/** Fails with the list of violations (rule, impact, first target) so a failure says what to fix. */
export async function expectNoAxeViolations(page: Page, options: { exclude?: string[] } = {}): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
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
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { data } = (await (await api.get('/api/admin/rebuild')).json()) as {
      data: { state: string; lastBuiltAt: string | null; lastError: string | null };
    };
    if (data.state === 'failed') throw new Error(`site rebuild failed: ${data.lastError}`);
    if (data.state === 'idle' && data.lastBuiltAt && Date.parse(data.lastBuiltAt) > since) return;
    if (Date.now() > deadline)
      throw new Error(`no rebuild after ${new Date(since).toISOString()}: ${JSON.stringify(data)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** A short unique suffix so tests running in parallel never collide on slugs, emails or titles. */
export function uniqueId(prefix = 'e2e'): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
}

export const test = base.extend<{ api: APIRequestContext; adminPage: Page }>({
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
