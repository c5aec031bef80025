// Hostile and oversized files for the file tools (issue 35, item 5): video-trim, favicon-generator, exif-viewer,
// excel-to-json, file-hash, barcode-generator and html-preview. Each input is made in the test (the big ones in the
// page, as Blobs); each ends in the right result or a message naming the limit, with no renderer crash, no page
// error and no main-thread task of a second, and an ordinary input works right after on the same page.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import * as XLSX from '@e965/xlsx'
import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  MultiFormatReader,
  RGBLuminanceSource,
} from '@zxing/library'
import JSZip from 'jszip'
import { hugePng } from '../fixtures/huge-images/make-huge'
import { alphaPng, decodeInPage, portraitJpeg } from '../fixtures/image/image-helpers'
import {
  captureDownload,
  chooseBuiltFile,
  expectToast,
  freezeLimitMs,
  gotoTool,
  type PageWatch,
  readClipboard,
  startMainThreadProbe,
  uploadFiles,
  watchPage,
} from '../support/helpers'
import { expect, type Page, test } from '../support/test'

async function open(page: Page, slug: string, prebuilt?: BuiltFile) {
  const watch = await watchPage(page)
  await gotoTool(page, slug)
  // A file built before the watch starts: making a File of 2,048 Blob parts is the test's own work, not the tool's.
  if (prebuilt) await buildFile(page, prebuilt)
  const probe = await startMainThreadProbe(page)
  return { watch, probe }
}

function clean(watch: PageWatch) {
  expect(watch.crashes).toEqual([])
  expect(watch.pageErrors).toEqual([])
}

type BuiltFile = 'mp4-2gb-no-moov' | 'zero-1gb' | 'empty'

/** Builds a file in the page as `window.__builtFile` (a 1 MB Blob repeated, so gigabytes never cross the wire). */
async function buildFile(page: Page, kind: BuiltFile) {
  await page.evaluate((kind) => {
    const mb = new Blob([new Uint8Array(1024 * 1024)])
    let parts: BlobPart[] = []
    let name = 'empty.bin'
    let type = 'application/octet-stream'
    if (kind === 'mp4-2gb-no-moov') {
      // ftyp, then an mdat that says (in a 64-bit size) it holds 2 GB of zeros; no moov box anywhere.
      const ftyp = new Uint8Array([0, 0, 0, 24, ...[...'ftypisom'].map((c) => c.charCodeAt(0)), 0, 0, 2, 0])
      const tail = new Uint8Array([...[...'isomavc1'].map((c) => c.charCodeAt(0))])
      const mdat = new Uint8Array(16)
      const view = new DataView(mdat.buffer)
      view.setUint32(0, 1)
      mdat.set(
        [...'mdat'].map((c) => c.charCodeAt(0)),
        4,
      )
      view.setBigUint64(8, BigInt(2048 * 1024 * 1024 + 16))
      parts = [ftyp, tail, mdat, ...Array.from({ length: 2048 }, () => mb)]
      name = 'huge.mp4'
      type = 'video/mp4'
    } else if (kind === 'zero-1gb') {
      parts = Array.from({ length: 1024 }, () => mb)
      name = 'sparse-1gb.bin'
    }
    ;(window as unknown as { __builtFile: File }).__builtFile = new File(parts, name, { type })
  }, kind)
}

test('video-trim: a 2 GB MP4 with no moov box is "Cannot read this video"; a real clip trims right after', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const { watch, probe } = await open(page, 'video-trim', 'mp4-2gb-no-moov')
  await chooseBuiltFile(page)
  await expect(page.getByTestId('video-name')).toContainText('huge.mp4')
  await expect(page.getByText('Cannot read this video')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText('The browser could not read this video file.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Trim Video' })).toBeDisabled()
  expect(await probe.stop()).toBeLessThan(freezeLimitMs())

  const clip = readFileSync(resolve('e2e/fixtures/video-trim/clip.mp4'))
  await uploadFiles(page, [{ name: 'clip.mp4', mimeType: 'video/mp4', buffer: clip }])
  await expect(page.getByTestId('video-name')).toContainText('160×120')
  await expect(page.getByText('Cannot read this video')).toHaveCount(0)
  await expect(page.getByTestId('summary-end')).toHaveText('00:04')
  await page.getByRole('button', { name: 'Trim Video' }).click()
  await expectToast(page, 'Trimming complete', /Video trimmed from 00:00 to 00:04/)
  const file = await captureDownload(page, () =>
    page.getByRole('button', { name: 'Download trimmed_clip.mp4' }).click(),
  )
  expect(file.bytes.subarray(4, 8).toString('latin1')).toBe('ftyp')
  expect(file.bytes.length).toBeGreaterThan(10_000)
  clean(watch)
})

