import { pages } from '@nodal/shared';
import type { Page } from '@playwright/test';
import { ADMIN, expect, expectNoAxeViolations, signIn, test } from './fixtures.ts';
import { hold } from './network.ts';

/**
 * The guard's states last ~100 ms before the redirect, too short to poll for reliably; this
 * records every text the page showed so a test can assert on them afterwards.
 */
async function recordTexts(page: Page): Promise<() => Promise<string>> {
  await page.addInitScript(() => {
    const w = window as unknown as { __seen: string[] };
    w.__seen = [];
    new MutationObserver(() => {
      if (document.body) w.__seen.push(document.body.innerText);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { __seen: string[] }).__seen.join('\n'));
}

const ADMIN_ROUTES = [
  pages.admin,
  pages.adminContacts,
  pages.adminSignups,
  pages.adminArticles,
  pages.adminWorkflowVideos,
  pages.adminHeroAnimations,
  pages.adminSections,
  pages.adminDemos,
];

test.describe('login page', () => {
  test('shows the card, the URL error and no axe violations', async ({ page }) => {
    await page.goto(`${pages.login}?error=Session%20expired`);
    await expect(page.getByRole('heading', { name: 'Welcome to Nodal' })).toBeVisible();
    await expect(page.getByText('Admin Login')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Session expired' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to homepage' })).toHaveAttribute('href', '/');
    await expectNoAxeViolations(page);
  });

  test('validates with the shared login schema', async ({ page }) => {
    await page.goto(pages.login);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('x');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeHidden();
  });

  test('toggles password visibility', async ({ page }) => {
    await page.goto(pages.login);
    const password = page.getByLabel('Password', { exact: true });
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('a wrong password shows the server message and calls logout', async ({ page }) => {
    await page.goto(pages.login);
    const logoutCall = page.waitForRequest((r) => r.url().endsWith('/api/auth/logout') && r.method() === 'POST');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill('definitely-wrong-password');
    await page.getByRole('button', { name: 'Login' }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'Login failed' });
    await expect(toast).toContainText('Invalid email or password');
    await logoutCall;
    await expect(page).toHaveURL(/\/login$/);
  });

  test('logs in by keyboard alone, shows "Logging in..." and lands on the dashboard', async ({ page }) => {
    await page.goto(pages.login);
    // The email field has focus on load.
    await expect(page.getByLabel('Email')).toBeFocused();
    await page.keyboard.type(ADMIN.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(ADMIN.password);
    // The answer waits until the pending label has been seen.
    const release = await hold(page, '**/api/auth/login');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
    await release();
    await expect(page.getByRole('status').filter({ hasText: 'Login successful' })).toContainText(
      'Welcome back to Nodal.',
    );
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  });

  test('an authenticated admin is sent on from /login to /admin', async ({ page, baseURL }) => {
    await signIn(page, baseURL!);
    await page.goto(pages.login);
    await expect(page).toHaveURL(/\/admin$/);
  });
});

test.describe('guards', () => {
  for (const route of ADMIN_ROUTES) {
    test(`${route} without a session checks, then goes to /login`, async ({ page }) => {
      const release = await hold(page, '**/api/auth/user');
      const seen = await recordTexts(page);
      await page.goto(route);
      await expect(page.getByText('Checking authentication...')).toBeVisible();
      await release();
      await expect(page).toHaveURL(/\/login$/);
      const texts = await seen();
      expect(texts).toContain('Checking authentication...');
      expect(texts).toContain('Authentication required');
      expect(texts).toContain('Go to Login');
      await expect(page.getByRole('heading', { name: 'Welcome to Nodal' })).toBeVisible();
    });
  }

  test('a failing auth check also ends on /login', async ({ page, baseURL }) => {
    await signIn(page, baseURL!);
    await page.route('**/api/auth/user', (r) =>
      r.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
    );
    await page.goto(pages.adminArticles);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a session that is not an admin is logged out and sent to /login', async ({ page, baseURL }) => {
    await signIn(page, baseURL!);
    await page.route('**/api/auth/user', (r) =>
      r.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ isAuthenticated: true, user: { id: 1, email: 'x@y.z', isAdmin: false } }),
      }),
    );
    const logoutCall = page.waitForRequest((r) => r.url().endsWith('/api/auth/logout'));
    const seen = await recordTexts(page);
    await page.goto(pages.admin);
    await logoutCall;
    await expect(page).toHaveURL(/\/login$/);
    expect(await seen()).toContain('Authentication required');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('logout', () => {
  test('logs out with a toast, ends on /login and the session is gone', async ({ adminPage: page }) => {
    await page.goto(pages.admin);
    await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Logged out successfully' })).toContainText(
      'You have been logged out of the admin area.',
    );
    await expect(page).toHaveURL(/\/login$/);
    await page.goto(pages.adminContacts);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a failed logout says so and stays', async ({ adminPage: page }) => {
    await page.goto(pages.admin);
    await page.route('**/api/auth/logout', (r) => r.fulfill({ status: 500, body: 'nope' }));
    await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Logout failed' })).toContainText(
      'There was an error during logout, please try again.',
    );
    await expect(page).toHaveURL(/\/admin$/);
  });
});
