import { expectToast, gotoTool, readClipboard, watchPage } from '../support/helpers'
import { expect, test } from '../support/test'

test.use({ timezoneId: 'America/New_York' })

test('date-add adds and subtracts with month-end clamping and DST-aware hours', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'date-add')
  const iso = page.getByTestId('date-add-iso')

  // 31 January + 1 month is clamped to the end of February, or rolled to 1 March.
  await page.getByLabel('Start date').fill('2025-01-31')
  await page.getByLabel('Months', { exact: true }).fill('1')
  await expect(iso).toHaveText('2025-02-28 · 2025-W09')
  await expect(page.getByText('The day does not exist in the target month')).toBeVisible()
  await page.getByRole('button', { name: 'First of next month' }).click()
  await expect(iso).toHaveText('2025-03-01 · 2025-W09')
  await expect(page.getByTestId('date-add-result')).toContainText('2025')
  await expect(page.getByTestId('date-add-days')).toHaveText('29 days')
  await page.getByRole('button', { name: 'Copy', exact: true }).click()
  await expectToast(page, 'Copied!', 'Result copied to clipboard')
  expect(await readClipboard(page)).toBe('2025-03-01')

  // Across the US spring-forward change: 24 hours is 13:00 the next day, 1 day is 12:00 (23 hours elapsed).
  await page.getByRole('button', { name: 'Reset amounts' }).click()
  await page.getByLabel('Start date').fill('2026-03-07')
  await page.getByLabel('Time (optional)').fill('12:00')
  await page.getByLabel('Hours', { exact: true }).fill('24')
  await expect(iso).toHaveText('2026-03-08T13:00:00 (UTC-04:00) · 2026-W10')
  await expect(page.getByText('The UTC offset changes in between: UTC-05:00 to UTC-04:00.')).toBeVisible()
  await page.getByLabel('Hours', { exact: true }).fill('')
  await page.getByLabel('Days', { exact: true }).fill('1')
  await expect(iso).toHaveText('2026-03-08T12:00:00 (UTC-04:00) · 2026-W10')
  await expect(page.getByTestId('date-add-elapsed')).toHaveText('0 days, 23 hours, 0 minutes')

  // In UTC there is no DST.
  await page.getByRole('button', { name: 'UTC' }).click()
  await expect(page.getByTestId('date-add-elapsed')).toHaveText('1 day, 0 hours, 0 minutes')

  // Subtract across New Year, using a preset.
  await page.getByRole('button', { name: 'Subtract' }).click()
  await page.getByLabel('Time (optional)').fill('')
  await page.getByLabel('Start date').fill('2026-01-05')
  await page.getByRole('button', { name: '7 days' }).click()
  await expect(iso).toHaveText('2025-12-29 · 2026-W01')

  // Bad amounts get an inline message and nothing to copy.
  await page.getByLabel('Days', { exact: true }).fill('1.5')
  await expect(page.getByRole('alert')).toHaveText('Days: enter a whole number')
  await expect(page.getByRole('button', { name: 'Copy', exact: true })).toBeDisabled()

  expect(watch.pageErrors).toEqual([])
  expect(watch.consoleErrors).toEqual([])
})