test('favicon-generator: a 30000×30000 PNG header bomb is refused naming the limit; a real PNG works after', async ({
  page,
}) => {
  const { watch, probe } = await open(page, 'favicon-generator')
  await page.getByRole('tab', { name: 'Image' }).click()
  await uploadFiles(page, [{ name: 'bomb.png', mimeType: 'image/png', buffer: hugePng(30000, 30000, 64) }])
  await expect(page.getByText('30000 × 30000 px (900 MP) is over the 100 MP limit')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Download favicon-512x512.png' })).toBeDisabled()
  expect(await probe.stop()).toBeLessThan(freezeLimitMs())

  await uploadFiles(page, [alphaPng()])
  await expect(page.getByRole('button', { name: 'Download favicon-512x512.png' })).toBeEnabled()
  const big = await captureDownload(page, () =>
    page.getByRole('button', { name: 'Download favicon-512x512.png' }).click(),
  )
  const d = await decodeInPage(page, big.bytes, [0, 0])
  expect([d.width, d.height, d.pixel[3]]).toEqual([512, 512, 0])
  clean(watch)
})

/** A JPEG (the portrait fixture) whose APP1 Exif segment is replaced with `tiff` (a TIFF header and IFDs). */
function withExif(tiff: Buffer): Buffer {
  const jpeg = portraitJpeg().buffer
  // Drop the original APP1 segments, keep everything else.
  const parts: Buffer[] = [jpeg.subarray(0, 2)]
  let at = 2
  while (at + 4 <= jpeg.length && jpeg[at] === 0xff && jpeg[at + 1] !== 0xda) {
    const len = jpeg.readUInt16BE(at + 2)
    if (jpeg[at + 1] !== 0xe1) parts.push(jpeg.subarray(at, at + 2 + len))
    at += 2 + len
  }
  parts.push(jpeg.subarray(at))
  const body = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff])
  const head = Buffer.from([0xff, 0xe1, 0, 0])
  head.writeUInt16BE(body.length + 2, 2)
  return Buffer.concat([parts[0] as Buffer, head, body, ...parts.slice(1)])
}

/** Little-endian TIFF: IFD0 with `entries` SHORT entries (tags from 0x9000 up), then `next` as IFD0's next offset. */
function tiffWith(entries: number, next: (ifd0: number) => number): Buffer {
  const ifd0 = 8
  const size = ifd0 + 2 + entries * 12 + 4
  const b = Buffer.alloc(size)
  b.write('II', 0, 'latin1')
  b.writeUInt16LE(42, 2)
  b.writeUInt32LE(ifd0, 4)
  b.writeUInt16LE(entries, ifd0)
  for (let i = 0; i < entries; i++) {
    const e = ifd0 + 2 + i * 12
    b.writeUInt16LE(i === 0 ? 0x010f : 0xa000 + i, e) // the first is Make
    b.writeUInt16LE(i === 0 ? 2 : 3, e + 2) // ASCII, then SHORT
    b.writeUInt32LE(i === 0 ? 4 : 1, e + 4)
    if (i === 0) b.write('Bad\0', e + 8, 'latin1')
    else b.writeUInt16LE(i & 0xffff, e + 8)
  }
  b.writeUInt32LE(next(ifd0), ifd0 + 2 + entries * 12)
  return b
}

