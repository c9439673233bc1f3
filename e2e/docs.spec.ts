// /docs: five tabs, a side list per tab, `#tab-topic` hashes and coming-soon topics. The page is
// prebuilt with the opening article in full and a linked stub for every other topic, whose
// article comes from the topic's own page when it is chosen (e2e/docs-pages.spec.ts covers those).
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

const TABS = [
  {
    label: 'Getting Started',
    id: 'getting-started',
    defaultItem: 'introduction',
    defaultTitle: 'Introduction to Nodal',
  },
  { label: 'AI Technology', id: 'ai-tech', defaultItem: 'genai-strategies', defaultTitle: 'Generative AI Strategies' },
  { label: 'Integration', id: 'integration', defaultItem: 'api-overview', defaultTitle: 'API Overview' },
  { label: 'Tutorials', id: 'tutorials', defaultItem: 'quick-start', defaultTitle: 'Getting Started Tutorial' },
  {
    label: 'Learning',
    id: 'learning',
    defaultItem: 'getting-started',
    defaultTitle: 'Artificial Intelligence for Scholarly Research',
  },
] as const;

// Every topic id the docs promise (deep links point at them), each with real content.
const SPEC_TOPICS = [
  ['getting-started', 'introduction'],
  ['getting-started', 'platform-overview'],
  ['ai-tech', 'genai-strategies'],
  ['ai-tech', 'advanced-prompt-engineering'],
  ['ai-tech', 'advanced-rag'],
  ['ai-tech', 'vector-embeddings'],
  ['integration', 'api-overview'],
  ['tutorials', 'quick-start'],
  ['tutorials', 'ai-workflow'],
  ['tutorials', 'case-studies'],
  ['learning', 'getting-started'],
  ['learning', 'ai-fundamentals-what-is-ai'],
] as const;

const tabLink = (page: Page, label: string) =>
  page.getByRole('navigation', { name: 'Documentation sections' }).getByRole('link', { name: label, exact: true });
const visibleArticle = (page: Page) => page.locator('[data-doc-panel]:visible');
const articleTitle = (page: Page) => visibleArticle(page).locator('[data-doc-title]');

async function openDocs(page: Page, hash = '') {
  await page.goto(`/docs${hash}`);
  await expect(page.locator('[data-docs][data-ready="true"]')).toBeAttached();
}

test('every topic has a place in the prebuilt HTML, all but one hidden, each linking to its page', async ({
  request,
  page,
}) => {
  const html = await (await request.get('/docs')).text();
  for (const [tab, item] of SPEC_TOPICS) {
    expect(html, `${tab}-${item}`).toContain(`id="doc-${tab}-${item}"`);
    if (`${tab}-${item}` !== 'getting-started-introduction') {
      expect(html, `${tab}-${item}`).toContain(`href="/docs/${tab}/${item}"`);
    }
  }
  expect(html).toContain('Artificial Intelligence for Scholarly Research');
  // The opening article is there in full; the others are read from their pages, where a sentence
  // from deep inside one is prebuilt, indexable text.
  expect(html).not.toContain('Rules break down when the task is too varied to describe completely.');
  const lesson = await (await request.get('/docs/learning/ai-fundamentals-what-is-ai')).text();
  expect(lesson).toContain('Rules break down when the task is too varied to describe completely.');

  await openDocs(page);
  const panels = page.locator('[data-doc-panel]');
  expect(await panels.count()).toBeGreaterThanOrEqual(20);
  await expect(visibleArticle(page)).toHaveCount(1);
  await expect(page.locator('[data-doc-panel][hidden]')).toHaveCount((await panels.count()) - 1);
});

test('without a hash it opens on Getting Started / Introduction', async ({ page }) => {
  await openDocs(page);
  await expect(page).toHaveTitle(/Documentation/);
  await expect(tabLink(page, 'Getting Started')).toHaveAttribute('aria-current', 'true');
  await expect(articleTitle(page)).toHaveText('Introduction to Nodal');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/docs$/);
});

