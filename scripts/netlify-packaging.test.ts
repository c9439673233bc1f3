// The deploy, proven with Netlify's own tools rather than ours: its packager (@netlify/zip-it-and-ship-it,
// what `netlify build` runs) zips the pre-bundled functions, each zip must load on its own in a fresh
// Node process, and its local runtime (@netlify/dev, the engine inside `netlify dev`) then serves the
// zipped functions' sources, the built dist/ and netlify.toml against a fresh PostgreSQL database.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join, relative } from 'node:path';
import { NetlifyDev } from '@netlify/dev';
import { zipFunctions, type FunctionResult } from '@netlify/zip-it-and-ship-it';
import { migrate, seedIfEmpty } from '@nodal/db';
import { createAdmin, createArticle } from '@nodal/db/factories';
import { openDatabase, relayTarget, startWsProxy, type WsProxy } from '@nodal/db/local';
import sharp from 'sharp';
import { parse as parseToml } from 'smol-toml';
import {
  api,
  apiRoutes,
  functionRoutes,
  scheduledFunctions,
  type ApiRouteName,
  type ScheduledFunctionName,
} from '@nodal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleFunctions, FUNCTIONS_DIST } from './bundle-functions.ts';
import { routeNameOf } from './platform/functions.ts';
import { ROOT, send } from './platform/server.ts';

const MAX_ZIP_BYTES = 5 * 1024 * 1024;
/** The image upload function carries sharp and libvips (about 9 MB zipped); Netlify takes 50 MB. */
const IMAGE_FUNCTION = 'admin-images';
const MAX_IMAGE_ZIP_BYTES = 20 * 1024 * 1024;
const LOCAL_ONLY = [/@electric-sql\/pglite/, /pglite-socket/, /ws-proxy/, /db\/src\/local\.ts/];

/**
 * Where the bundle sits in an unzipped function: at the root, or (a function that ships node_modules,
 * like the image one) at its path in the repository, so the packages beside it resolve as they did here.
 */
function mainInZip(dir: string, z: FunctionResult): string {
  const atRoot = join(dir, basename(z.mainFile));
  return existsSync(atRoot) ? atRoot : join(dir, relative(ROOT, z.mainFile));
}

