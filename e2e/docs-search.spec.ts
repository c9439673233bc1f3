// Search and navigation in the docs: `/` opens search, arrows move through the results, Enter
// lands on the heading; Pagefind is fetched on first use only; "On this page" and heading links.
import type { Page, Request } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search docs and updates' });
const results = (page: Page) => page.getByRole('listbox', { name: 'Results' });
// Pagefind's files, and the chunk of the search UI itself (docs-search.ts): both wait for first use.
const isSearchAsset = (request: Request) =>
  /^\/(pagefind\/|_astro\/docs-search\.)/.test(new URL(request.url()).pathname);

async function openDocs(page: Page, hash = '') {
  await page.goto(`/docs${hash}`);
  await expect(page.locator('[data-docs][data-ready="true"]')).toBeAttached();
}

/** Presses ArrowDown until the option whose text starts with `name` is the active one. */
async function arrowTo(page: Page, name: string) {
  const target = results(page).getByRole('option', { name: new RegExp(`^${name}`) });
  await expect(target.first()).toBeVisible();
  for (let i = 0; i < 30 && (await target.first().getAttribute('aria-selected')) !== 'true'; i++) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(target.first()).toHaveAttribute('aria-selected', 'true');
  await expect(searchBox(page)).toHaveAttribute('aria-activedescendant', (await target.first().getAttribute('id'))!);
}

test('the search bundle is not requested when the page loads, only when search is first used', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (isSearchAsset(request)) requested.push(new URL(request.url()).pathname);
  });
  await openDocs(page);
  await page.waitForLoadState('networkidle');
  // Reading, scrolling and switching topics fetch none of it either.
  await page.mouse.wheel(0, 2000);
  await page
    .getByRole('navigation', { name: 'Documentation sections' })
    .getByRole('link', { name: 'Learning' })
    .click();
  await page.waitForLoadState('networkidle');
  expect(requested).toEqual([]);

  await page.keyboard.press('/');
  await expect(searchBox(page)).toBeFocused();
  await expect.poll(() => requested).toContain('/pagefind/pagefind.js');
  expect(requested.some((path) => path.startsWith('/_astro/docs-search.'))).toBe(true);
});

test('from the keyboard: / opens search, arrows choose a section, Enter lands on its heading', async ({ page }) => {
  await openDocs(page);
  await page.keyboard.press('/');
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.type('reciprocal rank fusion');
  await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'true');
  await arrowTo(page, 'Hybrid search');
  await page.keyboard.press('Enter');

  await expect(page.getByRole('dialog', { name: 'Search the documentation and updates' })).toBeHidden();
  await expect(page).toHaveURL(/\/docs#ai-tech-advanced-rag--hybrid-search$/);
  await expect(page.locator('[data-doc-panel]:visible')).toHaveAttribute('data-doc-panel', 'ai-tech-advanced-rag');
  const heading = page.getByRole('heading', { level: 2, name: 'Hybrid search', exact: true });
  await expect(heading).toBeInViewport();
  await expect(heading).toBeFocused();
  // Below the fixed header and the sticky tab bar, not under them.
  const tabsBottom = await page.locator('[data-doc-tabs]').evaluate((el) => el.getBoundingClientRect().bottom);
  expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(tabsBottom);
});

