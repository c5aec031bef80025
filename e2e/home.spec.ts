// The home page as a visitor uses it: search, category filter, empty state, keyboard alone, theme, side panel.

import { tools } from './support/catalogue'
import { expectToast, readClipboard, recordToasts, watchPage } from './support/helpers'
import { expect, type Page, test } from './support/test'

const cards = 'main a[href^="/tools/"]'
const matches = (q: string) => (t: (typeof tools)[number]) =>
  `${t.name} ${t.description} ${t.slug}`.toLowerCase().includes(q)

/** The grid shows every tool in `expected` (it may show more), and with a category only tools of that category. */
async function expectCardsInclude(page: Page, expected: typeof tools, category?: string) {
  await expect
    .poll(async () => {
      const slugs = await page
        .locator(cards)
        .evaluateAll((as) => as.map((a) => (a.getAttribute('href') ?? '').replace('/tools/', '')))
      const missing = expected.filter((t) => !slugs.includes(t.slug)).map((t) => `missing ${t.slug}`)
      const foreign = category
        ? slugs
            .filter((slug) => tools.find((t) => t.slug === slug)?.category !== category)
            .map((s) => `not ${category}: ${s}`)
        : []
      return [...missing, ...foreign]
    })
    .toEqual([])
}

test('home lists all 100 tools; search and category filter combine; empty state', async ({ page }) => {
  const watch = await watchPage(page)
  await page.goto('/')
  await expect(page.getByRole('heading', { name: '100 Essential Developer Tools' })).toBeVisible()
  await expect(page.locator(cards)).toHaveCount(100)
  for (const badge of ['Privacy First', 'Instant Results', 'Mobile Friendly', 'Open Source']) {
    await expect(page.getByText(badge, { exact: true })).toBeVisible()
  }
  await page.keyboard.press('/')
  await expect(page.getByPlaceholder('Search tools...')).toBeFocused()
  await page.keyboard.type('JSON')
  // The seed's rule (a substring of name, description or slug) finds at least these; keywords and aliases add more.
  await expectCardsInclude(page, tools.filter(matches('json')))
  await page.getByRole('button', { name: 'Web Dev' }).click()
  await expectCardsInclude(
    page,
    tools.filter((t) => t.category === 'web' && matches('json')(t)),
    'web',
  )
  await page.getByPlaceholder('Search tools...').fill('zzzz-nothing')
  await expect(page.getByText('No tools found')).toBeVisible()
  await expect(page.getByText('Try adjusting your search or filter criteria')).toBeVisible()
  await page.getByPlaceholder('Search tools...').fill('')
  await page.getByRole('button', { name: 'All', exact: true }).click()
  await expect(page.locator(cards)).toHaveCount(100)
  expect(watch.consoleErrors).toEqual([])
  expect(watch.foreignRequests).toEqual([])
})

test('the footer shows the current year and category links filter the grid', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('footer')).toContainText(`© ${new Date().getFullYear()}`)
  await page.locator('footer').getByRole('link', { name: 'Images & Media' }).click()
  await expect(page.locator(cards)).toHaveCount(10)
  await expect(page.getByRole('button', { name: 'Images & Media' })).toHaveAttribute('aria-pressed', 'true')
})

test('the whole home page works with the keyboard alone, with a visible focus ring', async ({ page }) => {
  await page.goto('/')
  // The first Tab must find the page drawn (on a busy machine it can arrive before the app has rendered).
  await expect(page.getByRole('heading', { name: '100 Essential Developer Tools' })).toBeVisible()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused()
  // Walk forward until a category button is focused, checking each stop shows a focus indicator.
  let reached = false
  for (let i = 0; i < 20 && !reached; i++) {
    await page.keyboard.press('Tab')
    const info = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement
      const s = getComputedStyle(el)
      return {
        text: el.textContent?.trim() ?? '',
        outline: s.outlineStyle !== 'none' && s.outlineWidth !== '0px',
        tag: el.tagName,
      }
    })
    expect(info.outline, `focus ring on ${info.tag} "${info.text}"`).toBe(true)
    reached = info.text === 'Date & Time'
  }
  expect(reached).toBe(true)
  await page.keyboard.press('Enter')
  await expect(page.locator(cards)).toHaveCount(10)
  let focused: string | null = null
  for (let i = 0; i < 15 && !focused?.startsWith('/tools/'); i++) {
    await page.keyboard.press('Tab')
    focused = await page.evaluate(() => document.activeElement?.getAttribute('href') ?? null)
  }
  expect(focused).toBe('/tools/unix-timestamp')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`${focused}$`))
  await expect(page.getByRole('link', { name: 'Back to Tools' })).toBeVisible()
})

