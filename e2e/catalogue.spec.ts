// Every page of the catalogue, held to the site's promises. For home, 404, an unknown slug and all 100 tool pages:
// the title shows; no console error, no page error; Privacy First — no request to another origin and no CSP
// violation, even after the tool's primary action (currency-convert, dns-lookup and ip-info excepted, whose labelled
// network buttons are not pressed here); accessible — axe finds no serious or critical violation (all rules in the
// first theme, the colour rules in the other); Mobile Friendly — at 360 px nothing scrolls sideways and no control is
// cut off; and every built tool works with the keyboard alone (Tab reaches its controls in order, each stop shows a
// visible focus ring, focus never sticks).
//
// The tool pages are walked as a visitor goes from tool to tool in one tab: the first of each group is opened by
// its URL, the rest by the app's own navigation, and the theme is switched with the header's button. One page
// load per group instead of three per tool keeps the suite inside CI's time on a slow machine.

import { type CatalogueTool, tools } from './support/catalogue'
import {
  exerciseDefaultAction,
  keyboardProblems,
  mobileProblems,
  seriousAxeViolations,
  setTheme,
} from './support/gates'
import { type PageWatch, watchPage } from './support/helpers'
import { budget, expect, type Page, type Request, test } from './support/test'

const networkTools = new Set(['currency-convert', 'dns-lookup', 'ip-info'])
const GROUP = 10

async function ready(page: Page, title: string) {
  await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible()
  // A tool's code loads on demand; a busy machine can take a while to fetch and run it.
  await expect(page.getByText('Loading tool…')).toHaveCount(0, { timeout: 30_000 })
}

/** What the watch saw since it was last drained, as problems; the watch starts empty again. */
function drain(watch: PageWatch): string[] {
  const problems = [
    ...watch.foreignRequests.map((u) => `request to another origin: ${u}`),
    ...watch.cspViolations.map((v) => `CSP violation: ${v}`),
    ...watch.pageErrors.map((e) => `uncaught error: ${e}`),
    ...watch.consoleErrors.map((e) => `console error: ${e}`),
  ]
  for (const list of Object.values(watch)) list.length = 0
  return problems
}

/** Switches the theme with the header's button, as a visitor does (axe waits out the colour transitions). */
async function toggleTheme(page: Page) {
  const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'))
  await page.getByRole('button', { name: 'Toggle light and dark theme' }).click()
  await expect(page.locator('html')).toHaveClass(dark ? /\blight\b/ : /\bdark\b/)
  return dark ? 'light' : 'dark'
}

test('every catalogue entry has its own page: no placeholder among the 100 tools', () => {
  expect(tools).toHaveLength(100)
  expect(tools.filter((t) => !t.built).map((t) => t.slug)).toEqual([])
})

for (const p of [
  { path: '/', title: '100 Essential Developer Tools' },
  { path: '/this/page/does/not/exist', title: '404 Page Not Found' },
  { path: '/tools/does-not-exist', title: 'Tool Not Found' },
]) {
  test(`page: ${p.path}`, async ({ page }) => {
    // Home holds all 100 cards: two axe passes over it take several times a tool page's.
    if (p.path === '/') test.slow()
    const watch = await watchPage(page)
    await page.setViewportSize({ width: 360, height: 800 })
    await page.addInitScript(() => {
      // Every frame runs this, html-preview's sandboxed preview too, where storage throws.
      if (window !== window.top) return
      if (!localStorage.getItem('vite-ui-theme')) localStorage.setItem('vite-ui-theme', 'light')
    })
    await page.goto(p.path)
    await ready(page, p.title)
    expect(await mobileProblems(page), 'layout at 360 px').toEqual([])
    expect(await seriousAxeViolations(page), 'axe, light theme').toEqual([])
    // A desktop in dark, as a returning visitor who chose it: the choice survives a reload.
    await page.setViewportSize({ width: 1280, height: 900 })
    await setTheme(page, 'dark')
    await page.reload()
    await ready(page, p.title)
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    expect(await seriousAxeViolations(page, 'colour'), 'axe, dark theme (colour rules)').toEqual([])
    await page.waitForLoadState('networkidle')
    expect(drain(watch)).toEqual([])
  })
}

