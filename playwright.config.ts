import { defineConfig } from '@playwright/test'

// LK_PORT and LK_OUT let several builds be served side by side (parallel work on one machine).
const port = Number(process.env.LK_PORT ?? 4173)
const outDir = process.env.LK_OUT ?? 'dist'

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: process.env.LK_E2E_WORKERS ? Number(process.env.LK_E2E_WORKERS) : 2,
  // Frame-gap assertions (tagged @timing, see TIMING in e2e/support/helpers.ts) run after the rest, one at a time,
  // so the other test worker's video encode cannot starve them; retries cover what noise is left on a shared machine.
  retries: process.env.CI ? 2 : 0,
  // npm test runs the 'main' project, then 'timing' alone with one worker (scripts/test-all.mjs).
  projects: [
    { name: 'main', grepInvert: /@timing/ },
    { name: 'timing', grep: /@timing/ },
  ],
  reporter: [['list'], ['json', { outputFile: process.env.LK_E2E_JSON ?? 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    acceptDownloads: true,
    permissions: ['clipboard-read', 'clipboard-write'],
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
    },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: `node node_modules/vite/bin/vite.js preview --port ${port} --strictPort --host 127.0.0.1 --outDir ${outDir}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
})