test('exif-viewer: a looping IFD chain and a 60 KB EXIF of 5,000 entries end in a result; a real photo after', async ({
  page,
}) => {
  const { watch, probe } = await open(page, 'exif-viewer')
  // IFD0's "next IFD" points back at IFD0 itself: a reader that follows the chain never stops.
  await uploadFiles(page, [{ name: 'loop.jpg', mimeType: 'image/jpeg', buffer: withExif(tiffWith(1, (i) => i)) }])
  await expectToast(page, 'EXIF data loaded', /Found \d+ metadata fields/)
  await expect(page.getByTestId('exif-list')).toContainText('Bad')
  // 5,000 entries: 60 KB, nearly all an APP1 segment can hold.
  const many = withExif(tiffWith(5000, () => 0))
  expect(many.length).toBeGreaterThan(60_000)
  await uploadFiles(page, [{ name: 'many.jpg', mimeType: 'image/jpeg', buffer: many }])
  await expectToast(page, 'EXIF data loaded', /Found [45],?\d{3} metadata fields/)
  // Unknown tags are listed by number (0xA001 = 40961, its SHORT value 1).
  await expect(page.getByTestId('exif-list').locator('dt').nth(6)).toHaveText('40961')
  await expect(page.getByTestId('exif-list').locator('dd').nth(6)).toHaveText('1')
  // Laying out 5,000 rows blocked the page for 1.7 s: the list shows 500 and says so; Copy takes them all.
  await expect(page.getByTestId('exif-fields-note')).toHaveText(
    /^Showing the first 500 of [45],\d{3} metadata fields; Copy EXIF Data copies all of them\.$/,
  )
  await expect(page.getByTestId('exif-list').locator('dt')).toHaveCount(500)
  await page.getByRole('button', { name: 'Copy EXIF Data' }).click()
  await expectToast(page, 'EXIF data copied', /[45],?\d{3} fields copied to clipboard/)
  expect((await readClipboard(page)).split('\n').length).toBeGreaterThan(5000)
  expect(await probe.stop()).toBeLessThan(freezeLimitMs())

  await uploadFiles(page, [portraitJpeg()])
  await expectToast(page, 'EXIF data loaded')
  await expect(page.getByTestId('exif-list')).toContainText('TestCam')
  await expect(page.getByTestId('gps-coords')).toHaveText('51.500700° N, 0.124600° W')
  await expect(page.getByTestId('exif-fields-note')).toHaveCount(0)
  clean(watch)
})

/** An .xlsx of these rows, its sheet XML edited. */
async function editedXlsx(rows: unknown[][], edit: (xml: string) => string): Promise<Buffer> {
  const wb = XLSX.utils.book_new()
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows), 'Data')
  const zip = await JSZip.loadAsync(XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer)
  const path = 'xl/worksheets/sheet1.xml'
  zip.file(path, edit(await (zip.file(path) as JSZip.JSZipObject).async('string')))
  return zip.generateAsync({ type: 'nodebuffer' })
}

const dimension = (ref: string) => (xml: string) =>
  xml.replace(/<dimension ref="[^"]*"\/>/, `<dimension ref="${ref}"/>`)
const xlsx = (name: string, buffer: Buffer) => ({ name, mimeType: 'application/octet-stream', buffer })

