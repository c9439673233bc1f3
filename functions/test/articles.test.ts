// Articles: the public list and detail, the admin's drafts, create/update/delete, validation and
// the rebuilds a change to public content asks for (docs/decisions/0002-static-first-with-rebuilds.md).
import { api, type Article, type ArticleInput } from '@nodal/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { articleInput, createArticle, unique } from '@nodal/db/factories';
import { body, expectError, expectFieldError, token } from './helpers.ts';
import { useTestApp, type TestClient } from './harness.ts';

const app = useTestApp();
let admin: TestClient;
beforeAll(async () => {
  admin = await app.adminClient();
});

const SLUG_TAKEN = 'An article with this slug already exists';
const slugs = (list: { slug: string }[]) => list.map((a) => a.slug);
const list = async (client: TestClient, query = '') =>
  (await body<{ data: Article[] }>(await client.get(`${api.articles}${query}`))).data;
const rebuildsDuring = async (work: () => Promise<unknown>) => {
  const before = app.rebuilds.length;
  await work();
  return app.rebuilds.slice(before);
};
const countArticles = async (slug: string) =>
  (await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM articles WHERE slug = $1', [slug]))[0]!.n;

describe('GET /api/articles', () => {
  it('lists published articles newest first, with every field, and no drafts', async () => {
    const tag = token('list');
    const old = await createArticle(app.db, { title: `Old ${tag}`, createdAt: new Date('2024-01-01T00:00:00Z') });
    const recent = await createArticle(app.db, { title: `Recent ${tag}`, createdAt: new Date('2025-06-01T00:00:00Z') });
    await createArticle(app.db, { title: `Draft ${tag}`, published: false });
    const response = await app.client().get(`${api.articles}?q=${tag}`);
    expect(response.status).toBe(200);
    const { data } = await body<{ data: Article[] }>(response);
    expect(slugs(data)).toEqual([recent.slug, old.slug]);
    expect(data[0]).toEqual({
      id: recent.id,
      title: recent.title,
      slug: recent.slug,
      summary: recent.summary,
      body: recent.body,
      type: 'news',
      published: true,
      publishAt: null,
      coverImage: null,
      coverAlt: '',
      createdAt: '2025-06-01T00:00:00.000Z',
      updatedAt: '2025-06-01T00:00:00.000Z',
    });
  });

  it.each([
    ['title', (t: string) => ({ title: `The ${t.toUpperCase()} story` })],
    ['summary', (t: string) => ({ summary: `About ${t.toUpperCase()}.` })],
    ['body', (t: string) => ({ body: `Text with ${t.toUpperCase()} inside.` })],
  ])('q matches the %s case-insensitively as a substring', async (_field, fields) => {
    const tag = token('q');
    const match = await createArticle(app.db, fields(tag));
    await createArticle(app.db, { title: 'Unrelated' });
    expect(slugs(await list(app.client(), `?q=${tag.slice(1, -1)}`))).toEqual([match.slug]);
  });

  it('type filters by article type; an unknown type is ignored', async () => {
    const tag = token('type');
    const guide = await createArticle(app.db, { title: `G ${tag}`, type: 'guide', createdAt: new Date('2025-01-02') });
    const news = await createArticle(app.db, { title: `N ${tag}`, type: 'news', createdAt: new Date('2025-01-01') });
    expect(slugs(await list(app.client(), `?q=${tag}&type=guide`))).toEqual([guide.slug]);
    expect(slugs(await list(app.client(), `?q=${tag}&type=news`))).toEqual([news.slug]);
    expect(slugs(await list(app.client(), `?q=${tag}&type=insight`))).toEqual([]);
    expect(slugs(await list(app.client(), `?q=${tag}&type=nonsense`))).toEqual([guide.slug, news.slug]);
  });

  it('limit keeps the newest n (the teaser asks for 3)', async () => {
    const tag = token('limit');
    const made = [];
    for (let day = 1; day <= 4; day++)
      made.push(await createArticle(app.db, { title: `${day} ${tag}`, createdAt: new Date(`2025-02-0${day}`) }));
    expect(slugs(await list(app.client(), `?q=${tag}&limit=3`))).toEqual(
      made
        .slice(1)
        .reverse()
        .map((a) => a.slug),
    );
    expect(await list(app.client(), '?limit=3')).toHaveLength(3);
  });

  it.each(['0', '-1', 'abc', '1001', '1.5'])('limit=%s → 400', async (limit) => {
    await expectFieldError(await app.client().get(`${api.articles}?limit=${limit}`), 'limit');
  });

  // drafts=include is the admin's name for it; published=false is the older call and keeps working.
  it.each(['drafts=include', 'published=false'])('%s shows drafts to an admin only', async (asks) => {
    const tag = token('drafts');
    const draft = await createArticle(app.db, {
      title: `D ${tag}`,
      published: false,
      createdAt: new Date('2025-03-02'),
    });
    const live = await createArticle(app.db, { title: `P ${tag}`, createdAt: new Date('2025-03-01') });
    expect(slugs(await list(admin, `?q=${tag}&${asks}`))).toEqual([draft.slug, live.slug]);
    expect(slugs(await list(admin, `?q=${tag}`))).toEqual([live.slug]);
    expect(slugs(await list(app.client(), `?q=${tag}&${asks}`))).toEqual([live.slug]);
    const staff = await app.adminClient({ isAdmin: false });
    expect(slugs(await list(staff, `?q=${tag}&${asks}`))).toEqual([live.slug]);
  });
});

describe('GET /api/articles/{slug}', () => {
  it('answers {data: article} for a published slug', async () => {
    const article = await createArticle(app.db);
    const response = await app.client().get(api.article(article.slug));
    expect(response.status).toBe(200);
    expect(await body(response)).toEqual({ data: article });
  });

  it('answers 404 "Article not found" for an unknown slug', async () => {
    await expectError(await app.client().get(api.article(unique('missing'))), 404, 'Article not found');
  });

  it('hides a draft from the public and a non-admin, shows it to an admin', async () => {
    const draft = await createArticle(app.db, { published: false });
    await expectError(await app.client().get(api.article(draft.slug)), 404, 'Article not found');
    await expectError(
      await (await app.adminClient({ isAdmin: false })).get(api.article(draft.slug)),
      404,
      'Article not found',
    );
    expect(await body(await admin.get(api.article(draft.slug)))).toEqual({ data: draft });
  });
});

describe('POST /api/articles', () => {
  it('creates the article: 201 {data}, trimmed, stored', async () => {
    const input = articleInput({ published: false, type: 'insight' });
    const response = await admin.post(api.articles, { ...input, title: `  ${input.title}  ` });
    expect(response.status).toBe(201);
    const { data } = await body<{ data: Article }>(response);
    expect(data).toEqual({
      ...input,
      publishAt: null,
      coverImage: null,
      coverAlt: '',
      id: expect.any(Number),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(Date.now() - Date.parse(data.createdAt)).toBeLessThan(60_000);
    const [row] = await app.db.query<{ title: string; type: string; published: boolean }>(
      'SELECT title, type, published FROM articles WHERE id = $1',
      [data.id],
    );
    expect(row).toEqual({ title: input.title, type: 'insight', published: false });
  });

  it('answers 409 for a slug already taken and stores nothing', async () => {
    const existing = await createArticle(app.db);
    const rebuilds = await rebuildsDuring(async () =>
      expectError(await admin.post(api.articles, articleInput({ slug: existing.slug })), 409, SLUG_TAKEN),
    );
    expect(rebuilds).toEqual([]);
    expect(await countArticles(existing.slug)).toBe(1);
  });

  const valid = () => articleInput();
  it.each<[string, Partial<Record<keyof ArticleInput, unknown>>, string, string]>([
    ['an empty title', { title: '' }, 'title', 'Title is required'],
    ['a blank title', { title: '   ' }, 'title', 'Title is required'],
    ['a title over 200 characters', { title: 't'.repeat(201) }, 'title', 'Title must be at most 200 characters'],
    ['an empty slug', { slug: '' }, 'slug', 'Slug is required'],
    [
      'a slug with capitals',
      { slug: 'Hello-World' },
      'slug',
      'Slug can only contain lowercase letters, numbers, and hyphens',
    ],
    [
      'a slug with spaces',
      { slug: 'hello world' },
      'slug',
      'Slug can only contain lowercase letters, numbers, and hyphens',
    ],
    ['a slug with a slash', { slug: 'a/b' }, 'slug', 'Slug can only contain lowercase letters, numbers, and hyphens'],
    [
      'a slug with an underscore',
      { slug: 'a_b' },
      'slug',
      'Slug can only contain lowercase letters, numbers, and hyphens',
    ],
    ['an empty summary', { summary: '' }, 'summary', 'Summary is required'],
    ['an empty body', { body: '' }, 'body', 'Body is required'],
    ['a blank body', { body: ' \n ' }, 'body', 'Body is required'],
  ])('refuses %s → 400 with the field message', async (_label, patch, field, message) => {
    const input = { ...valid(), ...patch };
    const response = await admin.post(api.articles, input);
    const json = await expectFieldError(response, field, message);
    expect(json.message).toBe(message);
    expect(await countArticles(String(input.slug))).toBe(0);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['an unknown type', { type: 'blog' }, 'type'],
    ['a missing type', { type: undefined }, 'type'],
    ['a published flag that is not a boolean', { published: 'yes' }, 'published'],
    ['a missing published flag', { published: undefined }, 'published'],
    ['a title that is not a string', { title: 42 }, 'title'],
  ])('refuses %s → 400 naming the field', async (_label, patch, field) => {
    const json = await expectError(await admin.post(api.articles, { ...valid(), ...patch }), 400, expect.any(String));
    expect(Object.keys(json.errors ?? {})).toContain(field);
  });

  it.each(['news', 'guide', 'insight', 'announcement'] as const)('accepts type %s', async (type) => {
    const response = await admin.post(api.articles, articleInput({ type, published: false }));
    expect(response.status).toBe(201);
    expect((await body(response)).data.type).toBe(type);
  });
});

describe('PUT /api/articles/{id}', () => {
  it('updates the article: 200 {data}, createdAt kept, updatedAt moved', async () => {
    const article = await createArticle(app.db, { createdAt: new Date('2024-05-05T05:05:05Z') });
    const input = articleInput({ slug: unique('renamed'), type: 'guide', title: 'New title' });
    const response = await admin.put(api.articleById(article.id), input);
    expect(response.status).toBe(200);
    const { data } = await body<{ data: Article }>(response);
    expect(data).toEqual({
      ...input,
      publishAt: null,
      coverImage: null,
      coverAlt: '',
      id: article.id,
      createdAt: '2024-05-05T05:05:05.000Z',
      updatedAt: expect.any(String),
    });
    expect(Date.parse(data.updatedAt)).toBeGreaterThan(Date.parse(data.createdAt));
    expect(await body(await app.client().get(api.article(input.slug)))).toEqual({ data });
    await expectError(await app.client().get(api.article(article.slug)), 404, 'Article not found');
  });

  it('keeps its own slug without a conflict', async () => {
    const article = await createArticle(app.db);
    const response = await admin.put(
      api.articleById(article.id),
      articleInput({ slug: article.slug, summary: 'Changed.' }),
    );
    expect(response.status).toBe(200);
    expect((await body(response)).data.summary).toBe('Changed.');
  });

  it("answers 409 for another article's slug and changes nothing", async () => {
    const first = await createArticle(app.db);
    const second = await createArticle(app.db);
    await expectError(await admin.put(api.articleById(second.id), articleInput({ slug: first.slug })), 409, SLUG_TAKEN);
    expect(await body(await app.client().get(api.article(second.slug)))).toEqual({ data: second });
  });

  it('answers 404 "Article not found" for an unknown id', async () => {
    await expectError(await admin.put(api.articleById(2_000_000_000), articleInput()), 404, 'Article not found');
  });

  it('validates like create', async () => {
    const article = await createArticle(app.db);
    await expectFieldError(
      await admin.put(api.articleById(article.id), { ...articleInput(), title: '' }),
      'title',
      'Title is required',
    );
  });

  it.each(['abc', '0', '-3', '1.5'])('refuses the id %s with 400', async (id) => {
    await expectError(await admin.put(`${api.articles}/${id}`, articleInput()), 400, expect.any(String));
  });
});

describe('DELETE /api/articles/{id}', () => {
  it('deletes: 200 {success:true}, then 404', async () => {
    const article = await createArticle(app.db);
    const response = await admin.delete(api.articleById(article.id));
    expect(response.status).toBe(200);
    expect(await body(response)).toEqual({ success: true });
    expect(await countArticles(article.slug)).toBe(0);
    await expectError(await admin.delete(api.articleById(article.id)), 404, 'Article not found');
    await expectError(await app.client().get(api.article(article.slug)), 404, 'Article not found');
  });
});

describe('rebuilds after article changes', () => {
  it('creating a published article rebuilds; creating a draft does not', async () => {
    const published = articleInput({ published: true });
    expect(await rebuildsDuring(() => admin.post(api.articles, published))).toEqual([
      `article created: ${published.slug}`,
    ]);
    expect(await rebuildsDuring(() => admin.post(api.articles, articleInput({ published: false })))).toEqual([]);
  });

  it('a draft edited while staying a draft does not rebuild', async () => {
    const draft = await createArticle(app.db, { published: false });
    const rebuilds = await rebuildsDuring(async () => {
      const response = await admin.put(
        api.articleById(draft.id),
        articleInput({ slug: draft.slug, published: false, title: 'Still a draft' }),
      );
      expect(response.status).toBe(200);
    });
    expect(rebuilds).toEqual([]);
  });

  it('publishing, editing, unpublishing and deleting a public article each rebuild', async () => {
    const draft = await createArticle(app.db, { published: false });
    const edit = (published: boolean, title: string) =>
      admin.put(api.articleById(draft.id), articleInput({ slug: draft.slug, published, title }));
    expect(await rebuildsDuring(() => edit(true, 'Published now'))).toEqual([`article updated: ${draft.slug}`]);
    expect(await rebuildsDuring(() => edit(true, 'Edited while published'))).toEqual([
      `article updated: ${draft.slug}`,
    ]);
    expect(await rebuildsDuring(() => edit(false, 'Back to draft'))).toEqual([`article updated: ${draft.slug}`]);
    expect(await rebuildsDuring(() => admin.delete(api.articleById(draft.id)))).toEqual([]);

    const live = await createArticle(app.db, { published: true });
    expect(await rebuildsDuring(() => admin.delete(api.articleById(live.id)))).toEqual([
      `article deleted: ${live.slug}`,
    ]);
  });

  it('failed changes do not rebuild', async () => {
    const live = await createArticle(app.db);
    const rebuilds = await rebuildsDuring(async () => {
      await admin.post(api.articles, { ...articleInput(), title: '' });
      await admin.put(api.articleById(live.id), { ...articleInput({ slug: live.slug }), body: '' });
      await admin.put(api.articleById(2_000_000_000), articleInput());
      await admin.delete(api.articleById(2_000_000_000));
      await app.client().post(api.articles, articleInput());
    });
    expect(rebuilds).toEqual([]);
  });
});
