import { expectToast, gotoTool, readClipboard, watchPage } from '../support/helpers'
import { expect, test } from '../support/test'

test('age-calculator works out an exact age, copies it and explains bad dates', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'age-calculator')
  const copy = page.getByRole('button', { name: 'Copy', exact: true })
  await expect(page.getByText('Enter a date of birth to see the exact age.')).toBeVisible()
  await expect(copy).toBeDisabled()

  await page.getByLabel('Date of birth').fill('1990-06-15')
  await page.getByLabel('Age on', { exact: true }).fill('2026-11-26')
  await expect(page.getByTestId('age-exact')).toHaveText('36 years, 5 months, 11 days')
  await expect(page.getByTestId('age-months')).toHaveText('437')
  await expect(page.getByTestId('age-born-on')).toHaveText('Friday')
  await expect(page.getByTestId('age-next')).toContainText('turns 37, in 201 days')

  await copy.click()
  await expectToast(page, 'Copied!', 'Age copied to clipboard')
  const text = await readClipboard(page)
  expect(text).toContain('Born: 1990-06-15 (Friday)')
  expect(text).toContain('Age on 2026-11-26: 36 years, 5 months, 11 days')

  // A leap-day birthday in a common year, under both rules.
  await page.getByLabel('Date of birth').fill('2024-02-29')
  await page.getByLabel('Age on', { exact: true }).fill('2027-02-28')
  await expect(page.getByTestId('age-exact')).toHaveText('3 years, 0 months, 0 days')
  await expect(page.getByTestId('age-birthday')).toHaveText('Happy birthday! Turns 3 today.')
  await page.getByRole('button', { name: '1 March' }).click()
  await expect(page.getByTestId('age-exact')).toHaveText('2 years, 11 months, 30 days')
  await expect(page.getByTestId('age-next')).toContainText('turns 3, in 1 day')

  // Born after the "age on" date.
  await page.getByLabel('Date of birth').fill('2030-01-01')
  await expect(page.getByRole('alert')).toHaveText('The birth date is after the “age on” date')
  await expect(copy).toBeDisabled()

  // Today button resets the "age on" date to today.
  await page.getByLabel('Date of birth').fill('2000-01-01')
  await page.getByRole('button', { name: 'Today' }).click()
  const today = new Date().toISOString().slice(0, 10)
  await expect(page.getByLabel('Age on', { exact: true })).toHaveValue(today)
  await expect(page.getByTestId('age-exact')).toContainText('years')

  expect(watch.pageErrors).toEqual([])
  expect(watch.consoleErrors).toEqual([])
})
