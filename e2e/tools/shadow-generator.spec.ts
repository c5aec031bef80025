import { captureDownload, expectToast, gotoTool, readClipboard, watchPage } from '../support/helpers'
import { expect, type Page, test } from '../support/test'

const output = (page: Page) => page.getByRole('region', { name: 'Generated CSS' })
const box = (page: Page, name: string, unit = 'px') => page.getByRole('spinbutton', { name: `${name} (${unit})` })

test('shadow-generator edits layers, presets, copies and downloads', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'shadow-generator')
  await expect(output(page)).toHaveText('box-shadow: 0px 4px 8px 0px rgba(0, 0, 0, 0.25);')
  await expect(page.getByTestId('shadow-preview')).toHaveCSS('box-shadow', 'rgba(0, 0, 0, 0.25) 0px 4px 8px 0px')

  await box(page, 'Horizontal offset').fill('-60')
  await box(page, 'Vertical offset').fill('10')
  await box(page, 'Blur radius').fill('20')
  await box(page, 'Spread radius').fill('-5')
  await box(page, 'Opacity', '%').fill('50')
  await page.getByRole('textbox', { name: 'Shadow colour', exact: true }).fill('#3B82F6')
  await expect(output(page)).toHaveText('box-shadow: -50px 10px 20px -5px rgba(59, 130, 246, 0.5);')

  // Invalid hex: black at the chosen opacity, with a note.
  await page.getByRole('textbox', { name: 'Shadow colour', exact: true }).fill('#nothex')
  await expect(page.getByText('Not a hex colour: the shadow uses black at the chosen opacity.')).toBeVisible()
  await expect(output(page)).toHaveText('box-shadow: -50px 10px 20px -5px rgba(0, 0, 0, 0.5);')
  await page.getByRole('textbox', { name: 'Shadow colour', exact: true }).fill('#ff0000')

  await page
    .locator('label')
    .filter({ hasText: /^Inset$/ })
    .click()
  await expect(page.getByRole('checkbox', { name: 'Inset' })).toBeChecked()
  await expect(output(page)).toHaveText('box-shadow: inset -50px 10px 20px -5px rgba(255, 0, 0, 0.5);')

  // A second layer with the defaults, then a preset on it.
  await expect(page.getByRole('button', { name: 'Remove layer 1' })).toBeDisabled()
  await page.getByRole('button', { name: 'Add layer' }).click()
  await expect(page.getByRole('heading', { name: 'Layer 2' })).toBeVisible()
  await page.getByRole('button', { name: 'Glow' }).click()
  const twoLayers =
    'box-shadow:\n  inset -50px 10px 20px -5px rgba(255, 0, 0, 0.5),\n  0px 0px 20px 4px rgba(59, 130, 246, 0.5);'
  await expect(output(page)).toHaveText(twoLayers)

  // Selecting layer 1 edits it, not layer 2.
  await page.getByRole('button', { name: /^Layer 1/ }).click()
  await expect(box(page, 'Horizontal offset')).toHaveValue('-50')
  await page.getByRole('slider', { name: 'Blur radius' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(output(page)).toContainText('inset -50px 10px 21px -5px')

  await page.getByRole('button', { name: 'Copy CSS' }).click()
  await expectToast(page, 'CSS copied!')
  expect(await readClipboard(page)).toBe(twoLayers.replace('20px -5px', '21px -5px'))

  const file = await captureDownload(page, () => page.getByRole('button', { name: 'Download box-shadow.css' }).click())
  expect(file.name).toBe('box-shadow.css')
  expect(file.text()).toBe(
    '.box-shadow {\n  box-shadow:\n    inset -50px 10px 21px -5px rgba(255, 0, 0, 0.5),\n    0px 0px 20px 4px rgba(59, 130, 246, 0.5);\n}\n',
  )
  await expectToast(page, 'CSS downloaded')
  await expect(page.getByRole('region', { name: 'Design token' })).toContainText('--shadow-elevated: inset -50px')

  await page.getByRole('button', { name: 'Remove layer 1' }).click()
  await expect(output(page)).toHaveText('box-shadow: 0px 0px 20px 4px rgba(59, 130, 246, 0.5);')
  await page.getByRole('button', { name: 'Inset' }).click()
  await expect(output(page)).toHaveText('box-shadow: inset 0px 2px 6px 0px rgba(0, 0, 0, 0.2);')

  await page.getByRole('button', { name: 'Reset' }).click()
  await expect(output(page)).toHaveText('box-shadow: 0px 4px 8px 0px rgba(0, 0, 0, 0.25);')

  expect(watch.consoleErrors).toEqual([])
  expect(watch.pageErrors).toEqual([])
})

test('shadow-generator reports a failed copy', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new Error('denied')) },
      configurable: true,
    })
    document.execCommand = () => false
  })
  await gotoTool(page, 'shadow-generator')
  await page.waitForLoadState('networkidle')
  await page.getByRole('button', { name: 'Copy CSS' }).click()
  await expectToast(page, 'Copy failed', /Could not copy the .+CSS/)
})
