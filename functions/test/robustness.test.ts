// Hostile and broken input, the failure answers (JSON {message} with the right status, never a
// stack) and the security headers every API answer carries.
import { api, REQUEST_BODY_LIMIT_BYTES } from '@nodal/shared';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DatabaseUnavailableError, type Db, setDb } from '@nodal/db';
import { articleInput, createArticle, createContact, createSignup, unique } from '@nodal/db/factories';
import { body, expectError, expectFieldError, token } from './helpers.ts';
import { useTestApp, type TestClient } from './harness.ts';

const app = useTestApp();
let admin: TestClient;
beforeAll(async () => {
  admin = await app.adminClient();
});

/** Replaces the database for the next requests of this file's server; `afterEach` puts it back. */
function breakDb(error: () => Error) {
  const failing: Db = {
    kind: app.db.kind,
    query: async () => {
      throw error();
    },
    exec: async () => {
      throw error();
    },
    transaction: async () => {
      throw error();
    },
    close: async () => undefined,
  };
  setDb(failing);
}
afterEach(() => {
  setDb(app.db);
  vi.restoreAllMocks();
});

/** What no error body may show: stack frames, source paths, SQL, dependency paths. */
function expectNoLeak(text: string) {
  expect(text.replace(/at most/g, '')).not.toContain('at ');
  expect(text).not.toMatch(/\.ts\b|\.js\b/);
  expect(text).not.toMatch(/SELECT|INSERT|UPDATE|DELETE FROM|relation "|syntax error/i);
  expect(text).not.toContain('node_modules');
  expect(text).not.toMatch(/\/work\/|file:\/\//);
  expect(text).not.toMatch(/stack|Error:/);
}

const internalError = () => {
  const error = new Error('relation "articles" does not exist: SELECT * FROM articles WHERE published');
  error.stack = `${error.message}\n    at listArticles (/work/main/functions/src/db/queries/articles.ts:30:5)\n    at node_modules/pg/lib/client.js:1:1`;
  return error;
};

describe('request bodies', () => {
  it('answers a body over 64 KB with 413 (declared length)', async () => {
    const address = `${unique('big')}@example.test`;
    const response = await app
      .client()
      .post(api.signup, { name: 'n'.repeat(REQUEST_BODY_LIMIT_BYTES), email: address });
    await expectError(response, 413, 'Request body too large');
    expect(await app.db.query('SELECT 1 FROM signups WHERE email = $1', [address])).toEqual([]);
  });

  it('answers a streamed body over 64 KB with 413 whatever it declares', async () => {
    const chunk = new TextEncoder().encode(
      `{"name":"${'n'.repeat(REQUEST_BODY_LIMIT_BYTES)}","email":"stream@example.test"}`,
    );
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(chunk);
        controller.close();
      },
    });
    const response = await app.client().fetch(api.signup, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    await expectError(response, 413, 'Request body too large');
  });

  it('answers an admin write over 64 KB with 413 too', async () => {
    await expectError(
      await admin.post(api.articles, articleInput({ body: 'b'.repeat(REQUEST_BODY_LIMIT_BYTES) })),
      413,
      'Request body too large',
    );
  });

  it('reads a body just under the limit', async () => {
    const message = 'm'.repeat(REQUEST_BODY_LIMIT_BYTES - 200);
    // Too long for the schema, but read and validated rather than refused as too large.
    await expectFieldError(
      await app.client().post(api.contact, { subject: 'website_contact', message }),
      'message',
      'Message must be at most 5000 characters',
    );
  });

  it.each(['{', 'not json', '{"name":}', "{'name':'x'}", '[1,2', '{"name":"x",}'])(
    'answers invalid JSON %j with 400',
    async (text) => {
      const response = await app
        .client()
        .fetch(api.signup, { method: 'POST', headers: { 'content-type': 'application/json' }, body: text });
      const json = await expectError(response, 400, 'Invalid JSON body');
      expect(json).toEqual({ message: 'Invalid JSON body' });
    },
  );

  it('answers an empty JSON body with 400', async () => {
    await expectError(
      await app.client().fetch(api.contact, { method: 'POST', headers: { 'content-type': 'application/json' } }),
      400,
      'Invalid JSON body',
    );
  });

  it.each(['[]', 'null', '42', '"text"', 'true'])(
    'answers the JSON value %s where an object is expected with 400',
    async (text) => {
      const response = await app
        .client()
        .fetch(api.signup, { method: 'POST', headers: { 'content-type': 'application/json' }, body: text });
      await expectError(response, 400, expect.any(String));
    },
  );
});

