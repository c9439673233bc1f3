// A topic page's script: the topic select (shown on narrow screens) opens the chosen topic's page.
// Everything else on the page is plain links.
import { pages } from '@nodal/shared/paths';
import { DOC_TAB_IDS } from '../../lib/docs-topics.ts';

const select = document.querySelector<HTMLSelectElement>('[data-doc-select]');
select?.addEventListener('change', () => {
  // Option values are `<tab>-<topic>`; tab ids hold hyphens too, so the longest matching tab wins.
  const value = select.value;
  const tab = [...DOC_TAB_IDS].sort((a, b) => b.length - a.length).find((t) => value.startsWith(`${t}-`));
  if (tab) window.location.assign(pages.docsTopic(tab, value.slice(tab.length + 1)));
});
