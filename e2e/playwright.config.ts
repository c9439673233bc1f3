import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_ARGS } from '../scripts/chromium.ts';
import { NO_JAVASCRIPT, SLOW_PHONE } from './projects.ts';

// Playwright cannot download its browsers here; it drives the system's instead (scripts/chromium.ts).
const chromium = CHROMIUM_PATH;
if (!existsSync(chromium)) {
  throw new Error(
    `Chromium not found at ${chromium}. Install it (Debian/Ubuntu: sudo apt-get install -y chromium) ` +
      'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
  );
}

const PORT = Number(process.env.E2E_PORT ?? 8899);
export const baseURL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // One retry in CI, where the two cores also run the server, its rebuilds and two browsers: a test that
  // passes only on its retry is listed as flaky in the report, to be fixed, not hidden.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    viewport: { width: 1440, height: 900 },
    launchOptions: {
      executablePath: chromium,
      // The GPU process's work (software compositing, with no GPU here) runs in the browser process
      // instead: the same pixels without a process and its messages per browser, about a tenth of
      // the browsers' CPU time in console.spec.ts.
      args: [...PLAYWRIGHT_CHROMIUM_ARGS, '--in-process-gpu'],
    },
    // Recording a trace costs every test a third of its CPU (a DOM snapshot per action and a running
    // screencast), so CI records one only when a test is run again after failing, which the retry
    // above does; a run without retries keeps the trace of each test that fails.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  // Tests tagged @site-config hide a landing section for a while; they run first, one at a time,
  // so the parallel tests that read the landing page never see a section missing. The tests in
  // conditions/ run the public pages twice more, as visitors meet them: on a slow phone (throttled
  // by the fixture in fixtures.ts) and with JavaScript off.
  //
  // The functional projects browse with reduced motion: an open landing page otherwise keeps the hero's
  // worker drawing, about half a core per page on this machine, which two workers, the server and its
  // rebuilds cannot spare. The tests of the animations ask for motion themselves, and the slow phone
  // keeps it, as most visitors have it.
  projects: [
    {
      name: 'site-config',
      grep: /@site-config/,
      testIgnore: 'conditions/**',
      fullyParallel: false,
      use: { reducedMotion: 'reduce' },
    },
    {
      name: 'main',
      grepInvert: /@site-config/,
      testIgnore: ['conditions/**', 'budgets.spec.ts'],
      dependencies: ['site-config'],
      use: { reducedMotion: 'reduce' },
    },
    {
      name: SLOW_PHONE,
      testMatch: 'conditions/**/*.spec.ts',
      dependencies: ['site-config'],
      use: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
    },
    {
      name: NO_JAVASCRIPT,
      testMatch: 'conditions/**/*.spec.ts',
      // Hydration is for browsers that run scripts.
      testIgnore: 'conditions/**/*.phone.spec.ts',
      dependencies: ['site-config'],
      use: { javaScriptEnabled: false },
    },
    // Last and alone, on a machine no other test is loading: the JavaScript sizes and the hero's first
    // frame, figures that fail the run when over their budgets.
    {
      name: 'budgets',
      testMatch: 'budgets.spec.ts',
      // One test at a time, in file order: the hero's timing never shares the machine with the other.
      fullyParallel: false,
      dependencies: ['main', SLOW_PHONE, NO_JAVASCRIPT],
    },
  ],
  webServer: {
    // A fresh database and its own data folder for every run; see scripts/e2e-server.ts.
    command: 'pnpm exec tsx ../scripts/e2e-server.ts',
    url: `${baseURL}/api/health`,
    timeout: 300_000,
    reuseExistingServer: !process.env.CI,
    env: { PORT: String(PORT) },
    stdout: 'pipe',
  },
});
