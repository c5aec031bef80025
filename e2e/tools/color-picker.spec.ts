import { expectToast, gotoTool, readClipboard, watchPage } from '../support/helpers'
import { expect, type Page, test } from '../support/test'

async function breakClipboard(page: Page) {
  await page.evaluate(() => {
    navigator.clipboard.writeText = () => Promise.reject(new Error('denied'))
    document.execCommand = () => false
  })
}

test('color-picker shows formats and info, and copies every format', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'color-picker')
  const hex = page.getByLabel('Hex color', { exact: true })
  await expect(hex).toHaveValue('#3b82f6')
  await expect(page.getByTestId('info-rgb')).toHaveText('59, 130, 246')
  await expect(page.getByTestId('info-hsl')).toHaveText('217°, 91%, 60%')
  await expect(page.getByTestId('info-brightness')).toHaveText('122 / 255')
  await expect(page.getByTestId('info-luminance')).toHaveText('0.2355')
  await expect(page.getByTestId('tone')).toHaveText('Dark')
  await expect(page.getByTestId('preview-white')).toContainText('3.68:1 contrast')
  await expect(page.getByTestId('preview-dark')).toContainText('4.85:1 contrast')

  // Typing a light colour.
  await hex.fill('#FFFF00')
  await expect(page.getByTestId('info-brightness')).toHaveText('226 / 255')
  await expect(page.getByTestId('info-luminance')).toHaveText('0.9278')
  await expect(page.getByTestId('tone')).toHaveText('Light')

  // The native colour input drives the hex field.
  await page.getByLabel('Hex color picker').fill('#10b981')
  await expect(hex).toHaveValue('#10b981')
  await expect(page.getByTestId('info-rgb')).toHaveText('16, 185, 129')

  // Presets carry their value in their accessible name.
  await expect(page.getByRole('button', { name: /#[0-9a-f]{6}$/ })).toHaveCount(30)
  const rose = page.getByRole('button', { name: 'Rose #f43f5e' })
  await rose.click()
  await expect(hex).toHaveValue('#f43f5e')
  await expect(rose).toHaveAttribute('aria-pressed', 'true')

  const expected: [string, string][] = [
    ['HEX', '#f43f5e'],
    ['RGB', 'rgb(244, 63, 94)'],
    ['RGBA', 'rgba(244, 63, 94, 1)'],
    ['HSL', 'hsl(350, 89%, 60%)'],
    ['HSLA', 'hsla(350, 89%, 60%, 1)'],
    ['CSS Variable', '--color-primary: #f43f5e;'],
  ]
  for (const [label, value] of expected) {
    await page.getByRole('button', { name: `Copy ${label}`, exact: true }).click()
    await expectToast(page, 'Color copied!', value)
    expect(await readClipboard(page)).toBe(value)
  }

  // Invalid hex gives zero RGB everywhere.
  await hex.fill('not a colour')
  await expect(page.getByText(/Enter a hex color/)).toBeVisible()
  await expect(page.getByTestId('info-rgb')).toHaveText('0, 0, 0')
  await expect(page.getByTestId('format-rgb-value')).toHaveText('rgb(0, 0, 0)')
  await expect(page.getByTestId('format-hex-value')).toHaveText('#000000')
  await expect(page.getByTestId('info-luminance')).toHaveText('0.0000')
  await expect(page.getByTestId('tone')).toHaveText('Dark')

  expect(watch.consoleErrors).toEqual([])
  expect(watch.pageErrors).toEqual([])
})

test('color-picker uses the EyeDropper API where the browser has it', async ({ page }) => {
  await page.addInitScript(() => {
    ;(window as unknown as { EyeDropper: unknown }).EyeDropper = class {
      open() {
        return Promise.resolve({ sRGBHex: '#123456' })
      }
    }
  })
  await gotoTool(page, 'color-picker')
  await page.getByRole('button', { name: 'Pick from screen' }).click()
  await expect(page.getByLabel('Hex color', { exact: true })).toHaveValue('#123456')
  await expect(page.getByTestId('info-rgb')).toHaveText('18, 52, 86')
})

test('color-picker hides the eyedropper where the browser lacks it', async ({ page }) => {
  await page.addInitScript(() => {
    delete (window as unknown as { EyeDropper?: unknown }).EyeDropper
  })
  await gotoTool(page, 'color-picker')
  await expect(page.getByTestId('info-rgb')).toHaveText('59, 130, 246')
  await expect(page.getByRole('button', { name: 'Pick from screen' })).toHaveCount(0)
})

test('color-picker shows its own Copy failed toast', async ({ page }) => {
  await gotoTool(page, 'color-picker')
  await breakClipboard(page)
  await page.getByRole('button', { name: 'Copy RGBA' }).click()
  await expectToast(page, 'Copy failed', 'Could not copy the color format')
})
