// Turns Pagefind's result data into what the docs search lists. Pure: the page script and the
// tests share it. The docs are one page (/docs) whose articles Pagefind indexes one by one under
// the path form /docs/<tab>/<topic> (scripts/build/search-index.ts); links go to the hash form
// the page understands, and a heading's link to its own id, which opens the article there.
import { docsHrefFor, HEADING_SEPARATOR } from './docs-hash.ts';

export interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  /** Where the query matched in this section, with Pagefind's score for each match. */
  weighted_locations?: { balanced_score: number }[];
}

export interface PagefindResultData {
  url: string;
  excerpt: string;
  /** The page's indexed text, plain. */
  content?: string;
  meta: Record<string, string | undefined>;
  sub_results?: PagefindSubResult[];
}

export interface SearchHit {
  href: string;
  title: string;
  /** Where the hit lives: the docs tab, or "Updates · <date>". */
  context: string;
  /** Pagefind's excerpt: escaped text with <mark> around the matches (see safeExcerpt). */
  excerpt: string;
  headings: { href: string; title: string; excerpt: string }[];
}

export const MAX_HEADINGS_PER_PAGE = 3;

/** The page's own link for an indexed URL. */
export function searchHref(url: string): string {
  const hash = url.indexOf('#');
  const path = hash < 0 ? url : url.slice(0, hash);
  const fragment = hash < 0 ? '' : url.slice(hash + 1);
  const page = docsHrefFor(path.replace(/\/$/, ''));
  if (page === path.replace(/\/$/, '')) return url; // not a docs article: an ordinary page
  // A docs heading id names its article itself, so it replaces the article's hash.
  return fragment ? `/docs#${fragment}` : page;
}

/**
 * Pagefind escapes the text of excerpts and adds only <mark>; anything else that looks like a tag
 * is made inert, so an excerpt can go into innerHTML even if the index were not ours.
 */
export function safeExcerpt(html: string): string {
  return html.replace(/<(?!\/?mark>)/g, '&lt;');
}

const sectionScore = (sub: PagefindSubResult) =>
  (sub.weighted_locations ?? []).reduce((sum, l) => sum + l.balanced_score, 0);

export function toSearchHit(data: PagefindResultData): SearchHit {
  const href = searchHref(data.url);
  const isDocs = href.startsWith('/docs#');
  const context = isDocs ? (data.meta.section ?? 'Docs') : ['Updates', data.meta.date].filter(Boolean).join(' · ');
  const headings = (data.sub_results ?? [])
    .filter((sub) => {
      if (sub.url === data.url) return false;
      // In the docs only the article's own headings count, not its title block.
      return !isDocs || (sub.url.split('#')[1] ?? '').includes(HEADING_SEPARATOR);
    })
    // Pagefind lists sections in page order; the best-matching sections come first here, so the
    // few shown are the ones worth opening.
    .map((sub, order) => ({ sub, order, score: sectionScore(sub) }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map(({ sub }) => sub)
    .slice(0, MAX_HEADINGS_PER_PAGE)
    .map((sub) => ({ href: searchHref(sub.url), title: sub.title, excerpt: safeExcerpt(sub.excerpt) }));
  return {
    href,
    title: data.meta.title ?? href,
    context,
    excerpt: safeExcerpt(data.excerpt),
    headings,
  };
}

/** The words of a text, lower-cased and without accents, split at anything but letters and digits. */
export function searchWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** How many letters of a query word an indexed word may lack at its end and still count as its stem. */
const ENDING_SLACK = 3;
/** The shortest stem that counts; shorter words must match from the start, whole or as a prefix. */
const MIN_STEM = 4;

/**
 * Whether a query word finds an indexed word: the word starts with it (the whole word or a prefix
 * of it), or both share a stem of at least four letters that leaves off at most three of the query
 * word's last letters ("policies" finds "policy", "workflows" finds "workflow"). A query word
 * never finds a word by its first letter or two alone ("xqzzyv" does not find "X").
 */
export function wordFinds(queryWord: string, word: string): boolean {
  if (word.startsWith(queryWord)) return true;
  let shared = 0;
  while (shared < queryWord.length && shared < word.length && queryWord[shared] === word[shared]) shared++;
  return shared >= MIN_STEM && queryWord.length - shared <= ENDING_SLACK;
}

/**
 * Whether a result's text holds every word of the query, each by `wordFinds`. Pagefind answers a
 * query whose word is in no page with pages that share only its first letters; those are no match.
 * A result without its text is kept: there is nothing to judge it by.
 */
export function matchesQuery(content: string | undefined, query: string): boolean {
  if (content === undefined) return true;
  const queryWords = searchWords(query);
  if (!queryWords.length) return false;
  const words = new Set(searchWords(content));
  return queryWords.every((q) => [...words].some((w) => wordFinds(q, w)));
}

/** The option index after an arrow key, wrapping at both ends; -1 means none is active. */
export function moveActive(current: number, count: number, key: 'ArrowDown' | 'ArrowUp' | 'Home' | 'End'): number {
  if (count === 0) return -1;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  if (key === 'ArrowDown') return current < 0 || current >= count - 1 ? 0 : current + 1;
  return current <= 0 ? count - 1 : current - 1;
}
