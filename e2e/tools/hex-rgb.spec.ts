import { expectToast, gotoTool, readClipboard, watchPage } from '../support/helpers'
import { expect, type Page, test } from '../support/test'

const CHANNELS = ['Red', 'Green', 'Blue', 'Hue', 'Saturation', 'Lightness'] as const

/** Every slider's value, read from the DOM in one go. */
async function sliderValues(page: Page): Promise<Record<string, number>> {
  const entries = await Promise.all(
    CHANNELS.map(async (name) => [
      name,
      Number(await page.getByRole('slider', { name }).getAttribute('aria-valuenow')),
    ]),
  )
  return Object.fromEntries(entries)
}

async function expectValues(page: Page, expected: Partial<Record<(typeof CHANNELS)[number], number>>) {
  for (const [name, value] of Object.entries(expected)) {
    await expect(page.getByRole('slider', { name })).toHaveAttribute('aria-valuenow', String(value))
    await expect(page.getByLabel(`${name} value`)).toHaveValue(String(value))
  }
}

async function breakClipboard(page: Page) {
  await page.evaluate(() => {
    navigator.clipboard.writeText = () => Promise.reject(new Error('denied'))
    document.execCommand = () => false
  })
}

test('hex-rgb keeps hex, RGB and HSL in sync and copies each format', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'hex-rgb')
  const hex = page.getByLabel('HEX', { exact: true })
  await expect(hex).toHaveValue('#3b82f6')
  await expectValues(page, { Red: 59, Green: 130, Blue: 246, Hue: 217, Saturation: 91, Lightness: 60 })

  // 3-digit hex without '#'.
  await hex.fill('f80')
  await expectValues(page, { Red: 255, Green: 136, Blue: 0, Hue: 32, Saturation: 100, Lightness: 50 })
  await expect(page.getByTestId('format-rgb-value')).toHaveText('rgb(255, 136, 0)')
  await expect(page.getByTestId('format-hsl-value')).toHaveText('hsl(32, 100%, 50%)')
  await expect(page.getByTestId('format-hex-value')).toHaveText('#ff8800')

  // Invalid hex: message, nothing else moves.
  await hex.fill('#12')
  await expect(page.getByText(/Enter a hex color/)).toBeVisible()
  await expect(hex).toHaveAttribute('aria-invalid', 'true')
  await expectValues(page, { Red: 255, Green: 136, Blue: 0, Hue: 32, Saturation: 100, Lightness: 50 })
  await hex.fill('#1E90FF')
  await expect(page.getByText(/Enter a hex color/)).toHaveCount(0)
  await expectValues(page, { Red: 30, Green: 144, Blue: 255, Hue: 210, Saturation: 100, Lightness: 56 })

  // Typing into a number box moves its slider and the hex.
  await page.getByLabel('Green value').fill('200')
  await expectValues(page, { Red: 30, Green: 200, Blue: 255 })
  await expect(page.getByTestId('format-hex-value')).toHaveText('#1ec8ff')
  await page.getByLabel('Lightness value').fill('25')
  await expectValues(page, { Lightness: 25 })
  const hsl = await sliderValues(page)
  await expect(page.getByTestId('format-hsl-value')).toHaveText(`hsl(${hsl.Hue}, ${hsl.Saturation}%, 25%)`)

  // Presets.
  await page.getByRole('button', { name: 'Purple #800080' }).click()
  await expect(hex).toHaveValue('#800080')
  await expectValues(page, { Red: 128, Green: 0, Blue: 128, Hue: 300, Saturation: 100, Lightness: 25 })
  await expect(page.getByTestId('preview')).toHaveAttribute('aria-label', 'Preview of #800080')

  // Copy per format.
  await page.getByRole('button', { name: 'Copy HEX' }).click()
  await expectToast(page, 'Color copied!', '#800080')
  expect(await readClipboard(page)).toBe('#800080')
  await page.getByRole('button', { name: 'Copy RGB' }).click()
  await expectToast(page, 'Color copied!', 'rgb(128, 0, 128)')
  expect(await readClipboard(page)).toBe('rgb(128, 0, 128)')
  await page.getByRole('button', { name: 'Copy HSL' }).click()
  await expectToast(page, 'Color copied!', 'hsl(300, 100%, 25%)')
  expect(await readClipboard(page)).toBe('hsl(300, 100%, 25%)')

  expect(watch.consoleErrors).toEqual([])
  expect(watch.pageErrors).toEqual([])
})

