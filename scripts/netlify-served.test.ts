// The production build as Netlify's runtime serves it, against PostgreSQL: pages and their headers,
// and every parameterised API route method by method (scripts/netlify-route-cases.ts).
//
// By default the test builds and serves with @netlify/dev (the engine inside `netlify dev`) on a fresh
// database made from TEST_DATABASE_URL. With NETLIFY_CLI_URL it asks an already-running
// `netlify dev` (netlify-cli) instead, and makes its records in the database that one serves,
// NETLIFY_CLI_DATABASE_URL; the README has the commands.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { NetlifyDev } from '@netlify/dev';
import { enableTotp, insertInvite, migrate, recordRevision, seedIfEmpty, updateArticle } from '@nodal/db';
import {
  articleInput,
  createAdmin,
  createArticle,
  createCategory,
  createContact,
  createDemo,
  createSignup,
  createVideo,
  unique,
} from '@nodal/db/factories';
import { openDatabase, relayTarget, startWsProxy, type WsProxy } from '@nodal/db/local';
import { api, pages } from '@nodal/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parameterisedRoutes, retryShapeCases, routeCases, type Case, type Fixtures } from './netlify-route-cases.ts';
import { ROOT } from './paths.ts';
import { send } from './platform/server.ts';
import { signMailEvents } from '../functions/src/audience/mail-events.ts';
import { signSubscriberToken } from '../functions/src/audience/token.ts';

const cliUrl = process.env.NETLIFY_CLI_URL?.replace(/\/$/, '');
/** The bounce webhook's secret in the runtime this test starts; a `netlify dev` of one's own must set it too. */
const MAIL_EVENTS_SECRET = process.env.MAIL_EVENTS_SECRET ?? 'm'.repeat(48);
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The Cache-Control a static file is served with: its rule in netlify.toml, except under `netlify dev`,
 * whose static server (@fastify/send) sets `public, max-age=0` on every file and whose proxy writes
 * the upstream headers after netlify.toml's, so that value wins. Netlify's CDN serves the rule's
 * value (decision 0075).
 */
const staticCacheControl = (rule: string) => (cliUrl ? 'public, max-age=0' : rule);

const databaseUrl = cliUrl ? process.env.NETLIFY_CLI_DATABASE_URL : process.env.TEST_DATABASE_URL;
if (cliUrl && !databaseUrl) throw new Error('NETLIFY_CLI_URL needs NETLIFY_CLI_DATABASE_URL: the database it serves');
if (!databaseUrl) {
  const why =
    'the Netlify runtime test needs PostgreSQL: set TEST_DATABASE_URL (a fresh database is created and dropped)';
  if (process.env.CI) throw new Error(`${why}; CI must provide it`);
  console.warn(`[netlify] NOT RUN: ${why}`);
}

describe('the route table', () => {
  it('has cases for every parameterised route of apiRoutes, and only for those', () => {
    const declared = parameterisedRoutes.map((r) => r.route).sort();
    const asked = [...new Set(routeCases.map((c) => c.route))].sort();
    expect(asked).toEqual(declared);
  });

  it('asks every method each such route takes, on that route', () => {
    for (const { name, route, methods } of parameterisedRoutes) {
      const asked = new Set(routeCases.filter((c) => c.route === route).map((c) => c.method));
      expect(
        methods.filter((method) => !asked.has(method)),
        name,
      ).toEqual([]);
    }
  });
});

