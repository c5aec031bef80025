// bcrypt-hash in Chromium: hash with a chosen cost and prefix (checked independently with hash-wasm in Node), a new
// salt each time, copy, check a password against its hash and a published vector, the malformed-hash and 72-byte
// messages, and a slow cost-15 hash that leaves the page usable and can be cancelled.

import { bcryptVerify } from 'hash-wasm'
import { expectFilledPageGates } from '../support/gates'
import { expectToast, gotoTool, readClipboard, watchPage } from '../support/helpers'
import { expect, test } from '../support/test'

test('hashes, copies and checks passwords', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'bcrypt-hash')
  const password = page.getByLabel('Password', { exact: true })

  // Nothing typed: a clear message.
  await page.getByRole('button', { name: 'Hash', exact: true }).click()
  await expect(page.getByText('Enter a password to hash.')).toBeVisible()

  await password.fill('correct horse battery ✓')
  await expect(page.getByText('25 of 72 bytes (UTF-8) used.')).toBeVisible()
  const costBox = page.getByRole('spinbutton', { name: 'Cost' })
  await costBox.fill('5')
  await costBox.blur()
  await password.press('Enter')
  const output = page.getByTestId('bcrypt-output')
  await expect(output).toHaveText(/^\$2b\$05\$[./A-Za-z0-9]{53}$/)
  await expect(page.getByTestId('bcrypt-time')).toHaveText(/^Hashed in [\d.]+ m?s at cost 5\.$/)
  const first = (await output.textContent()) ?? ''
  expect(await bcryptVerify({ password: 'correct horse battery ✓', hash: first })).toBe(true)
  expect(await bcryptVerify({ password: 'correct horse battery', hash: first })).toBe(false)

  // Copy, then a new salt on every run, and the $2y$ prefix.
  await page.getByRole('button', { name: 'Copy hash' }).click()
  await expectToast(page, 'Copied!', 'Hash copied to clipboard')
  expect(await readClipboard(page)).toBe(first)
  await page.getByRole('button', { name: 'Hash', exact: true }).click()
  await expect(output).not.toHaveText(first)
  await expect(output).toHaveText(/^\$2b\$05\$/)
  await page.getByRole('button', { name: '$2y$' }).click()
  await expect(output).toHaveText(/^\$2y\$05\$[./A-Za-z0-9]{53}$/)
  const second = (await output.textContent()) ?? ''
  expect(await bcryptVerify({ password: 'correct horse battery ✓', hash: second })).toBe(true)

  // Check it below: a match, then a wrong password.
  await page.getByRole('button', { name: 'Check it below' }).click()
  await expect(page.getByLabel('bcrypt hash')).toHaveValue(second)
  await expect(page.getByText('Prefix $2y$ · cost 5 · salt')).toBeVisible()
  await page.getByRole('button', { name: 'Check', exact: true }).click()
  await expect(page.getByTestId('bcrypt-verdict')).toHaveText('Match: this password gives this hash.')
  const checkPassword = page.getByLabel('Password to check')
  await checkPassword.fill('correct horse battery')
  await expect(page.getByTestId('bcrypt-verdict')).toHaveCount(0)
  await checkPassword.press('Enter')
  await expect(page.getByTestId('bcrypt-verdict')).toHaveText('No match: this password does not give this hash.')

  // A published OpenBSD vector, pasted with spaces around it.
  await page.getByLabel('bcrypt hash').fill('  $2a$05$CCCCCCCCCCCCCCCCCCCCC.E5YPO9kmyuRGyh0XouQYb4YMJKvyOeW ')
  await checkPassword.fill('U*U')
  await checkPassword.press('Enter')
  await expect(page.getByTestId('bcrypt-verdict')).toHaveText('Match: this password gives this hash.')

  // Malformed hashes: the reason, inline.
  const hashField = page.getByLabel('bcrypt hash')
  await hashField.fill('$2a$05$CCCCCCCCCCCCCCCCCCCCC.E5YPO9kmyuRGyh0XouQYb4YMJKvyOe')
  await expect(page.getByText('Malformed hash: A bcrypt hash is 60 characters long; this one has 59.')).toBeVisible()
  await expect(page.getByTestId('bcrypt-verdict')).toHaveCount(0)
  await hashField.fill('5f4dcc3b5aa765d61d8327deb882cf99')
  await expect(page.getByText('Malformed hash: A bcrypt hash starts with $2a$, $2b$ or $2y$.')).toBeVisible()
  await hashField.fill('$6$rounds=5000$abc')
  await expect(page.getByText(/Malformed hash: This is not a bcrypt hash \(it starts with \$6\$\)/)).toBeVisible()
  await hashField.fill('')
  await page.getByRole('button', { name: 'Check', exact: true }).click()
  await expect(page.getByText('Paste the bcrypt hash to check against.')).toBeVisible()

  // Past 72 bytes: the warning, and the hash ignores the tail.
  await password.fill(`${'é'.repeat(35)}abcd`)
  await expect(page.getByTestId('length-warning')).toHaveText(
    'This password is 74 bytes in UTF-8, but bcrypt reads only the first 72: the last 2 characters do not change the hash.',
  )
  await page.getByRole('button', { name: 'Hash', exact: true }).click()
  await expect(output).toHaveText(/^\$2y\$05\$/)
  const long = (await output.textContent()) ?? ''
  expect(await bcryptVerify({ password: `${'é'.repeat(35)}ab`, hash: long })).toBe(true)

  // Show passwords.
  await expect(password).toHaveAttribute('type', 'password')
  await page.getByText('Show passwords').click()
  await expect(password).toHaveAttribute('type', 'text')

  expect(watch.consoleErrors).toEqual([])
  expect(watch.pageErrors).toEqual([])
  expect(watch.foreignRequests).toEqual([])
  expect(watch.cspViolations).toEqual([])
})

