// Prerendered pages (issue 19): the HTML itself holds the page, before any JavaScript runs, and the browser hydrates
// it without a mismatch or any console error.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Browser } from '@playwright/test'
import { tools } from './support/catalogue'
import { watchPage } from './support/helpers'
import { budget, expect, type Page, test } from './support/test'

test('home, a tool page and the privacy page are in the HTML, with JavaScript off', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: '100 Essential Developer Tools' })).toBeVisible()
  // Every card is a real link in the HTML (search engines and a slow CPU see the grid at once).
  for (const tool of tools) await expect(page.locator(`a[href="/tools/${tool.slug}"]`).first()).toBeAttached()
  await page.goto('/tools/word-count')
  await expect(page.getByRole('heading', { level: 1, name: 'Word Count' })).toBeVisible()
  await expect(page).toHaveTitle('Word Count — Localkit')
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /count words/i)
  // The tool itself is in the HTML too, as it first renders: its text box is there before any JavaScript runs.
  await expect(page.getByRole('textbox', { name: 'Text to count' })).toBeVisible()
  await expect(page.getByText('Loading tool…')).toHaveCount(0)
  // A tool whose first render depends on the visitor (the current time) holds the loading placeholder instead.
  await page.goto('/tools/unix-timestamp')
  await expect(page.getByRole('status').filter({ hasText: 'Loading tool…' })).toBeVisible()
  await expect(page.getByTestId('tool-tested-limit')).toHaveCount(0)
  // A heavy tool states the largest input the scaling benchmark ran it with (bench/results/scale.md).
  await page.goto('/tools/json-pretty')
  await expect(page.getByTestId('tool-tested-limit')).toHaveText('Tested up to 50 MB of JSON')
  await page.goto('/privacy')
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible()
  await context.close()
})

for (const path of ['/', '/tools/word-count', '/tools/image-compress', '/privacy']) {
  test(`page: ${path} hydrates the prerendered HTML without an error`, async ({ page }) => {
    const watch = await watchPage(page)
    await page.goto(path)
    const prerendered = await page.evaluate(() => document.getElementById('root')?.dataset.prerendered)
    expect(prerendered).toBe(path)
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    await expect(page.getByText('Loading tool…')).toHaveCount(0, { timeout: 30_000 })
    expect(await attributeMismatches(page)).toEqual([])
    // The page is live: a click works.
    await page.getByRole('button', { name: 'Toggle light and dark theme' }).click()
    await expect(page.locator('html')).toHaveClass(/\bdark\b|\blight\b/)
    expect([...watch.consoleErrors, ...watch.pageErrors]).toEqual([])
  })
}

/**
 * A page of its own whose app (React) is held back until `release` is called: the prerendered HTML and boot.ts are
 * all there is, as in the first second on a slow laptop.
 */
async function pageBeforeTheApp(browser: Browser) {
  const chunks: Record<string, string[]> = JSON.parse(
    readFileSync(resolve(process.env.LK_OUT ?? 'dist', '.vite/chunk-modules.json'), 'utf8'),
  )
  const reactDom = Object.keys(chunks).find((file) =>
    chunks[file].some((m) => m.endsWith('react-dom/cjs/react-dom-client.production.js')),
  )
  expect(reactDom, 'the chunk holding React DOM').toBeTruthy()
  const context = await browser.newContext()
  const page = await context.newPage()
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(`**/${reactDom}`, (route) => held.then(() => route.continue()))
  const live = () => expect(page.locator('html[data-live]')).toBeAttached({ timeout: 30_000 })
  return { context, page, release, live }
}

test('what a visitor types or picks before the page is live reaches the tool, and stays', async ({ browser }) => {
  const { context, page, release, live } = await pageBeforeTheApp(browser)
  const watch = await watchPage(page)
  await page.goto('/tools/diff-viewer')
  const original = page.getByRole('textbox', { name: 'Original', exact: true })
  const modified = page.getByRole('textbox', { name: 'Modified', exact: true })
  await original.fill('alpha\nbeta\ngamma\n')
  await modified.pressSequentially('alpha\ndelta\n')
  expect(await page.evaluate(() => 'live' in document.documentElement.dataset)).toBe(false)
  release()
  await live()
  // React heard of both edits: the diff is there, and both texts are as the visitor left them.
  await expect(page.getByTestId('stat-added')).toContainText('1')
  await expect(page.getByTestId('stat-removed')).toContainText('2')
  await expect(original).toHaveValue('alpha\nbeta\ngamma\n')
  await expect(modified).toHaveValue('alpha\ndelta\n')
  // The next edit starts from them, not from what the page first rendered.
  await modified.press('End')
  await modified.pressSequentially('gamma\n')
  await expect(page.getByTestId('stat-removed')).toContainText('1')
  await expect(original).toHaveValue('alpha\nbeta\ngamma\n')

  // A file picked before the page is live is hashed once it is.
  const early = await pageBeforeTheApp(browser)
  await early.page.goto('/tools/file-hash')
  await early.page
    .getByTestId('file-input')
    .first()
    .setInputFiles({ name: 'abc.txt', mimeType: 'text/plain', buffer: Buffer.from('abc') })
  early.release()
  await early.live()
  await expect(early.page.getByRole('listitem', { name: 'abc.txt', exact: true }).getByTestId('digest-md5')).toHaveText(
    '900150983cd24fb0d6963f7d28e17f72',
  )
  expect([...watch.consoleErrors, ...watch.pageErrors]).toEqual([])
  await early.context.close()
  await context.close()
})

