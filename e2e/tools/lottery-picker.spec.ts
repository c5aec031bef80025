import { xssPayloads } from '../fixtures/hostile/xss'
import { captureDownload, expectToast, gotoTool, readClipboard, watchPage } from '../support/helpers'
import { expect, test } from '../support/test'

test('lottery-picker picks distinct weighted winners, explains duplicates, copies and downloads', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'lottery-picker')
  const entries = page.getByLabel('Entries, one per line')
  await entries.fill(`Alice, 3\nBob\nbob\nCarol\nDan, 0\nEve, -2\n${xssPayloads.imgOnerror}`)

  await expect(page.getByTestId('entries-summary')).toHaveText('4 entries, weighted')
  await expect(page.getByTestId('duplicates')).toHaveText('Bob is listed 2 times: one entry with weight 2.')
  await expect(page.getByText('Left out (weight 0): Dan')).toBeVisible()
  await expect(page.getByTestId('line-problems')).toHaveText('Line 6: the weight -2 is not a positive number')
  // Alice 3, Bob 2, Carol 1, payload 1 → 3/7.
  await expect(page.getByTestId('odds-row').first()).toContainText('42.9%')

  await page.getByRole('button', { name: 'Count once' }).click()
  await expect(page.getByTestId('duplicates')).toHaveText('Bob is listed 2 times: counted once (weight 1).')
  await expect(page.getByTestId('odds-row').first()).toContainText('50.0%')

  await page.getByLabel('Number of winners').fill('5')
  await expect(
    page.getByText('Only 4 distinct entries can win: lower the number of winners or add entries.'),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Pick 5 winners' })).toBeDisabled()

  await page.getByLabel('Number of winners').fill('4')
  await page.getByRole('button', { name: 'Pick 4 winners' }).click()
  const names = await page.getByTestId('winner-name').allTextContents()
  expect(names).toHaveLength(4)
  expect(new Set(names)).toEqual(new Set(['Alice', 'Bob', 'Carol', xssPayloads.imgOnerror]))
  await expect(page.getByTestId('history-item')).toHaveCount(1)

  await page.getByRole('button', { name: 'Copy', exact: true }).first().click()
  await expectToast(page, 'Copied!', 'Winners copied to clipboard')
  const copied = await readClipboard(page)
  expect(copied.split('\n')).toEqual(names.map((n, i) => `${['1st', '2nd', '3rd', '4th'][i]}: ${n}`))

  const file = await captureDownload(page, () => page.getByRole('button', { name: 'Download' }).first().click())
  expect(file.name).toBe('winners.txt')
  expect(file.text()).toBe(`${copied}\n`)

  // Remove two winners, then draw again from the rest.
  await page.getByLabel('Number of winners').fill('2')
  await page.getByRole('button', { name: 'Pick 2 winners' }).click()
  const round = await page.getByTestId('winner-name').allTextContents()
  await page.getByRole('button', { name: 'Remove from entries' }).click()
  await expectToast(page, 'Winners removed', '2 removed from the entries for the next draw')
  await expect(page.getByTestId('entries-summary')).toHaveText(/^2 entries/)
  const left = await entries.inputValue()
  for (const name of round) expect(left.toLowerCase()).not.toContain(`${name.toLowerCase()}\n`)
  await page.getByRole('button', { name: 'Pick 2 winners' }).click()
  const next = await page.getByTestId('winner-name').allTextContents()
  for (const name of next) expect(round).not.toContain(name)

  // Numbers: 6 of 1–49, then an impossible draw.
  await page.getByRole('button', { name: 'Draw numbers' }).click()
  await page.getByRole('button', { name: 'Draw numbers' }).last().click()
  const drawn = (await page.getByTestId('drawn-number').allTextContents()).map(Number)
  expect(drawn).toHaveLength(6)
  expect(new Set(drawn).size).toBe(6)
  for (const n of drawn) expect(n >= 1 && n <= 49).toBe(true)
  expect(drawn).toEqual([...drawn].sort((a, b) => a - b))
  await page.getByRole('button', { name: 'Copy', exact: true }).first().click()
  expect(await readClipboard(page)).toBe(drawn.join(', '))
  await expect(page.getByTestId('history-item')).toHaveCount(4)

  await page.getByLabel('How many').fill('11')
  await page.getByLabel('To', { exact: true }).fill('10')
  await expect(page.getByText('Only 10 numbers lie between 1 and 10: lower how many to draw.')).toBeVisible()
  await page.getByLabel('How many').fill('10')
  await page.getByRole('button', { name: 'Draw numbers' }).last().click()
  await expect(page.getByTestId('drawn-number')).toHaveText(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'])

  expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined()
  expect(watch.pageErrors).toEqual([])
  expect(watch.consoleErrors).toEqual([])
  expect(watch.foreignRequests).toEqual([])
})
