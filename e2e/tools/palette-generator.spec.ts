import { captureDownload, expectToast, gotoTool, readClipboard, watchPage } from '../support/helpers'
import { expect, type Page, test } from '../support/test'

const swatchHexes = (page: Page) =>
  page.getByTestId('swatch').evaluateAll((els) => els.map((e) => (e.getAttribute('aria-label') ?? '').split(' ')[0]))

async function chooseHarmony(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Harmony' }).click()
  await page.getByRole('option', { name }).click()
}

test('palette-generator builds each harmony on Generate and copies and exports it', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'palette-generator')
  await expect.poll(() => swatchHexes(page)).toEqual(['#3b82f6', '#f6af3b'])

  const base = page.getByLabel('Base color', { exact: true })
  await base.fill('#ff0000')
  await chooseHarmony(page, 'Triadic')
  await expect(page.getByText('Settings changed')).toBeVisible()
  await expect.poll(() => swatchHexes(page)).toEqual(['#3b82f6', '#f6af3b'])
  await page.getByRole('button', { name: 'Generate Palette' }).click()
  await expect(page.getByText('Settings changed')).toHaveCount(0)
  await expect(page.getByTestId('swatch')).toHaveCount(3)
  await expect.poll(() => swatchHexes(page)).toEqual(['#ff0000', '#00ff00', '#0000ff'])

  // Click a swatch to copy it.
  await page.getByRole('button', { name: '#00ff00 +120°: copy' }).click()
  await expectToast(page, 'Color copied!', '#00ff00 copied to clipboard')
  expect(await readClipboard(page)).toBe('#00ff00')

  await page.getByRole('button', { name: 'Copy All' }).click()
  await expectToast(page, 'Copied!', 'All palette colors copied to clipboard')
  expect(await readClipboard(page)).toBe('#ff0000, #00ff00, #0000ff')

  const css =
    '/* Triadic palette from #ff0000 */\n:root {\n  --palette-1: #ff0000; /* Base */\n  --palette-2: #00ff00; /* +120° */\n  --palette-3: #0000ff; /* +240° */\n}\n'
  await page.getByRole('button', { name: 'Copy CSS' }).click()
  await expectToast(page, 'CSS copied!')
  expect(await readClipboard(page)).toBe(css)
  const file = await captureDownload(page, () => page.getByRole('button', { name: 'Download' }).click())
  expect(file.name).toBe('palette.css')
  expect(file.text()).toBe(css)
  await expectToast(page, 'CSS downloaded', 'palette.css')

  await chooseHarmony(page, 'Analogous')
  await page.getByRole('button', { name: 'Generate Palette' }).click()
  await expect(page.getByTestId('swatch')).toHaveCount(5)
  await expect.poll(() => swatchHexes(page)).toEqual(['#ff00ff', '#ff0080', '#ff0000', '#ff8000', '#ffff00'])

  await chooseHarmony(page, 'Tetradic')
  await page.getByRole('button', { name: 'Generate Palette' }).click()
  await expect(page.getByTestId('swatch')).toHaveCount(4)
  await expect.poll(() => swatchHexes(page)).toEqual(['#ff0000', '#80ff00', '#00ffff', '#8000ff'])

  await base.fill('#808080')
  await chooseHarmony(page, 'Monochromatic')
  await page.getByRole('button', { name: 'Generate Palette' }).click()
  await expect(page.getByTestId('swatch')).toHaveCount(5)
  await expect.poll(() => swatchHexes(page)).toEqual(['#1a1a1a', '#4d4d4d', '#808080', '#b3b3b3', '#e6e6e6'])

  // An invalid base disables Generate and says why.
  await base.fill('#80')
  await expect(page.getByText(/Enter a hex color/)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Generate Palette' })).toBeDisabled()

  expect(watch.consoleErrors).toEqual([])
  expect(watch.pageErrors).toEqual([])
})

test('palette-generator: Random Color picks a base in range and regenerates shortly after', async ({ page }) => {
  await gotoTool(page, 'palette-generator')
  const base = page.getByLabel('Base color', { exact: true })
  for (let i = 0; i < 3; i++) {
    const previous = await base.inputValue()
    await page.getByRole('button', { name: 'Random Color' }).click()
    await expect(base).not.toHaveValue(previous)
    const chosen = await base.inputValue()
    expect(chosen).toMatch(/^#[0-9a-f]{6}$/)
    // The palette follows the new base (100 ms later) without pressing Generate.
    await expect.poll(async () => (await swatchHexes(page))[0]).toBe(chosen)
    await expect(page.getByText('Settings changed')).toHaveCount(0)
    const [r, g, b] = [1, 3, 5].map((o) => Number.parseInt(chosen.slice(o, o + 2), 16) / 255)
    const max = Math.max(r, g, b)
    const min = Math.min(r, g, b)
    const l = (max + min) / 2
    const s = max === min ? 0 : (max - min) / (1 - Math.abs(2 * l - 1))
    expect(l).toBeGreaterThanOrEqual(0.29)
    expect(l).toBeLessThanOrEqual(0.71)
    expect(s).toBeGreaterThanOrEqual(0.38)
    expect(s).toBeLessThanOrEqual(0.82)
  }
})

test('palette-generator shows its own Copy failed toast', async ({ page }) => {
  await gotoTool(page, 'palette-generator')
  await page.evaluate(() => {
    navigator.clipboard.writeText = () => Promise.reject(new Error('denied'))
    document.execCommand = () => false
  })
  await page.getByRole('button', { name: '#3b82f6 Base: copy' }).click()
  await expectToast(page, 'Copy failed', 'Could not copy the palette')
})
