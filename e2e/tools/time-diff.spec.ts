import { expectToast, gotoTool, readClipboard, watchPage } from '../support/helpers'
import { expect, test } from '../support/test'

test.use({ timezoneId: 'Europe/Berlin' })

test('time-diff measures spans, counts DST, swaps and copies', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'time-diff')
  await expect(page.getByText('Enter an end date to measure the time between.')).toBeVisible()
  const copy = page.getByRole('button', { name: 'Copy', exact: true })
  await expect(copy).toBeDisabled()

  await page.getByLabel('Start date').fill('2024-01-15')
  await page.getByLabel('Start time').fill('08:30')
  await page.getByLabel('End date').fill('2026-03-20')
  await page.getByLabel('End time').fill('17:45:10')
  await expect(page.getByTestId('diff-calendar')).toHaveText(
    '2 years, 2 months, 5 days, 9 hours, 15 minutes, 10 seconds',
  )
  await expect(page.getByTestId('diff-iso')).toHaveText('P2Y2M5DT9H15M10S')

  // Across the autumn DST change in Berlin one calendar day lasts 25 hours.
  await page.getByLabel('Start date').fill('2026-10-24')
  await page.getByLabel('Start time').fill('12:00')
  await page.getByLabel('End date').fill('2026-10-25')
  await page.getByLabel('End time').fill('12:00')
  await expect(page.getByTestId('diff-calendar')).toHaveText('1 day')
  await expect(page.getByTestId('diff-hours')).toHaveText('25')
  await expect(page.getByTestId('diff-dst')).toContainText('60 minutes longer than the clock difference')
  await copy.click()
  await expectToast(page, 'Copied!', 'Difference copied to clipboard')
  const text = await readClipboard(page)
  expect(text).toContain('Difference: 1 day')
  expect(text).toContain('Total hours: 25')

  // In UTC the same span is 24 hours.
  await page.getByRole('button', { name: 'UTC' }).click()
  await expect(page.getByTestId('diff-hours')).toHaveText('24')
  await expect(page.getByTestId('diff-dst')).toHaveCount(0)

  // Swap makes the span negative.
  await page.getByRole('button', { name: 'Swap' }).click()
  await expect(page.getByLabel('Start date')).toHaveValue('2026-10-25')
  await expect(page.getByTestId('diff-calendar')).toHaveText('−1 day')
  await expect(page.getByTestId('diff-iso')).toHaveText('-P1D')
  await expect(page.getByText('The end is before the start.')).toBeVisible()

  // "Now" fills a date and time; clearing the start date explains what is missing.
  await page.getByRole('button', { name: 'Set end to now' }).click()
  await expect(page.getByLabel('End date')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/)
  await expect(page.getByLabel('End time')).toHaveValue(/^\d{2}:\d{2}:\d{2}$/)
  await page.getByLabel('Start date').fill('')
  await expect(page.getByRole('alert')).toHaveText('Enter the start date')
  await expect(copy).toBeDisabled()

  expect(watch.pageErrors).toEqual([])
  expect(watch.consoleErrors).toEqual([])
})
