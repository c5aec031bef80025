import exifr from 'exifr'
import { brokenFiles } from '../fixtures/hostile/broken-files'
import { alphaPng, decodeInPage, formatOf, hasExif, portraitJpeg } from '../fixtures/image/image-helpers'
import { captureDownload, expectToast, gotoTool, readClipboard, uploadFiles, watchPage } from '../support/helpers'
import { expect, test } from '../support/test'

test('shows EXIF and GPS, copies it, and downloads an upright copy with no metadata', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'exif-viewer')
  await uploadFiles(page, [portraitJpeg()])
  await expectToast(page, 'EXIF data loaded', /Found \d+ metadata fields/)
  const list = page.getByTestId('exif-list')
  await expect(list).toContainText('TestCam')
  await expect(list).toContainText('Localkit X1')
  await expect(list).toContainText('Jane Doe')
  await expect(list).toContainText('Image Width')
  await expect(list).toContainText('40 px')
  await expect(list).toContainText('GPSLatitude')
  await expect(page.getByText('This image contains GPS location data')).toBeVisible()
  await expect(page.getByTestId('gps-coords')).toHaveText('51.500700° N, 0.124600° W')

  await page.getByRole('button', { name: 'Copy EXIF Data' }).click()
  await expectToast(page, 'EXIF data copied')
  const text = await readClipboard(page)
  expect(text).toContain('Make: TestCam')
  expect(text).toContain('File Size: 1.11 KB')

  const file = await captureDownload(page, () => page.getByRole('button', { name: 'Download Without EXIF' }).click())
  await expectToast(page, 'Metadata removed')
  expect(file.name).toBe('no_exif_portrait-exif.jpg')
  expect(formatOf(file.bytes)).toBe('jpeg')
  expect(hasExif(file.bytes)).toBe(false)
  expect(await exifr.parse(file.bytes, { tiff: true, gps: true, xmp: true, iptc: true })).toBeFalsy()
  expect(await decodeInPage(page, file.bytes)).toMatchObject({ width: 40, height: 60 })

  await page.getByRole('button', { name: 'Clear' }).click()
  await expect(page.getByTestId('exif-list')).toHaveCount(0)
  expect(watch.pageErrors).toEqual([])
  expect(watch.consoleErrors).toEqual([])
})

test('an image without metadata says so; broken files give the error and the next file works', async ({ page }) => {
  await gotoTool(page, 'exif-viewer')
  await uploadFiles(page, [alphaPng()])
  await expect(page.getByText('No EXIF metadata found in this image')).toBeVisible()
  await expect(page.getByTestId('exif-list')).toContainText('50 px')
  await expect(page.getByText('This image contains GPS location data')).toHaveCount(0)

  await uploadFiles(page, [brokenFiles.text()])
  await expectToast(page, 'Invalid file type', 'Please select an image file')
  await uploadFiles(page, [brokenFiles.textAsPng()])
  await expectToast(page, 'Error reading EXIF', 'Could not extract metadata from this image')
  await expect(page.getByText('No EXIF metadata found in this image')).toBeVisible()
  await uploadFiles(page, [portraitJpeg()])
  await expectToast(page, 'EXIF data loaded')
  await expect(page.getByTestId('exif-list')).toContainText('TestCam')
})
