// The landing page in a real browser against the real API: header and anchors, sections and
// their visibility, the hero canvas, the video players, the demos, the three forms and their
// toasts, the updates teaser, the 404 page, and axe — at desktop width and at 390×844.
import {
  ANIMATION_TYPES,
  api as apiPaths,
  brand,
  CALLBACK_BUSINESS_DAYS,
  CONTACT_SUBJECT_LABELS,
  DEMO_FILTERS,
  HERO_SESSION_KEY,
  PARTNERSHIP_SUBJECTS,
  ROADMAP,
  SECTION_IDS,
  WEBSITE_CONTACT_SUBJECT,
  type Article,
  type Demo,
  type VideoCategory,
} from '@nodal/shared';
import { createRequire } from 'node:module';
import type AxeCore from 'axe-core';
import type { Locator, Page } from '@playwright/test';
import { baseURL } from './playwright.config.ts';
import { adminApi, expect, expectNoAxeViolations, test, uniqueId, waitForRebuild } from './fixtures.ts';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

// The server under test rebuilds the site once after seeding; start once that build is live so
// no page is read halfway through the swap.
test.beforeAll(async () => {
  const api = await adminApi(baseURL);
  await waitForRebuild(api, 0, 180_000);
  await api.dispose();
});

const MOBILE = { width: 390, height: 844 };
/**
 * A demo's embedCode is a whole HTML document an admin pastes in (its own <main>, <h1>, colours),
 * shown in a sandboxed iframe. Its accessibility belongs to that content, not to the page around
 * it, so axe checks the page and leaves the documents inside the frames out.
 */
const DEMO_CONTENT = ['iframe[data-demo-frame]'];

/** Scrolls an island into view and waits until Astro has hydrated it (it drops `ssr` then). */
async function hydrated(page: Page, inside: string): Promise<Locator> {
  const root = page.locator(inside);
  await root.scrollIntoViewIfNeeded();
  await expect(root.locator('astro-island[ssr]')).toHaveCount(0);
  return root;
}

