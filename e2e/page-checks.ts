// What the whole-site walks check on every page they load (page-walk.spec.ts, console.spec.ts and
// layout.spec.ts): what the browser would log as an error, and what the layout clips or pushes out
// of the window. Long values (a 40-letter word, a 60-character address) are what used to push
// layouts apart, so the walks seed them first.
import type { APIRequestContext, Page } from '@playwright/test';
import { api as apiUrl } from '@nodal/shared';
import { NOT_FOUND_PATH } from './pages.ts';
import { browserIdle, expect, uniqueId } from './fixtures.ts';

export const LONG_WORD = 'Floccinaucinihilipilificationsupercalifr';

/** A laptop, a wide screen and a phone. */
export const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

/** A partnership enquiry and a signup whose name, email and fields are as long as they come. */
export async function seedLongValues(api: APIRequestContext): Promise<void> {
  const tag = uniqueId('fit');
  const email = `${tag}.${'x'.repeat(60)}`.slice(0, 46) + '@press.example';
  for (const [path, data] of [
    [apiUrl.contact, { name: `${LONG_WORD} ${tag}`, email, subject: 'publisher_partner', message: LONG_WORD }],
    [apiUrl.signup, { name: `${LONG_WORD} ${tag}`, email, institution: LONG_WORD, researchArea: LONG_WORD }],
  ] as const) {
    const response = await api.post(path, { data });
    expect(response.status(), await response.text()).toBeLessThan(300);
  }
}

/**
 * What the browser would show in its console as an error on this page: console errors (a failed
 * load is one, "Failed to load resource: … 401"), uncaught exceptions, and any answer of 400 or
 * more, the favicon's included.
 */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => {
    // A navigation away cancels what the last page still had in flight; that is not an error.
    if (request.failure()?.errorText !== 'net::ERR_ABORTED')
      errors.push(`failed: ${request.method()} ${request.url()} ${request.failure()?.errorText}`);
  });
  return errors;
}

/**
 * What was logged on the page at `path`, but for the not-found page's own 404: the answer it exists
 * to give, not an error.
 */
export function loggedErrors(page: Page, path: string, errors: readonly string[]): string[] {
  return errors.filter((e) => !(path === NOT_FOUND_PATH && e.includes('404') && e.includes(page.url())));
}

/**
 * Waits until no visible "Checking authentication" or "Loading" is left: the admin has its session and
 * its lists, the islands their parts.
 */
export async function nothingLoading(page: Page): Promise<void> {
  await expect(page.getByText(/^(Checking authentication|Loading)/).filter({ visible: true })).toHaveCount(0, {
    timeout: 20_000,
  });
}

/**
 * Scrolls to the page's end 600 px at a time, the browser idle at each step, so each island and
 * each lazy load that waits to be seen starts. Idle here is the browser's, not the network's: a
 * film on the landing page may keep streaming.
 */
export async function scrollToTheEnd(page: Page): Promise<void> {
  for (let y = 0; y < (await page.evaluate(() => document.documentElement.scrollHeight)); y += 600) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    await browserIdle(page);
  }
}

/**
 * What is wrong with the layout as drawn, one line per problem: the page scrolling sideways; an
 * element with content (text of its own, media, a control) reaching outside an ancestor that
 * clips without scrolling; a focusable control cut off in either direction, or outside the window.
 */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1)
      out.push(`the page scrolls sideways: ${root.scrollWidth} > ${root.clientWidth}`);
    const FOCUSABLE = 'a[href], button, input:not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])';
    const describe = (el: Element) => {
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const cls = typeof el.className === 'string' ? el.className.split(' ').slice(0, 3).join('.') : '';
      return `<${el.tagName.toLowerCase()}${cls ? ` .${cls}` : ''}> "${text}"`;
    };
    const hasOwnText = (el: Element) =>
      [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '');
    const isContent = (el: Element) =>
      el.matches(FOCUSABLE) || el.matches('img, video, canvas, iframe, svg[role="img"]') || hasOwnText(el);
    const hidden = (el: Element) => {
      if (el.closest('[aria-hidden="true"], [inert], template, noscript')) return true;
      // Visually hidden for screen readers (sr-only, also behind a breakpoint): clipped to nothing on purpose.
      for (let p: Element | null = el; p && p !== document.body; p = p.parentElement)
        if (getComputedStyle(p).clipPath === 'inset(50%)') return true;
      const style = getComputedStyle(el);
      return style.visibility === 'hidden' || style.display === 'contents' || el.getClientRects().length === 0;
    };
    for (const el of document.body.querySelectorAll('*')) {
      if (!isContent(el) || hidden(el)) continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const focusable = el.matches(FOCUSABLE);
      // Its own text cut off at its own edge (a long word in a clamped paragraph, say).
      const own = getComputedStyle(el);
      if (
        hasOwnText(el) &&
        (own.overflowX === 'hidden' || own.overflowX === 'clip') &&
        el.scrollWidth > el.clientWidth + 1 &&
        !(own.textOverflow === 'ellipsis' && el.closest('[title]'))
      )
        out.push(`${describe(el)} cuts off its own text: ${el.scrollWidth} > ${el.clientWidth}`);
      const inScroller = (() => {
        for (let p = el.parentElement; p; p = p.parentElement)
          if (/auto|scroll/.test(getComputedStyle(p).overflowX)) return true;
        return false;
      })();
      if (focusable && !inScroller) {
        // Within the window sideways (a fixed layer included); the page may scroll down, never sideways.
        if (box.left < -1 || box.right > root.clientWidth + 1)
          out.push(`${describe(el)} lies outside the window: ${Math.round(box.left)}–${Math.round(box.right)}`);
      }
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const style = getComputedStyle(p);
        if (style.position === 'fixed' && p !== el) break;
        const clipsX = style.overflowX === 'hidden' || style.overflowX === 'clip';
        const clipsY = style.overflowY === 'hidden' || style.overflowY === 'clip';
        const scrolls = /auto|scroll/.test(style.overflowX) || /auto|scroll/.test(style.overflowY);
        if (scrolls) break; // inside something that scrolls: reachable
        if (!clipsX && !clipsY) continue;
        const clip = p.getBoundingClientRect();
        const outX = box.left < clip.left - 1 || box.right > clip.right + 1;
        const outY = box.top < clip.top - 1 || box.bottom > clip.bottom + 1;
        // Truncation is a choice, not an accident, when it shows an ellipsis (or clamps its lines, which
        // ends in one) and the whole value is there on hover.
        const truncates =
          (style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none') && p.closest('[title]') !== null;
        if (clipsX && outX && !truncates)
          out.push(
            `${describe(el)} is wider than ${describe(p)} that clips it: ${Math.round(box.right - clip.right)} px`,
          );
        else if (focusable && clipsY && outY && !truncates) out.push(`${describe(el)} is cut off by ${describe(p)}`);
        break;
      }
    }
    return [...new Set(out)];
  });
}

/**
 * The layout problems that last: each one found is looked for again over the next frames, for up
 * to 3 s, and only those still there are returned. A page may be measured a moment before it is
 * finished (the playground's canvas was once caught with its graph's edges outside a phone's window,
 * and not when run again); a problem that stays is the layout's own.
 */
export async function lastingLayoutProblems(page: Page): Promise<string[]> {
  const until = Date.now() + 3_000;
  let found = await layoutProblems(page);
  while (found.length && Date.now() < until) {
    await browserIdle(page);
    found = await layoutProblems(page);
  }
  return found;
}
