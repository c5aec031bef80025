import { PWNED_CHECK, xssPayloads } from '../fixtures/hostile/xss'
import { expectToast, gotoTool, readClipboard, startMainThreadProbe, watchPage } from '../support/helpers'
import { expect, test } from '../support/test'

test('password-strength explains a weak password, a strong one, and copies a report without the password', async ({
  page,
}) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'password-strength')
  const field = page.getByLabel('Password', { exact: true })
  await expect(field).toHaveAttribute('type', 'password')
  await expect(field).toHaveAttribute('autocomplete', 'off')
  await expect(page.getByText('Type a password to see how strong it is')).toBeVisible()

  await field.pressSequentially('P@ssw0rd')
  await expect(page.getByTestId('strength-score')).toHaveText('Very weak · 0/4')
  await expect(page.getByRole('meter', { name: 'Password strength' })).toHaveAttribute('aria-valuenow', '0')
  const findings = page.getByTestId('findings')
  await expect(findings).toContainText('Common password (l33t)')
  await expect(findings).toContainText('@ → a')
  await expect(page.getByTestId('strength-warning')).toContainText('similar to a commonly used password')
  await expect(page.getByTestId('crack-offlineFastHashingXPerSecond')).toHaveText('less than a second')
  await expect(page.getByText("Avoid predictable letter substitutions like '@' for 'a'.")).toBeVisible()

  // Show / hide toggle.
  await page.getByRole('button', { name: 'Show password' }).click()
  await expect(field).toHaveAttribute('type', 'text')
  await page.getByRole('button', { name: 'Hide password' }).click()
  await expect(field).toHaveAttribute('type', 'password')

  // Keyboard pattern, then a strong random one typed quickly while the frame stays responsive.
  await field.fill('zxcvbnm,./')
  await expect(findings).toContainText('Keyboard pattern')
  await expect(findings).toContainText('QWERTY keyboard')
  await field.fill('')
  const probe = await startMainThreadProbe(page)
  await field.pressSequentially('xK#9vQ!2mZ@7pL4&', { delay: 20 })
  await expect(page.getByTestId('strength-score')).toHaveText('Very strong · 4/4')
  expect(await probe.stop()).toBeLessThan(500)
  // The score can reach 4/4 before the last key's analysis lands: wait for the whole password's.
  await expect(page.getByText(/^16 characters, about 10\^/)).toBeVisible()
  await expect(findings).toContainText('Random characters')
  await expect(page.getByTestId('crack-onlineThrottlingXPerHour')).toHaveText('centuries')

  await page.getByRole('button', { name: 'Copy report' }).click()
  await expectToast(page, 'Copied!', 'Report copied to clipboard')
  const report = await readClipboard(page)
  expect(report).toContain('Strength: 4/4 (Very strong)')
  expect(report).toContain('Length: 16 characters')
  expect(report).toContain('Offline attack, fast hash (MD5, SHA-1) (10 billion guesses per second):')
  expect(report).not.toContain('xK#9vQ!2mZ@7pL4&')

  // Personal words lower the score.
  await field.fill('Mirabelle-Quokka')
  await expect(page.getByTestId('strength-score')).not.toHaveText(/Loading/)
  await page.getByLabel('Words about you (optional)').fill('Mirabelle, quokka')
  await expect(findings).toContainText('Your own words')

  // Clear.
  await page.getByRole('button', { name: 'Clear' }).click()
  await expect(field).toHaveValue('')
  await expect(page.getByText('Type a password to see how strong it is')).toBeVisible()

  // Nothing stored.
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }))
  expect(stored).not.toContain('Mirabelle-Quokka')
  expect(stored).not.toContain('P@ssw0rd')

  expect(watch.pageErrors).toEqual([])
  expect(watch.consoleErrors).toEqual([])
  expect(watch.foreignRequests).toEqual([])
  expect(watch.cspViolations).toEqual([])
})

test('password-strength shows hostile input as text only', async ({ page }) => {
  await gotoTool(page, 'password-strength')
  const field = page.getByLabel('Password', { exact: true })
  await field.fill(xssPayloads.imgOnerror)
  await expect(page.getByTestId('findings')).toContainText('<img src="x"')
  await field.fill(xssPayloads.script)
  await expect(page.getByTestId('findings')).toContainText('<script>')
  await expect(page.getByTestId('strength-score')).toHaveText(/\/4$/)
  expect(await page.evaluate(PWNED_CHECK)).toBeUndefined()
  await expect(page.locator('img[src="x"]')).toHaveCount(0)
})
