import { gotoTool, watchPage } from '../support/helpers'
import { expect, test } from '../support/test'

test('credit-card-check formats, validates with Luhn, detects the brand and explains the check digit', async ({
  page,
}) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'credit-card-check')
  const field = page.getByLabel('Card number')

  await field.pressSequentially('4111111111111111')
  await expect(field).toHaveValue('4111 1111 1111 1111')
  await expect(page.getByTestId('card-verdict')).toContainText('Valid card number')
  await expect(page.getByTestId('card-brand')).toHaveText('Visa')
  await expect(page.getByTestId('card-details')).toContainText('16 digits (Visa: 13, 16 or 19)')
  await expect(page.getByTestId('card-luhn')).toHaveText('Passed')
  await expect(page.getByTestId('luhn-example')).toContainText(
    'For the first 15 digits 411111111111111, the check digit is 1',
  )

  // A typo fails the checksum.
  await field.press('Backspace')
  await field.press('2')
  await expect(field).toHaveValue('4111 1111 1111 1112')
  await expect(page.getByTestId('card-verdict')).toContainText('Invalid card number')
  await expect(page.getByTestId('card-error')).toHaveText('Failed the Luhn checksum')
  await expect(page.getByTestId('luhn-example')).toContainText('does not match')

  // Under 13 digits the result is cleared; the check digit for the prefix is still shown.
  await field.fill('4111 1111 1111')
  await expect(page.getByTestId('card-verdict')).toHaveCount(0)
  await expect(page.getByText('Enter at least 13 digits')).toBeVisible()
  await expect(page.getByTestId('luhn-check-digit')).toHaveText('9') // 411111111111 + 9 passes Luhn

  // Amex groups 4-6-5 and a pasted long number stops at 19 digits / 23 characters.
  await page.getByRole('button', { name: /American Express ····\d{4} \(use test number/ }).click()
  await expect(field).toHaveValue('3782 822463 10005')
  await expect(page.getByTestId('card-brand')).toHaveText('American Express')
  await field.fill('5555-5555-5555-4444-9999-1234')
  await expect(field).toHaveValue('5555 5555 5555 4444 999')
  await expect(page.getByTestId('card-error')).toHaveText('Invalid length for Mastercard: expected 16 digits')

  // Brand lengths: a Luhn-valid 15-digit Visa number is still invalid.
  await field.fill('411111111111116')
  await expect(page.getByTestId('card-luhn')).toHaveText('Passed')
  await expect(page.getByTestId('card-error')).toHaveText('Invalid length for Visa: expected 13, 16 or 19 digits')

  // Every test-number button gives a valid number of its brand.
  for (const brand of ['Mastercard', 'Discover', 'Diners Club', 'JCB', 'UnionPay']) {
    await page
      .getByRole('button', { name: new RegExp(`^${brand} ····\\d{4} \\(use test number`) })
      .first()
      .click()
    await expect(page.getByTestId('card-verdict')).toContainText('Valid card number')
    await expect(page.getByTestId('card-brand')).toHaveText(brand)
  }
  await expect(page.getByRole('table')).toContainText('2221–2720')

  expect(watch.consoleErrors).toEqual([])
  expect(watch.pageErrors).toEqual([])
  expect(watch.foreignRequests).toEqual([])
})