test('theme: the toggle flips light/dark, is stored under vite-ui-theme, and applies before first paint', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await page.goto('/')
  await expect(page.locator('html')).toHaveClass(/\blight\b/)
  await page.getByRole('button', { name: 'Toggle light and dark theme' }).click()
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  expect(await page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBe('dark')
  // No flash: the class is on <html> before any module script runs.
  await page.route('**/assets/*.js', (route) => route.abort())
  await page.reload()
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  await page.unroute('**/assets/*.js')
})

test('theme: system follows the operating system live', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.goto('/')
  expect(await page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBeNull()
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  await page.emulateMedia({ colorScheme: 'light' })
  await expect(page.locator('html')).toHaveClass(/\blight\b/)
})

test('small screens: the menu opens a side panel with Theme and the privacy page', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/')
  await expect(page.getByRole('button', { name: 'Toggle light and dark theme' })).toBeHidden()
  await page.getByRole('button', { name: 'Open menu' }).click()
  const panel = page.getByRole('dialog', { name: 'Menu' })
  await expect(panel).toBeVisible()
  const box = await panel.boundingBox()
  expect(Math.round(box?.width ?? 0)).toBe(300)
  await expect(panel.getByText('Theme')).toBeVisible()
  // No repository is configured (package.json has no `repository`), so there is no GitHub link (src/app/links.ts).
  await expect(panel.getByRole('link', { name: 'GitHub' })).toHaveCount(0)
  await expect(panel.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy')
  await panel.getByRole('button', { name: 'Dark' }).click()
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  await panel.getByRole('button', { name: 'System' }).click()
  expect(await page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBe('system')
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused()
  await page.setViewportSize({ width: 700, height: 800 })
  await page.getByRole('button', { name: 'Open menu' }).click()
  expect(Math.round((await page.getByRole('dialog', { name: 'Menu' }).boundingBox())?.width ?? 0)).toBe(400)
})

test('tool frame: Copy URL copies the address with its toast', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await recordToasts(page)
  await page.goto('/tools/cron-parser')
  await page.getByRole('button', { name: 'Copy URL' }).click()
  await expectToast(page, 'URL copied', 'Tool URL has been copied to clipboard')
  expect(await readClipboard(page)).toBe(page.url())
})

test('placeholder: a catalogue entry without a page shows Coming Soon with related tools (fixture entry)', async ({
  page,
}) => {
  // Every catalogue tool is built, so the app's own ToolPage renders the placeholder for a fixture entry.
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/e2e/harness/placeholder.html')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fixture Unbuilt Tool')
  await expect(page.getByRole('heading', { name: 'Coming Soon' })).toBeVisible()
  await expect(page.getByText('fixture-unbuilt-tool', { exact: true })).toBeVisible()
  // Requests go to the configured repository's issues; none is configured, so the link is absent (src/app/links.ts).
  await expect(page.getByRole('link', { name: 'Request Feature' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible()
  const related = page.locator('main ul a[href^="/tools/"]')
  await expect(related).toHaveCount(6)
  const sameCategory = tools.filter((t) => t.category === 'text').map((t) => `/tools/${t.slug}`)
  for (const href of await related.evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
    expect(sameCategory).toContain(href)
  }
  await related.first().click()
  await expect(page.getByTestId('landed')).toHaveText('related tool')
})

test('toasts sit bottom-right on wide screens and at the top on small ones; F8 focuses them', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await recordToasts(page)
  await page.goto('/tools/cron-parser')
  await page.getByRole('button', { name: 'Copy URL' }).click()
  const toast = page.getByTestId('toast').filter({ hasText: 'URL copied', visible: true }).last()
  // A toast can be on its way in or out between two looks: measure one that is there.
  const boxOf = async () => {
    const boxes: { x: number; y: number; width: number; height: number }[] = []
    await expect
      .poll(async () => {
        const box = await toast.boundingBox()
        if (box) boxes.push(box)
        return boxes.length
      })
      .toBeGreaterThan(0)
    return boxes[0]
  }
  const wide = await boxOf()
  expect(wide.y).toBeGreaterThan(600)
  expect(wide.x + wide.width).toBeGreaterThan(1100)
  expect(wide.width).toBeLessThanOrEqual(420)
  await page.keyboard.press('F8')
  await expect(
    page.locator('[data-scope=toast][data-part=group]:focus, [data-scope=toast][data-part=group] :focus'),
  ).toHaveCount(1)
  await page.setViewportSize({ width: 375, height: 800 })
  await page.getByRole('button', { name: 'Copy URL' }).click()
  const narrow = await boxOf()
  expect(narrow.y).toBeLessThan(200)
  // Both toasts were shown, and never two at once (the page logged every toast while the test ran).
  await expectToast(page, 'URL copied')
  await expectToast(page, 'URL copied')
  expect(await page.evaluate(() => (window as { __toastsMostAtOnce?: number }).__toastsMostAtOnce)).toBe(1)
})