describe('values the database cannot store', () => {
  const NUL = '\u0000';

  it.each<[string, () => Promise<Response>, number?]>([
    [
      'a NUL in a signup name',
      () => app.client().post(api.signup, { name: `a${NUL}b`, email: `${unique('nul')}@example.test` }),
    ],
    [
      'a NUL in a contact message',
      () => app.client().post(api.contact, { subject: 'website_contact', message: `hi${NUL}` }),
    ],
    [
      'a NUL in CTA form data',
      () => app.client().post(api.trackCta, { actionType: 'click', formData: { note: `x${NUL}y` } }),
    ],
    [
      'a NUL in a CTA form data key',
      () => app.client().post(api.trackCta, { actionType: 'click', formData: { [`k${NUL}`]: 1 } }),
    ],
    ['a NUL in an article body', () => admin.post(api.articles, articleInput({ body: `text${NUL}` }))],
    ['a NUL in the admin search', () => admin.get(`${api.adminSignups}?q=%00`)],
    ['a NUL in the articles search', () => app.client().get(`${api.articles}?q=a%00b`)],
    ['an id beyond the integer range (DELETE signup)', () => admin.delete(api.adminSignup(99_999_999_999))],
    ['an id beyond the integer range (PUT article)', () => admin.put(api.articleById(99_999_999_999), articleInput())],
    ['an id beyond the integer range (DELETE article)', () => admin.delete(api.articleById(99_999_999_999))],
    [
      'an id beyond the integer range (category move)',
      () => admin.post(api.adminVideoCategoryMove(99_999_999_999), { direction: 'up' }),
    ],
    [
      'a category id beyond the integer range',
      () => admin.post(api.adminWorkflowVideos, { title: 'Big', categoryId: 99_999_999_999 }),
    ],
  ])('%s → 400 (or 404), not 500', async (_label, send, status = 400) => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await send();
    expect(response.status).toBe(status);
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({ message: expect.any(String) });
    expectNoLeak(text);
    expect(errors).not.toHaveBeenCalled();
  });
});

