// Reading the site as visitors meet it: on a slow phone (390 px, throttled) and with JavaScript off
// (1440 px, and a phone where it matters). The navigation, the docs with their tabs and deep links,
// the updates list and an article, and the 404 page; and with JavaScript off, every public page's
// content is there to read, not waiting for a script that never runs.
import type { Page } from '@playwright/test';
import { api as apiPaths, pages, PUBLIC_FORM_NAMES, type Article } from '@nodal/shared';
import { expect, test } from '../fixtures.ts';
import { NO_JAVASCRIPT } from '../projects.ts';

const isPhone = (page: Page) => page.viewportSize()!.width < 768;

/**
 * Readable means: the page has its words, every heading in it shows (not hidden, not transparent,
 * in the page's width), and no loading message is all it has.
 */
async function expectReadable(page: Page, path: string) {
  const main = page.locator('main');
  const text = (await main.innerText()).trim();
  expect(text.length, `${path} has text to read`).toBeGreaterThan(120);
  const hidden = await main.evaluate((root) => {
    const shown = (el: Element) => {
      for (let node: Element | null = el; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.display === 'none' || style.visibility === 'hidden' || Number(style.opacity) < 0.1) return false;
      }
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && box.right > 0 && box.left < document.documentElement.clientWidth;
    };
    return [...root.querySelectorAll('h1, h2')]
      .filter((h) => !h.closest('[hidden], .sr-only') && !shown(h))
      .map((h) => (h.textContent ?? '').trim().slice(0, 60));
  });
  expect(hidden, `${path}: headings that do not show`).toEqual([]);
  expect(text, `${path} is more than a loading message`).not.toMatch(/^\s*Loading[^\n]*$/);
}

