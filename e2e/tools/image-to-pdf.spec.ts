import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { PDFDocument } from 'pdf-lib'
import { brokenFiles } from '../fixtures/hostile/broken-files'
import { captureDownload, expectToast, gotoTool, uploadFiles, watchPage } from '../support/helpers'
import { expect, test } from '../support/test'

const fixture = (name: string, mimeType: string) => ({
  name,
  mimeType,
  buffer: readFileSync(resolve('e2e/fixtures/image-to-pdf', name)),
})

async function pageSizes(bytes: Buffer): Promise<string[]> {
  const doc = await PDFDocument.load(bytes)
  return doc.getPages().map((p) => `${Math.round(p.getWidth())}x${Math.round(p.getHeight())}`)
}

test('image-to-pdf puts PNG, JPEG and WebP on pages in the chosen order and size', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'image-to-pdf')
  await uploadFiles(page, [
    fixture('wide.png', 'image/png'),
    fixture('tall.jpg', 'image/jpeg'),
    fixture('square.webp', 'image/webp'),
    fixture('rotated.jpg', 'image/jpeg'),
  ])
  const rows = page.getByTestId('order-item')
  await expect(rows).toHaveCount(4)
  await expect(page.getByTestId('stat-pages')).toContainText('4')

  // square to the top with buttons; rotated up one with the keyboard: square, wide, rotated, tall.
  await page.getByRole('button', { name: 'Move square.webp up' }).click()
  await page.getByRole('button', { name: 'Move square.webp up' }).click()
  await page.getByRole('button', { name: /^Reorder rotated\.jpg/ }).press('ArrowUp')
  await expect(rows.nth(2)).toContainText('rotated.jpg')

  // Fit image, no margin: each page is its image at 96 dpi (0.75 pt per pixel); the EXIF turn is applied.
  await page.getByRole('button', { name: 'Fit image' }).click()
  await expect(page.getByRole('group', { name: 'Orientation' })).toHaveCount(0)
  await page.getByLabel('Margin (mm)').fill('0')
  const create = page.getByRole('button', { name: 'Create PDF and download' })
  const fit = await captureDownload(page, () => create.click())
  expect(fit.name).toBe('images.pdf')
  expect(await pageSizes(fit.bytes)).toEqual(['60x60', '90x45', '30x60', '45x90'])
  await expectToast(page, 'PDF created!', 'images.pdf: 4 pages')

  // A4, auto orientation: wide images get landscape pages.
  await page.getByRole('button', { name: 'A4' }).click()
  await page.getByLabel('Margin (mm)').fill('10')
  const a4 = await captureDownload(page, () => create.click())
  expect(await pageSizes(a4.bytes)).toEqual(['595x842', '842x595', '595x842', '595x842'])

  // Letter, landscape for all; then remove one.
  await page.getByRole('button', { name: 'Letter' }).click()
  await page.getByRole('button', { name: 'Landscape' }).click()
  await page.getByRole('button', { name: 'Remove tall.jpg' }).click()
  const letter = await captureDownload(page, () => create.click())
  expect(await pageSizes(letter.bytes)).toEqual(['792x612', '792x612', '792x612'])

  // Margin out of range is explained and blocks the button.
  await page.getByLabel('Margin (mm)').fill('80')
  await expect(page.getByText('Enter a margin from 0 to 50 mm.')).toBeVisible()
  await expect(create).toBeDisabled()
  expect(watch.consoleErrors).toEqual([])
  expect(watch.pageErrors).toEqual([])
  expect(watch.foreignRequests).toEqual([])
  expect(watch.cspViolations).toEqual([])
})

test('image-to-pdf names an unreadable image and rejects other files', async ({ page }) => {
  await gotoTool(page, 'image-to-pdf')
  await uploadFiles(page, [brokenFiles.text()])
  await expectToast(page, 'Not a supported image', '"notes.txt" is not a PNG, JPEG or WebP image.')
  await uploadFiles(page, [fixture('wide.png', 'image/png'), brokenFiles.textAsPng()])
  await expect(page.getByTestId('order-item')).toHaveCount(2)
  await page.getByRole('button', { name: 'Create PDF and download' }).click()
  await expectToast(page, 'PDF not created', '"notes.png" could not be read as an image.')
  await page.getByRole('button', { name: 'Remove notes.png' }).click()
  const ok = await captureDownload(page, () => page.getByRole('button', { name: 'Create PDF and download' }).click())
  expect(await pageSizes(ok.bytes)).toEqual(['842x595'])
})
