// What the landing page specs (landing-*.spec.ts) share: the wait for the first build, the phone
// viewport, the demo documents axe leaves out, and the ways they open the page and its islands.
import type { Locator, Page } from '@playwright/test';
import { adminApi, expect, test, waitForRebuild } from './fixtures.ts';
import { baseURL } from './playwright.config.ts';

/**
 * The server under test rebuilds the site once after seeding; each landing spec starts once that
 * build is live so no page is read halfway through the swap.
 */
export function startOnceBuilt(): void {
  test.beforeAll(async () => {
    const api = await adminApi(baseURL);
    await waitForRebuild(api, 0, 180_000);
    await api.dispose();
  });
}

export const MOBILE = { width: 390, height: 844 };
/**
 * A demo's embedCode is a whole HTML document an admin pastes in (its own <main>, <h1>, colours),
 * shown in a sandboxed iframe. Its accessibility belongs to that content, not to the page around
 * it, so axe checks the page and leaves the documents inside the frames out.
 */
export const DEMO_CONTENT = ['iframe[data-demo-frame]'];

/** Scrolls an island into view and waits until Astro has hydrated it (it drops `ssr` then). */
export async function hydrated(page: Page, inside: string): Promise<Locator> {
  const root = page.locator(inside);
  await root.scrollIntoViewIfNeeded();
  await expect(root.locator('astro-island[ssr]')).toHaveCount(0);
  return root;
}

/** Distance from the viewport top to an element, once smooth scrolling has settled. */
export async function settledTop(page: Page, selector: string): Promise<number> {
  let last = Number.NaN;
  await expect
    .poll(
      async () => {
        const top = await page.locator(selector).evaluate((el) => Math.round(el.getBoundingClientRect().top));
        const settled = top === last;
        last = top;
        return settled;
      },
      { intervals: [150] },
    )
    .toBe(true);
  return last;
}

export async function openHome(page: Page, path = '/') {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
}
