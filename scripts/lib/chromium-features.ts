/**
 * Chromium's own pages that a headless browser has no use for. Debian's Chromium 156 opens two
 * omnibox pop-ups in every new window (a browser context is one), each a web page in a renderer
 * of its own (chrome://omnibox-popup.top-chrome): about 0.4 s of CPU per context, beside the
 * page under test on two cores. The routes and home browser tests took 240 s with them and
 * 179–211 s without.
 */
export const OMNIBOX_POPUPS = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * The features Playwright 1.65 turns off when it launches Chromium. Chromium reads only the last
 * `--disable-features` it is given, so a list of ours must repeat these; the browser tests'
 * `chromium-features.spec.ts` fails when Playwright's own list changes.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
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
