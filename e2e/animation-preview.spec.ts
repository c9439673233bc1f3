// /animation-preview: the staff reference page for the four hero animations.
import { ANIMATION_NAMES, ANIMATION_TYPES, pages } from '@nodal/shared';
import { baseURL } from './playwright.config.ts';
import { adminApi, expect, expectNoAxeViolations, test, waitForRebuild } from './fixtures.ts';

// The server under test rebuilds the site once after seeding; start once that build is live so
// no page is read halfway through the swap.
test.beforeAll(async () => {
  const api = await adminApi(baseURL);
  await waitForRebuild(api, 0, 180_000);
  await api.dispose();
});

test('title, back link, a live card per animation and the two overview sections', async ({ page }) => {
  // The live cards draw only for a visitor who has not asked for less motion.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  const response = await page.goto(pages.animationPreview);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Hero Animation Preview' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Admin' })).toHaveAttribute('href', pages.adminHeroAnimations);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

  const cards = page.locator('[data-animation-card]');
  await expect(cards).toHaveCount(ANIMATION_TYPES.length);
  for (const type of ANIMATION_TYPES) {
    const card = page.locator(`[data-animation-card="${type}"]`);
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(ANIMATION_NAMES[type]);
    await expect(card.locator('p').first()).not.toBeEmpty();
    await expect(card.getByText('Visual characteristics')).toBeVisible();
    expect(await card.locator('ul li').count()).toBeGreaterThanOrEqual(3);
    await card.scrollIntoViewIfNeeded();
    const canvas = card.locator('canvas');
    await expect(canvas).toHaveAttribute('data-animation', type);
    await expect.poll(async () => Number(await canvas.getAttribute('data-frames'))).toBeGreaterThan(2);
  }
  await expect(page.getByRole('heading', { level: 2, name: 'How It Works' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Best Practices' })).toBeVisible();
});

test('under reduced motion every preview is a still frame', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(pages.animationPreview);
  for (const type of ANIMATION_TYPES) {
    const canvas = page.locator(`[data-animation-card="${type}"] canvas`);
    await canvas.scrollIntoViewIfNeeded();
    await expect(canvas).toHaveAttribute('data-frames', '1');
  }
});

test('Back to Admin leads to the admin (login without a session)', async ({ page }) => {
  await page.goto(pages.animationPreview);
  await page.getByRole('link', { name: 'Back to Admin' }).click();
  await expect(page).toHaveURL(/\/(login|admin\/hero-animations)$/);
});

test('axe finds nothing on /animation-preview', async ({ page }) => {
  await page.goto(pages.animationPreview);
  await expectNoAxeViolations(page);
});

test.describe('at 390×844', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the cards stack and nothing overflows', async ({ page }) => {
    await page.goto(pages.animationPreview);
    await expect(page.locator('[data-animation-card]')).toHaveCount(4);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await expectNoAxeViolations(page);
  });
});
