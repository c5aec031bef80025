// Issue 18, item 9: 3 MB of text (about 900 pages, under the 1,000-page limit) is laid out and drawn in the PDF worker with progress and
// Cancel, while the page's main thread stays free; after a cancel the same page builds a PDF.
import { PDFDocument } from 'pdf-lib'
import { captureDownload, expectToast, gotoTool, startMainThreadProbe, TIMING } from '../support/helpers'
import { expect, test } from '../support/test'

test(
  'text-to-pdf lays out 3 MB of text in the worker with progress; Cancel stops it; the page builds again',
  TIMING,
  async ({ page }) => {
    test.setTimeout(180_000)
    await gotoTool(page, 'text-to-pdf')
    const box = page.getByLabel('Text for the PDF')
    // The text is made in the page (the test's own work) and set as if pasted.
    const length = await box.evaluate((area) => {
      const parts: string[] = []
      let size = 0
      for (let i = 0; size < 3_000_000; i++) {
        const line = `Line ${i}: the quick brown fox jumps over the lazy dog, again and again. ${i % 3 === 0 ? '\n' : ''}`
        parts.push(line)
        size += line.length
      }
      const textarea = area as HTMLTextAreaElement
      const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(textarea), 'value')?.set
      setValue?.call(textarea, parts.join(''))
      textarea.dispatchEvent(new Event('input', { bubbles: true }))
      return textarea.value.length
    })
    expect(length).toBeGreaterThanOrEqual(3_000_000)
    // A text this big is shown as the kit's summary, not laid out in the box.
    await expect(page.getByTestId('large-text')).toContainText(/Large text: \d{2},\d{3} lines, 3,000,\d{3} characters/)

    const probe = await startMainThreadProbe(page)
    await page.getByRole('button', { name: 'Create PDF and download' }).click()
    // Wrapping all 3 MB into lines happens before the first page is drawn: in the worker, with the bar moving.
    const bar = page.getByRole('progressbar')
    await expect(bar).toHaveAccessibleName(/^Drawing page \d[\d,]* of \d{3}…$/, { timeout: 120_000 })
    const longest = await probe.stop()
    console.log(`longest main-thread task while laying out 3 MB of text: ${longest.toFixed(0)} ms`)
    expect(longest).toBeLessThan(400)
    expect(Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(30)

    await page.getByRole('button', { name: 'Cancel' }).click()
    await expectToast(page, 'PDF cancelled')
    await expect(bar).toHaveCount(0)

    // The same page builds a PDF after the cancel: the summary's Clear gives the box back.
    await page.getByRole('button', { name: 'Clear Text for the PDF' }).click()
    await box.fill('After the cancel: a short text.\nSecond line.')
    const file = await captureDownload(page, () =>
      page.getByRole('button', { name: 'Create PDF and download' }).click(),
    )
    expect(file.name).toBe('document.pdf')
    expect((await PDFDocument.load(file.bytes)).getPageCount()).toBe(1)
    await expectToast(page, 'PDF created!', /document\.pdf: 1 page/)
  },
)
