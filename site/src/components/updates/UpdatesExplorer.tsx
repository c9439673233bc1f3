// The Updates list's search and type filter. The page arrives with its cards already in the HTML
// (passed in as `children`); this island only takes over the results area while a search or filter
// is active, and otherwise leaves the prebuilt grid exactly as it is.
import { UPDATES_PAGE_SIZE } from '@nodal/shared/constants';
import { api } from '@nodal/shared/paths';
import type { Article } from '@nodal/shared/types';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  EMPTY_QUERY,
  emptyStateHint,
  filterArticles,
  freshArticles,
  isQueryActive,
  queryFromSearch,
  searchFromQuery,
  toCardData,
  TYPE_FILTER_OPTIONS,
  parseTypeFilter,
  type ArticleCardData,
  type UpdatesQuery,
} from '../../lib/updates-filter.ts';
import { fetchJson } from '../../lib/fetch-json.ts';
import { ArticleGrid, EmptyState } from './ArticleCard.tsx';
import ChevronDown from 'lucide-react/icons/chevron-down';
import Search from 'lucide-react/icons/search';

interface Props {
  /** Published articles at build time, across all pages. */
  total: number;
  /** The static JSON list of every published article (slug, title, summary, type, date). */
  indexUrl: string;
  /** Slugs on this page, and the newest date among them: what counts as "new" after the build. */
  knownSlugs: string[];
  newestAt: string | null;
  /** When this page was built: an article changed after it is news to this page. */
  builtAt: string;
  /** Only the first page looks for articles published since the build. */
  revalidate: boolean;
  children?: ReactNode;
}

type IndexState = { status: 'idle' | 'loading' | 'error' } | { status: 'ready'; articles: ArticleCardData[] };