test('excel-to-json: a sheet claiming A1:XFD1048576 reads its real cells, one really that wide is refused by the limit', async ({
  page,
}) => {
  const { watch, probe } = await open(page, 'excel-to-json')
  const summary = page.getByTestId('sheet-summary')
  const output = page.getByRole('region', { name: 'JSON of Data' })
  // Two real cells under a <dimension> of 17 billion: read cell by cell, this never finished.
  const liar = await editedXlsx(
    [
      ['name', 'n'],
      ['a', 1],
    ],
    dimension('A1:XFD1048576'),
  )
  await uploadFiles(page, [xlsx('liar.xlsx', liar)])
  await expect(summary).toContainText('Data: 1 record · 2 columns · cells A1:B2', { timeout: 15_000 })
  expect(JSON.parse((await output.textContent()) ?? '')).toEqual([{ name: 'a', n: 1 }])

  // A cell in the very last row and column: 17 billion cells for real.
  const far = await editedXlsx([['name']], (xml) =>
    dimension('A1:XFD1048576')(xml).replace(
      '</sheetData>',
      '<row r="1048576"><c r="XFD1048576"><v>1</v></c></row></sheetData>',
    ),
  )
  await uploadFiles(page, [xlsx('far.xlsx', far)])
  await expect(page.getByTestId('sheet-error')).toHaveText(
    'Sheet “Data” has cells in A1:XFD1048576: 17,179,869,184 cells; this tool converts up to 20,000,000 cells per sheet.',
    { timeout: 15_000 },
  )
  // Not a spreadsheet at all, under an .xlsx name.
  await uploadFiles(page, [xlsx('notes.xlsx', Buffer.from('just some notes\n'.repeat(100)))])
  await expect(page.getByTestId('sheet-error')).toHaveText(
    'This file is damaged or is not a real .xlsx workbook: it is not the ZIP archive a .xlsx file is.',
  )
  expect(await probe.stop()).toBeLessThan(freezeLimitMs())

  const good = await editedXlsx(
    [
      ['city', 'people'],
      ['Oslo', 709000],
      ['Kraków', 804000],
    ],
    (xml) => xml,
  )
  await uploadFiles(page, [xlsx('good.xlsx', good)])
  await expect(page.getByTestId('sheet-error')).toHaveCount(0)
  await expect(summary).toContainText('Data: 2 records · 2 columns · cells A1:B3')
  expect(JSON.parse((await output.textContent()) ?? '')).toEqual([
    { city: 'Oslo', people: 709000 },
    { city: 'Kraków', people: 804000 },
  ])
  clean(watch)
})

const row = (page: Page, name: string) => page.getByRole('listitem', { name, exact: true })

test('file-hash: a 0-byte file and a 1 GB Blob of zeros hash right; an ordinary file right after', async ({ page }) => {
  test.setTimeout(180_000)
  const { watch, probe } = await open(page, 'file-hash')
  await buildFile(page, 'empty')
  await chooseBuiltFile(page)
  await expect(row(page, 'empty.bin').getByTestId('digest-sha256')).toHaveText(
    'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  )
  await expect(row(page, 'empty.bin').getByTestId('digest-md5')).toHaveText('d41d8cd98f00b204e9800998ecf8427e')
  await buildFile(page, 'zero-1gb')
  await chooseBuiltFile(page)
  const zeros = createHash('sha256')
  const mb = Buffer.alloc(1024 * 1024)
  for (let i = 0; i < 1024; i++) zeros.update(mb)
  await expect(row(page, 'sparse-1gb.bin').getByTestId('digest-sha256')).toHaveText(zeros.digest('hex'), {
    timeout: 150_000,
  })
  expect(await probe.stop()).toBeLessThan(freezeLimitMs())

  const abc = Buffer.from('abc')
  await uploadFiles(page, [{ name: 'abc.txt', mimeType: 'text/plain', buffer: abc }])
  await expect(row(page, 'abc.txt').getByTestId('digest-sha256')).toHaveText(
    'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
  )
  clean(watch)
})

async function chooseSymbology(page: Page, option: string) {
  await page.getByRole('combobox', { name: 'Symbology' }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

/** A PNG's pixels through the page's own decoder, read back as ZXing sees them (Code 128 only). */
async function decodeCode128(page: Page, bytes: Buffer): Promise<string> {
  const { width, height, data } = await page.evaluate(async (b64) => {
    const bin = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))
    const bitmap = await createImageBitmap(new Blob([bin], { type: 'image/png' }))
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
    const ctx = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D
    ctx.fillStyle = '#fff'
    ctx.fillRect(0, 0, bitmap.width, bitmap.height)
    ctx.drawImage(bitmap, 0, 0)
    const px = ctx.getImageData(0, 0, bitmap.width, bitmap.height).data
    const luma: number[] = []
    for (let i = 0; i < px.length; i += 4)
      luma.push(Math.round((px[i] * 299 + px[i + 1] * 587 + px[i + 2] * 114) / 1000))
    return { width: bitmap.width, height: bitmap.height, data: luma }
  }, bytes.toString('base64'))
  const hints = new Map<DecodeHintType, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.CODE_128]],
    [DecodeHintType.TRY_HARDER, true],
  ])
  const source = new RGBLuminanceSource(Uint8ClampedArray.from(data), width, height)
  return new MultiFormatReader().decode(new BinaryBitmap(new HybridBinarizer(source)), hints).getText()
}

