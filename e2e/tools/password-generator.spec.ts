import { expectToast, gotoTool, readClipboard, watchPage } from '../support/helpers'
import { expect, test } from '../support/test'

const SIMILAR = /[il1Lo0O]/

test('password-generator makes a password on first display, follows options and presets, copies', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'password-generator')
  const out = page.getByTestId('password-output')
  await expect(out).toHaveValue(/^.{16}$/)
  const first = await out.inputValue()
  expect(first).toMatch(/[A-Z]/)
  expect(first).toMatch(/[a-z]/)
  expect(first).toMatch(/\d/)
  expect(first).toMatch(/[^A-Za-z0-9]/)

  await page.getByRole('button', { name: 'Generate' }).click()
  await expect(out).not.toHaveValue(first)

  // Presets regenerate with their settings.
  await page.getByRole('button', { name: /PIN Only/ }).click()
  await expect(out).toHaveValue(/^\d{6}$/)
  await expect(page.getByTestId('strength-label')).toContainText('Weak')
  await page.getByRole('button', { name: /High Security/ }).click()
  await expect(out).toHaveValue(/^.{20}$/)
  expect(await out.inputValue()).not.toMatch(SIMILAR)
  await page.getByRole('button', { name: /^Simple/ }).click()
  await expect(out).toHaveValue(/^[A-Za-z0-9]{12}$/)
  await page.getByRole('button', { name: /^Standard/ }).click()
  const standard = await out.inputValue()
  expect(standard).toHaveLength(16)
  expect(standard).not.toMatch(/[il1Lo0O{}[\]()/\\'"`~,;.<>]/)

  // The strength badge and checklist follow the seed's table.
  await expect(page.getByTestId('strength-checks').locator('li[data-ok=true]').first()).toBeVisible()
  const label = await page.getByTestId('strength-label').textContent()
  expect(label).toMatch(/^(Good|Strong) · \d+\/10$/)

  // Length slider: End jumps to 128.
  await page.getByRole('slider', { name: 'Length' }).focus()
  await page.keyboard.press('End')
  await expect(out).toHaveValue(/^.{128}$/)
  await page.keyboard.press('Home')
  await expect(out).toHaveValue(/^.{4}$/)

  // Show / hide.
  await page.getByRole('button', { name: 'Hide password' }).click()
  await expect(out).toHaveAttribute('type', 'password')
  await page.getByRole('button', { name: 'Show password' }).click()
  await expect(out).toHaveAttribute('type', 'text')

  // Copy.
  const value = await out.inputValue()
  await page.getByRole('button', { name: 'Copy', exact: true }).click()
  await expectToast(page, 'Copied!')
  expect(await readClipboard(page)).toBe(value)

  // No character type: the seed's error.
  for (const name of ['Uppercase (A–Z)', 'Lowercase (a–z)', 'Numbers (0–9)', 'Symbols (!@#$…)']) {
    const box = page.getByRole('checkbox', { name })
    if (await box.isChecked()) await page.getByText(name, { exact: true }).click()
    await expect(box).not.toBeChecked()
  }
  await expect(page.getByRole('alert')).toContainText('Please select at least one character type')
  await page.getByRole('button', { name: 'Generate' }).click()
  await expectToast(page, 'Error', 'Please select at least one character type')
  await page.getByText('Numbers (0–9)', { exact: true }).click()
  await expect(out).toHaveValue(/^\d{4}$/)

  expect(watch.consoleErrors).toEqual([])
  expect(watch.pageErrors).toEqual([])
})
