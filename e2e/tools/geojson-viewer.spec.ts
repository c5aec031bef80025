import { PWNED_CHECK, xssPayloads } from '../fixtures/hostile/xss'
import { expectFilledPageGates, keyboardProblems } from '../support/gates'
import { captureDownload, expectToast, gotoTool, uploadFiles, watchPage } from '../support/helpers'
import { expect, type Page, test } from '../support/test'

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

const collection = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: { name: 'Big square', note: xssPayloads.imgOnerror, size: 3 },
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [0, 0],
            [20, 0],
            [20, 20],
            [0, 20],
            [0, 0],
          ],
        ],
      },
    },
    { type: 'Feature', properties: { name: 'Far point' }, geometry: { type: 'Point', coordinates: [30, 25] } },
    {
      type: 'Feature',
      properties: { name: 'Side line' },
      geometry: {
        type: 'LineString',
        coordinates: [
          [-5, -5],
          [-2, 22],
        ],
      },
    },
  ],
}

/** Pixels of the map canvas in the features' blue (the world outline underneath is grey). */
function bluePixels(page: Page) {
  return page.getByTestId('geo-canvas').evaluate((c: HTMLCanvasElement) => {
    const ctx = c.getContext('2d')
    if (!ctx) return -1
    const { data } = ctx.getImageData(0, 0, c.width, c.height)
    let n = 0
    for (let i = 0; i < data.length; i += 4) if (data[i + 2] - data[i] > 80) n++
    return n
  })
}

/** Longitude and latitude under the pointer, from the map's readout ("12.3456° N, 4.5678° W"). */
async function pointerLonLat(page: Page): Promise<[number, number]> {
  const text = (await page.getByTestId('geo-pointer').textContent()) ?? ''
  const m = text.match(/^([\d.]+)° ([NS]), ([\d.]+)° ([EW])$/)
  if (!m) throw new Error(`unreadable pointer readout: ${text}`)
  return [Number(m[3]) * (m[4] === 'W' ? -1 : 1), Number(m[1]) * (m[2] === 'S' ? -1 : 1)]
}

/** Mean brightness (0–255) of the map canvas: the map follows the site's light or dark theme. */
function meanBrightness(page: Page) {
  return page.getByTestId('geo-canvas').evaluate((c: HTMLCanvasElement) => {
    const { data } = (c.getContext('2d') as CanvasRenderingContext2D).getImageData(0, 0, c.width, c.height)
    let sum = 0
    for (let i = 0; i < data.length; i += 4) sum += (data[i] + data[i + 1] + data[i + 2]) / 3
    return sum / (data.length / 4)
  })
}

const field = (page: Page) => page.getByLabel('GeoJSON text')
const canvas = (page: Page) => page.getByTestId('geo-canvas')

