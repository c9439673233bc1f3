import { describe, expect, it } from 'vitest';
import {
  matchesQuery,
  MAX_HEADINGS_PER_PAGE,
  moveActive,
  safeExcerpt,
  searchHref,
  toSearchHit,
  wordFinds,
  type PagefindResultData,
} from './search-results.ts';
import { isSearchShortcut } from './search-shortcut.ts';

describe('searchHref', () => {
  it.each([
    // A docs article, indexed under its path form, opens by the page's hash.
    ['/docs/ai-tech/advanced-rag', '/docs#ai-tech-advanced-rag'],
    ['/docs/ai-tech/advanced-rag/', '/docs#ai-tech-advanced-rag'],
    // One of its headings: the heading id alone names the article and the place.
    ['/docs/ai-tech/advanced-rag#ai-tech-advanced-rag--hybrid-search', '/docs#ai-tech-advanced-rag--hybrid-search'],
    ['/docs/learning/getting-started#learning-getting-started--lesson-1', '/docs#learning-getting-started--lesson-1'],
    // Anything else is an ordinary page and keeps its URL.
    ['/updates/a-practical-guide', '/updates/a-practical-guide'],
    ['/updates/a-practical-guide#results', '/updates/a-practical-guide#results'],
    ['/docs/not-a-tab/thing', '/docs/not-a-tab/thing'],
  ])('%s → %s', (url, expected) => {
    expect(searchHref(url)).toBe(expected);
  });
});

describe('safeExcerpt', () => {
  it.each([
    ['plain <mark>chunking</mark> text', 'plain <mark>chunking</mark> text'],
    ['&lt;script&gt; stays escaped', '&lt;script&gt; stays escaped'],
    ['<img src=x onerror=alert(1)> <mark>x</mark>', '&lt;img src=x onerror=alert(1)> <mark>x</mark>'],
    ['<mark onclick="x()">y</mark>', '&lt;mark onclick="x()">y</mark>'],
    ['</script><script>alert(1)</script>', '&lt;/script>&lt;script>alert(1)&lt;/script>'],
  ])('%s', (html, expected) => {
    expect(safeExcerpt(html)).toBe(expected);
  });
});

describe('toSearchHit', () => {
  const docs: PagefindResultData = {
    url: '/docs/ai-tech/advanced-rag',
    excerpt: 'Merges <mark>ranked</mark> lists',
    meta: { title: 'Advanced Retrieval-Augmented Generation', section: 'AI Technology' },
    sub_results: [
      {
        title: 'Advanced Retrieval-Augmented Generation',
        url: '/docs/ai-tech/advanced-rag#doc-ai-tech-advanced-rag-title',
        excerpt: 'title block',
      },
      {
        title: 'The pipeline in Nodal',
        url: '/docs/ai-tech/advanced-rag#ai-tech-advanced-rag--the-pipeline-in-nodal',
        excerpt: 'a',
        weighted_locations: [{ balanced_score: 3 }],
      },
      {
        title: 'Hybrid search',
        url: '/docs/ai-tech/advanced-rag#ai-tech-advanced-rag--hybrid-search',
        excerpt: 'b',
        weighted_locations: [{ balanced_score: 40 }, { balanced_score: 12 }],
      },
      {
        title: 'Re-ranking',
        url: '/docs/ai-tech/advanced-rag#ai-tech-advanced-rag--re-ranking',
        excerpt: 'c',
        weighted_locations: [{ balanced_score: 9 }],
      },
      {
        title: 'Evaluation',
        url: '/docs/ai-tech/advanced-rag#ai-tech-advanced-rag--evaluation',
        excerpt: 'd',
        weighted_locations: [{ balanced_score: 1 }],
      },
    ],
  };

  it('links a docs article by hash, names its tab, and keeps its best sections, best first', () => {
    const hit = toSearchHit(docs);
    expect(hit).toMatchObject({
      href: '/docs#ai-tech-advanced-rag',
      title: 'Advanced Retrieval-Augmented Generation',
      context: 'AI Technology',
      excerpt: 'Merges <mark>ranked</mark> lists',
    });
    expect(hit.headings.map((h) => [h.title, h.href])).toEqual([
      ['Hybrid search', '/docs#ai-tech-advanced-rag--hybrid-search'],
      ['Re-ranking', '/docs#ai-tech-advanced-rag--re-ranking'],
      ['The pipeline in Nodal', '/docs#ai-tech-advanced-rag--the-pipeline-in-nodal'],
    ]);
    expect(hit.headings).toHaveLength(MAX_HEADINGS_PER_PAGE);
  });

  it('shows an update with its date and without a section for the page itself', () => {
    const hit = toSearchHit({
      url: '/updates/citation-guide',
      excerpt: 'resolves every <mark>reference</mark>',
      meta: { title: 'A practical guide to citation validation', section: 'Updates', date: 'January 20, 2025' },
      sub_results: [
        { title: 'A practical guide to citation validation', url: '/updates/citation-guide', excerpt: 'x' },
      ],
    });
    expect(hit).toEqual({
      href: '/updates/citation-guide',
      title: 'A practical guide to citation validation',
      context: 'Updates · January 20, 2025',
      excerpt: 'resolves every <mark>reference</mark>',
      headings: [],
    });
  });
});

