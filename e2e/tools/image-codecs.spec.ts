// Issue 32 in real Chromium, the downloaded bytes decoded: every output format is what its name says; a screenshot
// as PNG keeps every pixel and shrinks; transparency stays in PNG, WebP and AVIF and gets the named (and changeable)
// background in JPEG; a HEIC made by heif-enc opens, converts upright and compresses; "at most 100 KB" gives files
// of at most 100 KB or says why; the before/after divider moves with the keyboard. Codecs load only when used.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { drawnImage } from '../fixtures/image/drawn-images'
import { chooseOption, decodeInPage, formatOf, portraitJpeg, zipEntries } from '../fixtures/image/image-helpers'
import { captureDownload, expectToast, gotoTool, uploadFiles, watchPage } from '../support/helpers'
import { expect, type Page, test } from '../support/test'

/** heif-enc on this machine, or null (Debian: libheif-examples). */
function heifEnc(): string | null {
  try {
    execFileSync('heif-enc', ['--help'], { stdio: 'ignore' })
    return 'heif-enc'
  } catch (error) {
    // heif-enc --help exits 1 after printing its usage on some versions.
    return (error as { status?: number }).status === 1 ? 'heif-enc' : null
  }
}

/** A HEIC of the 60×40 portrait fixture (EXIF orientation 6: upright it is 40×60 with its yellow strip on top). */
function portraitHeic(): { name: string; mimeType: string; buffer: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'lk-heic-'))
  writeFileSync(join(dir, 'portrait.jpg'), portraitJpeg().buffer)
  execFileSync('heif-enc', ['-q', '85', join(dir, 'portrait.jpg'), '-o', join(dir, 'portrait.heic')])
  return { name: 'portrait.heic', mimeType: 'image/heic', buffer: readFileSync(join(dir, 'portrait.heic')) }
}

const wasmRequests = (page: Page) => {
  const seen: string[] = []
  page.on('request', (r) => {
    if (r.url().endsWith('.wasm')) seen.push(new URL(r.url()).pathname)
  })
  return seen
}

test('a HEIC from heif-enc opens, converts to an upright JPEG and compresses; libheif loads only then', async ({
  page,
}) => {
  // npm test installs heif-enc (scripts/system-deps.mjs): without it this test fails rather than proving nothing.
  expect(heifEnc(), 'heif-enc (Debian package libheif-examples) makes the HEIC fixture').toBe('heif-enc')
  const heic = portraitHeic()
  const watch = await watchPage(page)
  const wasm = wasmRequests(page)
  await gotoTool(page, 'image-convert')
  await chooseOption(page, 'Target format', 'JPEG')
  expect(wasm).toEqual([])
  await uploadFiles(page, [heic])
  await expectToast(page, 'Images converted', 'Successfully converted 1 image(s) to JPEG')
  const jpg = await captureDownload(page, () => page.getByRole('button', { name: 'Download portrait.jpg' }).click())
  expect(formatOf(jpg.bytes)).toBe('jpeg')
  const top = await decodeInPage(page, jpg.bytes, [20, 3])
  expect([top.width, top.height]).toEqual([40, 60])
  // Upright: the stored image's left strip (yellow) is on top once turned by orientation 6.
  expect(top.pixel[0]).toBeGreaterThan(200)
  expect(top.pixel[1]).toBeGreaterThan(200)
  expect(top.pixel[2]).toBeLessThan(80)
  expect(wasm.some((p) => /libheif/.test(p))).toBe(true)
  expect(wasm.filter((p) => !/libheif/.test(p))).toEqual([])

  await gotoTool(page, 'image-compress')
  await uploadFiles(page, [heic])
  await expect(page.getByAltText('Original preview')).toBeVisible()
  await page.getByRole('button', { name: 'Compress Image' }).click()
  await expectToast(page, 'Compression complete!', /Reduced from .+ to .+/)
  const out = await captureDownload(page, () =>
    page.getByRole('button', { name: 'Download compressed_portrait.jpg' }).click(),
  )
  expect(formatOf(out.bytes)).toBe('jpeg')
  expect(await decodeInPage(page, out.bytes)).toMatchObject({ width: 40, height: 60 })
  await expect(page.getByTestId('before-after')).toContainText('HEIC')
  expect(watch.pageErrors).toEqual([])
  expect(watch.consoleErrors).toEqual([])
})

/** Decodes both files in the page: their sizes and how many RGBA bytes differ. */
async function comparePixels(page: Page, a: Buffer, b: Buffer) {
  return page.evaluate(
    async ([x, y]) => {
      const read = async (b64: string) => {
        const bitmap = await createImageBitmap(new Blob([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))]))
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
        const ctx = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D
        ctx.drawImage(bitmap, 0, 0)
        return ctx.getImageData(0, 0, bitmap.width, bitmap.height)
      }
      const [p, q] = [await read(x), await read(y)]
      let differing = 0
      if (p.data.length === q.data.length)
        for (let i = 0; i < p.data.length; i++) if (p.data[i] !== q.data[i]) differing++
      return { a: [p.width, p.height], b: [q.width, q.height], differing }
    },
    [a.toString('base64'), b.toString('base64')],
  )
}

