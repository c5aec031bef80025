import { defineConfig } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs'

// LK_PORT and LK_OUT let several builds be served side by side (parallel work on one machine).
const port = Number(process.env.LK_PORT ?? 4173)
const outDir = process.env.LK_OUT ?? 'dist'

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  // Generous: a CI machine of this kind can be several times slower than a laptop (slow timers, slow IPC).
  timeout: 120_000,
  // npm test passes --global-timeout: what is left of CI's 90 minutes (scripts/test-all.mjs), so a run that is too
  // slow still reports what passed and failed. Run by hand, there is no global limit.
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: process.env.LK_E2E_WORKERS ? Number(process.env.LK_E2E_WORKERS) : 2,
  retries: process.env.CI ? 1 : 0,
  // npm test runs 'gates' (home, search, the palette, favourites, smart paste, 404, an unknown slug, the worker runtime, the load budget) in full, then 'timing'
  // alone with one worker (main-thread tests, tagged @timing: see TIMING in e2e/support/helpers.ts), then 'tools' (the
  // walk through every tool page, then each tool's own spec) within what is left of CI's time
  // (scripts/test-all.mjs, e2e/support/test.ts).
  projects: [
    {
      name: 'gates',
      testMatch: [
        'catalogue.spec.ts',
        'home.spec.ts',
        'offline.spec.ts',
        'offline-codecs.spec.ts',
        'offline-update.spec.ts',
        'privacy.spec.ts',
        'prerender.spec.ts',
        'palette.spec.ts',
        'search.spec.ts',
        'search-favourites.spec.ts',
        'share-links.spec.ts',
        'smart-paste.spec.ts',
        'worker-runtime.spec.ts',
        'gates/**/*.spec.ts',
      ],
      grepInvert: /@timing|tool pages:/,
    },
    { name: 'timing', grep: /@timing/ },
    { name: 'tools', testMatch: ['catalogue.spec.ts', 'tools/**/*.spec.ts'], grepInvert: /@timing|page: \// },
  ],

  reporter: [['list'], ['json', { outputFile: process.env.LK_E2E_JSON ?? 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    acceptDownloads: true,
    permissions: ['clipboard-read', 'clipboard-write'],
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
    // The site registers its service worker in every browser; most tests need none (hundreds of page loads would
    // each install a precache), so they are blocked here and the offline specs allow them (test.use).
    serviceWorkers: 'block',
    trace: 'off',
    // A failure screenshot costs every passing test a capture too (about a second each on a slow machine), and CI
    // shows only text: locally, keep them.
    screenshot: process.env.CI ? 'off' : 'only-on-failure',
  },
  webServer: {
    command: `node node_modules/vite/bin/vite.js preview --port ${port} --strictPort --host 127.0.0.1 --outDir ${outDir}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 120_000,
  },
})
