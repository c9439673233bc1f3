// Every public page and every admin screen at a laptop, a wide screen and a phone, each loaded once
// and checked twice: the browser logs no error on it (a failed load of any kind counts, as it shows
// in the console), and its layout clips nothing, never scrolls sideways and cuts off no control.
// Long values are seeded first: an article with a 40-letter word, and leads as long as they come.
import { api as apiUrl, pages } from '@nodal/shared';
import type { Page } from '@playwright/test';
import { browserIdle, expect, hydrateIslands, test, uniqueId, waitForRebuild } from './fixtures.ts';
import { ADMIN_PAGES, NOT_FOUND_PATH, PUBLIC_PAGES } from './pages.ts';
import {
  collectErrors,
  lastingLayoutProblems,
  loggedErrors,
  nothingLoading,
  LONG_WORD,
  scrollToTheEnd,
  seedLongValues,
  VIEWPORTS,
} from './page-checks.ts';

/** What is wrong on each page, by width and path, so one failure lists every page that needs a fix. */
type Findings = Record<string, string[]>;

/**
 * One public page: scrolled to its end, each island hydrated, then checked at the top once nothing
 * is loading and the browser is idle.
 */
async function checkPublicPage(page: Page, path: string, errors: string[], findings: Findings, width: number) {
  errors.length = 0;
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(path === NOT_FOUND_PATH ? 404 : 200);
  await expect(page.locator('h1').first()).toBeVisible();
  await scrollToTheEnd(page);
  await hydrateIslands(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await nothingLoading(page);
  await page.waitForLoadState('load');
  await browserIdle(page);
  const found = [...loggedErrors(page, path, errors), ...(await lastingLayoutProblems(page))];
  if (found.length) findings[`${width} px ${path}`] = found;
}

/** One admin screen: its heading up, nothing loading, the network quiet, then checked. */
async function checkAdminPage(page: Page, path: string, errors: string[], findings: Findings, width: number) {
  errors.length = 0;
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await nothingLoading(page);
  await page.waitForLoadState('networkidle');
  await browserIdle(page);
  const layout = await lastingLayoutProblems(page);
  if (errors.length || layout.length) findings[`${width} px ${path}`] = [...errors, ...layout];
}

test('every public page signed out, at every width, logs nothing and fits', async ({ page, api }) => {
  test.setTimeout(300_000);
  // A published article with a 40-letter word in its title and summary, on the cards and its page.
  const since = Date.now();
  const tag = uniqueId('fit');
  const created = await api.post(apiUrl.articles, {
    data: {
      title: `${LONG_WORD} ${LONG_WORD} ${tag}`,
      slug: tag,
      type: 'insight',
      published: true,
      summary: `Running ${LONG_WORD}${LONG_WORD} checks on every manuscript.`,
      body: `## ${LONG_WORD}${LONG_WORD}\n\n${LONG_WORD}${LONG_WORD}${LONG_WORD}`,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await waitForRebuild(api, since);
  const errors = collectErrors(page);
  const findings: Findings = {};
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    for (const path of [...PUBLIC_PAGES, pages.update(tag)])
      await checkPublicPage(page, path, errors, findings, viewport.width);
  }
  expect(findings).toEqual({});
});

test('every admin page signed in, at every width, logs nothing and fits', async ({ adminPage: page, api }) => {
  test.setTimeout(300_000); // fourteen screens three times, Insights drawing its charts among them
  await seedLongValues(api);
  const errors = collectErrors(page);
  const findings: Findings = {};
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    for (const path of ADMIN_PAGES) await checkAdminPage(page, path, errors, findings, viewport.width);
  }
  expect(findings).toEqual({});
});
