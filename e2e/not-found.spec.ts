// The 404 page: the spec's heading and text, then ways on: a search of the Updates (a plain GET form
// to the list's linkable search) and links to the home page, the docs and the updates. The same page
// with JavaScript off and on a slow phone is covered in conditions/reading.spec.ts.
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

const MISSING = '/definitely/not/here';
const waysOn = (page: Page) => page.getByRole('navigation', { name: 'Ways on' });
const search = (page: Page) => page.getByRole('search', { name: 'Updates' });

async function open404(page: Page, path = MISSING) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(404);
}

test('keeps the spec’s heading and text', async ({ page }) => {
  await open404(page);
  await expect(page.getByRole('heading', { name: '404 Page Not Found', level: 1 })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?', { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(/404 Page Not Found/);
});

for (const [name, path, landmark] of [
  ['Back to Home', '/', '#hero'],
  ['Read the Docs', '/docs', '[data-docs]'],
  ['Browse Updates', '/updates', '[data-article-card]'],
] as const) {
  test(`“${name}” leads to ${path}`, async ({ page }) => {
    await open404(page);
    const link = waysOn(page).getByRole('link', { name });
    await expect(link).toHaveAttribute('href', path);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${path === '/' ? '' : path}/?$`));
    await expect(page.locator(landmark).first()).toBeVisible();
  });
}

test('the search is a plain GET form that opens the Updates filtered by the query', async ({ page }) => {
  // Deep in a missing folder: the form's target is absolute, not relative to the bad path.
  await open404(page, '/some/deep/missing/page');
  const form = search(page);
  await expect(form).toHaveAttribute('method', 'get');
  await expect(form).toHaveAttribute('action', '/updates');
  const box = form.getByRole('searchbox', { name: 'Search updates' });
  await expect(box).toHaveAttribute('name', 'q');
  await expect(box).toHaveAttribute('placeholder', 'Search updates...');

  // An empty search goes nowhere.
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/some\/deep\/missing\/page$/);

  await box.fill('citation validation');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/updates\?q=citation\+validation$/);
  // The list's island picks the query up from the URL and filters by it.
  await expect(page.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('citation validation', {
    timeout: 30_000,
  });
  await expect(page.locator('[data-article-card="citation-validation-guide"]')).toBeVisible();
  await expect(page.locator('[data-article-card="early-access-beta-opens"]')).toHaveCount(0);
});

test('at 390 px the search and the links fit and can be used', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open404(page);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  for (const control of [
    search(page).getByRole('searchbox', { name: 'Search updates' }),
    search(page).getByRole('button', { name: 'Search' }),
    waysOn(page).getByRole('link', { name: 'Back to Home' }),
    waysOn(page).getByRole('link', { name: 'Read the Docs' }),
    waysOn(page).getByRole('link', { name: 'Browse Updates' }),
  ]) {
    const box = (await control.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.height).toBeGreaterThanOrEqual(40);
  }
});

test('has no axe violations', async ({ page }) => {
  await open404(page);
  await expectNoAxeViolations(page);
});
