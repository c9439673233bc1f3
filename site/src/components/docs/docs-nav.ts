// The docs page's only script. Every article is already in the HTML; this shows the one the hash
// names, marks the matching tab and side-list item, and follows hash changes (links, the topic
// select, back/forward). Navigation itself is plain `#tab-topic` links, so history just works.
import { docsHash, docsPanelId, initialDocsLocation, parseDocsHash, type DocsLocation } from '../../lib/docs-hash.ts';
import type { DocTopicIndex } from '../../lib/docs-topics.ts';

const root = document.querySelector<HTMLElement>('[data-docs]');
if (root) {
  const topics = JSON.parse(root.dataset.topics ?? '{}') as DocTopicIndex;
  const baseTitle = document.title;
  const select = root.querySelector<HTMLSelectElement>('[data-doc-select]');
  const content = root.querySelector<HTMLElement>('[data-doc-content]');
  let current: DocsLocation | null = null;

  const show = (location: DocsLocation, fromNavigation: boolean) => {
    const key = `${location.tab}-${location.item}`;
    const panel = document.getElementById(docsPanelId(location));
    if (!panel) return;
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
    current = location;

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

  show(initialDocsLocation(window.location.hash, topics), false);
  root.dataset.ready = 'true';
  document.documentElement.classList.remove('docs-pending');

  window.addEventListener('hashchange', () => {
    const next = parseDocsHash(window.location.hash, topics);
    if (next && (next.heading || next.tab !== current?.tab || next.item !== current?.item)) show(next, true);
  });

  select?.addEventListener('change', () => {
    const next = parseDocsHash(select.value, topics);
    if (next) window.location.hash = docsHash(next).slice(1);
  });
}
