// Publishing the way editors expect: a post scheduled for the next minute goes public on its
// own, a preview link works for someone with no account, and a bad edit is undone from its history.
import { api as apiUrl, pages, type Article } from '@nodal/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, uniqueId } from './fixtures.ts';

// Far from UTC, so a time shown or stored in the wrong zone is hours off and cannot pass.
const TIME_ZONE = 'America/Los_Angeles';
test.use({ timezoneId: TIME_ZONE });

async function createDraft(api: APIRequestContext, fields: Partial<Record<string, unknown>> = {}): Promise<Article> {
  const slug = uniqueId('pub');
  const response = await api.post(apiUrl.articles, {
    data: {
      title: `Draft ${slug}`,
      slug,
      type: 'guide',
      published: false,
      summary: 'A draft for the publishing tests.',
      body: '## Findings\n\nThe first version of the text.',
      ...fields,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: Article }).data;
}

async function openEditor(page: Page, article: Article) {
  await page.goto(pages.adminArticles);
  await page.getByRole('searchbox', { name: 'Search articles' }).fill(article.slug);
  await page.getByRole('button', { name: `Edit ${article.title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Article' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a post scheduled for the next minute goes public after the rebuild with no one touching anything', async ({
  adminPage: page,
  api,
  request,
}) => {
  test.setTimeout(300_000);
  const tag = uniqueId('sched');
  const title = `Scheduled ${tag}`;
  await page.goto(pages.adminArticles);
  await page.getByRole('button', { name: 'New Article' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Article' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Summary').fill('Goes public by itself.');
  await dialog.getByLabel('Body (Markdown)').fill('## On time\n\nPublished by the scheduler.');
  await expect(dialog.getByText(`in your timezone (${TIME_ZONE})`)).toBeVisible();
  // The next whole minute at least 20 s away (time enough to save it), as the browser's wall clock
  // reads it. The platform's clock runs the publisher at the start of every minute, so the wait is
  // 20 to 80 s.
  const local = await page.evaluate(() => {
    const at = new Date(Date.now() + 20_000);
    at.setSeconds(0, 0);
    at.setMinutes(at.getMinutes() + 1);
    const pad = (n: number) => String(n).padStart(2, '0');
    return {
      value: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`,
      iso: at.toISOString(),
    };
  });
  await dialog.getByLabel('Schedule').fill(local.value);
  await dialog.getByRole('button', { name: 'Save Article' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Article created successfully' })).toBeVisible();

  // Stored in UTC, shown in the editor's zone, and a draft everywhere until then.
  const stored = ((await (await api.get(`${apiUrl.articles}?published=false&q=${tag}`)).json()) as { data: Article[] })
    .data[0]!;
  expect(stored).toMatchObject({ published: false, publishAt: local.iso });
  const shown = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, hour: 'numeric', minute: '2-digit' })
    .format(new Date(local.iso))
    .replace(/\u202f/g, ' ');
  const card = page.getByRole('listitem').filter({ hasText: title });
  await expect(card).toContainText('Scheduled');
  await expect(card).toContainText(shown);
  await expectNoAxeViolations(page);
  expect((await request.get(apiUrl.article(stored.slug))).status()).toBe(404);
  expect(await (await request.get(pages.updatesRss)).text()).not.toContain(title);

  // Nothing else happens here: the platform's clock publishes it and the rebuild prebuilds its page.
  await expect
    .poll(async () => (await request.get(pages.update(stored.slug))).text(), { timeout: 240_000, intervals: [2000] })
    .toContain(title);
  expect(await (await request.get(pages.updatesRss)).text()).toContain(title);
  expect(await (await request.get('/sitemap-0.xml')).text()).toContain(pages.update(stored.slug));
  await page.goto(pages.update(stored.slug));
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'On time' })).toBeVisible();
  await page.goto(pages.adminArticles);
  await expect(page.getByRole('listitem').filter({ hasText: title })).toContainText('Published');
});

