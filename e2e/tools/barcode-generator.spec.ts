import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  MultiFormatReader,
  RGBLuminanceSource,
} from '@zxing/library'
import { captureDownload, expectToast, gotoTool, watchPage } from '../support/helpers'
import { budget, expect, type Page, test } from '../support/test'

const dir = mkdtempSync(join(tmpdir(), 'lk-barcode-'))

/** Decodes a PNG with ZXing (used only here, independent of the generator): pixels come from ImageMagick. */
function decodePng(bytes: Buffer, format: BarcodeFormat): string {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.png`)
  writeFileSync(file, bytes)
  const width = bytes.readUInt32BE(16)
  const height = bytes.readUInt32BE(20)
  const rgba = execFileSync('convert', [file, '-depth', '8', 'rgba:-'], { maxBuffer: 256 * 1024 * 1024 })
  const luma = new Uint8ClampedArray(width * height)
  for (let i = 0; i < luma.length; i++) {
    const a = rgba[i * 4 + 3] / 255
    const grey = (rgba[i * 4] * 299 + rgba[i * 4 + 1] * 587 + rgba[i * 4 + 2] * 114) / 1000
    luma[i] = Math.round(grey * a + 255 * (1 - a))
  }
  const hints = new Map<DecodeHintType, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, [format]],
    [DecodeHintType.TRY_HARDER, true],
    [DecodeHintType.RETURN_CODABAR_START_END, true],
  ])
  const reader = new MultiFormatReader()
  const result = reader.decode(
    new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(luma, width, height))),
    hints,
  )
  expect(result.getBarcodeFormat()).toBe(format)
  return result.getText()
}

/**
 * UPC-E through ZBar instead: ZXing's JavaScript port finds no UPC-E at all (zxing-js/library#573). ZBar reads only
 * UPC-E here (`-Sdisable -Supce.enable`), so an EAN-13 reading of the expanded number cannot pass for it.
 */
function decodeUpcE(bytes: Buffer): string {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.png`)
  writeFileSync(file, bytes)
  return execFileSync('zbarimg', ['-q', '--raw', '-Sdisable', '-Supce.enable', file], {
    stdio: ['ignore', 'pipe', 'ignore'],
  })
    .toString()
    .trim()
}

