import { PWNED_CHECK, xssPayloads } from '../fixtures/hostile/xss'
import { captureDownload, expectToast, watchPage } from '../support/helpers'
import { openJsonPlot } from '../support/json-plot'
import { expect, test } from '../support/test'

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

test('json-plot draws pasted data as bar, line, pie and scatter and downloads PNG and SVG', async ({ page }) => {
  const watch = await watchPage(page)
  const { box, svg } = await openJsonPlot(page)
  const data = [
    { city: 'Oslo', rain: 12, sun: 30, temp: 4 },
    { city: xssPayloads.imgOnerror, rain: 20, sun: 10, temp: 9 },
    { city: xssPayloads.script, rain: 8, sun: 60, temp: 21 },
  ]
  await box.fill(JSON.stringify(data))
  await expect(svg).toBeVisible()
  // Defaults: the text field on X, the first numeric field on Y, bars.
  await expect(svg.locator('rect[height] title')).toHaveCount(3)
  await expect(svg.locator('text', { hasText: 'city' })).toHaveCount(1)

  // A second series: six bars, two legend entries, values readable as text.
  const yFields = page.getByRole('group', { name: /Y fields/ })
  await yFields.getByText('sun', { exact: true }).click()
  await expect(page.getByRole('checkbox', { name: 'sun' })).toBeChecked()
  await expect(svg.locator('rect title')).toHaveCount(6)
  await page.getByText('Values as text').click()
  const values = page.getByTestId('json-plot-values')
  await expect(values).toContainText('rain at Oslo: 12')
  await expect(values).toContainText(`sun at ${xssPayloads.script}: 60`)
  await expect(svg.locator('img, script, foreignObject')).toHaveCount(0)

  // Axis ticks are round numbers.
  await expect(svg.locator('text', { hasText: /^60$/ })).toHaveCount(1)
  await expect(svg.locator('text', { hasText: /^0$/ })).toHaveCount(1)

  const png = await captureDownload(page, () => page.getByRole('button', { name: 'Download PNG' }).click())
  await expectToast(page, 'Downloaded!', 'Chart saved as PNG')
  expect(png.name).toBe('chart-bar.png')
  expect(png.bytes.subarray(0, 8).equals(PNG_MAGIC)).toBe(true)
  // Drawn at twice the chart's size for sharp text.
  const w = Number(await svg.getAttribute('width'))
  const h = Number(await svg.getAttribute('height'))
  expect(w).toBeGreaterThanOrEqual(320)
  expect(png.bytes.readUInt32BE(16)).toBe(w * 2)
  expect(png.bytes.readUInt32BE(20)).toBe(h * 2)
  expect(png.bytes.length).toBeGreaterThan(5000)

  const file = await captureDownload(page, () => page.getByRole('button', { name: 'Download SVG' }).click())
  expect(file.name).toBe('chart-bar.svg')
  const text = file.text()
  expect(text.startsWith('<svg')).toBe(true)
  expect(text).toContain('xmlns="http://www.w3.org/2000/svg"')
  expect(text).not.toContain('var(--')
  expect(text).toContain('&lt;script&gt;')
  expect(text).not.toContain('<script')

  // Line chart: one line per series.
  await page.getByRole('button', { name: 'Line', exact: true }).click()
  await expect(svg.locator('polyline')).toHaveCount(2)

  // Pie needs exactly one Y field.
  await page.getByRole('button', { name: 'Pie', exact: true }).click()
  await expect(page.getByTestId('json-plot-problem')).toHaveText('A pie chart shows one Y field: choose exactly one.')
  await expect(page.getByRole('button', { name: 'Download PNG' })).toBeDisabled()
  await yFields.getByText('rain', { exact: true }).click()
  await expect(page.getByRole('checkbox', { name: 'rain' })).not.toBeChecked()
  await expect(svg.locator('path title')).toHaveCount(3)
  await expect(values).toContainText('Oslo: 30 (30%)')

  // Scatter needs numbers on X.
  await page.getByRole('button', { name: 'Scatter', exact: true }).click()
  await expect(page.getByTestId('json-plot-problem')).toContainText('A scatter chart needs numbers on the X axis')
  await page.getByRole('combobox', { name: 'X field (labels)' }).click()
  await page.getByRole('option', { name: 'temp' }).click()
  await expect(svg.locator('circle title')).toHaveCount(3)
  await expect(values).toContainText('sun at 21: 60')

  expect(await page.evaluate(PWNED_CHECK)).toBeUndefined()
  expect(watch.pageErrors).toEqual([])
  expect(watch.consoleErrors).toEqual([])
  expect(watch.foreignRequests).toEqual([])
  expect(watch.cspViolations).toEqual([])
})

test('json-plot explains invalid JSON and plots an object of series', async ({ page }) => {
  const { box, svg } = await openJsonPlot(page)
  await box.fill('{"a": [1, 2,')
  await expect(page.getByTestId('json-plot-error')).toContainText('Invalid JSON:')
  await box.fill('"just text"')
  await expect(page.getByTestId('json-plot-error')).toHaveText(
    'Expected an array of objects or an object of series, not a single value.',
  )
  // Above 100 KB the worker reads and lays out the JSON: its errors and charts look the same.
  const big = `[${Array.from({ length: 30_000 }, (_, i) => i % 97).join(',')},`
  await box.fill(big)
  await expect(page.getByTestId('json-plot-error')).toContainText('Invalid JSON:')
  await box.fill(`${big.slice(0, -1)}]`)
  await expect(page.getByTestId('json-plot-count')).toHaveText('30,000 points in 1 series')
  await expect(page.getByTestId('json-plot-error')).toHaveCount(0)
  await box.fill('{"visits": [5, 9, 4], "signups": [1, 3, 2]}')
  await expect(page.getByTestId('json-plot-error')).toHaveCount(0)
  await expect(svg.locator('rect title')).toHaveCount(6)
  await page.getByText('Values as text').click()
  await expect(page.getByTestId('json-plot-values')).toContainText('signups at 2: 2')
  await page.getByRole('button', { name: 'Clear' }).click()
  await expect(svg).toHaveCount(0)
})
