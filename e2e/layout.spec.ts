// Every public and admin page at a laptop, a wide screen and a phone: nothing may stick out of the
// box that clips it unless that box scrolls, the page itself never scrolls sideways, and no control
// a keyboard can reach is cut off. Long values (a 40-letter word, a 60-character address) are
// seeded first, since they are what used to push layouts apart.
import { api as apiUrl, pages, PUBLIC_FORM_NAMES } from '@nodal/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import { browserIdle, expect, hydrateIslands, test, uniqueId, waitForRebuild } from './fixtures.ts';

const LONG_WORD = 'Floccinaucinihilipilificationsupercalifr';
const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

const PUBLIC_PAGES = [
  pages.home,
  pages.updates,
  pages.docs,
  pages.docsTopic('learning', 'ai-fundamentals-what-is-ai'),
  pages.playground,
  pages.animationPreview,
  pages.login,
  '/a-page-that-does-not-exist',
  ...PUBLIC_FORM_NAMES.map((form) => pages.form(form)),
];
const ADMIN_PAGES = [
  pages.admin,
  pages.adminInsights,
  pages.adminContacts,
  pages.adminSignups,
  pages.adminArticles,
  pages.adminWorkflowVideos,
  pages.adminDemos,
  pages.adminHeroAnimations,
  pages.adminSections,
  pages.adminTeam,
  pages.adminSettings,
  pages.adminSentMail,
  pages.adminSecurity,
  pages.adminAudit,
];

async function seedLongValues(api: APIRequestContext): Promise<void> {
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
 * What is wrong with the layout as drawn, one line per problem: the page scrolling sideways; an
 * element with content (text of its own, media, a control) reaching outside an ancestor that
 * clips without scrolling; a focusable control cut off in either direction, or outside the window.
 */
function layoutProblems(page: Page): Promise<string[]> {
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

async function visit(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBeLessThan(path.includes('does-not-exist') ? 500 : 400);
  // Bring each lazy island into view so it hydrates and draws at its real size, then back to the top.
  await hydrateIslands(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  // The admin checks the session and loads its lists; the islands load their parts.
  await expect(page.getByText(/^(Checking authentication|Loading)/).filter({ visible: true })).toHaveCount(0, {
    timeout: 20_000,
  });
  await browserIdle(page);
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport, reducedMotion: 'reduce' });

    test('no public page is clipped, scrolls sideways or cuts off a control', async ({ page, api }) => {
      test.setTimeout(180_000);
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
      const problems: Record<string, string[]> = {};
      for (const path of [...PUBLIC_PAGES, pages.update(tag)]) {
        await visit(page, path);
        const found = await layoutProblems(page);
        if (found.length) problems[path] = found;
      }
      expect(problems).toEqual({});
    });

    test('no admin page is clipped, scrolls sideways or cuts off a control', async ({ adminPage: page, api }) => {
      test.setTimeout(180_000);
      await seedLongValues(api);
      const problems: Record<string, string[]> = {};
      for (const path of ADMIN_PAGES) {
        await visit(page, path);
        const found = await layoutProblems(page);
        if (found.length) problems[path] = found;
      }
      expect(problems).toEqual({});
    });
  });
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
      await visit(page, pages.home);
      await expect(
        page.getByRole('heading', { name: new RegExp(`^Peer review ${LONG_WORD}`), level: 3 }),
      ).toBeVisible();
      expect(await layoutProblems(page), `${viewport.width} px`).toEqual([]);
    }
  } finally {
    const removed = Date.now();
    await api.delete(apiUrl.adminVideoCategory(data.id));
    await waitForRebuild(api, removed);
  }
});