test('an update is found with its title and date and opens its page', async ({ page, request }) => {
  const { data } = (await (await request.get('/api/articles?limit=1')).json()) as {
    data: { slug: string; title: string }[];
  };
  const article = data[0]!;
  await openDocs(page);
  await page.getByRole('button', { name: 'Search docs' }).click();
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.type(article.title);
  const option = results(page).getByRole('option', {
    name: new RegExp(`^Updates · \\w+ \\d{1,2}(, \\d{4})?\\s*${article.title}`),
  });
  await expect(option).toBeVisible();
  await option.click();
  await expect(page).toHaveURL(new RegExp(`/updates/${article.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
});

test('Escape closes search; text fields keep their / ; a query with no match says so', async ({ page }) => {
  await openDocs(page);
  await page.keyboard.press('/');
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.type('zzqxv');
  await expect(page.getByRole('status').filter({ hasText: 'No results for “zzqxv”' })).toBeVisible();
  await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Search the documentation and updates' })).toBeHidden();

  // Typing a slash into a field types a slash.
  await page.setViewportSize({ width: 390, height: 844 });
  const select = page.getByRole('combobox', { name: 'Topic', exact: true });
  await select.focus();
  await page.keyboard.press('/');
  await expect(page.getByRole('dialog', { name: 'Search the documentation and updates' })).toBeHidden();
});

test('a word found nowhere lists nothing, not pages sharing its first letter', async ({ page }) => {
  // From a topic page too: search is the same there.
  await page.goto('/docs/integration/api-overview');
  await page.getByRole('button', { name: 'Search docs' }).click();
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.type('xqzzyv');
  await expect(page.getByRole('status').filter({ hasText: 'No results for “xqzzyv”' })).toBeVisible();
  await expect(results(page).getByRole('option')).toHaveCount(0);
  await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false');

  // A real word still finds its pages, by the whole word and by a prefix of it.
  await searchBox(page).fill('authentication');
  await expect(results(page).getByRole('option').first()).toBeVisible();
  await searchBox(page).fill('authenti');
  await expect(results(page).getByRole('option').first()).toBeVisible();
});

test('has no axe violations with search open and results listed', async ({ page }) => {
  // axe checks the contrast of every text of the twenty articles behind a blurred, translucent
  // backdrop: far slower than on a plain page, and more so on a busy machine.
  test.slow();
  await openDocs(page);
  await page.keyboard.press('/');
  await page.keyboard.type('citation');
  await expect(results(page).getByRole('option').first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expectNoAxeViolations(page);
});

test('"On this page" lists the headings and its links go to them', async ({ page }) => {
  await openDocs(page, '#ai-tech-advanced-rag');
  const toc = page.getByRole('navigation', { name: 'On this page' }).and(page.locator(':visible'));
  await expect(toc).toHaveCount(1);
  await expect(toc.getByRole('link')).toContainText([
    'The pipeline in Nodal',
    'Chunking scholarly documents',
    'Hybrid search',
    'Re-ranking',
  ]);
  await toc.getByRole('link', { name: 'Re-ranking' }).click();
  await expect(page).toHaveURL(/#ai-tech-advanced-rag--re-ranking$/);
  const heading = page.getByRole('heading', { level: 2, name: 'Re-ranking', exact: true });
  await expect(heading).toBeInViewport();
  // The section being read is marked as the current entry.
  await expect(toc.getByRole('link', { name: 'Re-ranking' })).toHaveAttribute('aria-current', 'location');
  await expect(toc.locator('[aria-current]')).toHaveCount(1);

  // Another article has its own list; previous/next still switch in place.
  await page
    .getByRole('navigation', { name: /Previous and next topic: Advanced Retrieval/ })
    .getByRole('link', { name: /Next/ })
    .click();
  await expect(page.locator('[data-doc-panel]:visible')).toHaveAttribute('data-doc-panel', 'ai-tech-vector-embeddings');
  await expect(
    page
      .getByRole('navigation', { name: 'On this page' })
      .and(page.locator(':visible'))
      .getByRole('link', { name: 'Re-ranking' }),
  ).toHaveCount(0);
});

test('headings carry a link to themselves, named for screen readers and shown on hover and focus', async ({ page }) => {
  await openDocs(page, '#ai-tech-advanced-rag');
  const anchor = page.getByRole('link', { name: 'Link to section: Hybrid search' });
  await expect(anchor).toHaveAttribute('href', '#ai-tech-advanced-rag--hybrid-search');
  await expect(anchor).toHaveCSS('opacity', '0');
  await page.getByRole('heading', { level: 2, name: 'Hybrid search', exact: true }).hover();
  await expect(anchor).toHaveCSS('opacity', '1');
  await page.mouse.move(0, 0);
  await anchor.focus();
  await expect(anchor).toHaveCSS('opacity', '1');

  // A copied link opens the article at that heading in a fresh page.
  await page.goto('/');
  await openDocs(page, '#ai-tech-advanced-rag--hybrid-search');
  await expect(page.locator('[data-doc-panel]:visible')).toHaveAttribute('data-doc-panel', 'ai-tech-advanced-rag');
  await expect(page.getByRole('heading', { level: 2, name: 'Hybrid search', exact: true })).toBeInViewport();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('search is reachable and usable by tap', async ({ page }) => {
    await openDocs(page);
    await page.getByRole('button', { name: 'Search docs' }).tap();
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.type('hybrid search');
    const option = results(page)
      .getByRole('option', { name: /^Hybrid search/ })
      .first();
    await option.tap();
    await expect(page).toHaveURL(/#ai-tech-advanced-rag--hybrid-search$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Hybrid search', exact: true })).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('the close button closes search', async ({ page }) => {
    await openDocs(page);
    await page.getByRole('button', { name: 'Search docs' }).tap();
    await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).tap();
    await expect(page.getByRole('dialog', { name: 'Search the documentation and updates' })).toBeHidden();
  });
});
