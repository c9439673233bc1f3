// The test server runs its scheduled functions on their clocks, once a minute, as Netlify does. A
// test about what a person sees after a send runs the sender at once instead, through the URL that
// `netlify dev` and the local platform give every scheduled function; the flow that proves the clock
// itself (admin-publishing.spec.ts, a post scheduled for the next minute) still waits for it.
import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Runs the scheduled function `name` now, as its clock would, and waits for it to finish. */
export async function runScheduled(request: APIRequestContext, name: 'send-campaigns'): Promise<void> {
  const response = await request.post(`/.netlify/functions/${name}`);
  expect(response.status(), await response.text()).toBeLessThan(300);
}
