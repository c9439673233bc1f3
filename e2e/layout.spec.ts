// A landing page rebuilt with a 40-letter word in a video category's title fits at every width.
// The walk of every page at every width is page-walk.spec.ts, with the checks in page-checks.ts.
import { api as apiUrl, pages } from '@nodal/shared';
import type { Page } from '@playwright/test';
import { browserIdle, expect, hydrateIslands, test, waitForRebuild } from './fixtures.ts';
import { lastingLayoutProblems, LONG_WORD, VIEWPORTS } from './page-checks.ts';

/** The landing page, every island hydrated and drawn at its real size, seen from the top. */
async function visitHome(page: Page): Promise<void> {
  const response = await page.goto(pages.home);
  expect(response?.status()).toBe(200);
  await hydrateIslands(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await browserIdle(page);
}

// A category's title is public content that only an admin writes: the landing page is rebuilt with a
// long one, checked at every width, then rebuilt without it. Tagged to run in the serial project
// that owns site-wide changes, so no parallel test sees the landing page between two builds.
test('a video category with a 40-letter word in its title fits the landing page at every width @site-config', async ({
  page,
  api,
}) => {
  test.setTimeout(240_000);
  const since = Date.now();
  const created = await api.post(apiUrl.adminVideoCategories, {
    data: { title: `Peer review ${LONG_WORD}${LONG_WORD}`, description: `${LONG_WORD} ${LONG_WORD}` },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { data } = (await created.json()) as { data: { id: number } };
  try {
    await waitForRebuild(api, since);
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await visitHome(page);
      await expect(
        page.getByRole('heading', { name: new RegExp(`^Peer review ${LONG_WORD}`), level: 3 }),
      ).toBeVisible();
      expect(await lastingLayoutProblems(page), `${viewport.width} px`).toEqual([]);
    }
  } finally {
    const removed = Date.now();
    await api.delete(apiUrl.adminVideoCategory(data.id));
    await waitForRebuild(api, removed);
  }
});
