// The PDF tools other than merge-pdf (merge-pdf-hostile.spec.ts) against hostile PDFs (issue 35): split-pdf shares
// the loader's checks, so a 1 MB PDF whose object streams inflate to 1 GiB is refused naming the 64 MB limit and
// why, a PDF with /Encrypt in its trailer is refused as password-protected, the page's main thread never blocks for
// a second, the renderer never crashes, and an ordinary PDF splits right after on the same page.
import { encryptTrailerPdf, makePdf, objectStreamBombPdf, pageWidths } from '../fixtures/merge-pdf/make-pdf'
import { captureDownload, expectToast, gotoTool, startFreezeProbe, watchPage } from '../support/helpers'
import { chooseStaged, stageFiles } from '../support/staged'
import { expect, test } from '../support/test'

test('split-pdf refuses a decompression bomb and an encrypted trailer, naming why, then splits a normal PDF', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const watch = await watchPage(page)
  await gotoTool(page, 'split-pdf')
  const bomb = objectStreamBombPdf(2 ** 30)
  const locked = await encryptTrailerPdf('locked.pdf')
  const good = await makePdf('handbook.pdf', 1, 4)
  await stageFiles(
    page,
    [bomb, locked, good].map((f) => ({ name: f.name, type: f.mimeType, bytes: new Uint8Array(f.buffer) })),
  )
  await page.evaluate(() => {
    const tick = () => requestAnimationFrame(tick)
    tick()
  })
  const probe = await startFreezeProbe(page)

  await chooseStaged(page, 'bomb.pdf')
  await expectToast(page, 'Cannot open this PDF', /"bomb.pdf" is refused: .* more than 64 MB, the limit for one PDF/)
  await chooseStaged(page, 'locked.pdf')
  await expectToast(page, 'Cannot open this PDF', /password-protected/)

  await chooseStaged(page, 'handbook.pdf')
  await expect(page.getByTestId('stat-page-count')).toContainText('4')
  await page.getByLabel('Pages', { exact: true }).fill('3-4')
  const file = await captureDownload(page, () => page.getByRole('button', { name: 'Split and download' }).click())
  expect(await pageWidths(file.bytes)).toEqual([303, 304])
  await probe.expectResponsive()
  expect(watch.crashes).toEqual([])
  expect(watch.pageErrors).toEqual([])
})
