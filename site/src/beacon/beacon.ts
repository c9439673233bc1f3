// The visitor-analytics beacon: one `view` per page load and per change of the address's hash, one
// `leave` when that view ends, each posted as `beaconSchema` (shared/src/traffic.ts) describes.
// BaseLayout inlines it into every page that counts, built by ./inline.ts, so it imports nothing
// (its settings arrive as the argument of `startBeacon`) and stays under 1 KB gzip
// (JS_BUDGETS.beacon). It keeps nothing: no cookie, no storage; a view's id lives in this closure
// and is gone with the page.

export interface BeaconConfig {
  /** The trackView route the payloads are posted to. */
  endpoint: string;
  /** The readable cookie the admin sets while staff are signed in (`<name>=1`). */
  staffCookie: string;
}

/** The longest `u` and `r` the schema takes. */
const MAX_ADDRESS = 2048;
/** The longest `ms` the schema takes: one day. */
const MAX_VISIBLE_MS = 86_400_000;
/** The first view waits for an idle moment after `load`, but never longer than this. */
const IDLE_TIMEOUT_MS = 5000;

/** Whether this visitor may be counted: not with Do Not Track or Global Privacy Control, not staff. */
export function mayCount(
  nav: { doNotTrack?: string | null; globalPrivacyControl?: boolean },
  cookies: string,
  staffCookie: string,
): boolean {
  return nav.doNotTrack !== '1' && !nav.globalPrivacyControl && !cookies.split('; ').includes(`${staffCookie}=1`);
}

/**
 * The address a view is counted under: path, query and hash, without the heading part of a docs
 * hash (`#<tab>-<topic>--<heading>` counts as `#<tab>-<topic>`), so a jump to a heading of the
 * article on screen is not another view while a new docs topic is.
 */
export function viewAddress(location: { pathname: string; search: string; hash: string }): string {
  return (location.pathname + location.search + location.hash.split('--')[0]).slice(0, MAX_ADDRESS);
}

/** A view's id: 28 random characters of [0-9a-z], new for every view, never stored. */
export function newViewId(): string {
  return Array.from(crypto.getRandomValues(new Uint32Array(4)), (n) => n.toString(36).padStart(7, '0')).join('');
}

/**
 * Counts this page: the first view once the page has loaded and painted and the browser is idle,
 * another on every hash change that moves to another address (or a return from the back/forward
 * cache), and each view's `leave` at the first of: the page hidden, the page left, the next view.
 */
export function startBeacon({ endpoint, staffCookie }: BeaconConfig): void {
  // Checked at every send: staff who sign in from another tab stop being counted at once.
  const send = (payload: object) => {
    if (!mayCount(navigator as { globalPrivacyControl?: boolean }, document.cookie, staffCookie)) return;
    const body = JSON.stringify(payload);
    // A string body goes as text/plain, so neither way needs a CORS preflight.
    if (!navigator.sendBeacon?.(endpoint, body)) {
      fetch(endpoint, { method: 'POST', body, keepalive: true }).catch(() => undefined);
    }
  };
  const now = () => performance.now();
  const visible = () => document.visibilityState === 'visible';

  let id = '';
  let address = '';
  let referrer: string | undefined;
  let sent = false;
  /** When the view became visible (performance.now()), undefined while it has not been. */
  let since: number | undefined;

  const begin = (first: boolean) => {
    id = newViewId();
    address = viewAddress(location);
    referrer = first ? document.referrer.slice(0, MAX_ADDRESS) || undefined : undefined;
    sent = false;
    // The first view has been on screen since the navigation began.
    since = visible() ? (first ? 0 : now()) : undefined;
  };
  const view = () => {
    if (!id || sent) return;
    sent = true;
    send({ t: 'view', id, u: address, r: referrer });
  };
  const leave = () => {
    if (!id) return;
    // A visitor who leaves before the first idle moment was still here.
    view();
    const ms = since === undefined ? 0 : Math.min(Math.round(now() - since), MAX_VISIBLE_MS);
    send({ t: 'leave', id, ms });
    id = '';
  };

  begin(true);
  // Safari has no requestIdleCallback: there the first view goes in the task after `load`.
  const idle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(view, { timeout: IDLE_TIMEOUT_MS }) : setTimeout(view);
  // Nor before the page's first contentful paint: on a fast machine `load` can come first, and a
  // request started before that paint is one a phone on a slow network makes while it paints
  // (Lighthouse's estimate counts it against the page). Where paint timing is missing, `load` alone.
  const first = () => {
    if (!window.PerformanceObserver?.supportedEntryTypes?.includes('paint')) return idle();
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      idle();
    });
    observer.observe({ type: 'paint', buffered: true });
  };
  if (document.readyState === 'complete') first();
  else addEventListener('load', first, { once: true });

  addEventListener('hashchange', () => {
    if (viewAddress(location) === address) return;
    leave();
    begin(false);
    view();
  });
  addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    begin(false);
    view();
  });
  // On a phone, hiding the page is often the last thing that happens to it: `pagehide` may never come.
  document.addEventListener('visibilitychange', () => {
    if (visible()) since ??= now();
    else leave();
  });
  addEventListener('pagehide', leave);
}
