import { api as apiUrl, pages } from '@nodal/shared';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test, uniqueId } from './fixtures.ts';

async function createCategory(api: APIRequestContext, title: string): Promise<number> {
  const response = await api.post(apiUrl.adminVideoCategories, { data: { title, description: null } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

/** True when the element the browser hit-tests at the centre of `target` is `target` or inside it. */
async function isTopmost(page: Page, target: Locator): Promise<boolean> {
  const box = await target.boundingBox();
  expect(box, 'the element has a box on screen').not.toBeNull();
  const { x, y, width, height } = box!;
  const handle = await target.elementHandle();
  return page.evaluate(
    ({ el, px, py }) => {
      const hit = document.elementFromPoint(px, py);
      return hit !== null && (hit === el || el.contains(hit));
    },
    { el: handle!, px: x + width / 2, py: y + height / 2 },
  );
}

test('an error toast is drawn above an open dialog and can be closed there', async ({ adminPage: page }) => {
  await page.goto(pages.adminWorkflowVideos);
  await page.getByRole('tab', { name: 'Videos' }).click();
  await page.getByRole('button', { name: 'Add Video' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Video' });
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: 'Create Video' }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'Video title is required' });
  await expect(toast).toBeVisible();
  await expect(dialog).toBeVisible();
  // The toast sits over the dialog's backdrop corner and, at its own centre, above everything.
  expect(await isTopmost(page, toast)).toBe(true);
  expect(await isTopmost(page, toast.getByRole('button', { name: 'Close notification' }))).toBe(true);

  // Not inert under the modal: its close button works while the dialog stays open.
  await toast.getByRole('button', { name: 'Close notification' }).click();
  await expect(toast).toBeHidden();
  await expect(dialog).toBeVisible();
});

test('video dialog: the server field errors land on Title and Category, and what was typed stays', async ({
  adminPage: page,
  api,
}) => {
  const tag = uniqueId();
  const category = `Doomed category ${tag}`;
  const categoryId = await createCategory(api, category);
  const title = `Video ${tag}`;
  let videoId: number | undefined;
  try {
    await page.goto(pages.adminWorkflowVideos);
    await page.getByRole('tab', { name: 'Videos' }).click();
    await page.getByRole('button', { name: 'Add Video' }).click();
    const add = page.getByRole('dialog', { name: 'Add New Video' });
    await add.getByLabel('Title').fill(title);
    await add.getByLabel('Duration').fill('4:05');
    await add.getByLabel('Category').selectOption({ label: category });
    // The category disappears (another admin deleted it) before the save reaches the server.
    expect((await api.delete(apiUrl.adminVideoCategory(categoryId))).status()).toBeLessThan(300);
    await add.getByRole('button', { name: 'Create Video' }).click();

    const categoryField = add.getByLabel('Category');
    await expect(categoryField).toHaveAttribute('aria-invalid', 'true');
    await expect(categoryField).toHaveAccessibleDescription('Category not found');
    await expect(page.getByRole('alert').filter({ hasText: 'Error' })).toContainText('Category not found');
    await expect(add).toBeVisible();
    await expect(add.getByLabel('Title')).toHaveValue(title);
    await expect(add.getByLabel('Duration')).toHaveValue('4:05');

    // Picking another category clears the message; the save then goes through.
    await categoryField.selectOption('');
    await expect(categoryField).not.toHaveAttribute('aria-invalid', 'true');
    await add.getByRole('button', { name: 'Create Video' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Video created successfully!' })).toBeVisible();
    await expect(add).toBeHidden();
    const videos = (await (await api.get(apiUrl.adminWorkflowVideos)).json()) as {
      data: Array<{ id: number; title: string }>;
    };
    videoId = videos.data.find((v) => v.title === title)?.id;
    expect(videoId).toBeDefined();

    // An update has no title check in the browser, so the blank title reaches the server,
    // and the server's answer lands under the field.
    const card = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: title }) });
    await card.getByRole('button', { name: `Edit ${title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Video' });
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().endsWith(apiUrl.adminWorkflowVideo(videoId!)),
    );
    await edit.getByLabel('Title').fill('   ');
    await edit.getByLabel('Description').fill('Kept after the failed save');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    expect((await saved).status()).toBe(400);
    await expect(edit.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');
    await expect(edit.getByLabel('Title')).toHaveAccessibleDescription('Video title is required');
    await expect(edit.getByLabel('Title')).toBeFocused();
    await expect(edit.getByLabel('Description')).toHaveValue('Kept after the failed save');
  } finally {
    if (videoId !== undefined) await api.delete(apiUrl.adminWorkflowVideo(videoId));
    await api.delete(apiUrl.adminVideoCategory(categoryId));
  }
});

test('demo dialog: a field error from the server lands on its field and keeps the form', async ({
  adminPage: page,
}) => {
  const title = `Demo ${uniqueId()}`;
  await page.goto(pages.adminDemos);
  await page.getByRole('button', { name: 'Add Demo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Demo' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Description').fill('Runs in the browser.');
  await dialog.getByLabel('Embed code').fill('<p>hello</p>');

  // The browser and the server share one schema, so the browser never sends what the server
  // refuses. To make the real server refuse a field, the request is stretched on its way out
  // (as a rule the server knows and this page does not yet would); the 400 is the server's own.
  await page.route('**/api/admin/demos', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    const body = route.request().postDataJSON() as Record<string, unknown>;
    await route.continue({ postData: JSON.stringify({ ...body, embedCode: 'x'.repeat(50_001) }) });
  });
  const answer = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith(apiUrl.adminDemos));
  await dialog.getByRole('button', { name: 'Create Demo' }).click();
  expect((await answer).status()).toBe(400);
  await page.unroute('**/api/admin/demos');

  const embed = dialog.getByLabel('Embed code');
  await expect(embed).toHaveAttribute('aria-invalid', 'true');
  await expect(embed).toHaveAccessibleDescription(/Embed code must be at most 50000 characters/);
  await expect(page.getByRole('alert').filter({ hasText: 'Error' })).toContainText(
    'Embed code must be at most 50000 characters',
  );
  await expect(dialog.getByLabel('Title')).toHaveValue(title);
  await expect(dialog.getByLabel('Description')).toHaveValue('Runs in the browser.');
  await expect(embed).toHaveValue('<p>hello</p>');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

for (const [width, height] of [
  [390, 844],
  [1440, 900],
] as const) {
  test(`at ${width} px a dialog's own actions come into view above its footer and take a plain click`, async ({
    adminPage: page,
    api,
  }) => {
    await page.setViewportSize({ width, height });
    // A long message and three notes: the contact dialog's body scrolls at both widths, with its
    // "Add note" form at the end of it, just above the footer.
    const tag = uniqueId('notes');
    const posted = await api.post(apiUrl.contact, {
      data: {
        name: `Ada ${tag}`,
        email: `${tag}@press.example`,
        subject: 'pilot',
        message: `${'A long message. '.repeat(60)}${tag}`,
      },
    });
    expect(posted.status(), await posted.text()).toBeLessThan(300);
    const found = (await (await api.get(`${apiUrl.adminContacts}?q=${tag}`)).json()) as { data: { id: number }[] };
    const id = found.data[0]!.id;
    for (let n = 1; n <= 3; n++) {
      const note = await api.post(apiUrl.adminContactNotes(id), {
        data: { body: `Note ${n}. ${'Followed up. '.repeat(12)}` },
      });
      expect(note.status(), await note.text()).toBe(201);
    }

    await page.goto(pages.adminContact(id));
    const dialog = page.getByRole('dialog', { name: 'Contact Submission Details' });
    await expect(dialog.getByRole('list', { name: 'Notes' }).getByRole('listitem')).toHaveCount(3, { timeout: 30_000 });
    const footer = dialog.locator('footer');
    const addNote = dialog.getByRole('button', { name: 'Add Note' });

    // The footer is one row, so the body keeps most of the height, and it marks its edge while the
    // body goes on below it.
    expect((await footer.boundingBox())!.height).toBeLessThan(70);
    await expect(footer).toHaveAttribute('data-more-below', 'true');

    // As a keyboard user meets it: type a note, Tab on. The button comes into view clear of the
    // footer's edge, on top at its centre, and takes a click without force.
    await dialog.getByLabel('Add a note').fill(`Called back ${tag}`);
    await page.keyboard.press('Tab');
    await expect(addNote).toBeFocused();
    await expect(addNote).toBeInViewport({ ratio: 1 });
    const [button, edge] = [(await addNote.boundingBox())!, (await footer.boundingBox())!];
    expect(button.y + button.height, 'the button ends above the footer with room to spare').toBeLessThanOrEqual(
      edge.y - 8,
    );
    expect(await isTopmost(page, addNote)).toBe(true);
    await addNote.click();
    await expect(dialog.getByRole('list', { name: 'Notes' }).getByText(`Called back ${tag}`)).toBeVisible();
    await expect(dialog.getByLabel('Add a note')).toHaveValue('');

    // At the end of the body the mark goes; the footer's actions are whole and on top throughout.
    await dialog.locator('[data-dialog-body]').evaluate((body) => body.scrollTo({ top: body.scrollHeight }));
    await expect(footer).not.toHaveAttribute('data-more-below');
    const box = (await dialog.boundingBox())!;
    const bottom = (await footer.boundingBox())!;
    expect(bottom.y + bottom.height, 'nothing of the footer is cut off').toBeLessThanOrEqual(box.y + box.height + 0.5);
    for (const action of [
      dialog.getByRole('button', { name: 'Close', exact: true }),
      dialog.getByRole('link', { name: 'Reply via Email' }),
    ]) {
      await expect(action).toBeInViewport({ ratio: 1 });
      expect(await isTopmost(page, action)).toBe(true);
    }
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();
  });
}
