// Input-size limits checked before the work (issue 35) on text-to-pdf, json-plot and diff-viewer: each oversized
// input is built in the page (never committed, never sent over the wire) and pasted as a person's paste arrives;
// the tool names the limit and what it found, no task or frame gap reaches a second, the renderer never crashes,
// and an ordinary input works right after on the same page.
import { PDFDocument } from 'pdf-lib'
import { captureDownload, gotoTool, pasteBuiltText, startFreezeProbe, watchPage } from '../support/helpers'
import { expect, type Page, test } from '../support/test'

/** Builds the hostile text in the page as window.__built[key], from the source of a function body. */
async function build(page: Page, body: string, key = 'big') {
  await page.evaluate(
    ([body, key]) => {
      const w = window as unknown as { __built?: Record<string, string> }
      w.__built = { ...w.__built, [key]: new Function(body)() as string }
    },
    [body, key] as [string, string],
  )
}

test('text-to-pdf: 6,300,000 characters, 46,000 lines and a text that wraps to 1,100 pages are refused, naming the limit; a short text builds after', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const watch = await watchPage(page)
  await gotoTool(page, 'text-to-pdf')
  const box = page.getByLabel('Text for the PDF')
  const create = page.getByRole('button', { name: 'Create PDF and download' })
  const limit = page.getByTestId('text-pdf-limit')
  const clear = page.getByRole('button', { name: 'Clear Text for the PDF' })

  // Too long: refused on the page, before the worker is sent anything.
  await build(page, "return 'The quick brown fox. '.repeat(300000)") // 6,300,000 characters
  let probe = await startFreezeProbe(page)
  await pasteBuiltText(box, 'big')
  await expect(limit).toHaveText('6,300,000 characters: Text to PDF takes up to 5,000,000.')
  await expect(create).toBeDisabled()
  await probe.expectResponsive('6,300,000 characters: ')

  // Lines alone: 46,000 lines fill at least 1,023 A4 pages at 11 pt (45 lines a page); 368,000 characters, so the
  // paste goes to the box's summary as a person's would.
  await clear.click()
  await build(page, "return 'abcdefg\\n'.repeat(45999) + 'abcdefg'")
  probe = await startFreezeProbe(page)
  await pasteBuiltText(box, 'big')
  await expect(limit).toHaveText(
    'At least 1,023 pages: Text to PDF makes up to 1,000 (a smaller font or margin fits more on a page).',
  )
  await expect(create).toBeDisabled()
  await probe.expectResponsive('46,000 lines: ')
  // A smaller font fits the same lines on fewer pages: the refusal follows the options.
  await page.getByLabel('Font size (pt)').fill('8')
  await expect(limit).toHaveCount(0)
  await expect(create).toBeEnabled()
  await page.getByLabel('Font size (pt)').fill('11')
  await expect(limit).toContainText('At least 1,023 pages')

  // Lines that each wrap to two: 550 pages by the page's count, 1,100 once wrapped, refused in the worker before
  // a page is drawn.
  await clear.click()
  await build(page, "return Array.from({ length: 550 * 45 }, () => 'word '.repeat(30)).join('\\n')")
  await pasteBuiltText(box, 'big')
  await expect(limit).toHaveCount(0)
  probe = await startFreezeProbe(page)
  await create.click()
  await expect(limit).toHaveText(
    '1,100 pages: Text to PDF makes up to 1,000 (a smaller font or margin fits more on a page).',
    { timeout: 120_000 },
  )
  await probe.expectResponsive('1,100 wrapped pages: ')

  // The next, ordinary text builds.
  await clear.click()
  await box.fill('After the refusals: a short text.\nSecond line.')
  const file = await captureDownload(page, () => create.click())
  expect((await PDFDocument.load(file.bytes)).getPageCount()).toBe(1)
  await expect(limit).toHaveCount(0)
  expect(watch.crashes).toEqual([])
  expect(watch.pageErrors).toEqual([])
})

test('json-plot: 50,000,003 characters, 1,000,001 points and 20,001 fields are refused, naming the limit; the sample plots after', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const watch = await watchPage(page)
  await gotoTool(page, 'json-plot')
  const box = page.getByLabel('JSON data')
  const error = page.getByTestId('json-plot-error')
  const clear = page.getByRole('button', { name: 'Clear', exact: true })
  const cases = [
    {
      what: '50,000,003 characters',
      body: "return '[' + '1,'.repeat(25000000) + '1]'",
      message: '50,000,003 characters: JSON Chart plots up to 50,000,000.',
    },
    {
      what: '1,000,001 points',
      body: "return '[' + '1,'.repeat(1000000) + '1]'",
      message: '1,000,001 points: JSON Chart plots up to 1,000,000.',
    },
    {
      // 20,000 objects with a key each: the numeric check would walk 20,000 fields over 20,000 records.
      what: '20,001 fields',
      body: 'return JSON.stringify(Array.from({ length: 20000 }, (_, i) => ({ ["k" + i]: i })))',
      message: '20,001 fields: JSON Chart reads up to 1,000.',
    },
  ]
  for (const c of cases) {
    await build(page, c.body)
    const probe = await startFreezeProbe(page)
    await pasteBuiltText(box, 'big')
    await expect(error, c.what).toHaveText(c.message, { timeout: 60_000 })
    await expect(page.getByTestId('json-plot-svg')).toHaveCount(0)
    await probe.expectResponsive(`${c.what}: `)
    await clear.click()
    await expect(error).toHaveCount(0)
  }
  await page.getByRole('button', { name: 'Load Sample' }).click()
  await expect(page.getByTestId('json-plot-svg').locator('rect[height] title')).toHaveCount(6)
  expect(watch.crashes).toEqual([])
  expect(watch.pageErrors).toEqual([])
})

test('diff-viewer: 600,000 lines and 50,000,001 characters a side are refused, naming the limit; two short texts diff after', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const watch = await watchPage(page)
  await gotoTool(page, 'diff-viewer')
  await build(page, "return 'a\\n'.repeat(600000)", 'lines')
  await build(page, "return 'x'.repeat(50000001)", 'chars')
  const probe = await startFreezeProbe(page)
  await pasteBuiltText(page.getByLabel('Original'), 'lines')
  await expect(page.getByTestId('diff-limit')).toHaveText(
    'The original is 600,000 lines: Text Diff Viewer compares up to 500,000 lines a side.',
  )
  await pasteBuiltText(page.getByLabel('Modified'), 'chars')
  await expect(page.getByTestId('diff-limit')).toHaveText([
    'The original is 600,000 lines: Text Diff Viewer compares up to 500,000 lines a side.',
    'The modified text is 50,000,001 characters: Text Diff Viewer compares up to 50,000,000 a side.',
  ])
  // Nothing was compared: no stats, no rows.
  await expect(page.getByTestId('stat-added')).toHaveText('–')
  await expect(page.getByTestId('diff-row')).toHaveCount(0)
  await probe.expectResponsive('600,000 lines and 50,000,001 characters: ')

  await page.getByRole('button', { name: 'Clear All' }).click()
  await page.getByLabel('Original').fill('one\ntwo\nthree')
  await page.getByLabel('Modified').fill('one\n2\nthree')
  await expect(page.getByTestId('diff-limit')).toHaveCount(0)
  await expect(page.getByTestId('stat-added')).toHaveText('1')
  await expect(page.getByTestId('stat-removed')).toHaveText('1')
  await expect(page.getByTestId('stat-equal')).toHaveText('2')
  expect(watch.crashes).toEqual([])
  expect(watch.pageErrors).toEqual([])
})
