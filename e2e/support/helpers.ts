// Shared Playwright helpers: open a tool, read toasts, capture downloads, watch for errors and foreign requests.
import { readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { expect, type Locator, type Page } from '@playwright/test'

export async function gotoTool(page: Page, slug: string) {
  await recordToasts(page)
  await page.goto(`/tools/${slug}`)
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
}

interface ToastEntry {
  text: string
  seen: boolean
}

/**
 * From the next page load on, the page keeps a log of every toast it shows (its visible text, kept up to date).
 * A toast lives five seconds; a machine slow enough to wake the test late could otherwise miss one that was there.
 */
export async function recordToasts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __toasts: ToastEntry[]; __toastsMostAtOnce?: number }
    if (w.__toasts) return
    w.__toasts = []
    const entries = new WeakMap<Element, ToastEntry>()
    const scan = () => {
      const shown = [...document.querySelectorAll('[data-testid=toast]')].filter((el) => el.checkVisibility())
      w.__toastsMostAtOnce = Math.max(w.__toastsMostAtOnce ?? 0, shown.length)
      for (const el of shown) {
        const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim()
        const entry = entries.get(el)
        if (entry) entry.text = text
        else {
          const created = { text, seen: false }
          entries.set(el, created)
          w.__toasts.push(created)
        }
      }
    }
    new MutationObserver(scan).observe(document, { subtree: true, childList: true, characterData: true })
  })
}

/**
 * Waits for the toast with this title (and description, when given). On a page opened with `gotoTool` (which
 * records toasts), a toast already gone by the time the test looks still counts, once: each toast satisfies one
 * call. Returns the toast's locator (for its position on screen).
 */
export async function expectToast(
  page: Page,
  title: string | RegExp,
  description?: string | RegExp,
  { timeout }: { timeout?: number } = {},
) {
  const toast = page.getByTestId('toast').filter({ hasText: title, visible: true }).last()
  const pattern = (p: string | RegExp) =>
    typeof p === 'string' ? { text: p, source: '', flags: '' } : { text: '', source: p.source, flags: p.flags }
  const wanted = [pattern(title), ...(description === undefined ? [] : [pattern(description)])]
  const recorded = await page.evaluate(() => Array.isArray((window as { __toasts?: unknown }).__toasts))
  if (!recorded) {
    await expect(description === undefined ? toast : toast.filter({ hasText: description })).toBeVisible({ timeout })
    return toast
  }
  await expect
    .poll(
      () =>
        page.evaluate((patterns) => {
          const log = (window as unknown as { __toasts: ToastEntry[] }).__toasts
          const fits = (text: string) =>
            patterns.every((p) =>
              p.text ? text.toLowerCase().includes(p.text.toLowerCase()) : new RegExp(p.source, p.flags).test(text),
            )
          const entry = log.find((e) => !e.seen && fits(e.text))
          if (!entry) return log.filter((e) => !e.seen).map((e) => e.text)
          entry.seen = true
          return 'shown'
        }, wanted),
      { message: `toast "${title}"${description === undefined ? '' : ` with "${description}"`}`, timeout },
    )
    .toBe('shown')
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
  /** 'renderer crashed' each time the page's renderer died. */
  crashes: string[]
}

/** Records console errors, uncaught errors, requests to other origins, CSP violations and renderer crashes from now on. */
export const siteOrigin = `http://127.0.0.1:${process.env.LK_PORT ?? 4173}`

const CSP_MARK = '[localkit-e2e csp] '

export async function watchPage(page: Page, origin = siteOrigin): Promise<PageWatch> {
  const watch: PageWatch = { consoleErrors: [], pageErrors: [], foreignRequests: [], cspViolations: [], crashes: [] }
  page.on('crash', () => watch.crashes.push('renderer crashed'))
  page.on('console', (msg) => {
    const text = msg.text()
    if (msg.type() === 'debug' && text.startsWith(CSP_MARK)) watch.cspViolations.push(text.slice(CSP_MARK.length))
    else if (msg.type() === 'error') watch.consoleErrors.push(text)
  })
  page.on('pageerror', (err) => watch.pageErrors.push(err.message))
  page.on('request', (req) => {
    const url = req.url()
    if (url.startsWith('data:') || url.startsWith('blob:')) return
    if (new URL(url).origin !== origin) watch.foreignRequests.push(url)
  })
  // The page reports CSP violations through the console, which the test already listens to: a binding
  // (exposeFunction) would cost every test another round trip through a slow machine's browser.
  await page.addInitScript((mark) => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.debug(`${mark}${e.violatedDirective} ${e.blockedURI}`)
    })
  }, CSP_MARK)
  return watch
}

/**
 * Starts watching the page's main thread; `stop` returns its longest task in ms (the Long Tasks API reports tasks of
 * 50 ms and more; 0 means none). Work done on the main thread shows as one long task as long as the work; work in a
 * worker does not. Unlike gaps between animation frames, this does not grow when a busy or slow machine wakes the
 * page late, so it tells "the tool froze the page" from "the machine was slow" (bench/ reports the frame gaps).
 * `stopShare` gives that task as a share of the time watched: a job done on the page's thread is one task of nearly
 * all of it, on any machine; a job in a worker leaves only the page's own small tasks.
 */
