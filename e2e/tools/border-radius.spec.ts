import { expectToast, gotoTool, readClipboard, watchPage } from '../support/helpers'
import { expect, type Page, test } from '../support/test'

const output = (page: Page) => page.getByRole('region', { name: 'Generated CSS' })
const corner = (page: Page, name: string, unit = 'px') => page.getByRole('spinbutton', { name: `${name} (${unit})` })

test('border-radius shapes corners, switches units, applies presets and copies', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'border-radius')
  await expect(output(page)).toHaveText('border-radius: 8px;')
  await expect(page.getByTestId('radius-preview')).toHaveCSS('border-radius', '8px')

  await corner(page, 'Top left').fill('20')
  await expect(output(page)).toHaveText('border-radius: 20px 8px 8px;')
  await corner(page, 'Bottom right').fill('20')
  await expect(output(page)).toHaveText('border-radius: 20px 8px;')
  await corner(page, 'Top right').fill('3')
  await expect(output(page)).toHaveText('border-radius: 20px 3px 20px 8px;')

  // Blank or non-numeric counts as 0.
  await corner(page, 'Bottom left').fill('')
  await expect(output(page)).toHaveText('border-radius: 20px 3px 20px 0;')
  await corner(page, 'Bottom left').blur()
  await expect(corner(page, 'Bottom left')).toHaveValue('0')

  // Keyboard on a slider.
  await page.getByRole('slider', { name: 'Top right' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(output(page)).toHaveText('border-radius: 20px 4px 20px 0;')

  // Percent caps the sliders at 50.
  await page.getByRole('combobox', { name: 'Unit' }).click()
  await page.getByRole('option', { name: '%' }).click()
  await expect(output(page)).toHaveText('border-radius: 20% 4% 20% 0;')
  await corner(page, 'Top left', '%').fill('80')
  await expect(output(page)).toHaveText('border-radius: 50% 4% 20% 0;')
  await expect(page.getByRole('slider', { name: 'Top left' })).toHaveAttribute('aria-valuemax', '50')

  await page.getByRole('button', { name: 'Circle' }).click()
  await expect(output(page)).toHaveText('border-radius: 50%;')
  await page.getByRole('button', { name: 'Pill' }).click()
  await expect(output(page)).toHaveText('border-radius: 25px;')
  await page.getByRole('button', { name: 'Uneven' }).click()
  await expect(output(page)).toHaveText('border-radius: 4px 16px 32px 8px;')
  await page.getByRole('button', { name: 'None' }).click()
  await expect(output(page)).toHaveText('border-radius: 0;')
  await page.getByRole('button', { name: 'Large' }).click()

  await page.getByRole('button', { name: 'Copy CSS' }).click()
  await expectToast(page, 'CSS copied!')
  expect(await readClipboard(page)).toBe('border-radius: 16px;')

  await page.getByRole('button', { name: 'Organic' }).click()
  await expect(output(page)).toHaveText('border-radius: 40% 20% 45% 25%;')
  await page.getByRole('button', { name: 'Reset' }).click()
  await expect(output(page)).toHaveText('border-radius: 8px;')
  await expect(page.getByRole('combobox', { name: 'Unit' })).toContainText('px')

  expect(watch.consoleErrors).toEqual([])
  expect(watch.pageErrors).toEqual([])
})

test('border-radius reports a failed copy', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new Error('denied')) },
      configurable: true,
    })
    document.execCommand = () => false
  })
  await gotoTool(page, 'border-radius')
  await page.waitForLoadState('networkidle')
  await page.getByRole('button', { name: 'Copy CSS' }).click()
  await expectToast(page, 'Copy failed', /Could not copy the .+CSS/)
})
