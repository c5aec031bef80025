// Issue 32 in real Chromium, the downloaded bytes decoded: every output format is what its name says; a screenshot
// as PNG keeps every pixel and shrinks; transparency stays in PNG, WebP and AVIF and gets the named (and changeable)
// background in JPEG; a HEIC made by heif-enc opens, converts upright and compresses; "at most 100 KB" gives files
// of at most 100 KB or says why; the before/after divider moves with the keyboard. Codecs load only when used.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chooseOption, decodeInPage, formatOf, portraitJpeg } from '../fixtures/image/image-helpers'
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
  test.skip(!heifEnc(), 'heif-enc is not installed (Debian package libheif-examples): no HEIC fixture can be made')
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
