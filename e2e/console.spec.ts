// No page logs an error: every public page and every admin screen, at a wide screen and a phone,
// signed out and signed in as staff. A failed load of any kind (a missing icon, a 401 probe, a
// blocked script) counts, as it shows in the browser's console.
import { api as apiPaths, pages, type Article } from '@nodal/shared';
import type { Page } from '@playwright/test';
import { browserIdle, expect, test } from './fixtures.ts';
import { ADMIN_PAGES, NOT_FOUND_PATH, PUBLIC_PAGES } from './pages.ts';

/**
 * What the browser would show in its console as an error on this page: console errors (a failed
 * load is one, "Failed to load resource: … 401"), uncaught exceptions, and any answer of 400 or
 * more, the favicon's included.
 */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => {
    // A navigation away cancels what the last page still had in flight; that is not an error.
    if (request.failure()?.errorText !== 'net::ERR_ABORTED')
      errors.push(`failed: ${request.method()} ${request.url()} ${request.failure()?.errorText}`);
  });
  return errors;
}

/** Settled: the page's heading is up, nothing is loading, and the browser has asked for its icon. */
async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText(/^(Checking authentication|Loading)/)).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

/**
 * Every public page, scrolled to its end so each island that waits to be seen loads and runs. The
 * not-found page's own 404 is the answer it exists to give, not an error. Idle here is the browser's,
 * not the network's: a film on the landing page may keep streaming.
 */
async function walkPublicPages(page: Page, errors: string[], articlePath: string) {
  for (const path of [...PUBLIC_PAGES, articlePath]) {
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
    for (let y = 0; y < (await page.evaluate(() => document.documentElement.scrollHeight)); y += 600) {
      await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
      await browserIdle(page);
    }
    await page.waitForLoadState('load');
    await browserIdle(page);
    const own404 = (e: string) => path === NOT_FOUND_PATH && e.includes('404') && e.includes(page.url());
    expect(
      errors.filter((e) => !own404(e)),
      `on ${path}`,
    ).toEqual([]);
    errors.length = 0;
  }
}

async function anArticlePath(page: Page): Promise<string> {
  const response = await page.request.get(`${apiPaths.articles}?limit=1`);
  const { data } = (await response.json()) as { data: Article[] };
  return pages.update(data[0]!.slug);
}

for (const width of [1440, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('/login signed out logs nothing and asks for nobody', async ({ page }) => {
      const errors = collectErrors(page);
      const probes: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/auth/user') probes.push(request.url());
      });
      await page.goto(pages.login);
      await expect(page.getByRole('heading', { name: 'Welcome to Nodal' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');
      const icon = await page.request.get('/favicon.svg');
      expect(icon.status()).toBe(200);
      expect(icon.headers()['content-type']).toMatch(/^image\/svg\+xml/);
      // No session cookie and no hint: the form is the answer, without a 401 to log.
      expect(probes).toEqual([]);
      expect(errors).toEqual([]);
    });

    test('every public page signed out logs nothing', async ({ page }) => {
      test.slow(); // every page, scrolled to its end
      const errors = collectErrors(page);
      await walkPublicPages(page, errors, await anArticlePath(page));
    });

    test('every public page signed in as staff logs nothing', async ({ adminPage: page }) => {
      test.slow();
      const errors = collectErrors(page);
      await walkPublicPages(page, errors, await anArticlePath(page));
    });

    test('every admin page signed in logs nothing', async ({ adminPage: page }) => {
      test.slow(); // fourteen screens, Insights drawing its charts among them
      const errors = collectErrors(page);
      for (const path of ADMIN_PAGES) {
        await page.goto(path);
        await settle(page);
        expect(errors, `on ${path}`).toEqual([]);
      }
    });
  });
}

test('a hint left from an ended session costs one 401, then /login is quiet again', async ({ page, baseURL }) => {
  // A session that ended on the server (idle, revoked elsewhere) leaves its hint behind.
  await page.context().addCookies([{ name: 'nodal_signed_in', value: '1', url: baseURL! }]);
  const probe = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/user');
  await page.goto(pages.login);
  expect((await probe).status()).toBe(401);
  await expect(page.getByRole('heading', { name: 'Welcome to Nodal' })).toBeVisible();
  // The 401 cleared the hint, so the next visit asks nobody.
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain('nodal_signed_in');
  const errors = collectErrors(page);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome to Nodal' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test('signing in through the form and out again leaves /login quiet', async ({ page }) => {
  const { ADMIN } = await import('./fixtures.ts');
  await page.goto(pages.login);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();
  // Signed in, /login moves on to the admin: the hint lets it ask.
  await page.goto(pages.login);
  await expect(page).toHaveURL(/\/admin$/);
  await page
    .getByRole('button', { name: /Logout/ })
    .filter({ visible: true })
    .first()
    .click();
  await expect(page).toHaveURL(/\/login$/);
  const errors = collectErrors(page);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome to Nodal' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});
