import { captureDownload, expectToast, gotoTool, readClipboard, watchPage } from '../support/helpers'
import { expect, test } from '../support/test'

test('random-number draws in range, without repeats, refuses impossible draws and exports', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'random-number')
  const out = page.getByTestId('random-output')

  // One number on first view, between 1 and 100.
  const first = Number(await out.textContent())
  expect(Number.isInteger(first) && first >= 1 && first <= 100).toBe(true)

  // A wide range: pressing Generate draws again.
  await page.getByLabel('Minimum').fill('1')
  await page.getByLabel('Maximum').fill('1000000000000')
  await page.getByRole('button', { name: 'Generate' }).click()
  const a = await out.textContent()
  await page.getByRole('button', { name: 'Generate' }).click()
  await expect(out).not.toHaveText(a ?? '')
  await page.getByRole('button', { name: 'Copy', exact: true }).click()
  await expectToast(page, 'Copied!', 'Number copied to clipboard')
  expect(await readClipboard(page)).toBe(await out.textContent())

  // Unique draw of the whole range 1–20, sorted: every number exactly once.
  await page.getByLabel('Maximum').fill('20')
  await page.getByLabel('How many').fill('20')
  await page.getByText('No repeats', { exact: true }).click()
  await page.getByRole('button', { name: 'Ascending' }).click()
  await page.getByRole('button', { name: 'Generate' }).click()
  await expect(page.getByRole('heading', { name: 'Your numbers (20)' })).toBeVisible()
  await expect(out).toHaveText(Array.from({ length: 20 }, (_, i) => i + 1).join('\n'))
  await page.getByRole('button', { name: 'Commas' }).click()
  const file = await captureDownload(page, () => page.getByRole('button', { name: 'Download' }).click())
  expect(file.name).toBe('random-numbers.txt')
  expect(file.text()).toBe(`${Array.from({ length: 20 }, (_, i) => i + 1).join(', ')}\n`)

  // More unique numbers than the range holds: refused with the reason.
  await page.getByLabel('How many').fill('21')
  await expect(
    page.getByText('Cannot draw 21 numbers without repeats: 1 to 20 holds only 20 different numbers.'),
  ).toBeVisible()
  await expect(page.getByLabel('How many')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByRole('button', { name: 'Generate' })).toBeDisabled()

  // Min above max, and a word instead of a number.
  await page.getByLabel('How many').fill('5')
  await page.getByLabel('Minimum').fill('50')
  await expect(page.getByRole('alert')).toContainText('The minimum (50) is greater than the maximum (20).')
  await page.getByLabel('Minimum').fill('five')
  await expect(page.getByText('Minimum: “five” is not a number.')).toBeVisible()

  // Decimals with a fixed number of places.
  await page.getByLabel('Minimum').fill('0')
  await page.getByLabel('Maximum').fill('1')
  await page.getByText('No repeats', { exact: true }).click()
  await page.getByText('Decimals', { exact: true }).click()
  await page.getByLabel('Decimal places').fill('3')
  await page.getByRole('button', { name: 'Generate' }).click()
  const decimals = (await out.textContent())?.split(', ') ?? []
  expect(decimals).toHaveLength(5)
  for (const d of decimals) {
    expect(d).toMatch(/^[01]\.\d{3}$/)
    expect(Number(d)).toBeLessThanOrEqual(1)
  }

  // Lottery preset: 6 different numbers from 1 to 49.
  await page.getByRole('button', { name: 'Lottery (6 of 1–49)' }).click()
  const lottery = ((await out.textContent()) ?? '').split(', ').map(Number)
  expect(new Set(lottery).size).toBe(6)
  expect(lottery.every((n) => Number.isInteger(n) && n >= 1 && n <= 49)).toBe(true)

  expect(watch.pageErrors).toEqual([])
  expect(watch.consoleErrors).toEqual([])
})
