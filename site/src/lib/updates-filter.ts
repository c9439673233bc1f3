// Search, type filter, paging and freshness rules of the Updates list. Pure, so the island, the
// static pages and the tests agree on them.
// Browser code: imports only zod-free modules of @nodal/shared.
import { UPDATES_PAGE_SIZE } from '@nodal/shared/constants';
import { ARTICLE_TYPE_LABELS, ARTICLE_TYPES, isArticleType, type ArticleType } from '@nodal/shared/enums';
import type { Article } from '@nodal/shared/types';

/** What a card needs; the list never ships article bodies to the browser. */
export interface ArticleCardData {
  slug: string;
  title: string;
  summary: string;
  type: string;
  createdAt: string;
  /** The cover image's id and its alt text, when the article has one. */
  coverImage?: string | null;
  coverAlt?: string;
}

export type TypeFilter = ArticleType | 'all';

export const TYPE_FILTER_OPTIONS: readonly { value: TypeFilter; label: string }[] = [
  { value: 'all', label: 'All Types' },
  ...ARTICLE_TYPES.map((value) => ({ value, label: ARTICLE_TYPE_LABELS[value] })),
];

export interface UpdatesQuery {
  q: string;
  type: TypeFilter;
}

export const EMPTY_QUERY: UpdatesQuery = { q: '', type: 'all' };

export function toCardData(article: Pick<Article, keyof ArticleCardData>): ArticleCardData {
  const { slug, title, summary, type, createdAt, coverImage, coverAlt } = article;
  return coverImage
    ? { slug, title, summary, type, createdAt, coverImage, coverAlt }
    : { slug, title, summary, type, createdAt };
}

export function parseTypeFilter(value: string | null | undefined): TypeFilter {
  return value && isArticleType(value) ? value : 'all';
}

export function isQueryActive(query: UpdatesQuery): boolean {
  return query.q.trim() !== '' || query.type !== 'all';
}

/** Lower-cased, accents removed and whitespace collapsed, so "Präprint  review" finds "preprint review". */
export function normalizeText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * Case-insensitive substring match on title and summary. Several words must all occur (in any
 * order), which is what people expect from a search box; a single phrase is a special case of that.
 */
export function filterArticles<T extends ArticleCardData>(articles: readonly T[], query: UpdatesQuery): T[] {
  const terms = normalizeText(query.q).split(' ').filter(Boolean);
  return articles.filter((article) => {
    if (query.type !== 'all' && article.type !== query.type) return false;
    if (!terms.length) return true;
    const haystack = normalizeText(`${article.title} ${article.summary}`);
    return terms.every((term) => haystack.includes(term));
  });
}

export function pageCount(total: number, pageSize = UPDATES_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Page 1 is /updates; later pages are /updates/page/N. */
export function pageHref(page: number): string {
  return page <= 1 ? '/updates' : `/updates/page/${page}`;
}

export function paginate<T>(items: readonly T[], page: number, pageSize = UPDATES_PAGE_SIZE): T[] {
  return items.slice((page - 1) * pageSize, page * pageSize);
}

/**
 * Articles the API knows but the prebuilt page does not: published since the last build. That is
 * an unknown slug created after the newest prebuilt article, or one changed after the build (a
 * draft written earlier and published now). An older article that merely moved up because another
 * was unpublished was not changed since the build, so it is not announced as new.
 */
export function freshArticles<T extends { slug: string; createdAt: string; updatedAt?: string }>(
  fetched: readonly T[],
  known: ReadonlySet<string>,
  newestKnownAt: string | null,
  builtAt: string | null = null,
): T[] {
  const since = newestKnownAt ? Date.parse(newestKnownAt) : -Infinity;
  const built = builtAt ? Date.parse(builtAt) : Infinity;
  return fetched.filter(
    (a) =>
      !known.has(a.slug) &&
      (Date.parse(a.createdAt) >= since || (a.updatedAt !== undefined && Date.parse(a.updatedAt) > built)),
  );
}

/** Reads `?q=` and `?type=` so a filtered view can be linked and survives a reload. */
export function queryFromSearch(search: string): UpdatesQuery {
  const params = new URLSearchParams(search);
  return { q: params.get('q') ?? '', type: parseTypeFilter(params.get('type')) };
}

export function searchFromQuery(query: UpdatesQuery): string {
  const params = new URLSearchParams();
  if (query.q.trim()) params.set('q', query.q);
  if (query.type !== 'all') params.set('type', query.type);
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** The empty state's second line: a hint while narrowing, otherwise a promise. */
export function emptyStateHint(query: UpdatesQuery): string {
  return isQueryActive(query)
    ? 'Try adjusting your search or filter to find what you’re looking for.'
    : 'Check back soon for the latest updates';
}
