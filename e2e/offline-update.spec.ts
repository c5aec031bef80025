// A deploy while the site is open: two real builds served one after the other from the same origin by a small static
// server (the security headers, /tools/<slug> → tools/<slug>.html, SPA fallback, 404 for missing files — like a real
// host, which drops the old build's files). Build the second version first:
//   VITE_LK_BUILD_ID=next LK_OUT=<LK_OUT>-next npx vite build
// The old version keeps working (nothing reloads by itself, no blank page even for a tool whose old files are gone),
// "A new version is ready" appears with Reload, and Reload brings the new build.
import { existsSync, readFileSync, statSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { extname, join, resolve } from 'node:path'
import { securityHeaders } from '../src/app/csp'
import { expectToast } from './support/helpers'
import { expect, test } from './support/test'

// The suite blocks service workers (playwright.config.ts); these tests need the site's own.
test.use({ serviceWorkers: 'allow' })

const first = resolve(process.env.LK_OUT ?? 'dist')
const second = resolve(process.env.LK_OUT_NEXT ?? `${first}-next`)
const port = Number(process.env.LK_PORT ?? 4173) + 700

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
}

function serve(getRoot: () => string): Promise<Server> {
  const server = createServer((req, res) => {
    const root = getRoot()
    const path = decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/')
    const candidates = [path, `${path}.html`, path.endsWith('/') ? `${path}index.html` : '']
    let file = candidates
      .map((p) => p && join(root, p))
      .find((f) => f?.startsWith(root) && existsSync(f) && statSync(f).isFile())
    if (!file && !extname(path)) file = join(root, 'index.html')
    for (const [k, v] of Object.entries(securityHeaders)) res.setHeader(k, v)
    res.setHeader('Cache-Control', 'no-cache')
    if (!file) {
      res.statusCode = 404
      res.setHeader('Content-Type', 'text/plain')
      res.end('Not found')
      return
    }
    res.setHeader('Content-Type', types[extname(file)] ?? 'application/octet-stream')
    res.end(readFileSync(file))
  })
  return new Promise((ok) => server.listen(port, '127.0.0.1', () => ok(server)))
}

test('a new build: the open version keeps working, "A new version is ready" offers Reload, Reload brings it', async ({
  page,
}) => {
  expect(existsSync(join(second, 'sw.js')), `needs a second build in ${second} (see the top of this file)`).toBe(true)
  test.setTimeout(120_000)
  let root = first
  const server = await serve(() => root)
  try {
    const base = `http://127.0.0.1:${port}`
    const pageErrors: string[] = []
    page.on('pageerror', (e) => pageErrors.push(e.message))
    await page.goto(`${base}/tools/md5-hash`)
    await page.evaluate(() => navigator.serviceWorker.ready)
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 30_000 }).toBe(true)
    await expect(page.getByTestId('tool-offline-status')).toHaveAttribute('data-cached', 'true', { timeout: 30_000 })
    const oldBuild = await page.evaluate(() => fetch('/offline-tools.json').then((r) => r.text()))

    // Deploy: the server now has only the new build.
    root = second
    await page.getByLabel('Text (hashed as UTF-8)').fill('still working')
    await page.reload()
    // The old version answers (from its cache) and works; the new one waits for the user.
    await expect(page.getByRole('heading', { level: 1, name: 'MD5 Hash' })).toBeVisible()
    await page.getByLabel('Text (hashed as UTF-8)').fill('abc')
    await expect(page.getByTestId('digest-md5')).toHaveText('900150983cd24fb0d6963f7d28e17f72')
    const toast = await expectToast(page, 'A new version is ready')
    await expect(page).toHaveURL(`${base}/tools/md5-hash`)
    await expect(toast.getByRole('button', { name: 'Reload' })).toBeVisible()
    // A tool never opened in the old version: its old files are gone from the server. The page is not blank: the
    // frame, and either the tool or a message with a way out, while the toast offers the new version.
    await page.goto(`${base}/tools/json-pretty`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(
      page.getByText('This tool ran into a problem').or(page.getByRole('main').getByRole('textbox').first()),
    ).toBeVisible()
    await page.goto(`${base}/privacy`)
    await expect(page.getByTestId('build-id')).toHaveText('local')
    const again = await expectToast(page, 'A new version is ready')
    await again.getByRole('button', { name: 'Reload' }).click()
    await expect(page.getByTestId('build-id')).toHaveText('next', { timeout: 30_000 })
    expect(await page.evaluate(() => fetch('/offline-tools.json').then((r) => r.text()))).not.toBe(oldBuild)
    // The new version's tools load (their new chunks come from the server, never an old cache).
    await page.goto(`${base}/tools/regex-tester`)
    await page.getByLabel('Test string').fill('a1b22')
    await page.getByLabel('Regular expression').fill('\\d+')
    await expect(page.getByTestId('match-count')).toHaveText('2 matches')
    expect(pageErrors).toEqual([])
  } finally {
    await new Promise((ok) => server.close(ok))
  }
})