test('a cost-15 hash runs in a worker: the page stays usable and Cancel stops it', async ({ page }) => {
  await gotoTool(page, 'bcrypt-hash')
  await page.getByLabel('Password', { exact: true }).fill('slow one')
  const costBox = page.getByRole('spinbutton', { name: 'Cost' })
  await costBox.fill('15')
  await costBox.blur()
  await page.getByRole('button', { name: 'Hash', exact: true }).click()
  await expect(page.getByText('Hashing at cost 15…')).toBeVisible()
  // The main thread is free: typing in the checker works while the hash runs.
  await page.getByLabel('Password to check').fill('typed meanwhile')
  await expect(page.getByLabel('Password to check')).toHaveValue('typed meanwhile')
  await expect(page.getByText('Hashing at cost 15…')).toBeVisible()
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByText('Cancelled')).toBeVisible()
  await expect(page.getByTestId('bcrypt-output')).toHaveCount(0)
  // A fresh worker serves the next hash.
  await costBox.fill('4')
  await costBox.blur()
  await page.getByRole('button', { name: 'Hash', exact: true }).click()
  await expect(page.getByTestId('bcrypt-output')).toHaveText(/^\$2b\$04\$/)
})

test('passes the page gates at 360 px with a hash, a verdict and messages', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 })
  await gotoTool(page, 'bcrypt-hash')
  await page.getByLabel('Password', { exact: true }).fill('x'.repeat(80))
  const costBox = page.getByRole('spinbutton', { name: 'Cost' })
  await costBox.fill('4')
  await costBox.blur()
  await page.getByRole('button', { name: 'Hash', exact: true }).click()
  await page.getByRole('button', { name: 'Check it below' }).click()
  await page.getByRole('button', { name: 'Check', exact: true }).click()
  await expect(page.getByTestId('bcrypt-verdict')).toHaveText('Match: this password gives this hash.')
  await expectFilledPageGates(page)
  await page.getByLabel('bcrypt hash').fill('$2b$10$short')
  await expect(page.getByText(/^Malformed hash:/)).toBeVisible()
  await expectFilledPageGates(page)
})
