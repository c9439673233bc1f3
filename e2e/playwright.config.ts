import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from '../scripts/chromium.ts';

// Playwright cannot download its browsers here; it drives the system Chromium instead.
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
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
      args: [...CHROMIUM_ARGS],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  // Tests tagged @site-config hide a landing section for a while; they run first, one at a time,
  // so the parallel tests that read the landing page never see a section missing.
  projects: [
    { name: 'site-config', grep: /@site-config/, fullyParallel: false },
    { name: 'main', grepInvert: /@site-config/, dependencies: ['site-config'] },
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
