// The docs page's only script. It shows the article the hash names, marks the matching tab and
// side-list item, and follows hash changes (links, the topic select, back/forward). Navigation
// itself is plain `#tab-topic` links, so history just works. The page holds one article in full
// and a stub for every other; a stub is replaced by the full article, fetched from the topic's
// own page, the first time it is shown. Should that fetch fail, the stub stays, with its link to
// the page.
import {
  docsHash,
  docsHrefFor,
  docsPanelId,
  initialDocsLocation,
  parseDocsHash,
  type DocsLocation,
} from '../../lib/docs-hash.ts';
import type { DocTopicIndex } from '../../lib/docs-topics.ts';

const root = document.querySelector<HTMLElement>('[data-docs]');
if (root) {
  const topics = JSON.parse(root.dataset.topics ?? '{}') as DocTopicIndex;
  const baseTitle = document.title;
  const select = root.querySelector<HTMLSelectElement>('[data-doc-select]');
  const content = root.querySelector<HTMLElement>('[data-doc-content]');
  /**
   * The location last asked for, shown or still loading. A hash change is compared with it, not
   * with the article on screen: Back pressed while the next topic loads must still go back.
   */
  let wanted: DocsLocation | null = null;
  let latest = 0;

  /** The full article in place of its stub; the panel as it is when it is not a stub or the fetch fails. */
  const loaded = async (panel: HTMLElement): Promise<HTMLElement> => {
    if (!panel.hasAttribute('data-doc-stub')) return panel;
    try {
      // The stub's own link names the topic's page.
      const href = panel.querySelector<HTMLAnchorElement>('[data-doc-stub-link]')?.href;
      if (!href) return panel;
      const response = await fetch(href);
      if (!response.ok) return panel;
      const html = new DOMParser().parseFromString(await response.text(), 'text/html');
      const article = html.getElementById(panel.id);
      // Another request may have put it in place meanwhile.
      const live = document.getElementById(panel.id);
      if (!article || !live?.hasAttribute('data-doc-stub')) return live ?? panel;
      // The topic page links topics to their pages; here they switch in place.
      for (const a of article.querySelectorAll<HTMLAnchorElement>('a[href^="/docs/"]')) {
        a.setAttribute('href', docsHrefFor(a.getAttribute('href')!));
      }
      article.removeAttribute('data-pagefind-body');
      article.removeAttribute('data-search-url');
      const adopted = document.adoptNode(article);
      adopted.hidden = live.hidden;
      live.replaceWith(adopted);
      return adopted;
    } catch {
      return panel;
    }
  };

  const show = async (location: DocsLocation, fromNavigation: boolean) => {
    const key = `${location.tab}-${location.item}`;
    const stub = document.getElementById(docsPanelId(location));
    if (!stub) return;
    wanted = location;
    const request = ++latest;
    const panel = await loaded(stub);
    // A newer choice was made while this one loaded: that one shows.
    if (request !== latest) return;
    for (const el of root.querySelectorAll<HTMLElement>('[data-doc-panel]')) el.hidden = el !== panel;
    for (const el of root.querySelectorAll<HTMLElement>('[data-doc-list]'))
      el.hidden = el.dataset.docList !== location.tab;
    for (const el of root.querySelectorAll<HTMLElement>('[data-doc-tab]')) {
      if (el.dataset.docTab === location.tab) el.setAttribute('aria-current', 'true');
      else el.removeAttribute('aria-current');
    }
    for (const el of root.querySelectorAll<HTMLElement>('[data-doc-item]')) {
      if (el.dataset.docItem === key) el.setAttribute('aria-current', 'page');
      else el.removeAttribute('aria-current');
    }
    if (select) select.value = key;
    const heading = panel.querySelector<HTMLElement>('[data-doc-title]');
    document.title = heading ? `${heading.textContent?.trim()} · ${baseTitle}` : baseTitle;
    // Keep the active tab in view on narrow screens, where the tab bar scrolls sideways.
    root.querySelector(`[data-doc-tab="${location.tab}"]`)?.scrollIntoView({ block: 'nearest', inline: 'nearest' });

    // A link to a heading: the article is visible now, so the heading can be scrolled to (its
    // scroll margin clears the fixed header and the tab bar).
    const target = location.heading ? document.getElementById(location.heading) : null;
    if (target && panel.contains(target)) {
      target.scrollIntoView({ block: 'start' });
      if (fromNavigation) {
        target.setAttribute('tabindex', '-1');
        target.focus({ preventScroll: true });
      }
      return;
    }

    if (!fromNavigation || !content) return;
    // A new topic starts at its top: scroll back up if the reader was further down the page.
    const stickyOffset = 64 + (root.querySelector<HTMLElement>('[data-doc-tabs]')?.offsetHeight ?? 0) + 16;
    const top = content.getBoundingClientRect().top + window.scrollY - stickyOffset;
    if (window.scrollY > top) window.scrollTo({ top });
    // Screen readers and keyboards follow to the new article, unless the reader is moving
    // along the tab bar, where stealing focus would be a nuisance.
    if (!(document.activeElement instanceof HTMLElement && document.activeElement.closest('[data-doc-tabs]'))) {
      heading?.focus({ preventScroll: true });
    }
  };

  void show(initialDocsLocation(window.location.hash, topics), false).finally(() => {
    root.dataset.ready = 'true';
    document.documentElement.classList.remove('docs-pending');
  });

  window.addEventListener('hashchange', () => {
    const next = parseDocsHash(window.location.hash, topics);
    if (next && (next.heading || next.tab !== wanted?.tab || next.item !== wanted?.item)) void show(next, true);
  });

  select?.addEventListener('change', () => {
    const next = parseDocsHash(select.value, topics);
    if (next) window.location.hash = docsHash(next).slice(1);
  });
}
