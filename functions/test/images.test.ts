// Images for articles: chunked uploads that are sniffed, re-encoded and stored at every
// width, refusals that leave nothing behind, the public serving route, and alt text to publish.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  BODY_ALT_REQUIRED,
  COVER_ALT_REQUIRED,
  IMAGE_TOO_LARGE,
  IMAGE_WRONG_TYPE,
  type Article,
  type UploadedImage,
} from '@nodal/shared';
import { countImageUploads } from '@nodal/db';
import { articleInput } from '@nodal/db/factories';
import { resetEnv } from '../src/env.ts';
import { body, expectError, expectFieldError } from './helpers.ts';
import { useTestApp, type TestClient } from './harness.ts';

// The local image store of this file: a folder of its own, so "nothing stored" can be counted.
const imagesDir = mkdtempSync(join(tmpdir(), 'nodal-images-'));
process.env.IMAGES_DIR = imagesDir;
resetEnv();
afterAll(() => rmSync(imagesDir, { recursive: true, force: true }));

const app = useTestApp();
let admin: TestClient;
beforeAll(async () => {
  admin = await app.adminClient();
});

const MB = 1024 * 1024;
const storedFiles = () => readdirSync(imagesDir, { recursive: true }).filter((f) => String(f).endsWith('.webp'));

/** A photo-like picture (noise compresses badly, like a photograph) of the given size. */
async function picture(width: number, height: number, format: 'jpeg' | 'png' | 'webp' | 'avif') {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7919 + ((i / width) | 0) * 31) % 251;
  const image = sharp(raw, { raw: { width, height, channels: 3 } });
  return image.toFormat(format, format === 'avif' ? { effort: 0 } : {}).toBuffer();
}

const putChunk = (
  client: TestClient,
  upload: string,
  index: number,
  bytes: Uint8Array,
  type = 'application/octet-stream',
) =>
  client.fetch(api.adminImageUploadChunk(upload, index), {
    method: 'PUT',
    headers: { 'content-type': type },
    body: new Uint8Array(bytes),
  });

async function start(client: TestClient, size: number): Promise<string> {
  const response = await client.post(api.adminImageUploads, { size });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await body<{ data: { upload: string; chunkBytes: number } }>(response)).data.upload;
}

/** The editor's way: start, send 4 MB chunks, complete. Answers the completing response. */
async function upload(client: TestClient, bytes: Uint8Array, chunk = 4 * MB): Promise<Response> {
  const id = await start(client, bytes.byteLength);
  for (let at = 0, index = 0; at < bytes.byteLength; at += chunk, index++) {
    const response = await putChunk(client, id, index, bytes.subarray(at, at + chunk));
    if (response.status !== 200) return response;
  }
  return client.post(api.adminImageUpload(id));
}

async function uploaded(bytes: Uint8Array): Promise<UploadedImage> {
  const response = await upload(admin, bytes);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await body<{ data: UploadedImage }>(response)).data;
}

/** Runs a refused upload and proves it left no upload row, chunk, image row or file behind. */
async function leavesNothing(work: () => Promise<void>) {
  const before = await countImageUploads(app.db);
  const files = storedFiles().length;
  await work();
  expect(await countImageUploads(app.db)).toEqual({ uploads: 0, chunks: 0, images: before.images });
  expect(storedFiles().length).toBe(files);
}

// Uploads move megabytes through the functions into the database and resize them with sharp: on a busy
// two-core machine one has taken over 20 s (a CI run timed out on the 10 MB upload), so they get more.
describe('accepted uploads', { timeout: 90_000 }, () => {
  it.each(['jpeg', 'png', 'webp', 'avif'] as const)(
    'takes a %s, stores it as WebP at every width up to its own',
    async (format) => {
      const image = await uploaded(await picture(1300, 700, format));
      expect(image).toMatchObject({ width: 1300, height: 700, type: `image/${format}` });
      expect(image.id).toMatch(/^[a-z0-9]{16}-1300x700$/);
      expect(image.url).toBe(`/api/images/${image.id}/1300.webp`);
      for (const width of [480, 800, 1200, 1300]) {
        const served = await app.client().get(`/api/images/${image.id}/${width}.webp`);
        expect(served.status).toBe(200);
        const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
        expect([meta.format, meta.width]).toEqual(['webp', width]);
      }
      // Never wider than the original: no 1600 for a 1300-pixel picture.
      await expectError(await app.client().get(`/api/images/${image.id}/1600.webp`), 404, 'Image not found');
      expect(await countImageUploads(app.db)).toMatchObject({ uploads: 0, chunks: 0 });
    },
  );

  it('takes 10 MB exactly, in three chunks', async () => {
    const png = await picture(1000, 800, 'png');
    // A PNG may carry any data after its end; padding makes the file exactly 10 MB.
    const file = Buffer.concat([png, Buffer.alloc(10 * MB - png.byteLength)]);
    const image = await uploaded(file);
    expect(image).toMatchObject({ bytes: 10 * MB, width: 1000, height: 800 });
  });

  it('turns the picture upright by its EXIF orientation and strips every piece of metadata', async () => {
    const jpeg = await sharp(await picture(600, 300, 'jpeg'))
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'Secret place', Artist: 'Ada' } } })
      .jpeg()
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const image = await uploaded(jpeg);
    expect([image.width, image.height]).toEqual([300, 600]);
    const served = Buffer.from(await (await app.client().get(image.url)).arrayBuffer());
    const meta = await sharp(served).metadata();
    expect([meta.width, meta.height, meta.exif, meta.orientation, meta.xmp]).toEqual([
      300,
      600,
      undefined,
      undefined,
      undefined,
    ]);
    expect(served.includes(Buffer.from('Secret place'))).toBe(false);
  });

  it('records the upload in the audit log', async () => {
    const image = await uploaded(await picture(500, 500, 'png'));
    const rows = await app.db.query<{ action: string; changes: Record<string, unknown> }>(
      `SELECT action, changes FROM audit_log WHERE record_type = 'image' AND record_id = $1`,
      [image.id],
    );
    expect(rows).toEqual([
      { action: 'image.upload', changes: { width: 500, height: 500, type: 'image/png', bytes: image.bytes } },
    ]);
  });
});

