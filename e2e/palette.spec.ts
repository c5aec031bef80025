// The Ctrl/⌘+K command palette on every page: keyboard, actions, focus return, a11y in both themes, 360 px sheet.

import { mobileProblems, seriousAxeViolations, setTheme } from './support/gates'
import { expectToast, readClipboard, watchPage } from './support/helpers'
import { expect, test } from './support/test'

test('Ctrl+K from a tool page opens the palette; arrows and Enter navigate; Escape returns focus', async ({ page }) => {
  const watch = await watchPage(page)
  await page.goto('/tools/slugify')
  await expect(page.getByRole('heading', { level: 1, name: 'Slug Generator' })).toBeVisible()
  // The header button shows the shortcut.
  const button = page.getByTestId('palette-button')
  await expect(button).toContainText(/Ctrl K|⌘K/)
  await button.focus()
  await page.keyboard.press('Control+K')
  const dialog = page.getByRole('dialog', { name: 'Search tools and actions' })
  await expect(dialog).toBeVisible()
  const input = page.getByRole('combobox', { name: 'Search tools and actions' })
  await expect(input).toBeFocused()
  // Empty: popular tools, then actions (slugify was just opened, so it is a recent).
  await expect(
    dialog.getByRole('group', { name: 'Recently used' }).getByRole('option', { name: /Slug Generator/ }),
  ).toBeVisible()
  await expect(dialog.getByRole('group', { name: 'Popular tools' })).toBeVisible()
  await expect(dialog.getByRole('group', { name: 'Actions' }).getByRole('option')).toHaveCount(4)
  // Escape closes and gives focus back to where it was.
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(button).toBeFocused()

  await page.keyboard.press('Control+K')
  await input.fill('epoch')
  await expect(page.getByTestId('palette-status')).toHaveText(/^1 tool/)
  await expect(input).toHaveAttribute('aria-activedescendant', /unix-timestamp$/)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/tools\/unix-timestamp$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Unix Timestamp Converter' })).toBeVisible()
  await expect(dialog).toBeHidden()

  // Arrow keys move the active option; the second JSON result opens.
  await page.keyboard.press('Control+K')
  await input.fill('json')
  const options = dialog.getByRole('option')
  const second = await options.nth(1).getAttribute('data-id')
  await page.keyboard.press('ArrowDown')
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/tools/${second?.replace(/^Tools-/, '')}$`))
  expect(watch.consoleErrors).toEqual([])
  expect(watch.pageErrors).toEqual([])
})

test('palette actions: copy this URL, toggle theme, go home, open the side panel', async ({ page }) => {
  await page.goto('/tools/word-count')
  await expect(page.getByRole('heading', { level: 1, name: 'Word Count' })).toBeVisible()
  const input = page.getByRole('combobox', { name: 'Search tools and actions' })
  const run = async (q: string, name: RegExp) => {
    await page.keyboard.press('Control+K')
    await input.fill(q)
    await page.getByRole('option', { name }).click()
  }
  await run('copy', /Copy this page's URL/)
  await expectToast(page, 'URL copied')
  expect(await readClipboard(page)).toMatch(/\/tools\/word-count$/)
  const before = await page.evaluate(() => document.documentElement.classList.contains('dark'))
  await run('theme', /Toggle light and dark theme/)
  await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(!before)
  await run('side panel', /Open the side panel/)
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
  await page.keyboard.press('Escape')
  await run('home', /Go home/)
  await expect(page).toHaveURL(/\/$/)
})

for (const theme of ['light', 'dark'] as const) {
  test(`palette: axe clean (${theme}) and a full-screen sheet without sideways scroll at 360 px`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto('/')
    await setTheme(page, theme)
    await page.reload()
    await page.getByTestId('palette-button').click()
    const dialog = page.getByRole('dialog', { name: 'Search tools and actions' })
    await expect(dialog).toBeVisible()
    const box = await dialog.boundingBox()
    expect(box?.width).toBeGreaterThanOrEqual(359)
    expect(box?.x).toBeLessThanOrEqual(1)
    await page.getByRole('combobox').fill('pdf')
    await expect(page.getByTestId('palette-status')).toHaveText(/tools/)
    expect(await mobileProblems(page)).toEqual([])
    expect(await seriousAxeViolations(page)).toEqual([])
    await page.getByRole('combobox').fill('zzzzqqq')
    await expect(page.getByText('No tools found for “zzzzqqq”.')).toBeVisible()
    expect(await seriousAxeViolations(page)).toEqual([])
  })
}
