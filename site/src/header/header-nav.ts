// The public header's behaviour: the phone menu, the bar's solid background once the page scrolls,
// and in-page links that land below the fixed bar. Header.astro inlines it (./inline.ts), with no
// framework, so the header works before any island hydrates; it imports nothing, and it counts
// against the JavaScript `/` may load before any island hydrates (JS_BUDGETS.beforeHydration).

export interface HeaderNavConfig {
  /** How far below the top of the screen an in-page link's target lands (the bar's height and a gap). */
  offset: number;
  /** Past this scroll the landing page's translucent bar turns solid. */
  scrolledAfter: number;
  /** Over the landing page's dark hero the bar starts translucent; on other pages it is solid. */
  isHome: boolean;
}

const HOLD_AFTER_LOAD_MS = 3000;

export function startHeaderNav({ offset, scrolledAfter, isHome }: HeaderNavConfig): void {
  const header = document.getElementById('site-header');
  const toggle = document.getElementById('menu-toggle');
  const menu = document.getElementById('mobile-menu');
  if (!header || !toggle || !menu) return;

  const setOpen = (open: boolean) => {
    menu.hidden = !open;
    toggle.setAttribute('aria-expanded', String(open));
    toggle.setAttribute('aria-label', open ? 'Close menu' : 'Open menu');
    toggle.querySelector<HTMLElement>('[data-icon-open]')!.hidden = open;
    toggle.querySelector<HTMLElement>('[data-icon-close]')!.hidden = !open;
  };
  toggle.addEventListener('click', () => setOpen(menu.hidden));
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && !menu.hidden) {
      setOpen(false);
      toggle.focus();
    }
  });

  const onScroll = () => {
    header.dataset.scrolled = String(!isHome || window.scrollY > scrolledAfter);
  };
  addEventListener('scroll', onScroll, { passive: true });
  onScroll();

  // A target's own scroll margin wins (docs headings clear the docs tab bar as well).
  const marginOf = (target: Element) => parseFloat(getComputedStyle(target).scrollMarginTop) || offset;

  // Every same-page anchor scrolls to `offset` above its target, smoothly unless motion is reduced,
  // and moves focus there so keyboard users land where they clicked.
  document.addEventListener('click', (e) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const a = (e.target as Element | null)?.closest?.<HTMLAnchorElement>('a[href]');
    if (!a) return;
    const url = new URL(a.href, location.href);
    if (url.origin !== location.origin || url.pathname !== location.pathname || !url.hash) return;
    const target = document.getElementById(decodeURIComponent(url.hash.slice(1)));
    if (!target) return;
    e.preventDefault();
    if (!menu.hidden) setOpen(false);
    // Bands skip their layout until they near the screen (content-visibility, pages/index.astro),
    // so their heights are estimates; a jump lays them all out first, or the browser's scroll
    // anchoring moves the target once the estimates are replaced.
    document.querySelectorAll<HTMLElement>('[data-section]').forEach((band) => {
      band.style.contentVisibility = 'visible';
    });
    const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches;
    const margin = marginOf(target);
    const go = (behavior: ScrollBehavior) =>
      window.scrollTo({ top: Math.max(0, target.getBoundingClientRect().top + window.scrollY - margin), behavior });
    go(reduce ? 'auto' : 'smooth');
    // Bands passed on the way render for the first time and may change height: land exactly.
    const settle = () => {
      removeEventListener('scrollend', settle);
      if (Math.abs(target.getBoundingClientRect().top - margin) > 1) go('auto');
    };
    if ('onscrollend' in window && !reduce) addEventListener('scrollend', settle);
    else requestAnimationFrame(() => requestAnimationFrame(settle));
    if (location.hash !== url.hash) history.pushState(null, '', url.hash);
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  });

  // Arriving from another page at an anchor (/#contact), the browser scrolls while the page parses,
  // and the sections under the first screen then grow as they are laid out just after load: hold
  // the target where the browser put it (a ResizeObserver on the body) until the visitor scrolls,
  // types or taps, or until HOLD_AFTER_LOAD_MS after load.
  if (location.hash) {
    const hold = new ResizeObserver(() => {
      const t = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (t && t.getClientRects().length) scrollBy(0, t.getBoundingClientRect().top - marginOf(t));
    });
    hold.observe(document.body);
    const stop = () => hold.disconnect();
    for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown']) addEventListener(type, stop, { once: true });
    addEventListener('load', () => setTimeout(stop, HOLD_AFTER_LOAD_MS));
  }
}
