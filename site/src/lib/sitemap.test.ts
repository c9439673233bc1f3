import { UPDATES_PAGE_SIZE } from '@nodal/shared/constants';
import { describe, expect, it } from 'vitest';
import { articleLastmod, sitemapLastmod, type SitemapContent, type SourceDates } from './sitemap.ts';

const SITE = 'https://nodal.science';
const BUILT_AT = new Date('2026-11-26T12:00:00Z');
const SOURCES: SourceDates = {
  home: new Date('2026-02-01T00:00:00Z'),
  docs: new Date('2026-10-05T08:30:00Z'),
  playground: new Date('2026-09-01T00:00:00Z'),
  docsTopics: {
    '/docs/ai-tech/advanced-rag': new Date('2026-08-14T10:00:00Z'),
    '/docs/learning/getting-started': null,
  },
};

const article = (slug: string, createdAt: string, updatedAt = createdAt) => ({ slug, createdAt, updatedAt });

/** Newest first, as the build's snapshot lists them. */
const ARTICLES = [
  article('newest', '2026-03-10T09:00:00.000Z', '2026-03-11T10:00:00.000Z'),
  article('edited-later', '2026-01-05T09:00:00.000Z', '2026-06-30T16:45:00.000Z'),
  article('untouched', '2025-12-01T09:00:00.000Z'),
  article('oldest', '2025-01-06T09:00:00.000Z', '2025-02-01T09:00:00.000Z'),
];
const CONTENT: SitemapContent = {
  articles: ARTICLES,
  heroConfigs: [{ updatedAt: '2026-05-01T00:00:00.000Z' }, { updatedAt: '2025-05-01T00:00:00.000Z' }],
  sections: [],
};

describe('articleLastmod', () => {
  it('is the update time, or the publish time when the update time is missing or not a date', () => {
    expect(articleLastmod(article('a', '2025-01-01T00:00:00Z', '2025-04-01T00:00:00Z'))).toEqual(
      new Date('2025-04-01T00:00:00Z'),
    );
    expect(articleLastmod({ createdAt: '2025-01-01T00:00:00Z', updatedAt: '' })).toEqual(
      new Date('2025-01-01T00:00:00Z'),
    );
    expect(articleLastmod({ createdAt: '2025-01-01T00:00:00Z', updatedAt: 'garbage' })).toEqual(
      new Date('2025-01-01T00:00:00Z'),
    );
    expect(articleLastmod({ createdAt: 'garbage', updatedAt: 'garbage' })).toBeNull();
  });
});

describe('sitemapLastmod', () => {
  const lastmod = sitemapLastmod(CONTENT, SOURCES, BUILT_AT);

  it('dates an article by its last update', () => {
    expect(lastmod(`${SITE}/updates/newest`)).toBe('2026-03-11T10:00:00.000Z');
    expect(lastmod(`${SITE}/updates/edited-later`)).toBe('2026-06-30T16:45:00.000Z');
    expect(lastmod(`${SITE}/updates/untouched`)).toBe('2025-12-01T09:00:00.000Z');
  });

  it('dates the Updates list by the newest change among the articles it lists', () => {
    expect(lastmod(`${SITE}/updates`)).toBe('2026-06-30T16:45:00.000Z');
    // Written with or without a trailing slash.
    expect(lastmod(`${SITE}/updates/`)).toBe('2026-06-30T16:45:00.000Z');
  });

  it('dates each later page of the list by its own articles', () => {
    const many = Array.from({ length: UPDATES_PAGE_SIZE + 2 }, (_, i) => {
      const day = String(28 - i).padStart(2, '0');
      return article(`a${i}`, `2026-02-${day}T00:00:00.000Z`);
    });
    const paged = sitemapLastmod({ ...CONTENT, articles: many }, SOURCES, BUILT_AT);
    expect(paged(`${SITE}/updates`)).toBe('2026-02-28T00:00:00.000Z');
    expect(paged(`${SITE}/updates/page/2`)).toBe(
      `2026-02-${String(28 - UPDATES_PAGE_SIZE).padStart(2, '0')}T00:00:00.000Z`,
    );
  });

  it('dates the home page by its teaser articles, its hero configuration and its own copy', () => {
    // The teaser shows the three newest articles; "edited-later" is among them.
    expect(lastmod(`${SITE}/`)).toBe('2026-06-30T16:45:00.000Z');
    expect(lastmod(SITE)).toBe('2026-06-30T16:45:00.000Z');
    // An edit to an article the teaser does not show leaves the home page as it was.
    const onlyOld = sitemapLastmod(
      {
        ...CONTENT,
        articles: [
          article('n1', '2026-03-01T00:00:00.000Z'),
          article('n2', '2026-02-01T00:00:00.000Z'),
          article('n3', '2026-01-01T00:00:00.000Z'),
          article('old-but-edited', '2025-01-01T00:00:00.000Z', '2026-08-01T00:00:00.000Z'),
        ],
      },
      SOURCES,
      BUILT_AT,
    );
    expect(onlyOld(`${SITE}/`)).toBe('2026-05-01T00:00:00.000Z');
    // A newer change to its copy than to anything else.
    const newCopy = sitemapLastmod(CONTENT, { ...SOURCES, home: new Date('2026-11-20T00:00:00Z') }, BUILT_AT);
    expect(newCopy(`${SITE}/`)).toBe('2026-11-20T00:00:00.000Z');
  });

  it('leaves out the teaser articles when the Updates section is hidden', () => {
    const hidden = sitemapLastmod(
      { ...CONTENT, sections: [{ sectionId: 'updates', isVisible: false }] },
      SOURCES,
      BUILT_AT,
    );
    expect(hidden(`${SITE}/`)).toBe('2026-05-01T00:00:00.000Z');
  });

  it('dates /docs and /playground by the last change of their content in the repository', () => {
    expect(lastmod(`${SITE}/docs`)).toBe('2026-10-05T08:30:00.000Z');
    expect(lastmod(`${SITE}/playground`)).toBe('2026-09-01T00:00:00.000Z');
  });

  it('dates a docs topic page by its own article, else by the docs as a whole', () => {
    expect(lastmod(`${SITE}/docs/ai-tech/advanced-rag`)).toBe('2026-08-14T10:00:00.000Z');
    expect(lastmod(`${SITE}/docs/ai-tech/advanced-rag/`)).toBe('2026-08-14T10:00:00.000Z');
    // An article without a date of its own, and a topic without an article (coming soon).
    expect(lastmod(`${SITE}/docs/learning/getting-started`)).toBe('2026-10-05T08:30:00.000Z');
    expect(lastmod(`${SITE}/docs/integration/webhooks`)).toBe('2026-10-05T08:30:00.000Z');
  });

  it('falls back to the build time only where no content date exists', () => {
    const bare = sitemapLastmod(
      { articles: [], heroConfigs: [], sections: [] },
      { home: null, docs: null, playground: null },
      BUILT_AT,
    );
    for (const path of ['/', '/docs', '/playground', '/updates', '/some-new-page']) {
      expect(bare(`${SITE}${path}`)).toBe(BUILT_AT.toISOString());
    }
    expect(lastmod(`${SITE}/some-new-page`)).toBe(BUILT_AT.toISOString());
  });

  it('gives every URL a valid ISO timestamp', () => {
    const urls = ['/', '/docs', '/playground', '/updates', ...ARTICLES.map((a) => `/updates/${a.slug}`)];
    for (const url of urls) expect(lastmod(`${SITE}${url}`)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });
});
