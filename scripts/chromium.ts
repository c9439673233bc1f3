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

/** The system Chromium: CHROMIUM_PATH, or Debian's package; the browser tests, audits and screenshots drive it. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
