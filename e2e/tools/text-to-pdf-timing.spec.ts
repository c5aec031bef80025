// Issue 18, item 9: 10 MB of text (about 3,000 pages) is laid out and written in the PDF worker with progress
// and Cancel; the page keeps painting.
import { expect, test } from '@playwright/test'
import { PDFDocument } from 'pdf-lib'
import { TIMING, captureDownload, expectToast, gotoTool, startFrameProbe } from '../support/helpers'

test('text-to-pdf builds 10 MB of text in the worker while the page keeps painting; Cancel stops it', TIMING, async ({
  page,
}) => {
  test.setTimeout(240_000)
  await gotoTool(page, 'text-to-pdf')
  const box = page.getByLabel('Text for the PDF')
  // The text is made in the page (the test's own work) and pasted like a user would.
  await page.evaluate(() => {
    const line = (i: number) => `Line ${i}: the quick brown fox jumps over the lazy dog, again and again. `
    const parts: string[] = []
    let size = 0
    for (let i = 0; size < 10_000_000; i++) {
      const l = line(i) + (i % 3 === 0 ? '\n' : '')
      parts.push(l)
      size += l.length
    }
    const data = new DataTransfer()
    data.setData('text/plain', parts.join(''))
    const area = document.querySelector('textarea') as HTMLTextAreaElement
    area.focus()
    document.execCommand('insertText', false, data.getData('text/plain'))
  })
  await expect(box).not.toHaveValue('')
  const create = page.getByRole('button', { name: 'Create PDF and download' })

  // Cancel first: the worker ends and the page can build again.
  await create.click()
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expectToast(page, 'PDF cancelled')

  const probe = await startFrameProbe(page)
  const file = await captureDownload(page, async () => {
    await create.click()
    await expect(page.getByRole('progressbar')).toBeVisible()
  })
  const gap = await probe.stop()
  console.log(`longest frame gap while building a 10 MB text PDF: ${gap.toFixed(0)} ms`)
  expect(gap).toBeLessThan(400)
  const doc = await PDFDocument.load(file.bytes)
  expect(doc.getPageCount()).toBeGreaterThan(2000)
  await expectToast(page, 'PDF created!')
})
