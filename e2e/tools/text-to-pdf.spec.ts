import { PDFDocument } from 'pdf-lib'
import { PWNED_CHECK, xssPayloads } from '../fixtures/hostile/xss'
import { pdfLines } from '../fixtures/text-to-pdf/pdf-text'
import { captureDownload, expectToast, gotoTool, watchPage } from '../support/helpers'
import { expect, test } from '../support/test'

test('text-to-pdf embeds a font so accented, Cyrillic and Greek text is in the PDF', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'text-to-pdf')
  const create = page.getByRole('button', { name: 'Create PDF and download' })
  await expect(create).toBeDisabled()
  const text = 'Crème brûlée à Łódź\nПривет, мир!\nΚαλημέρα κόσμε'
  await page.getByLabel('Text for the PDF').fill(text)
  const file = await captureDownload(page, () => create.click())
  expect(file.name).toBe('document.pdf')
  const doc = await PDFDocument.load(file.bytes)
  expect(doc.getPage(0).getSize().width).toBeCloseTo(595.28)
  expect(await pdfLines(file.bytes)).toEqual([['Crème brûlée à Łódź', 'Привет, мир!', 'Καλημέρα κόσμε', 'Page 1 of 1']])
  await expectToast(page, 'PDF created!', 'document.pdf: 1 page')
  expect(watch.consoleErrors).toEqual([])
  expect(watch.pageErrors).toEqual([])
  expect(watch.foreignRequests).toEqual([])
  expect(watch.cspViolations).toEqual([])
})

test('text-to-pdf wraps, paginates and follows the page options', async ({ page }) => {
  await gotoTool(page, 'text-to-pdf')
  const long = Array.from({ length: 60 }, (_, i) => `Paragraph ${i + 1}: ${'lorem ipsum dolor '.repeat(12)}`).join('\n')
  await page.getByLabel('Text for the PDF').fill(long)
  await page.getByRole('button', { name: 'Letter' }).click()
  await page.getByRole('button', { name: 'Landscape' }).click()
  await page.getByLabel('Font size (pt)').fill('14')
  await page.getByLabel('Margin (mm)').fill('15')
  await page.getByLabel('File name').fill('My notes')
  const create = page.getByRole('button', { name: 'Create PDF and download' })
  const file = await captureDownload(page, () => create.click())
  expect(file.name).toBe('My notes.pdf')
  const doc = await PDFDocument.load(file.bytes)
  const pages = doc.getPageCount()
  expect(pages).toBeGreaterThan(4)
  expect(doc.getPages().every((p) => p.getWidth() === 792 && p.getHeight() === 612)).toBe(true)
  const lines = await pdfLines(file.bytes)
  expect(lines[0][0].startsWith('Paragraph 1: lorem ipsum')).toBe(true)
  expect(lines[0].length).toBeGreaterThan(10)
  expect(lines.at(-1)?.at(-1)).toBe(`Page ${pages} of ${pages}`)
  // The wrapped text reads back as the original words.
  expect(
    lines
      .flatMap((l) => l.slice(0, -1))
      .join(' ')
      .replace(/\s+/g, ' '),
  ).toBe(long.replace(/\s+/g, ' ').trim())

  // Page numbers off.
  await page.getByText('Page numbers').click()
  const plain = await captureDownload(page, () => create.click())
  expect((await pdfLines(plain.bytes)).flat().some((l) => /^Page \d+ of/.test(l))).toBe(false)

  // Invalid numbers are explained and block the button.
  await page.getByLabel('Font size (pt)').fill('200')
  await expect(page.getByText('Enter a font size from 6 to 48.')).toBeVisible()
  await expect(create).toBeDisabled()
  await page.getByLabel('Font size (pt)').fill('12')
  await page.getByLabel('Margin (mm)').fill('-1')
  await expect(page.getByText('Enter a margin from 0 to 60.')).toBeVisible()
  await expect(create).toBeDisabled()
})

test('text-to-pdf keeps hostile text as text and flags characters without a glyph', async ({ page }) => {
  await gotoTool(page, 'text-to-pdf')
  const payload = xssPayloads.imgOnerror
  await page.getByLabel('Text for the PDF').fill(`${payload}\nSmile 😀`)
  const file = await captureDownload(page, () => page.getByRole('button', { name: 'Create PDF and download' }).click())
  const lines = (await pdfLines(file.bytes))[0]
  expect(lines[0]).toBe(payload)
  await expect(page.getByRole('status').filter({ hasText: 'Some characters are not in the font' })).toContainText('😀')
  expect(await page.evaluate(PWNED_CHECK)).toBeUndefined()
})
