// The Updates section: the prebuilt list with its search and filter, article pages, the fallback
// for articles newer than the build, the feed and sitemap, and that drafts never reach any of it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { formatPublicDate } from '@nodal/shared';
import { expect, expectNoAxeViolations, test, uniqueId, waitForRebuild } from './fixtures.ts';

const SEEDED = {
  announcement: 'early-access-beta-opens',
  guide: 'citation-validation-guide',
  insight: 'time-to-publication-workflow-problem',
  news: 'partner-integrations-q2',
} as const;
const SEEDED_DRAFT = { slug: 'enterprise-hosting-draft', title: 'Draft: enterprise hosting options' };

interface ApiArticle {
  id: number;
  slug: string;
  title: string;
  summary: string;
  type: string;
  published: boolean;
  createdAt: string;
  updatedAt: string;
}

const card = (page: Page, slug: string) => page.locator(`[data-article-card="${slug}"]`);
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search articles' });
const typeFilter = (page: Page) => page.getByRole('combobox', { name: 'Filter by type' });

/** The list island hydrates on idle; wait for it before typing so no keystroke is lost. */
async function openList(page: Page, path = '/updates') {
  await page.goto(path);
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
}

async function createArticle(api: APIRequestContext, overrides: Partial<ApiArticle> = {}): Promise<ApiArticle> {
  const slug = overrides.slug ?? uniqueId('upd');
  const response = await api.post('/api/articles', {
    data: {
      title: `Title ${slug}`,
      slug,
      summary: `Summary of ${slug}.`,
      body: `Intro paragraph of ${slug}.\n\n## A section heading\n\nSome **bold** text.`,
      type: 'news',
      published: true,
      ...overrides,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: ApiArticle }).data;
}

async function publishedSlugs(api: APIRequestContext): Promise<string[]> {
  const response = await api.get('/api/articles');
  return ((await response.json()) as { data: ApiArticle[] }).data.map((a) => a.slug);
}

test.describe('list', () => {
  test('shows the prebuilt cards, controls and links', async ({ page, request }) => {
    // Without JavaScript the cards are already there: the island filters them, it does not make them.
    const html = await (await request.get('/updates')).text();
    for (const slug of Object.values(SEEDED)) expect(html).toContain(`href="/updates/${slug}"`);

    await openList(page);
    await expect(page).toHaveTitle(/Updates/);
    await expect(page.getByRole('heading', { level: 1, name: 'Updates' })).toBeVisible();
    await expect(page.getByText(/news, insights and guides/i)).toBeVisible();
    await expect(searchBox(page)).toHaveAttribute('placeholder', 'Search articles...');
    await expect(typeFilter(page).locator('option')).toHaveText([
      'All Types',
      'News',
      'Guide',
      'Insight',
      'Announcement',
    ]);
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');

    const guide = card(page, SEEDED.guide);
    await expect(guide.getByText('Guide', { exact: true })).toBeVisible();
    // Month and day, and the year when it is not this one: the seeded articles are from 2025.
    await expect(guide.locator('time')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, 2025$/);
    await expect(guide.getByRole('link', { name: /Read more/ })).toHaveAttribute('href', `/updates/${SEEDED.guide}`);
    await expect(page.getByText('Loading articles...')).toHaveCount(0);
  });

  test('clamps titles to 2 lines and summaries to 3', async ({ page }) => {
    await openList(page);
    const first = card(page, SEEDED.guide);
    await expect(first.locator('h2')).toHaveCSS('-webkit-line-clamp', '2');
    await expect(first.locator('p')).toHaveCSS('-webkit-line-clamp', '3');
  });

  for (const [width, columns] of [
    [1440, 3],
    [900, 2],
    [390, 1],
  ] as const) {
    test(`lays cards out in ${columns} column(s) at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openList(page);
      const template = await page
        .locator('[data-article-card]')
        .first()
        .locator('xpath=ancestor::ul[1]')
        .evaluate((ul) => getComputedStyle(ul).gridTemplateColumns);
      expect(template.split(' ')).toHaveLength(columns);
    });
  }

  test('gives each type its own badge colour', async ({ page }) => {
    await openList(page);
    const colours = new Set<string>();
    for (const slug of Object.values(SEEDED)) {
      colours.add(
        await card(page, slug)
          .locator('[data-type-badge]')
          .evaluate((el) => getComputedStyle(el).backgroundColor),
      );
    }
    expect(colours.size).toBe(4);
  });

  test('search filters case-insensitively and clearing restores the list', async ({ page }) => {
    await openList(page);
    await searchBox(page).fill('CITATION validation');
    await expect(card(page, SEEDED.guide)).toBeVisible();
    await expect(card(page, SEEDED.announcement)).toHaveCount(0);
    await expect(page).toHaveURL(/\?q=CITATION\+validation$/);
    await searchBox(page).fill('');
    await expect(card(page, SEEDED.announcement)).toBeVisible();
    await expect(card(page, SEEDED.guide)).toBeVisible();
  });

  test('the type filter shows only that type', async ({ page }) => {
    await openList(page);
    for (const [type, label] of [
      ['insight', 'Insight'],
      ['announcement', 'Announcement'],
    ] as const) {
      await typeFilter(page).selectOption(type);
      // Until the search index has loaded, the full list stays up (dimmed): wait for the filtered one.
      await expect(page.getByText(/^\d+ (article matches|articles match)$/)).toBeVisible();
      await expect(card(page, SEEDED[type])).toBeVisible();
      const badges = page.locator('[data-type-badge]');
      expect(await badges.count()).toBeGreaterThan(0);
      for (const text of await badges.allTextContents()) expect(text).toBe(label);
    }
    await typeFilter(page).selectOption('all');
    await expect(card(page, SEEDED.news)).toBeVisible();
  });

  test('a search that matches nothing shows the empty state with a hint', async ({ page }) => {
    await openList(page);
    await searchBox(page).fill('zzqx no article has this');
    await expect(page.getByText('No articles found')).toBeVisible();
    await expect(page.getByText(/adjust(ing)? your search or filter/i)).toBeVisible();
    await expect(page.getByText('Check back soon for the latest updates')).toHaveCount(0);
  });

  test('a filtered view survives a reload through the query string', async ({ page }) => {
    await openList(page, '/updates?type=guide');
    await expect(typeFilter(page)).toHaveValue('guide');
    await expect(card(page, SEEDED.guide)).toBeVisible();
    await expect(card(page, SEEDED.news)).toHaveCount(0);
  });

  test('articles published since the build are offered without moving the page', async ({ page }) => {
    const fresh: ApiArticle = {
      id: 999_999,
      slug: 'fresh-since-build',
      title: 'Published after the build',
      summary: 'Only the API knows about this one.',
      type: 'news',
      published: true,
      createdAt: new Date(Date.now() + 60_000).toISOString(),
      updatedAt: new Date(Date.now() + 60_000).toISOString(),
    };
    await page.route(
      (url) => url.pathname === '/api/articles' && url.searchParams.has('limit'),
      async (route) => {
        const real = (await (await route.fetch()).json()) as { data: ApiArticle[] };
        await route.fulfill({ json: { data: [fresh, ...real.data] } });
      },
    );
    await openList(page);
    const firstCard = page.locator('[data-article-card]').first();
    const before = await firstCard.boundingBox();
    const button = page.getByRole('button', { name: '1 new update' });
    await expect(button).toBeVisible();
    expect(await firstCard.boundingBox()).toEqual(before);
    await button.click();
    await expect(page.locator('[data-article-card]').first()).toHaveAttribute('data-article-card', 'fresh-since-build');
  });

  test('has no axe violations', async ({ page }) => {
    await openList(page);
    await expectNoAxeViolations(page);
    await searchBox(page).fill('zzqx nothing');
    await expect(page.getByText('No articles found')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('article page', () => {
  test('shows badge, title, summary, Published date, body and footer links', async ({ page, request }) => {
    const article = (await (await request.get(`/api/articles/${SEEDED.guide}`)).json()).data as ApiArticle;
    const response = await page.goto(`/updates/${SEEDED.guide}`);
    expect(response?.status()).toBe(200);
    // Prebuilt: the article is in the HTML itself, not fetched.
    expect(await response!.text()).toContain(article.summary);
    await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
    await expect(page.locator('[data-type-badge]')).toHaveText('Guide');
    await expect(page.getByText(article.summary)).toBeVisible();
    await expect(page.getByText('Published', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'The workflow' })).toBeVisible();
    await expect(page.locator('.prose-nodal pre code')).toBeVisible();
    await expect(page.getByRole('link', { name: 'More Updates' })).toHaveAttribute('href', '/updates');
    await expect(page.getByRole('link', { name: 'Explore Platform' })).toHaveAttribute('href', '/#platform');
    await expect(page.getByText('Loading article...')).toHaveCount(0);
  });

  test('carries canonical, OpenGraph article tags and Article JSON-LD', async ({ page }) => {
    await page.goto(`/updates/${SEEDED.insight}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/updates/${SEEDED.insight}$`),
    );
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute(
      'content',
      /^\d{4}-\d\d-\d\dT/,
    );
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', /summary/);
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(ld).toMatchObject({ '@type': 'Article', headline: expect.any(String), datePublished: expect.any(String) });
  });

  test('shows Updated only when it falls on a different day', async ({ page }) => {
    // The fallback page renders the same component as the prebuilt pages; feeding it two
    // versions of an article pins the rule without waiting days between edits.
    const base = {
      id: 1,
      title: 'Dates article',
      summary: 'About dates.',
      body: 'Body.',
      type: 'insight',
      published: true,
    };
    const cases = [
      { slug: 'dates-same-day', createdAt: '2025-03-04T08:00:00Z', updatedAt: '2025-03-04T17:30:00Z', updated: null },
      {
        slug: 'dates-other-day',
        createdAt: '2025-03-04T08:00:00Z',
        updatedAt: '2025-04-09T10:00:00Z',
        updated: 'April 9, 2025',
      },
    ];
    for (const c of cases) {
      await page.route(`**/api/articles/${c.slug}`, (route) => route.fulfill({ json: { data: { ...base, ...c } } }));
      await page.goto(`/updates/${c.slug}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Dates article' })).toBeVisible();
      await expect(page.getByText('March 4, 2025')).toBeVisible();
      if (c.updated) await expect(page.locator('[data-updated]')).toContainText(c.updated);
      else await expect(page.getByText('Updated', { exact: true })).toHaveCount(0);
    }
  });

  test('prints the year only when it is not the current one', async ({ page }) => {
    // The fallback page renders in the browser, so the browser's clock says which year is current.
    await page.clock.setFixedTime(new Date('2025-06-15T12:00:00Z'));
    await page.route('**/api/articles/dates-this-year', (route) =>
      route.fulfill({
        json: {
          data: {
            id: 1,
            slug: 'dates-this-year',
            title: 'Dates this year',
            summary: 'About the year.',
            body: 'Body.',
            type: 'news',
            published: true,
            createdAt: '2024-12-30T08:00:00Z',
            updatedAt: '2025-03-04T08:00:00Z',
          },
        },
      }),
    );
    await page.goto('/updates/dates-this-year');
    await expect(page.getByRole('heading', { level: 1, name: 'Dates this year' })).toBeVisible();
    await expect(page.locator('time[datetime="2024-12-30T08:00:00Z"]')).toHaveText('December 30, 2024');
    await expect(page.locator('[data-updated] time')).toHaveText('March 4');
  });

  test('has no axe violations', async ({ page }) => {
    await page.goto(`/updates/${SEEDED.announcement}`);
    await expectNoAxeViolations(page);
  });
});