/** Distance from the viewport top to an element, once smooth scrolling has settled. */
async function settledTop(page: Page, selector: string): Promise<number> {
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

async function openHome(page: Page, path = '/') {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
}

test.describe('header and anchors', () => {
  test('links go to their sections and stop 80 px below the top', async ({ page }) => {
    await openHome(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const targets = {
      Platform: 'platform',
      Demos: 'workflow-demo-videos',
      Partnerships: 'solutions',
      Contact: 'contact',
    };
    for (const [label, id] of Object.entries(targets)) {
      await expect(nav.getByRole('link', { name: label })).toHaveAttribute('href', `#${id}`);
    }
    await expect(page.getByRole('banner').getByRole('link', { name: 'Get Early Access' })).toHaveAttribute(
      'href',
      '#signup',
    );
    await expect(page.getByRole('banner').getByRole('link', { name: 'Nodal home' })).toHaveAttribute('href', '/');

    await nav.getByRole('link', { name: 'Partnerships' }).click();
    await expect(page).toHaveURL(/#solutions$/);
    expect(await settledTop(page, '#solutions')).toBe(80);

    await page.getByRole('banner').getByRole('link', { name: 'Get Early Access' }).click();
    await expect(page).toHaveURL(/#signup$/);
    expect(await settledTop(page, '#signup')).toBe(80);
  });

  test('the bar turns opaque after 50 px of scrolling', async ({ page }) => {
    await openHome(page);
    const header = page.locator('#site-header');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => scrollTo(0, 40));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => scrollTo(0, 120));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await page.evaluate(() => scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  test('on other pages the links lead back to the landing page anchors', async ({ page }) => {
    await page.goto('/docs');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Platform' })).toHaveAttribute('href', '/#platform');
    await expect(nav.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/#contact');
    await nav.getByRole('link', { name: 'Demos' }).click();
    await expect(page).toHaveURL(/\/#workflow-demo-videos$/);
    expect(await settledTop(page, '#workflow-demo-videos')).toBe(80);
  });

  test('every anchor of the spec exists once, and there is one contact', async ({ page }) => {
    await openHome(page);
    for (const id of [
      'platform',
      'workflow-demo-videos',
      'solutions',
      'contact',
      'signup',
      'roadmap',
      'features',
      'usecases',
      'get-involved',
      'demos',
      'learn-ai',
      'research-process',
    ]) {
      await expect(page.locator(`[id="${id}"]`), id).toHaveCount(1);
    }
    await expect(page.locator('#contact form')).toHaveCount(2);
  });

  test('the skip link moves focus to the main content', async ({ page }) => {
    await openHome(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await skip.press('Enter');
    await expect(page.locator('#main')).toBeFocused();
  });
});

test.describe('sections', () => {
  test('render in the default order with dark, then alternating backgrounds', async ({ page, request }) => {
    await openHome(page);
    const hasArticles =
      ((await (await request.get(`${apiPaths.articles}?limit=3`)).json()) as { data: Article[] }).data.length > 0;
    const rendered = await page
      .locator('#main > [data-section]')
      .evaluateAll((els) =>
        els.map((el) => ({ id: el.getAttribute('data-section'), tone: el.getAttribute('data-tone') })),
      );
    const ids = rendered.map((s) => s.id!);
    // Other tests (here and in the admin suite) hide workflow-demo or roadmap for a moment while
    // running in parallel, so those two may be absent; everything else must be there, in order.
    const mayBeHidden = new Set(['workflow-demo', 'roadmap', ...(hasArticles ? [] : ['updates'])]);
    const expected = SECTION_IDS.filter((id) => ids.includes(id) || !mayBeHidden.has(id));
    expect(ids).toEqual([...expected, 'solutions', 'contact-fixed']);
    expect(rendered.slice(0, 3).every((s) => s.tone === 'dark')).toBe(true);
    rendered.slice(3, expected.length).forEach((s, i) => expect(s.tone, s.id!).toBe(i % 2 === 0 ? 'light' : 'muted'));
  });

  test('the hero headline and its call to action need no JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('#hero').getByRole('link', { name: 'Get Early Access' })).toHaveAttribute(
      'href',
      '#signup',
    );
    await expect(page.locator('#hero canvas')).toHaveAttribute('aria-hidden', 'true');
    await context.close();
  });

  test('calls to action, mailto links and the footer', async ({ page }) => {
    await openHome(page);
    await expect(page.getByRole('link', { name: 'Sign Up', exact: true })).toHaveAttribute('href', '#signup');
    await expect(page.getByRole('link', { name: 'View Roadmap' })).toHaveAttribute('href', '#roadmap');
    await expect(page.getByRole('link', { name: /Partner With Us/ }).first()).toHaveAttribute(
      'href',
      /#(solutions|contact)$/,
    );
    await expect(page.getByRole('link', { name: /Contact Us/ })).toHaveAttribute('href', '#contact');
    const poc = page.getByRole('link', { name: /no-risk proof of concept/ });
    await expect(poc).toHaveCount(5);
    for (const link of await poc.all()) await expect(link).toHaveAttribute('href', '#signup');
    await expect(page.locator(`a[href="mailto:${brand.email.partners}"]`).first()).toBeAttached();
    await expect(page.locator(`a[href="mailto:${brand.email.investors}"]`).first()).toBeAttached();
    await expect(page.getByText(`${CALLBACK_BUSINESS_DAYS} business days`).first()).toBeVisible();
    await expect(page.getByText('2 months free').first()).toBeVisible();

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(`© ${brand.copyrightYear} ${brand.name}`)).toBeVisible();
    await expect(footer.getByRole('link', { name: brand.studio.name })).toHaveAttribute('href', brand.studio.url);
    for (const name of [`${brand.name} on X`, `${brand.name} on LinkedIn`, `${brand.name} on GitHub`]) {
      await expect(footer.getByRole('link', { name })).toHaveAttribute('href', '#');
    }
    await expect(footer.getByRole('link', { name: 'Documentation' })).toHaveAttribute('href', '/docs');
    await expect(footer.getByRole('link', { name: 'Updates' })).toHaveAttribute('href', '/updates');
  });

  test('the roadmap lists the four milestones', async ({ page }) => {
    await openHome(page);
    const items = page.locator('#roadmap [data-milestone]');
    await expect(items).toHaveCount(ROADMAP.length);
    for (const [i, m] of ROADMAP.entries()) {
      await expect(items.nth(i)).toContainText(m.quarter);
      await expect(items.nth(i)).toContainText(m.title);
    }
  });

  test('the updates teaser links the three latest articles', async ({ page, request }) => {
    const { data } = (await (await request.get(`${apiPaths.articles}?limit=3`)).json()) as { data: Article[] };
    // The test server is seeded with published articles, so there is always something to link.
    expect(data.length).toBeGreaterThan(0);
    await openHome(page);
    const cards = page.locator('[data-teaser-article]');
    await expect(cards).toHaveCount(Math.min(3, data.length));
    const hrefs = await cards.locator('h3 a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(data.slice(0, 3).map((a) => `/updates/${a.slug}`));
    await page.getByRole('link', { name: 'View All Updates' }).click();
    await expect(page).toHaveURL(/\/updates\/?$/);
    await page.goBack();
    await cards.first().locator('h3 a').click();
    await expect(page).toHaveURL(new RegExp(`/updates/${data[0]!.slug}/?$`));
  });
});

test.describe.serial('section visibility', () => {
  test('the workflow-demo call to action scrolls to the signup form', async ({ page }) => {
    await openHome(page);
    await page.locator('#workflow-demo').getByRole('link', { name: 'Get Early Access' }).click();
    expect(await settledTop(page, '#signup')).toBe(80);
  });

  test('an admin hides a section and the rebuilt page drops it; showing it brings it back @site-config', async ({
    page,
    api,
  }) => {
    test.setTimeout(240_000);
    const since = Date.now();
    expect(
      (await api.put(apiPaths.adminSiteConfigSection('workflow-demo'), { data: { isVisible: false } })).status(),
    ).toBe(200);
    try {
      await waitForRebuild(api, since);
      await openHome(page);
      await expect(page.locator('[data-section="workflow-demo"]')).toHaveCount(0);
      await expect(page.locator('[data-section="usecases"]')).toHaveCount(1);
      // The tones after the hidden section shift so neighbours still alternate.
      const tones = await page
        .locator('#main > [data-section]')
        .evaluateAll((els) => els.map((el) => el.getAttribute('data-tone')));
      const configurable = tones.slice(3, -2);
      configurable.forEach((tone, i) => expect(tone).toBe(i % 2 === 0 ? 'light' : 'muted'));
      // The always-shown three cannot be hidden.
      expect((await api.put(apiPaths.adminSiteConfigSection('hero'), { data: { isVisible: false } })).status()).toBe(
        400,
      );
      await expect(page.locator('[data-section="hero"]')).toHaveCount(1);
    } finally {
      const restore = Date.now();
      await api.put(apiPaths.adminSiteConfigSection('workflow-demo'), { data: { isVisible: true } });
      await waitForRebuild(api, restore);
    }
    await openHome(page);
    await expect(page.locator('[data-section="workflow-demo"]')).toHaveCount(1);
  });
});

test.describe('hero canvas', () => {
  test('animates at once without any input; the pick holds for the browser session', async ({ page }) => {
    await openHome(page);
    const canvas = page.locator('#hero canvas[data-hero-canvas]');
    await expect(canvas).toHaveAttribute('aria-hidden', 'true');
    const frames = async () => Number((await canvas.getAttribute('data-frames')) ?? 0);
    // No pointer, key, scroll or wheel event: the page has only loaded. The hero's own script
    // (no island to hydrate) hands the canvas to a worker (data-frames appears); frames must then
    // follow with no input at all, the first within a second of the load event. That second is read off
    // the page's own clock (the canvas notes when its first frame was drawn), so the test's
    // polling delay on a busy machine does not count against the page.
    await expect(canvas).toHaveAttribute('data-frames', /\d+/);
    await expect.poll(frames, { intervals: [50] }).toBeGreaterThan(0);
    const afterLoad = await canvas.evaluate((el) => {
      const [nav] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      return Number((el as HTMLCanvasElement).dataset.firstFrameAt) - nav!.loadEventEnd;
    });
    expect(afterLoad).toBeLessThan(1000);
    const first = await frames();
    await expect.poll(frames).toBeGreaterThan(first + 5);
    const type = await canvas.getAttribute('data-animation');
    expect(ANIMATION_TYPES).toContain(type);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), HERO_SESSION_KEY)).toBe(type);

    // Another pick is forced into storage: a reload must honour the session's choice.
    const other = ANIMATION_TYPES.find((t) => t !== type)!;
    await page.evaluate(([key, value]) => sessionStorage.setItem(key!, value!), [HERO_SESSION_KEY, other]);
    await page.reload();
    await expect(canvas).toHaveAttribute('data-animation', other);
    await page.reload();
    await expect(canvas).toHaveAttribute('data-animation', other);
  });

  test('the canvas sits behind the headline, which is the largest text', async ({ page }) => {
    await openHome(page);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toBeVisible();
    // The canvas's layer is the positioned box around it.
    const canvasZ = await page.locator('#hero canvas').evaluate((el) => getComputedStyle(el.parentElement!).zIndex);
    expect(Number(canvasZ)).toBeLessThan(0);
    const hit = await h1.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return document.elementFromPoint(r.left + 10, r.top + r.height / 2)?.closest('h1') === el;
    });
    expect(hit).toBe(true);
  });

  test('?hero= forces an animation and the hidden picker switches it', async ({ page }) => {
    await openHome(page, '/?hero=fluidDynamics');
    const canvas = page.locator('#hero canvas[data-hero-canvas]');
    await expect(canvas).toHaveAttribute('data-animation', 'fluidDynamics');
    await expect(page.locator('[data-hero-picker]')).toHaveCount(0);
    const picker = page.getByRole('group', { name: 'Hero animation picker' });
    // The shortcut listener arrives with the hero's script; press until the picker answers.
    await expect(async () => {
      await page.keyboard.press('Alt+Shift+KeyH');
      await expect(picker).toBeVisible({ timeout: 500 });
    }).toPass();
    await expect(picker.getByRole('button')).toHaveCount(4);
    await picker.getByRole('button', { name: 'Swarm Intelligence' }).click();
    await expect(canvas).toHaveAttribute('data-animation', 'swarmIntelligence');
    expect(await page.evaluate((key) => sessionStorage.getItem(key), HERO_SESSION_KEY)).toBe('swarmIntelligence');
    await openHome(page, '/?hero=picker');
    await expect(page.getByRole('group', { name: 'Hero animation picker' })).toBeVisible();
  });

  test('under reduced motion it draws a single still frame', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openHome(page);
    const canvas = page.locator('#hero canvas[data-hero-canvas]');
    await expect(canvas).toHaveAttribute('data-frames', '1');
    await page.waitForTimeout(600);
    await expect(canvas).toHaveAttribute('data-frames', '1');
  });

  test('stops drawing once scrolled out of view', async ({ page }) => {
    await openHome(page);
    const canvas = page.locator('#hero canvas[data-hero-canvas]');
    await expect.poll(async () => Number(await canvas.getAttribute('data-frames'))).toBeGreaterThan(3);
    await page.locator('#features').scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    const before = Number(await canvas.getAttribute('data-frames'));
    await page.waitForTimeout(600);
    expect(Number(await canvas.getAttribute('data-frames'))).toBe(before);
  });
});