describe('refused uploads store nothing', { timeout: 90_000 }, () => {
  it('refuses other bytes behind a .png name (the type comes from the bytes alone)', async () => {
    await leavesNothing(async () => {
      // What a browser sends for "holiday.png" that is really a ZIP archive: the name never reaches us.
      const zip = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(2000, 7)]);
      await expectError(await upload(admin, zip), 415, IMAGE_WRONG_TYPE);
    });
  });

  it('refuses an SVG with a script', async () => {
    await leavesNothing(async () => {
      const svg = Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>',
      );
      await expectError(await upload(admin, svg), 415, IMAGE_WRONG_TYPE);
    });
  });

  it('refuses a file that only starts like a PNG', async () => {
    await leavesNothing(async () => {
      const fake = Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        Buffer.alloc(5000, 1),
      ]);
      await expectError(await upload(admin, fake), 400, 'The image could not be read: it may be damaged');
    });
  });

  it('refuses 11 MB when the upload starts, and more bytes than announced while it runs', async () => {
    await leavesNothing(async () => {
      await expectError(await admin.post(api.adminImageUploads, { size: 11 * MB }), 413, IMAGE_TOO_LARGE);
    });
    await leavesNothing(async () => {
      const png = await picture(200, 200, 'png');
      const id = await start(admin, png.byteLength);
      await expectError(
        await putChunk(admin, id, 0, Buffer.concat([png, Buffer.alloc(10)])),
        413,
        'More bytes than the upload announced',
      );
    });
    await leavesNothing(async () => {
      // 10 MB announced, then 11 MB sent in three chunks: the third passes the limit.
      const id = await start(admin, 10 * MB);
      const png = await picture(300, 300, 'png');
      const first = Buffer.concat([png, Buffer.alloc(4 * MB - png.byteLength)]);
      expect((await putChunk(admin, id, 0, first)).status).toBe(200);
      expect((await putChunk(admin, id, 1, Buffer.alloc(4 * MB))).status).toBe(200);
      await expectError(await putChunk(admin, id, 2, Buffer.alloc(3 * MB)), 413, IMAGE_TOO_LARGE);
    });
  });

  it('refuses a chunk over 4 MB', async () => {
    await leavesNothing(async () => {
      const id = await start(admin, 5 * MB);
      const png = await picture(300, 300, 'png');
      await expectError(
        await putChunk(admin, id, 0, Buffer.concat([png, Buffer.alloc(4 * MB + 1 - png.byteLength)])),
        413,
        'Each part of an upload must be at most 4 MB',
      );
    });
  });

  it('refuses to complete an upload that is missing a chunk', async () => {
    await leavesNothing(async () => {
      const png = await picture(300, 300, 'png');
      const id = await start(admin, png.byteLength + 100);
      expect((await putChunk(admin, id, 0, png)).status).toBe(200);
      await expectError(await admin.post(api.adminImageUpload(id)), 400, expect.stringMatching(/incomplete/));
    });
  });

  it('keeps uploads to admins, their own uploads, same-origin requests and raw bytes for chunks', async () => {
    const png = await picture(100, 100, 'png');
    await expectError(await app.client().post(api.adminImageUploads, { size: 10 }), 401, expect.any(String));
    const id = await start(admin, png.byteLength);
    const other = await app.adminClient();
    await expectError(await putChunk(other, id, 0, png), 404, 'Upload not found: start it again');
    await expectError(
      await putChunk(admin, id, 0, png, 'application/json'),
      415,
      'Content-Type must be application/octet-stream',
    );
    const crossSite = await admin.fetch(api.adminImageUploadChunk(id, 0), {
      method: 'PUT',
      headers: { 'content-type': 'application/octet-stream', origin: 'https://evil.example' },
      body: new Uint8Array(png),
    });
    await expectError(crossSite, 403, 'Cross-site request refused');
    expect((await admin.delete(api.adminImageUpload(id))).status).toBe(200);
    expect(await countImageUploads(app.db)).toMatchObject({ uploads: 0, chunks: 0 });
  });
});