describe('error bodies', () => {
  it('a failure inside a handler answers 500 "Internal server error" with a request id, and nothing else', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    breakDb(internalError);
    const response = await app.client().get(api.articles);
    const text = await response.text();
    expect(response.status).toBe(500);
    const requestId = response.headers.get('x-request-id');
    expect(requestId).toMatch(/^[\w-]{8,}$/);
    expect(JSON.parse(text)).toEqual({ message: 'Internal server error', requestId });
    expectNoLeak(text);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('a lost database answers 503 {message}', async () => {
    breakDb(
      () => new DatabaseUnavailableError('connect ECONNREFUSED 127.0.0.1:5432 at /work/main/functions/src/db/neon.ts'),
    );
    const response = await app.client().post(api.signup, { name: 'Down', email: `${unique('down')}@example.test` });
    const text = await response.text();
    expect(response.status).toBe(503);
    expect(JSON.parse(text)).toEqual({ message: 'Service temporarily unavailable' });
    expectNoLeak(text);
  });

  it('the server recovers once the database is back', async () => {
    expect((await app.client().get(api.articles)).status).toBe(200);
  });

  it.each<[string, () => Promise<Response>, number]>([
    [
      'invalid JSON',
      () =>
        app.client().fetch(api.signup, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' }),
      400,
    ],
    ['a validation failure', () => app.client().post(api.signup, { name: '', email: 'x' }), 400],
    ['no session', () => app.client().get(api.adminSignups), 401],
    [
      'a cross-site write',
      () => app.client().fetch(api.signup, { method: 'POST', headers: { origin: 'https://evil.example' } }),
      403,
    ],
    ['an unknown API path', () => app.client().get('/api/does/not/exist'), 404],
    ['an unknown article', () => app.client().get(api.article('no-such-article')), 404],
    ['a wrong method', () => app.client().fetch(api.articles, { method: 'PATCH' }), 405],
    [
      'a duplicate slug',
      async () => admin.post(api.articles, articleInput({ slug: (await createArticle(app.db)).slug })),
      409,
    ],
    ['a body too large', () => app.client().post(api.contact, { message: 'm'.repeat(70_000) }), 413],
    [
      'a wrong content type',
      () => app.client().fetch(api.signup, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' }),
      415,
    ],
  ])('%s answers JSON {message} without internals', async (_label, send, status) => {
    const response = await send();
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({ message: expect.any(String) });
    expectNoLeak(text);
  });
});

describe('headers on every API answer', () => {
  const expectApiHeaders = (response: Response) => {
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain('base-uri');
    expect(response.headers.get('referrer-policy')).toBeTruthy();
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(response.headers.get('access-control-allow-origin')).not.toBe('*');
  };

  it.each<[string, () => Promise<Response>]>([
    ['GET /api/health', () => app.client().get(api.health)],
    ['GET /api/articles', () => app.client().get(api.articles)],
    ['GET /api/hero-animations', () => app.client().get(api.heroAnimations)],
    ['GET /api/site-config/hero', () => app.client().get(api.siteConfig('hero'))],
    ['GET /api/video-categories', () => app.client().get(api.videoCategories)],
    ['GET /api/demos', () => app.client().get(api.demos)],
    [
      'POST /api/signup (201)',
      () => app.client().post(api.signup, { name: 'H', email: `${unique('h')}@example.test` }),
    ],
    ['POST /api/track/cta (201)', () => app.client().post(api.trackCta, { actionType: 'click' })],
    ['GET /api/auth/user (200)', () => admin.get(api.authUser)],
    ['GET /api/admin/signups.csv', () => admin.get(api.adminSignupsCsv)],
    ['GET /api/admin/contacts', () => admin.get(api.adminContacts)],
    ['400', () => app.client().post(api.signup, {})],
    ['401', () => app.client().get(api.authUser)],
    ['403', () => app.client().fetch(api.signup, { method: 'POST', headers: { 'sec-fetch-site': 'cross-site' } })],
    ['404', () => app.client().get('/api/nope')],
    ['405', () => app.client().fetch(api.demos, { method: 'DELETE' })],
    ['413', () => app.client().post(api.signup, { name: 'n'.repeat(70_000) })],
    [
      '415',
      () => app.client().fetch(api.signup, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' }),
    ],
  ])('%s', async (_label, send) => {
    expectApiHeaders(await send());
  });

  it('on a 429', async () => {
    const client = app.client();
    const responses = await Promise.all(
      Array.from({ length: 31 }, () => client.post(api.trackCta, { actionType: 'flood' })),
    );
    const limited = responses.find((r) => r.status === 429);
    expect(limited).toBeDefined();
    expectApiHeaders(limited!);
  });

  it('on a 500 and a 503', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    breakDb(internalError);
    expectApiHeaders(await app.client().get(api.demos));
    breakDb(() => new DatabaseUnavailableError('down'));
    expectApiHeaders(await app.client().get(api.demos));
  });
});

describe('search input is data, never SQL or a pattern', () => {
  const INJECTIONS = [
    "'; DROP TABLE signups; --",
    "' OR '1'='1",
    '%',
    '_',
    '\\',
    '%%',
    "\\'",
    '"; SELECT pg_sleep(5); --',
  ];

  it.each(INJECTIONS)('q=%j is harmless in every search', async (q) => {
    const encoded = encodeURIComponent(q);
    for (const path of [
      `${api.adminSignups}?q=${encoded}`,
      `${api.adminContacts}?q=${encoded}`,
      `${api.adminSignupsCsv}?q=${encoded}`,
    ]) {
      const response = await admin.get(path);
      expect(response.status, path).toBe(200);
    }
    const articles = await app.client().get(`${api.articles}?q=${encoded}`);
    expect(articles.status).toBe(200);
    // The tables are all still there and answer.
    expect(await app.db.query('SELECT count(*)::int AS n FROM signups')).toEqual([{ n: expect.any(Number) }]);
  });

  it.each([
    ['%', 'percent'],
    ['_', 'underscore'],
    ['\\', 'backslash'],
  ])('%s matches literally in signups, contacts and articles', async (char) => {
    const w = token('lit');
    const literal = `${w}${char}x`;
    const decoy = `${w}Ax`;
    await createSignup(app.db, { name: literal });
    await createSignup(app.db, { name: decoy });
    await createContact(app.db, { message: literal });
    await createContact(app.db, { message: decoy });
    const article = await createArticle(app.db, { title: literal });
    await createArticle(app.db, { title: decoy });
    const q = encodeURIComponent(literal);

    const signups = await body(await admin.get(`${api.adminSignups}?q=${q}`));
    expect(signups.data.map((s: { name: string }) => s.name)).toEqual([literal]);
    expect(signups.total).toBe(1);
    const contacts = await body(await admin.get(`${api.adminContacts}?q=${q}`));
    expect(contacts.data.map((c: { message: string }) => c.message)).toEqual([literal]);
    const articles = await body(await app.client().get(`${api.articles}?q=${q}`));
    expect(articles.data.map((a: { slug: string }) => a.slug)).toEqual([article.slug]);
    const csv = await (await admin.get(`${api.adminSignupsCsv}?q=${q}`)).text();
    expect(csv.trim().split('\r\n')).toHaveLength(2);
  });

  it('a signup named like an injection is stored as text', async () => {
    const email = `${unique('inj')}@example.test`;
    const name = "Robert'); DROP TABLE signups;--";
    expect((await app.client().post(api.signup, { name, email })).status).toBe(201);
    expect(await app.db.query('SELECT name FROM signups WHERE email = $1', [email])).toEqual([{ name }]);
  });

  it('an article slug in the path is only ever a lookup', async () => {
    await expectError(
      await app.client().get(`${api.articles}/${encodeURIComponent("x' OR '1'='1")}`),
      404,
      'Article not found',
    );
    await expectError(await app.client().get(`${api.articles}/%25`), 404, 'Article not found');
  });
});

describe('methods and paths', () => {
  it.each<[string, string, string]>([
    ['DELETE', api.signup, 'POST'],
    ['PUT', api.contact, 'POST'],
    ['POST', api.demos, 'GET'],
    // The Allow header names what the matched route takes, not every method of its function.
    ['POST', api.heroAnimations, 'GET'],
    ['GET', api.heroAnimation('abstractFlow'), 'PATCH'],
    ['PATCH', api.articles, 'GET, POST'],
    ['PATCH', api.article('a-slug'), 'GET, PUT, DELETE'],
    ['GET', api.adminSignup(7), 'DELETE'],
    ['POST', api.adminTeamMember(7), 'PATCH'],
  ])('%s %s → 405 with Allow: %s', async (method, path, allow) => {
    const response = await app.client().fetch(path, { method });
    await expectError(response, 405, 'Method not allowed');
    expect(response.headers.get('allow')).toBe(allow);
  });

  it.each(['/api/', '/api/articles/a/b', '/api/admin', '/api/admin/unknown', '/api/signup/extra'])(
    '%s → JSON 404',
    async (path) => {
      await expectError(await app.client().get(path), 404, 'No such API endpoint');
    },
  );

  it('HEAD answers like GET without a body', async () => {
    const response = await app.client().fetch(api.articles, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });
});
