// The docs search's behaviour: queries Pagefind as the reader types, moves through the results
// and opens the chosen one. This module and Pagefind (script, WASM, index) are fetched on first
// use only: docs-search-trigger.ts opens the dialog at once and imports this, so a page that is
// only read downloads none of it, and nothing typed while it loads is lost.
import { moveActive, toSearchHit, type PagefindResultData, type SearchHit } from '../../lib/search-results.ts';

interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(query: string): Promise<{ results: { data(): Promise<PagefindResultData> }[] } | null>;
}

const MAX_PAGES = 8;
const MIN_QUERY_LENGTH = 2;
// Written by the build next to the site (scripts/platform/search-index.ts); a variable, so the
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

  const render = (hits: SearchHit[], query: string) => {
    options = [];
    active = -1;
    input.removeAttribute('aria-activedescendant');
    const items = hits.flatMap((hit) => [
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
    list.replaceChildren(...items);
    input.setAttribute('aria-expanded', String(items.length > 0));
    // The live region announces the count (to screen readers only) or that nothing matched.
    status.textContent = hits.length
      ? `${items.length} ${items.length === 1 ? 'result' : 'results'}`
      : `No results for “${query}”. Try fewer or different words.`;
    status.classList.toggle('sr-only', hits.length > 0);
    if (items.length) setActive(0);
    dialog.querySelector('[data-search-scroll]')?.scrollTo({ top: 0 });
  };

  const search = async () => {
    const query = input.value.trim();
    const mine = ++sequence;
    // One letter matches nearly every page and makes Pagefind load many index chunks for nothing.
    if (query.length < MIN_QUERY_LENGTH) {
      list.replaceChildren();
      options = [];
      active = -1;
      input.setAttribute('aria-expanded', 'false');
      input.removeAttribute('aria-activedescendant');
      status.textContent = '';
      return;
    }
    const started = performance.now();
    let hits: SearchHit[];
    try {
      const pagefind = await load();
      const found = await pagefind.search(query);
      if (!found || mine !== sequence) return; // a newer query is on its way
      const data = await Promise.all(found.results.slice(0, MAX_PAGES).map((r) => r.data()));
      if (mine !== sequence) return;
      hits = data.map(toSearchHit);
    } catch {
      if (mine !== sequence) return;
      list.replaceChildren();
      options = [];
      input.setAttribute('aria-expanded', 'false');
      status.classList.remove('sr-only');
      status.textContent = 'Search is unavailable right now. Please try again in a moment.';
      return;
    }
    render(hits, query);
    // Read by `pnpm bench:search`: from the keystroke to the rendered list.
    performance.measure('docs-search', { start: started, detail: query });
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

  input.addEventListener('input', () => void search());
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
  if (input.value.trim()) void search();
}