/** DPI from the PNG's pHYs chunk. */
function pngDpi(bytes: Buffer): number | null {
  let at = 8
  while (at + 12 <= bytes.length) {
    const len = bytes.readUInt32BE(at)
    if (bytes.toString('latin1', at + 4, at + 8) === 'pHYs') return Math.round(bytes.readUInt32BE(at + 8) * 0.0254)
    at += 12 + len
  }
  return null
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

const CASES: { option: string; value: string; format: BarcodeFormat }[] = [
  { option: 'Code 128', value: 'LK-2025 abc/0042', format: BarcodeFormat.CODE_128 },
  { option: 'EAN-13', value: '5901234123457', format: BarcodeFormat.EAN_13 },
  { option: 'EAN-8', value: '96385074', format: BarcodeFormat.EAN_8 },
  { option: 'UPC-A', value: '036000291452', format: BarcodeFormat.UPC_A },
  { option: 'UPC-E', value: '01234565', format: BarcodeFormat.UPC_E },
  { option: 'Code 39', value: 'CODE 39-$/+%.', format: BarcodeFormat.CODE_39 },
  { option: 'ITF-14', value: '15400141288763', format: BarcodeFormat.ITF },
  { option: 'Codabar', value: 'A40156B', format: BarcodeFormat.CODABAR },
]

test(
  'every 1-D symbology downloads a PNG that ZXing decodes back to the exact input',
  budget(240_000),
  async ({ page }) => {
    // Many steps (or a 10 MB upload and decode) that each take seconds on a slow, busy machine.
    test.setTimeout(240_000)
    const watch = await watchPage(page)
    await gotoTool(page, 'barcode-generator')
    const value = page.getByLabel('Value to encode')
    const png = page.getByRole('button', { name: 'PNG' })
    for (const c of CASES) {
      await choose(page, 'Symbology', c.option)
      await value.fill(c.value)
      await expect(page.getByTestId('barcode-status')).toContainText(`Encodes ${c.value}`)
      await expect(png).toBeEnabled()
      const file = await captureDownload(page, () => png.click())
      expect(file.name).toMatch(/\.png$/)
      expect(pngDpi(file.bytes), c.option).toBe(300)
      const decoded = c.format === BarcodeFormat.UPC_E ? decodeUpcE(file.bytes) : decodePng(file.bytes, c.format)
      expect(decoded, c.option).toBe(c.value)
    }
    expect(watch.pageErrors).toEqual([])
    expect(watch.consoleErrors).toEqual([])
    expect(watch.foreignRequests).toEqual([])
  },
)

test('check digits, invalid characters, contrast warning and a valid SVG download', async ({ page }) => {
  await gotoTool(page, 'barcode-generator')
  const value = page.getByLabel('Value to encode')
  await choose(page, 'Symbology', 'EAN-13')
  await value.fill('590123412345')
  await expect(page.getByTestId('barcode-status')).toContainText('Encodes 5901234123457')
  await expect(page.getByTestId('barcode-status')).toContainText('Check digit 7 added')

  await value.fill('5901234123458')
  await expect(page.getByTestId('barcode-error')).toHaveText(
    'Wrong check digit: EAN-13 590123412345… ends in 7, not 8 (5901234123457).',
  )
  await expect(page.getByRole('button', { name: 'PNG' })).toBeDisabled()
  await page.getByRole('button', { name: 'Use 5901234123457' }).click()
  await expect(value).toHaveValue('5901234123457')
  await expect(page.getByTestId('barcode-status')).toContainText('Check digit 7 is correct')

  await choose(page, 'Symbology', 'Code 39')
  await value.fill('Abc-1')
  await expect(page.getByTestId('barcode-error')).toContainText('"b" at position 2, "c" at position 3')
  await expect(page.getByTestId('barcode-error')).toContainText('upper case')
  await value.fill('ABC-1')
  await expect(page.getByTestId('barcode-status')).toContainText('Encodes ABC-1')

  await page.getByLabel('Bar colour', { exact: true }).fill('#aaaaaa')
  await expect(page.getByTestId('contrast-warning')).toContainText('Low contrast')
  await page.getByLabel('Bar colour', { exact: true }).fill('#ffffff')
  await page.getByLabel('Background colour', { exact: true }).fill('#000000')
  await expect(page.getByTestId('contrast-warning')).toContainText('not darker than the background')
  await page.getByLabel('Bar colour', { exact: true }).fill('#1e3a8a')
  await page.getByLabel('Background colour', { exact: true }).fill('#ffffff')
  await expect(page.getByTestId('contrast-warning')).toHaveCount(0)

  await page.getByLabel('Module width (mm)').fill('0.5')
  const svg = await captureDownload(page, () => page.getByRole('button', { name: 'SVG' }).click())
  await expectToast(page, 'Downloaded!', 'SVG saved')
  expect(svg.name).toBe('code39-ABC-1.svg')
  const text = svg.text()
  const check = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'image/svg+xml')
    const root = doc.documentElement
    return {
      error: doc.getElementsByTagName('parsererror').length,
      root: root.localName,
      ns: root.namespaceURI,
      width: root.getAttribute('width'),
      title: doc.querySelector('title')?.textContent,
      fill: doc.querySelector('path')?.getAttribute('stroke') ?? doc.querySelector('path')?.getAttribute('fill'),
    }
  }, text)
  expect(check).toMatchObject({
    error: 0,
    root: 'svg',
    ns: 'http://www.w3.org/2000/svg',
    title: 'Code 39 barcode: ABC-1',
  })
  expect(check.fill?.toLowerCase()).toBe('#1e3a8a')
  // Code 39 "ABC-1" with start/stop is 7 characters of 15 modules, each followed by a 1-module gap (bwip-js draws the
  // last one too) = 112 modules, plus 2 × 10 quiet modules: 132 × 0.5 mm.
  expect(check.width).toBe('66mm')
  // The same SVG renders as an image in the browser.
  const size = await page.evaluate(async (source) => {
    const img = new Image()
    img.src = URL.createObjectURL(new Blob([source], { type: 'image/svg+xml' }))
    await img.decode()
    return img.naturalWidth
  }, text)
  expect(size).toBeGreaterThan(100)
})

test('2-D symbols draw, and too much data is explained', async ({ page }) => {
  await gotoTool(page, 'barcode-generator')
  const value = page.getByLabel('Value to encode')
  await choose(page, 'Symbology', 'Data Matrix (2-D)')
  await value.fill('Grüße, 東京 ^ test')
  await expect(page.getByTestId('barcode-status')).toContainText('ECI 26')
  await value.fill('Localkit DM-417')
  await expect(page.getByTestId('barcode-status')).toContainText('Encodes Localkit DM-417')
  const dm = await captureDownload(page, () => page.getByRole('button', { name: 'PNG' }).click())
  expect(decodePng(dm.bytes, BarcodeFormat.DATA_MATRIX)).toBe('Localkit DM-417')
  await choose(page, 'Symbology', 'PDF417 (2-D)')
  await value.fill('LOCALKIT|DOC 417')
  await expect(page.getByTestId('barcode-status')).toContainText('Encodes LOCALKIT|DOC 417')
  const pdf = await captureDownload(page, () => page.getByRole('button', { name: 'PNG' }).click())
  expect(decodePng(pdf.bytes, BarcodeFormat.PDF_417)).toBe('LOCALKIT|DOC 417')
  await value.fill('x'.repeat(1900))
  await expect(page.getByTestId('barcode-error')).toContainText('PDF417 holds at most about 1,850 bytes')
})