test.describe('videos', () => {
  test('the platform video loops muted with three sources and a poster', async ({ page }) => {
    await openHome(page);
    const video = page.locator('#platform video');
    // The poster is not part of the page's first load: it would compete with the hero's font.
    const fetched = () =>
      page.evaluate(() =>
        performance.getEntriesByType('resource').some((e) => e.name.includes('platform-demo-poster')),
      );
    await expect(video).not.toHaveAttribute('poster', /./);
    expect(await fetched()).toBe(false);
    await video.scrollIntoViewIfNeeded();
    await expect(video).toHaveAttribute('poster', /platform-demo-poster/);
    await expect.poll(fetched).toBe(true);
    expect(await video.evaluate((v: HTMLVideoElement) => [v.muted, v.loop, v.preload])).toEqual([true, true, 'none']);
    await expect(video.locator('source')).toHaveCount(3);
    await expect(page.locator('#platform [data-feature-card], #platform ul > li')).toHaveCount(5);
  });

  test("a video that cannot load says 'Video unavailable'", async ({ page }) => {
    await page.route('**/media/platform-demo*', (route) =>
      route.request().resourceType() === 'media' || /\.(webm|mp4)$/.test(route.request().url())
        ? route.abort()
        : route.continue(),
    );
    await openHome(page);
    await hydrated(page, '#platform');
    await expect(page.locator('#platform').getByText('Video unavailable')).toBeVisible();
  });

  test('demo cards play one at a time', async ({ page }) => {
    await openHome(page);
    const root = await hydrated(page, '#feature-videos');
    const cards = root.locator('[data-feature-video]');
    await expect(cards).toHaveCount(6);
    for (const card of await cards.all()) await expect(card.locator('[data-duration]')).toHaveText(/Duration \d+:\d\d/);
    await cards
      .nth(0)
      .getByRole('button', { name: /^Play / })
      .click();
    await expect(cards.nth(0)).toContainText('Now Playing');
    // While playing, the pause control sits in a corner and leaves the middle of the recording free.
    const frame = (await cards.nth(0).locator('video').boundingBox())!;
    const pause = (await cards
      .nth(0)
      .getByRole('button', { name: /^Pause / })
      .locator('span')
      .first()
      .boundingBox())!;
    expect(pause.width).toBeLessThan(frame.width / 8);
    expect(pause.x + pause.width).toBeLessThan(frame.x + frame.width / 4);
    expect(pause.y).toBeGreaterThan(frame.y + (frame.height * 3) / 4);
    await cards
      .nth(2)
      .getByRole('button', { name: /^Play / })
      .click();
    await expect(cards.nth(2)).toContainText('Now Playing');
    await expect(root.getByText('Now Playing')).toHaveCount(1);
    await cards
      .nth(2)
      .getByRole('button', { name: /^Pause / })
      .click();
    await expect(root.getByText('Now Playing')).toHaveCount(0);
  });

  test('every duration badge states the length of the clip it plays', async ({ page }) => {
    test.slow(); // a dozen clips are opened and measured one by one
    await openHome(page);
    /** The browser's own reading of a clip's length, rounded like the badges. */
    const clipLength = (src: string) =>
      page.evaluate(
        (url) =>
          new Promise<string>((resolve, reject) => {
            const v = document.createElement('video');
            v.preload = 'metadata';
            v.muted = true;
            v.onloadedmetadata = () => {
              const s = Math.round(v.duration);
              resolve(`${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`);
            };
            v.onerror = () => reject(new Error(`cannot load ${url}`));
            v.src = url;
          }),
        src,
      );

    const cards = (await hydrated(page, '#feature-videos')).locator('[data-feature-video]');
    await expect(cards).toHaveCount(6);
    const featureClips: string[] = [];
    for (const card of await cards.all()) {
      await card.getByRole('button', { name: /^Play / }).click();
      const src = (await card.locator('video').getAttribute('src'))!;
      featureClips.push(src);
      const badge = (await card.locator('[data-duration]').textContent())!.replace('Duration', '').trim();
      expect(badge, src).toBe(await clipLength(src));
    }

    const workflow = (await hydrated(page, '#workflow-demo-videos')).locator(
      '[data-workflow-video][data-playable="true"]',
    );
    expect(await workflow.count()).toBeGreaterThan(0);
    const workflowClips: string[] = [];
    for (const card of await workflow.all()) {
      await card.click();
      const dialog = page.getByRole('dialog');
      const src = (await dialog.locator('video').getAttribute('src'))!;
      workflowClips.push(src);
      await dialog.getByRole('button', { name: 'Close video' }).click();
      const badge = await card.locator('[data-duration]').textContent();
      expect(badge?.replace('Duration', '').trim(), src).toBe(await clipLength(src));
    }
    // Two sections, two sets of recordings: no clip plays in both.
    expect(workflowClips.filter((src) => featureClips.includes(src))).toEqual([]);
  });

  test('workflow demo videos: categories from the data and a modal player', async ({ page, request }) => {
    const { data } = (await (await request.get(apiPaths.videoCategories)).json()) as { data: VideoCategory[] };
    await openHome(page);
    const root = await hydrated(page, '#workflow-demo-videos');
    const titles = data.length ? data.map((c) => c.title) : ['Workflow Demonstrations'];
    for (const title of titles) await expect(root.getByRole('heading', { name: title, level: 3 })).toBeVisible();

    const playable = root.locator('[data-workflow-video][data-playable="true"]');
    // The seeded workflow videos all have a URL.
    expect(await playable.count()).toBeGreaterThan(0);
    const scrollBefore = await page.evaluate(() => scrollY);
    await playable.first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('video, iframe')).toHaveCount(1);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    // Unlocking may reflow a few pixels (the scrollbar comes back); the page must not jump away.
    expect(Math.abs((await page.evaluate(() => scrollY)) - scrollBefore)).toBeLessThan(60);

    await playable.first().click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(10, 10); // the backdrop, outside the panel
    await expect(dialog).toHaveCount(0);

    await playable.first().click();
    await dialog.getByRole('button', { name: 'Close video' }).click();
    await expect(dialog).toHaveCount(0);
  });
});

