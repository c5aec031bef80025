import { PWNED_CHECK, xssPayloads } from '../fixtures/hostile/xss'
import { expectToast, gotoTool, readClipboard, watchPage } from '../support/helpers'
import { expect, test } from '../support/test'

test('percentage-calc answers each question, explains impossible ones and copies results', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'percentage-calc')

  const of = page.getByTestId('q-of')
  await of.getByLabel('Percentage (X)').fill('10')
  await of.getByLabel('Of value (Y)').fill('0.3')
  await expect(of.getByTestId('result')).toHaveText('0.03')
  await of.getByLabel('Of value (Y)').fill('3')
  // 3 × 10 ÷ 100 is 0.30000000000000004 in floating point: shown as 0.3.
  await expect(of.getByTestId('result')).toHaveText('0.3')
  await expect(of.getByTestId('sentence')).toHaveText('10% of 3 is 0.3')
  await page.getByRole('button', { name: 'Copy result: What is X% of Y?' }).click()
  await expectToast(page, 'Copied!', 'Result copied to clipboard')
  expect(await readClipboard(page)).toBe('0.3')

  const what = page.getByTestId('q-what-percent')
  await what.getByLabel('Part (X)').fill('1')
  await what.getByLabel('Whole (Y)').fill('3')
  await expect(what.getByTestId('result')).toHaveText('33.33%')
  await page.getByLabel('Decimal places in answers').fill('4')
  await expect(what.getByTestId('result')).toHaveText('33.3333%')
  await page.getByLabel('Decimal places in answers').fill('99')
  await expect(page.getByText('Enter a whole number from 0 to 12; using 2.')).toBeVisible()
  await expect(what.getByTestId('result')).toHaveText('33.33%')
  await page.getByLabel('Decimal places in answers').fill('2')
  await what.getByLabel('Whole (Y)').fill('0')
  await expect(what.getByTestId('error')).toHaveText('The whole (Y) is 0: a part of nothing has no percentage.')
  await expect(page.getByRole('button', { name: 'Copy result: X is what percent of Y?' })).toBeDisabled()

  const change = page.getByTestId('q-change')
  await change.getByLabel('From (X)').fill('1,250')
  await change.getByLabel('To (Y)').fill('1,000')
  await expect(change.getByTestId('result')).toHaveText('-20%')
  await expect(change.getByTestId('sentence')).toHaveText('From 1,250 to 1,000 is a decrease of 20%')
  await change.getByLabel('To (Y)').fill('abc')
  await expect(change.getByText('“abc” is not a number.')).toBeVisible()
  await expect(change.getByLabel('To (Y)')).toHaveAttribute('aria-invalid', 'true')
  await change.getByLabel('To (Y)').fill('')
  await expect(change.getByText('Fill in both values.')).toBeVisible()

  const reverse = page.getByTestId('q-reverse')
  await reverse.getByLabel('Value after (X)').fill('59.99')
  await reverse.getByLabel(/Change \(Y %/).fill('20')
  await expect(reverse.getByTestId('result')).toHaveText('49.99')
  await page.getByRole('button', { name: 'Copy result: Before a change: X after a Y% change' }).click()
  expect(await readClipboard(page)).toBe('49.99')

  await expect(page.getByTestId('q-increase').getByTestId('result')).toHaveText('230')
  await expect(page.getByTestId('q-decrease').getByTestId('result')).toHaveText('170')
  await expect(page.getByTestId('q-whole').getByTestId('result')).toHaveText('200')
  await expect(page.getByTestId('q-difference').getByTestId('result')).toHaveText('22.22%')

  // Hostile text is echoed as text, never run.
  await of.getByLabel('Percentage (X)').fill(xssPayloads.script)
  await expect(of.getByText(`“${xssPayloads.script}” is not a number.`)).toBeVisible()
  expect(await page.evaluate(PWNED_CHECK)).toBeUndefined()

  expect(watch.pageErrors).toEqual([])
  expect(watch.consoleErrors).toEqual([])
})
