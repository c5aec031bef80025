import { expectToast, gotoTool, readClipboard, watchPage } from '../support/helpers'
import { expect, test } from '../support/test'

test('week-number finds the ISO week of a date and the dates of a week', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'week-number')

  // A January date that belongs to the previous year's week 53.
  await page.getByLabel('Date', { exact: true }).fill('2027-01-03')
  await expect(page.getByTestId('week-number')).toHaveText('Week 53')
  await expect(page.getByTestId('week-iso')).toHaveText('2026-W53 · 2026-W53-7')
  await expect(page.getByTestId('week-year-note')).toHaveText('This date belongs to week 53 of ISO year 2026.')
  await expect(page.getByTestId('week-weekday')).toHaveText('Sunday')
  await page.getByRole('button', { name: 'Copy week number' }).click()
  await expectToast(page, 'Copied!', 'Week number copied to clipboard')
  expect(await readClipboard(page)).toBe('2026-W53')

  // A late-December date in next year's week 1.
  await page.getByLabel('Date', { exact: true }).fill('2024-12-30')
  await expect(page.getByTestId('week-iso')).toHaveText('2025-W01 · 2025-W01-1')
  await expect(page.getByTestId('week-doy')).toHaveText('365 / 366')

  // Week → dates, with validation and stepping across the year boundary.
  await page.getByLabel('ISO year').fill('2025')
  await page.getByLabel('Week', { exact: true }).fill('53')
  await expect(page.getByRole('alert')).toHaveText('2025 has 52 ISO weeks: enter a week from 1 to 52')
  await page.getByLabel('ISO year').fill('2026')
  await expect(page.getByTestId('week-days').getByRole('listitem')).toHaveCount(7)
  await expect(page.getByTestId('week-days').getByRole('listitem').first()).toHaveText('Monday2026-12-28')
  await page.getByRole('button', { name: 'Next week' }).click()
  await expect(page.getByLabel('ISO year')).toHaveValue('2027')
  await expect(page.getByLabel('Week', { exact: true })).toHaveValue('1')
  await expect(page.getByTestId('week-days').getByRole('listitem').first()).toHaveText('Monday2027-01-04')
  await page.getByRole('button', { name: 'Previous week' }).click()
  await page.getByRole('button', { name: 'Previous week' }).click()
  await expect(page.getByLabel('Week', { exact: true })).toHaveValue('52')
  await page.getByRole('button', { name: 'Copy week dates' }).click()
  await expectToast(page, 'Copied!', 'Week dates copied to clipboard')
  expect(await readClipboard(page)).toBe(
    [
      'Monday\t2026-12-21',
      'Tuesday\t2026-12-22',
      'Wednesday\t2026-12-23',
      'Thursday\t2026-12-24',
      'Friday\t2026-12-25',
      'Saturday\t2026-12-26',
      'Sunday\t2026-12-27',
    ].join('\n'),
  )

  // The year table follows the chosen ISO year and copies as TSV.
  await expect(page.getByRole('heading', { name: 'All weeks of 2026' })).toBeVisible()
  await expect(page.getByRole('row')).toHaveCount(54)
  await page.getByRole('button', { name: 'Copy table' }).click()
  const tsv = (await readClipboard(page)).split('\n')
  expect(tsv[1]).toBe('2026-W01\t1\t2025-12-29\t2026-01-04')
  expect(tsv).toHaveLength(54)

  expect(watch.pageErrors).toEqual([])
  expect(watch.consoleErrors).toEqual([])
})
