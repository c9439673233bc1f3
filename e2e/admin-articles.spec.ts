import { api as apiUrl, pages } from '@nodal/shared';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, uniqueId, waitForRebuild } from './fixtures.ts';
import { failing, hold } from './network.ts';

async function openNew(page: Page) {
  await page.goto(pages.adminArticles);
  await page.getByRole('button', { name: 'New Article' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Article' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('every validation message, slug auto-fill, live preview and axe', async ({ adminPage: page }) => {
  const dialog = await openNew(page);
  await expect(dialog.getByLabel('Type')).toHaveValue('news');
  await expect(dialog.getByRole('switch', { name: 'Published' })).toHaveAttribute('aria-checked', 'false');
  await expect(dialog.getByText('Make this article visible to the public')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save Article' }).click();
  for (const message of ['Title is required', 'Slug is required', 'Summary is required', 'Body is required']) {
    await expect(dialog.getByText(message)).toBeVisible();
  }
  await expectNoAxeViolations(page);
  await dialog.getByLabel('Title').fill('Hello, Wörld: Second Edition!');
  await expect(dialog.getByLabel('Slug')).toHaveValue('hello-world-second-edition');
  await dialog.getByLabel('Slug').fill('Not A Slug');
  await dialog.getByRole('button', { name: 'Save Article' }).click();
  await expect(dialog.getByText('Slug can only contain lowercase letters, numbers, and hyphens')).toBeVisible();
  await expect(dialog.getByText('Title is required')).toBeHidden();
  await dialog
    .getByLabel('Body (Markdown)')
    .fill('## Live heading\n\nSome **bold** text and <script>alert(1)</script>');
  const preview = dialog.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: 'Live heading' })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('bold');
  await expect(preview.locator('script')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('a taken slug shows the server message on the slug field', async ({ adminPage: page, api }) => {
  const slug = uniqueId('taken');
  const created = await api.post(apiUrl.articles, {
    data: { title: 'Taken', slug, type: 'news', published: false, summary: 'S', body: 'B' },
  });
  expect(created.status()).toBe(201);
  const dialog = await openNew(page);
  await dialog.getByLabel('Title').fill('Another');
  await dialog.getByLabel('Slug').fill(slug);
  await dialog.getByLabel('Summary').fill('Summary');
  await dialog.getByLabel('Body (Markdown)').fill('Body');
  await dialog.getByRole('button', { name: 'Save Article' }).click();
  await expect(dialog.getByText('An article with this slug already exists').first()).toBeVisible();
  await expect(dialog.getByLabel('Slug')).toHaveAttribute('aria-invalid', 'true');
});

test('an article created by keyboard alone is public after the rebuild', async ({ adminPage: page, api }) => {
  test.setTimeout(150_000);
  const tag = uniqueId('kbd');
  const title = `Keyboard article ${tag}`;
  await page.goto(pages.adminArticles);
  await expect(page.getByRole('heading', { name: 'Article Management' })).toBeVisible();
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    if ((await page.evaluate(() => document.activeElement?.textContent?.trim())) === 'New Article') break;
  }
  await expect(page.getByRole('button', { name: 'New Article' })).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Create New Article' });
  await expect(dialog.getByLabel('Title')).toBeFocused();
  await page.keyboard.type(title);
  await page.keyboard.press('Tab'); // slug, already filled from the title
  await expect(dialog.getByLabel('Slug')).toBeFocused();
  await page.keyboard.press('Tab'); // type
  await page.keyboard.press('ArrowDown'); // news -> guide
  await expect(dialog.getByLabel('Type')).toHaveValue('guide');
  await page.keyboard.press('Tab'); // published switch
  await page.keyboard.press('Space');
  await expect(dialog.getByRole('switch', { name: 'Published' })).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Written without touching the mouse.');
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Body (Markdown)')).toBeFocused();
  await page.keyboard.type('## Made by keyboard\n\nEvery control is reachable.');
  const since = Date.now();
  await page.keyboard.press('Tab'); // preview
  await page.keyboard.press('Tab'); // close (x)? or Cancel
  for (let i = 0; i < 5; i++) {
    if ((await page.evaluate(() => document.activeElement?.textContent?.trim())) === 'Save Article') break;
    await page.keyboard.press('Tab');
  }
  await expect(dialog.getByRole('button', { name: 'Save Article' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Article created successfully' })).toBeVisible();
  await expect(dialog).toBeHidden();
  const card = page.getByRole('listitem').filter({ hasText: title });
  await expect(card).toContainText('Published');
  await expect(card).toContainText('Guide');
  await expect(card).toContainText(`/keyboard-article-${tag}`);
  await expect(
    page.getByText('The public site is rebuilding…').or(page.getByText('The public site is live with your changes.')),
  ).toBeVisible();

  await waitForRebuild(api, since);
  await expect(page.getByText('The public site is live with your changes.')).toBeVisible({ timeout: 15_000 });
  await page.goto(pages.update(`keyboard-article-${tag}`));
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Made by keyboard' })).toBeVisible();
});

test('search, type filter, edit keeps the slug, delete asks first', async ({ adminPage: page, api }) => {
  const tag = uniqueId('edit');
  const created = await api.post(apiUrl.articles, {
    data: {
      title: `Draft ${tag}`,
      slug: tag,
      type: 'insight',
      published: false,
      summary: `Summary ${tag}`,
      body: 'Body',
    },
  });
  expect(created.status()).toBe(201);
  await page.goto(pages.adminArticles);
  await page.getByRole('searchbox', { name: 'Search articles' }).fill(tag);
  const card = page.getByRole('listitem').filter({ hasText: `Draft ${tag}` });
  await expect(card).toContainText('Draft');
  await expect(card).toContainText('Insight');
  await expect(card).toContainText(/Created \w+ \d{1,2}, \d{4}/);
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(1);
  await page.getByLabel('Filter by type').selectOption('news');
  await expect(page.getByText('No articles found. Create your first article to get started.')).toBeVisible();
  await page.getByLabel('Filter by type').selectOption('insight');
  await expectNoAxeViolations(page);

  await card.getByRole('button', { name: `Edit Draft ${tag}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Article' });
  await dialog.getByLabel('Title').fill(`Edited ${tag}`);
  await expect(dialog.getByLabel('Slug')).toHaveValue(tag);
  await dialog.getByRole('button', { name: 'Save Article' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Article updated successfully' })).toBeVisible();
  const edited = page.getByRole('listitem').filter({ hasText: `Edited ${tag}` });
  await expect(edited).toBeVisible();

  let asked = '';
  page.once('dialog', (d) => {
    asked = d.message();
    void d.dismiss();
  });
  await edited.getByRole('button', { name: `Delete Edited ${tag}` }).click();
  expect(asked).toBe('Are you sure you want to delete this article?');
  await expect(edited).toBeVisible();
  page.once('dialog', (d) => void d.accept());
  await edited.getByRole('button', { name: `Delete Edited ${tag}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Article deleted successfully' })).toBeVisible();
  await expect(page.getByText('No articles found. Create your first article to get started.')).toBeVisible();
});

test('loading and error-with-Retry', async ({ adminPage: page }) => {
  const release = await hold(page, '**/api/articles?**');
  await page.goto(pages.adminArticles);
  await expect(page.getByText('Loading articles...')).toBeVisible();
  await release();
  const failed = await failing(page, '**/api/articles?**', { status: 500, body: '' });
  await page.reload();
  await expect(page.getByText('Error loading articles: 500: Internal Server Error')).toBeVisible();
  await failed.retried();
  await failed.restore();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeHidden();
});

test('on a phone the editor switches between Write and Preview', async ({ adminPage: page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const dialog = await openNew(page);
  await dialog.getByLabel('Body (Markdown)').fill('# Phone heading');
  await dialog.getByRole('tab', { name: 'Preview' }).click();
  await expect(dialog.getByRole('heading', { name: 'Phone heading' })).toBeVisible();
  await expect(dialog.getByLabel('Body (Markdown)')).toBeHidden();
  await expectNoAxeViolations(page);
});
