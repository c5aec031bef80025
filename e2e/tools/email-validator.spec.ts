import { PWNED_CHECK, xssPayloads } from '../fixtures/hostile/xss'
import { expectFilledPageGates } from '../support/gates'
import { captureDownload, expectToast, gotoTool, readClipboard, watchPage } from '../support/helpers'
import { expect, test } from '../support/test'

test('email-validator checks each line, names the broken rule and copies the valid ones', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'email-validator')
  await expect(page.getByText('Checks syntax only')).toBeVisible()
  await page
    .getByLabel('Email addresses, one per line')
    .fill(
      [
        'alice@example.com',
        'Bob <bob.smith+news@mail.example.org>',
        'john..doe@example.com',
        'someone@localhost',
        `${'a'.repeat(65)}@example.com`,
        'a@example.123',
        'alice@example.com',
        'jörg@example.de',
      ].join('\n'),
    )
  await expect(page.getByTestId('stat-checked')).toHaveText('8')
  await expect(page.getByTestId('stat-valid')).toHaveText('3')
  await expect(page.getByTestId('stat-invalid')).toHaveText('5')
  await expect(page.getByTestId('stat-duplicates')).toHaveText('1')

  const row = (text: string) => page.getByTestId('email-result').filter({ hasText: text }).first()
  await expect(row('john..doe')).toContainText('The local part has two dots in a row.')
  await expect(row('someone@localhost')).toContainText('The domain needs at least two labels')
  await expect(row('aaaaaaaa')).toContainText('The local part is 65 characters long; the limit is 64.')
  await expect(row('a@example.123')).toContainText('The top-level domain “123” is all digits.')
  await expect(row('jörg')).toContainText('non-ASCII')
  await expect(row('Bob <')).toContainText('Valid')

  // Unicode allowed: jörg becomes valid.
  await page.getByText('Allow internationalised addresses').click()
  await expect(page.getByTestId('stat-valid')).toHaveText('4')

  await page.getByRole('button', { name: 'Copy valid' }).click()
  await expectToast(page, 'Copied!', 'Valid addresses copied to clipboard')
  expect(await readClipboard(page)).toBe('alice@example.com\nbob.smith+news@mail.example.org\njörg@example.de')

  await page.getByText('Copy each valid address once').click()
  await page.getByRole('button', { name: 'Copy valid' }).click()
  expect((await readClipboard(page)).split('\n')).toHaveLength(4)

  const file = await captureDownload(page, () => page.getByRole('button', { name: 'Download valid' }).click())
  expect(file.name).toBe('valid-emails.txt')
  expect(file.text()).toBe('alice@example.com\nbob.smith+news@mail.example.org\nalice@example.com\njörg@example.de\n')

  await page.getByRole('group', { name: 'Show' }).getByRole('button', { name: 'Invalid' }).click()
  await expect(page.getByTestId('email-result')).toHaveCount(4)
  await expect(page.locator('[data-testid="email-result"][data-valid="true"]')).toHaveCount(0)

  expect(watch.pageErrors).toEqual([])
  expect(watch.consoleErrors).toEqual([])
  expect(watch.foreignRequests).toEqual([])
})

test('email-validator shows hostile input as text and handles empty input', async ({ page }) => {
  await gotoTool(page, 'email-validator')
  await expect(page.getByText('No addresses yet')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Clear' })).toBeDisabled()
  await page
    .getByLabel('Email addresses, one per line')
    .fill(`${xssPayloads.imgOnerror}\n"${xssPayloads.script}"@x.com`)
  await expect(page.getByTestId('email-result').first()).toContainText(xssPayloads.imgOnerror)
  await expect(page.getByTestId('email-result').nth(1)).toContainText(xssPayloads.script)
  await expect(page.getByTestId('email-result').nth(1)).toContainText('must be escaped')
  await expect(page.getByTestId('stat-valid')).toHaveText('0')
  expect(await page.evaluate(PWNED_CHECK)).toBeUndefined()
  await page.getByRole('button', { name: 'Clear' }).click()
  await expect(page.getByText('No addresses yet')).toBeVisible()
})

test('email-validator with results passes axe in light and dark and fits 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 })
  await gotoTool(page, 'email-validator')
  await page.getByRole('button', { name: 'Example' }).click()
  await expect(page.getByTestId('email-result')).toHaveCount(12)
  await expectFilledPageGates(page)
})
