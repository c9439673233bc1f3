// The demos section acts once its behaviour (demos/browser.ts) has loaded: when the section nears
// the viewport, which is also when its frames get their documents, or on a first click or tab key
// inside it. A visitor who never scrolls there downloads none of it.
const root = document.querySelector<HTMLElement>('[data-demos]');
if (root) {
  const load = () => import('./browser');
  new IntersectionObserver((entries, observer) => {
    if (!entries.some((e) => e.isIntersecting)) return;
    observer.disconnect();
    void load().then((demos) => demos.fill(root));
  }).observe(root);
  root.addEventListener('click', (event) => {
    const target = event.target as Element;
    const tab = target.closest<HTMLButtonElement>('[data-demo-tab]');
    const expand = target.closest<HTMLButtonElement>('[data-demo-expand]');
    if (tab) void load().then((demos) => demos.select(tab));
    if (expand) void load().then((demos) => demos.expand(expand));
  });
  root.addEventListener('keydown', (event) => {
    const tab = (event.target as Element).closest<HTMLButtonElement>('[data-demo-tab]');
    if (!tab || !['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    void load().then((demos) => demos.move(tab, event.key));
  });
}
