import { brokenFiles, goodFiles } from '../fixtures/hostile/broken-files'
import {
  alphaPng,
  chooseOption,
  decodeInPage,
  formatOf,
  hasExif,
  photoWebp,
  portraitJpeg,
  zipEntries,
} from '../fixtures/image/image-helpers'
import { captureDownload, expectToast, gotoTool, uploadFiles, watchPage } from '../support/helpers'
import { expect, test } from '../support/test'

test('converts a batch to WebP upright, skips same-format files and non-images, zips all', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'image-convert')
  await expect(page.getByRole('table')).toContainText('Lossless')

  await uploadFiles(page, [brokenFiles.text()])
  await expectToast(page, 'Invalid file', 'notes.txt is not an image file')

  await uploadFiles(page, [photoWebp()])
  await expectToast(page, 'Format already matches', 'photo.webp is already in WEBP format')
  await expect(page.getByTestId('result-card')).toHaveCount(0)

  await uploadFiles(page, [portraitJpeg(), alphaPng()])
  await expectToast(page, 'Images converted', 'Successfully converted 2 image(s) to WEBP')
  await expect(page.getByTestId('result-card')).toHaveCount(2)

  const file = await captureDownload(page, () =>
    page.getByRole('button', { name: 'Download portrait-exif.webp' }).click(),
  )
  expect(file.name).toBe('portrait-exif.webp')
  expect(formatOf(file.bytes)).toBe('webp')
  expect(hasExif(file.bytes)).toBe(false)
  const decoded = await decodeInPage(page, file.bytes)
  expect([decoded.width, decoded.height]).toEqual([40, 60])

  // JPEG target: quality shown, transparent corners become white.
  await chooseOption(page, 'Target format', 'JPEG')
  await expect(page.getByText('Quality', { exact: true })).toBeVisible()
  await uploadFiles(page, [alphaPng()])
  await expectToast(page, 'Images converted', 'Successfully converted 1 image(s) to JPEG')
  const jpg = await captureDownload(page, () => page.getByRole('button', { name: 'Download alpha.jpg' }).click())
  expect(formatOf(jpg.bytes)).toBe('jpeg')
  const corner = await decodeInPage(page, jpg.bytes, [0, 0])
  expect(corner.pixel[0]).toBeGreaterThan(245)
  expect(corner.pixel[3]).toBe(255)

  // PNG target hides quality.
  await chooseOption(page, 'Target format', 'PNG')
  await expect(page.getByText('PNG is lossless')).toBeVisible()
  await chooseOption(page, 'Target format', 'JPEG')

  const zip = await captureDownload(page, () => page.getByRole('button', { name: 'Download All' }).click())
  expect(zip.name).toBe('converted_images_JPEG.zip')
  const entries = await zipEntries(zip.bytes)
  expect([...entries.keys()].sort()).toEqual(['alpha.jpg', 'alpha.webp', 'portrait-exif.webp'])
  expect(formatOf(entries.get('alpha.jpg') as Buffer)).toBe('jpeg')

  await page.getByRole('button', { name: 'Remove alpha.png' }).first().click()
  await expect(page.getByTestId('result-card')).toHaveCount(2)
  await page.getByRole('button', { name: 'Clear All' }).click()
  await expect(page.getByTestId('result-card')).toHaveCount(0)
  expect(watch.pageErrors).toEqual([])
  expect(watch.consoleErrors).toEqual([])
  expect(watch.foreignRequests).toEqual([])
})

test('broken files fail by name, the rest convert, and the page stays usable', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'image-convert')
  await uploadFiles(page, [brokenFiles.truncatedJpeg(), goodFiles.png(), brokenFiles.empty(), brokenFiles.textAsPng()])
  await expectToast(page, 'Conversion failed', 'Failed to convert some images')
  await expect(page.locator('[data-testid=result-card][data-status=failed]')).toHaveCount(3)
  await expect(page.locator('[data-testid=result-card][data-status=done]')).toHaveCount(1)
  await expect(page.getByText('truncated-sample.jpg: Failed to load image')).toBeVisible()
  await expect(page.getByText('empty.png: Failed to load image: the file is empty')).toBeVisible()

  await uploadFiles(page, [goodFiles.jpeg()])
  await expectToast(page, 'Images converted', 'Successfully converted 1 image(s) to WEBP')
  const file = await captureDownload(page, () =>
    page.getByRole('button', { name: 'Download sample.webp' }).last().click(),
  )
  expect(formatOf(file.bytes)).toBe('webp')
  expect(watch.pageErrors).toEqual([])
})
