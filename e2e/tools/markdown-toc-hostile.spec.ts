// Markdown TOC against hostile and huge documents (issue 36): a heading made to backtrack ("# " + 3,000 spaces +
// U+2028), 200,000 headings, and a 10 MB Setext paragraph. Each ends in the right TOC, the page's main thread never
// blocks for a second, the renderer never crashes, a big paste is shown as a summary, and an ordinary document
// works right after on the same page.
import { captureDownload, freezeLimitMs, gotoTool, startMainThreadProbe, watchPage } from '../support/helpers'
import { expect, type Page, test } from '../support/test'

const box = (page: Page) => page.getByLabel('Markdown document')

/** Builds a text in the page and pastes it into the document box (megabytes never cross the wire). */
async function pasteBuilt(page: Page, kind: 'headings' | 'setext') {
  await box(page).focus()
  await box(page).evaluate((el, kind) => {
    let text = ''
    if (kind === 'headings')
      text = Array.from({ length: 200_000 }, (_, i) => `${'#'.repeat(2 + (i % 3))} Part ${i}`).join('\n')
    else text = `${'word '.repeat(1_000_000)}\n${'more text '.repeat(500_000)}\n===\n\n## After`
    const data = new DataTransfer()
    data.setData('text/plain', text)
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }))
  }, kind)
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

async function expectOrdinaryDocumentWorks(page: Page) {
  await page.getByRole('button', { name: 'Clear', exact: true }).click()
  await box(page).fill('# Title\n\n## One\n\n## Two')
  await choose(page, 'From level', 'H1')
  await choose(page, 'To level', 'H3')
  await expect(page.getByTestId('toc-found')).toHaveText('3')
  await expect(page.getByRole('region', { name: 'TOC Markdown' })).toHaveText(
    '- [Title](#title)\n  - [One](#one)\n  - [Two](#two)',
  )
}

test('hostile headings: a backtracking line, 200,000 headings and a 10 MB paragraph stay fast and right', async ({
  page,
}) => {
  test.setTimeout(60_000)
  const watch = await watchPage(page)
  await gotoTool(page, 'markdown-toc')
  const probe = await startMainThreadProbe(page)
  const output = page.getByRole('region', { name: 'TOC Markdown' })

  // "# " + 3,000 spaces + U+2028: blank, so no heading; the 50 lines after it each hold one (read in a moment).
  await box(page).fill(`# ${' '.repeat(3000)}\u2028\n${`## ${' '.repeat(3000)}\u2028tail\n`.repeat(50)}`)
  await expect(page.getByTestId('toc-found')).toHaveText('50')
  await expect(output).toContainText('- [tail](#tail)')
  await expect(output).toContainText('- [tail](#tail-49)')

  // 200,000 headings: a summary instead of the text box, read in the worker, every one counted and listed.
  await page.getByRole('button', { name: 'Clear', exact: true }).click()
  await pasteBuilt(page, 'headings')
  await expect(page.getByTestId('large-text')).toContainText('Large text: 200,000 lines')
  await choose(page, 'From level', 'H2')
  await choose(page, 'To level', 'H6')
  await expect(page.getByTestId('toc-found')).toHaveText('200,000', { timeout: 20_000 })
  await expect(page.getByTestId('toc-kept')).toHaveText('200,000')
  await expect(output).toContainText('- [Part 0](#part-0)\n  - [Part 1](#part-1)\n    - [Part 2](#part-2)')
  await expect(page.getByTestId('toc-clipped')).toContainText('Copy and Download take all of them')
  const file = await captureDownload(page, () => page.getByRole('button', { name: 'Download TOC' }).click())
  const lines = file.text().split('\n')
  expect(lines).toHaveLength(200_000)
  expect(lines[199_999]).toBe('  - [Part 199999](#part-199999)')

  // A 10 MB Setext paragraph: one level-1 heading (shown short), and the H2 after it.
  await page.getByRole('button', { name: 'Clear Markdown document' }).click()
  await choose(page, 'From level', 'H1')
  await pasteBuilt(page, 'setext')
  await expect(page.getByTestId('toc-found')).toHaveText('2', { timeout: 20_000 })
  // Its TOC line is 20 MB (the text and its anchor): the page shows the start, the download has all.
  expect((await output.textContent())?.startsWith('- [word word word')).toBe(true)
  await expect(page.getByTestId('toc-clipped')).toContainText('Showing the first 100,000 of')
  const toc = (await captureDownload(page, () => page.getByRole('button', { name: 'Download TOC' }).click())).text()
  const [first, second] = toc.split('\n')
  expect(first?.endsWith(`(#${'word-'.repeat(1_000_000)}${'more-text-'.repeat(499_999)}more-text)`)).toBe(true)
  expect(second).toBe('  - [After](#after)')

  expect(await probe.stop()).toBeLessThan(freezeLimitMs())
  await expectOrdinaryDocumentWorks(page)
  expect(watch.crashes).toEqual([])
  expect(watch.pageErrors).toEqual([])
})