test('image-convert writes each format as named: a screenshot as PNG is pixel-identical and smaller, transparency kept', async ({
  page,
}) => {
  const watch = await watchPage(page)
  await page.setViewportSize({ width: 400, height: 300 })
  await gotoTool(page, 'json-pretty')
  const screenshot = { name: 'screen.png', mimeType: 'image/png', buffer: await page.screenshot() }
  await gotoTool(page, 'image-convert')
  const logo = await drawnImage(page, 'logo', 160, 96, 'logo.png')
  const sizes: Record<string, number> = {}
  const targets = [
    ['PNG', 'png', 'png'],
    ['PNG, fewer colours', 'png', 'png'],
    ['WebP', 'webp', 'webp'],
    ['AVIF', 'avif', 'avif'],
    ['JPEG', 'jpg', 'jpeg'],
  ] as const
  for (const [label, ext, format] of targets) {
    await chooseOption(page, 'Target format', label)
    await uploadFiles(page, [screenshot, logo])
    // Fewer colours quantises in JavaScript: slow on a busy machine.
    await expectToast(page, 'Images converted', 'Successfully converted 2 image(s)', { timeout: 40_000 })
    const shot = await captureDownload(page, () =>
      page
        .getByRole('button', { name: `Download screen.${ext}` })
        .last()
        .click(),
    )
    const mark = await captureDownload(page, () =>
      page
        .getByRole('button', { name: `Download logo.${ext}` })
        .last()
        .click(),
    )
    expect([formatOf(shot.bytes), formatOf(mark.bytes)]).toEqual([format, format])
    sizes[label] = shot.bytes.length
    const pixels = await comparePixels(page, screenshot.buffer, shot.bytes)
    expect(pixels.b).toEqual(pixels.a)
    if (label === 'PNG') expect(pixels.differing).toBe(0)
    const corner = await decodeInPage(page, mark.bytes, [2, 2])
    expect([corner.width, corner.height]).toEqual([160, 96])
    // JPEG paints the transparent corners white; the other formats keep them transparent.
    if (format === 'jpeg') expect(corner.pixel).toEqual([255, 255, 255, 255])
    else expect(corner.pixel[3]).toBe(0)
    await page.getByRole('button', { name: 'Clear All' }).click()
  }
  // Lossless PNG is smaller than Chromium's own screenshot PNG; fewer colours and the lossy formats smaller still.
  expect(sizes.PNG).toBeLessThan(screenshot.buffer.length)
  expect(sizes['PNG, fewer colours']).toBeLessThan(sizes.PNG)
  for (const lossy of ['WebP', 'AVIF', 'JPEG']) expect(sizes[lossy]).toBeLessThan(screenshot.buffer.length)
  expect(watch.pageErrors).toEqual([])
  expect(watch.consoleErrors).toEqual([])
})

test('image-compress keeps a logo transparent (and says why), paints the chosen colour under JPEG; the divider moves with the keyboard', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 })
  await gotoTool(page, 'image-compress')
  const logo = await drawnImage(page, 'logo', 160, 96, 'logo.png')
  await uploadFiles(page, [logo])
  await expect(page.getByText('This image has transparency')).toBeVisible()
  await page.getByRole('button', { name: 'Compress Image' }).click()
  await expectToast(page, 'Compression complete!')
  const webp = await captureDownload(page, () =>
    page.getByRole('button', { name: 'Download compressed_logo.webp' }).click(),
  )
  expect(formatOf(webp.bytes)).toBe('webp')
  expect((await decodeInPage(page, webp.bytes, [2, 2])).pixel[3]).toBe(0)
  await expect(page.getByTestId('result-note')).toContainText('WebP: the image has transparency')

  // The before/after divider: a slider moved by the arrow keys, Home and End; both sizes and the format shown.
  const divider = page.getByRole('slider', { name: 'Before and after divider' })
  await expect(divider).toHaveAttribute('aria-valuenow', '50')
  await divider.focus()
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowLeft')
  await expect(divider).toHaveAttribute('aria-valuenow', '44')
  await page.keyboard.press('End')
  await expect(divider).toHaveAttribute('aria-valuenow', '100')
  await page.keyboard.press('ArrowRight')
  await expect(divider).toHaveAttribute('aria-valuenow', '100')
  await page.keyboard.press('Home')
  await expect(divider).toHaveAttribute('aria-valuetext', '0% original, 100% compressed')
  await expect(page.getByTestId('before-after')).toContainText(/Original · PNG · [\d.]+ KB/)
  await expect(page.getByTestId('before-after')).toContainText(/WebP · [\d.]+ KB/)
  await page.getByRole('button', { name: '1:1 (real pixels)' }).click()
  await expect(page.getByTestId('before-after').locator('div').first()).toHaveCSS('width', '160px')

  // JPEG: the page names the colour painted under the transparent areas and takes another.
  await chooseOption(page, 'Output format', 'JPEG')
  await expect(page.getByText('The transparent areas will be painted white (#ffffff)')).toBeVisible()
  await page.getByLabel('Background under transparent areas', { exact: true }).fill('#ff0000')
  await expect(page.getByText('The transparent areas will be painted #ff0000')).toBeVisible()
  await page.getByRole('button', { name: 'Compress Image' }).click()
  await expectToast(page, 'Compression complete!')
  const jpg = await captureDownload(page, () =>
    page.getByRole('button', { name: 'Download compressed_logo.jpg' }).click(),
  )
  expect(formatOf(jpg.bytes)).toBe('jpeg')
  const [r, g, b] = (await decodeInPage(page, jpg.bytes, [2, 2])).pixel
  expect(r).toBeGreaterThan(240)
  expect(g + b).toBeLessThan(30)
  await expect(page.getByTestId('result-note')).toContainText('transparent areas painted #ff0000')
})