export async function startMainThreadProbe(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __probe: { max: number; start: number; observer: PerformanceObserver } }
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__probe.max = Math.max(w.__probe.max, entry.duration)
    })
    w.__probe = { max: 0, start: performance.now(), observer }
    observer.observe({ type: 'longtask' })
  })
  let watched = 0
  const stop = async () => {
    const [longest, elapsed] = await page.evaluate(async () => {
      const w = window as unknown as { __probe: { max: number; start: number; observer: PerformanceObserver } }
      // Entries are delivered after their task: let the last one land.
      await new Promise((r) => setTimeout(r, 0))
      for (const entry of w.__probe.observer.takeRecords()) w.__probe.max = Math.max(w.__probe.max, entry.duration)
      w.__probe.observer.disconnect()
      return [w.__probe.max, performance.now() - w.__probe.start]
    })
    watched = elapsed
    return longest
  }
  return { stop, stopShare: async () => (await stop()) / watched }
}

/**
 * Starts measuring the longest gap between animation frames (the page keeps asking for frames meanwhile); `stop`
 * returns it in ms since the start (it may be called again later; the frames go on until the page closes). Beside startMainThreadProbe's longest task: a page frozen by its own work shows in both, while
 * a gap alone can also be a busy machine waking the page late, so bound it loosely (issue 35: under a second).
 */
export async function startFrameGapProbe(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __frameGaps: { max: number; on: boolean } }
    w.__frameGaps = { max: 0, on: true }
    let last = performance.now()
    const tick = (now: number) => {
      w.__frameGaps.max = Math.max(w.__frameGaps.max, now - last)
      last = now
      if (w.__frameGaps.on) requestAnimationFrame(tick)
    }
    requestAnimationFrame(tick)
  })
  return {
    stop: () =>
      page.evaluate(async () => {
        const w = window as unknown as { __frameGaps: { max: number; on: boolean } }
        // One more frame: a freeze still under way when the test looks ends in the gap it makes.
        await new Promise((r) => requestAnimationFrame(r))
        return w.__frameGaps.max
      }),
  }
}

/** Linux's CPU pressure (the share of the last 10 s in which some ready thread waited for a core), or null. */
function cpuPressure(): number | null {
  try {
    const m = /some avg10=([\d.]+)/.exec(readFileSync('/proc/pressure/cpu', 'utf8'))
    return m ? Number(m[1]) : null
  } catch {
    return null
  }
}

/**
 * The longest wait a hostile spec allows (issue 35: no frame gap or main-thread task over 1 s). Where the machine's
 * cores were oversubscribed during the last 10 s (CPU pressure over 50 %: CI boxes shared with other jobs reach
 * 85–100 %), the page's thread also waits for a core, and gaps of 1.1–1.5 s were measured around work that takes
 * 100–300 ms on a quiet machine; the allowance doubles there. A real freeze (seconds of work on the page's thread)
 * is stretched by the same load, so it still fails.
 */
export function freezeLimitMs(): number {
  const pressure = cpuPressure()
  if (pressure === null || pressure < 50) return 1000
  console.log(`CPU pressure ${pressure} % (the cores are oversubscribed): a wait of up to 2 s is allowed`)
  return 2000
}

/**
 * The longest task and the longest frame gap watched together, as the hostile specs bound them (issue 35): `stop`
 * bounds the frame gap since the start under a second and returns the longest task; `expectResponsive` bounds both.
 */
export async function startFreezeProbe(page: Page) {
  const task = await startMainThreadProbe(page)
  const frames = await startFrameGapProbe(page)
  const stop = async (label = '') => {
    const longest = await task.stop()
    expect(await frames.stop(), `${label}longest frame gap`).toBeLessThan(freezeLimitMs())
    return longest
  }
  return {
    stop,
    expectResponsive: async (label = '') =>
      expect(await stop(label), `${label}longest task`).toBeLessThan(freezeLimitMs()),
  }
}

/**
 * Sets on the (first) file input the File a spec built in the page beforehand as `window.__builtFile`, so gigabytes
 * never cross the wire and the building is done before a probe starts watching.
 */
export async function chooseBuiltFile(page: Page) {
  await page
    .getByTestId('file-input')
    .first()
    .evaluate((input: HTMLInputElement) => {
      const data = new DataTransfer()
      data.items.add((window as unknown as { __builtFile: File }).__builtFile)
      input.files = data.files
      input.dispatchEvent(new Event('change', { bubbles: true }))
    })
}

/**
 * Pastes into `area` a text a spec built in the page beforehand as `window.__built[key]` (so megabytes never cross the
 * wire), the way a person's paste arrives: a cancelable ClipboardEvent carrying text/plain.
 */
export async function pasteBuiltText(area: Locator, key: string) {
  await area.focus()
  await area.evaluate((el, key) => {
    const text = (window as unknown as { __built: Record<string, string> }).__built[key] as string
    const data = new DataTransfer()
    data.setData('text/plain', text)
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }))
  }, key)
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
 * Tag for tests that bound the page's longest main-thread task while a heavy job runs: playwright.config.ts runs
 * them in their own project, one at a time, so another test's video encode on the same two cores cannot preempt
 * the page mid-task and stretch it.
 */
export const TIMING = { tag: '@timing' }