const NETLIFY_FUNCTIONS = (
  parseToml(readFileSync(join(ROOT, 'netlify.toml'), 'utf8')) as { functions: { included_files?: string[] } }
).functions;
const scratch = mkdtempSync(join(tmpdir(), 'nodal-netlify-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('functions packaged by Netlify (zip-it-and-ship-it)', () => {
  let zipped: FunctionResult[];
  beforeAll(async () => {
    await bundleFunctions();
    zipped = await zipFunctions(FUNCTIONS_DIST, join(scratch, 'zips'), {
      archiveFormat: 'zip',
      basePath: ROOT,
      repositoryRoot: ROOT,
      // The functions settings of netlify.toml, as Netlify's build passes them (its included_files).
      config: { '*': { nodeVersion: '24', includedFiles: NETLIFY_FUNCTIONS.included_files ?? [] } },
    });
    const report = zipped.map(
      (z) => `${z.name.padEnd(24)} ${(statSync(z.path).size / 1024).toFixed(0).padStart(5)} KB`,
    );
    console.log(`[netlify] ${zipped.length} zips from zip-it-and-ship-it:\n  ${report.join('\n  ')}`);
  }, 240_000);

  const isScheduled = (z: FunctionResult) => routeNameOf(`${z.name}.ts`) in scheduledFunctions;
  /** What the bundle's config must be: its routes, or a scheduled function's cron. */
  const expectedConfig = (z: FunctionResult) => {
    const name = routeNameOf(`${z.name}.ts`);
    return isScheduled(z)
      ? { schedule: scheduledFunctions[name as ScheduledFunctionName] }
      : functionRoutes(name as ApiRouteName);
  };

  it('makes one v2 function per route of the table, with the routes Netlify read from the bundle', () => {
    const routed = zipped.filter((z) => !isScheduled(z));
    expect(routed.map((z) => routeNameOf(`${z.name}.ts`)).sort()).toEqual(Object.keys(apiRoutes).sort());
    for (const z of routed) {
      const routes = functionRoutes(routeNameOf(`${z.name}.ts`) as ApiRouteName);
      expect(z.runtimeAPIVersion, z.name).toBe(2);
      expect(
        z.routes?.map((r) => r.pattern),
        z.name,
      ).toEqual(routes.path);
      expect(z.excludedRoutes?.map((r) => r.pattern) ?? [], z.name).toEqual(routes.excludedPath ?? []);
    }
  });

  it('makes one scheduled v2 function per entry of scheduledFunctions, with the cron Netlify read from the bundle', () => {
    const scheduled = zipped.filter(isScheduled);
    expect(scheduled.map((z) => routeNameOf(`${z.name}.ts`)).sort()).toEqual(Object.keys(scheduledFunctions).sort());
    for (const z of scheduled) {
      expect(z.runtimeAPIVersion, z.name).toBe(2);
      expect(z.schedule, z.name).toBe(scheduledFunctions[routeNameOf(`${z.name}.ts`) as ScheduledFunctionName]);
      expect(z.routes ?? [], z.name).toEqual([]);
    }
  });

  it('keeps every zip under 5 MB (the image function under 20 MB) and free of PGlite, pglite-socket and the relay', () => {
    for (const z of zipped) {
      const limit = z.name === IMAGE_FUNCTION ? MAX_IMAGE_ZIP_BYTES : MAX_ZIP_BYTES;
      const size = statSync(z.path).size;
      // Over the limit, say what made it so: the largest files in the zip.
      const largest = () =>
        execFileSync('unzip', ['-l', z.path], { encoding: 'utf8' })
          .split('\n')
          .map((line) => line.trim().split(/\s+/))
          .filter((cols) => cols.length >= 4 && /^\d+$/.test(cols[0]!))
          .sort((a, b) => Number(b[0]) - Number(a[0]))
          .slice(0, 10)
          .map((cols) => `${cols[0]} ${cols.slice(3).join(' ')}`)
          .join('\n');
      expect(size, size < limit ? z.name : `${z.name}, largest files:\n${largest()}`).toBeLessThan(limit);
      const entries = execFileSync('zipinfo', ['-1', z.path], { encoding: 'utf8' }).split('\n');
      const local = entries.filter((entry) => LOCAL_ONLY.some((pattern) => pattern.test(entry)));
      expect(local, z.name).toEqual([]);
      // sharp's native library ships with the one function that needs it, and no other.
      const native = entries.some((entry) => /@img\/sharp-linux-x64\/lib\/sharp-linux-x64\.node$/.test(entry));
      expect(native, z.name).toBe(z.name === IMAGE_FUNCTION);
    }
  });

  it('runs sharp from the image function’s zip alone: it decodes a JPEG and writes a resized WebP', () => {
    const z = zipped.find((zip) => zip.name === IMAGE_FUNCTION)!;
    const dir = join(scratch, 'unzipped-sharp', z.name);
    mkdirSync(dir, { recursive: true });
    execFileSync('unzip', ['-q', '-o', z.path, '-d', dir]);
    const main = mainInZip(dir, z);
    // The bundle imports sharp by name; resolving that name from the bundle's own place in the zip is
    // what Node does when Netlify loads it. Then a real image goes through it.
    const probe = `
      import { createRequire } from 'node:module';
      const m = await import(${JSON.stringify(main)});
      const require = createRequire(${JSON.stringify(main)});
      const sharp = require('sharp');
      const jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3355aa' } }).jpeg().toBuffer();
      const webp = await sharp(jpeg).rotate().resize({ width: 480 }).webp().toBuffer();
      const meta = await sharp(webp).metadata();
      console.log(JSON.stringify({ handler: typeof m.default, resolved: require.resolve('sharp'), format: meta.format, width: meta.width, height: meta.height }));
    `;
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', probe], {
      cwd: dir,
      env: { PATH: process.env.PATH ?? '' },
      encoding: 'utf8',
    });
    const result = JSON.parse(out.trim().split('\n').at(-1)!) as Record<string, unknown>;
    expect(result).toMatchObject({ handler: 'function', format: 'webp', width: 480, height: 320 });
    expect(String(result.resolved).startsWith(dir), String(result.resolved)).toBe(true);
  });

  it('loads each zip on its own in a fresh Node process: a default handler and the routes as config', () => {
    for (const z of zipped) {
      const dir = join(scratch, 'unzipped', z.name);
      mkdirSync(dir, { recursive: true });
      execFileSync('unzip', ['-q', '-o', z.path, '-d', dir]);
      // The bundle itself; Netlify's entry point around it needs the AWS Lambda runtime.
      const main = mainInZip(dir, z);
      const probe = `const m = await import(${JSON.stringify(main)}); console.log(JSON.stringify({ handler: typeof m.default, config: m.config }));`;
      // A bare environment and cwd: nothing from this workspace can stand in for what the zip lacks.
      const out = execFileSync(process.execPath, ['--input-type=module', '-e', probe], {
        cwd: dir,
        env: { PATH: process.env.PATH ?? '' },
        encoding: 'utf8',
      });
      const loaded = JSON.parse(out.trim().split('\n').at(-1)!) as { handler: string; config: unknown };
      expect(loaded, z.name).toEqual({
        handler: 'function',
        config: expectedConfig(z),
      });
    }
  });
});

