import { PWNED_CHECK, xssPayloads } from '../fixtures/hostile/xss'
import { expectToast, gotoTool, readClipboard, watchPage } from '../support/helpers'
import { expect, test } from '../support/test'

test.use({ timezoneId: 'America/New_York' })

test('cron-parser explains expressions and lists DST-aware next runs', async ({ page }) => {
  const watch = await watchPage(page)
  // Saturday 7 March 2026, 07:00 in New York; clocks go forward the next night.
  await page.clock.setFixedTime(new Date('2026-03-07T12:00:00Z'))
  await gotoTool(page, 'cron-parser')

  const box = page.getByLabel('Cron expression')
  const runs = page.getByTestId('cron-run-iso')
  await expect(page.getByTestId('cron-description')).toHaveText('At 09:00 on Monday through Friday.')
  await expect(runs.first()).toHaveText('2026-03-09T09:00:00-04:00')
  await expect(runs).toHaveCount(10)

  // 02:30 does not exist on 8 March in New York: that run is skipped and said so.
  await box.fill('30 2 * * *')
  await expect(page.getByTestId('cron-description')).toHaveText('At 02:30.')
  await expect(runs.first()).toHaveText('2026-03-09T02:30:00-04:00')
  await expect(page.getByText('1 run time fell in a daylight-saving gap')).toBeVisible()
  await page.getByRole('button', { name: 'Copy run times' }).click()
  await expectToast(page, 'Copied!', 'Run times copied to clipboard')
  const copied = (await readClipboard(page)).split('\n')
  expect(copied).toHaveLength(10)
  expect(copied[1]).toBe('2026-03-10T02:30:00-04:00')

  // The same schedule in UTC.
  await page.getByRole('button', { name: 'UTC' }).click()
  await expect(runs.first()).toHaveText('2026-03-08T02:30:00+00:00')

  // Any IANA zone, typed in any case; an unknown one is explained.
  const zoneBox = page.getByLabel('Time zone')
  await zoneBox.fill('asia/tokyo')
  await expect(runs.first()).toHaveText('2026-03-08T02:30:00+09:00')
  await zoneBox.fill('Mars/Olympus')
  await expect(page.getByText('Unknown time zone “Mars/Olympus”')).toBeVisible()
  await expect(runs).toHaveCount(0)
  await page.getByRole('button', { name: 'UTC' }).click()
  await expect(zoneBox).toHaveValue('UTC')

  // Fewer runs.
  await page.getByLabel('How many').fill('3')
  await expect(runs).toHaveCount(3)
  await page.getByLabel('How many').fill('0')
  await expect(page.getByText('Enter 1 to 100')).toBeVisible()
  await page.getByLabel('How many').fill('5')

  // Examples, the seconds field and both day fields.
  await page.getByRole('button', { name: 'Every 10 seconds' }).click()
  await expect(box).toHaveValue('*/10 * * * * *')
  await expect(page.getByTestId('cron-description')).toHaveText('At every 10th second.')
  await expect(page.getByTestId('cron-fields').getByRole('row')).toHaveCount(7)
  await expect(runs.nth(1)).toHaveText('2026-03-07T12:00:20+00:00')
  await box.fill('0 0 1,15 * FRI')
  await expect(page.getByTestId('cron-description')).toHaveText('At 00:00 on day-of-month 1 and 15 or on Friday.')
  await expect(page.getByText('runs on a day that matches either of them')).toBeVisible()
  await expect(runs.first()).toHaveText('2026-03-13T00:00:00+00:00')
  await page.getByRole('button', { name: 'Copy description' }).click()
  await expectToast(page, 'Copied!', 'Description copied to clipboard')
  expect(await readClipboard(page)).toBe('At 00:00 on day-of-month 1 and 15 or on Friday.')

  // Macros.
  await box.fill('@weekly')
  await expect(page.getByTestId('cron-description')).toHaveText('At 00:00 on Sunday.')

  // Bad input: an inline reason, nothing to copy.
  await box.fill('60 * * * *')
  await expect(page.getByRole('alert')).toHaveText('Minute: 60 is out of range (0–59)')
  await expect(page.getByRole('button', { name: 'Copy description' })).toBeDisabled()
  await box.fill('0 0 L * *')
  await expect(page.getByRole('alert')).toContainText('Quartz syntax')
  await box.fill('0 0 30 2 *')
  await expect(page.getByRole('alert')).toHaveText('This schedule never runs: none of the chosen months has day 30')

  // Hostile text is shown as text, never run.
  await box.fill(xssPayloads.imgOnerror)
  await expect(page.getByRole('alert')).toHaveText('Minute: “<img” is not a number')
  expect(await page.evaluate(PWNED_CHECK)).toBeUndefined()

  expect(watch.pageErrors).toEqual([])
  expect(watch.consoleErrors).toEqual([])
  expect(watch.foreignRequests).toEqual([])
})
