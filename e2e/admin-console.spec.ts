import { pages } from '@nodal/shared';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// Every screen of the admin, as a signed-in owner reaches it from the sidebar.
const ADMIN_PAGES = [
  pages.admin,
  pages.adminInsights,
  pages.adminContacts,
  pages.adminSignups,
  pages.adminArticles,
  pages.adminWorkflowVideos,
  pages.adminDemos,
  pages.adminHeroAnimations,
  pages.adminSections,
  pages.adminTeam,
  pages.adminSettings,
  pages.adminSentMail,
  pages.adminSecurity,
  pages.adminAudit,
];

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
