import { expectToast, gotoTool, readClipboard, watchPage } from '../support/helpers'
import { expect, test } from '../support/test'

test('working-days counts business days with weekends and holidays, and adds working days', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'working-days')
  await expect(page.getByText('Enter an end date to count working days.')).toBeVisible()

  await page.getByLabel('Start date', { exact: true }).fill('2026-12-21')
  await page.getByLabel('End date', { exact: true }).fill('2026-12-31')
  await expect(page.getByTestId('wd-count')).toHaveText('9')
  await page.getByLabel('Holidays (one per line)').fill('2026-12-25 Christmas\n01-01 New Year\n12-26 Boxing Day')
  await expect(page.getByTestId('wd-count')).toHaveText('8')
  await expect(page.getByTestId('wd-holidays')).toHaveText('1')
  await expect(page.getByTestId('wd-holiday-list')).toContainText('Christmas')
  await expect(page.getByTestId('wd-weekend')).toHaveText('2')

  // Exclude the end date (Thursday 31 December).
  await page.getByText('Include end date', { exact: true }).click()
  await expect(page.getByRole('checkbox', { name: 'Include end date' })).not.toBeChecked()
  await expect(page.getByTestId('wd-count')).toHaveText('7')

  // Saturday becomes a working day, but Boxing Day (Saturday 26th) is a holiday.
  await page.getByRole('button', { name: 'Saturday' }).click()
  await expect(page.getByRole('button', { name: 'Saturday' })).toHaveAttribute('aria-pressed', 'false')
  await expect(page.getByTestId('wd-count')).toHaveText('7')
  await expect(page.getByTestId('wd-holidays')).toHaveText('2')
  await page.getByRole('button', { name: 'Saturday' }).click()

  await page.getByRole('button', { name: 'Copy working days' }).click()
  await expectToast(page, 'Copied!', 'Working days copied to clipboard')
  expect(await readClipboard(page)).toBe(
    [
      'Working days from 2026-12-21 to 2026-12-31: 7',
      'Calendar days counted: 10',
      'Weekend days: 2',
      'Holidays on working days: 1',
      '  2026-12-25 Christmas',
    ].join('\n'),
  )

  // A bad holiday line is pointed out by line number.
  await page.getByLabel('Holidays (one per line)').fill('2026-12-25 Christmas\nsoon\n01-01 New Year')
  await expect(page.getByTestId('holiday-errors')).toHaveText(
    'Line 2: “soon” is not a date (use YYYY-MM-DD, or MM-DD for every year)',
  )

  // Add working days over Christmas and New Year.
  await page.getByLabel('From date').fill('2026-12-24')
  await page.getByLabel('Working days to add').fill('5')
  await expect(page.getByTestId('wd-added')).toHaveText('2027-01-04')
  await page.getByRole('button', { name: 'Copy date' }).click()
  await expectToast(page, 'Copied!', 'Date copied to clipboard')
  expect(await readClipboard(page)).toBe('2027-01-04')
  await page.getByLabel('Working days to add').fill('-1')
  await expect(page.getByTestId('wd-added')).toHaveText('2026-12-23')
  await page.getByLabel('Working days to add').fill('ten')
  await expect(page.getByRole('alert')).toContainText('Enter a whole number of working days')

  expect(watch.pageErrors).toEqual([])
  expect(watch.consoleErrors).toEqual([])
})