test('the header takes a visitor to each section', async ({ page }) => {
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const banner = page.getByRole('banner');
  if (isPhone(page)) {
    // The toggle opens the menu; a choice takes the visitor there.
    await banner.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Contact' }).click();
  } else {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
  }
  await expect(page).toHaveURL(/#contact$/);
  await expect(page.locator('#contact h2').first()).toBeInViewport();

  await banner.getByRole('link', { name: 'Get Early Access' }).click();
  await expect(page).toHaveURL(/#signup$/);
  await expect(page.locator('#signup-title')).toBeInViewport();
});

test('a phone without JavaScript reaches every link through Menu', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const banner = page.getByRole('banner');
  if (testInfo.project.name === NO_JAVASCRIPT) {
    await expect(banner.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await banner.getByRole('link', { name: 'Menu' }).click();
    await expect(page).toHaveURL(/#site-footer$/);
  } else {
    await expect(banner.getByRole('link', { name: 'Menu' })).toHaveCount(0);
    await banner.getByRole('button', { name: 'Open menu' }).click();
  }
  const footer = page.locator('#site-footer');
  if (testInfo.project.name === NO_JAVASCRIPT) {
    await expect(footer.getByRole('link', { name: 'Documentation' })).toBeInViewport();
    await footer.getByRole('link', { name: 'Updates' }).click();
    await expect(page).toHaveURL(/\/updates$/);
  } else {
    await expect(page.getByRole('navigation', { name: 'Mobile' }).getByRole('link')).toHaveText([
      'Platform',
      'Demos',
      'Partnerships',
      'Contact',
    ]);
  }
});

test('the docs open a deep link and a tab', async ({ page }, testInfo) => {
  await page.goto('/docs#ai-tech-advanced-rag', { waitUntil: 'domcontentloaded' });
  const rag = page.locator('#doc-ai-tech-advanced-rag');
  await expect(rag.locator('[data-doc-title]')).toBeVisible();
  await expect(rag.locator('[data-doc-title]')).toHaveText('Advanced Retrieval-Augmented Generation');
  if (testInfo.project.name === NO_JAVASCRIPT) {
    // Every article is on the page: the tabs' links lead to them within it.
    await expect(page.locator('[data-doc-panel]:visible')).not.toHaveCount(1);
    await expect(page.locator('#doc-integration-api-overview [data-doc-title]')).toBeVisible();
  } else {
    await expect(page.locator('[data-docs][data-ready="true"]')).toBeAttached({ timeout: 30_000 });
    await page
      .getByRole('navigation', { name: 'Documentation sections' })
      .getByRole('link', { name: 'Integration', exact: true })
      .click();
    await expect(page).toHaveURL(/#integration-api-overview$/);
    await expect(page.locator('[data-doc-panel]:visible [data-doc-title]')).toHaveText('API Overview');
  }
});

test('the updates list leads to an article', async ({ page, request }) => {
  const { data } = (await (await request.get(`${apiPaths.articles}?limit=1`)).json()) as { data: Article[] };
  const article = data[0]!;
  await page.goto(pages.updates, { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { name: 'Updates', level: 1 })).toBeVisible();
  const card = page.locator(`[data-article-card="${article.slug}"]`);
  await expect(card).toBeVisible();
  await card.getByRole('link', { name: /Read more/ }).click();
  await expect(page).toHaveURL(new RegExp(`${pages.update(article.slug)}$`));
  await expect(page.getByRole('heading', { name: article.title, level: 1 })).toBeVisible();
  await expectReadable(page, pages.update(article.slug));
});

test('the 404 page says so and leads on: search, home, docs, updates', async ({ page }, testInfo) => {
  const open404 = async () => {
    const response = await page.goto('/not/a/page/here', { waitUntil: 'domcontentloaded' });
    expect(response?.status()).toBe(404);
  };
  await open404();
  await expect(page.getByRole('heading', { name: '404 Page Not Found', level: 1 })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  const waysOn = page.getByRole('navigation', { name: 'Ways on' });
  await waysOn.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await open404();
  await waysOn.getByRole('link', { name: 'Read the Docs' }).click();
  await expect(page).toHaveURL(/\/docs$/);
  await expect(page.locator('[data-doc-title]').first()).toBeVisible();
  await open404();
  await waysOn.getByRole('link', { name: 'Browse Updates' }).click();
  await expect(page).toHaveURL(/\/updates$/);
  await expect(page.getByRole('heading', { name: 'Updates', level: 1 })).toBeVisible();

  // The search is a plain form: it submits with or without scripts and lands on the Updates list.
  await open404();
  const search = page.getByRole('search', { name: 'Updates' });
  await search.getByRole('searchbox', { name: 'Search updates' }).fill('citation');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/updates\?q=citation$/);
  await expect(page.getByRole('heading', { name: 'Updates', level: 1 })).toBeVisible();
  const guide = page.locator('[data-article-card="citation-validation-guide"]');
  await expect(guide).toBeVisible();
  // Text locators skip <noscript>; its note is found by its attribute.
  const note = page.locator('noscript [data-search-needs-javascript]');
  if (testInfo.project.name === NO_JAVASCRIPT) {
    // Only the island filters; without it every article is listed, and the page says why.
    await expect(note).toBeVisible();
    await expect(note).toContainText('Searching and filtering need JavaScript, which is off in this browser.');
    await expect(page.locator('[data-article-card="early-access-beta-opens"]')).toBeVisible();
  } else {
    await expect(note).toHaveCount(0);
    await expect(page.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('citation', {
      timeout: 30_000,
    });
    await expect(page.locator('[data-article-card="early-access-beta-opens"]')).toHaveCount(0, { timeout: 30_000 });
  }
  await expectReadable(page, '/updates?q=citation');
});

test('every public page has its content to read', async ({ page, request }) => {
  test.setTimeout(180_000);
  const { data } = (await (await request.get(`${apiPaths.articles}?limit=1`)).json()) as { data: Article[] };
  const paths = [
    pages.home,
    pages.updates,
    pages.update(data[0]!.slug),
    pages.docs,
    pages.playground,
    pages.animationPreview,
    ...PUBLIC_FORM_NAMES.map((form) => pages.form(form)),
  ];
  for (const path of paths) {
    const response = await page.goto(path, { waitUntil: 'domcontentloaded' });
    expect(response?.status(), path).toBe(200);
    await expectReadable(page, path);
  }
});

test('a page that needs JavaScript for its content says so', async ({ page }, testInfo) => {
  // Text locators skip <noscript>; its note is found by its role.
  const note = page.locator('main noscript [role="note"]');
  await page.goto(pages.previewLink('no-such-token'), { waitUntil: 'domcontentloaded' });
  if (testInfo.project.name === NO_JAVASCRIPT) {
    await expect(note).toBeVisible();
    await expect(note).toContainText('Showing this draft needs JavaScript, which is off in this browser.');
  } else await expect(note).toHaveCount(0);
  await page.goto('/updates/published-after-the-last-build', { waitUntil: 'domcontentloaded' });
  if (testInfo.project.name === NO_JAVASCRIPT) {
    await expect(note).toContainText('Showing this article needs JavaScript');
    await expect(note.getByRole('link', { name: 'Updates' })).toBeVisible();
  } else {
    await expect(page.getByRole('heading', { name: 'Article Not Found' })).toBeVisible({ timeout: 30_000 });
  }
});

test('the platform film shows the finished workflow before it plays', async ({ page }, testInfo) => {
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const film = page.locator('#platform');
  await film.locator('[data-main-video]').scrollIntoViewIfNeeded();
  if (testInfo.project.name === NO_JAVASCRIPT) {
    // The player never runs: the picture of the finished run covers the film's empty first frame.
    const still = film.getByRole('img', { name: /The Nodal canvas after a run/ });
    await expect(still).toBeVisible();
    await expect.poll(() => still.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1280);
  } else {
    // The player sets the same picture as the film's poster once it is on screen.
    await expect(film.locator('video')).toHaveAttribute('poster', /platform-demo-poster/);
  }
});
