import { brokenFiles, goodFiles } from '../fixtures/hostile/broken-files'
import {
  alphaPng,
  chooseOption,
  decodeInPage,
  formatOf,
  hasExif,
  portraitJpeg,
  zipEntries,
} from '../fixtures/image/image-helpers'
import { captureDownload, expectToast, gotoTool, uploadFiles, watchPage } from '../support/helpers'
import { expect, test } from '../support/test'

test('compresses one image to JPEG with sizes, previews and an upright download without EXIF', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'image-compress')
  await expect(page.getByRole('button', { name: 'Compress Image' })).toBeDisabled()
  await uploadFiles(page, [portraitJpeg()])
  await expect(page.getByAltText('Original preview')).toBeVisible()
  await page.getByRole('button', { name: 'Compress Image' }).click()
  await expectToast(page, 'Compression complete!', /Reduced from .+ to .+/)
  await expect(page.getByTestId('original-size')).toHaveText('1.11 KB')
  await expect(page.getByTestId('reduction')).toHaveText(/-?\d+(\.\d)?%/)
  await expect(page.getByAltText('Compressed preview')).toBeVisible()
  const file = await captureDownload(page, () =>
    page.getByRole('button', { name: 'Download compressed_portrait-exif.jpg' }).click(),
  )
  expect(file.name).toBe('compressed_portrait-exif.jpg')
  expect(formatOf(file.bytes)).toBe('jpeg')
  expect(hasExif(file.bytes)).toBe(false)
  expect(await decodeInPage(page, file.bytes)).toMatchObject({ width: 40, height: 60 })

  // WebP output, and a new file clears the previous result.
  await chooseOption(page, 'Output format', 'WebP')
  await uploadFiles(page, [alphaPng()])
  await expect(page.getByAltText('Compressed preview')).toHaveCount(0)
  await page.getByRole('button', { name: 'Compress Image' }).click()
  await expectToast(page, 'Compression complete!')
  const webp = await captureDownload(page, () =>
    page.getByRole('button', { name: 'Download compressed_alpha.webp' }).click(),
  )
  expect(formatOf(webp.bytes)).toBe('webp')
  expect(watch.pageErrors).toEqual([])
  expect(watch.consoleErrors).toEqual([])
})

test('several files compress in one batch and download as a ZIP', async ({ page }) => {
  await gotoTool(page, 'image-compress')
  await uploadFiles(page, [portraitJpeg(), alphaPng(), goodFiles.webp()])
  await expect(page.getByTestId('chosen')).toHaveText('3 images chosen')
  await page.getByRole('button', { name: 'Compress 3 Images' }).click()
  await expectToast(page, 'Compression complete!')
  await expect(page.locator('[data-testid=result-card][data-status=done]')).toHaveCount(3)
  const zip = await captureDownload(page, () => page.getByRole('button', { name: 'Download All' }).click())
  expect(zip.name).toBe('compressed_images.zip')
  const entries = await zipEntries(zip.bytes)
  expect([...entries.keys()].sort()).toEqual([
    // The transparent PNG keeps its alpha in WebP (the page says so); the photos are JPEG.
    'compressed_alpha.webp',
    'compressed_portrait-exif.jpg',
    'compressed_sample.jpg',
  ])
  expect(formatOf(entries.get('compressed_alpha.webp') as Buffer)).toBe('webp')
  expect(formatOf(entries.get('compressed_portrait-exif.jpg') as Buffer)).toBe('jpeg')
  expect(formatOf(entries.get('compressed_sample.jpg') as Buffer)).toBe('jpeg')
})

test('non-images and broken images give the messages and the next file works', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'image-compress')
  await uploadFiles(page, [brokenFiles.text()])
  await expectToast(page, 'Invalid file type', 'Please select an image file')
  await uploadFiles(page, [brokenFiles.truncatedJpeg()])
  await expectToast(page, 'Error', 'Failed to load image')
  await expect(page.getByRole('button', { name: 'Compress Image' })).toBeDisabled()
  await uploadFiles(page, [brokenFiles.textAsPng(), goodFiles.png()])
  await page.getByRole('button', { name: 'Compress 2 Images' }).click()
  await expectToast(page, 'Compression complete!', 'Failed to load image: notes.png')
  await expect(page.getByText('notes.png: Failed to load image')).toBeVisible()
  await uploadFiles(page, [goodFiles.jpeg()])
  await page.getByRole('button', { name: 'Compress Image' }).click()
  await expectToast(page, 'Compression complete!')
  expect(watch.pageErrors).toEqual([])
})
