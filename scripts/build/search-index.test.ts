import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { docsArticles, searchablePage, writeSearchIndex } from './search-index.ts';

describe('searchablePage', () => {
  it.each([
    ['docs/ai-tech/advanced-rag/index.html', 'docs'],
    ['updates/a-practical-guide/index.html', 'update'],
    ['updates/page/index.html', 'update'], // an article whose slug happens to be "page"
    // Everything else stays out of the index.
    ['index.html', null],
    ['404.html', null],
    ['animation-preview/index.html', null],
    ['updates/index.html', null],
    ['updates/page/2/index.html', null],
    ['updates/_fallback/index.html', null],
    ['admin/index.html', null],
    ['docs/other.html', null],
    // /docs holds one article and stubs: its topics are indexed from their own pages.
    ['docs/index.html', null],
    ['docs/ai-tech/index.html', null],
  ])('%s → %s', (path, expected) => {
    expect(searchablePage(path)).toBe(expected);
  });
});

const DOCS_PAGE = `<!doctype html><html lang="en"><body>
  <header>Nodal Platform Demos</header>
  <article data-doc-panel="ai-tech-advanced-rag" data-pagefind-body data-search-url="/docs/ai-tech/advanced-rag">
    <h2 data-pagefind-meta="title">Advanced RAG</h2><p>Reciprocal rank fusion merges lists.</p>
    <div class="doc-heading"><h2 id="ai-tech-advanced-rag--hybrid-search">Hybrid search</h2></div><p>Both at once.</p>
  </article>
  <article data-doc-panel="learning-getting-started" hidden data-pagefind-body data-search-url="/docs/learning/getting-started">
    <h2 data-pagefind-meta="title">Course</h2><p>Lessons on embeddings.</p>
  </article>
  <article data-doc-panel="integration-webhooks" hidden><h2>Webhooks</h2><p>Coming soon.</p></article>
</body></html>`;

describe('docsArticles', () => {
  it('makes one document per article marked for search, under its path form', () => {
    const articles = docsArticles(DOCS_PAGE);
    expect(articles.map((a) => a.url)).toEqual(['/docs/ai-tech/advanced-rag', '/docs/learning/getting-started']);
    expect(articles[0]!.content).toContain('Reciprocal rank fusion');
    expect(articles[0]!.content).toContain('id="ai-tech-advanced-rag--hybrid-search"');
    expect(articles[0]!.content).not.toContain('Lessons on embeddings');
    expect(articles[0]!.content).not.toContain('Nodal Platform Demos');
  });

  it('refuses an article marked for search without its URL', () => {
    expect(() => docsArticles('<article data-pagefind-body><p>x</p></article>')).toThrow(/data-search-url/);
  });
});

describe('writeSearchIndex', () => {
  const site = mkdtempSync(join(tmpdir(), 'nodal-search-index-'));
  afterAll(() => rmSync(site, { recursive: true, force: true }));
  const page = (path: string, body: string) => {
    mkdirSync(dirname(join(site, path)), { recursive: true });
    writeFileSync(join(site, path), body);
  };

  it('indexes the docs articles and the updates, and nothing else', async () => {
    page('docs/ai-tech/advanced-rag/index.html', DOCS_PAGE);
    page('docs/index.html', DOCS_PAGE.replaceAll('data-pagefind-body', ''));
    const update = (title: string) =>
      `<html lang="en"><body><article data-pagefind-body data-pagefind-meta="section:Updates"><h1>${title}</h1><time data-pagefind-meta="date">January 20, 2025</time><p>Text.</p></article></body></html>`;
    page('updates/citation-guide/index.html', update('Citation guide'));
    page('updates/_fallback/index.html', update('Fallback'));
    page('updates/index.html', update('All updates'));
    page('404.html', update('Not found'));
    page('animation-preview/index.html', update('Preview'));
    page('admin/index.html', update('Admin'));
    page('index.html', update('Landing'));

    expect(await writeSearchIndex(site)).toEqual({ pages: 3 });
    expect(existsSync(join(site, 'pagefind', 'pagefind.js'))).toBe(true);
    const entry = JSON.parse(readFileSync(join(site, 'pagefind', 'pagefind-entry.json'), 'utf8')) as {
      languages: Record<string, { page_count: number }>;
    };
    expect(Object.values(entry.languages).map((l) => l.page_count)).toEqual([3]);
    // No playground: nothing beyond the search bundle is published.
    expect(existsSync(join(site, 'pagefind', 'playground'))).toBe(false);
  }, 60_000);
});
