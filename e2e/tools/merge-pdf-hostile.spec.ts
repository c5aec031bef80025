// Issue 18, item 10: a PDF with /Encrypt in its trailer and a 1 MB object-stream bomb are refused with a message
// naming the file (and, for the bomb, the limit and the reason); the same page then merges good PDFs.
import { encryptTrailerPdf, makePdf, objectStreamBombPdf, pageWidths } from '../fixtures/merge-pdf/make-pdf'
import { captureDownload, expectToast, gotoTool, uploadFiles, watchPage } from '../support/helpers'
import { expect, test } from '../support/test'

test('merge-pdf refuses a PDF with /Encrypt in its trailer and still merges two good PDFs after it', async ({
  page,
}) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'merge-pdf')
  await uploadFiles(page, [await encryptTrailerPdf('locked.pdf')])
  await expectToast(page, 'PDF skipped', '"locked.pdf" is password-protected')
  await uploadFiles(page, [await makePdf('one.pdf', 1, 2), await makePdf('two.pdf', 2, 1)])
  await expect(page.getByTestId('order-item')).toHaveCount(2)
  const file = await captureDownload(page, () => page.getByRole('button', { name: 'Merge and download' }).click())
  expect(await pageWidths(file.bytes)).toEqual([301, 302, 401])
  await expectToast(page, 'PDFs merged!', 'merged.pdf: 3 pages from 2 files')
  expect(watch.pageErrors).toEqual([])
})

test('merge-pdf refuses a 1 MB PDF whose object stream inflates to 1 GiB, naming the limit, then merges', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await gotoTool(page, 'merge-pdf')
  const bomb = objectStreamBombPdf(2 ** 30)
  expect(bomb.buffer.length).toBeLessThan(1.2 * 2 ** 20)
  await uploadFiles(page, [bomb])
  await expectToast(page, 'PDF skipped', /"bomb.pdf" is refused: .* more than 64 MB, the limit for one PDF/)
  await expect(page.getByRole('alert').filter({ hasText: 'One file was skipped' })).toContainText('decompression bomb')
  await uploadFiles(page, [await makePdf('a.pdf', 1, 1), await makePdf('b.pdf', 2, 1)])
  const file = await captureDownload(page, () => page.getByRole('button', { name: 'Merge and download' }).click())
  expect(await pageWidths(file.bytes)).toEqual([301, 401])
})
