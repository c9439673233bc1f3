// Authorisation on the server (401 without a session, 403 for a non-admin) and the cross-site
// rules for writes (same origin and JSON only: 403, 415). Every guarded call is made with a
// valid body against real rows, so a missing guard would show up as a change, not just a status.
// (No video categories are made here: content-admin.test.ts compares whole category lists.)
import { api, type Article, type Demo, type Video } from '@nodal/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  articleInput,
  createArticle,
  createContact,
  createDemo,
  createSignup,
  createVideo,
  unique,
} from '@nodal/db/factories';
import { recordRevision } from '@nodal/db';
import { body, expectError } from './helpers.ts';
import { useTestApp, type TestClient } from './harness.ts';

const app = useTestApp();

interface Fixture {
  article: Article;
  demo: Demo;
  video: Video;
  signupId: number;
  contactId: number;
  revisionId: number;
}
const f = {} as Fixture;
const NO_CATEGORY = 2_000_000_000;

beforeAll(async () => {
  f.article = await createArticle(app.db, { published: true });
  f.demo = await createDemo(app.db);
  f.video = await createVideo(app.db);
  const signup = await createSignup(app.db);
  f.signupId = (await app.db.query<{ id: number }>('SELECT id FROM signups WHERE email = $1', [signup.email]))[0]!.id;
  f.contactId = (await createContact(app.db)).id;
  f.revisionId = (await recordRevision(app.db, f.article, null)).id;
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Endpoint = [label: string, method: Method, path: () => string, payload?: () => unknown];

const demoBody = () => ({ title: unique('Guarded demo'), type: 'video' });
const videoBody = () => ({ title: unique('Guarded video'), videoType: 'url', categoryId: null });

const ADMIN_ENDPOINTS: Endpoint[] = [
  ['GET signups', 'GET', () => api.adminSignups],
  ['GET signups.csv', 'GET', () => api.adminSignupsCsv],
  ['DELETE a signup', 'DELETE', () => api.adminSignup(f.signupId)],
  ['GET contacts', 'GET', () => api.adminContacts],
  ['GET contacts.csv', 'GET', () => api.adminContactsCsv],
  ['DELETE a contact', 'DELETE', () => api.adminContact(f.contactId)],
  ['GET site-config', 'GET', () => api.adminSiteConfig],
  ['PUT site-config/features', 'PUT', () => api.adminSiteConfigSection('features'), () => ({ isVisible: false })],
  ['GET demos', 'GET', () => api.adminDemos],
  ['POST a demo', 'POST', () => api.adminDemos, demoBody],
  ['PUT a demo', 'PUT', () => api.adminDemo(f.demo.id), demoBody],
  ['DELETE a demo', 'DELETE', () => api.adminDemo(f.demo.id)],
  ['GET workflow-videos', 'GET', () => api.adminWorkflowVideos],
  ['POST a video', 'POST', () => api.adminWorkflowVideos, videoBody],
  ['PUT a video', 'PUT', () => api.adminWorkflowVideo(f.video.id), videoBody],
  ['DELETE a video', 'DELETE', () => api.adminWorkflowVideo(f.video.id)],
  ['GET video-categories', 'GET', () => api.adminVideoCategories],
  ['POST a category', 'POST', () => api.adminVideoCategories, () => ({ title: unique('Guarded category') })],
  ['PUT a category', 'PUT', () => api.adminVideoCategory(NO_CATEGORY), () => ({ title: 'x' })],
  ['DELETE a category', 'DELETE', () => api.adminVideoCategory(NO_CATEGORY)],
  ['POST a category move', 'POST', () => api.adminVideoCategoryMove(NO_CATEGORY), () => ({ direction: 'up' })],
  ['GET rebuild status', 'GET', () => api.adminRebuildStatus],
  ['GET a preview link', 'GET', () => api.adminArticlePreviewLink(f.article.id)],
  ['POST a preview link', 'POST', () => api.adminArticlePreviewLink(f.article.id)],
  ['DELETE a preview link', 'DELETE', () => api.adminArticlePreviewLink(f.article.id)],
  ['GET revisions', 'GET', () => api.adminArticleRevisions(f.article.id)],
  ['GET a revision', 'GET', () => api.adminArticleRevision(f.article.id, f.revisionId)],
  ['POST a revision restore', 'POST', () => api.adminArticleRevisionRestore(f.article.id, f.revisionId)],
];

const CONTENT_MUTATIONS: Endpoint[] = [
  ['POST an article', 'POST', () => api.articles, () => articleInput({ title: 'Guarded article' })],
  ['PUT an article', 'PUT', () => api.articleById(f.article.id), () => articleInput({ title: 'Guarded article' })],
  ['DELETE an article', 'DELETE', () => api.articleById(f.article.id)],
  ['PATCH a hero animation', 'PATCH', () => api.heroAnimation('abstractFlow'), () => ({ weight: 1 })],
];

const call = (client: TestClient, [, method, path, payload]: Endpoint) => {
  const data = payload?.();
  return client.fetch(path(), { method, ...(data === undefined ? {} : { json: data }) });
};

/** Every fixture row is still there as it was, and nothing was created or rebuilt. */
async function expectNothingChanged(rebuildsBefore: number) {
  expect(app.rebuilds.length).toBe(rebuildsBefore);
  expect(await body(await app.client().get(api.article(f.article.slug)))).toEqual({ data: f.article });
  expect(await app.db.query('SELECT title FROM demos WHERE id = $1', [f.demo.id])).toEqual([{ title: f.demo.title }]);
  expect(await app.db.query('SELECT title FROM videos WHERE id = $1', [f.video.id])).toEqual([
    { title: f.video.title },
  ]);
  expect(await app.db.query('SELECT 1 FROM signups WHERE id = $1', [f.signupId])).toHaveLength(1);
  expect(await app.db.query('SELECT 1 FROM contacts WHERE id = $1', [f.contactId])).toHaveLength(1);
  for (const table of ['demos', 'videos', 'video_categories', 'articles']) {
    expect(await app.db.query(`SELECT 1 FROM ${table} WHERE title LIKE 'Guarded%'`), table).toEqual([]);
  }
  expect(await body(await app.client().get(api.siteConfig('features')))).toEqual({ data: { isVisible: true } });
}

describe('without a session', () => {
  let rebuildsBefore = 0;
  beforeAll(() => {
    rebuildsBefore = app.rebuilds.length;
  });

  it.each([...ADMIN_ENDPOINTS, ...CONTENT_MUTATIONS])('%s → 401 {message}', async (...endpoint) => {
    await expectError(await call(app.client(), endpoint), 401, 'Authentication required');
  });

  it('with a garbage cookie too', async () => {
    const client = app.client();
    client.cookies.set('nodal_session', 'not-a-token');
    for (const endpoint of [...ADMIN_ENDPOINTS, ...CONTENT_MUTATIONS]) {
      expect((await call(client, endpoint)).status, endpoint[0]).toBe(401);
    }
  });

  it('changed nothing', async () => {
    await expectNothingChanged(rebuildsBefore);
  });
});

describe('as a signed-in non-admin', () => {
  let staff: TestClient;
  let rebuildsBefore = 0;
  beforeAll(async () => {
    staff = await app.adminClient({ isAdmin: false });
    rebuildsBefore = app.rebuilds.length;
  });

  it('the session itself is valid', async () => {
    expect(await body(await staff.get(api.authUser))).toMatchObject({
      isAuthenticated: true,
      user: { isAdmin: false },
    });
  });

  it.each([...ADMIN_ENDPOINTS, ...CONTENT_MUTATIONS])('%s → 403 {message}', async (...endpoint) => {
    await expectError(await call(staff, endpoint), 403, 'Admin access required');
  });

  it('changed nothing', async () => {
    await expectNothingChanged(rebuildsBefore);
  });
});

describe('as an admin (control)', () => {
  let admin: TestClient;
  beforeAll(async () => {
    admin = await app.adminClient();
  });

  it.each(ADMIN_ENDPOINTS.filter(([, method]) => method === 'GET'))('%s → 200', async (...endpoint) => {
    expect((await call(admin, endpoint)).status).toBe(200);
  });
});

describe('cross-site writes', () => {
  const EVIL = 'https://evil.example';
  let admin: TestClient;
  beforeAll(async () => {
    admin = await app.adminClient();
  });

  const writes: [string, () => TestClient, Method, () => string, () => unknown][] = [
    [
      'signup',
      () => app.client(),
      'POST',
      () => api.signup,
      () => ({ name: 'Guarded', email: `${unique('xsite')}@example.test` }),
    ],
    [
      'contact',
      () => app.client(),
      'POST',
      () => api.contact,
      () => ({ name: 'Guarded', email: 'g@example.test', subject: 'other', message: 'Guarded message' }),
    ],
    ['CTA tracking', () => app.client(), 'POST', () => api.trackCta, () => ({ actionType: 'Guarded' })],
    [
      'login',
      () => app.client(),
      'POST',
      () => api.authLogin,
      () => ({ email: 'admin@example.test', password: 'whatever' }),
    ],
    ['logout', () => admin, 'POST', () => api.authLogout, () => undefined],
    ['article create', () => admin, 'POST', () => api.articles, () => articleInput({ title: 'Guarded article' })],
    [
      'article update',
      () => admin,
      'PUT',
      () => api.articleById(f.article.id),
      () => articleInput({ title: 'Guarded article' }),
    ],
    ['article delete', () => admin, 'DELETE', () => api.articleById(f.article.id), () => undefined],
    ['hero patch', () => admin, 'PATCH', () => api.heroAnimation('abstractFlow'), () => ({ weight: 1 })],
    [
      'section visibility',
      () => admin,
      'PUT',
      () => api.adminSiteConfigSection('features'),
      () => ({ isVisible: false }),
    ],
    ['signup delete', () => admin, 'DELETE', () => api.adminSignup(f.signupId), () => undefined],
    ['demo delete', () => admin, 'DELETE', () => api.adminDemo(f.demo.id), () => undefined],
  ];

  const send = (client: TestClient, method: Method, path: string, payload: unknown, headers: Record<string, string>) =>
    client.fetch(path, { method, headers, ...(payload === undefined ? {} : { json: payload }) });

  it.each(writes)('%s with Origin: https://evil.example → 403', async (_label, client, method, path, payload) => {
    const before = app.rebuilds.length;
    await expectError(
      await send(client(), method, path(), payload(), { origin: EVIL }),
      403,
      'Cross-site request refused',
    );
    expect(app.rebuilds.length).toBe(before);
  });

  it.each(writes)('%s with Sec-Fetch-Site: cross-site → 403', async (_label, client, method, path, payload) => {
    await expectError(
      await send(client(), method, path(), payload(), { 'sec-fetch-site': 'cross-site' }),
      403,
      'Cross-site request refused',
    );
  });

  it.each([
    ['Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }],
    ['Origin: null', { origin: 'null' }],
    ['an Origin on another port', { origin: 'http://127.0.0.1:1' }],
    ['an Origin over https on the same host', { origin: 'https://127.0.0.1' }],
  ])('%s → 403', async (_label, headers) => {
    await expectError(
      await send(app.client(), 'POST', api.signup, { name: 'Guarded', email: `${unique('x')}@example.test` }, headers),
      403,
      'Cross-site request refused',
    );
  });

  it.each([
    ['Sec-Fetch-Site: same-origin', { 'sec-fetch-site': 'same-origin' }],
    ['Sec-Fetch-Site: none (typed by the user)', { 'sec-fetch-site': 'none' }],
  ])('%s is allowed', async (_label, headers) => {
    expect(
      (
        await send(
          app.client(),
          'POST',
          api.signup,
          { name: 'Allowed', email: `${unique('ok')}@example.test` },
          headers,
        )
      ).status,
    ).toBe(201);
  });

  it('a cross-site login sets no cookie', async () => {
    const response = await send(
      app.client(),
      'POST',
      api.authLogin,
      { email: 'a@example.test', password: 'x' },
      { origin: EVIL },
    );
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('a cross-site logout leaves the session alive', async () => {
    const client = await app.adminClient();
    expect((await send(client, 'POST', api.authLogout, undefined, { origin: EVIL })).status).toBe(403);
    expect((await client.get(api.authUser)).status).toBe(200);
  });

  it.each([
    ['text/plain', 'text/plain'],
    ['text/plain;charset=UTF-8', 'text/plain;charset=UTF-8'],
    ['multipart/form-data', 'multipart/form-data; boundary=x'],
    ['application/jsonp', 'application/jsonp'],
    // application/x-www-form-urlencoded is the public forms' own path (a same-origin post answered 303);
    // form-posts.test.ts pins that every other write still refuses it with 415.
  ])('a write with a body sent as %s → 415', async (_label, type) => {
    const address = `${unique('ctype')}@example.test`;
    const response = await app.client().fetch(api.signup, {
      method: 'POST',
      headers: { 'content-type': type },
      body: JSON.stringify({ name: 'Typed', email: address }),
    });
    await expectError(response, 415, 'Content-Type must be application/json');
    expect(await app.db.query('SELECT 1 FROM signups WHERE email = $1', [address])).toEqual([]);
  });

  it('a write with a body and no Content-Type → 415', async () => {
    const response = await app.client().fetch(api.signup, {
      method: 'POST',
      body: new Uint8Array(Buffer.from('{"name":"x","email":"x@example.test"}')),
    });
    await expectError(response, 415, 'Content-Type must be application/json');
  });

  it('an admin write as text/plain → 415 and nothing changes', async () => {
    const response = await admin.fetch(api.articles, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify(articleInput({ title: 'Guarded article' })),
    });
    await expectError(response, 415, 'Content-Type must be application/json');
    expect(await app.db.query(`SELECT 1 FROM articles WHERE title = 'Guarded article'`)).toEqual([]);
  });

  it('application/json with a charset is accepted', async () => {
    const response = await app.client().fetch(api.signup, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ name: 'Charset', email: `${unique('cs')}@example.test` }),
    });
    expect(response.status).toBe(201);
  });

  it('the fixture rows survived every refused write', async () => {
    expect(await app.db.query('SELECT 1 FROM articles WHERE id = $1', [f.article.id])).toHaveLength(1);
    expect(await app.db.query('SELECT 1 FROM signups WHERE id = $1', [f.signupId])).toHaveLength(1);
    expect(await app.db.query('SELECT 1 FROM demos WHERE id = $1', [f.demo.id])).toHaveLength(1);
    expect(await app.db.query(`SELECT 1 FROM contacts WHERE message = 'Guarded message'`)).toEqual([]);
    expect(await app.db.query(`SELECT 1 FROM cta_events WHERE action_type = 'Guarded'`)).toEqual([]);
    expect(await body(await app.client().get(api.siteConfig('features')))).toEqual({ data: { isVisible: true } });
  });
});

describe('GET never changes state', () => {
  it.each([
    ['/api/signup', () => `${api.signup}?name=Get&email=${unique('get')}%40example.test`],
    ['/api/contact', () => `${api.contact}?message=GetMessage&subject=other`],
    ['/api/track/cta', () => `${api.trackCta}?actionType=GetAction`],
    ['/api/auth/login', () => `${api.authLogin}?email=a%40example.test&password=x`],
    ['/api/auth/logout', () => api.authLogout],
  ])('GET %s → 405 with Allow, nothing stored', async (_label, path) => {
    const response = await app.client().get(path());
    await expectError(response, 405, 'Method not allowed');
    expect(response.headers.get('allow')).toBe('POST');
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('stored nothing for those GETs', async () => {
    expect(await app.db.query(`SELECT 1 FROM signups WHERE name = 'Get'`)).toEqual([]);
    expect(await app.db.query(`SELECT 1 FROM contacts WHERE message = 'GetMessage'`)).toEqual([]);
    expect(await app.db.query(`SELECT 1 FROM cta_events WHERE action_type = 'GetAction'`)).toEqual([]);
  });

  it('GET /api/auth/logout leaves the session alive', async () => {
    const client = await app.adminClient();
    expect((await client.get(api.authLogout)).status).toBe(405);
    expect((await client.get(api.authUser)).status).toBe(200);
  });

  it('an admin GET on a record path deletes nothing', async () => {
    const admin = await app.adminClient();
    const article = await createArticle(app.db);
    const demo = await createDemo(app.db);
    const video = await createVideo(app.db);
    const contact = await createContact(app.db);
    const signup = await createSignup(app.db);
    const [{ id: signupId }] = (await app.db.query<{ id: number }>('SELECT id FROM signups WHERE email = $1', [
      signup.email,
    ])) as [{ id: number }];
    const before = app.rebuilds.length;
    for (const path of [
      api.articleById(article.id),
      api.adminDemo(demo.id),
      api.adminWorkflowVideo(video.id),
      api.adminContact(contact.id),
      api.adminSignup(signupId),
    ]) {
      expect((await admin.get(path)).status, path).toBeLessThan(500);
    }
    expect(await app.db.query('SELECT 1 FROM articles WHERE id = $1', [article.id])).toHaveLength(1);
    expect(await app.db.query('SELECT 1 FROM demos WHERE id = $1', [demo.id])).toHaveLength(1);
    expect(await app.db.query('SELECT 1 FROM videos WHERE id = $1', [video.id])).toHaveLength(1);
    expect(await app.db.query('SELECT 1 FROM contacts WHERE id = $1', [contact.id])).toHaveLength(1);
    expect(await app.db.query('SELECT 1 FROM signups WHERE id = $1', [signupId])).toHaveLength(1);
    expect(app.rebuilds.length).toBe(before);
  });
});

describe('CORS', () => {
  it.each([
    ['GET /api/articles', 'GET', api.articles],
    ['GET /api/auth/user', 'GET', api.authUser],
    ['OPTIONS preflight on /api/signup', 'OPTIONS', api.signup],
    ['OPTIONS preflight on /api/admin/signups', 'OPTIONS', api.adminSignups],
  ])('%s from another origin gets no Access-Control-Allow-Origin', async (_label, method, path) => {
    const response = await app.client().fetch(path, {
      method,
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });
});
