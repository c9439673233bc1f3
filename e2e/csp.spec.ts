// The Content-Security-Policy in a real browser. Every page sends it with no 'unsafe-inline'
// script source; the pages' own inline scripts (allowed by hash) and bundles still run without a
// single violation, and an inline script slipped into a page's HTML is refused.
import type { Page } from '@playwright/test';
import { baseURL } from './playwright.config.ts';
import { ADMIN, adminApi, expect, hydrateIslands, test, uniqueId, waitForRebuild } from './fixtures.ts';

// The hero must still draw under the policy, so these pages are visited with motion allowed.
test.use({ reducedMotion: 'no-preference' });

const ARTICLE = '/updates/partner-integrations-q2';

interface Violation {
  directive: string;
  blocked: string;
  source: string;
}

// The server rebuilds the site once after seeding; read pages only once that build is live.
test.beforeAll(async () => {
  const api = await adminApi(baseURL);
  await waitForRebuild(api, 0, 180_000);
  await api.dispose();
});

/**
 * Records every CSP violation: the `securitypolicyviolation` events of the top document (caught
 * from its first script on) and the console reports of every frame, embeds included.
 */
async function recordViolations(page: Page): Promise<() => Promise<Violation[]>> {
  const reported: Violation[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text()))
      reported.push({ directive: 'console', blocked: message.text(), source: page.url() });
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __violations: unknown[] };
    w.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      w.__violations.push({
        directive: e.effectiveDirective,
        blocked: e.blockedURI,
        source: `${e.sourceFile}:${e.lineNumber}`,
      });
    });
  });
  return async () => [
    ...reported,
    ...(await page.evaluate(() => (window as unknown as { __violations: Violation[] }).__violations)),
  ];
}

/** Serves the page's real response, headers included, with an inline script first in its <head>. */
async function injectInlineScript(page: Page, path: string): Promise<void> {
  await page.route(new URL(path, baseURL).href, async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    expect(html).toContain('<head>');
    const headers = { ...response.headers() };
    delete headers['content-encoding'];
    delete headers['content-length'];
    await route.fulfill({
      response,
      headers,
      body: html.replace('<head>', '<head><script>window.__injected = true</script>'),
    });
  });
}

const injected = (page: Page) => page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected);

/** The hero draws (in its worker, which the policy must allow) while it is in view. */
async function expectHeroDraws(page: Page): Promise<void> {
  let x = 300;
  await expect
    .poll(async () => {
      await page.mouse.move((x += 5), 300);
      return Number(await page.locator('#hero canvas[data-hero-canvas]').getAttribute('data-frames'));
    })
    .toBeGreaterThan(5);
}

async function signUp(page: Page): Promise<void> {
  const form = page.locator('#signup form');
  await form.scrollIntoViewIfNeeded();
  await expect(page.locator('#signup astro-island[ssr]')).toHaveCount(0);
  await form.getByLabel('Full name').fill('Grace Hopper');
  await form.getByLabel('Work email').fill(`${uniqueId('csp')}@example.org`);
  await form.getByRole('button', { name: /Sign Up/ }).click();
  await expect(page.locator('[data-toast]')).toContainText('Success!');
}

