import { api as apiUrl, pages } from '@nodal/shared';
import type { APIRequestContext } from '@playwright/test';
import { expect, expectNoAxeViolations, test, uniqueId } from './fixtures.ts';
import { failing, hold } from './network.ts';

async function createCategory(api: APIRequestContext, title: string): Promise<number> {
  const response = await api.post(apiUrl.adminVideoCategories, { data: { title, description: null } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

test('tabs, Back to Admin and axe on both tabs', async ({ adminPage: page }) => {
  await page.goto(pages.adminWorkflowVideos);
  await expect(page.getByRole('heading', { name: 'Workflow Videos & Categories' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Categories' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: /^Move .* up$/ }).first()).toBeDisabled();
  await expectNoAxeViolations(page);
  await page.getByRole('tab', { name: 'Categories' }).press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Videos' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: 'Add Video' })).toBeVisible();
  await expect(page.getByText(/Position: \d+/).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Back to Admin' }).click();
  await expect(page).toHaveURL(/\/admin$/);
});

test('reorder with Up and Down, both disabled while a move is in flight', async ({ adminPage: page, api }) => {
  const a = `Cat A ${uniqueId()}`;
  const b = `Cat B ${uniqueId()}`;
  const ids = [await createCategory(api, a), await createCategory(api, b)];
  try {
    await page.goto(pages.adminWorkflowVideos);
    const titles = page.getByRole('main').locator('h3');
    await expect(page.getByRole('button', { name: `Move ${b} down` })).toBeDisabled();
    const before = await titles.allTextContents();
    expect(before.indexOf(a)).toBe(before.indexOf(b) - 1);

    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/move', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: `Move ${b} up` }).click();
    await expect(page.getByRole('button', { name: `Move ${a} up` })).toBeDisabled();
    await expect(page.getByRole('button', { name: `Move ${a} down` })).toBeDisabled();
    await expect(page.getByRole('button', { name: `Move ${b} up` })).toBeDisabled();
    release();
    await expect(page.getByRole('status').filter({ hasText: 'Category order updated!' })).toBeVisible();
    await expect
      .poll(async () => {
        const after = await titles.allTextContents();
        return after.indexOf(b) - after.indexOf(a);
      })
      .toBe(-1);
    await page.unroute('**/move');

    await page.route('**/move', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Cannot move category beyond bounds' }),
      }),
    );
    await page.getByRole('button', { name: `Move ${b} down` }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Error' })).toContainText(
      'Cannot move category beyond bounds',
    );
  } finally {
    for (const id of ids) await api.delete(apiUrl.adminVideoCategory(id));
  }
});

test('category add, edit (title required) and delete', async ({ adminPage: page }) => {
  const title = `New category ${uniqueId()}`;
  await page.goto(pages.adminWorkflowVideos);
  await page.getByRole('button', { name: 'Add Category' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add Category' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByRole('button', { name: 'Create Category' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Category created successfully!' })).toBeVisible();
  const card = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card).toContainText('No description');
  await expect(card).toContainText('0 videos');

  await card.getByRole('button', { name: `Edit ${title}` }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Category' });
  await expect(dialog).toContainText('Update category title and description');
  await dialog.getByLabel('Title').fill('   ');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByText('Category title is required')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByLabel('Title').fill(`  ${title} edited  `);
  await dialog.getByLabel('Description').fill('Now described');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Category updated successfully!' })).toBeVisible();
  const edited = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: `${title} edited`, exact: true }) });
  await expect(edited).toContainText('Now described');
  // The toast sits in the corner where the last card's buttons can be: close it, as a person would.
  await page.getByRole('button', { name: 'Close notification' }).click();

  page.once('dialog', (d) => void d.accept());
  await edited.getByRole('button', { name: `Delete ${title} edited` }).click();
  await expect(edited).toBeHidden();
});

test('videos: title required on create (nothing sent), create, edit category to None, delete', async ({
  adminPage: page,
  api,
}) => {
  const category = `Video home ${uniqueId()}`;
  const categoryId = await createCategory(api, category);
  const title = `Video ${uniqueId()}`;
  try {
    await page.goto(pages.adminWorkflowVideos);
    await page.getByRole('tab', { name: 'Videos' }).click();
    await page.getByRole('button', { name: 'Add Video' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add New Video' });
    await expect(dialog).toContainText('Create a new workflow video');
    let posted = false;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith(apiUrl.adminWorkflowVideos)) posted = true;
    });
    await dialog.getByRole('button', { name: 'Create Video' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Error' })).toContainText('Video title is required');
    expect(posted).toBe(false);
    await expectNoAxeViolations(page);

    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Video type').selectOption('youtube');
    await dialog.getByLabel('Video URL').fill('dQw4w9WgXcQ');
    await dialog.getByLabel('Duration').fill('2:30');
    await dialog.getByLabel('Category').selectOption({ label: category });
    await dialog.getByRole('button', { name: 'Create Video' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Video created successfully!' })).toBeVisible();
    const card = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: title }) });
    await expect(card).toContainText(`Category: ${category}`);
    await expect(card).toContainText('Duration: 2:30');
    await expect(card).toContainText('No description');

    await card.getByRole('button', { name: `Edit ${title}` }).click();
    dialog = page.getByRole('dialog', { name: 'Edit Video' });
    await expect(dialog).toContainText('Update video details and category assignment');
    await dialog.getByLabel('Category').selectOption('');
    await dialog.getByLabel('Duration').fill('');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Video updated successfully!' })).toBeVisible();
    await expect(card).toContainText('Category: None');
    await expect(card).toContainText('Duration: Not set');

    page.once('dialog', (d) => void d.accept());
    await card.getByRole('button', { name: `Delete ${title}` }).click();
    await expect(card).toBeHidden();
  } finally {
    await api.delete(apiUrl.adminVideoCategory(categoryId));
  }
});

test('loading and error-with-Retry on both tabs', async ({ adminPage: page }) => {
  const release = await hold(page, '**/api/admin/video-categories');
  const failed = await failing(page, '**/api/admin/workflow-videos', {
    status: 500,
    contentType: 'application/json',
    body: '{"message":"Internal server error"}',
  });
  await page.goto(pages.adminWorkflowVideos);
  await expect(page.getByText('Loading categories...')).toBeVisible();
  await release();
  await expect(page.getByRole('button', { name: 'Add Category' })).toBeVisible();
  await page.getByRole('tab', { name: 'Videos' }).click();
  await expect(page.getByText('Error loading videos: Internal server error')).toBeVisible();
  await failed.retried();
  await failed.restore();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText(/Position: \d+/).first()).toBeVisible();
});
