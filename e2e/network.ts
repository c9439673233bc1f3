// Requests held back or failed on purpose, so a test can look at a loading or an error state for as
// long as it needs and then let the app go on: no test waits a fixed time for either.
import { LIST_RETRY_COUNT } from '@nodal/shared';
import type { Page, Route } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * Holds every request matching `pattern` until the returned `release` is called; the held requests
 * then go on to the server and later ones are no longer held.
 */
export async function hold(page: Page, pattern: string): Promise<() => Promise<void>> {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  await page.route(pattern, async (route) => {
    await gate;
    await route.continue().catch(() => undefined);
  });
  return async () => {
    open();
    await page.unroute(pattern);
  };
}

type Failure = Parameters<Route['fulfill']>[0];

/**
 * Answers every request matching `pattern` with `failure`. `retried()` resolves once the admin has
 * made its own retries of each failed list (the first load and LIST_RETRY_COUNT more per URL), so
 * a Retry click after it is the only request left; `restore()` lets requests through again.
 */
export async function failing(
  page: Page,
  pattern: string,
  failure: Failure,
): Promise<{ retried: () => Promise<void>; restore: () => Promise<void> }> {
  const answered = new Map<string, number>();
  await page.route(pattern, async (route) => {
    await route.fulfill(failure);
    const url = route.request().url();
    answered.set(url, (answered.get(url) ?? 0) + 1);
  });
  return {
    retried: async () => {
      await expect
        .poll(() => answered.size > 0 && [...answered.values()].every((n) => n >= 1 + LIST_RETRY_COUNT), {
          message: `the admin's own retries of ${pattern}`,
          // SWR waits between one and three retry intervals before its retry.
          timeout: 15_000,
        })
        .toBe(true);
    },
    restore: () => page.unroute(pattern),
  };
}