for (const [tab, item] of SPEC_TOPICS) {
  test(`#${tab}-${item} selects that article on load`, async ({ page }) => {
    await openDocs(page, `#${tab}-${item}`);
    await expect(visibleArticle(page)).toHaveAttribute('data-doc-panel', `${tab}-${item}`);
    await expect(visibleArticle(page).locator('.prose-nodal')).not.toBeEmpty();
    await expect(page.locator(`[data-doc-tab="${tab}"]`)).toHaveAttribute('aria-current', 'true');
    await expect(page.locator(`[data-doc-item="${tab}-${item}"]`)).toHaveAttribute('aria-current', 'page');
  });
}

test('switching tab resets the item to the tab default', async ({ page }) => {
  await openDocs(page, '#ai-tech-advanced-rag');
  await expect(articleTitle(page)).toHaveText('Advanced Retrieval-Augmented Generation');
  for (const tab of [...TABS.filter((t) => t.id !== 'ai-tech'), TABS[1]]) {
    await tabLink(page, tab.label).click();
    await expect(page).toHaveURL(new RegExp(`/docs#${tab.id}-${tab.defaultItem}$`));
    await expect(articleTitle(page)).toHaveText(tab.defaultTitle);
    await expect(tabLink(page, tab.label)).toHaveAttribute('aria-current', 'true');
  }
  // Back in AI Technology: the default again, not the article seen there before.
  await expect(articleTitle(page)).toHaveText('Generative AI Strategies');
});