test('hex-rgb: arrow keys and dragging a slider never jitter the others', async ({ page }) => {
  await gotoTool(page, 'hex-rgb')
  const start = await sliderValues(page)

  // Hue by keyboard: saturation and lightness must stay exactly as they were at every step.
  const hue = page.getByRole('slider', { name: 'Hue' })
  await hue.focus()
  for (let i = 1; i <= 25; i++) {
    await page.keyboard.press('ArrowRight')
    await expect(hue).toHaveAttribute('aria-valuenow', String(start.Hue + i))
    const now = await sliderValues(page)
    expect(now.Saturation).toBe(start.Saturation)
    expect(now.Lightness).toBe(start.Lightness)
  }
  // Back again: the colour returns exactly (no drift).
  for (let i = 0; i < 25; i++) await page.keyboard.press('ArrowLeft')
  await expect(hue).toHaveAttribute('aria-valuenow', String(start.Hue))
  expect(await sliderValues(page)).toEqual(start)
  await expect(page.getByLabel('HEX', { exact: true })).toHaveValue('#3b82f6')

  // Lightness by mouse drag: hue and saturation stay put while it moves.
  const lightness = page.getByRole('slider', { name: 'Lightness' })
  await lightness.scrollIntoViewIfNeeded()
  const thumb = await lightness.boundingBox()
  if (!thumb) throw new Error('no thumb')
  await page.mouse.move(thumb.x + thumb.width / 2, thumb.y + thumb.height / 2)
  await page.mouse.down()
  const seen = new Set<number>()
  for (let dx = 4; dx <= 120; dx += 4) {
    await page.mouse.move(thumb.x + thumb.width / 2 - dx, thumb.y + thumb.height / 2)
    const now = await sliderValues(page)
    seen.add(now.Lightness)
    expect(now.Hue).toBe(start.Hue)
    expect(now.Saturation).toBe(start.Saturation)
  }
  await page.mouse.up()
  expect(seen.size).toBeGreaterThan(5)
  const afterDrag = await sliderValues(page)
  expect(afterDrag.Lightness).toBeLessThan(start.Lightness)

  // Red by mouse drag: green and blue never move.
  await page.getByRole('slider', { name: 'Red' }).scrollIntoViewIfNeeded()
  const red = await page.getByRole('slider', { name: 'Red' }).boundingBox()
  if (!red) throw new Error('no thumb')
  const before = await sliderValues(page)
  await page.mouse.move(red.x + red.width / 2, red.y + red.height / 2)
  await page.mouse.down()
  for (let dx = 5; dx <= 100; dx += 5) {
    await page.mouse.move(red.x + red.width / 2 + dx, red.y + red.height / 2)
    const now = await sliderValues(page)
    expect(now.Green).toBe(before.Green)
    expect(now.Blue).toBe(before.Blue)
  }
  await page.mouse.up()
  expect((await sliderValues(page)).Red).toBeGreaterThan(before.Red)

  // Saturation to 0 by keyboard (Home) keeps the hue; back up restores the colour's hue.
  const saturation = page.getByRole('slider', { name: 'Saturation' })
  const hueBefore = (await sliderValues(page)).Hue
  await saturation.focus()
  await page.keyboard.press('Home')
  await expect(saturation).toHaveAttribute('aria-valuenow', '0')
  const grey = await sliderValues(page)
  expect(grey.Red).toBe(grey.Green)
  expect(grey.Green).toBe(grey.Blue)
  expect(grey.Hue).toBe(hueBefore)
  await page.keyboard.press('End')
  expect((await sliderValues(page)).Hue).toBe(hueBefore)
})

test('hex-rgb shows its own Copy failed toast', async ({ page }) => {
  await gotoTool(page, 'hex-rgb')
  await breakClipboard(page)
  await page.getByRole('button', { name: 'Copy HEX' }).click()
  await expectToast(page, 'Copy failed', 'Could not copy the color value')
})
