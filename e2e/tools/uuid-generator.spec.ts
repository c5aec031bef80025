import { PWNED_CHECK, xssPayloads } from '../fixtures/hostile/xss'
import { expectFilledPageGates } from '../support/gates'
import { captureDownload, expectToast, gotoTool, readClipboard, watchPage } from '../support/helpers'
import { expect, type Page, test } from '../support/test'

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
const V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
const output = (page: Page) => page.getByRole('region', { name: 'Generated UUIDs' })
const lines = async (page: Page) => ((await output(page).textContent()) ?? '').split('\n').filter(Boolean)

test('uuid-generator makes v4 and v7 batches, formats, copies and downloads', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'uuid-generator')
  await expect(page.getByTestId('uuid-count')).toHaveText('5 v4 UUIDs')
  const first = await lines(page)
  expect(first).toHaveLength(5)
  for (const u of first) expect(u).toMatch(V4)

  await page.getByLabel('How many (1–1000)').fill('1000')
  await page.getByRole('button', { name: 'Generate' }).click()
  await expect(page.getByTestId('uuid-count')).toHaveText('1000 v4 UUIDs')
  const many = await lines(page)
  expect(new Set(many).size).toBe(1000)

  await page.getByRole('button', { name: 'v7 (time-ordered)' }).click()
  await expect(page.getByTestId('uuid-count')).toHaveText('1000 v7 UUIDs')
  const v7 = await lines(page)
  for (const u of v7) expect(u).toMatch(V7)
  expect(v7).toEqual([...v7].sort()) // monotonic, even within one millisecond
  const ms = Number.parseInt(v7[0]?.replace(/-/g, '').slice(0, 12) ?? '', 16)
  expect(Math.abs(ms - Date.now())).toBeLessThan(60_000)

  await page.getByLabel('How many (1–1000)').fill('3')
  await page.getByLabel('How many (1–1000)').press('Enter')
  await expect(page.getByTestId('uuid-count')).toHaveText('3 v7 UUIDs')
  const canonical = await lines(page)
  await page.getByText('Uppercase', { exact: true }).click()
  await page.getByText('Hyphens', { exact: true }).click()
  await page.getByText('Braces { }', { exact: true }).click()
  const formatted = canonical.map((u) => `{${u.replace(/-/g, '').toUpperCase()}}`)
  await expect(output(page)).toHaveText(formatted.join('\n'))

  await page.getByRole('button', { name: 'Copy all' }).click()
  await expectToast(page, 'Copied!', '3 UUIDs copied to clipboard')
  expect(await readClipboard(page)).toBe(formatted.join('\n'))
  const file = await captureDownload(page, () => page.getByRole('button', { name: 'Download' }).click())
  expect(file.name).toBe('uuids-v7.txt')
  expect(file.text()).toBe(`${formatted.join('\n')}\n`)

  // Bad counts are explained inline and block Generate.
  await page.getByLabel('How many (1–1000)').fill('1001')
  await expect(page.getByText('The count must be between 1 and 1000.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Generate' })).toBeDisabled()
  await page.getByLabel('How many (1–1000)').fill('')
  await expect(page.getByText('Enter how many UUIDs to make (1–1000).')).toBeVisible()

  expect(watch.consoleErrors).toEqual([])
  expect(watch.pageErrors).toEqual([])
  expect(watch.foreignRequests).toEqual([])
})

test('uuid-generator validates pasted UUIDs and reports version, variant and time', async ({ page }) => {
  await gotoTool(page, 'uuid-generator')
  const box = page.getByLabel('UUIDs to check')
  await box.fill(
    [
      '{017F22E2-79B0-7CC3-98C4-DC0C0C07398F}',
      'urn:uuid:919108f7-52d1-4320-9bac-f847db4148a8',
      'C232AB00-9414-11EC-B3C8-9F6BDECED846',
      '00000000-0000-0000-0000-000000000000',
      '919108f7-52d1-4320-cbac-f847db4148a8',
      '919108f7-52d1-4320-9bac-f847db4148a',
      xssPayloads.imgOnerror,
    ].join('\n'),
  )
  const items = page.getByRole('list', { name: 'Validation results' }).getByRole('listitem')
  await expect(items).toHaveCount(7)
  await expect(items.nth(0)).toContainText('Valid')
  await expect(items.nth(0)).toContainText('Version 7 (Unix time, sortable)')
  await expect(items.nth(0)).toContainText('RFC 9562 / RFC 4122')
  await expect(items.nth(0)).toContainText('2022-02-22T19:22:22.000Z')
  await expect(items.nth(0)).toContainText('017f22e2-79b0-7cc3-98c4-dc0c0c07398f')
  await expect(items.nth(1)).toContainText('Version 4 (random)')
  await expect(items.nth(2)).toContainText('Version 1 (Gregorian time + node)')
  await expect(items.nth(2)).toContainText('2022-02-22T19:22:22.000Z')
  await expect(items.nth(3)).toContainText('Nil UUID (all zeros)')
  await expect(items.nth(4)).toContainText('Non-standard')
  await expect(items.nth(4)).toContainText('Microsoft (reserved)')
  await expect(items.nth(5)).toContainText('Invalid')
  await expect(items.nth(5)).toContainText('A UUID has 32 hex digits; this has 31.')
  await expect(items.nth(6)).toContainText('“<” at position 1 is not a hex digit.')
  await expect(page.locator('main img[src="x"]')).toHaveCount(0)
  expect(await page.evaluate(PWNED_CHECK)).toBeUndefined()
})

test('uuid-generator with results passes axe in light and dark and fits 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 })
  await gotoTool(page, 'uuid-generator')
  await page
    .getByLabel('UUIDs to check')
    .fill('017F22E2-79B0-7CC3-98C4-DC0C0C07398F\nnot-a-uuid\n919108f7-52d1-4320-cbac-f847db4148a8')
  await page.getByLabel('How many (1–1000)').fill('0')
  await expect(page.getByText('The count must be between 1 and 1000.')).toBeVisible()
  await expectFilledPageGates(page)
})
