import { damagedPdf, encryptedPdf, makePdf, pageWidths } from '../fixtures/merge-pdf/make-pdf'
import { captureDownload, expectToast, gotoTool, uploadFiles, watchPage } from '../support/helpers'
import { expect, test } from '../support/test'

test('merge-pdf merges PDFs in the chosen order (buttons and keyboard) and downloads merged.pdf', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'merge-pdf')
  const merge = page.getByRole('button', { name: 'Merge and download' })
  await expect(merge).toBeDisabled()

  await uploadFiles(page, [await makePdf('alpha.pdf', 1, 2), await makePdf('beta.pdf', 2, 3)])
  await uploadFiles(page, [await makePdf('gamma.pdf', 3, 1)])
  const rows = page.getByTestId('order-item')
  await expect(rows).toHaveCount(3)
  await expect(rows.nth(0)).toContainText('alpha.pdf')
  await expect(rows.nth(0)).toContainText('2 pages')
  await expect(rows.nth(1)).toContainText('3 pages')
  await expect(rows.nth(2)).toContainText('1 page')
  await expect(page.getByTestId('stat-files')).toContainText('3')
  await expect(page.getByTestId('stat-pages')).toContainText('6')

  // gamma to the top with the button, then alpha to the end with the keyboard: gamma, beta, alpha.
  await page.getByRole('button', { name: 'Move gamma.pdf up' }).click()
  await page.getByRole('button', { name: 'Move gamma.pdf up' }).click()
  await expect(rows.nth(0)).toContainText('gamma.pdf')
  const grip = page.getByRole('button', { name: /^Reorder alpha\.pdf/ })
  await grip.focus()
  await page.keyboard.press('End')
  await expect(rows.nth(2)).toContainText('alpha.pdf')
  await expect(page.getByRole('button', { name: /^Reorder alpha\.pdf/ })).toBeFocused()
  await page.keyboard.press('ArrowUp')
  await page.keyboard.press('ArrowDown')
  await expect(rows.nth(1)).toContainText('beta.pdf')

  const file = await captureDownload(page, () => merge.click())
  expect(file.name).toBe('merged.pdf')
  expect(await pageWidths(file.bytes)).toEqual([501, 401, 402, 403, 301, 302])
  await expectToast(page, 'PDFs merged!', 'merged.pdf: 6 pages from 3 files')

  // Remove one and merge again.
  await page.getByRole('button', { name: 'Remove beta.pdf' }).click()
  await expect(page.getByTestId('stat-pages')).toContainText('3')
  const again = await captureDownload(page, () => merge.click())
  expect(await pageWidths(again.bytes)).toEqual([501, 301, 302])
  expect(watch.consoleErrors).toEqual([])
  expect(watch.pageErrors).toEqual([])
  expect(watch.foreignRequests).toEqual([])
  expect(watch.cspViolations).toEqual([])
})

test('merge-pdf rejects encrypted, damaged and non-PDF files naming them', async ({ page }) => {
  await gotoTool(page, 'merge-pdf')
  await uploadFiles(page, [encryptedPdf(), await makePdf('fine.pdf', 1, 1), await damagedPdf('broken.pdf')])
  await expectToast(page, '2 PDFs skipped', /"locked.pdf" is password-protected.*"broken.pdf" is damaged/)
  const alert = page.getByRole('alert').filter({ hasText: '2 files were skipped' })
  await expect(alert).toContainText('"locked.pdf" is password-protected (encrypted)')
  await expect(alert).toContainText('"broken.pdf" is damaged or not a valid PDF')
  await expect(page.getByTestId('order-item')).toHaveCount(1)
  await expect(page.getByText('Add at least one more PDF to merge.')).toBeVisible()

  await uploadFiles(page, [{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') }])
  await expectToast(page, 'Not a PDF', '"notes.txt" is not a PDF file.')
  await uploadFiles(page, [
    { name: 'fake.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<script>window.__pwned=1</script>') },
  ])
  await expectToast(page, 'PDF skipped', '"fake.pdf" is not a PDF file.')
  await uploadFiles(page, [{ name: 'zero.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(0) }])
  await expectToast(page, 'PDF skipped', '"zero.pdf" is empty')
  await expect(page.getByTestId('order-item')).toHaveCount(1)
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined()
})
