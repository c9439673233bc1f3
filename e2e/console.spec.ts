// No page logs an error signed in as staff, nor /login however a visitor arrives at it: signed out,
// with a hint left from an ended session, after signing out. A failed load of any kind (a missing
// icon, a 401 probe, a blocked script) counts, as it shows in the browser's console. The walk of
// every page signed out and of every admin screen is page-walk.spec.ts.
import { api as apiPaths, pages, type Article } from '@nodal/shared';
import type { Page } from '@playwright/test';
import { browserIdle, expect, test } from './fixtures.ts';
import { PUBLIC_PAGES } from './pages.ts';
import { collectErrors, loggedErrors, scrollToTheEnd } from './page-checks.ts';

/** Every public page, scrolled to its end so each island that waits to be seen loads and runs. */
async function walkPublicPages(page: Page, errors: string[], articlePath: string) {
  for (const path of [...PUBLIC_PAGES, articlePath]) {
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
    await scrollToTheEnd(page);
    await page.waitForLoadState('load');
    await browserIdle(page);
    expect(loggedErrors(page, path, errors), `on ${path}`).toEqual([]);
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

    test('every public page signed in as staff logs nothing', async ({ adminPage: page }) => {
      test.slow();
      const errors = collectErrors(page);
      await walkPublicPages(page, errors, await anArticlePath(page));
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