async function switchDocsTab(page: Page): Promise<void> {
  await expect(page.locator('[data-docs][data-ready="true"]')).toBeAttached();
  await page
    .getByRole('navigation', { name: 'Documentation sections' })
    .getByRole('link', { name: 'Integration', exact: true })
    .click();
  await expect(page).toHaveURL(/\/docs#integration-api-overview$/);
  await expect(page.locator('[data-doc-panel]:visible [data-doc-title]')).toHaveText('API Overview');
}

async function logIn(page: Page): Promise<void> {
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
}

test.describe('the policy every page is sent', () => {
  for (const path of [
    '/',
    '/docs',
    '/docs/ai-tech/advanced-rag',
    '/updates',
    ARTICLE,
    '/updates/not-prebuilt-yet',
    '/animation-preview',
    '/preview',
    '/login',
    '/admin/articles',
    '/no-such-page',
  ]) {
    test(`${path} allows no inline script but by hash`, async ({ request }) => {
      const response = await request.get(path);
      const policy = response.headers()['content-security-policy'] ?? '';
      const scriptSrc = policy.split(/;\s*/).find((d) => d.startsWith('script-src '));
      // 'wasm-unsafe-eval' is for the docs search's WebAssembly (docs/decisions/0040): no eval.
      expect(scriptSrc).toMatch(/^script-src 'self' 'wasm-unsafe-eval'( 'sha256-[\w+/]+=*')+$/);
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain("frame-ancestors 'none'");
    });
  }
});

test.describe('normal use reports no violation', () => {
  test('the public pages, the signup form and the docs tabs', async ({ page }) => {
    test.setTimeout(180_000);
    const violations = await recordViolations(page);
    const seen: Record<string, Violation[]> = {};

    await page.goto('/');
    await expectHeroDraws(page);
    await hydrateIslands(page);
    await signUp(page);
    // A demo's embed runs in a srcdoc frame under this page's policy: its script is allowed by hash.
    const demo = page.frameLocator('iframe[title="Reference checker demo"]');
    // Its document is set when the card comes into view, and its button can be on screen a moment
    // before the script after it has run: pressed again until it answers (each press redraws the list).
    await expect(async () => {
      await demo.getByRole('button', { name: 'Validate' }).click();
      await expect(demo.locator('#out li')).toHaveCount(3, { timeout: 2_000 });
    }).toPass();
    seen['/'] = await violations();

    await page.goto('/docs');
    await switchDocsTab(page);
    seen['/docs'] = await violations();

    // A topic page, and its side list leading to the next topic's page.
    await page.goto('/docs/ai-tech/advanced-rag');
    await page
      .getByRole('navigation', { name: 'AI Technology topics' })
      .getByRole('link', { name: /Vector Embeddings/ })
      .click();
    await expect(page).toHaveURL(/\/docs\/ai-tech\/vector-embeddings$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Vector Embeddings and Semantic Search' })).toBeVisible();
    seen['/docs/ai-tech/advanced-rag'] = await violations();

    // Each page is read once its islands have hydrated and what it fetches has arrived.
    const pagesWithTheirSign: [string, string][] = [
      ['/updates', 'Updates'],
      [ARTICLE, 'Partner integrations'],
      ['/updates/not-prebuilt-yet', 'Article Not Found'],
      ['/animation-preview', 'Hero Animation Preview'],
      ['/preview', 'Preview unavailable'],
      ['/no-such-page', '404 Page Not Found'],
    ];
    for (const [path, heading] of pagesWithTheirSign) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await hydrateIslands(page);
      seen[path] = await violations();
    }
    for (const [path, list] of Object.entries(seen)) expect(list, path).toEqual([]);
  });

  test('the admin: login, dashboard and its pages', async ({ page }) => {
    const violations = await recordViolations(page);
    await page.goto('/login');
    await logIn(page);
    await page.getByRole('link', { name: /Article Management/ }).click();
    await expect(page).toHaveURL(/\/admin\/articles$/);
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);
  });
});

test.describe('an injected inline script is refused', () => {
  test('on the landing page, whose form still submits and whose hero still draws', async ({ page }) => {
    const violations = await recordViolations(page);
    await injectInlineScript(page, '/');
    await page.goto('/');
    await expectHeroDraws(page);
    await signUp(page);
    expect(await injected(page)).toBeUndefined();
    expect(await violations()).toContainEqual(
      expect.objectContaining({ directive: expect.stringMatching(/^script-src/), blocked: 'inline' }),
    );
  });

  test('on an article page', async ({ page }) => {
    const violations = await recordViolations(page);
    await injectInlineScript(page, ARTICLE);
    await page.goto(ARTICLE);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await injected(page)).toBeUndefined();
    expect(await violations()).toContainEqual(
      expect.objectContaining({ directive: expect.stringMatching(/^script-src/), blocked: 'inline' }),
    );
  });

  test('on /docs, whose tabs still switch', async ({ page }) => {
    const violations = await recordViolations(page);
    await injectInlineScript(page, '/docs');
    await page.goto('/docs');
    await switchDocsTab(page);
    expect(await injected(page)).toBeUndefined();
    expect(await violations()).toContainEqual(
      expect.objectContaining({ directive: expect.stringMatching(/^script-src/), blocked: 'inline' }),
    );
  });

  test('on /login and /admin, where the admin still logs in and sees the dashboard', async ({ page }) => {
    const violations = await recordViolations(page);
    await injectInlineScript(page, '/login');
    await injectInlineScript(page, '/admin');
    await page.goto('/login');
    expect(await injected(page)).toBeUndefined();
    await logIn(page);
    // A fresh load of /admin itself, not only the app's navigation to it.
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    expect(await injected(page)).toBeUndefined();
    expect(await violations()).toContainEqual(
      expect.objectContaining({ directive: expect.stringMatching(/^script-src/), blocked: 'inline' }),
    );
  });
});
