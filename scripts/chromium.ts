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

/**
 * The features Playwright turns off in every Chromium it launches (playwright-core's own list, as of
 * the version in the lockfile). Chromium honours only the last `--disable-features` on its command
 * line, and Playwright puts its list first, so a launch that turns off a feature of its own has to
 * repeat these. `e2e/browser-setup.spec.ts` fails when Playwright's list gains one this lacks.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Headless Chromium 156 still builds a browser window's address bar, and loads its suggestion popup
 * (and the AI-mode one) as WebUI pages in a renderer of their own for every window, so for every
 * Playwright context, before any page of ours opens. That renderer and the browser's share of it
 * doubled the Chromium CPU of fifteen short contexts (29.8 against 15.3 CPU-seconds, decision 0116).
 * No test types into an address bar, so the popups are turned off.
 */
const OMNIBOX_POPUP_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'] as const;

/** The switches for a Chromium that Playwright launches: ours, and one list of the features turned off. */
export const PLAYWRIGHT_CHROMIUM_ARGS = [
  ...CHROMIUM_ARGS,
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUP_FEATURES].join(',')}`,
];

/** The system Chromium: CHROMIUM_PATH, or Debian's package; the browser tests, audits and screenshots drive it. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
