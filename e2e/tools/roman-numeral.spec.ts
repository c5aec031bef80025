import { PWNED_CHECK, xssPayloads } from '../fixtures/hostile/xss'
import { expectToast, gotoTool, readClipboard, watchPage } from '../support/helpers'
import { expect, test } from '../support/test'

test('roman-numeral converts both ways, explains bad input and copies the result', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'roman-numeral')
  const field = page.getByLabel('Number or Roman numeral')
  const result = page.getByTestId('roman-result')

  await field.fill('1994')
  await expect(result).toHaveText('MCMXCIV')
  await expect(page.getByTestId('roman-parts').getByRole('listitem')).toHaveText(['M1,000', 'CM900', 'XC90', 'IV4'])
  await page.getByRole('button', { name: 'Copy', exact: true }).click()
  await expectToast(page, 'Copied!', 'Numeral copied to clipboard')
  expect(await readClipboard(page)).toBe('MCMXCIV')

  await field.fill('mmxxiv')
  await expect(result).toHaveText('2024')
  await page.getByRole('button', { name: 'Copy', exact: true }).click()
  await expectToast(page, 'Copied!', 'Number copied to clipboard')
  expect(await readClipboard(page)).toBe('2024')

  await field.fill('12345')
  await expect(result).toHaveText('X\u0305I\u0305I\u0305CCCXLV')

  await field.fill('IIII')
  await expect(page.getByText('“IIII” is not a standard Roman numeral: 4 is written IV.').first()).toBeVisible()
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByRole('button', { name: 'Copy', exact: true })).toBeDisabled()

  await field.fill('0')
  await expect(page.getByRole('alert')).toContainText('There is no Roman numeral for zero')
  await field.fill('4000000')
  await expect(page.getByRole('alert')).toContainText('Too large')

  await page.getByRole('button', { name: 'MCMXCIV' }).click()
  await expect(field).toHaveValue('MCMXCIV')
  await expect(result).toHaveText('1994')

  await field.fill('')
  await expect(page.getByText('Nothing to convert yet')).toBeVisible()
  // Hostile text is reported, never run.
  await field.fill(xssPayloads.imgOnerror)
  await expect(page.getByRole('alert')).toContainText('“<” is not a Roman numeral letter')
  expect(await page.evaluate(PWNED_CHECK)).toBeUndefined()

  expect(watch.pageErrors).toEqual([])
  expect(watch.consoleErrors).toEqual([])
})
