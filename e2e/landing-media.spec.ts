// The landing page's videos, interactive demos and the demo frames inside them.
import { api as apiPaths, DEMO_FILTERS, type Demo, type VideoCategory } from '@nodal/shared';
import { createRequire } from 'node:module';
import type AxeCore from 'axe-core';
import { expect, test } from './fixtures.ts';
import { startOnceBuilt, hydrated, openHome } from './landing.ts';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

startOnceBuilt();
// Videos start playing, and so find out they cannot load, only for a visitor who allows motion.
test.use({ reducedMotion: 'no-preference' });

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
    // Paused, a card is as it was built: its still, no clip left playing, the play control back.
    await expect(root.locator('video')).toHaveCount(0);
    await expect(cards.nth(2).locator('img')).toHaveCount(1);
    await expect(cards.nth(2).getByRole('button', { name: /^Play / })).toHaveAttribute('aria-pressed', 'false');
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
    const title = (await playable.first().getAttribute('data-title'))!;
    await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(title);
    await expect(dialog).toHaveAccessibleName(title);
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
    // Closed, the player keeps no clip that could go on playing behind the page.
    await expect(page.locator('[data-video-modal] video, [data-video-modal] iframe')).toHaveCount(0);
  });

  test('every workflow video card shows its still at its top edge, whatever the length of its text', async ({
    page,
  }) => {
    // Side by side, a card with a shorter description is as tall as its neighbour: a button would
    // centre its content and leave a strip above the still.
    await page.setViewportSize({ width: 1280, height: 900 });
    await openHome(page);
    const root = await hydrated(page, '#workflow-demo-videos');
    const gaps = await root
      .locator('[data-workflow-video]')
      .evaluateAll((cards) =>
        cards.map((card) => card.firstElementChild!.getBoundingClientRect().top - card.getBoundingClientRect().top),
      );
    expect(gaps.length).toBeGreaterThan(1);
    // The card's 1 px border is all there is above the still.
    for (const gap of gaps) expect(gap).toBeLessThanOrEqual(1.5);
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
      // The other types' cards stay in the page, hidden, so their frames keep what they loaded.
      await expect(root.locator('[data-demo]:visible')).toHaveCount(count);
      if (count === 0) await expect(root.getByText('No demos available in this category')).toBeVisible();
    }
    await root.locator('[data-demo-tab="all"]').click();
    // The tabs are one tab stop: arrow keys move along them, wrapping, and moving selects.
    await root.locator('[data-demo-tab="all"]').press('ArrowLeft');
    const last = root.locator(`[data-demo-tab="${DEMO_FILTERS.at(-1)!.value}"]`);
    await expect(last).toBeFocused();
    await expect(last).toHaveAttribute('aria-selected', 'true');
    await expect(last).toHaveAttribute('tabindex', '0');
    await last.press('Home');
    await expect(tabs.first()).toBeFocused();
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await expect(root.locator('[data-demo]:visible')).toHaveCount(data.length);
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