describe('isSearchShortcut', () => {
  const key = (k: string, extra: Partial<KeyboardEvent> = {}) => ({
    key: k,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    defaultPrevented: false,
    ...extra,
  });
  it.each([
    ['/ on the page', key('/'), { tagName: 'BODY' }, true],
    ['/ on a link', key('/'), { tagName: 'A' }, true],
    ['/ with no target', key('/'), null, true],
    ['/ in a text field', key('/'), { tagName: 'INPUT' }, false],
    ['/ in a textarea', key('/'), { tagName: 'textarea' }, false],
    ['/ in a select', key('/'), { tagName: 'SELECT' }, false],
    ['/ in an editable element', key('/'), { tagName: 'DIV', isContentEditable: true }, false],
    ['Ctrl+/', key('/', { ctrlKey: true }), { tagName: 'BODY' }, false],
    ['a handled /', key('/', { defaultPrevented: true }), { tagName: 'BODY' }, false],
    ['another key', key('s'), { tagName: 'BODY' }, false],
  ])('%s → %s', (_name, event, target, expected) => {
    expect(isSearchShortcut(event, target)).toBe(expected);
  });
});

describe('moveActive', () => {
  it.each([
    [-1, 5, 'ArrowDown', 0],
    [0, 5, 'ArrowDown', 1],
    [4, 5, 'ArrowDown', 0],
    [-1, 5, 'ArrowUp', 4],
    [0, 5, 'ArrowUp', 4],
    [3, 5, 'ArrowUp', 2],
    [2, 5, 'Home', 0],
    [2, 5, 'End', 4],
    [0, 0, 'ArrowDown', -1],
  ] as const)('from %i of %i, %s → %i', (current, count, key, expected) => {
    expect(moveActive(current, count, key)).toBe(expected);
  });
});

describe('wordFinds', () => {
  it.each([
    ['citation', 'citation', true],
    ['cit', 'citations', true],
    ['workflows', 'workflow', true],
    ['policies', 'policy', true],
    ['xqzzyv', 'x', false],
    ['xqzzyv', 'xml', false],
    ['rag', 'rag', true],
    ['rag', 'drag', false],
    ['embeddings', 'embed', false],
  ])('%s finds %s: %s', (query, word, expected) => {
    expect(wordFinds(query, word)).toBe(expected);
  });
});

describe('matchesQuery', () => {
  const API = 'API Overview. Send X-Api-Key with every request; results come back as JSON.';
  it('needs every word of the query, each as a whole word or a prefix', () => {
    expect(matchesQuery(API, 'api key')).toBe(true);
    expect(matchesQuery(API, 'Overv')).toBe(true);
    expect(matchesQuery(API, 'api xqzzyv')).toBe(false);
  });

  it('does not count a gibberish word found by its first letter', () => {
    expect(matchesQuery(API, 'xqzzyv')).toBe(false);
  });

  it('ignores case and accents, and keeps a result without its text', () => {
    expect(matchesQuery('Café RÉSUMÉ', 'resume cafe')).toBe(true);
    expect(matchesQuery(undefined, 'anything')).toBe(true);
    expect(matchesQuery(API, '  ')).toBe(false);
  });
});
