// calendar-maker in Chromium: month, year, week start and language change the calendar; marked dates; the PNG
// download is a real 2400×1800 PNG; printing shows only the calendar.

import { captureDownload, expectToast, gotoTool, watchPage } from '../support/helpers'
import { expect, test } from '../support/test'

test('builds a month in any language, marks dates, downloads a PNG and prints only the calendar', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'calendar-maker')
  await page.getByRole('combobox', { name: 'Month' }).click()
  await page.getByRole('option', { name: 'November' }).click()
  await page.getByLabel('Year').fill('2026')
  await page.getByLabel('Language (month and day names)').fill('en-US')
  await expect(page.getByTestId('calendar-title')).toHaveText('November 2026')
  await expect(page.getByTestId('calendar-day')).toHaveCount(30)
  await expect(page.getByRole('columnheader').first()).toHaveText('Mon')
  await page.getByRole('button', { name: 'Sunday' }).click()
  await expect(page.getByRole('columnheader').first()).toHaveText('Sun')

  await page.getByLabel('Marked dates').fill('2026-11-26 Today\n2026-11-31 bad')
  await expect(page.locator('[data-marked]')).toHaveCount(1)
  await expect(page.locator('[data-marked]')).toContainText('Today')
  await expect(page.getByTestId('calendar-mark-errors')).toHaveText('Line 2: 2026-11-31 is not a real date')

  await page.getByRole('button', { name: 'Next month' }).click()
  await expect(page.getByTestId('calendar-title')).toHaveText('December 2026')
  await page.getByRole('button', { name: 'Previous month' }).click()

  await page.getByLabel('Language (month and day names)').fill('de')
  await expect(page.getByTestId('calendar-title')).toHaveText('November 2026')
  await expect(page.getByRole('columnheader').first()).toHaveText('So')

  const file = await captureDownload(page, () => page.getByRole('button', { name: 'Download PNG' }).click())
  expect(file.name).toBe('calendar-2026-11.png')
  expect(file.bytes.subarray(1, 4).toString()).toBe('PNG')
  expect([file.bytes.readUInt32BE(16), file.bytes.readUInt32BE(20)]).toEqual([2400, 1800])
  await expectToast(page, 'Calendar downloaded', 'November 2026 saved as PNG')

  // Print: everything but the calendar is hidden.
  await page.emulateMedia({ media: 'print' })
  expect(await page.locator('h1').evaluate((el) => getComputedStyle(el).visibility)).toBe('hidden')
  expect(await page.getByTestId('calendar-title').evaluate((el) => getComputedStyle(el).visibility)).toBe('visible')
  await page.emulateMedia({ media: 'screen' })
  expect(watch.pageErrors).toEqual([])
  expect(watch.consoleErrors).toEqual([])
})

test('explains a bad year or language', async ({ page }) => {
  await gotoTool(page, 'calendar-maker')
  await page.getByLabel('Year').fill('1200')
  await expect(page.getByText('Enter a year from 1583 to 9999 (the Gregorian calendar)')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Download PNG' })).toBeDisabled()
  await page.getByLabel('Year').fill('2030')
  await page.getByLabel('Language (month and day names)').fill('no such language!')
  await expect(page.getByText('Not a language tag the browser knows')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Print' })).toBeDisabled()
})
