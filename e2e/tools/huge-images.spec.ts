// Issue 18, item 12: images whose header says they are too large are refused by the header, with the size, the
// limit and the reason, before anything decodes them; the same page then takes a normal image.
import { goodFiles } from '../fixtures/hostile/broken-files'
import { hugePng, hugeScreenGif } from '../fixtures/huge-images/make-huge'
import { captureDownload, expectToast, gotoTool, uploadFiles, watchPage } from '../support/helpers'
import { expect, test } from '../support/test'

const png = (name: string, w: number, h: number) => ({ name, mimeType: 'image/png', buffer: hugePng(w, h, 64) })
const limit = (w: number, h: number, mp: string) => `${w} × ${h} px (${mp} MP) is over the 100 MP limit`

test('image-compress refuses 20000×20000 and 30000×30000 PNGs and a 65535×65535 GIF by header, then compresses', async ({
  page,
}) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'image-compress')
  await uploadFiles(page, [png('big.png', 20000, 20000)])
  await expectToast(page, 'Error', limit(20000, 20000, '400'))
  await uploadFiles(page, [png('bigger.png', 30000, 30000)])
  await expectToast(page, 'Error', limit(30000, 30000, '900'))
  await uploadFiles(page, [{ name: 'screen.gif', mimeType: 'image/gif', buffer: hugeScreenGif() }])
  await expectToast(page, 'Error', limit(65535, 65535, '4,295'))
  await uploadFiles(page, [goodFiles.png()])
  await page.getByRole('button', { name: 'Compress Image' }).click()
  await expectToast(page, 'Compression complete!')
  expect(watch.pageErrors).toEqual([])
})

test('image-crop refuses a huge PNG by header, then crops a good image', async ({ page }) => {
  await gotoTool(page, 'image-crop')
  await uploadFiles(page, [png('big.png', 20000, 20000)])
  await expectToast(page, 'Error', limit(20000, 20000, '400'))
  await uploadFiles(page, [goodFiles.png()])
  const file = await captureDownload(page, () => page.getByRole('button', { name: 'Crop & Download' }).click())
  expect(file.bytes.length).toBeGreaterThan(0)
})

test('image-to-pdf refuses huge images by header before showing them, then builds a PDF of the good one', async ({
  page,
}) => {
  await gotoTool(page, 'image-to-pdf')
  await uploadFiles(page, [png('big.png', 20000, 20000), goodFiles.png()])
  await expectToast(page, 'Image too large', `"big.png": ${limit(20000, 20000, '400')}`)
  await expect(page.getByTestId('order-item')).toHaveCount(1)
  const file = await captureDownload(page, () => page.getByRole('button', { name: 'Create PDF and download' }).click())
  expect(file.name).toBe('images.pdf')
  await expectToast(page, 'PDF created!', 'images.pdf: 1 page')
})

test('image-convert refuses a 30000×30000 PNG naming the limit, then converts an ordinary JPEG', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'image-convert')
  await uploadFiles(page, [png('huge.png', 30000, 30000)])
  await expectToast(page, 'Conversion failed', 'huge.png')
  await expect(page.getByText(limit(30000, 30000, '900'))).toBeVisible()
  await uploadFiles(page, [goodFiles.jpeg()])
  await expectToast(page, 'Images converted', 'Successfully converted 1 image(s) to WEBP')
  const file = await captureDownload(page, () => page.getByRole('button', { name: 'Download sample.webp' }).click())
  expect(file.bytes.subarray(8, 12).toString('latin1')).toBe('WEBP')
  expect(watch.pageErrors).toEqual([])
})
