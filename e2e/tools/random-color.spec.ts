import { captureDownload, expectToast, gotoTool, readClipboard, watchPage } from '../support/helpers'
import { expect, type Page, test } from '../support/test'

const hexes = (page: Page) => page.getByTestId('color-hex').allTextContents()
const channels = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16))

test('random-color respects bounds, keeps locked colours, copies and exports', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'random-color')
  await expect(page.getByTestId('color-card')).toHaveCount(5)
  for (const h of await hexes(page)) expect(h).toMatch(/^#[0-9a-f]{6}$/)

  // Saturation 0 → every colour is a grey.
  await page.getByLabel('Saturation min (%)').fill('0')
  await page.getByLabel('Saturation max (%)').fill('0')
  for (const h of await hexes(page)) {
    const [r, g, b] = channels(h)
    expect(r).toBe(g)
    expect(g).toBe(b)
  }
  // Lightness pinned to 100 → white.
  await page.getByLabel('Lightness min (%)').fill('100')
  await page.getByLabel('Lightness max (%)').fill('100')
  expect(new Set(await hexes(page))).toEqual(new Set(['#ffffff']))

  // Bad bounds are named and block Generate.
  await page.getByLabel('Lightness min (%)').fill('60')
  await page.getByLabel('Lightness max (%)').fill('20')
  await expect(page.getByRole('alert')).toHaveText('The minimum lightness must not be above the maximum.')
  await expect(page.getByRole('button', { name: 'Generate' })).toBeDisabled()

  // Hue range wrapping through red, via a preset.
  await page.getByRole('button', { name: 'Warm', exact: true }).click()
  await expect(page.getByRole('alert')).toHaveCount(0)
  await expect(page.getByText('From 330° through red (0°) to 50°.')).toBeVisible()
  for (const h of await hexes(page)) {
    const [r, , b] = channels(h)
    // Hues from 330° through 0° to 50°: red is never below blue.
    expect(r).toBeGreaterThanOrEqual(b)
  }

  // Lock the second colour; Generate keeps it and rerolls the others.
  await page.getByRole('button', { name: 'Vivid' }).click()
  const before = await hexes(page)
  await page.getByRole('button', { name: `Lock colour 2 (${before[1]})` }).click()
  await expect(page.getByTestId('color-card').nth(1)).toHaveAttribute('data-locked', 'true')
  await page.getByRole('button', { name: 'Generate' }).click()
  const after = await hexes(page)
  expect(after[1]).toBe(before[1])
  expect(after.filter((h, i) => i !== 1 && h !== before[i]).length).toBeGreaterThan(0)

  // More colours keep the existing ones.
  await page.getByRole('spinbutton', { name: 'Number of colours' }).fill('8')
  await expect(page.getByTestId('color-card')).toHaveCount(8)
  const eight = await hexes(page)
  expect(eight.slice(0, 5)).toEqual(after)

  // Copy one colour in RGB and HSL.
  const [r, g, b] = channels(eight[0])
  await page.getByRole('button', { name: `Copy RGB rgb(${r}, ${g}, ${b})` }).click()
  await expectToast(page, 'Copied!', 'RGB copied to clipboard')
  expect(await readClipboard(page)).toBe(`rgb(${r}, ${g}, ${b})`)
  await page
    .getByRole('button', { name: /^Copy HSL hsl\(/ })
    .first()
    .click()
  expect(await readClipboard(page)).toMatch(/^hsl\(\d+, \d+%, \d+%\)$/)

  // Copy all as HEX, then download JSON.
  await page.getByRole('button', { name: 'Copy all' }).click()
  expect(await readClipboard(page)).toBe(`${eight.join('\n')}\n`)
  await page.getByRole('combobox', { name: 'Export as' }).click()
  await page.getByRole('option', { name: 'JSON' }).click()
  const file = await captureDownload(page, () => page.getByRole('button', { name: 'Download' }).click())
  expect(file.name).toBe('colors.json')
  const json = JSON.parse(file.text()) as { hex: string; rgb: { r: number } }[]
  expect(json.map((c) => c.hex)).toEqual(eight)
  expect(json[0].rgb.r).toBe(r)
  await expectToast(page, 'Downloaded!')

  expect(watch.pageErrors).toEqual([])
  expect(watch.consoleErrors).toEqual([])
  expect(watch.foreignRequests).toEqual([])
})