export default function UpdatesExplorer({
  total,
  indexUrl,
  knownSlugs,
  newestAt,
  builtAt,
  revalidate,
  children,
}: Props) {
  // React's ids start with "_"; an HTML id must start with a letter.
  const searchId = `search${useId()}`;
  const typeId = `type${useId()}`;
  const inputRef = useRef<HTMLInputElement>(null);
  const selectRef = useRef<HTMLSelectElement>(null);
  const [query, setQuery] = useState<UpdatesQuery>(EMPTY_QUERY);
  const [index, setIndex] = useState<IndexState>({ status: 'idle' });
  const [fresh, setFresh] = useState<ArticleCardData[]>([]);
  const [showFresh, setShowFresh] = useState(false);
  // With nothing prebuilt, the API is the only source; "Loading articles..." covers that wait. It
  // starts false so the prebuilt HTML (and a visitor without JavaScript) gets the empty state.
  const [revalidating, setRevalidating] = useState(false);
  const [visible, setVisible] = useState(UPDATES_PAGE_SIZE);
  const active = isQueryActive(query);

  const loadIndex = () => {
    if (index.status === 'loading' || index.status === 'ready') return;
    setIndex({ status: 'loading' });
    void fetchJson<ArticleCardData[]>(indexUrl).then((result) =>
      setIndex(
        result.kind === 'ok' && Array.isArray(result.body)
          ? { status: 'ready', articles: result.body }
          : { status: 'error' },
      ),
    );
  };

  // After hydration: pick up a query from the URL, or text typed before the island woke up.
  useEffect(() => {
    const fromUrl = queryFromSearch(window.location.search);
    const typed = inputRef.current?.value ?? '';
    const chosen = parseTypeFilter(selectRef.current?.value);
    const initial: UpdatesQuery = { q: typed || fromUrl.q, type: chosen !== 'all' ? chosen : fromUrl.type };
    if (isQueryActive(initial)) setQuery(initial);
  }, []);

  useEffect(() => {
    if (active) loadIndex();
    setVisible(UPDATES_PAGE_SIZE);
    const url = `${window.location.pathname}${searchFromQuery(query)}${window.location.hash}`;
    if (url !== `${window.location.pathname}${window.location.search}${window.location.hash}`) {
      window.history.replaceState(window.history.state, '', url);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query]);

  // Articles published since the build. They are offered behind a button (or shown directly when
  // the page was built empty), so nothing already on screen moves on its own.
  useEffect(() => {
    if (!revalidate) return;
    let cancelled = false;
    if (total === 0) setRevalidating(true);
    void fetchJson<{ data?: Article[] }>(`${api.articles}?limit=${UPDATES_PAGE_SIZE}`).then((result) => {
      if (cancelled) return;
      setRevalidating(false);
      // A failed look leaves the page as built.
      const data = result.kind === 'ok' ? result.body?.data : undefined;
      if (!Array.isArray(data)) return;
      setFresh(freshArticles(data, new Set(knownSlugs), newestAt, builtAt).map(toCardData));
      if (total === 0) setShowFresh(true);
    });
    return () => {
      cancelled = true;
    };
  }, [revalidate, total, knownSlugs, newestAt, builtAt]);

  const searchable = useMemo(() => {
    if (index.status !== 'ready') return null;
    const seen = new Set(index.articles.map((a) => a.slug));
    return [...fresh.filter((a) => !seen.has(a.slug)), ...index.articles];
  }, [index, fresh]);
  const results = useMemo(
    () => (searchable && active ? filterArticles(searchable, query) : null),
    [searchable, active, query],
  );

  const searching = active && index.status === 'loading';
  const update = (patch: Partial<UpdatesQuery>) => setQuery((q) => ({ ...q, ...patch }));
  const shownTotal = total + (showFresh ? fresh.length : 0);

  let status: string;
  if (active && results) status = `${results.length} ${results.length === 1 ? 'article matches' : 'articles match'}`;
  else if (active && index.status === 'error') status = 'Search is unavailable right now; showing all articles.';
  else if (active) status = 'Searching…';
  else status = shownTotal === 1 ? '1 article' : `${shownTotal} articles`;

  return (
    <div>
      <form
        role="search"
        aria-label="Articles"
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(e) => e.preventDefault()}
      >
        <div className="relative flex-1">
          <label htmlFor={searchId} className="sr-only">
            Search articles
          </label>
          <Search
            strokeWidth={1.75}
            className="pointer-events-none absolute top-1/2 left-3.5 size-[1.125rem] -translate-y-1/2 text-slate-500"
            aria-hidden="true"
          />
          <input
            ref={inputRef}
            id={searchId}
            type="search"
            name="q"
            value={query.q}
            onChange={(e) => update({ q: e.target.value })}
            onFocus={loadIndex}
            placeholder="Search articles..."
            autoComplete="off"
            className="block h-11 w-full rounded-xl border border-slate-300 bg-white pr-3.5 pl-10 text-[0.95rem] text-ink shadow-sm placeholder:text-slate-500 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none"
          />
        </div>
        <div className="sm:w-52">
          <label htmlFor={typeId} className="sr-only">
            Filter by type
          </label>
          <div className="relative">
            <select
              ref={selectRef}
              id={typeId}
              name="type"
              value={query.type}
              onChange={(e) => update({ type: parseTypeFilter(e.target.value) })}
              className="block h-11 w-full appearance-none rounded-xl border border-slate-300 bg-white pr-10 pl-3.5 text-[0.95rem] text-ink shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none"
            >
              {TYPE_FILTER_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
            <ChevronDown
              strokeWidth={1.75}
              className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-slate-500"
              aria-hidden="true"
            />
          </div>
        </div>
        {/* Results follow every keystroke; the button is for Enter and for people who expect one. */}
        <button type="submit" className="btn btn-primary h-11 rounded-xl px-5">
          Search
        </button>
      </form>

      {/* Fixed height: the count and the "new updates" button never push the grid down. */}
      <div className="mt-4 mb-6 flex h-9 items-center justify-between gap-3">
        <p className="text-sm text-slate-500" aria-live="polite">
          {revalidating ? '' : status}
        </p>
        {!active && fresh.length > 0 && !showFresh && (
          <button
            type="button"
            onClick={() => setShowFresh(true)}
            className="inline-flex items-center gap-1.5 rounded-full bg-brand-600 px-3.5 py-1.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-700"
          >
            <span className="relative flex size-2">
              <span className="absolute inline-flex size-full animate-ping rounded-full bg-white/70 motion-reduce:hidden" />
              <span className="relative inline-flex size-2 rounded-full bg-white" />
            </span>
            {fresh.length === 1 ? '1 new update' : `${fresh.length} new updates`}
          </button>
        )}
      </div>

      {active && results ? (
        results.length ? (
          <div>
            <ArticleGrid articles={results.slice(0, visible)} />
            {results.length > visible && (
              <div className="mt-10 flex justify-center">
                <button
                  type="button"
                  className="btn btn-secondary"
                  onClick={() => setVisible((v) => v + UPDATES_PAGE_SIZE)}
                >
                  Show more articles
                </button>
              </div>
            )}
          </div>
        ) : (
          <EmptyState hint={emptyStateHint(query)} />
        )
      ) : revalidating ? (
        <div
          role="status"
          className="flex items-center justify-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-muted-bg px-6 py-16 text-slate-600"
        >
          <span
            className="size-5 animate-spin rounded-full border-2 border-slate-300 border-t-brand-600"
            aria-hidden="true"
          />
          Loading articles...
        </div>
      ) : (
        <div aria-busy={searching || undefined} className={searching ? 'opacity-60 transition-opacity' : undefined}>
          {showFresh && fresh.length > 0 && (
            <div className={total > 0 ? 'mb-6' : undefined}>
              <ArticleGrid articles={fresh} />
            </div>
          )}
          {showFresh && fresh.length > 0 && total === 0 ? null : children}
        </div>
      )}
    </div>
  );
}
