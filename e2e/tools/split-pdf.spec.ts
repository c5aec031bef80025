import JSZip from 'jszip'
import { damagedPdf, encryptedPdf, makePdf, pageWidths } from '../fixtures/merge-pdf/make-pdf'
import { captureDownload, expectToast, gotoTool, uploadFiles, watchPage } from '../support/helpers'
import { expect, test } from '../support/test'

test('split-pdf extracts ranges, splits per range and per page into ZIPs', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'split-pdf')
  await uploadFiles(page, [await makePdf('handbook.pdf', 1, 10)])
  await expect(page.getByTestId('stat-page-count')).toContainText('10')
  await expect(page.getByTestId('loaded-name')).toHaveText('handbook.pdf')

  const pages = page.getByLabel('Pages', { exact: true })
  const go = page.getByRole('button', { name: 'Split and download' })
  await expect(go).toBeDisabled()

  // Mistakes get clear inline messages.
  await pages.fill('1-3,12')
  await expect(page.getByText('"12": page 12 does not exist, this PDF has 10 pages.')).toBeVisible()
  await expect(pages).toHaveAttribute('aria-invalid', 'true')
  await expect(go).toBeDisabled()
  await pages.fill('5-3')
  await expect(page.getByText('"5-3" runs backwards: write 3-5.')).toBeVisible()
  await pages.fill('one')
  await expect(page.getByText('"one" is not a page or range')).toBeVisible()

  // Extract into one PDF, in the written order.
  await pages.fill('8-, 1-2,5')
  await expect(page.getByTestId('stat-output')).toContainText('6')
  const one = await captureDownload(page, () => go.click())
  expect(one.name).toBe('handbook-pages-8-10_1-2_5.pdf')
  expect(await pageWidths(one.bytes)).toEqual([308, 309, 310, 301, 302, 305])
  await expectToast(page, 'PDF split!', 'handbook-pages-8-10_1-2_5.pdf: 6 pages')

  // One file per range, in a ZIP (Enter starts it too).
  await page.getByRole('button', { name: 'One file per range' }).click()
  await pages.fill('1-3,5,8-')
  const zipped = await captureDownload(page, () => pages.press('Enter'))
  expect(zipped.name).toBe('handbook-ranges.zip')
  const zip = await JSZip.loadAsync(zipped.bytes)
  expect(Object.keys(zip.files).sort()).toEqual([
    'handbook-page-5.pdf',
    'handbook-pages-1-3.pdf',
    'handbook-pages-8-10.pdf',
  ])
  expect(await pageWidths(await zip.file('handbook-pages-1-3.pdf')!.async('uint8array'))).toEqual([301, 302, 303])
  expect(await pageWidths(await zip.file('handbook-pages-8-10.pdf')!.async('uint8array'))).toEqual([308, 309, 310])

  // Every page its own file.
  await page.getByRole('button', { name: 'Every page' }).click()
  await expect(page.getByTestId('stat-output')).toContainText('10')
  const each = await captureDownload(page, () => go.click())
  expect(each.name).toBe('handbook-pages.zip')
  const all = await JSZip.loadAsync(each.bytes)
  const names = Object.keys(all.files).sort()
  expect(names).toHaveLength(10)
  expect(names[0]).toBe('handbook-page-01.pdf')
  expect(await pageWidths(await all.file('handbook-page-07.pdf')!.async('uint8array'))).toEqual([307])
  await expectToast(page, 'PDF split!', 'handbook-pages.zip: 10 PDFs, 10 pages')
  expect(watch.consoleErrors).toEqual([])
  expect(watch.pageErrors).toEqual([])
  expect(watch.foreignRequests).toEqual([])
  expect(watch.cspViolations).toEqual([])
})

test('split-pdf names encrypted and damaged files in its message', async ({ page }) => {
  await gotoTool(page, 'split-pdf')
  await uploadFiles(page, [encryptedPdf()])
  await expectToast(page, 'Cannot open this PDF', '"locked.pdf" is password-protected (encrypted)')
  await expect(page.getByRole('alert')).toContainText('"locked.pdf" is password-protected')
  await uploadFiles(page, [await damagedPdf('cut.pdf')])
  await expect(page.getByRole('alert')).toContainText('"cut.pdf" is damaged or not a valid PDF')
  await expect(page.getByRole('button', { name: 'Split and download' })).toHaveCount(0)
  await uploadFiles(page, [await makePdf('ok.pdf', 1, 1)])
  await expect(page.getByTestId('stat-page-count')).toContainText('1')
  await expect(page.getByRole('alert')).toHaveCount(0)
})
