import { xssPayloads } from '../fixtures/hostile/xss'
import { captureDownload, expectToast, gotoTool, readClipboard, watchPage } from '../support/helpers'
import { expect, test } from '../support/test'

test('dice-roller rolls an expression, shows exact statistics, history, copy and CSV', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'dice-roller')
  const field = page.getByLabel('Dice expression')
  await field.fill('2d6+3')

  await expect(page.getByTestId('stat-min')).toHaveText('5')
  await expect(page.getByTestId('stat-max')).toHaveText('15')
  await expect(page.getByTestId('stat-mean')).toHaveText('10')
  await expect(page.getByTestId('stat-mode')).toHaveText('10')
  const row10 = page.getByTestId('dist-row').filter({ has: page.getByRole('cell', { name: '10', exact: true }) })
  await expect(row10).toContainText('16.67%')
  await expect(row10).toContainText('58.33%')

  await field.press('Enter')
  const total = Number(await page.getByTestId('roll-total').textContent())
  const dice = await page.getByTestId('die').allTextContents()
  expect(dice).toHaveLength(2)
  for (const d of dice) expect(Number(d)).toBeGreaterThanOrEqual(1)
  for (const d of dice) expect(Number(d)).toBeLessThanOrEqual(6)
  expect(total).toBe(dice.reduce((s, d) => s + Number(d), 0) + 3)
  await expect(page.getByTestId('history-item')).toHaveCount(1)
  await expect(page.getByTestId('history-total').first()).toHaveText(String(total))

  await page.getByRole('button', { name: 'Copy', exact: true }).click()
  await expectToast(page, 'Copied!', 'Roll copied to clipboard')
  expect(await readClipboard(page)).toContain(`2d6 + 3: ${total}`)

  const file = await captureDownload(page, () => page.getByRole('button', { name: 'Download CSV' }).click())
  expect(file.name).toBe('dice-distribution.csv')
  const lines = file.text().trim().split('\n')
  expect(lines[0]).toBe('total,probability,probability_at_least')
  expect(lines).toHaveLength(12)
  const [t, p, ge] = lines[6].split(',').map(Number)
  expect(t).toBe(10)
  expect(p).toBeCloseTo(6 / 36, 12)
  expect(ge).toBeCloseTo(21 / 36, 12)

  // Keep highest: one of four dice is dropped.
  await page.getByRole('button', { name: 'Roll 4d6kh3' }).click()
  await expect(field).toHaveValue('4d6kh3')
  await expect(page.getByTestId('die')).toHaveCount(4)
  await expect(page.locator('[data-testid="die"][data-kept="false"]')).toHaveCount(1)
  await expect(page.getByTestId('stat-min')).toHaveText('3')
  await expect(page.getByTestId('stat-mean')).toHaveText('12.24')
  await expect(page.getByTestId('history-item')).toHaveCount(2)

  // Advantage turns a d20 into 2d20 keep highest.
  await field.fill('1d20+5')
  await page.getByRole('button', { name: 'Advantage', exact: true }).click()
  await expect(page.getByTestId('mode-note')).toHaveText('Advantage: rolling 2d20kh1 + 5')
  await expect(page.getByTestId('stat-mean')).toHaveText(/^18\.8[23]$/)
  await page.getByRole('button', { name: 'Roll', exact: true }).click()
  await expect(page.getByTestId('die')).toHaveCount(2)
  const adv = await page.getByTestId('die').allTextContents()
  await expect(page.getByTestId('roll-total')).toHaveText(
    String(Math.max(...adv.map((s) => Number.parseInt(s, 10))) + 5),
  )
  await page.getByRole('button', { name: 'Normal' }).click()

  // Parse errors are named and block rolling.
  await field.fill('2d6*2')
  await expect(page.getByText("Unexpected '*': expected '+', '-' or the end (at character 4)")).toBeVisible()
  await expect(page.getByRole('button', { name: 'Roll', exact: true })).toBeDisabled()
  await field.fill(xssPayloads.imgOnerror)
  await expect(page.getByText(/Unexpected '<'/)).toBeVisible()

  // A big expression is computed in the worker; the table shows the totals around the mean.
  await field.fill('500d100')
  await expect(page.getByTestId('stat-mean')).toHaveText('25250')
  await expect(page.getByTestId('stat-max')).toHaveText('50000')
  await expect(page.getByTestId('dist-row')).toHaveCount(301)
  await expect(
    page.getByText('Showing the 301 totals around the mean of 49501; the CSV has all of them.'),
  ).toBeVisible()

  // Too big for exact statistics, but still rollable.
  await field.fill('1000d1000')
  await expect(page.getByText(/too large for exact statistics/)).toBeVisible()
  await field.press('Enter')
  await expect(page.getByTestId('die')).toHaveCount(1000)

  await page.getByRole('button', { name: 'Clear history' }).click()
  await expect(page.getByTestId('history-item')).toHaveCount(0)
  expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined()
  expect(watch.pageErrors).toEqual([])
  expect(watch.consoleErrors).toEqual([])
  expect(watch.foreignRequests).toEqual([])
})
