import { pages } from '@nodal/shared';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

const SCREENS: Array<[string, string]> = [
  [pages.admin, 'Admin Dashboard'],
  [pages.adminInsights, 'Insights'],
  [pages.adminContacts, 'Contact Messages'],
  [pages.adminSignups, 'Signups'],
  [pages.adminArticles, 'Article Management'],
  [pages.adminWorkflowVideos, 'Workflow Videos & Categories'],
  [pages.adminHeroAnimations, 'Hero Animation Configuration'],
  [pages.adminSections, 'Landing Page Sections'],
  [pages.adminDemos, 'Interactive Demos'],
];

test.describe('phones (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const [path, heading] of SCREENS) {
    test(`${path}: no sideways page scroll and no axe violations`, async ({ adminPage: page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page);
    });
  }

  test('login fits a phone and has no axe violations', async ({ page }) => {
    await page.goto(`${pages.login}?error=Please%20sign%20in%20again`);
    await expect(page.getByRole('heading', { name: 'Welcome to Nodal' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the navigation drawer opens, traps focus, closes on Escape and navigates', async ({ adminPage: page }) => {
    await page.goto(pages.admin);
    await expect(page.getByRole('navigation', { name: 'Admin Panel' })).toBeHidden();
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(page);
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press('Tab');
      // The page behind is inert: focus stays in the drawer (or passes to the browser's own UI).
      const inside = await page.evaluate(() => {
        const el = document.activeElement;
        return !el || el === document.body || Boolean(el.closest('dialog'));
      });
      expect(inside).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await drawer.getByRole('link', { name: 'Sections' }).click();
    await expect(page).toHaveURL(/\/admin\/sections$/);
    await expect(drawer).toBeHidden();
  });
});

test('desktop sidebar lists every admin screen and highlights the active one', async ({ adminPage: page }) => {
  await page.goto(pages.adminDemos);
  const nav = page.getByRole('navigation', { name: 'Admin Panel' });
  for (const name of [
    'Dashboard',
    'Insights',
    'Contact Messages',
    'Signups',
    'Articles',
    'Workflow Videos',
    'Demos',
    'Hero Animations',
    'Sections',
    'Team',
    'Settings',
    'Security',
    'Audit log',
  ]) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(nav.getByRole('link', { name: 'Demos' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current', 'page');
});

test('every focusable control shows a visible focus ring', async ({ adminPage: page }) => {
  await page.goto(pages.adminArticles);
  await expect(page.getByRole('heading', { name: 'Article Management' })).toBeVisible();
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    const visible = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return true;
      const style = getComputedStyle(el);
      return (style.outlineStyle !== 'none' && style.outlineWidth !== '0px') || style.boxShadow !== 'none';
    });
    expect(visible).toBe(true);
  }
});

test('an unknown admin path shows the not-found page', async ({ adminPage: page }) => {
  await page.goto('/admin/nope');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
});
