import { describe, expect, it } from 'vitest';
import {
  emptyStateHint,
  filterArticles,
  freshArticles,
  isQueryActive,
  pageCount,
  pageHref,
  paginate,
  parseTypeFilter,
  queryFromSearch,
  searchFromQuery,
  type ArticleCardData,
  type UpdatesQuery,
} from './updates-filter.ts';

const card = (
  slug: string,
  type: string,
  title: string,
  summary = '',
  createdAt = '2025-01-05T12:00:00Z',
): ArticleCardData => ({
  slug,
  type,
  title,
  summary,
  createdAt,
});

const articles = [
  card('beta', 'announcement', 'Nodal opens its early access beta', 'Early adopters get two months free.'),
  card('citations', 'guide', 'A practical guide to citation validation', 'Resolve every reference in a manuscript.'),
  card('ttp', 'insight', 'Why time-to-publication is a workflow problem', 'Most delay is waiting, not work.'),
  card('preprint', 'news', 'Präprint review pilots', 'Partners join the PILOT programme.'),
];

describe('filterArticles', () => {
  it.each<[string, UpdatesQuery, string[]]>([
    ['everything when idle', { q: '', type: 'all' }, ['beta', 'citations', 'ttp', 'preprint']],
    ['by type', { q: '', type: 'guide' }, ['citations']],
    ['case-insensitive title match', { q: 'EARLY ACCESS', type: 'all' }, ['beta']],
    ['summary match', { q: 'manuscript', type: 'all' }, ['citations']],
    ['all words, any order', { q: 'workflow time', type: 'all' }, ['ttp']],
    ['accents ignored', { q: 'praprint', type: 'all' }, ['preprint']],
    ['surrounding spaces ignored', { q: '   pilot  ', type: 'all' }, ['preprint']],
    ['type and search together', { q: 'pilot', type: 'guide' }, []],
    ['no match', { q: 'quantum', type: 'all' }, []],
    ['type with no articles', { q: '', type: 'news' }, ['preprint']],
  ])('%s', (_name, query, slugs) => {
    expect(filterArticles(articles, query).map((a) => a.slug)).toEqual(slugs);
  });
});

describe('query state', () => {
  it.each<[UpdatesQuery, boolean, string]>([
    [{ q: '', type: 'all' }, false, 'Check back soon for the latest updates'],
    [{ q: '  ', type: 'all' }, false, 'Check back soon for the latest updates'],
    [{ q: 'x', type: 'all' }, true, 'Try adjusting your search or filter to find what you’re looking for.'],
    [{ q: '', type: 'news' }, true, 'Try adjusting your search or filter to find what you’re looking for.'],
  ])('%o', (query, active, hint) => {
    expect(isQueryActive(query)).toBe(active);
    expect(emptyStateHint(query)).toBe(hint);
  });

  it.each([
    ['news', 'news'],
    ['announcement', 'announcement'],
    ['all', 'all'],
    ['blog', 'all'],
    [null, 'all'],
  ])('parseTypeFilter(%s) → %s', (value, expected) => {
    expect(parseTypeFilter(value)).toBe(expected);
  });

  it.each<[string, UpdatesQuery]>([
    ['', { q: '', type: 'all' }],
    ['?q=rag', { q: 'rag', type: 'all' }],
    ['?type=guide', { q: '', type: 'guide' }],
    ['?q=a+b&type=insight', { q: 'a b', type: 'insight' }],
    ['?type=bogus', { q: '', type: 'all' }],
  ])('query string %s round-trips', (search, query) => {
    expect(queryFromSearch(search)).toEqual(query);
    expect(queryFromSearch(searchFromQuery(query))).toEqual(query);
  });
});

describe('paging', () => {
  it.each([
    [0, 1],
    [1, 1],
    [24, 1],
    [25, 2],
    [1000, 42],
  ])('%i articles → %i pages', (total, pages) => {
    expect(pageCount(total)).toBe(pages);
  });

  it.each([
    [1, '/updates'],
    [2, '/updates/page/2'],
    [10, '/updates/page/10'],
  ])('page %i → %s', (page, href) => {
    expect(pageHref(page)).toBe(href);
  });

  it('slices pages of 24', () => {
    const items = Array.from({ length: 50 }, (_, i) => i);
    expect(paginate(items, 1)).toHaveLength(24);
    expect(paginate(items, 3)).toEqual([48, 49]);
    expect(paginate(items, 4)).toEqual([]);
  });
});

describe('freshArticles', () => {
  const known = new Set(['beta', 'citations']);
  const builtAt = '2025-03-01T00:00:00Z';
  it.each<[string, { slug: string; createdAt: string; updatedAt: string }, boolean]>([
    [
      'an old draft published after the build',
      { slug: 'draft', createdAt: '2024-11-01T00:00:00Z', updatedAt: '2025-03-02T00:00:00Z' },
      true,
    ],
    [
      'an old article unchanged since the build',
      { slug: 'older', createdAt: '2024-11-01T00:00:00Z', updatedAt: '2024-11-01T00:00:00Z' },
      false,
    ],
    [
      'a known article edited after the build',
      { slug: 'beta', createdAt: '2024-11-01T00:00:00Z', updatedAt: '2025-03-02T00:00:00Z' },
      false,
    ],
  ])('%s', (_name, article, isFresh) => {
    expect(freshArticles([article], known, '2025-01-05T12:00:00Z', builtAt)).toHaveLength(isFresh ? 1 : 0);
  });

  it.each<[string, ArticleCardData[], string | null, string[]]>([
    ['nothing new', [articles[0]!, articles[1]!], '2025-01-05T12:00:00Z', []],
    [
      'a newer unknown article',
      [card('new', 'news', 'New', '', '2025-02-01T00:00:00Z'), articles[0]!],
      '2025-01-05T12:00:00Z',
      ['new'],
    ],
    [
      'an older unknown article is not new',
      [card('old', 'news', 'Old', '', '2024-12-01T00:00:00Z')],
      '2025-01-05T12:00:00Z',
      [],
    ],
    ['everything is new when the build had none', [card('a', 'news', 'A'), card('b', 'guide', 'B')], null, ['a', 'b']],
  ])('%s', (_name, fetched, newest, slugs) => {
    expect(freshArticles(fetched, known, newest).map((a) => a.slug)).toEqual(slugs);
  });
});
