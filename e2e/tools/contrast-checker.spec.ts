import { expectToast, gotoTool, readClipboard, watchPage } from '../support/helpers'
import { expect, type Page, test } from '../support/test'

const result = async (page: Page) =>
  Object.fromEntries(
    await Promise.all(
      ['AA_normal', 'AA_large', 'AAA_normal', 'AAA_large'].map(async (id) => [
        id,
        ((await page.getByTestId(`level-${id}`).textContent())?.match(/Pass|Fail/) ?? [''])[0],
      ]),
    ),
  )

test('contrast-checker rates colours, suggests a passing foreground and copies', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'contrast-checker')
  const fg = page.getByLabel('Foreground (text)', { exact: true })
  const bg = page.getByLabel('Background', { exact: true })
  await expect(page.getByTestId('ratio')).toHaveText('21.00:1')
  await expect(page.getByTestId('rating')).toHaveText('Excellent')
  expect(await result(page)).toEqual({ AA_normal: 'Pass', AA_large: 'Pass', AAA_normal: 'Pass', AAA_large: 'Pass' })
  await expect(page.getByTestId('suggestions')).toHaveCount(0)

  await fg.fill('#777777')
  await expect(page.getByTestId('ratio')).toHaveText('4.47:1')
  await expect(page.getByTestId('rating')).toHaveText('Fair')
  expect(await result(page)).toEqual({ AA_normal: 'Fail', AA_large: 'Pass', AAA_normal: 'Fail', AAA_large: 'Fail' })

  await fg.fill('#767676')
  await expect(page.getByTestId('ratio')).toHaveText('4.54:1')
  await expect(page.getByTestId('rating')).toHaveText('Good')
  expect(await result(page)).toEqual({ AA_normal: 'Pass', AA_large: 'Pass', AAA_normal: 'Fail', AAA_large: 'Pass' })

  // The nearest passing foreground for AAA normal text, applied with one click.
  const suggestion = page.getByTestId('suggestion-7')
  await expect(suggestion).toContainText('AAA normal text')
  const apply = suggestion.getByRole('button', { name: /^Apply #[0-9a-f]{6} as foreground$/ })
  const suggested = ((await apply.getAttribute('aria-label')) ?? '').split(' ')[1]
  await apply.click()
  await expect(fg).toHaveValue(suggested)
  await expect(page.getByTestId('rating')).toHaveText('Excellent')
  const ratio = Number((await page.getByTestId('ratio').textContent())?.replace(':1', ''))
  expect(ratio).toBeGreaterThanOrEqual(7)
  expect(ratio).toBeLessThan(7.3)
  await expect(page.getByTestId('suggestions')).toHaveCount(0)

  // Swap.
  await fg.fill('#1e3a8a')
  await bg.fill('#fef3c7')
  const before = (await page.getByTestId('ratio').textContent()) ?? ''
  await page.getByRole('button', { name: 'Swap Colors' }).click()
  await expect(fg).toHaveValue('#fef3c7')
  await expect(bg).toHaveValue('#1e3a8a')
  await expect(page.getByTestId('ratio')).toHaveText(before)

  // A common combination, then copy ratio and colours.
  await page.getByRole('button', { name: 'White on blue (#ffffff on #3b82f6)' }).click()
  await expect(fg).toHaveValue('#ffffff')
  await expect(bg).toHaveValue('#3b82f6')
  await expect(page.getByTestId('ratio')).toHaveText('3.67:1')
  await expect(page.getByTestId('rating')).toHaveText('Fair')
  await expect(page.getByTestId('preview')).toHaveCSS('background-color', 'rgb(59, 130, 246)')
  await expect(page.getByTestId('preview')).toHaveCSS('color', 'rgb(255, 255, 255)')
  await page.getByRole('button', { name: 'Copy ratio' }).click()
  await expectToast(page, 'Copied!', 'Contrast ratio 3.67:1 copied to clipboard')
  expect(await readClipboard(page)).toBe('3.67:1')
  await page.getByRole('button', { name: 'Copy colors' }).click()
  await expectToast(page, 'Color copied!', 'Foreground and background colors copied to clipboard')
  expect(await readClipboard(page)).toBe('color: #ffffff;\nbackground-color: #3b82f6;')

  // White on this blue cannot reach 7:1 by getting lighter; the suggestion darkens it instead or says so.
  await expect(page.getByTestId('suggestion-4.5')).toContainText(/Apply|No lightness/)

  // Invalid hex counts as luminance 0.
  await fg.fill('zzz')
  await bg.fill('#ffffff')
  await expect(page.getByText(/Enter a hex color/)).toBeVisible()
  await expect(page.getByTestId('ratio')).toHaveText('21.00:1')

  expect(watch.consoleErrors).toEqual([])
  expect(watch.pageErrors).toEqual([])
})

test('contrast-checker says when no lightness of the hue can pass', async ({ page }) => {
  await gotoTool(page, 'contrast-checker')
  await page.getByLabel('Foreground (text)', { exact: true }).fill('#3b82f6')
  await page.getByLabel('Background', { exact: true }).fill('#777777')
  await expect(page.getByTestId('suggestion-7')).toContainText('No lightness of this hue reaches 7:1')
})

test('contrast-checker shows its own Copy failed toast', async ({ page }) => {
  await gotoTool(page, 'contrast-checker')
  await page.evaluate(() => {
    navigator.clipboard.writeText = () => Promise.reject(new Error('denied'))
    document.execCommand = () => false
  })
  await page.getByRole('button', { name: 'Copy ratio' }).click()
  await expectToast(page, 'Copy failed', 'Could not copy to the clipboard')
})