test('a preview link shows the draft to a fresh browser with no account, until it is revoked', async ({
  adminPage: page,
  api,
  browser,
}) => {
  const article = await createDraft(api, { body: '## Early findings\n\nNot public yet.' });
  const dialog = await openEditor(page, article);
  await dialog.getByRole('button', { name: 'Share Preview' }).click();
  const share = page.getByRole('dialog', { name: 'Share preview' });
  const url = await share.getByLabel('Preview link').inputValue();
  expect(url).toMatch(/\/preview#/);
  await expectNoAxeViolations(page);

  const visitor = await browser.newContext();
  const errors: string[] = [];
  const preview = await visitor.newPage();
  preview.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const response = await preview.goto(url);
  expect(response!.headers()['x-robots-tag']).toContain('noindex');
  await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(preview.getByText('Preview — not published')).toBeVisible();
  await expect(preview.getByRole('heading', { name: article.title, level: 1 })).toBeVisible();
  await expect(preview.getByRole('heading', { name: 'Early findings' })).toBeVisible();
  // The same page styles as the article page: the prose class the prebuilt pages use.
  await expect(preview.locator('.prose-nodal h2')).toHaveText('Early findings');
  await expectNoAxeViolations(preview);
  expect(errors).toEqual([]);

  await share.getByRole('button', { name: 'Revoke Link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Preview link revoked' })).toBeVisible();
  await preview.reload();
  await expect(preview.getByRole('heading', { name: 'Preview unavailable' })).toBeVisible();
  await expect(preview.getByText('This preview link is no longer active')).toBeVisible();
  await expect(preview.getByText('Not public yet.')).toHaveCount(0);
  await visitor.close();
});

test('a bad edit is undone by restoring a revision, which is itself a new revision', async ({
  adminPage: page,
  api,
}) => {
  const article = await createDraft(api);
  const edit = await api.put(apiUrl.article(article.id), {
    data: { ...article, title: `Bad edit ${article.slug}`, body: '## Findings\n\nAn edit that lost the text.' },
  });
  expect(edit.status()).toBe(200);
  const edited = { ...article, title: `Bad edit ${article.slug}` };
  const dialog = await openEditor(page, edited);
  await dialog.getByRole('button', { name: 'Revisions' }).click();
  const history = page.getByRole('dialog', { name: 'Revisions' });
  const revisions = history.getByRole('list', { name: 'Revisions' }).getByRole('listitem');
  await expect(revisions).toHaveCount(2);
  await expect(revisions.first()).toContainText('Current');
  // The earlier revision is chosen first: its differences from the current text.
  await expect(revisions.nth(1).getByRole('button')).toHaveAttribute('aria-current', 'true');
  const changes = history.getByRole('region', { name: 'Changes' });
  await expect(changes.locator('[data-diff="title"] del')).toHaveText('Draft');
  await expect(changes.locator('[data-diff="title"] ins')).toHaveText('Bad edit');
  // The replaced paragraph is compared word by word: what went and what came, the rest shared.
  expect((await changes.locator('[data-diff="body"] del').allTextContents()).join(' ')).toMatch(/first.*version/);
  expect((await changes.locator('[data-diff="body"] ins').allTextContents()).join(' ')).toMatch(/edit.*lost/);
  await expect(changes.locator('[data-diff="body"]')).toContainText('## Findings');
  await expectNoAxeViolations(page);

  await history.getByRole('button', { name: 'Restore this revision' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Revision restored' })).toBeVisible();
  await expect(history).toBeHidden();
  await expect(dialog.getByLabel('Title')).toHaveValue(article.title);
  await expect(dialog.getByLabel('Body (Markdown)')).toHaveValue('## Findings\n\nThe first version of the text.');
  await dialog.getByRole('button', { name: 'Revisions' }).click();
  await expect(revisions).toHaveCount(3);
  await expect(revisions.first()).toContainText('Restored');
  await expect(revisions.nth(1)).toContainText(`Bad edit ${article.slug}`);
  await expect(changes.locator('[data-diff="title"] del')).toHaveText('Bad edit');
  await expect(changes.locator('[data-diff="title"] ins')).toHaveText('Draft');
});