const databaseUrl = process.env.TEST_DATABASE_URL;
if (!databaseUrl) {
  const why =
    'the Netlify runtime smoke test needs PostgreSQL: set TEST_DATABASE_URL (a fresh database is created and dropped)';
  if (process.env.CI) throw new Error(`${why}; CI must provide it`);
  console.warn(`[netlify] NOT RUN: ${why}`);
}

describe.skipIf(!databaseUrl)('served by Netlify’s local runtime (@netlify/dev) against PostgreSQL', () => {
  const name = `nodal_netlify_${Date.now().toString(36)}_${process.pid}`;
  const admin = {
    email: 'editor.with-a-long-address@university-press.example.org',
    password: 'correct horse battery staple',
  };
  let server: Server;
  let dev: NetlifyDev;
  let relay: WsProxy;
  let base: string;
  let draftSlug: string;

  /** Work on the server's maintenance database, each time with a client (and relay) of its own. */
  const onServer = async (sql: string) => {
    const root = await openDatabase(databaseUrl);
    try {
      await root.exec(sql);
    } finally {
      await root.close();
    }
  };

  beforeAll(async () => {
    await onServer(`CREATE DATABASE ${name}`);
    const url = new URL(databaseUrl!);
    url.pathname = `/${name}`;
    const db = await openDatabase(url.toString());
    try {
      await migrate(db);
      await seedIfEmpty(db);
      await createAdmin(db, admin);
      draftSlug = (await createArticle(db, { published: false, title: 'Not yet public' })).slug;
    } finally {
      await db.close();
    }

    const env = { ...process.env, DATABASE_URL: url.toString(), SESSION_SECRET: 'n'.repeat(48) };
    await run(['pnpm', 'run', 'build'], env);

    // The runtime's functions reach this server through a relay the test runs, as CI has no Neon.
    relay = await startWsProxy(relayTarget(url.toString()));
    Object.assign(process.env, {
      DATABASE_URL: url.toString(),
      NEON_WS_PROXY: relay.address,
      SESSION_SECRET: env.SESSION_SECRET,
      IMAGES_DIR: join(scratch, 'images'),
    });
    dev = new NetlifyDev({
      projectRoot: ROOT,
      skipGitignore: true,
      aiGateway: { enabled: false },
      // The image functions' store: Netlify's local Blobs server when the runtime says it is Netlify,
      // otherwise IMAGES_DIR below.
      blobs: { enabled: true },
      database: { enabled: false },
      edgeFunctions: { enabled: false },
      geolocation: { enabled: false },
      images: { enabled: false },
      serverAddress: null,
    });
    await dev.start();
    server = createServer(async (req, res) => {
      const handled = isBinary(req)
        ? await dev.handleAndIntrospect(await asNetlifyEdgeSends(req))
        : await dev.handleAndIntrospectNodeRequest(req);
      await send(res, handled?.response ?? new Response('not handled by @netlify/dev', { status: 599 }));
    });
    await new Promise<void>((resolve) =>
      server.listen(Number(process.env.NETLIFY_TEST_PORT ?? 0), '127.0.0.1', resolve),
    );
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // The runtime registers and loads the functions on its first request; that is set-up, not a test.
    await get('/');
  }, 240_000);

  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    await dev?.stop();
    await relay?.close();
    await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, { headers, redirect: 'manual' });
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), origin: base, ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  it.each(['/', '/updates', '/docs'])(
    'serves the built page %s with the security headers of netlify.toml',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('strict-transport-security')).toContain('max-age=63072000');
      expect(await response.text()).toContain('<html');
    },
  );

  it('answers /api/health from PostgreSQL', async () => {
    const response = await get('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', database: 'postgres' });
  });

  it('takes a signup, and the admin who logs in finds it in the list', async () => {
    const email = `ada.okafor-${Date.now()}@example.org`;
    const signup = await post('/api/signup', { name: 'Ada Okafor', email, institution: 'University of Lagos' });
    expect(signup.status).toBe(201);

    const login = await post('/api/auth/login', admin);
    expect(login.status).toBe(200);
    const cookie = login.headers.getSetCookie()[0]?.split(';')[0];
    expect(cookie).toBeTruthy();

    const list = await get(`/api/admin/signups?q=${encodeURIComponent(email)}`, { cookie: cookie! });
    expect(list.status).toBe(200);
    const { data } = (await list.json()) as { data: { email: string }[] };
    expect(data.map((s) => s.email)).toEqual([email]);
  });

  it.each(['/api/nothing-here', '/api/articles/a/b', '/api'])(
    'answers the unknown API path %s with JSON 404',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(await response.json()).toEqual({ message: 'No such API endpoint' });
    },
  );

  it('takes a 5 MB image in two binary chunks, processes it with sharp and serves a width for a year', async () => {
    const login = await post('/api/auth/login', admin);
    const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
    const png = await sharp({ create: { width: 1800, height: 1000, channels: 3, background: '#1e3a8a' } })
      .png()
      .toBuffer();
    // Bytes after a PNG's end are ignored by decoders: the file is 5 MB, over one request's worth.
    const file = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 - png.byteLength)]);
    const started = await post(api.adminImageUploads, { size: file.byteLength }, { cookie });
    expect(started.status).toBe(201);
    const { upload, chunkBytes } = ((await started.json()) as { data: { upload: string; chunkBytes: number } }).data;
    for (let at = 0, index = 0; at < file.byteLength; at += chunkBytes, index++) {
      const chunk = await fetch(`${base}${api.adminImageUploadChunk(upload, index)}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/octet-stream', origin: base, cookie },
        body: new Uint8Array(file.subarray(at, at + chunkBytes)),
      });
      expect(chunk.status, await chunk.clone().text()).toBe(200);
    }
    const done = await post(api.adminImageUpload(upload), undefined, { cookie });
    expect(done.status, await done.clone().text()).toBe(201);
    const image = ((await done.json()) as { data: { id: string; width: number; height: number } }).data;
    expect([image.width, image.height]).toEqual([1800, 1000]);
    const served = await get(`/api/images/${image.id}/800.webp`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(800);
  });

  it('answers a draft slug with 404, never with the list', async () => {
    const response = await get(`/api/articles/${draftSlug}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Article not found' });
  });

  it('rewrites /admin/* to the admin app, uncached and unindexed, and caches its hashed assets for good', async () => {
    const page = await get('/admin/signups');
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const html = await page.text();
    expect(html).toContain('<div id="root">');
    const asset = /(?:src|href)="(\/_admin\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset, 'the admin page links a hashed script').toBeTruthy();
    const script = await get(asset!);
    expect(script.status).toBe(200);
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(script.headers.get('x-robots-tag')).toBeNull();
  });
});

const isBinary = (req: IncomingMessage) => req.headers['content-type'] === 'application/octet-stream';

/**
 * A binary request body as Netlify's edge hands it to a function: base64, flagged as such. @netlify/dev
 * reads the body as UTF-8 text and then flags it base64 (its known local-only mangling of binary
 * bodies, netlify/netlify-dev-plugin#143), so the test server encodes it first; the function then
 * receives the bytes the browser sent, as it does on Netlify. Only application/octet-stream (the image
 * chunks) goes this way.
 */
async function asNetlifyEdgeSends(req: IncomingMessage): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (name === 'content-length' || value === undefined) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return new Request(`http://${req.headers.host}${req.url}`, {
    method: req.method,
    headers,
    body: Buffer.concat(chunks).toString('base64'),
  });
}

function run(command: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command[0]!, command.slice(1), { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command.join(' ')} exited with ${code}:\n${output.slice(-4000)}`)),
    );
  });
}
