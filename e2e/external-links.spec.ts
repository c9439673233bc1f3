// Every link that leaves the site opens in a new tab, without handing the new page window.opener,
// and says so to people who cannot see the icon.
import { api as apiPaths, brand, pages, type Article } from '@nodal/shared';
import { baseURL } from './playwright.config.ts';
import { adminApi, expect, test, waitForRebuild } from './fixtures.ts';

test.beforeAll(async () => {
  const api = await adminApi(baseURL);
  await waitForRebuild(api, 0, 180_000);
  await api.dispose();
});

test('external links open a new tab with rel="noopener" and a hint', async ({ page, request }) => {
  const { data: articles } = (await (await request.get(apiPaths.articles)).json()) as { data: Article[] };
  const paths = [pages.home, pages.docs, pages.updates, ...articles.slice(0, 3).map((a) => pages.update(a.slug))];
  let seen = 0;
  for (const path of paths) {
    await page.goto(path);
    const links = await page.locator('a[href^="http"]').evaluateAll((els) =>
      els
        .filter((a) => new URL((a as HTMLAnchorElement).href).origin !== location.origin)
        .map((a) => ({
          href: (a as HTMLAnchorElement).href,
          target: a.getAttribute('target'),
          rel: (a.getAttribute('rel') ?? '').split(/\s+/),
          text: a.textContent ?? '',
        })),
    );
    for (const link of links) {
      expect(link.target, `${path}: ${link.href}`).toBe('_blank');
      expect(link.rel, `${path}: ${link.href}`).toContain('noopener');
      expect(link.text, `${path}: ${link.href}`).toContain('(opens in a new tab)');
    }
    seen += links.length;
  }
  // The footer's studio link is on every page, so the check above cannot pass by finding nothing.
  expect(seen).toBeGreaterThanOrEqual(paths.length);
  await page.goto(pages.home);
  await expect(page.locator('footer').getByRole('link', { name: new RegExp(brand.studio.name) })).toHaveAttribute(
    'target',
    '_blank',
  );
});
