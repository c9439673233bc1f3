// A topic page's script: the topic select (shown on narrow screens) opens the chosen topic's page,
// which each option names. Everything else on the page is plain links.
const select = document.querySelector<HTMLSelectElement>('[data-doc-select]');
select?.addEventListener('change', () => {
  const href = select.selectedOptions[0]?.dataset.href;
  if (href) window.location.assign(href);
});
