// The landing page's sections in a real browser: their order, backgrounds and links, the roadmap,
// the updates teaser, hiding and showing a section from the admin, and the hero canvas.
import {
  ANIMATION_TYPES,
  api as apiPaths,
  brand,
  CALLBACK_BUSINESS_DAYS,
  HERO_SESSION_KEY,
  ROADMAP,
  SECTION_IDS,
  type Article,
} from '@nodal/shared';
import { expect, hydrateIslands, paintedFrames, test, waitForRebuild } from './fixtures.ts';
import { startOnceBuilt, settledTop, openHome } from './landing.ts';

startOnceBuilt();

const DOM_LIMIT = 1500;

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

  // A large DOM slows every style recalculation and layout on a phone. Counted as served, before any
  // island hydrates or a visitor opens anything, and again once every island has hydrated.
  test('the page stays under 1,500 elements', async ({ page }) => {
    test.setTimeout(120_000);
    await openHome(page);
    const count = () => page.evaluate(() => document.getElementsByTagName('*').length);
    const served = await count();
    expect(served).toBeLessThan(DOM_LIMIT);
    await hydrateIslands(page);
    const hydrated = await count();
    test.info().annotations.push({ type: 'DOM elements of /', description: `${served} served, ${hydrated} hydrated` });
    expect(hydrated).toBeLessThan(DOM_LIMIT);
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
    test.setTimeout(120_000);
    const cards = page.locator('[data-teaser-article]');
    let data: Article[] = [];
    // Other tests publish articles meanwhile, and the prebuilt page catches up only once its rebuild
    // is served: compared again, page and API read afresh, until they agree.
    await expect
      .poll(
        async () => {
          ({ data } = (await (await request.get(`${apiPaths.articles}?limit=3`)).json()) as { data: Article[] });
          await openHome(page);
          const hrefs = await cards.locator('h3 a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
          const latest = data.slice(0, 3).map((a) => `/updates/${a.slug}`);
          return latest.length && hrefs.join(' ') === latest.join(' ')
            ? 'the same'
            : `teaser ${hrefs.join(' ')} vs latest ${latest.join(' ')}`;
        },
        { timeout: 90_000, intervals: [2_000, 5_000] },
      )
      .toBe('the same');
    // The test server is seeded with published articles, so there is always something to link.
    await expect(cards).toHaveCount(Math.min(3, data.length));
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
  // A visitor who has not asked for less motion; the reduced-motion test below asks for it itself.
  test.use({ reducedMotion: 'no-preference' });

  test('animates at once without any input; the pick holds for the browser session', async ({ page }) => {
    await openHome(page);
    const canvas = page.locator('#hero canvas[data-hero-canvas]');
    await expect(canvas).toHaveAttribute('aria-hidden', 'true');
    const frames = async () => Number((await canvas.getAttribute('data-frames')) ?? 0);
    // No pointer, key, scroll or wheel event: the page has only loaded. The hero's own script
    // (no island to hydrate) hands the canvas to a worker (data-frames appears); frames must then
    // follow with no input at all. How soon the first one comes after the load event is a budget,
    // measured in budgets.spec.ts when no other test loads the machine.
    await expect(canvas).toHaveAttribute('data-frames', /\d+/);
    await expect.poll(frames, { intervals: [50] }).toBeGreaterThan(0);
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
    await paintedFrames(page, 30);
    await expect(canvas).toHaveAttribute('data-frames', '1');
  });

  test('stops drawing once scrolled out of view', async ({ page }) => {
    await openHome(page);
    const canvas = page.locator('#hero canvas[data-hero-canvas]');
    await expect.poll(async () => Number(await canvas.getAttribute('data-frames'))).toBeGreaterThan(3);
    await page.locator('#features').scrollIntoViewIfNeeded();
    const frames = async () => Number(await canvas.getAttribute('data-frames'));
    // Frames already on their way from the worker may still land; then the count stays put.
    await expect
      .poll(async () => {
        const before = await frames();
        await paintedFrames(page, 10);
        return (await frames()) === before;
      })
      .toBe(true);
    const before = await frames();
    await paintedFrames(page, 30);
    expect(await frames()).toBe(before);
  });
});

test.describe('the live canvas', () => {
  // The embedded playground shares its node cards, library and panel with /playground; on the
  // landing page it is drawn inside a narrower section, so its text is checked at its zoom there.
  test('at 1280 its text reads at 12 px or more once the canvas opens', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/#workflow-demo', { waitUntil: 'load' });
    const section = page.locator('#workflow-demo');
    await section.getByRole('button', { name: 'Try It Live' }).click();
    const embedded = section.locator('[data-playground="embedded"]');
    await expect(embedded.locator('.react-flow__node')).toHaveCount(6);
    // The opening fit is animated unless motion is reduced: read the zoom once it has settled.
    const zoom = () =>
      embedded
        .locator('.react-flow__viewport')
        .evaluate((el) => new DOMMatrixReadOnly(getComputedStyle(el).transform).a);
    await expect.poll(zoom).toBeGreaterThan(0);
    let last = 0;
    await expect
      .poll(async () => {
        const now = await zoom();
        const settled = now === last;
        last = now;
        return settled;
      })
      .toBe(true);
    const texts = await embedded.evaluate((root) => {
      const out: { text: string; px: number; onCanvas: boolean }[] = [];
      const viewport = root.querySelector<HTMLElement>('.react-flow__viewport')!;
      const scale = new DOMMatrixReadOnly(getComputedStyle(viewport).transform).a;
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const el = node.parentElement!;
        if (!node.textContent?.trim() || !el.checkVisibility() || el.closest('.sr-only')) continue;
        const size = parseFloat(getComputedStyle(el).fontSize);
        const onCanvas = viewport.contains(el);
        out.push({ text: node.textContent.trim(), px: onCanvas ? size * scale : size, onCanvas });
      }
      return out;
    });
    // The node cards on the canvas, the node library beside it and the toolbar all count.
    expect(texts.filter((t) => t.onCanvas).length).toBeGreaterThan(0);
    const small = texts.filter((t) => t.px < 12).map((t) => `${t.text} (${t.px.toFixed(1)} px)`);
    expect(small, 'text under 12 px as drawn').toEqual([]);
  });
});