describe('serving', () => {
  it('serves a width with its type and a year of caching, and answers an unknown image with JSON 404', async () => {
    const image = await uploaded(await picture(2000, 1000, 'jpeg'));
    const served = await app.client().get(`/api/images/${image.id}/800.webp`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('netlify-cdn-cache-control')).toBe('public, durable, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await app.client().get(`/api/images/${image.id}/1600.webp`)).status).toBe(200);
    for (const path of [
      `/api/images/${image.id}/2000.webp`,
      `/api/images/${image.id}/800.png`,
      `/api/images/aaaaaaaaaaaaaaaa-2000x1000/800.webp`,
      `/api/images/../800.webp`,
      `/api/images/not-an-id/800.webp`,
    ]) {
      const response = await app.client().get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).toMatch(/^application\/json/);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
    }
  });
});

describe('alt text to publish, and the cover on the article', () => {
  let cover: UploadedImage;
  beforeAll(async () => {
    cover = await uploaded(await picture(1600, 900, 'jpeg'));
  });

  it('refuses to publish or schedule a cover without alt text, and keeps a draft that has none', async () => {
    const published = articleInput({ coverImage: cover.id, coverAlt: '  ' });
    await expectFieldError(await admin.post(api.articles, published), 'coverAlt', COVER_ALT_REQUIRED);
    const scheduled = articleInput({
      published: false,
      publishAt: new Date(Date.now() + 3_600_000).toISOString(),
      coverImage: cover.id,
    });
    await expectFieldError(await admin.post(api.articles, scheduled), 'coverAlt', COVER_ALT_REQUIRED);
    const draft = await admin.post(api.articles, articleInput({ published: false, coverImage: cover.id }));
    expect(draft.status).toBe(201);
    expect((await body<{ data: Article }>(draft)).data).toMatchObject({ coverImage: cover.id, coverAlt: '' });
  });

  it('refuses to publish a body image with empty alt text', async () => {
    const input = articleInput({ body: `Intro.\n\n![](${cover.url})\n\nMore.` });
    await expectFieldError(await admin.post(api.articles, input), 'body', BODY_ALT_REQUIRED);
    const described = articleInput({ body: `Intro.\n\n![A lab bench](${cover.url})` });
    expect((await admin.post(api.articles, described)).status).toBe(201);
  });

  it('refuses a cover that was never uploaded', async () => {
    const input = articleInput({ coverImage: 'aaaaaaaaaaaaaaaa-10x10', coverAlt: 'Nothing' });
    await expectFieldError(await admin.post(api.articles, input), 'coverImage', 'Upload the cover image again');
  });

  it('publishes with a described cover, lists it publicly, and audits a cover change in the edit row', async () => {
    const input = articleInput({ coverImage: cover.id, coverAlt: 'Two researchers at a bench' });
    const created = (await body<{ data: Article }>(await admin.post(api.articles, input))).data;
    const list = (await body<{ data: Article[] }>(await app.client().get(api.articles))).data;
    expect(list.find((a) => a.id === created.id)).toMatchObject({
      coverImage: cover.id,
      coverAlt: 'Two researchers at a bench',
    });

    const other = await uploaded(await picture(900, 600, 'webp'));
    const edit = await admin.put(api.articleById(created.id), {
      ...input,
      coverImage: other.id,
      coverAlt: 'A microscope',
    });
    expect(edit.status).toBe(200);
    const [row] = await app.db.query<{ action: string; changes: Record<string, unknown> }>(
      `SELECT action, changes FROM audit_log WHERE record_type = 'article' AND record_id = $1 ORDER BY id DESC LIMIT 1`,
      [String(created.id)],
    );
    expect(row).toEqual({
      action: 'article.update',
      changes: {
        coverImage: [cover.id, other.id],
        coverAlt: ['Two researchers at a bench', 'A microscope'],
      },
    });

    const removed = await admin.put(api.articleById(created.id), { ...input, coverImage: null, coverAlt: '' });
    expect((await body<{ data: Article }>(removed)).data).toMatchObject({ coverImage: null, coverAlt: '' });
  });
});
