// `pnpm audit:web`: Lighthouse (mobile preset, system Chromium) on the public pages, and the
// JavaScript budgets: gzip bytes on / before any island hydrates and after all have, and the admin
// app's first route. Starts the product on a fresh database unless AUDIT_URL points at a running one.
import { spawn, type ChildProcess } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium as playwright } from 'playwright-core';
import { CHROMIUM_ARGS } from './chromium.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
const BUDGET = { beforeHydration: 7 * 1024, afterHydration: 120 * 1024, adminFirstRoute: 200 * 1024 };
const TARGET = { performance: 98, others: 100, lcpMs: 1500, cls: 0, tbtMs: 50 };

async function startServer(): Promise<{ url: string; child: ChildProcess | null }> {
  if (process.env.AUDIT_URL) return { url: process.env.AUDIT_URL.replace(/\/$/, ''), child: null };
  const port = 8898;
  const url = `http://127.0.0.1:${port}`;
  const child = spawn('pnpm', ['exec', 'tsx', 'scripts/e2e-server.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), NODAL_E2E_DATA: 'audit' },
  });
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, child };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the server did not start within 5 minutes');
}

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
    const after = inline.reduce((sum, code) => sum + gz(code), 0) + [...loaded.values()].reduce((a, b) => a + b, 0);

    const admin = await browser.newPage();
    let adminBytes = 0;
    admin.on('response', async (response) => {
      if ((response.headers()['content-type'] ?? '').includes('javascript')) adminBytes += gz(await response.body());
    });
    await admin.goto(`${base}/login`, { waitUntil: 'load' });
    await admin.waitForTimeout(1500);
    return { before, after, admin: adminBytes };
  } finally {
    await browser.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  const { url, child } = await startServer();
  try {
    const articles = (await (await fetch(`${url}/api/articles?limit=1`)).json()) as { data: { slug: string }[] };
    const pages = ['/', '/docs', '/updates', ...(articles.data[0] ? [`/updates/${articles.data[0].slug}`] : [])];
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
    ];
    console.log('\n| budget | measured | limit | met |\n| --- | --- | --- | --- |');
    for (const [name, value, limit] of rows) {
      allMet &&= value <= limit;
      console.log(`| ${name} | ${kb(value)} | ${kb(limit)} | ${value <= limit ? 'yes' : 'no'} |`);
    }
    console.log(allMet ? '\nAll targets met.' : '\nSome targets were missed.');
  } finally {
    child?.kill('SIGTERM');
  }
}

await main();
