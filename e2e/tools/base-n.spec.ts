import { expectToast, gotoTool, readClipboard, watchPage } from '../support/helpers'
import { expect, test } from '../support/test'

test('base-n converts between bases, explains bad digits and copies a value', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'base-n')
  const input = page.getByLabel('Number to convert')

  await input.fill('255')
  await expect(page.getByTestId('value-bin')).toHaveText('11111111')
  await expect(page.getByTestId('value-oct')).toHaveText('377')
  await expect(page.getByTestId('value-hex')).toHaveText('FF')
  await expect(page.getByTestId('value-custom')).toHaveText('73')
  await page.getByRole('button', { name: 'Copy hexadecimal' }).click()
  await expectToast(page, 'Copied!', 'Hexadecimal copied to clipboard')
  expect(await readClipboard(page)).toBe('FF')

  // Hex input with prefix, grouping and prefixes shown.
  await page.getByRole('button', { name: 'Hex', exact: true }).click()
  await input.fill('0xDEAD_BEEF')
  await expect(page.getByTestId('value-dec')).toHaveText('3735928559')
  await page.getByText('Group digits').click()
  await page.getByText('Prefixes (0b, 0o, 0x)').click()
  await expect(page.getByTestId('value-dec')).toHaveText('3,735,928,559')
  await expect(page.getByTestId('value-bin')).toHaveText('0b1101 1110 1010 1101 1011 1110 1110 1111')
  await page.getByRole('button', { name: 'Copy binary' }).click()
  expect(await readClipboard(page)).toBe('0b1101 1110 1010 1101 1011 1110 1110 1111')
  await page.getByText('Group digits').click()
  await page.getByText('Prefixes (0b, 0o, 0x)').click()

  // Bad digit and a prefix from another base.
  await input.fill('12g')
  await expect(page.getByRole('alert')).toContainText('“g” is not a digit in hexadecimal (digits 0–9 and a–f).')
  await expect(input).toHaveAttribute('aria-invalid', 'true')
  await page.getByRole('button', { name: 'Decimal', exact: true }).click()
  await input.fill('0x1f')
  await expect(page.getByRole('alert')).toContainText('“0x” marks a hexadecimal number: set From to 16 to read it.')

  // Arbitrary size.
  await input.fill('340282366920938463463374607431768211456')
  await expect(page.getByTestId('value-hex')).toHaveText(`1${'0'.repeat(32)}`)
  await expect(page.getByTestId('stat-bits')).toHaveText('129')

  // Two's complement: a negative number, then overflow at 8 bits.
  await input.fill('-1')
  await page.getByRole('button', { name: '16-bit' }).click()
  await expect(page.getByTestId('value-twos-hex')).toHaveText('FFFF')
  await expect(page.getByTestId('twos-unsigned')).toHaveText('65535')
  await page.getByRole('button', { name: '8-bit' }).click()
  await input.fill('-200')
  await expect(page.getByTestId('twos-overflow')).toHaveText(
    '-200 does not fit in 8 bits (signed range -128 to 127; it needs 9 bits). Only the low 8 bits are kept, which read as 56 signed or 56 unsigned.',
  )

  // Reading a hex pattern as a signed 8-bit number.
  await page.getByRole('button', { name: 'Hex', exact: true }).click()
  await input.fill('ff')
  await page.getByText('Read the input as a signed 8-bit pattern').click()
  await expect(page.getByTestId('value-dec')).toHaveText('-1')

  // Another base, and an invalid one.
  await page.getByText('Read the input as a signed 8-bit pattern').click()
  await page.getByLabel('Also show base (2–36)').fill('7')
  await expect(page.getByTestId('value-custom')).toHaveText('513')
  await page.getByLabel('Also show base (2–36)').fill('40')
  await expect(page.getByText('Enter a whole number from 2 to 36.')).toBeVisible()
  await expect(page.getByTestId('value-custom')).toHaveCount(0)

  await input.fill('')
  await expect(page.getByText('Nothing to convert yet')).toBeVisible()
  expect(watch.pageErrors).toEqual([])
  expect(watch.consoleErrors).toEqual([])
})
