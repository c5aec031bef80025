// Shared Playwright helpers: open a tool, read toasts, capture downloads, watch for errors and foreign requests.
import { readFile } from 'node:fs/promises'
import { expect, type Locator, type Page } from '@playwright/test'

export async function gotoTool(page: Page, slug: string) {
  await page.goto(`/tools/${slug}`)
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
}

/** Waits for the toast with this title (and description, when given). */
export async function expectToast(page: Page, title: string | RegExp, description?: string | RegExp) {
  const toast = page.getByTestId('toast').filter({ hasText: title, visible: true }).last()
  await expect(toast).toBeVisible()
  if (description !== undefined) await expect(toast).toContainText(description)
  return toast
}

export interface Downloaded {
  name: string
  bytes: Buffer
  text: () => string
}

/** Runs `action` (a click) and returns the file the page downloaded. */
export async function captureDownload(page: Page, action: () => Promise<unknown>): Promise<Downloaded> {
  const [download] = await Promise.all([page.waitForEvent('download'), action()])
  const path = await download.path()
  const bytes = await readFile(path)
  return { name: download.suggestedFilename(), bytes, text: () => bytes.toString('utf8') }
}

export async function readClipboard(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText())
}

export interface PageWatch {
  consoleErrors: string[]
  pageErrors: string[]
  foreignRequests: string[]
  cspViolations: string[]
}

/** Records console errors, uncaught errors, requests to other origins and CSP violations from now on. */
export const siteOrigin = `http://127.0.0.1:${process.env.LK_PORT ?? 4173}`

export async function watchPage(page: Page, origin = siteOrigin): Promise<PageWatch> {
  const watch: PageWatch = { consoleErrors: [], pageErrors: [], foreignRequests: [], cspViolations: [] }
  page.on('console', (msg) => {
    if (msg.type() === 'error') watch.consoleErrors.push(msg.text())
  })
  page.on('pageerror', (err) => watch.pageErrors.push(err.message))
  page.on('request', (req) => {
    const url = req.url()
    if (url.startsWith('data:') || url.startsWith('blob:')) return
    if (new URL(url).origin !== origin) watch.foreignRequests.push(url)
  })
  await page.exposeFunction('__reportCsp', (text: string) => watch.cspViolations.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      ;(window as unknown as { __reportCsp: (t: string) => void }).__reportCsp(`${e.violatedDirective} ${e.blockedURI}`)
    })
  })
  return watch
}

/** Starts a requestAnimationFrame probe in the page; `stop` returns the longest gap between frames in ms. */
export async function startFrameProbe(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __probe: { max: number; last: number; running: boolean } }
    w.__probe = { max: 0, last: performance.now(), running: true }
    const tick = (t: number) => {
      const p = w.__probe
      if (!p.running) return
      p.max = Math.max(p.max, t - p.last)
      p.last = t
      requestAnimationFrame(tick)
    }
    requestAnimationFrame(tick)
  })
  return {
    stop: () =>
      page.evaluate(() => {
        const w = window as unknown as { __probe: { max: number; running: boolean } }
        w.__probe.running = false
        return w.__probe.max
      }),
  }
}

/** Sets a file on the tool's drop zone input. */
export async function uploadFiles(
  page: Page,
  files: string | string[] | { name: string; mimeType: string; buffer: Buffer }[],
  scope?: Locator,
) {
  const input = (scope ?? page).getByTestId('file-input').first()
  await input.setInputFiles(files as Parameters<Locator['setInputFiles']>[0])
}

/**
 * Tag for tests that assert main-thread frame gaps: playwright.config.ts runs them in their own project after the
 * rest, one at a time, so another test's video encode on the same two cores does not stretch their gaps.
 */
export const TIMING = { tag: '@timing' }
