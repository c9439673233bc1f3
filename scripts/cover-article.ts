// A published article with a cover image and an image in its body, made the way an editor makes one
// (log in, upload in chunks, save), for the tools that look at the product from outside: the
// screenshot set and the web audit. Answers its slug once the rebuilt page shows the cover.
import sharp from 'sharp';
import { api, imageMarkdown, pages, type UploadedImage } from '@nodal/shared';
import { E2E_ADMIN } from './e2e-admin.ts';

/** A cover-like picture: a dusk gradient with a small workflow graph, drawn from SVG and saved as JPEG. */
export async function coverPicture(width = 2400, height = 1350): Promise<Buffer> {
  const nodes = [
    [0.18, 0.55],
    [0.36, 0.32],
    [0.52, 0.6],
    [0.7, 0.38],
    [0.84, 0.62],
  ].map(([x, y]) => [x! * width, y! * height] as const);
  const edges = [
    [0, 1],
    [1, 2],
    [1, 3],
    [2, 3],
    [3, 4],
    [2, 4],
  ];
  const r = height * 0.045;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="#0b1020"/><stop offset="0.55" stop-color="#1e3a8a"/><stop offset="1" stop-color="#0e7490"/>
      </linearGradient>
      <radialGradient id="glow" cx="0.7" cy="0.3" r="0.6">
        <stop offset="0" stop-color="#67e8f9" stop-opacity="0.35"/><stop offset="1" stop-color="#67e8f9" stop-opacity="0"/>
      </radialGradient>
    </defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>
    <rect width="100%" height="100%" fill="url(#glow)"/>
    ${edges
      .map(
        ([a, b]) =>
          `<line x1="${nodes[a!]![0]}" y1="${nodes[a!]![1]}" x2="${nodes[b!]![0]}" y2="${nodes[b!]![1]}" stroke="#a5f3fc" stroke-opacity="0.55" stroke-width="${r * 0.18}"/>`,
      )
      .join('')}
    ${nodes
      .map(
        ([x, y], i) =>
          `<circle cx="${x}" cy="${y}" r="${r}" fill="${i === 2 ? '#f59e0b' : '#e0f2fe'}" stroke="#0b1020" stroke-width="${r * 0.2}"/>`,
      )
      .join('')}
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer();
}

async function call(url: string, path: string, init: RequestInit & { cookie?: string } = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('origin', url);
  if (init.cookie) headers.set('cookie', init.cookie);
  const response = await fetch(url + path, { ...init, headers });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
  return response;
}

const json = (body: unknown) => ({ headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** Uploads `bytes` through the editor's chunked protocol. */
export async function uploadImage(url: string, cookie: string, bytes: Uint8Array): Promise<UploadedImage> {
  const started = (await (
    await call(url, api.adminImageUploads, { method: 'POST', cookie, ...json({ size: bytes.byteLength }) })
  ).json()) as { data: { upload: string; chunkBytes: number } };
  const { upload, chunkBytes } = started.data;
  for (let at = 0, index = 0; at < bytes.byteLength; at += chunkBytes, index++) {
    await call(url, api.adminImageUploadChunk(upload, index), {
      method: 'PUT',
      cookie,
      headers: { 'content-type': 'application/octet-stream' },
      body: new Uint8Array(bytes.subarray(at, at + chunkBytes)),
    });
  }
  return (
    (await (await call(url, api.adminImageUpload(upload), { method: 'POST', cookie })).json()) as {
      data: UploadedImage;
    }
  ).data;
}

export async function publishCoverArticle(
  url: string,
  slug = `with-a-cover-${Date.now().toString(36)}`,
): Promise<string> {
  const login = await call(url, api.authLogin, { method: 'POST', ...json(E2E_ADMIN) });
  const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
  const cover = await uploadImage(url, cookie, await coverPicture());
  const figure = await uploadImage(url, cookie, await coverPicture(1200, 800));
  await call(url, api.articles, {
    method: 'POST',
    cookie,
    ...json({
      title: 'Reproducible peer review, one workflow at a time',
      slug,
      type: 'insight',
      published: true,
      summary: 'How editorial teams chain reference checks, statistics review and image forensics into one workflow.',
      body: [
        '## Why workflows',
        'Every journal runs the same checks by hand, in a different order, every week. A workflow writes that order down once.',
        imageMarkdown(figure.id, 'A workflow of five steps, one of them highlighted in amber'),
        'The highlighted step is the one people wait on most: statistics review.',
      ].join('\n\n'),
      coverImage: cover.id,
      coverAlt: 'A workflow graph of five connected steps on a dusk-blue background',
    }),
  });
  // The publish asked for a rebuild; the prebuilt page exists once it is done.
  for (let i = 0; i < 480; i++) {
    const page = await fetch(url + pages.update(slug));
    if (page.ok && (await page.text()).includes('data-cover="page"')) return slug;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the page of ${slug} did not show its cover within 4 minutes`);
}
