// The browser projects beside the main one (playwright.config.ts), named once for the config and the
// tests: they run the public pages under real visitors' conditions.
export const SLOW_PHONE = 'slow-phone';
export const NO_JAVASCRIPT = 'no-javascript';

/**
 * A mid-range phone on a mobile network, as Chrome's DevTools throttle it: the CPU four times slower
 * than this machine's, 150 ms from request to response and about 1.6 Mbps down, 750 kbps up.
 */
export const PHONE_CONDITIONS = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
};
