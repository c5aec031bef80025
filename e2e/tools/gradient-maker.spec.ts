import { captureDownload, expectToast, gotoTool, readClipboard, watchPage } from '../support/helpers'
import { expect, type Page, test } from '../support/test'

const output = (page: Page) => page.getByRole('region', { name: 'Generated CSS' })

test('gradient-maker builds, sorts, copies and downloads a gradient', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'gradient-maker')
  await expect(output(page)).toHaveText('background: linear-gradient(90deg, #3b82f6 0%, #8b5cf6 100%);')
  await expect(page.getByTestId('gradient-preview')).toHaveAttribute('style', /linear-gradient\(90deg/)
  await expect(page.getByRole('button', { name: 'Remove stop 1' })).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Remove stop 2' })).toBeDisabled()

  // A new stop lands at max position + 20 (capped at 100) in #FF5733; moving it re-sorts the CSS.
  await page.getByRole('button', { name: 'Add stop' }).click()
  await expect(page.getByTestId('gradient-stop')).toHaveCount(3)
  await expect(page.getByRole('textbox', { name: 'Stop 3 colour', exact: true })).toHaveValue('#FF5733')
  await expect(page.getByRole('spinbutton', { name: 'Stop 3 position (%)' })).toHaveValue('100')
  await page.getByRole('spinbutton', { name: 'Stop 3 position (%)' }).fill('50')
  await expect(output(page)).toHaveText('background: linear-gradient(90deg, #3b82f6 0%, #ff5733 50%, #8b5cf6 100%);')
  await expect(page.getByRole('button', { name: 'Remove stop 1' })).toBeEnabled()

  // An invalid hex keeps the last valid colour and says so.
  const first = page.getByRole('textbox', { name: 'Stop 1 colour', exact: true })
  await first.fill('#12zz45')
  await expect(page.getByText('Enter a hex colour such as #3B82F6')).toBeVisible()
  await expect(output(page)).toContainText('#3b82f6 0%')
  await first.fill('00ff00')
  await expect(output(page)).toHaveText('background: linear-gradient(90deg, #00ff00 0%, #ff5733 50%, #8b5cf6 100%);')

  // Angle by number box and by keyboard on the slider.
  await page.getByRole('spinbutton', { name: 'Angle (deg)' }).fill('45')
  await expect(output(page)).toContainText('linear-gradient(45deg,')
  await page.getByRole('slider', { name: 'Angle' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(output(page)).toContainText('linear-gradient(46deg,')

  await page.getByRole('button', { name: 'Remove stop 3' }).click()
  await expect(page.getByTestId('gradient-stop')).toHaveCount(2)
  await page.getByRole('button', { name: 'Radial' }).click()
  await expect(page.getByRole('slider', { name: 'Angle' })).toHaveCount(0)
  const radial = 'background: radial-gradient(circle, #00ff00 0%, #8b5cf6 100%);'
  await expect(output(page)).toHaveText(radial)

  await page.getByRole('button', { name: 'Copy CSS' }).click()
  await expectToast(page, 'CSS copied!')
  expect(await readClipboard(page)).toBe(radial)

  const file = await captureDownload(page, () => page.getByRole('button', { name: 'Download gradient.css' }).click())
  expect(file.name).toBe('gradient.css')
  expect(file.text()).toBe('.gradient {\n  background: radial-gradient(circle, #00ff00 0%, #8b5cf6 100%);\n}\n')
  await expectToast(page, 'CSS downloaded')

  // Usage examples follow the gradient.
  await expect(page.getByRole('region', { name: 'Gradient text' })).toContainText('radial-gradient(circle, #00ff00 0%')

  await page.getByRole('button', { name: 'Ocean' }).click()
  await expect(output(page)).toHaveText('background: linear-gradient(135deg, #2e3192 0%, #1bffff 100%);')
  await page.getByRole('button', { name: 'Fire' }).click()
  await expect(output(page)).toContainText('radial-gradient(circle, #f5af19 0%, #f12711 60%, #8e0e00 100%)')
  await page.getByRole('button', { name: 'Reset' }).click()
  await expect(output(page)).toHaveText('background: linear-gradient(90deg, #3b82f6 0%, #8b5cf6 100%);')
  await expect(page.getByTestId('gradient-stop')).toHaveCount(2)

  expect(watch.consoleErrors).toEqual([])
  expect(watch.pageErrors).toEqual([])
  expect(watch.foreignRequests).toEqual([])
})

test('gradient-maker reports a failed copy', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new Error('denied')) },
      configurable: true,
    })
    document.execCommand = () => false
  })
  await gotoTool(page, 'gradient-maker')
  await page.waitForLoadState('networkidle')
  await page.getByRole('button', { name: 'Copy CSS' }).click()
  await expectToast(page, 'Copy failed', /Could not copy the .+CSS/)
})
