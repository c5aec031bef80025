// Favourites (star on cards and tool pages, "Pinned" with drag and keyboard reorder) and recents (last 8, Clear),
// stored under one versioned key; corrupted storage still renders home.

import { mobileProblems, seriousAxeViolations, setTheme } from './support/gates'
import { watchPage } from './support/helpers'
import { expect, test } from './support/test'

const KEY = 'localkit:prefs'
const pinnedOrder = (page: import('@playwright/test').Page) =>
  page
    .getByTestId('pinned')
    .locator('li')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-slug')))

test('a favourite survives a reload and shows in Pinned; reorder by keyboard and by drag', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByTestId('pinned')).toHaveCount(0)
  await page.getByRole('button', { name: 'Add JSON Formatter to favourites' }).click()
  await page.getByRole('button', { name: 'Add Color Picker to favourites' }).click()
  await expect(page.getByRole('button', { name: 'Remove JSON Formatter from favourites' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  // The star on a tool page.
  await page.goto('/tools/regex-tester')
  const star = page.getByRole('button', { name: 'Favourite' })
  await expect(star).toHaveAttribute('aria-pressed', 'false')
  await star.click()
  await expect(star).toHaveAttribute('aria-pressed', 'true')
  await page.reload()
  await expect(page.getByRole('button', { name: 'Favourite' })).toHaveAttribute('aria-pressed', 'true')
  await page.goto('/')
  await expect(page.getByTestId('pinned')).toBeVisible()
  expect(await pinnedOrder(page)).toEqual(['json-pretty', 'color-picker', 'regex-tester'])
  const stored = await page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null'), KEY)
  expect(stored).toMatchObject({ version: 1, favourites: ['json-pretty', 'color-picker', 'regex-tester'] })

  // Keyboard: focus the handle of regex-tester, move it first with ArrowLeft twice; focus stays on it.
  const handle = page.getByRole('button', { name: /^Reorder RegEx Tester/ })
  await handle.focus()
  await page.keyboard.press('ArrowLeft')
  await page.keyboard.press('ArrowLeft')
  await expect.poll(() => pinnedOrder(page)).toEqual(['regex-tester', 'json-pretty', 'color-picker'])
  await expect(page.getByRole('button', { name: /^Reorder RegEx Tester, position 1 of 3/ })).toBeFocused()
  await expect(page.getByTestId('pinned').getByRole('status')).toHaveText('RegEx Tester moved to position 1 of 3')
  await page.keyboard.press('End')
  await expect.poll(() => pinnedOrder(page)).toEqual(['json-pretty', 'color-picker', 'regex-tester'])

  // Drag: Color Picker onto JSON Formatter's place.
  await page
    .getByTestId('pinned')
    .locator('li[data-slug=color-picker]')
    .dragTo(page.getByTestId('pinned').locator('li[data-slug=json-pretty]'))
  await expect.poll(() => pinnedOrder(page)).toEqual(['color-picker', 'json-pretty', 'regex-tester'])
  await page.reload()
  // The shelves' code loads once the page is live and knows there are pins.
  await expect.poll(() => pinnedOrder(page)).toEqual(['color-picker', 'json-pretty', 'regex-tester'])
  // Pinned also heads the empty palette.
  await page.keyboard.press('Control+K')
  await expect(page.getByRole('group', { name: 'Pinned' }).getByRole('option')).toHaveCount(3)
})

test('recents record the last tools opened (newest first, at most 8) and Clear empties them', async ({ page }) => {
  const slugs = [
    'word-count',
    'slugify',
    'char-case',
    'lorem-ipsum',
    'json-pretty',
    'yaml-to-json',
    'html-to-text',
    'regex-tester',
    'diff-viewer',
  ]
  for (const slug of slugs) {
    await page.goto(`/tools/${slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  }
  await page.goto('/')
  const recents = page.getByTestId('recents')
  await expect(recents).toBeVisible()
  const hrefs = await recents.locator('a').evaluateAll((els) => els.map((e) => e.getAttribute('href')))
  expect(hrefs).toEqual(
    slugs
      .slice(1)
      .reverse()
      .map((s) => `/tools/${s}`),
  )
  await recents.getByRole('button', { name: 'Clear recently used tools' }).click()
  await expect(page.getByTestId('recents')).toHaveCount(0)
  await page.reload()
  await expect(page.getByTestId('recents')).toHaveCount(0)
})

test('corrupted, old or foreign stored values still render home (never a crash)', async ({ page }) => {
  const watch = await watchPage(page)
  await page.goto('/')
  for (const value of [
    '{not json',
    '"a string"',
    '42',
    'null',
    '{"version":99,"favourites":["json-pretty"]}',
    '{"version":1,"favourites":"x","recents":[1,null,{}]}',
  ]) {
    await page.evaluate(([k, v]) => localStorage.setItem(k, v), [KEY, value])
    await page.reload()
    await expect(page.getByRole('heading', { name: '100 Essential Developer Tools' })).toBeVisible()
    await expect(page.locator('[data-testid=tool-grid] a')).toHaveCount(100)
    await expect(page.getByTestId('pinned')).toHaveCount(0)
  }
  // An old bare list of favourites is migrated; a slug that no longer exists is dropped.
  await page.evaluate((k) => localStorage.setItem(k, '["gone-tool","slugify","slugify"]'), KEY)
  await page.reload()
  await expect.poll(() => pinnedOrder(page)).toEqual(['slugify'])
  expect(watch.pageErrors).toEqual([])
  expect(watch.consoleErrors).toEqual([])
})

for (const theme of ['light', 'dark'] as const) {
  test(`home with Pinned and Recently used: axe clean (${theme}), 360 px without sideways scroll`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto('/')
    await page.evaluate(
      (k) =>
        localStorage.setItem(
          k,
          JSON.stringify({
            version: 1,
            favourites: ['password-generator', 'image-compress'],
            recents: ['credit-card-check', 'timezone-convert'],
          }),
        ),
      KEY,
    )
    await setTheme(page, theme)
    await page.reload()
    await expect(page.getByTestId('pinned')).toBeVisible()
    await expect(page.getByTestId('recents')).toBeVisible()
    expect(await mobileProblems(page)).toEqual([])
    expect(await seriousAxeViolations(page)).toEqual([])
  })
}
