// What the tests of the public forms share: the texts a sent form shows, and where to find it.
import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures.ts';

export const SENT = {
  signup: "You're on the list",
  partnership: 'Thanks, your enquiry is with us',
  'simple-contact': 'Thanks, your message is with us',
} as const;

/** Opens the home page and hands back the form, before anything on the page has hydrated. */
export async function formOnHome(page: Page, name: keyof typeof SENT): Promise<Locator> {
  const response = await page.goto('/', { waitUntil: 'domcontentloaded' });
  expect(response?.status()).toBe(200);
  return page.locator(`form[data-form="${name}"]`);
}

/** Where the outcome shows: the form on the home page (island) or on the form's own page (a post). */
export const outcome = (page: Page, name: keyof typeof SENT) =>
  page.locator(`form[data-form="${name}"] [data-form-status]`);