test.describe('fallback and not found', () => {
  test('an unknown slug shows Article Not Found', async ({ page }) => {
    await page.goto('/updates/no-such-article-anywhere');
    await expect(page.getByRole('heading', { name: 'Article Not Found' })).toBeVisible();
    await expect(page.getByText("The article you're looking for doesn't exist or has been removed.")).toBeVisible();
    await page.getByRole('link', { name: 'Back to Updates' }).click();
    await expect(page).toHaveURL(/\/updates$/);
    await expectNoAxeViolations(page);
  });

  test('a failed fetch is treated as not found', async ({ page }) => {
    await page.route('**/api/articles/server-trouble', (route) =>
      route.fulfill({ status: 500, json: { message: 'Internal server error' } }),
    );
    await page.goto('/updates/server-trouble');
    await expect(page.getByRole('heading', { name: 'Article Not Found' })).toBeVisible();
  });

  test('a draft slug is not found for visitors', async ({ page }) => {
    await page.goto(`/updates/${SEEDED_DRAFT.slug}`);
    await expect(page.getByRole('heading', { name: 'Article Not Found' })).toBeVisible();
    await expect(page.getByText(SEEDED_DRAFT.title)).toHaveCount(0);
  });

  test('the fallback page loads an article that has no prebuilt page', async ({ page, request }) => {
    const fallback = await request.get('/updates/not-prebuilt-slug');
    expect(fallback.status()).toBe(200);
    const html = await fallback.text();
    expect(html).toContain('Loading article...');
    expect(html).toMatch(/<meta name="robots" content="noindex/);

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/articles/not-prebuilt-slug', async (route) => {
      await held;
      await route.fulfill({
        json: {
          data: {
            id: 7,
            slug: 'not-prebuilt-slug',
            title: 'Fresh from the API',
            summary: 'Rendered in the browser.',
            body: '## Heading from markdown\n\n- one\n- two\n\n<script>window.__pwned = true</script>',
            type: 'guide',
            published: true,
            createdAt: '2025-05-01T10:00:00Z',
            updatedAt: '2025-05-01T10:00:00Z',
          },
        },
      });
    });
    await page.goto('/updates/not-prebuilt-slug');
    await expect(page.getByText('Loading article...')).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Fresh from the API' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Heading from markdown' })).toBeVisible();
    await expect(page.locator('.prose-nodal li')).toHaveCount(2);
    expect(await page.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();
    await expect(page).toHaveTitle(/Fresh from the API/);
  });

  test('the fallback page itself is not in the sitemap', async ({ request }) => {
    const locs = await sitemapLocs(request);
    expect(locs.some((l) => l.includes('_fallback'))).toBe(false);
  });
});

