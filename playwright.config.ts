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
  // Frame-gap assertions (regex time limit, 10 MB JSON) can miss on a 2-core machine while the other test worker
  // encodes video; a second retry keeps them strict without making CI a coin toss.
  retries: process.env.CI ? 2 : 0,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }]] : [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
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