describe.skipIf(!databaseUrl)(
  `served by ${cliUrl ? `netlify dev at ${cliUrl}` : 'Netlify’s local runtime (@netlify/dev)'}`,
  () => {
    const scratch = mkdtempSync(join(tmpdir(), 'nodal-netlify-served-'));
    const name = `nodal_netlify_${Date.now().toString(36)}_${process.pid}`;
    let base: string;
    let served: string;
    let server: Server | undefined;
    let dev: NetlifyDev | undefined;
    let relay: WsProxy | undefined;
    let f: Fixtures;

    /** Work on the server's maintenance database, each time with a client (and relay) of its own. */
    const onServer = async (sql: string) => {
      const root = await openDatabase(databaseUrl);
      try {
        await root.exec(sql);
      } finally {
        await root.close();
      }
    };

    /** A fresh database, migrated and seeded; the production build from it; @netlify/dev serving both. */
    async function startNetlifyDev(): Promise<string> {
      await onServer(`CREATE DATABASE ${name}`);
      const url = new URL(databaseUrl!);
      url.pathname = `/${name}`;
      const db = await openDatabase(url.toString());
      try {
        await migrate(db);
        await seedIfEmpty(db);
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
        MAIL_EVENTS_SECRET: MAIL_EVENTS_SECRET,
        IMAGES_DIR: join(scratch, 'images'),
      });
      dev = new NetlifyDev({
        projectRoot: ROOT,
        skipGitignore: true,
        aiGateway: { enabled: false },
        // The image functions' store: Netlify's local Blobs server when the runtime says it is Netlify,
        // otherwise IMAGES_DIR above.
        blobs: { enabled: true },
        database: { enabled: false },
        edgeFunctions: { enabled: false },
        geolocation: { enabled: false },
        images: { enabled: false },
        serverAddress: null,
      });
      await dev.start();
      const runtime = dev;
      server = createServer(async (req, res) => {
        const handled = isBinary(req)
          ? await runtime.handleAndIntrospect(await asNetlifyEdgeSends(req))
          : await runtime.handleAndIntrospectNodeRequest(req);
        await send(res, handled?.response ?? new Response('not handled by @netlify/dev', { status: 599 }));
      });
      await new Promise<void>((resolve) =>
        server!.listen(Number(process.env.NETLIFY_TEST_PORT ?? 0), '127.0.0.1', resolve),
      );
      return url.toString();
    }

    beforeAll(async () => {
      served = cliUrl ? databaseUrl! : await startNetlifyDev();
      base = cliUrl ?? `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
      // The runtime registers and loads the functions on its first request; that is set-up, not a test.
      await get('/');
      f = await makeFixtures(served);
    });

    afterAll(async () => {
      server?.closeAllConnections();
      await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
      await dev?.stop();
      await relay?.close();
      if (!cliUrl) await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      rmSync(scratch, { recursive: true, force: true });
    });

    const get = (path: string, headers: Record<string, string> = {}) =>
      fetch(`${base}${path}`, { headers, redirect: 'manual' });
    const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${base}${path}`, {
        method: 'POST',
        headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), origin: base, ...headers },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    const signIn = async (account: { email: string; password: string }) => {
      const login = await post(api.authLogin, account);
      expect(login.status, await login.clone().text()).toBe(200);
      return login.headers.getSetCookie()[0]!.split(';')[0]!;
    };

    /** The records the route cases work on, in the served database and through the API. */
    async function makeFixtures(url: string): Promise<Fixtures> {
      const db = await openDatabase(url);
      try {
        const account = await createAdmin(db, { email: `${unique('owner')}@example.test` });
        const member = await createAdmin(db, { role: 'admin' });
        await enableTotp(db, member.id, 'JBSWY3DPEHPK3PXP', 0, []);
        const author = { id: account.id, email: account.email };
        const first = await createArticle(db, { title: 'First words' });
        const revisions = [(await recordRevision(db, first, author)).id];
        const edited = await updateArticle(db, first.id, articleInput({ slug: first.slug, title: 'Second words' }));
        if (!('article' in edited)) throw new Error(`the article ${first.id} could not be edited`);
        revisions.push((await recordRevision(db, edited.article, author)).id);
        const draft = await createArticle(db, { published: false });
        const signup = await createSignup(db);
        const [signupRow] = await db.query<{ id: number }>('SELECT id FROM signups WHERE email = $1', [signup.email]);
        const [outbox] = await db.query<{ id: number }>(
          `INSERT INTO outbox (event, record_id, processed_at) VALUES ('signup', $1, now()) RETURNING id::int`,
          [signupRow!.id],
        );
        const [message] = await db.query<{ id: number }>(
          `INSERT INTO messages (outbox_id, channel, recipients, subject, body, status, attempts, last_error)
         VALUES ($1, 'email', ARRAY['staff@example.test'], 'New signup', 'Someone signed up.', 'failed', 5, 'refused')
         RETURNING id::int`,
          [outbox!.id],
        );
        const invite = await insertInvite(db, {
          email: `${unique('invitee')}@example.test`,
          role: 'admin',
          invitedBy: account.id,
          ttlSeconds: 3600,
        });
        const png = new Uint8Array(
          await sharp({ create: { width: 900, height: 600, channels: 3, background: '#0f766e' } })
            .png()
            .toBuffer(),
        );
        const records = {
          member: member.id,
          invite: invite.id,
          signup: signupRow!.id,
          contact: (await createContact(db)).id,
          message: message!.id,
          video: (await createVideo(db)).id,
          categories: [(await createCategory(db)).id, (await createCategory(db)).id] as [number, number],
          demo: (await createDemo(db)).id,
          published: { id: first.id, slug: first.slug },
          revisions,
          draft: { id: draft.id, slug: draft.slug },
          png,
          nobody: unique('no-article'),
        };

        // Two sign-ins of the owner: the cases go as the first and end the second.
        const cookie = await signIn(account);
        await signIn(account);
        const sessions = await get(api.adminSessions, { cookie });
        expect(sessions.status, await sessions.clone().text()).toBe(200);
        const { data: items } = (await sessions.json()) as { data: { id: string; current: boolean }[] };
        const startUpload = async () => {
          const started = await post(api.adminImageUploads, { size: png.byteLength }, { cookie });
          expect(started.status, await started.clone().text()).toBe(201);
          return ((await started.json()) as { data: { upload: string } }).data.upload;
        };
        return {
          ...records,
          cookie,
          otherSession: items.find((s) => !s.current)!.id,
          upload: await startUpload(),
          abandoned: await startUpload(),
        };
      } finally {
        await db.close();
      }
    }

    /** Sends a case as a browser on the site would: same origin, JSON or raw bytes, the owner's cookie. */
    const ask = (c: Case) => {
      const headers: Record<string, string> = c.anonymous ? {} : { cookie: f.cookie };
      let body: string | Uint8Array<ArrayBuffer> | undefined;
      if (c.method !== 'GET') headers.origin = base;
      if (c.body) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(c.body(f));
      }
      if (c.bytes) {
        headers['content-type'] = 'application/octet-stream';
        body = c.bytes(f);
      }
      return fetch(`${base}${c.path(f)}`, { method: c.method, headers, body, redirect: 'manual' });
    };

    const check = async (c: Case) => {
      const expected = cliUrl && c.cli ? c.cli : c.expect;
      const response = await ask(c);
      const text = await response.text();
      expect(response.status, `${c.method} ${c.path(f)}: ${text.slice(0, 300)}`).toBe(expected.status);
      if (expected.contentType) expect(response.headers.get('content-type')).toContain(expected.contentType);
      for (const part of expected.html ?? []) expect(text).toContain(part);
      if (expected.json !== undefined) {
        expect(response.headers.get('content-type')).toContain('application/json');
        const json =
          typeof expected.json === 'function' ? (expected.json as (f: Fixtures) => unknown)(f) : expected.json;
        expect(JSON.parse(text)).toMatchObject(json as object);
      }
      c.keep?.(JSON.parse(text), f);
    };

    it.each(routeCases.map((c) => [`${c.method} ${c.route}: ${c.name}`, c] as const))('%s', async (_title, c) => {
      await check(c);
    });

    it.each(retryShapeCases.map((c) => [`${c.method}: ${c.name}`, c] as const))(
      'answers what netlify dev retries, %s, with JSON',
      async (_title, c) => {
        await check(c);
      },
    );

    it.each(['/', '/updates', '/docs', '/docs/ai-tech/advanced-rag'])(
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
      const response = await get(api.health);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ data: { status: 'ok', database: 'postgres' } });
    });

    it('takes a signup, and the admin finds it in the list', async () => {
      const email = `ada.okafor-${Date.now()}@example.org`;
      const signup = await post(api.signup, { name: 'Ada Okafor', email, institution: 'University of Lagos' });
      expect(signup.status).toBe(201);
      const list = await get(`${api.adminSignups}?q=${encodeURIComponent(email)}`, { cookie: f.cookie });
      expect(list.status).toBe(200);
      const { data } = (await list.json()) as { data: { email: string }[] };
      expect(data.map((s) => s.email)).toEqual([email]);
    });

    it('takes a signup posted without JavaScript: a 303 to the form’s page, which says it was sent', async () => {
      const email = `grace.hopper-${Date.now()}@example.org`;
      const posted = await fetch(`${base}${api.signup}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
        body: new URLSearchParams({ name: 'Grace Hopper', email, website: '' }).toString(),
        redirect: 'manual',
      });
      expect(posted.status, await posted.clone().text()).toBe(303);
      const location = posted.headers.get('location')!;
      expect(location).toMatch(/^\/forms\/signup\?r=[0-9a-f-]{36}$/);
      const page = await get(location);
      expect(page.status).toBe(200);
      expect(page.headers.get('cache-control')).toBe('no-store');
      // The site's own page for the form (its footer), filled in by the function.
      const html = await page.text();
      expect(html).toContain('id="site-footer"');
      expect(html).toContain('data-form-status="sent"');
      expect(html).toContain("You're on the list");
      const list = await get(`${api.adminSignups}?q=${encodeURIComponent(email)}`, { cookie: f.cookie });
      expect(((await list.json()) as { data: { email: string }[] }).data.map((s) => s.email)).toEqual([email]);
    });

    it('confirms a signup from its emailed link, unsubscribes it with one click, and takes a signed bounce', async () => {
      const email = `lin.wei-${Date.now()}@example.org`;
      expect((await post(api.signup, { name: 'Lin Wei', email })).status).toBe(201);
      const db = await openDatabase(served);
      try {
        // The confirmation as it was sent (to the local mailbox here, as no SMTP server is set).
        let text = '';
        for (let tries = 0; !text && tries < 100; tries++) {
          const [sent] = await db.query<{ body: string }>(
            `SELECT body FROM messages WHERE $1 = ANY (recipients) AND status = 'sent'`,
            [email],
          );
          if (sent) text = sent.body;
          else await new Promise((resolve) => setTimeout(resolve, 200));
        }
        const link = (path: string) =>
          new RegExp(`https?://[^/\\s]+(${path.replace('/', '\\/')}\\?token=\\S+)`).exec(text)?.[1];
        const confirm = link(api.subscriptionConfirm);
        const preferences = link(api.subscriptionPreferences);
        expect(confirm, text).toBeDefined();
        const page = await get(confirm!);
        expect(page.status).toBe(200);
        expect(page.headers.get('referrer-policy')).toBe('no-referrer');
        expect(await page.text()).toContain('Thank you for confirming.');

        // The personal link: the site's own signup page, its unseen referral field filled in.
        const [mine] = await db.query<{ referral_code: string }>('SELECT referral_code FROM signups WHERE email = $1', [
          email,
        ]);
        const code = mine!.referral_code;
        const referral = await get(pages.referral(code));
        expect(referral.status).toBe(200);
        const form = await referral.text();
        expect(form).toContain('id="site-footer"');
        expect(form).toMatch(new RegExp(`<input type="hidden" name="ref" value="${code}"`));

        const token = new URL(preferences!, base).searchParams.get('token')!;
        const click = await fetch(`${base}${api.subscriptionUnsubscribe}?token=${encodeURIComponent(token)}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example.com' },
          body: 'List-Unsubscribe=One-Click',
        });
        expect(click.status).toBe(200);
        expect(await click.text()).toBe('');
        const [state] = await db.query<{ status: string }>('SELECT status FROM signups WHERE email = $1', [email]);
        expect(state!.status).toBe('unsubscribed');

        const bounce = JSON.stringify({ events: [{ type: 'bounce', bounce: 'hard', email }] });
        const reported = await fetch(`${base}${api.mailEvents}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'nodal-signature': signMailEvents(MAIL_EVENTS_SECRET, bounce),
          },
          body: bounce,
        });
        expect(reported.status, await reported.clone().text()).toBe(200);
        expect(await reported.json()).toEqual({ data: { received: 1, suppressed: 1 } });
      } finally {
        await db.close();
      }
    });

    it('sends a newsletter and an invitation wave, runs the scheduled sender, and takes an acceptance', async () => {
      const db = await openDatabase(served);
      try {
        const area = `netlify-${Date.now()}`;
        const email = `noor.haddad-${Date.now()}@example.org`;
        await db.query(
          `INSERT INTO signups (name, email, research_area, status, confirmed_at, topics)
           VALUES ('Noor Haddad', $1, $2, 'confirmed', now(), ARRAY['product-updates'])`,
          [email, area],
        );
        const owner = { cookie: f.cookie };
        const made = await post(api.articles, articleInput(), owner);
        expect(made.status, await made.clone().text()).toBe(201);
        const articleId = ((await made.json()) as { data: { id: number } }).data.id;
        const segment = { topics: ['product-updates'], researchArea: area };
        const count = await post(api.adminCampaignAudience, { kind: 'newsletter', articleId, segment }, owner);
        expect(await count.json()).toEqual({ data: { count: 1 } });
        const newsletter = { kind: 'newsletter', articleId, subject: 'Served {{name}}', segment };
        const preview = await post(api.adminCampaignPreview, newsletter, owner);
        expect(preview.status, await preview.clone().text()).toBe(200);
        expect(((await preview.json()) as { data: { subject: string } }).data.subject).toBe('Served Noor Haddad');
        expect((await post(api.adminCampaigns, newsletter, owner)).status).toBe(201);
        const wave = {
          kind: 'invitation',
          selection: { count: 5, researchArea: area },
          subject: 'In',
          body: 'Come in.',
        };
        const created = await post(api.adminCampaigns, wave, owner);
        expect(created.status, await created.clone().text()).toBe(201);
        expect(((await created.json()) as { data: { recipients: number } }).data.recipients).toBe(1);

        // The scheduled sender, invoked as Netlify invokes it.
        const run = await fetch(`${base}/.netlify/functions/send-campaigns`, { method: 'POST' });
        expect(run.status, await run.clone().text()).toBeLessThan(300);
        const [state] = await db.query<{ id: number; invited: boolean; sent: number }>(
          `SELECT s.id, s.invited_at IS NOT NULL AS invited,
             (SELECT count(*)::int FROM campaign_recipients r WHERE r.signup_id = s.id AND r.status = 'sent') AS sent
           FROM signups s WHERE email = $1`,
          [email],
        );
        expect(state).toMatchObject({ invited: true, sent: 2 });

        const token = signSubscriberToken('accept', state!.id);
        const page = await get(`${api.subscriptionAccept}?token=${encodeURIComponent(token)}`);
        expect(page.status).toBe(200);
        expect(await page.text()).toContain('Accept my invitation');
        const accepted = await fetch(`${base}${api.subscriptionAccept}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
          body: new URLSearchParams({ token }).toString(),
        });
        expect(accepted.status).toBe(200);
        expect(await accepted.text()).toContain('Thank you for accepting.');
        const list = await get(`${api.adminSignups}?q=${encodeURIComponent(email)}`, owner);
        expect(((await list.json()) as { data: { access: string }[] }).data[0]!.access).toBe('accepted');
      } finally {
        await db.close();
      }
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
      const png = await sharp({ create: { width: 1800, height: 1000, channels: 3, background: '#1e3a8a' } })
        .png()
        .toBuffer();
      // Bytes after a PNG's end are ignored by decoders: the file is 5 MB, over one request's worth.
      const file = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 - png.byteLength)]);
      const started = await post(api.adminImageUploads, { size: file.byteLength }, { cookie: f.cookie });
      expect(started.status).toBe(201);
      const { upload, chunkBytes } = ((await started.json()) as { data: { upload: string; chunkBytes: number } }).data;
      for (let at = 0, index = 0; at < file.byteLength; at += chunkBytes, index++) {
        const chunk = await fetch(`${base}${api.adminImageUploadChunk(upload, index)}`, {
          method: 'PUT',
          headers: { 'content-type': 'application/octet-stream', origin: base, cookie: f.cookie },
          body: new Uint8Array(file.subarray(at, at + chunkBytes)),
        });
        expect(chunk.status, await chunk.clone().text()).toBe(200);
      }
      const done = await post(api.adminImageUpload(upload), undefined, { cookie: f.cookie });
      expect(done.status, await done.clone().text()).toBe(201);
      const image = ((await done.json()) as { data: { id: string; width: number; height: number } }).data;
      expect([image.width, image.height]).toEqual([1800, 1000]);
      const served = await get(`/api/images/${image.id}/800.webp`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('cache-control')).toBe(IMMUTABLE);
      expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(800);
    });

    it('rewrites /admin/* to the admin app, uncached and unindexed, and caches its hashed assets for good', async () => {
      const page = await get('/admin/signups');
      expect(page.status).toBe(200);
      expect(page.headers.get('cache-control')).toBe(staticCacheControl('no-cache'));
      expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      const html = await page.text();
      expect(html).toContain('<div id="root">');
      const asset = /(?:src|href)="(\/_admin\/[^"]+\.js)"/.exec(html)?.[1];
      expect(asset, 'the admin page links a hashed script').toBeTruthy();
      const script = await get(asset!);
      expect(script.status).toBe(200);
      expect(script.headers.get('cache-control')).toBe(staticCacheControl(IMMUTABLE));
      expect(script.headers.get('x-robots-tag')).toBeNull();
    });

    it('caches the site’s hashed assets under /_astro/ for good, and lets other origins load them', async () => {
      const html = await (await get('/')).text();
      // The home page's attribute values are unquoted where HTML allows it, so the quote is optional.
      const assets = [...html.matchAll(/(?:src|href)="?(\/_astro\/[^"\s>]+\.(?:js|css|woff2))/g)].map((m) => m[1]!);
      expect(assets.length, 'the home page links hashed assets').toBeGreaterThan(0);
      for (const asset of new Set(assets)) {
        const response = await get(asset);
        expect(response.status, asset).toBe(200);
        expect(response.headers.get('cache-control'), asset).toBe(staticCacheControl(IMMUTABLE));
        expect(response.headers.get('access-control-allow-origin'), asset).toBe('*');
      }
    });
  },
);

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