test('the default barcode is in the HTML before any script runs, and the worker draws the very same pixels', async ({
  browser,
  page,
}) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false })
  const html = await noScript.newPage()
  await html.goto('/tools/barcode-generator')
  const prerendered = html.getByRole('img', { name: 'Code 128 barcode: LK-2025-000417' })
  await expect(prerendered).toBeVisible()
  await expect(html.getByTestId('barcode-info')).toContainText('748 × 289 px at 300 DPI')
  const builtIn = await prerendered.getAttribute('src')
  await noScript.close()
  expect(builtIn).toMatch(/^data:image\/png;base64,/)

  const watch = await watchPage(page)
  await gotoTool(page, 'barcode-generator')
  const preview = page.getByTestId('barcode-preview')
  // Once the worker has drawn the page's default, its PNG replaces the built-in one.
  await expect(preview).toHaveAttribute('src', /^blob:/)
  await expect(page.getByTestId('barcode-info')).toContainText('748 × 289 px at 300 DPI')
  const file = await captureDownload(page, () => page.getByRole('button', { name: 'PNG' }).click())
  expect(pngDpi(file.bytes)).toBe(300)
  const compared = await page.evaluate(
    async ([a, b, c]) => {
      const pixels = async (src: string) => {
        const img = new Image()
        img.src = src
        await img.decode()
        const canvas = new OffscreenCanvas(img.naturalWidth, img.naturalHeight)
        const ctx = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D
        ctx.drawImage(img, 0, 0)
        return {
          size: `${img.naturalWidth}×${img.naturalHeight}`,
          data: ctx.getImageData(0, 0, img.width, img.height).data,
        }
      }
      const [built, shown, saved] = await Promise.all([a, b, c].map(pixels))
      const differing = (x: Uint8ClampedArray, y: Uint8ClampedArray) => x.filter((v, i) => v !== y[i]).length
      return {
        sizes: [built.size, shown.size, saved.size],
        shownDiffers: differing(built.data, shown.data),
        savedDiffers: differing(built.data, saved.data),
      }
    },
    [
      builtIn as string,
      (await preview.getAttribute('src')) as string,
      `data:image/png;base64,${file.bytes.toString('base64')}`,
    ],
  )
  expect(compared).toEqual({ sizes: ['748×289', '748×289', '748×289'], shownDiffers: 0, savedDiffers: 0 })
  expect(decodePng(file.bytes, BarcodeFormat.CODE_128)).toBe('LK-2025-000417')
  expect(watch.pageErrors).toEqual([])
  expect(watch.consoleErrors).toEqual([])
})

test('bwip-js reaches the page only inside its worker, and the preview follows the typing', async ({ page }) => {
  const scripts: string[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url())
  })
  const worker = page.waitForEvent('worker', { predicate: (w) => /barcode\.worker/.test(w.url()) })
  await gotoTool(page, 'barcode-generator')
  await worker
  const preview = page.getByTestId('barcode-preview')
  await expect(preview).toHaveAttribute('src', /^blob:/)
  // bwip-js's encoders are PostScript (BWIPP) translated to JavaScript: their names start with bwipp_.
  const pageScripts = scripts.filter((url) => !/\.worker-[\w-]+\.js$/.test(url))
  expect(pageScripts.length).toBeGreaterThan(0)
  for (const url of pageScripts) {
    const text = await (await page.request.get(url)).text()
    expect(text.includes('bwipp_'), `${url} holds bwip-js`).toBe(false)
  }

  const value = page.getByLabel('Value to encode')
  const before = await preview.getAttribute('src')
  await value.fill('LK-1')
  await expect(preview).toHaveAttribute('alt', 'Code 128 barcode: LK-1')
  await expect(preview).not.toHaveAttribute('src', before as string)
  await expect(page.getByTestId('barcode-info')).toContainText('px at 300 DPI')
  await choose(page, 'PNG resolution', '600 DPI')
  await expect(page.getByTestId('barcode-info')).toContainText('px at 600 DPI')
  await value.fill('')
  await expect(page.getByText('The barcode appears here once the value is valid.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'PNG' })).toBeDisabled()
  await value.fill('LK-2')
  await expect(preview).toBeVisible()
  await expect(preview).toHaveAttribute('alt', 'Code 128 barcode: LK-2')
})