test.describe('interactive demos', () => {
  test('tabs with counts, the empty state, and a sandboxed Expand dialog', async ({ page, request }) => {
    const { data } = (await (await request.get(apiPaths.demos)).json()) as { data: Demo[] };
    await openHome(page);
    const root = await hydrated(page, '#demos');
    const tabs = root.getByRole('tab');
    await expect(tabs).toHaveCount(4);
    for (const f of DEMO_FILTERS) {
      const count = f.type ? data.filter((d) => d.type === f.type).length : data.length;
      await expect(root.locator(`[data-demo-tab="${f.value}"]`)).toHaveText(`${f.label}${count}`);
    }
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');

    for (const f of DEMO_FILTERS.slice(1)) {
      await root.locator(`[data-demo-tab="${f.value}"]`).click();
      const count = data.filter((d) => d.type === f.type).length;
      await expect(root.locator('[data-demo]')).toHaveCount(count);
      if (count === 0) await expect(root.getByText('No demos available in this category')).toBeVisible();
    }
    await root.locator('[data-demo-tab="all"]').click();
    // The seed has demos of every type.
    expect(data.length).toBeGreaterThan(0);

    // Untrusted embed code only ever runs in an opaque-origin sandbox.
    const frames = page.locator('iframe[srcdoc]');
    for (const frame of await frames.all()) await expect(frame).toHaveAttribute('sandbox', 'allow-scripts');

    await root.getByRole('button', { name: `Expand ${data[0]!.title}` }).click();
    const dialog = page.getByRole('dialog', { name: data[0]!.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('iframe')).toHaveAttribute('sandbox', 'allow-scripts');
    // The dialog fits its demo: the frame is as tall as the document inside it, and the dialog
    // stays inside the viewport.
    const frame = dialog.locator('iframe');
    const content = frame.contentFrame().locator('body');
    await expect(content).toBeVisible();
    await expect
      .poll(async () =>
        Math.abs((await frame.evaluate((f) => f.clientHeight)) - (await content.evaluate((b) => b.scrollHeight))),
      )
      .toBeLessThanOrEqual(2);
    const box = (await dialog.boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(page.viewportSize()!.height);
    await dialog.getByRole('button', { name: 'Close dialog' }).click();
    await expect(dialog).toHaveCount(0);
    await root.getByRole('button', { name: `Expand ${data[0]!.title}` }).click();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toHaveCount(0);
  });
});

test.describe('demo frames', () => {
  // axe is added to each frame's document as a script; the page's policy would rightly refuse it.
  test.use({ bypassCSP: true });

  test('each frame wears the house style and passes axe inside', async ({ page }) => {
    test.slow(); // axe runs inside every frame's own document
    await openHome(page);
    const root = await hydrated(page, '#demos');
    const frames = root.locator('iframe[data-demo-frame]');
    const count = await frames.count();
    expect(count).toBeGreaterThan(0);
    const checked: string[] = [];
    for (const frame of await frames.all()) {
      const title = (await frame.getAttribute('title')) ?? '';
      await frame.scrollIntoViewIfNeeded();
      const body = frame.contentFrame().locator('body');
      await expect(body).toBeVisible();
      expect(await body.evaluate((b) => getComputedStyle(b).fontFamily), title).toContain('Inter Variable');
      // Each frame is a document of its own, checked on its own: nothing is left unchecked.
      const inside = (await (await frame.elementHandle())!.contentFrame())!;
      await inside.addScriptTag({ path: axePath });
      const violations = await inside.evaluate(async () => {
        const axe = (window as unknown as { axe: typeof AxeCore }).axe;
        const result = await axe.run(document, {
          runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
        });
        return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${v.help} — ${n.target.join(' ')}`));
      });
      expect(violations, title).toEqual([]);
      checked.push(title);
    }
    expect(checked).toHaveLength(count);
  });
});

test.describe('early-access signup', () => {
  test('validates, then signs up, resets and records a CTA event without personal data', async ({ page, api }) => {
    await openHome(page);
    const form = (await hydrated(page, '#signup')).locator('form');
    await form.getByRole('button', { name: /Sign Up/ }).click();
    await expect(form.getByText('Name is required')).toBeVisible();
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    await expect(form.getByLabel('Full name')).toBeFocused();

    const email = `${uniqueId('signup')}@example.org`;
    await form.getByLabel('Full name').fill('Grace Hopper');
    await form.getByLabel('Work email').fill('not-an-email');
    await form.getByRole('button', { name: /Sign Up/ }).click();
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    await expect(form.getByText('Name is required')).toHaveCount(0);
    await expect(form.getByLabel('Full name')).toHaveValue('Grace Hopper');

    await form.getByLabel('Work email').fill(email);
    const signupRequest = page.waitForRequest((r) => r.url().endsWith(apiPaths.signup) && r.method() === 'POST');
    const ctaRequest = page.waitForRequest((r) => r.url().endsWith(apiPaths.trackCta) && r.method() === 'POST');
    await form.getByRole('button', { name: /Sign Up/ }).click();
    const sent = (await signupRequest).postDataJSON();
    expect(sent).toMatchObject({ name: 'Grace Hopper', email, institution: null, researchArea: null });
    const toast = page.locator('[data-toast]');
    await expect(toast).toContainText('Success!');
    await expect(toast).toContainText("You've been added to our early access list.");
    await expect(form.getByLabel('Full name')).toHaveValue('');
    await expect(form.getByLabel('Work email')).toHaveValue('');
    const cta = (await ctaRequest).postDataJSON();
    expect(cta).toMatchObject({
      actionType: 'form_submission',
      sourcePage: '/',
      sourceSection: 'signup_section',
      sourceElement: 'signup_form',
    });
    expect(JSON.stringify(cta)).not.toContain(email);
    expect(JSON.stringify(cta)).not.toContain('Grace');

    const stored = (await (await api.get(`${apiPaths.adminSignups}?q=${encodeURIComponent(email)}`)).json()) as {
      data: { email: string }[];
    };
    expect(stored.data.map((s) => s.email)).toEqual([email]);
  });

  test('a server error keeps what was typed', async ({ page }) => {
    await page.route(`**${apiPaths.signup}`, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Internal server error' }),
      }),
    );
    await openHome(page);
    const form = (await hydrated(page, '#signup')).locator('form');
    await form.getByLabel('Full name').fill('Rosalind Franklin');
    await form.getByLabel('Work email').fill('rosalind@example.org');
    await form.getByRole('button', { name: /Sign Up/ }).click();
    const toast = page.locator('[data-toast]');
    await expect(toast).toContainText('Something went wrong.');
    await expect(toast).toContainText('Internal server error');
    await expect(toast).toHaveAttribute('data-variant', 'destructive');
    await expect(form.getByLabel('Full name')).toHaveValue('Rosalind Franklin');
    await expect(form.getByLabel('Work email')).toHaveValue('rosalind@example.org');
  });

  test('a 500 without a message falls back to the generic text', async ({ page }) => {
    await page.route(`**${apiPaths.signup}`, (route) => route.fulfill({ status: 500, body: '' }));
    await openHome(page);
    const form = (await hydrated(page, '#signup')).locator('form');
    await form.getByLabel('Full name').fill('Ada Lovelace');
    await form.getByLabel('Work email').fill('ada@example.org');
    await form.getByRole('button', { name: /Sign Up/ }).click();
    await expect(page.locator('[data-toast]')).toContainText('Please try again later.');
  });

  test('a network failure says so and keeps the input', async ({ page }) => {
    await page.route(`**${apiPaths.signup}`, (route) => route.abort('internetdisconnected'));
    await openHome(page);
    const form = (await hydrated(page, '#signup')).locator('form');
    await form.getByLabel('Full name').fill('Marie Curie');
    await form.getByLabel('Work email').fill('marie@example.org');
    await form.getByRole('button', { name: /Sign Up/ }).click();
    const toast = page.locator('[data-toast]');
    await expect(toast.locator('[data-toast-title]')).toHaveText('Error');
    await expect(toast.locator('[data-toast-description]')).toHaveText('Could not submit your request.');
    await expect(form.getByLabel('Full name')).toHaveValue('Marie Curie');
    // The close button dismisses it.
    await toast.getByRole('button', { name: 'Close notification' }).click();
    await expect(toast).toHaveCount(0);
  });
});

test.describe('contact forms', () => {
  test('the partnership form: subjects, validation, Sending..., success and reset', async ({ page, api }) => {
    await openHome(page);
    const root = await hydrated(page, '#contact');
    const form = root.locator('form[data-form="partnership"]');
    const subject = form.getByLabel('Subject');
    await expect(subject.locator('option')).toHaveText(PARTNERSHIP_SUBJECTS.map((s) => CONTACT_SUBJECT_LABELS[s]));
    await expect(subject).toHaveValue('research_partner');

    await form.getByRole('button', { name: /Send partnership enquiry/ }).click();
    await expect(form.getByText('Name is required')).toBeVisible();
    await expect(form.getByText('Email is required')).toBeVisible();
    await expect(form.getByText('Message is required')).toBeVisible();

    const email = `${uniqueId('partner')}@example.org`;
    await form.getByLabel('Name').fill('Katherine Johnson');
    await form.getByLabel('Email').fill(email);
    await subject.selectOption('investor');
    await form.getByLabel('Message').fill('We would like to talk about the angel round.');
    const contactRequest = page.waitForRequest((r) => r.url().endsWith(apiPaths.contact) && r.method() === 'POST');
    const ctaRequest = page.waitForRequest((r) => r.url().endsWith(apiPaths.trackCta) && r.method() === 'POST');
    await form.getByRole('button', { name: /Send partnership enquiry/ }).click();
    expect((await contactRequest).postDataJSON()).toMatchObject({
      name: 'Katherine Johnson',
      email,
      subject: 'investor',
    });
    await expect(page.locator('[data-toast]')).toContainText('Message sent!');
    await expect(page.locator('[data-toast]')).toContainText("We'll get back to you as soon as possible.");
    expect((await ctaRequest).postDataJSON()).toMatchObject({
      actionType: 'contact_form',
      sourceSection: 'contact_section',
    });
    await expect(form.getByLabel('Name')).toHaveValue('');
    await expect(subject).toHaveValue('research_partner');

    const stored = (await (await api.get(`${apiPaths.adminContacts}?q=${encodeURIComponent(email)}`)).json()) as {
      data: { subject: string }[];
    };
    expect(stored.data.map((c) => c.subject)).toEqual(['investor']);
  });

  test('the partnership form disables itself while sending and keeps input on failure', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${apiPaths.contact}`, async (route) => {
      await held;
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Database unavailable' }),
      });
    });
    await openHome(page);
    const form = (await hydrated(page, '#contact')).locator('form[data-form="partnership"]');
    await form.getByLabel('Name').fill('Dorothy Vaughan');
    await form.getByLabel('Email').fill('dorothy@example.org');
    await form.getByLabel('Message').fill('Pilot for our journal.');
    await form.getByRole('button', { name: /Send partnership enquiry/ }).click();
    const sending = form.getByRole('button', { name: 'Sending...' });
    await expect(sending).toBeDisabled();
    release();
    await expect(page.locator('[data-toast]')).toContainText('Submission failed');
    await expect(page.locator('[data-toast]')).toContainText('Database unavailable');
    await expect(form.getByLabel('Message')).toHaveValue('Pilot for our journal.');
  });

  test('the partnership form: fallback text and an unreadable answer', async ({ page }) => {
    let answer = { status: 500, body: '' };
    await page.route(`**${apiPaths.contact}`, (route) => route.fulfill(answer));
    await openHome(page);
    const form = (await hydrated(page, '#contact')).locator('form[data-form="partnership"]');
    await form.getByLabel('Name').fill('Mae Jemison');
    await form.getByLabel('Email').fill('mae@example.org');
    await form.getByLabel('Message').fill('Hello');
    await form.getByRole('button', { name: /Send partnership enquiry/ }).click();
    await expect(page.locator('[data-toast]')).toContainText('Something went wrong. Please try again.');
    answer = { status: 500, body: '<html>gateway</html>' };
    await form.getByRole('button', { name: /Send partnership enquiry/ }).click();
    await expect(page.locator('[data-toast]')).toContainText('Invalid server response');
    await expect(form.getByLabel('Name')).toHaveValue('Mae Jemison');
  });

  test('the simple form needs only a message and sends website_contact', async ({ page }) => {
    await openHome(page);
    const form = (await hydrated(page, '#contact')).locator('form[data-form="simple-contact"]');
    await expect(form.getByLabel('Email')).toHaveAttribute('type', 'email');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByText('Message is required')).toBeVisible();
    await expect(form.getByText('Name is required')).toHaveCount(0);

    await form.getByLabel('Message').fill('Do you support JATS XML output?');
    const contactRequest = page.waitForRequest((r) => r.url().endsWith(apiPaths.contact) && r.method() === 'POST');
    let ctaSent = false;
    page.on('request', (r) => {
      if (r.url().endsWith(apiPaths.trackCta)) ctaSent = true;
    });
    await form.getByRole('button', { name: 'Send message' }).click();
    expect((await contactRequest).postDataJSON()).toMatchObject({
      subject: WEBSITE_CONTACT_SUBJECT,
      message: 'Do you support JATS XML output?',
    });
    await expect(page.locator('[data-toast]')).toContainText('Message sent!');
    await expect(form.getByLabel('Message')).toHaveValue('');
    expect(ctaSent).toBe(false);
  });

  test('the simple form on a network failure', async ({ page }) => {
    await page.route(`**${apiPaths.contact}`, (route) => route.abort('internetdisconnected'));
    await openHome(page);
    const form = (await hydrated(page, '#contact')).locator('form[data-form="simple-contact"]');
    await form.getByLabel('Message').fill('Are you hiring?');
    await form.getByRole('button', { name: 'Send message' }).click();
    const toast = page.locator('[data-toast]');
    await expect(toast.locator('[data-toast-title]')).toHaveText('Error');
    await expect(toast.locator('[data-toast-description]')).toHaveText(
      'Could not submit your message. Please try again later.',
    );
    await expect(form.getByLabel('Message')).toHaveValue('Are you hiring?');
  });

  test('every public form carries the hidden honeypot', async ({ page }) => {
    await openHome(page);
    const honeypots = page.locator('input[name="website"]');
    await expect(honeypots).toHaveCount(3);
    for (const input of await honeypots.all()) {
      await expect(input).toHaveAttribute('tabindex', '-1');
      await expect(input).toHaveAttribute('autocomplete', 'off');
      await expect(input).not.toBeInViewport();
      expect(await input.evaluate((el) => el.closest('[aria-hidden="true"]') !== null)).toBe(true);
    }
  });

  test('toasts sit bottom right and at most 420 px wide on wide screens', async ({ page }) => {
    await page.route(`**${apiPaths.contact}`, (route) => route.abort());
    await openHome(page);
    const form = (await hydrated(page, '#contact')).locator('form[data-form="simple-contact"]');
    await form.getByLabel('Message').fill('x');
    await form.getByRole('button', { name: 'Send message' }).click();
    const box = (await page.locator('[data-toast]').boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.width).toBeLessThanOrEqual(420);
    expect(viewport.width - (box.x + box.width)).toBeLessThan(40);
    expect(viewport.height - (box.y + box.height)).toBeLessThan(40);
  });
});

test('the 404 page', async ({ page }) => {
  const response = await page.goto('/definitely/not/here');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404 Page Not Found', level: 1 })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('#hero')).toBeVisible();
});

test('axe finds nothing on the landing page', async ({ page }) => {
  test.setTimeout(120_000);
  await openHome(page);
  for (const id of ['#platform', '#feature-videos', '#workflow-demo-videos', '#demos', '#signup', '#contact'])
    await hydrated(page, id);
  await page.evaluate(() => scrollTo(0, 0));
  await expectNoAxeViolations(page, { exclude: DEMO_CONTENT });
});

test.describe('at 390×844', () => {
  test.use({ viewport: MOBILE });

  test('the menu toggle opens the four links, Get Early Access stays beside it, a choice closes it', async ({
    page,
  }) => {
    await openHome(page);
    const banner = page.getByRole('banner');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const toggle = banner.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(banner.getByRole('link', { name: 'Get Early Access' })).toBeVisible();

    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByRole('link')).toHaveText(['Platform', 'Demos', 'Partnerships', 'Contact']);
    await expect(banner.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(banner.getByRole('link', { name: 'Get Early Access' })).toBeVisible();

    await menu.getByRole('link', { name: 'Contact' }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/#contact$/);
    expect(await settledTop(page, '#contact')).toBe(80);

    await banner.getByRole('button', { name: 'Open menu' }).click();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });

  test('nothing overflows sideways', async ({ page }) => {
    await openHome(page);
    for (const id of ['#feature-videos', '#workflow-demo-videos', '#demos', '#contact']) await hydrated(page, id);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });

  test('toasts appear at the top on small screens', async ({ page }) => {
    await page.route(`**${apiPaths.signup}`, (route) => route.abort());
    await openHome(page);
    const form = (await hydrated(page, '#signup')).locator('form');
    await form.getByLabel('Full name').fill('Tu Youyou');
    await form.getByLabel('Work email').fill('tu@example.org');
    await form.getByRole('button', { name: /Sign Up/ }).click();
    const box = (await page.locator('[data-toast]').boundingBox())!;
    expect(box.y).toBeLessThan(40);
  });

  test('axe finds nothing at phone width', async ({ page }) => {
    test.setTimeout(120_000);
    await openHome(page);
    for (const id of ['#platform', '#feature-videos', '#workflow-demo-videos', '#demos', '#signup', '#contact'])
      await hydrated(page, id);
    await page.evaluate(() => scrollTo(0, 0));
    await expectNoAxeViolations(page, { exclude: DEMO_CONTENT });
  });
});
