// The docs search's behaviour: queries Pagefind as the reader types, moves through the results
// and opens the chosen one. This module and Pagefind (script, WASM, index) are fetched on first
// use only: docs-search-trigger.ts opens the dialog at once and imports this, so a page that is
// only read downloads none of it, and nothing typed while it loads is lost.
import {
  matchesQuery,
  moveActive,
  toSearchHit,
  type PagefindResultData,
  type SearchHit,
} from '../../lib/search-results.ts';

interface PagefindResult {
  data(): Promise<PagefindResultData>;
}

interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(query: string): Promise<{ results: PagefindResult[] } | null>;
  /** Loads the index chunks `query` needs, without searching. */
  preload(query: string): Promise<void>;
}

const MAX_PAGES = 8;
// A result is at least this tall in the list (a section under it adds about 55 px).
const MIN_RESULT_PX = 100;

/**
 * How many results' data is awaited before the list is shown: enough to fill the list's visible
 * height (the dialog is 76vh tall on wide screens, less its field and key hints, and the whole
 * screen on phones, less its field). The rest is fetched right after and appended, unless a newer
 * query has come.
 */
const firstScreenful = () => {
  const wide = matchMedia('(min-width: 640px)').matches;
  const listPx = wide ? innerHeight * 0.76 - 104 : innerHeight - 56;
  return Math.min(MAX_PAGES, Math.max(3, Math.ceil(listPx / MIN_RESULT_PX)));
};
const MIN_QUERY_LENGTH = 2;
// Written by the build next to the site (scripts/build/search-index.ts); a variable, so the
// bundler leaves the import to the browser.
const PAGEFIND_URL = '/pagefind/pagefind.js';

const dialog = document.querySelector<HTMLDialogElement>('[data-search-dialog]');
const input = dialog?.querySelector<HTMLInputElement>('[data-search-input]');
const list = dialog?.querySelector<HTMLUListElement>('[data-search-results]');
const status = dialog?.querySelector<HTMLElement>('[data-search-status]');

