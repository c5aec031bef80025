// Offline use in Chromium with the service worker on (the suite blocks service workers, playwright.config.ts; this
// file allows them). A visited tool reloads and works with the network off, its worker included; "Make every tool
// available offline" makes an unvisited tool work offline; the manifest and service worker meet install criteria.
import { createHash } from 'node:crypto'
import { disposalScenario } from './fixtures/gif-split/make-gif'
import { portraitJpeg } from './fixtures/image/image-helpers'
import { expectToast, uploadFiles, watchPage } from './support/helpers'
import { expect, type Page, test } from './support/test'

test.use({ serviceWorkers: 'allow' })

/** Waits until a service worker controls the page (the first visit is claimed once it has activated). */
async function controlled(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready)
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 30_000 }).toBe(true)
}

async function openCached(page: Page, slug: string) {
  await page.goto(`/tools/${slug}`)
  await expect(page.getByTestId('tool-offline-status')).toHaveText(/Runs on this device · works offline/, {
    timeout: 30_000,
  })
  await expect(page.getByTestId('tool-offline-status')).toHaveAttribute('data-cached', 'true')
}

async function openOffline(page: Page, slug: string) {
  await page.goto(`/tools/${slug}`)
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  await expect(page.getByText('Loading tool…')).toHaveCount(0)
}

test('visited tools reload and work with the network off, workers included', async ({ context, page }) => {
  test.setTimeout(120_000)
  const watch = await watchPage(page)
  await page.goto('/')
  await controlled(page)
  const slugs = ['md5-hash', 'regex-tester', 'diff-viewer', 'image-compress', 'gif-split']
  // First visit: before the tool has run its worker, the status already says it is ready (the worker file is cached).
  await page.goto('/tools/md5-hash')
  await expect(page.getByTestId('tool-offline-status')).toHaveText(
    /Runs on this device · (available offline after first load|works offline)/,
  )
  for (const slug of slugs) await openCached(page, slug)

  await context.setOffline(true)
  expect(
    await page.evaluate(() =>
      fetch('/offline-tools.json', { cache: 'no-store' }).then(
        () => 'served',
        () => 'failed',
      ),
    ),
  ).toBe('served')
  await expect(
    page.evaluate(() =>
      // A same-origin file the service worker never cached: only the network could answer it.
      fetch(`/never-cached-${Date.now()}.txt`, { cache: 'no-store' }).then(
        () => 'reached',
        () => 'failed',
      ),
    ),
  ).resolves.toBe('failed')

  // md5-hash: text and a file, hashed in its worker (hash-wasm).
  await openOffline(page, 'md5-hash')
  await expect(page.getByTestId('tool-offline-status')).toContainText('works offline')
  await page.getByLabel('Text (hashed as UTF-8)').fill('The quick brown fox jumps over the lazy dog')
  await expect(page.getByTestId('digest-md5')).toHaveText('9e107d9d372bb6826bd81d3542a419d6')
  const bytes = Buffer.alloc(300_017, 7)
  await page.getByRole('button', { name: 'File', exact: true }).click()
  await uploadFiles(page, [{ name: 'data.bin', mimeType: 'application/octet-stream', buffer: bytes }])
  await expect(page.getByTestId('digest-md5')).toHaveText(createHash('md5').update(bytes).digest('hex'))

  // regex-tester: matching runs in its worker.
  await openOffline(page, 'regex-tester')
  await page.getByLabel('Test string').fill('ann@example.com, bob@test.com and nobody')
  await page.getByLabel('Regular expression').fill('(?<user>\\w+)@(\\w+)\\.com')
  await expect(page.getByTestId('match-count')).toHaveText('2 matches')

  // diff-viewer: the Myers diff runs in its worker.
  await openOffline(page, 'diff-viewer')
  const original = Array.from({ length: 300 }, (_, i) => `Line ${i + 1}`).join('\n')
  await page.getByLabel('Original').fill(original)
  await page.getByLabel('Modified').fill(`New first line\n${original}`)
  await expect(page.getByTestId('stat-added')).toHaveText('1')
  await expect(page.getByTestId('stat-equal')).toHaveText('300')

  // image-compress: decoding and encoding on the image worker pool.
  await openOffline(page, 'image-compress')
  await uploadFiles(page, [portraitJpeg()])
  await page.getByRole('button', { name: 'Compress Image' }).click()
  await expectToast(page, 'Compression complete!', /Reduced from .+ to .+/)
  await expect(page.getByAltText('Compressed preview')).toBeVisible()

  // gif-split: frames decoded and composited in the GIF worker.
  await openOffline(page, 'gif-split')
  const gif = disposalScenario(8)
  await uploadFiles(page, [{ name: 'offline.gif', mimeType: 'image/gif', buffer: Buffer.from(gif.bytes) }])
  await expectToast(page, 'GIF processed', 'Extracted 4 frame(s)')
  await expect(page.getByTestId('gif-frame-count')).toHaveText('4')

  expect(watch.pageErrors).toEqual([])
  expect(watch.foreignRequests).toEqual([])
  expect(watch.cspViolations).toEqual([])
})

