import { expectToast, gotoTool, readClipboard, watchPage } from '../support/helpers'
import { expect, test } from '../support/test'

test.use({ timezoneId: 'UTC', locale: 'en-US' })

test('unix-timestamp ticks, converts both ways and shows every format', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'unix-timestamp')

  // The current-time card ticks every second and matches the clock.
  const nowCell = page.getByTestId('now-seconds')
  const t0 = Number(await nowCell.textContent())
  expect(Math.abs(t0 - Date.now() / 1000)).toBeLessThan(5)
  await expect.poll(async () => Number(await nowCell.textContent()), { timeout: 4000 }).toBeGreaterThan(t0)
  await page.getByRole('button', { name: 'Update Now' }).click()

  const input = page.getByLabel('Unix timestamp')
  await page.getByRole('button', { name: 'Y2K' }).click()
  await expect(input).toHaveValue('946684800')
  await expect(page.getByTestId('fmt-iso')).toHaveText('2000-01-01T00:00:00.000Z')
  await expect(page.getByTestId('fmt-utc')).toHaveText('Sat, 01 Jan 2000 00:00:00 GMT')
  await expect(page.getByTestId('fmt-rfc2822')).toHaveText('Sat, 01 Jan 2000 00:00:00 +0000')
  await expect(page.getByTestId('fmt-local')).toContainText('Saturday, January 1, 2000')
  await expect(page.getByTestId('fmt-ms')).toHaveText('946684800000')
  await expect(page.getByTestId('fmt-relative')).toHaveText(/years ago$/)

  await page.getByRole('button', { name: 'Unix epoch' }).click()
  await expect(page.getByTestId('fmt-iso')).toHaveText('1970-01-01T00:00:00.000Z')
  await page.getByRole('button', { name: '1 hour ago' }).click()
  await expect(page.getByTestId('fmt-relative')).toHaveText('1 hour ago')
  await page.getByRole('button', { name: '1 week ago' }).click()
  await expect(page.getByTestId('fmt-relative')).toHaveText('1 week ago')

  // Negative and after 2038.
  await input.fill('-86400')
  await expect(page.getByTestId('fmt-iso')).toHaveText('1969-12-31T00:00:00.000Z')
  await input.fill('4102444800')
  await expect(page.getByTestId('fmt-rfc2822')).toHaveText('Fri, 01 Jan 2100 00:00:00 +0000')
  await expect(page.getByTestId('fmt-relative')).toHaveText(/^in \d+ years$/)

  // 13 digits: milliseconds, and said so.
  await input.fill('1700000000123')
  await expect(page.getByText('Read as milliseconds (13 digits).')).toBeVisible()
  await expect(page.getByTestId('fmt-iso')).toHaveText('2023-11-14T22:13:20.123Z')
  await expect(page.getByTestId('fmt-seconds')).toHaveText('1700000000')

  // Integers only.
  await input.fill('1.5')
  await expect(page.getByText('Timestamps are whole numbers (digits only, optional minus sign)')).toBeVisible()
  await expect(page.getByTestId('fmt-iso')).toHaveCount(0)

  // Copy a format.
  await input.fill('0')
  await page.getByRole('button', { name: 'Copy RFC 2822' }).click()
  await expectToast(page, 'Copied!')
  expect(await readClipboard(page)).toBe('Thu, 01 Jan 1970 00:00:00 +0000')

  // Date (and optional time) to timestamp.
  await page.getByLabel('Date', { exact: true }).fill('2038-01-19')
  await expect(page.getByTestId('date-seconds')).toHaveText('2147472000')
  await page.getByLabel('Time (optional)').fill('03:14:08')
  await expect(page.getByTestId('date-seconds')).toHaveText('2147483648')
  await expect(page.getByTestId('date-iso')).toHaveText('2038-01-19T03:14:08.000Z')
  await page.getByLabel('Date', { exact: true }).fill('1969-07-20')
  await page.getByLabel('Time (optional)').fill('20:17:40')
  await expect(page.getByTestId('date-seconds')).toHaveText('-14182940')

  expect(watch.consoleErrors).toEqual([])
  expect(watch.pageErrors).toEqual([])
})

test.describe('in Tokyo', () => {
  test.use({ timezoneId: 'Asia/Tokyo', locale: 'en-US' })

  test('unix-timestamp reads dates in the local zone unless told UTC', async ({ page }) => {
    await gotoTool(page, 'unix-timestamp')
    await page.getByLabel('Date', { exact: true }).fill('2000-01-01')
    await page.getByLabel('Time (optional)').fill('09:00:00')
    await expect(page.getByTestId('date-seconds')).toHaveText('946684800')
    await page.getByText('Interpret as UTC').click()
    await expect(page.getByTestId('date-seconds')).toHaveText('946717200')
    await page.getByLabel('Unix timestamp').fill('0')
    await expect(page.getByTestId('fmt-rfc2822')).toHaveText('Thu, 01 Jan 1970 09:00:00 +0900')
    await expect(page.getByTestId('fmt-iso-local')).toHaveText('1970-01-01T09:00:00+09:00')
  })
})
