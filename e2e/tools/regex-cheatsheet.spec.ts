// regex-cheatsheet in Chromium: search, and "Try it" opening the example in the regex tester, filled and matching.

import { gotoTool, watchPage } from '../support/helpers'
import { expect, test } from '../support/test'

test('searches the syntax and opens an example in the regex tester', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'regex-cheatsheet')
  const entries = page.getByTestId('cheat-entry')
  await expect(entries.first()).toBeVisible()
  const total = await entries.count()
  expect(total).toBeGreaterThanOrEqual(40)
  const search = page.getByLabel('Search the syntax')
  await search.fill('lookbehind')
  await expect(entries).toHaveCount(4)
  await expect(page.getByRole('heading', { name: 'Lookahead and lookbehind' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Quantifiers' })).toHaveCount(0)
  await search.fill('no such thing')
  await expect(page.getByText('Nothing matches “no such thing”.')).toBeVisible()
  await search.fill('')
  await expect(entries).toHaveCount(total)

  await search.fill('lookbehind')
  await page.getByRole('link', { name: 'Try it with (?<=abc) in the RegEx Tester' }).click()
  await expect(page).toHaveURL(/\/tools\/regex-tester#/)
  await expect(page.getByLabel('Regular expression')).toHaveValue('(?<=\\$)\\d+')
  await expect(page.getByLabel('Test string')).toHaveValue('Cost: $30 or 25€')
  await expect(page.getByTestId('match-count')).toHaveText('1 match')
  await expect(page.getByTestId('match-item').first()).toContainText('30')
  expect(watch.pageErrors).toEqual([])
  expect(watch.consoleErrors).toEqual([])
})
