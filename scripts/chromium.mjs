// The one place that says how tests and benchmarks start Debian Chromium.
//
// Chromium 156 starts a WebUI omnibox popup (chrome://omnibox-popup.top-chrome) even when headless, and its renderer
// spins at about one core for as long as the browser runs: with two test workers that is the whole of a 2-core
// machine. The three WebUIOmnibox features are switched off for that. Chromium reads only one --disable-features, so
// the list repeats Playwright's own (playwright-core's chromiumSwitches) instead of replacing it.
const playwrightDisabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
]

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${[
    ...playwrightDisabledFeatures,
    'WebUIOmniboxPopup',
    'WebUIOmniboxAimPopup',
    'WebUIOmniboxFullPopup',
  ].join(',')}`,
]
