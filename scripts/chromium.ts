import { existsSync } from 'node:fs';

// The switches every headless Chromium we drive starts with (browser tests, the web audit, the
// media renderer): no sandbox or GPU in containers and CI, and none of the background traffic
// (updates, sync, QUIC probes) that would reach for a network the machine may not have.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
] as const;

/** The system Chromium: CHROMIUM_PATH, or Debian's package; the audits and screenshots drive it. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The browser tests' Chromium: CHROMIUM_PATH when set, else Debian's headless shell when it is
 * installed (the headless mode Playwright itself tests with; the same pages for about a fifth less
 * CPU, decision 0112), else the full Chromium. The audits keep the full browser, as visitors have it.
 */
export const TEST_CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
