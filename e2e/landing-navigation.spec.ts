// The landing page's header and anchors, the 404 page, axe on the whole page, and the page at
// 390×844: menu toggle, no sideways overflow, toasts on top.
import { api as apiPaths } from '@nodal/shared';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { startOnceBuilt, hydrated, settledTop, openHome, MOBILE, DEMO_CONTENT } from './landing.ts';

startOnceBuilt();

test.describe('header and anchors', () => {
  test('links go to their sections and stop 80 px below the top', async ({ page }) => {
    await openHome(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const targets = {
      Platform: 'platform',
      Demos: 'workflow-demo-videos',
      Partnerships: 'solutions',
      Contact: 'contact',
    };
    for (const [label, id] of Object.entries(targets)) {
      await expect(nav.getByRole('link', { name: label })).toHaveAttribute('href', `#${id}`);
    }
    await expect(page.getByRole('banner').getByRole('link', { name: 'Get Early Access' })).toHaveAttribute(
      'href',
      '#signup',
    );
    await expect(page.getByRole('banner').getByRole('link', { name: 'Nodal home' })).toHaveAttribute('href', '/');

    await nav.getByRole('link', { name: 'Partnerships' }).click();
    await expect(page).toHaveURL(/#solutions$/);
    expect(await settledTop(page, '#solutions')).toBe(80);

    await page.getByRole('banner').getByRole('link', { name: 'Get Early Access' }).click();
    await expect(page).toHaveURL(/#signup$/);
    expect(await settledTop(page, '#signup')).toBe(80);
  });

  test('the bar turns opaque after 50 px of scrolling', async ({ page }) => {
    await openHome(page);
    const header = page.locator('#site-header');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => scrollTo(0, 40));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => scrollTo(0, 120));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await page.evaluate(() => scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  test('on other pages the links lead back to the landing page anchors', async ({ page }) => {
    await page.goto('/docs');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Platform' })).toHaveAttribute('href', '/#platform');
    await expect(nav.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/#contact');
    await nav.getByRole('link', { name: 'Demos' }).click();
    await expect(page).toHaveURL(/\/#workflow-demo-videos$/);
    // Once the page has loaded: the sections above grow by about 2,000 px just after load,
    // and the section must still be where the visitor was taken.
    await page.waitForLoadState('load');
    expect(await settledTop(page, '#workflow-demo-videos')).toBe(80);
  });

  test('every anchor of the spec exists once, and there is one contact', async ({ page }) => {
    await openHome(page);
    for (const id of [
      'platform',
      'workflow-demo-videos',
      'solutions',
      'contact',
      'signup',
      'roadmap',
      'features',
      'usecases',
      'get-involved',
      'demos',
      'learn-ai',
      'research-process',
    ]) {
      await expect(page.locator(`[id="${id}"]`), id).toHaveCount(1);
    }
    await expect(page.locator('#contact form')).toHaveCount(2);
  });

  test('the skip link moves focus to the main content', async ({ page }) => {
    await openHome(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await skip.press('Enter');
    await expect(page.locator('#main')).toBeFocused();
  });
});

test('axe finds nothing on the landing page', async ({ page }) => {
  test.setTimeout(120_000);
  await openHome(page);
  for (const id of ['#platform', '#feature-videos', '#workflow-demo-videos', '#demos', '#signup', '#contact'])
    await hydrated(page, id);
  await page.evaluate(() => scrollTo(0, 0));
  await expectNoAxeViolations(page, { exclude: DEMO_CONTENT });
});

test.describe('at 390×844', () => {
  test.use({ viewport: MOBILE });

  test('the menu toggle opens the four links, Get Early Access stays beside it, a choice closes it', async ({
    page,
  }) => {
    await openHome(page);
    const banner = page.getByRole('banner');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const toggle = banner.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(banner.getByRole('link', { name: 'Get Early Access' })).toBeVisible();

    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByRole('link')).toHaveText(['Platform', 'Demos', 'Partnerships', 'Contact']);
    await expect(banner.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(banner.getByRole('link', { name: 'Get Early Access' })).toBeVisible();

    await menu.getByRole('link', { name: 'Contact' }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/#contact$/);
    expect(await settledTop(page, '#contact')).toBe(80);

    await banner.getByRole('button', { name: 'Open menu' }).click();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });

  test('nothing overflows sideways', async ({ page }) => {
    await openHome(page);
    for (const id of ['#feature-videos', '#workflow-demo-videos', '#demos', '#contact']) await hydrated(page, id);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });

  test('toasts appear at the top on small screens', async ({ page }) => {
    await page.route(`**${apiPaths.signup}`, (route) => route.abort());
    await openHome(page);
    const form = (await hydrated(page, '#signup')).locator('form');
    await form.getByLabel('Full name').fill('Tu Youyou');
    await form.getByLabel('Work email').fill('tu@example.org');
    await form.getByRole('button', { name: /Sign Up/ }).click();
    const box = (await page.locator('[data-toast]').boundingBox())!;
    expect(box.y).toBeLessThan(40);
  });

  test('axe finds nothing at phone width', async ({ page }) => {
    test.setTimeout(120_000);
    await openHome(page);
    for (const id of ['#platform', '#feature-videos', '#workflow-demo-videos', '#demos', '#signup', '#contact'])
      await hydrated(page, id);
    await page.evaluate(() => scrollTo(0, 0));
    await expectNoAxeViolations(page, { exclude: DEMO_CONTENT });
  });
});