test('geojson-viewer draws a pasted FeatureCollection, shows properties as text, searches and downloads', async ({
  page,
}) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'geojson-viewer')
  await expect(canvas(page)).toHaveAttribute('data-drawn', '0')
  expect(await bluePixels(page)).toBeLessThan(50)

  await field(page).fill(JSON.stringify(collection, null, 2))
  await expect(page.getByTestId('geo-valid')).toHaveText('Valid GeoJSON: 3 features, 8 positions.')
  await expect(canvas(page)).toHaveAttribute('data-drawn', '3')
  expect(await bluePixels(page)).toBeGreaterThan(2000)
  await expect(page.getByTestId('geo-summary')).toHaveText('3 of 3 features drawn · 1 Polygon, 1 Point, 1 LineString')

  // Fit to bounds puts the middle of the data (inside the square) at the middle of the map.
  const map = page.getByTestId('geo-map')
  await map.hover()
  await expect(page.getByTestId('geo-tooltip')).toHaveText('Big square')
  await map.click()
  const props = page.getByTestId('geo-properties')
  await expect(page.getByTestId('geo-selected-label')).toHaveText('Big square')
  await expect(props.getByRole('row', { name: /note/ })).toContainText(xssPayloads.imgOnerror)
  await expect(props.locator('img')).toHaveCount(0)
  await expect(props.getByRole('row', { name: /size/ })).toContainText('3')

  // Clicking the ocean clears the selection; Escape too.
  await map.click({ position: { x: 5, y: 5 } })
  await expect(page.getByText('Nothing selected')).toBeVisible()

  // Zoom in with the buttons and the keyboard: the square covers more of the map.
  const before = await bluePixels(page)
  await page.getByRole('button', { name: 'Zoom in' }).click()
  await map.focus()
  await page.keyboard.press('+')
  await expect.poll(() => bluePixels(page)).toBeGreaterThan(before * 2)
  await page.keyboard.press('0')
  await expect.poll(() => bluePixels(page)).toBeLessThan(before * 1.2)

  // Dragging pans the map: the place under the same screen point moves west; the wheel zooms in at the pointer.
  const box = await map.boundingBox()
  if (!box) throw new Error('no map box')
  await page.mouse.move(box.x + 60, box.y + 60)
  await expect(page.getByTestId('geo-pointer')).toBeVisible()
  const west = await pointerLonLat(page)
  await page.mouse.down()
  await page.mouse.move(box.x + 180, box.y + 60, { steps: 6 })
  await page.mouse.up()
  await page.mouse.move(box.x + 60, box.y + 61)
  await expect.poll(async () => (await pointerLonLat(page))[0]).toBeLessThan(west[0] - 3)
  const panned = await bluePixels(page)
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  await page.mouse.wheel(0, -400)
  await expect.poll(() => bluePixels(page)).toBeGreaterThan(panned * 1.5)
  await map.focus()
  await page.keyboard.press('0')
  await expect.poll(() => bluePixels(page)).toBeLessThan(before * 1.2)

  // Search the feature list and pick a feature: the map zooms to it with its surroundings.

  await page.getByLabel('Search features').fill('far')
  await expect(page.getByTestId('geo-feature-count')).toHaveText('1 of 3 features')
  await page.getByRole('button', { name: /Far point/ }).click()
  await expect(page.getByTestId('geo-selected-label')).toHaveText('Far point')
  await expect.poll(() => bluePixels(page)).toBeLessThan(before / 2)
  await page.getByLabel('Search features').fill('')

  // Another projection shows all the data again, drawn the same.
  for (const name of ['Mercator', 'Globe', 'Natural Earth']) {
    await page.getByRole('button', { name, exact: true }).click()
    await expect(page.getByRole('button', { name, exact: true })).toHaveAttribute('aria-pressed', 'true')
    await expect.poll(() => bluePixels(page)).toBeGreaterThan(2000)
  }

  // The header's theme switch redraws the map in the dark theme's colours, and back.
  const light = await meanBrightness(page)
  await page.getByRole('button', { name: 'Toggle light and dark theme' }).click()
  await expect.poll(() => meanBrightness(page)).toBeLessThan(light / 2)
  expect(await bluePixels(page)).toBeGreaterThan(2000)
  await page.getByRole('button', { name: 'Toggle light and dark theme' }).click()
  await expect.poll(() => meanBrightness(page)).toBeGreaterThan(light * 0.95)

  const svg = await captureDownload(page, () => page.getByRole('button', { name: 'Download SVG' }).click())
  await expectToast(page, 'Downloaded!', 'Map saved as SVG')
  expect(svg.name).toBe('map.svg')
  const text = svg.text()
  expect(text.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true)
  expect(text).toContain('<title>Big square</title>')
  expect(text.match(/<path /g)?.length).toBeGreaterThanOrEqual(7)
  const parsed = await page.evaluate(
    (t) => new DOMParser().parseFromString(t, 'image/svg+xml').querySelectorAll('parsererror').length,
    text,
  )
  expect(parsed).toBe(0)

  const png = await captureDownload(page, () => page.getByRole('button', { name: 'Download PNG' }).click())
  expect(png.name).toBe('map.png')
  expect(png.bytes.subarray(0, 8).equals(PNG_MAGIC)).toBe(true)
  expect(png.bytes.readUInt32BE(16)).toBeGreaterThan(300)

  await expectFilledPageGates(page)
  expect(await page.evaluate(PWNED_CHECK)).toBeUndefined()
  expect(watch.pageErrors).toEqual([])
  expect(watch.consoleErrors).toEqual([])
  expect(watch.foreignRequests).toEqual([])
  expect(watch.cspViolations).toEqual([])
})

