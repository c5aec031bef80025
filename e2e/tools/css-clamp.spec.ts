import { expectToast, gotoTool, readClipboard, watchPage } from '../support/helpers'
import { expect, type Page, test } from '../support/test'

const output = (page: Page) => page.getByRole('region', { name: 'Generated CSS' })
const box = (page: Page, name: string) => page.getByRole('spinbutton', { name: `${name} (px)` })

test('css-clamp computes, previews, charts and copies a fluid size that the browser agrees with', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'css-clamp')
  await expect(output(page)).toHaveText('font-size: clamp(16px, calc(10.1818px + 1.8182vw), 32px);')
  await expect(page.getByTestId('clamp-preview-size')).toHaveText('24.15px')
  const rows = page.getByTestId('clamp-chart-row')
  await expect(rows).toHaveCount(7)
  await expect(rows.nth(0)).toContainText('320px')
  await expect(rows.nth(0)).toContainText('16px')
  await expect(rows.nth(0)).toContainText('at min')
  await expect(rows.nth(3)).toContainText('1024px')
  await expect(rows.nth(3)).toContainText('28.8px')
  await expect(rows.nth(6)).toContainText('1920px')
  await expect(rows.nth(6)).toContainText('32px')

  await page.getByRole('combobox', { name: 'Unit' }).click()
  await page.getByRole('option', { name: 'rem' }).click()
  await expect(output(page)).toHaveText('font-size: clamp(1rem, calc(0.6364rem + 1.8182vw), 2rem);')
  await expect(page.getByTestId('clamp-preview-size')).toHaveText('24.15px (1.5091rem)')

  // Blank boxes fall back to the spec's values (min 8).
  await box(page, 'Min value').fill('')
  await expect(output(page)).toHaveText('font-size: clamp(0.5rem, calc(-0.0455rem + 2.7273vw), 2rem);')
  await box(page, 'Min value').blur()
  await expect(box(page, 'Min value')).toHaveValue('8')

  // A min above the max pulls the max up with it.
  await box(page, 'Min value').fill('40')
  await expect(output(page)).toHaveText('font-size: clamp(2.5rem, calc(2.5rem + 0vw), 2.5rem);')

  await page.getByRole('button', { name: /Large Display/ }).click()
  const expr = 'font-size: clamp(2rem, calc(1.375rem + 3.125vw), 4.5rem);'
  await expect(output(page)).toHaveText(expr)
  await expect(box(page, 'Max viewport')).toHaveValue('1600')
  await box(page, 'Viewport width').fill('1600')
  await expect(page.getByTestId('clamp-preview-size')).toHaveText('72px (4.5rem)')

  // Keyboard on a slider.
  await page.getByRole('slider', { name: 'Max value' }).focus()
  await page.keyboard.press('ArrowLeft')
  await expect(output(page)).toContainText('4.4375rem')
  await page.keyboard.press('ArrowRight')
  await expect(output(page)).toHaveText(expr)

  await page.getByRole('button', { name: 'Copy CSS' }).click()
  await expectToast(page, 'CSS copied!')
  const copied = await readClipboard(page)
  expect(copied).toBe(expr)

  // The browser computes the copied expression to the promised sizes.
  const computed = async (width: number) => {
    await page.setViewportSize({ width, height: 800 })
    return page.evaluate((decl) => {
      const el = document.createElement('div')
      el.setAttribute('style', decl)
      document.body.append(el)
      const size = getComputedStyle(el).fontSize
      el.remove()
      return size
    }, copied)
  }
  expect(await computed(320)).toBe('32px')
  expect(await computed(800)).toBe('47px')
  expect(await computed(1600)).toBe('72px')
  expect(await computed(1900)).toBe('72px')
  await page.setViewportSize({ width: 1280, height: 800 })

  await page.getByRole('button', { name: 'Reset' }).click()
  await expect(output(page)).toHaveText('font-size: clamp(16px, calc(10.1818px + 1.8182vw), 32px);')
  await expect(page.getByTestId('clamp-preview-size')).toHaveText('24.15px')

  expect(watch.consoleErrors).toEqual([])
  expect(watch.pageErrors).toEqual([])
})

test('css-clamp reports a failed copy', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new Error('denied')) },
      configurable: true,
    })
    document.execCommand = () => false
  })
  await gotoTool(page, 'css-clamp')
  await page.waitForLoadState('networkidle')
  await page.getByRole('button', { name: 'Copy CSS' }).click()
  await expectToast(page, 'Copy failed', /Could not copy the .+CSS/)
})
