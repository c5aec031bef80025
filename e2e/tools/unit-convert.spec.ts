import { PWNED_CHECK, xssPayloads } from '../fixtures/hostile/xss'
import { expectToast, gotoTool, readClipboard, watchPage } from '../support/helpers'
import { expect, type Page, test } from '../support/test'

async function choose(page: Page, field: string, option: string) {
  await page.getByRole('combobox', { name: field }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
  await expect(page.getByRole('combobox', { name: field })).toContainText(option)
}

test('unit-convert shows a value in every unit, exactly, and copies it', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'unit-convert')
  const value = page.getByLabel('Value')

  await choose(page, 'From unit', 'Mile (mi)')
  await value.fill('1')
  await expect(page.getByTestId('value-m')).toHaveText('1,609.344')
  await expect(page.getByTestId('value-ft')).toHaveText('5,280')
  await expect(page.getByTestId('value-in')).toHaveText('63,360')
  await expect(page.getByTestId('row-mi')).toHaveAttribute('data-highlight', 'true')
  await page.getByRole('button', { name: 'Copy metre' }).click()
  await expectToast(page, 'Copied!', 'Metre copied to clipboard')
  expect(await readClipboard(page)).toBe('1,609.344')

  // Float noise: 0.1 ft is exactly 0.03048 m.
  await choose(page, 'From unit', 'Foot (ft)')
  await value.fill('0.1')
  await expect(page.getByTestId('value-m')).toHaveText('0.03048')

  // Temperature with offsets, and below absolute zero.
  await choose(page, 'Category', 'Temperature')
  await value.fill('100')
  await expect(page.getByTestId('value-f')).toHaveText('212')
  await expect(page.getByTestId('value-k')).toHaveText('373.15')
  await value.fill('-300')
  await expect(page.getByRole('alert')).toContainText('That is below absolute zero')

  // Data: SI against IEC, precision and separators.
  await choose(page, 'Category', 'Data')
  await choose(page, 'From unit', 'Gibibyte (GiB)')
  await value.fill('1')
  await expect(page.getByTestId('value-B')).toHaveText('1,073,741,824')
  await expect(page.getByTestId('value-MB')).toHaveText('1,073.741824')
  await page.getByLabel('Precision').fill('2')
  await expect(page.getByTestId('value-MB')).toHaveText('1,073.74')
  await page.getByText('Thousands separators', { exact: true }).click()
  await expect(page.getByTestId('value-B')).toHaveText('1073741824')
  await page.getByLabel('Precision').fill('25')
  await expect(page.getByText('Enter a whole number from 0 to 20; using 6.')).toBeVisible()

  await page.getByRole('button', { name: 'Copy all' }).click()
  await expectToast(page, 'Copied!', 'All conversions copied to clipboard')
  const all = await readClipboard(page)
  expect(all).toContain('1 GiB = 1073741824 B')
  expect(all).toContain('1 GiB = 1024 MiB')

  // Bad input.
  await value.fill('12 apples')
  await expect(value).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByRole('alert')).toContainText('“12 apples” is not a number.')
  await value.fill('')
  await expect(page.getByText('Nothing to convert yet')).toBeVisible()

  // Hostile text is echoed as text, never run.
  await value.fill(xssPayloads.imgOnerror)
  await expect(page.getByRole('alert')).toContainText(`“${xssPayloads.imgOnerror}” is not a number.`)
  expect(await page.evaluate(PWNED_CHECK)).toBeUndefined()

  expect(watch.pageErrors).toEqual([])
  expect(watch.consoleErrors).toEqual([])
})
