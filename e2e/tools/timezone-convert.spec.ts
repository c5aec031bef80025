import { expectToast, gotoTool, readClipboard, watchPage } from '../support/helpers'
import { expect, type Page, test } from '../support/test'

const row = (page: Page, zone: string) => page.getByTestId(`zone-${zone}`)

async function setMoment(page: Page, date: string, time: string, zone: string) {
  await page.getByLabel('Date', { exact: true }).fill(date)
  await page.getByLabel('Time', { exact: true }).fill(time)
  await page.getByLabel('Source time zone').fill(zone)
}

test('timezone-convert shows one moment in many zones, DST-correct, and keeps the list', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'timezone-convert')
  await setMoment(page, '2026-07-01', '12:00', 'Europe/London')
  await expect(page.getByTestId('instant')).toContainText('2026-07-01T11:00:00Z')
  await expect(row(page, 'UTC').getByTestId('time')).toHaveText('11:00:00')
  await expect(row(page, 'America/New_York').getByTestId('time')).toHaveText('07:00:00')
  await expect(row(page, 'America/New_York').getByTestId('offset')).toHaveText('UTC-04:00 · EDT · −5 h')
  await expect(row(page, 'America/New_York').getByTestId('dst')).toBeVisible()
  await expect(row(page, 'Asia/Tokyo').getByTestId('time')).toHaveText('20:00:00')
  await expect(row(page, 'Asia/Tokyo').getByTestId('dst')).toHaveCount(0)
  await expect(row(page, 'Europe/London').getByTestId('offset')).toContainText('same time')

  // Winter: New York is 5 hours behind UTC, no DST.
  await page.getByLabel('Date', { exact: true }).fill('2026-01-15')
  await expect(row(page, 'America/New_York').getByTestId('offset')).toHaveText('UTC-05:00 · EST · −5 h')
  await expect(row(page, 'America/New_York').getByTestId('dst')).toHaveCount(0)
  await expect(row(page, 'UTC').getByTestId('time')).toHaveText('12:00:00')

  // Add a half-hour zone and one across the date line; remove one.
  const add = page.getByLabel('Zone to add')
  await add.fill('Asia/Kolkata')
  await add.press('Enter')
  await expect(row(page, 'Asia/Kolkata').getByTestId('time')).toHaveText('17:30:00')
  await add.fill('Pacific/Kiritimati')
  await page.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(row(page, 'Pacific/Kiritimati').getByTestId('time')).toHaveText('02:00:00')
  await expect(row(page, 'Pacific/Kiritimati').getByTestId('shift')).toHaveText('next day')
  await add.fill('pacific/kiritimati')
  await add.press('Enter')
  await expect(page.getByText('Pacific/Kiritimati is already in the list')).toBeVisible()
  await add.fill('Mars/Olympus_Mons')
  await add.press('Enter')
  await expect(page.getByText('Unknown time zone “Mars/Olympus_Mons”')).toBeVisible()
  await page.getByRole('button', { name: 'Remove Asia/Tokyo' }).click()
  await expect(row(page, 'Asia/Tokyo')).toHaveCount(0)

  await page.getByRole('button', { name: 'Copy time in Asia/Kolkata' }).click()
  await expectToast(page, 'Copied!', 'Time in Asia/Kolkata copied to clipboard')
  expect(await readClipboard(page)).toBe('Asia/Kolkata: Thursday 2026-01-15 17:30:00 UTC+05:30')
  await page.getByRole('button', { name: 'Copy all' }).click()
  await expectToast(page, 'Copied!', 'All times copied to clipboard')
  const all = await readClipboard(page)
  expect(all.split('\n')).toEqual([
    'UTC: Thursday 2026-01-15 12:00:00 UTC+00:00 (UTC)',
    'America/New_York: Thursday 2026-01-15 07:00:00 UTC-05:00 (EST)',
    'Europe/London: Thursday 2026-01-15 12:00:00 UTC+00:00',
    'Asia/Kolkata: Thursday 2026-01-15 17:30:00 UTC+05:30',
    'Pacific/Kiritimati: Friday 2026-01-16 02:00:00 UTC+14:00, next day',
  ])

  // The list survives a reload.
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('list', { name: 'Target time zones' }).getByRole('listitem')).toHaveCount(5)
  await expect(row(page, 'Pacific/Kiritimati')).toBeVisible()
  await expect(row(page, 'Asia/Tokyo')).toHaveCount(0)
  expect(watch.consoleErrors).toEqual([])
  expect(watch.pageErrors).toEqual([])
})

test('timezone-convert explains DST gaps and bad input', async ({ page }) => {
  await gotoTool(page, 'timezone-convert')
  await setMoment(page, '2026-03-08', '02:30', 'America/New_York')
  await expect(page.getByTestId('moment-note')).toContainText(
    '2026-03-08 02:30 does not exist in America/New_York: the clocks jump forward then.',
  )
  await expect(row(page, 'UTC').getByTestId('time')).toHaveText('07:30:00')
  await page.getByLabel('Time', { exact: true }).fill('12:00')
  await expect(page.getByTestId('moment-note')).toHaveCount(0)
  await page.getByLabel('Source time zone').fill('Nowhere/City')
  await expect(page.getByTestId('moment-error')).toHaveText('Unknown time zone “Nowhere/City”')
  await page.getByLabel('Source time zone').fill('UTC')
  await page.getByLabel('Date', { exact: true }).fill('')
  await expect(page.getByTestId('moment-error')).toHaveText('Enter a date')
})