test('barcode-generator: 100,000 characters of Code 128, 1 MB of PDF417 and bad EAN-13 are refused by the limit; a real code after', async ({
  page,
}) => {
  const { watch, probe } = await open(page, 'barcode-generator')
  const value = page.getByLabel('Value to encode')
  const png = page.getByRole('button', { name: 'PNG' })
  await chooseSymbology(page, 'Code 128')
  await value.fill('A'.repeat(100_000))
  await expect(page.getByTestId('barcode-error')).toHaveText(
    'Code 128 here takes up to 80 characters (longer codes do not scan well); this has 100000.',
  )
  await expect(png).toBeDisabled()
  await chooseSymbology(page, 'PDF417 (2-D)')
  await value.fill('é'.repeat(500_000))
  await expect(page.getByTestId('barcode-error')).toContainText(
    'PDF417 holds at most about 1,850 bytes; this is 1,000,000.',
  )
  await expect(png).toBeDisabled()
  await chooseSymbology(page, 'EAN-13')
  await value.fill('59012341234x')
  await expect(page.getByTestId('barcode-error')).toBeVisible()
  await expect(png).toBeDisabled()
  expect(await probe.stop()).toBeLessThan(freezeLimitMs())

  await chooseSymbology(page, 'Code 128')
  await value.fill('LK-35 hostile/ok')
  await expect(page.getByTestId('barcode-status')).toContainText('Encodes LK-35 hostile/ok')
  await expect(png).toBeEnabled()
  const file = await captureDownload(page, () => png.click())
  expect(await decodeCode128(page, file.bytes)).toBe('LK-35 hostile/ok')
  clean(watch)
})

test('html-preview: a real 20 MB paste into the HTML editor keeps the page responsive; small code runs after', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const watch = await watchPage(page)
  await gotoTool(page, 'html-preview')
  const html = page.getByLabel('HTML', { exact: true })
  // 20 MB of HTML on 400,000 lines, put on the real clipboard and pasted with the keyboard.
  await page.evaluate(async () => {
    const line = `<p class="row">${'x'.repeat(40)}</p>\n`
    await navigator.clipboard.writeText(line.repeat(Math.ceil((20 * 1024 * 1024) / line.length)))
  })
  // The sample's JS pane looks for its button: empty it, so the only page errors would be the tool's.
  await page.getByLabel('JavaScript', { exact: true }).fill('')
  await html.fill('')
  await html.focus()
  const probe = await startMainThreadProbe(page)
  await page.keyboard.press('ControlOrMeta+V')
  // The pane keeps all 20 MB but shows a summary, not a textarea that lays out 349,526 lines.
  await expect(page.getByTestId('large-text')).toContainText('Large text: 349,526 lines, 20,971,560 characters')
  // The preview runs it (auto-run, 0.7 s after the edit) in its sandboxed frame.
  await expect(page.frameLocator('[data-testid="preview-frame"]').locator('p.row')).toHaveCount(349_526, {
    timeout: 60_000,
  })
  expect(await probe.stop()).toBeLessThan(freezeLimitMs())

  await page.getByRole('button', { name: 'Clear HTML' }).click()
  await expect(page.getByTestId('large-text')).toHaveCount(0)
  await html.fill('<h1 id="t">after</h1>')
  await page.getByRole('button', { name: 'Run', exact: true }).click()
  await expect(page.frameLocator('[data-testid="preview-frame"]').locator('#t')).toHaveText('after')
  clean(watch)
})