test('"Each file at most 100 KB" gives files of at most 100 KB, and says so when a file cannot get there', async ({
  page,
}) => {
  await gotoTool(page, 'image-compress')
  const photos = [
    await drawnImage(page, 'photo', 1600, 1200, 'large.jpg', 'image/jpeg', 0.97),
    await drawnImage(page, 'photo', 900, 600, 'small.jpg', 'image/jpeg', 0.97),
  ]
  expect(photos[0].buffer.length).toBeGreaterThan(400 * 1024)
  await page.getByRole('button', { name: 'Each file at most…' }).click()
  await page.getByLabel('At most (KB per file)').fill('100')
  await uploadFiles(page, photos)
  await page.getByRole('button', { name: 'Compress 2 Images' }).click()
  await expectToast(page, 'Compression complete!')
  const zip = await captureDownload(page, () => page.getByRole('button', { name: 'Download All' }).click())
  const entries = await zipEntries(zip.bytes)
  expect([...entries.keys()].sort()).toEqual(['compressed_large.jpg', 'compressed_small.jpg'])
  for (const bytes of entries.values()) {
    expect(formatOf(bytes)).toBe('jpeg')
    expect(bytes.length).toBeLessThanOrEqual(100 * 1024)
  }
  // 5 KB is out of reach for 2 MP of grain: the page says so and keeps the smallest file it reached.
  await page.getByLabel('At most (KB per file)').fill('5')
  await uploadFiles(page, [photos[0]])
  await page.getByRole('button', { name: 'Compress Image' }).click()
  await expectToast(page, 'Compression complete!')
  await expect(page.getByTestId('result-note')).toContainText(
    /Could not get under 5 KB: the smallest reached is .+ KB \(quality 5\)/,
  )
  const smallest = await captureDownload(page, () =>
    page.getByRole('button', { name: 'Download compressed_large.jpg' }).click(),
  )
  expect(smallest.bytes.length).toBeGreaterThan(5 * 1024)
  expect(smallest.bytes.length).toBeLessThan(100 * 1024)
})

test('automatic keeps a screenshot lossless PNG (smaller, every pixel) and a photo JPEG', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 640 })
  await page.goto('/')
  const screenshot = { name: 'screen.png', mimeType: 'image/png', buffer: await page.screenshot() }
  await gotoTool(page, 'image-compress')
  await uploadFiles(page, [screenshot])
  await page.getByRole('button', { name: 'Compress Image' }).click()
  await expectToast(page, 'Compression complete!')
  await expect(page.getByTestId('result-note')).toContainText('Saved as PNG')
  const png = await captureDownload(page, () =>
    page.getByRole('button', { name: 'Download compressed_screen.png' }).click(),
  )
  expect(formatOf(png.bytes)).toBe('png')
  expect(png.bytes.length).toBeLessThan(screenshot.buffer.length)
  expect((await comparePixels(page, screenshot.buffer, png.bytes)).differing).toBe(0)
  await uploadFiles(page, [await drawnImage(page, 'photo', 640, 480, 'photo.png')])
  await page.getByRole('button', { name: 'Compress Image' }).click()
  await expectToast(page, 'Compression complete!')
  const jpg = await captureDownload(page, () =>
    page.getByRole('button', { name: 'Download compressed_photo.jpg' }).click(),
  )
  expect(formatOf(jpg.bytes)).toBe('jpeg')
})