test('choosing an item updates the hash, and back/forward follow it', async ({ page }) => {
  await openDocs(page, '#ai-tech-genai-strategies');
  const list = page.getByRole('navigation', { name: 'AI Technology topics' });
  await list.getByRole('link', { name: /Advanced Prompt Engineering/ }).click();
  await expect(page).toHaveURL(/#ai-tech-advanced-prompt-engineering$/);
  await expect(articleTitle(page)).toHaveText('Advanced Prompt Engineering');
  await list.getByRole('link', { name: /Vector Embeddings/ }).click();
  await expect(page).toHaveURL(/#ai-tech-vector-embeddings$/);

  await page.goBack();
  await expect(page).toHaveURL(/#ai-tech-advanced-prompt-engineering$/);
  await expect(articleTitle(page)).toHaveText('Advanced Prompt Engineering');
  await page.goBack();
  await expect(articleTitle(page)).toHaveText('Generative AI Strategies');
  await page.goForward();
  await expect(articleTitle(page)).toHaveText('Advanced Prompt Engineering');
});

test('Back pressed while the next topic loads goes back, and the late topic never shows', async ({ page }) => {
  await openDocs(page, '#ai-tech-advanced-prompt-engineering');
  // The next topic's page is held until Back has been pressed.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route('**/docs/ai-tech/vector-embeddings', async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  const list = page.getByRole('navigation', { name: 'AI Technology topics' });
  await list.getByRole('link', { name: /Vector Embeddings/ }).click();
  await expect(page).toHaveURL(/#ai-tech-vector-embeddings$/);
  await expect.poll(() => asked).toBe(true);

  await page.goBack();
  await expect(page).toHaveURL(/#ai-tech-advanced-prompt-engineering$/);
  await expect(articleTitle(page)).toHaveText('Advanced Prompt Engineering');
  release();
  // The topic that arrived late takes its stub's place, in the same task as any switch to it; the
  // one Back chose stays on screen.
  await expect(page.locator('#doc-ai-tech-vector-embeddings')).not.toHaveAttribute('data-doc-stub');
  await expect(page.locator('#doc-ai-tech-vector-embeddings')).toBeHidden();
  await expect(articleTitle(page)).toHaveText('Advanced Prompt Engineering');
});

test('links between articles switch topics in place', async ({ page }) => {
  await openDocs(page, '#ai-tech-advanced-prompt-engineering');
  await visibleArticle(page).getByRole('link', { name: 'Prompt Engineering Basics' }).first().click();
  await expect(page).toHaveURL(/\/docs#learning-prompt-engineering$/);
  await expect(articleTitle(page)).toHaveText('Prompt Engineering Basics');
  await expect(tabLink(page, 'Learning')).toHaveAttribute('aria-current', 'true');
});

test('an unknown topic falls back to its tab default; an unknown hash to the start', async ({ page }) => {
  await openDocs(page, '#integration-no-such-topic');
  await expect(articleTitle(page)).toHaveText('API Overview');
  // A fresh load: within the page an unknown hash (an in-article anchor) keeps what is shown.
  await page.goto('about:blank');
  await openDocs(page, '#nothing-like-a-topic');
  await expect(articleTitle(page)).toHaveText('Introduction to Nodal');
});

test('topics without content say Documentation Coming Soon', async ({ page }) => {
  for (const item of ['webhooks', 'sdks']) {
    await openDocs(page, `#integration-${item}`);
    await expect(visibleArticle(page).getByRole('heading', { name: 'Documentation Coming Soon' })).toBeVisible();
  }
  await expect(
    page.getByRole('navigation', { name: 'Integration topics' }).getByText('Soon', { exact: true }).first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('learning topics without content say Content Coming Soon with a media placeholder', async ({ page }) => {
  await openDocs(page, '#learning-responsible-ai');
  await expect(visibleArticle(page).getByRole('heading', { name: 'Content Coming Soon' })).toBeVisible();
  await expect(visibleArticle(page).locator('[data-media-placeholder]')).toBeVisible();
});

test('the fundamentals lesson shows its diagram and opens references in a new tab', async ({ page }) => {
  await openDocs(page, '#learning-ai-fundamentals-what-is-ai');
  await expect(articleTitle(page)).toHaveText('What Is AI?');
  const image = visibleArticle(page).locator('img');
  await expect(image).toBeVisible();
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  expect(await image.getAttribute('alt')).toBeTruthy();

  const external = visibleArticle(page).locator('a[href^="http"]');
  expect(await external.count()).toBeGreaterThanOrEqual(4);
  for (const link of await external.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
  const internal = visibleArticle(page).locator('a[href^="/"]');
  for (const link of await internal.all()) await expect(link).not.toHaveAttribute('target', '_blank');
});

test('the learning guide is titled and the next-step links point where the spec says', async ({ page }) => {
  await openDocs(page, '#learning-getting-started');
  await expect(articleTitle(page)).toHaveText('Artificial Intelligence for Scholarly Research');
  await expect(page.getByRole('link', { name: 'Continue Learning' })).toHaveAttribute('href', '/docs');
  await expect(page.getByRole('link', { name: 'See Demo' })).toHaveAttribute('href', '/demo');
  await expect(page.getByRole('link', { name: 'Request a Consultation' })).toHaveAttribute('href', '/contact');
});

test('side list items carry an icon, title and description', async ({ page }) => {
  await openDocs(page);
  const items = page.getByRole('navigation', { name: 'Getting Started topics' }).locator('[data-doc-item]');
  expect(await items.count()).toBeGreaterThanOrEqual(5);
  for (const item of await items.all()) {
    await expect(item.locator('svg')).toHaveCount(1);
    await expect(item.locator('span.line-clamp-2')).not.toBeEmpty();
  }
});

test('on a phone the side list becomes a select and the tabs scroll sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openDocs(page);
  await expect(page.getByRole('navigation', { name: 'Getting Started topics' })).toBeHidden();
  const select = page.getByRole('combobox', { name: 'Topic' });
  await expect(select).toBeVisible();
  await select.selectOption('tutorials-case-studies');
  await expect(page).toHaveURL(/#tutorials-case-studies$/);
  await expect(articleTitle(page)).toHaveText('Case Studies');
  await expect(tabLink(page, 'Tutorials')).toHaveAttribute('aria-current', 'true');
  // Nothing is wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
});

test('has no axe violations', async ({ page }) => {
  await openDocs(page);
  await expectNoAxeViolations(page);
  await openDocs(page, '#integration-api-overview');
  await expectNoAxeViolations(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every article is listed and a link away', async ({ page }) => {
    await page.goto('/docs');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Artificial Intelligence for Scholarly Research' }),
    ).toBeVisible();
    expect(await visibleArticle(page).count()).toBeGreaterThanOrEqual(20);
    await expect(page.getByRole('heading', { name: 'Why Nodal exists' })).toBeVisible();

    const rag = page.locator('[data-doc-panel="ai-tech-advanced-rag"]');
    await expect(rag.getByRole('heading', { level: 2, name: 'Advanced Retrieval-Augmented Generation' })).toBeVisible();
    await rag.getByRole('link', { name: 'Read Advanced Retrieval-Augmented Generation' }).click();
    await expect(page).toHaveURL(/\/docs\/ai-tech\/advanced-rag$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Hybrid search', exact: true })).toBeVisible();
  });
});