test('geojson-viewer names problems by their JSON path', async ({ page }) => {
  await gotoTool(page, 'geojson-viewer')
  const broken = {
    type: 'FeatureCollection',
    features: [
      { type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: [1, 1] } },
      {
        type: 'Feature',
        properties: {},
        geometry: {
          type: 'Polygon',
          coordinates: [
            [
              [0, 0],
              [10, 0],
              [10, 10],
              [0, 10],
            ],
          ],
        },
      },
      { type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: [10, 95] } },
      { type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates: [0, 0] } },
    ],
  }
  await field(page).fill(JSON.stringify(broken))
  const issues = page.getByTestId('geo-issues')
  await expect(page.getByText('3 errors found')).toBeVisible()
  await expect(issues.getByRole('listitem')).toHaveCount(3)
  await expect(issues.getByRole('listitem').nth(0)).toContainText('features[1].geometry.coordinates[0]')
  await expect(issues.getByRole('listitem').nth(0)).toContainText('Unclosed ring')
  await expect(issues.getByRole('listitem').nth(1)).toContainText('features[2].geometry.coordinates')
  await expect(issues.getByRole('listitem').nth(1)).toContainText('Latitude 95 is out of range')
  await expect(issues.getByRole('listitem').nth(2)).toContainText('features[3].geometry.coordinates')
  await expect(issues.getByRole('listitem').nth(2)).toContainText('Wrong nesting depth')
  await expect(page.getByTestId('geo-summary')).toHaveText(/^3 of 4 features drawn/)

  await field(page).fill('{\n  "type": "FeatureCollection",\n  "features": [,]\n}')
  await expect(page.getByTestId('geo-parse-error')).toContainText('Invalid JSON at line 3, column 16')
})

test('geojson-viewer reads TopoJSON and big GeoJSON files', async ({ page }) => {
  await gotoTool(page, 'geojson-viewer')
  // The empty page's controls, the map included, are reached by Tab with a visible focus ring.
  await expect(canvas(page)).toHaveAttribute('data-drawn', '0')
  expect(await keyboardProblems(page)).toEqual([])
  await uploadFiles(page, 'e2e/fixtures/geojson-viewer/regions.topojson')
  await expect(page.getByTestId('geo-valid')).toHaveText('Valid TopoJSON: 2 features, 10 positions.')
  await expect(page.getByRole('button', { name: /West region/ })).toBeVisible()
  await expect(canvas(page)).toHaveAttribute('data-drawn', '2')

  // A 2 MB file is read by the worker straight from the file, not shown as text.
  const features = Array.from({ length: 12_000 }, (_, i) => ({
    type: 'Feature',
    properties: { name: `Site ${i}`, group: i % 7 },
    geometry: { type: 'Point', coordinates: [-120 + (i % 240), -60 + Math.floor(i / 240) * 2] },
  }))
  const buffer = Buffer.from(JSON.stringify({ type: 'FeatureCollection', features }))
  expect(buffer.length).toBeGreaterThan(1_000_000)
  await uploadFiles(page, [{ name: 'sites.geojson', mimeType: 'application/geo+json', buffer }])
  await expect(page.getByTestId('geo-file')).toContainText('sites.geojson')
  await expect(page.getByTestId('geo-valid')).toHaveText('Valid GeoJSON: 12,000 features, 12,000 positions.')
  await expect(canvas(page)).toHaveAttribute('data-drawn', '12000')
  await page.getByLabel('Search features').fill('site 11999')
  await expect(page.getByTestId('geo-feature-count')).toHaveText('1 of 12,000 features')
})