test.describe('publishing through the API', () => {
  test.describe.configure({ mode: 'serial', timeout: 240_000 });

  test('a fresh article is readable at once, then prebuilt; unpublishing removes it everywhere', async ({
    page,
    api,
    request,
  }) => {
    const started = Date.now();
    const article = await createArticle(api, { type: 'insight', title: `Live article ${uniqueId()}` });

    // Before the rebuild lands the fallback serves it from the API; afterwards the prebuilt page.
    await page.goto(`/updates/${article.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();

    await waitForRebuild(api, started);
    const prebuilt = await request.get(`/updates/${article.slug}`);
    expect(await prebuilt.text()).toContain(article.title);
    await openList(page);
    await expect(card(page, article.slug)).toBeVisible();
    // Published this year: month and day only, as the build (which judges "this year") formats it.
    await expect(card(page, article.slug).locator('time')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}$/);
    await expect(card(page, article.slug).locator('time')).toHaveText(formatPublicDate(article.createdAt));
    expect(await (await request.get('/updates/rss.xml')).text()).toContain(`/updates/${article.slug}`);

    const unpublishing = Date.now();
    const put = await api.put(`/api/articles/${article.id}`, {
      data: {
        title: article.title,
        slug: article.slug,
        summary: article.summary,
        body: 'Body.',
        type: article.type,
        published: false,
      },
    });
    expect(put.status(), await put.text()).toBe(200);
    await waitForRebuild(api, unpublishing);

    await page.goto(`/updates/${article.slug}`);
    await expect(page.getByRole('heading', { name: 'Article Not Found' })).toBeVisible();
    await openList(page);
    await expect(card(page, article.slug)).toHaveCount(0);
    expect(await (await request.get('/updates/rss.xml')).text()).not.toContain(article.slug);
    expect(await (await request.get('/updates/index.json')).text()).not.toContain(article.slug);
    expect((await sitemapLocs(request)).some((l) => l.includes(article.slug))).toBe(false);
  });

  test('a draft never appears in any built file, the feed or the sitemap', async ({ api, request }) => {
    const started = Date.now();
    const draft = await createArticle(api, { published: false, title: `Unpublished draft ${uniqueId()}` });
    // A published article in the same breath forces a rebuild that sees the draft in the database.
    await createArticle(api);
    await waitForRebuild(api, started);

    const secrets = [draft.slug, draft.title, SEEDED_DRAFT.slug, SEEDED_DRAFT.title];
    const feed = await (await request.get('/updates/rss.xml')).text();
    for (const secret of secrets) expect(feed).not.toContain(secret);

    // Every file of the served build when this machine can see it, otherwise every sitemap URL.
    const buildDir = servedBuildDir();
    const texts: [string, string][] = [];
    if (buildDir) {
      for (const file of readdirSync(buildDir, { recursive: true, withFileTypes: true })) {
        if (!file.isFile() || !/\.(html|xml|json|txt|js)$/.test(file.name)) continue;
        const path = join(file.parentPath, file.name);
        texts.push([path, readFileSync(path, 'utf8')]);
      }
      expect(texts.length).toBeGreaterThan(5);
    }
    for (const loc of await sitemapLocs(request)) {
      const path = new URL(loc).pathname;
      texts.push([path, await (await request.get(path)).text()]);
    }
    for (const extra of ['/updates/index.json', '/updates/rss.xml', '/sitemap-index.xml', '/updates/_fallback/']) {
      texts.push([extra, await (await request.get(extra)).text()]);
    }
    for (const [where, text] of texts) {
      for (const secret of secrets) expect(text.includes(secret), `"${secret}" found in ${where}`).toBe(false);
    }
  });
});

test.describe('feed and sitemap', () => {
  test('the RSS feed is valid XML listing exactly the published articles', async ({ page, api, request }) => {
    await waitForRebuild(api, 0);
    const response = await request.get('/updates/rss.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/xml/);
    const xml = await response.text();
    await page.goto('/updates');
    const feed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      return {
        error: doc.querySelector('parsererror')?.textContent ?? null,
        title: doc.querySelector('channel > title')?.textContent,
        site: doc.querySelector('channel > link')?.textContent,
        atomNamespace: doc.documentElement.getAttribute('xmlns:atom'),
        self: (() => {
          const link = doc.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0];
          return {
            href: link?.getAttribute('href'),
            rel: link?.getAttribute('rel'),
            type: link?.getAttribute('type'),
          };
        })(),
        links: [...doc.querySelectorAll('item > link')].map((l) =>
          new URL(l.textContent ?? '').pathname.replace(/\/$/, ''),
        ),
      };
    }, xml);
    expect(feed.error).toBeNull();
    expect(feed.title).toMatch(/Nodal/);
    // The feed names its own absolute address, in the Atom namespace declared on <rss>.
    expect(feed.atomNamespace).toBe('http://www.w3.org/2005/Atom');
    expect(feed.self).toEqual({
      href: new URL('/updates/rss.xml', feed.site!).href,
      rel: 'self',
      type: 'application/rss+xml',
    });
    expect(feed.self.href).toMatch(/^https?:\/\/[^/]+\/updates\/rss\.xml$/);
    // Other tests publish in parallel: compare with the API once both agree on a settled build.
    await expect
      .poll(
        async () => {
          await waitForRebuild(api, 0);
          const links = [...(await (await request.get('/updates/rss.xml')).text()).matchAll(/<link>([^<]+)<\/link>/g)]
            .map((m) => new URL(m[1]!).pathname.replace(/\/$/, ''))
            .filter((p) => p.startsWith('/updates/'))
            .sort();
          const expected = (await publishedSlugs(request)).map((s) => `/updates/${s}`).sort();
          return JSON.stringify(links) === JSON.stringify(expected);
        },
        { timeout: 90_000 },
      )
      .toBe(true);
    for (const slug of Object.values(SEEDED)) expect(feed.links).toContain(`/updates/${slug}`);
    expect(feed.links).not.toContain(`/updates/${SEEDED_DRAFT.slug}`);
  });

  test('every sitemap URL carries when its content last changed', async ({ request }) => {
    const urls = await sitemapUrls(request);
    expect(urls.length).toBeGreaterThan(3);
    for (const url of urls) {
      expect(url.lastmod, `<lastmod> of ${url.loc}`).toMatch(
        /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/,
      );
      expect(Date.parse(url.lastmod!), url.loc).toBeLessThanOrEqual(Date.now());
    }
    // An article: its last update, as the API reports it.
    const slug = SEEDED.guide;
    const seeded = ((await (await request.get(`/api/articles/${slug}`)).json()) as { data: ApiArticle }).data;
    const entry = urls.find((u) => new URL(u.loc).pathname === `/updates/${slug}`);
    expect(entry?.lastmod && new Date(entry.lastmod).toISOString()).toBe(new Date(seeded.updatedAt).toISOString());
  });

  test('the sitemap is valid and lists public pages only', async ({ page, request }) => {
    const locs = await sitemapLocs(request, page);
    const paths = locs.map((l) => new URL(l).pathname.replace(/\/$/, '') || '/');
    expect(paths).toEqual(
      expect.arrayContaining(['/', '/docs', '/updates', ...Object.values(SEEDED).map((s) => `/updates/${s}`)]),
    );
    for (const path of paths) {
      expect(path).not.toMatch(/^\/(admin|login)/);
      expect(path).not.toContain('_fallback');
      expect(path).not.toContain(SEEDED_DRAFT.slug);
    }
  });
});

/** Every <loc> of the sitemap index's sitemaps; with a page, each document is also XML-parsed. */
async function sitemapLocs(request: APIRequestContext, page?: Page): Promise<string[]> {
  const parse = async (xml: string) => {
    if (page) {
      if (!page.url().startsWith('http')) await page.goto('/updates');
      const error = await page.evaluate(
        (t) => new DOMParser().parseFromString(t, 'application/xml').querySelector('parsererror')?.textContent ?? null,
        xml,
      );
      expect(error).toBeNull();
    }
    return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  };
  const index = await request.get('/sitemap-index.xml');
  expect(index.status()).toBe(200);
  const sitemaps = await parse(await index.text());
  const locs: string[] = [];
  for (const sitemap of sitemaps) {
    const response = await request.get(new URL(sitemap).pathname);
    expect(response.status()).toBe(200);
    locs.push(...(await parse(await response.text())));
  }
  expect(locs.length).toBeGreaterThan(3);
  return locs;
}

/** Every <url> of the sitemap index's sitemaps: its <loc> and <lastmod> (null when it has none). */
async function sitemapUrls(request: APIRequestContext): Promise<{ loc: string; lastmod: string | null }[]> {
  const index = await (await request.get('/sitemap-index.xml')).text();
  const urls: { loc: string; lastmod: string | null }[] = [];
  for (const [, sitemap] of index.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const xml = await (await request.get(new URL(sitemap!).pathname)).text();
    for (const [, body] of xml.matchAll(/<url>([\s\S]*?)<\/url>/g)) {
      urls.push({
        loc: /<loc>([^<]+)<\/loc>/.exec(body!)![1]!,
        lastmod: /<lastmod>([^<]+)<\/lastmod>/.exec(body!)?.[1] ?? null,
      });
    }
  }
  return urls;
}

/** The build the local test server is serving, when the tests run on the same machine. */
function servedBuildDir(): string | null {
  const pointer = join(
    process.env.E2E_DATA_DIR ?? join(import.meta.dirname, '..', '.data', process.env.NODAL_E2E_DATA ?? 'e2e'),
    'site-builds',
    'current',
  );
  if (!existsSync(pointer)) return null;
  const dir = readFileSync(pointer, 'utf8').trim();
  return existsSync(dir) ? dir : null;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the list and an article are complete', async ({ page }) => {
    await page.goto('/updates');
    for (const slug of Object.values(SEEDED)) await expect(card(page, slug)).toBeVisible();
    await expect(page.getByText('Loading articles...')).toHaveCount(0);
    await card(page, SEEDED.guide)
      .getByRole('link', { name: /^A practical guide/ })
      .click();
    await expect(page.getByRole('heading', { level: 2, name: 'The workflow' })).toBeVisible();
  });
});