if (dialog && input && list && status) {
  let loading: Promise<Pagefind> | null = null;
  let options: { el: HTMLElement; href: string }[] = [];
  let active = -1;
  let sequence = 0;

  const load = (): Promise<Pagefind> => {
    loading ??= (async () => {
      const pagefind = (await import(/* @vite-ignore */ PAGEFIND_URL)) as Pagefind;
      await pagefind.options({ excerptLength: 22 });
      await pagefind.init();
      return pagefind;
    })();
    // A failed load (offline, a build without an index) may be retried on the next attempt.
    loading.catch(() => {
      loading = null;
    });
    return loading;
  };

  const setActive = (index: number) => {
    options[active]?.el.setAttribute('aria-selected', 'false');
    active = index;
    const option = options[active];
    if (option) {
      option.el.setAttribute('aria-selected', 'true');
      input.setAttribute('aria-activedescendant', option.el.id);
      option.el.scrollIntoView({ block: 'nearest' });
    } else {
      input.removeAttribute('aria-activedescendant');
    }
  };

  const option = (href: string, className: string, build: (el: HTMLElement) => void) => {
    const el = document.createElement('li');
    el.id = `docs-search-option-${options.length}`;
    el.setAttribute('role', 'option');
    el.setAttribute('aria-selected', 'false');
    el.className = `${className} cursor-pointer scroll-mt-20 scroll-mb-12 rounded-lg px-3 aria-selected:bg-brand-50 aria-selected:ring-1 aria-selected:ring-brand-100`;
    build(el);
    const index = options.length;
    el.addEventListener('mousemove', () => active !== index && setActive(index));
    el.addEventListener('click', () => go(href));
    options.push({ el, href });
    return el;
  };

  const text = (tag: string, className: string, content: string, html = false) => {
    const el = document.createElement(tag);
    el.className = className;
    if (html) el.innerHTML = content;
    else el.textContent = content;
    return el;
  };

  const items = (hits: SearchHit[]) =>
    hits.flatMap((hit) => [
      option(hit.href, 'mt-1 py-3', (el) => {
        el.append(
          text('span', 'block text-xs font-medium text-slate-600', hit.context),
          text('span', 'mt-0.5 block font-semibold text-ink', hit.title),
          text('span', 'search-excerpt mt-1 line-clamp-2 text-sm leading-snug text-slate-600', hit.excerpt, true),
        );
      }),
      ...hit.headings.map((heading) =>
        option(heading.href, 'ml-4 border-l border-line py-2 pl-4', (el) => {
          el.append(
            text('span', 'block text-sm font-medium text-ink', heading.title),
            text('span', 'search-excerpt mt-0.5 line-clamp-1 text-[0.8125rem] text-slate-600', heading.excerpt, true),
          );
        }),
      ),
    ]);

  /** The live region announces the count (to screen readers only) or that nothing matched. */
  const announce = (query: string) => {
    status.textContent = options.length
      ? `${options.length} ${options.length === 1 ? 'result' : 'results'}`
      : `No results for “${query}”. Try fewer or different words.`;
    status.classList.toggle('sr-only', options.length > 0);
  };

  /** Shows a new list; `complete` is false when more results will be appended (announced then). */
  const render = (hits: SearchHit[], query: string, complete: boolean) => {
    options = [];
    active = -1;
    input.removeAttribute('aria-activedescendant');
    list.replaceChildren(...items(hits));
    input.setAttribute('aria-expanded', String(options.length > 0));
    if (complete) announce(query);
    else {
      status.textContent = '';
      status.classList.add('sr-only');
    }
    if (options.length) setActive(0);
    dialog.querySelector('[data-search-scroll]')?.scrollTo({ top: 0 });
  };

  const clear = () => {
    list.replaceChildren();
    options = [];
    active = -1;
    input.setAttribute('aria-expanded', 'false');
    input.removeAttribute('aria-activedescendant');
  };

  const unavailable = () => {
    clear();
    status.classList.remove('sr-only');
    status.textContent = 'Search is unavailable right now. Please try again in a moment.';
  };

  /** Fetches the index chunks a query needs without searching (a failure surfaces in the search). */
  const preload = (query: string) => {
    void load()
      .then((pagefind) => pagefind.preload(query))
      .catch(() => {});
  };

  interface Job {
    query: string;
    /** When the keystroke that typed it was handled: the measure starts there. */
    started: number;
    id: number;
  }
  // One search runs at a time. A keystroke while it runs replaces the query waiting after it, so
  // a fast typist's overtaken queries are never started, instead of piling up in Pagefind's
  // worker and slowing the one that counts.
  let waiting: Job | null = null;
  let running = false;

  /** The results after the first screenful, appended once their data is in, if still current. */
  const appendLater = async (job: Job, later: PagefindResult[]) => {
    let hits: SearchHit[] = [];
    try {
      hits = (await Promise.all(later.map((r) => r.data())))
        .filter((d) => matchesQuery(d.content, job.query))
        .map(toSearchHit);
    } catch {
      // The first screenful stays; there is just no more to show.
    }
    if (job.id !== sequence) return;
    list.append(...items(hits));
    announce(job.query);
  };

  const run = async (job: Job) => {
    const current = () => job.id === sequence;
    let hits: SearchHit[];
    let later: PagefindResult[];
    try {
      const pagefind = await load();
      if (!current()) return;
      const found = await pagefind.search(job.query);
      if (!found || !current()) return; // a newer query is on its way
      const shown = found.results.slice(0, MAX_PAGES);
      const first = firstScreenful();
      const data = await Promise.all(shown.slice(0, first).map((r) => r.data()));
      if (!current()) return;
      // Pagefind may answer a word found nowhere with pages sharing only its first letter or two.
      hits = data.filter((d) => matchesQuery(d.content, job.query)).map(toSearchHit);
      later = shown.slice(first);
    } catch {
      if (current()) unavailable();
      return;
    }
    render(hits, job.query, later.length === 0);
    // Read by `pnpm bench:search`: from the keystroke to the rendered list.
    performance.measure('docs-search', { start: job.started, detail: job.query });
    if (later.length) void appendLater(job, later);
  };

  const drain = async () => {
    running = true;
    try {
      while (waiting) {
        const job: Job = waiting;
        waiting = null;
        await run(job);
      }
    } finally {
      running = false;
    }
  };

  const search = () => {
    const query = input.value.trim();
    const id = ++sequence;
    // One letter matches nearly every page, so it is not searched; but the index chunks for words
    // starting with it are fetched now, and the second letter finds them loaded.
    if (query.length < MIN_QUERY_LENGTH) {
      waiting = null;
      clear();
      status.textContent = '';
      if (query) preload(query);
      return;
    }
    waiting = { query, started: performance.now(), id };
    // While another search runs, this one's index chunks are fetched alongside it.
    if (running) preload(query);
    else void drain();
  };

  const go = (href: string) => {
    const url = new URL(href, window.location.href);
    dialog.close();
    if (url.pathname !== window.location.pathname) {
      window.location.assign(url.href);
      return;
    }
    // The docs page follows hash changes (docs-nav.ts); the same hash again still scrolls there.
    if (url.hash === window.location.hash) window.dispatchEvent(new HashChangeEvent('hashchange'));
    else window.location.hash = url.hash;
  };

  // Fetching starts now (the reader is heading for search), before the first keystroke.
  void load();
  dialog.querySelector('[data-search-close]')?.addEventListener('click', () => dialog.close());
  // A click on the backdrop (the dialog element itself, outside its content) closes it.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });

  input.addEventListener('input', search);
  input.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive(moveActive(active, options.length, event.key));
    } else if ((event.key === 'Home' || event.key === 'End') && event.ctrlKey) {
      event.preventDefault();
      setActive(moveActive(active, options.length, event.key));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = options[active] ?? options[0];
      if (chosen) go(chosen.href);
    }
  });

  // Whatever was typed before this module arrived is searched now.
  if (input.value.trim()) search();
}
