// Images for articles: a cover uploaded in the editor, described, published, and seen on
// the /updates card and the article page once the site has rebuilt.
import { deflateSync } from 'node:zlib';
import { pages } from '@nodal/shared';
import { expect, test, uniqueId, waitForRebuild } from './fixtures.ts';

/** A real PNG (a diagonal gradient) of the given size, built by hand: no image library in the browser tests. */
function png(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      rows[row + 1 + x * 3] = (x * 255) / width;
      rows[row + 2 + x * 3] = (y * 255) / height;
      rows[row + 3 + x * 3] = 180;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('a cover uploaded with alt text shows on the updates card and the article page', async ({
  adminPage: page,
  api,
}) => {
  test.setTimeout(150_000);
  const tag = uniqueId('cover');
  const title = `Cover article ${tag}`;
  const alt = `A gradient from blue to pink ${tag}`;
  await page.goto(pages.adminArticles);
  await page.getByRole('button', { name: 'New Article' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Article' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Summary').fill('An article with a cover image.');
  await dialog.getByLabel('Body (Markdown)').fill('## With a cover\n\nThe cover sits above this text.');

  // Insert image: upload, describe, and the Markdown lands where the cursor was.
  const bodyField = dialog.getByLabel('Body (Markdown)');
  await bodyField.evaluate((area: HTMLTextAreaElement) => area.setSelectionRange(15, 15)); // after "## With a cover"
  const bodyChooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Insert image' }).click();
  await (await bodyChooser).setFiles({ name: 'figure.png', mimeType: 'image/png', buffer: png(900, 600) });
  const figureAlt = dialog.getByLabel('Alt text for the image');
  await expect(figureAlt).toBeFocused({ timeout: 30_000 });
  await expect(dialog.getByRole('button', { name: 'Insert', exact: true })).toBeDisabled();
  await figureAlt.fill('A small gradient figure');
  await dialog.getByRole('button', { name: 'Insert', exact: true }).click();
  await expect(bodyField).toHaveValue(
    /^## With a cover\n\n!\[A small gradient figure\]\(\/api\/images\/[a-z0-9]{16}-900x600\/900\.webp\)\n\nThe cover sits above this text\.$/,
  );
  await expect(
    dialog.getByRole('region', { name: 'Preview' }).getByRole('img', { name: 'A small gradient figure' }),
  ).toHaveAttribute('loading', 'lazy');

  // An image file dropped on the text uploads the same way and asks for its alt text.
  await bodyField.evaluate((area: HTMLTextAreaElement, base64: string) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const transfer = new DataTransfer();
    transfer.items.add(new File([bytes], 'dropped.png', { type: 'image/png' }));
    for (const type of ['dragover', 'drop'])
      area.dispatchEvent(new DragEvent(type, { dataTransfer: transfer, bubbles: true, cancelable: true }));
  }, png(400, 300).toString('base64'));
  await expect(figureAlt).toBeFocused({ timeout: 30_000 });
  await figureAlt.fill('A dropped figure');
  await figureAlt.press('Enter');
  await expect(bodyField).toHaveValue(/!\[A dropped figure\]\(\/api\/images\/[a-z0-9]{16}-400x300\/400\.webp\)/);

  const cover = dialog.getByRole('group', { name: 'Cover image' });
  const chooser = page.waitForEvent('filechooser');
  await cover.getByRole('button', { name: 'Choose image' }).click();
  await (await chooser).setFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png(1600, 900) });
  await expect(cover.locator('[data-cover-preview]')).toBeVisible({ timeout: 30_000 });
  await expect(cover.getByRole('button', { name: 'Replace image' })).toBeVisible();

  // Publishing without alt text is refused on the field, with the shared schema's message.
  await dialog.getByRole('switch', { name: 'Published' }).click();
  await dialog.getByRole('button', { name: 'Save Article' }).click();
  await expect(cover.getByText('Describe the cover image (alt text) before publishing')).toBeVisible();
  await cover.getByLabel('Cover alt text').fill(alt);

  const since = Date.now();
  await dialog.getByRole('button', { name: 'Save Article' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Article created successfully' })).toBeVisible();
  await expect(dialog).toBeHidden();
  await waitForRebuild(api, since);

  await page.goto(pages.updates);
  const card = page.locator('[data-article-card]').filter({ hasText: title });
  const cardImage = card.getByRole('img', { name: alt });
  await expect(cardImage).toHaveAttribute('loading', 'lazy');
  await expect(cardImage).toHaveAttribute('srcset', /480\.webp 480w, .*1600\.webp 1600w$/);
  await cardImage.scrollIntoViewIfNeeded();
  await expect
    .poll(() => cardImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  await card.getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  const pageImage = page.getByRole('img', { name: alt });
  await expect(pageImage).toHaveAttribute('fetchpriority', 'high');
  await expect(pageImage).toHaveAttribute('width', '1600');
  await expect(pageImage).toHaveAttribute('height', '900');
  await expect
    .poll(() => pageImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    /\/api\/images\/[a-z0-9]{16}-1600x900\/1200\.webp$/,
  );
  await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute('content', alt);
  await expect(page.getByRole('img', { name: 'A small gradient figure' })).toHaveAttribute('width', '900');

  // The feed's entry carries the cover as an enclosure, at an absolute URL.
  const feed = await (await page.request.get(pages.updatesRss)).text();
  const item = feed.split('<item>').find((entry) => entry.includes(title));
  expect(item).toMatch(
    /<enclosure url="https?:\/\/[^"]+\/api\/images\/[a-z0-9]{16}-1600x900\/1200\.webp" length="0" type="image\/webp"\/>/,
  );
});