test('"Make every tool available offline" shows its size first, then an unvisited tool opens offline', async ({
  context,
  page,
}) => {
  test.setTimeout(180_000)
  const watch = await watchPage(page)
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/')
  await controlled(page)
  const manifest = await page.evaluate(() => fetch('/offline-tools.json').then((r) => r.json()))
  const total = (manifest.files as [string, number][]).reduce((s, [, b]) => s + b, 0)
  expect(Object.keys(manifest.tools).length).toBeGreaterThanOrEqual(90)

  await page.getByRole('button', { name: 'Open menu' }).click()
  const panel = page.getByRole('dialog', { name: 'Menu' })
  const start = panel.getByRole('button', { name: 'Make every tool available offline' })
  await expect(start).toBeVisible({ timeout: 30_000 })
  // The size is shown before anything is downloaded.
  const mb = Number.parseFloat((total / 1024 / 1024).toFixed(1))
  await expect(panel.getByText(`Downloads ${mb} MB`, { exact: false })).toBeVisible()
  await start.click()
  await expect(panel.getByRole('progressbar')).toBeVisible()
  await expect(panel.getByRole('button', { name: 'Cancel' })).toBeVisible()
  // Every tool's files come down here: on a busy two-core machine that can take longer than a toast usually does.
  await expectToast(page, 'Every tool is available offline', undefined, { timeout: 60_000 })
  await expect(panel.getByText(/All \d+ tools are available offline on this device/)).toBeVisible()
  const cachedCount = await page.evaluate(
    async (urls) => {
      let n = 0
      for (const u of urls) if (await caches.match(u)) n++
      return n
    },
    (manifest.files as [string, number][]).map(([u]) => u),
  )
  expect(cachedCount).toBe(manifest.files.length)
  await page.keyboard.press('Escape')

  // sha256-hash was never opened: with the network off it loads, and hashes in its worker.
  await context.setOffline(true)
  await page.setViewportSize({ width: 1280, height: 900 })
  await openOffline(page, 'sha256-hash')
  await expect(page.getByTestId('tool-offline-status')).toContainText('Runs on this device · works offline')
  await page.getByLabel('Text (hashed as UTF-8)').fill('abc')
  await expect(page.getByTestId('digest-sha256')).toHaveText(createHash('sha256').update('abc').digest('hex'))
  expect(watch.pageErrors).toEqual([])
  expect(watch.foreignRequests).toEqual([])
})

test('installable: manifest, icons and a service worker that controls the page', async ({ context, page }) => {
  await page.goto('/')
  await controlled(page)
  const href = await page.locator('link[rel="manifest"]').getAttribute('href')
  expect(href).toBe('/manifest.webmanifest')
  const manifest = await page.evaluate((u) => fetch(u).then((r) => r.json()), href as string)
  expect(manifest).toMatchObject({
    name: expect.stringContaining('Localkit'),
    short_name: 'Localkit',
    display: 'standalone',
    start_url: '/',
  })
  expect(manifest.theme_color).toMatch(/^#/)
  expect(manifest.background_color).toMatch(/^#/)
  expect(manifest.shortcuts).toHaveLength(4)
  for (const s of manifest.shortcuts) expect((await page.request.get(s.url)).status()).toBe(200)
  const purposes = manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`)
  expect(purposes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']))
  for (const icon of manifest.icons) {
    const size = await page.evaluate(async (src) => {
      const bmp = await createImageBitmap(await (await fetch(src)).blob())
      return `${bmp.width}x${bmp.height}`
    }, icon.src)
    expect(size).toBe(icon.sizes)
  }
  // Chromium's own install check (what Lighthouse's removed "installable-manifest" audit reported).
  const cdp = await context.newCDPSession(page)
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[]
  }
  // Playwright's contexts are off the record, which Chromium names as an error of its own: every criterion of the
  // site itself must hold.
  expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([])
  // Light and dark theme colours for the browser UI.
  await expect(page.locator('meta[name="theme-color"][media*="dark"]')).toHaveAttribute('content', /^#/)
  await expect(page.locator('meta[name="theme-color"][media*="light"]')).toHaveAttribute('content', /^#/)
})