test('a search on home renders afresh instead of hydrating the full grid', async ({ page }) => {
  const watch = await watchPage(page)
  await page.goto('/?q=json')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.locator('a[href="/tools/word-count"]')).toHaveCount(0)
  await expect(page.locator('a[href="/tools/json-pretty"]').first()).toBeVisible()
  expect([...watch.consoleErrors, ...watch.pageErrors]).toEqual([])
})

// The tools whose view is left to the browser, each for its reason (the build prints them): the page holds the frame
// and the loading placeholder, and the view renders when its code has run.
const viewsNotPrerendered = new Set<string>([
  // Their first render shows what only the visitor's browser knows: the date and time (export const
  // prerender = false). random-color, quote-generator, story-prompt, timezone-convert and user-agent hold a stand-in
  // for theirs instead (src/kit/visitor-state.ts).
  'color-picker',
  'unix-timestamp',
  'cron-parser',
  'time-diff',
  'week-number',
  'date-add',
  'working-days',
  // They read a browser API while rendering: the visitor's locale (calendar-maker) and the theme's colours
  // (geojson-viewer).
  'calendar-maker',
  'geojson-viewer',
])

/**
 * Attributes the prerendered HTML holds that differ from what the browser's render gave the same element. React's
 * production build does not compare attributes while hydrating: the page keeps the HTML's, silently. An id computed
 * differently (React's useId follows a component's place in the tree) leaves an Ark UI select's menu, which the
 * browser renders, looking for its button under another id.
 */
function attributeMismatches(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const checked: [prop: string, attribute: string][] = [
      ['id', 'id'],
      ['htmlFor', 'for'],
      ['className', 'class'],
      ['aria-labelledby', 'aria-labelledby'],
      ['aria-describedby', 'aria-describedby'],
      ['aria-controls', 'aria-controls'],
      ['name', 'name'],
      ['href', 'href'],
    ]
    const out: string[] = []
    for (const el of document.getElementById('root')?.querySelectorAll('*') ?? []) {
      const key = Object.keys(el).find((k) => k.startsWith('__reactProps$'))
      if (!key) continue
      const props = (el as unknown as Record<string, Record<string, unknown>>)[key]
      for (const [prop, attribute] of checked) {
        const want = props[prop]
        const have = el.getAttribute(attribute)
        if (typeof want === 'string' && have !== want)
          out.push(`<${el.tagName.toLowerCase()}> ${attribute}="${have}" in the HTML, "${want}" in the browser`)
      }
    }
    return out.slice(0, 5)
  })
}

// The build ran somewhere, some day, in English. A view whose first render shows the date, the time zone or the
// language would not match the HTML for this visitor.
const VISITOR_TIME = new Date('2031-03-09T22:30:00Z')

test.describe('a visitor elsewhere', () => {
  test.use({ timezoneId: 'Asia/Kathmandu', locale: 'de-DE' })

  test(
    'every tool page holds its view in the HTML and hydrates it without a mismatch',
    budget(6 * 60_000),
    async ({ page }) => {
      const watch = await watchPage(page)
      const problems: string[] = []
      // A visitor far from the build: another day, another time zone, another language.
      await page.clock.setFixedTime(VISITOR_TIME)
      await page.goto('/')
      for (const [i, tool] of tools.entries()) {
        // Every other page in the dark theme on a phone: a view whose first render read either would not match.
        const dark = i % 2 === 1
        await page.evaluate((theme) => localStorage.setItem('vite-ui-theme', theme), dark ? 'dark' : 'light')
        await page.setViewportSize(dark ? { width: 375, height: 800 } : { width: 1280, height: 900 })
        await page.goto(`/tools/${tool.slug}`)
        await expect(page.locator('html')).toHaveClass(dark ? /\bdark\b/ : /\blight\b/)
        const view = await page.evaluate(() => document.getElementById('root')?.dataset.view !== undefined)
        if (view === viewsNotPrerendered.has(tool.slug))
          problems.push(`${tool.slug}: ${view ? 'view prerendered, not expected' : 'view not prerendered'}`)
        await expect(page.getByText('Loading tool…')).toHaveCount(0, { timeout: 30_000 })
        for (const m of await attributeMismatches(page)) problems.push(`${tool.slug}: ${m}`)
        for (const e of [...watch.consoleErrors, ...watch.pageErrors]) problems.push(`${tool.slug}: ${e.slice(0, 300)}`)
        watch.consoleErrors.length = 0
        watch.pageErrors.length = 0
      }
      expect(problems).toEqual([])
    },
  )
})