/** The gates for one tool page, already open; returns what failed, each line naming the tool. */
async function toolProblems(page: Page, tool: CatalogueTool, watch: PageWatch): Promise<string[]> {
  const problems: string[] = []
  await ready(page, tool.name)
  await expect(page.getByRole('link', { name: 'Back to Tools' })).toBeVisible()
  if (!tool.built) {
    await expect(page.getByRole('heading', { name: 'Coming Soon' })).toBeVisible()
    await expect(page.getByText(tool.slug, { exact: true })).toBeVisible()
  } else if (await page.getByRole('heading', { name: 'Coming Soon' }).count()) {
    problems.push('shows the Coming Soon placeholder although it has a page')
  }
  // A phone, in whichever theme the walk is in; then a desktop in the other.
  await page.setViewportSize({ width: 360, height: 800 })
  problems.push(...(await mobileProblems(page)).map((m) => `layout at 360 px: ${m}`))
  const first = (await page.evaluate(() => document.documentElement.classList.contains('dark'))) ? 'dark' : 'light'
  problems.push(...(await seriousAxeViolations(page)).map((v) => `axe, ${first} theme: ${v}`))
  await page.setViewportSize({ width: 1280, height: 900 })
  const second = await toggleTheme(page)
  problems.push(...(await seriousAxeViolations(page, 'colour')).map((v) => `axe, ${second} theme: ${v}`))
  if (tool.built) {
    problems.push(...(await keyboardProblems(page)).map((k) => `keyboard: ${k}`))
    if (!networkTools.has(tool.slug)) {
      await exerciseDefaultAction(page)
      await networkQuiet(page)
    }
  }
  problems.push(...drain(watch))
  return problems
}

const inFlight = new WeakMap<Page, Set<Request>>()

/** Counts the page's requests in flight (every frame's), for networkQuiet. */
function trackRequests(page: Page) {
  const open = new Set<Request>()
  inFlight.set(page, open)
  page.on('request', (r) => open.add(r))
  page.on('requestfinished', (r) => open.delete(r))
  page.on('requestfailed', (r) => open.delete(r))
}

/**
 * Waits until no request of the page has been in flight for half a second (at most 20 s), so requests a default
 * action starts are seen before the page is judged. Playwright's own 'networkidle' can wait for ever after a
 * sandboxed frame is replaced during an in-app navigation (html-preview's Run), with nothing in flight.
 */
async function networkQuiet(page: Page) {
  const open = inFlight.get(page)
  if (!open) throw new Error('trackRequests(page) was not called')
  const end = Date.now() + 20_000
  let quietSince = Date.now()
  while (Date.now() < end) {
    if (open.size) quietSince = Date.now()
    else if (Date.now() - quietSince >= 500) return
    await page.waitForTimeout(100)
  }
}

/** Opens a tool the way the app's links do: a history entry and the router follows it, without a page load. */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState({ usr: null, key: Math.random().toString(36).slice(2), idx: history.length }, '', to)
    window.dispatchEvent(new PopStateEvent('popstate', { state: history.state }))
  }, path)
}

for (let start = 0; start < tools.length; start += GROUP) {
  const group = tools.slice(start, start + GROUP)
  // 75 s a page: a slow, shared machine took 7.5 min for some groups of ten.
  const time = group.length * 75_000
  test(`tool pages: ${group[0].slug} … ${group.at(-1)?.slug}`, budget(time), async ({ page }) => {
    test.setTimeout(time)
    const watch = await watchPage(page)
    trackRequests(page)
    await page.addInitScript(() => {
      // Every frame runs this, html-preview's sandboxed preview too, where storage throws.
      if (window !== window.top) return
      if (!localStorage.getItem('vite-ui-theme')) localStorage.setItem('vite-ui-theme', 'light')
    })
    const problems: string[] = []
    let fresh = true
    for (const tool of group) {
      await test.step(tool.slug, async () => {
        try {
          if (fresh) await page.goto(`/tools/${tool.slug}`)
          else await navigateInApp(page, `/tools/${tool.slug}`)
          fresh = false
          problems.push(...(await toolProblems(page, tool, watch)).map((m) => `${tool.slug}: ${m}`))
        } catch (e) {
          // One broken page does not hide the rest of the group: note it and open the next by its URL.
          problems.push(
            `${tool.slug}: ${String(e).split('\n').slice(0, 4).join(' / ')}`,
            ...drain(watch).map((m) => `${tool.slug}: ${m}`),
          )
          fresh = true
        }
      })
    }
    expect(problems).toEqual([])
  })
}
