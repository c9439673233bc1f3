// `pnpm audit:web`: Lighthouse (mobile preset, system Chromium) on the public pages, and the
// JavaScript budgets: gzip bytes on / before any island hydrates and after all have, and the admin
// app's first route. Starts the product on a fresh database unless AUDIT_URL points at a running one.
import { availableParallelism, loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium as playwright } from 'playwright-core';
import { CHROMIUM_ARGS } from './chromium.ts';
import { startProductServer } from './product-server.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
const BUDGET = {
  beforeHydration: 7 * 1024,
  afterHydration: 120 * 1024,
  adminFirstRoute: 200 * 1024,
  playgroundChunk: 150 * 1024,
  playgroundInteractiveMs: 1000,
};
// The playground's canvas chunk loads only when its section nears the viewport or on /playground;
// it has its own budget, so it is counted there and not in "after all islands hydrate".
const PLAYGROUND_CHUNK = /\/_astro\/Playground(?:Island)?\.[\w-]+\.js$/;
const TARGET = { performance: 98, others: 100, lcpMs: 1500, cls: 0, tbtMs: 50 };

async function runLighthouse(url: string) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const lhr = result!.lhr;
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const failing = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN),
      tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? NaN),
      cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
      failing,
    };
  } finally {
    await chrome.kill();
  }
}

const gz = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;

/** JS the document itself carries or references, then everything after scrolling through the page. */
async function jsBudget(base: string) {
  const browser = await playwright.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS] });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const loaded = new Map<string, number>();
    page.on('response', async (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (!type.includes('javascript')) return;
      try {
        loaded.set(response.url(), gz(await response.body()));
      } catch {
        // a response without a body (redirect) carries no script
      }
    });
    await page.goto(`${base}/`, { waitUntil: 'domcontentloaded' });
    const html = await (await fetch(`${base}/`)).text();
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
      .filter((m) => !/type="application\/(ld\+)?json"/.test(m[0]))
      .map((m) => m[1] ?? '');
    const referenced = [
      ...html.matchAll(/<script[^>]*\bsrc="([^"]+)"|<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
    ].map((m) => m[1] ?? m[2]!);
    let before = inline.reduce((sum, code) => sum + gz(code), 0);
    for (const src of referenced) before += gz(Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer()));
    // Bring every island into view so each one hydrates, then let the network settle.
    for (let y = 0; y < 40; y++) {
      await page.mouse.wheel(0, 700);
      await page.waitForTimeout(120);
    }
    await page.waitForLoadState('networkidle');
    const after =
      inline.reduce((sum, code) => sum + gz(code), 0) +
      [...loaded].filter(([url]) => !PLAYGROUND_CHUNK.test(url)).reduce((a, [, b]) => a + b, 0);

    const admin = await browser.newPage();
    let adminBytes = 0;
    admin.on('response', async (response) => {
      if ((response.headers()['content-type'] ?? '').includes('javascript')) adminBytes += gz(await response.body());
    });
    await admin.goto(`${base}/login`, { waitUntil: 'load' });
    await admin.waitForTimeout(1500);
    const playground = await playgroundFigures(browser, base);
    return { before, after, admin: adminBytes, ...playground };
  } finally {
    await browser.close();
  }
}

/**
 * The playground's own JavaScript (gzip) and the time from a click on the landing section's "Open
 * full screen" to a canvas that answers: the Run button enabled and the template's nodes drawn.
 */
async function playgroundFigures(browser: Awaited<ReturnType<typeof playwright.launch>>, base: string) {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  try {
    await page.goto(`${base}/`, { waitUntil: 'load' });
    const link = page.locator('#workflow-demo a[data-cta="workflow-demo-full-screen"]');
    await link.scrollIntoViewIfNeeded();
    const chunks = new Map<string, number>();
    page.on('response', async (response) => {
      if (!PLAYGROUND_CHUNK.test(response.url())) return;
      try {
        chunks.set(response.url(), gz(await response.body()));
      } catch {
        // no body
      }
    });
    // A fresh cache, as a first-time visitor has: the section may already have fetched the chunk.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    const started = Date.now();
    await link.click();
    await page.locator('[data-playground="page"] [data-run]:not([disabled])').waitFor();
    await page.locator('[data-playground="page"] .react-flow__node').first().waitFor();
    const interactiveMs = Date.now() - started;
    await page.waitForLoadState('networkidle');
    return { playgroundChunk: [...chunks.values()].reduce((a, b) => a + b, 0), playgroundInteractiveMs: interactiveMs };
  } finally {
    await page.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  const { url, stop } = await startProductServer(8898, 'audit', process.env.AUDIT_URL);
  try {
    const articles = (await (await fetch(`${url}/api/articles?limit=1`)).json()) as { data: { slug: string }[] };
    const pages = [
      '/',
      '/playground',
      '/docs',
      '/updates',
      ...(articles.data[0] ? [`/updates/${articles.data[0].slug}`] : []),
    ];
    // Lighthouse's simulated timings still depend on how busy the CPU is: say so beside the figures.
    const [load1] = loadavg();
    console.log(
      `\naudit:web — Lighthouse mobile preset against ${url} (${availableParallelism()} cores, load average ${load1!.toFixed(2)})\n`,
    );
    console.log('| page | performance | accessibility | best practices | SEO | LCP | TBT | CLS | met |');
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    let allMet = true;
    for (const path of pages) {
      const r = await runLighthouse(url + path);
      const met =
        r.performance >= TARGET.performance &&
        r.accessibility >= TARGET.others &&
        r.bestPractices >= TARGET.others &&
        r.seo >= TARGET.others &&
        r.lcpMs <= TARGET.lcpMs &&
        r.tbtMs < TARGET.tbtMs &&
        r.cls <= TARGET.cls;
      allMet &&= met;
      console.log(
        `| ${path} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcpMs} ms | ${r.tbtMs} ms | ${r.cls} | ${met ? 'yes' : `no (${r.failing.join(', ') || 'scores'})`} |`,
      );
    }
    const js = await jsBudget(url);
    const rows: [string, number, number][] = [
      ['JS on / before any island hydrates (gzip)', js.before, BUDGET.beforeHydration],
      ['JS on / after all islands hydrate (gzip)', js.after, BUDGET.afterHydration],
      ['Admin first route /login JS (gzip)', js.admin, BUDGET.adminFirstRoute],
      ['Playground chunk (gzip)', js.playgroundChunk, BUDGET.playgroundChunk],
    ];
    console.log('\n| budget | measured | limit | met |\n| --- | --- | --- | --- |');
    for (const [name, value, limit] of rows) {
      allMet &&= value <= limit;
      console.log(`| ${name} | ${kb(value)} | ${kb(limit)} | ${value <= limit ? 'yes' : 'no'} |`);
    }
    const tti = js.playgroundInteractiveMs;
    allMet &&= tti <= BUDGET.playgroundInteractiveMs;
    console.log(
      `| Playground interactive after the click | ${tti} ms | ${BUDGET.playgroundInteractiveMs} ms | ${tti <= BUDGET.playgroundInteractiveMs ? 'yes' : 'no'} |`,
    );
    console.log(allMet ? '\nAll targets met.' : '\nSome targets were missed.');
  } finally {
    stop();
  }
}

await main();
