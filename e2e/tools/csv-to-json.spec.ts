// csv-to-json in Chromium: the sample, typing, a semicolon file, problems by line, options, copy and download of the
// real JSON, a big file converted in the worker, a wrong file type and hostile cells shown as text.

import { PWNED_CHECK, xssPayloads } from '../fixtures/hostile/xss'
import { captureDownload, expectToast, gotoTool, readClipboard, uploadFiles, watchPage } from '../support/helpers'
import { expect, test } from '../support/test'

const csvFile = (name: string, text: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(text) })

test('converts the sample and typed CSV, copies and downloads the JSON', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'csv-to-json')
  await expect(page.getByRole('button', { name: 'Download JSON' })).toBeDisabled()
  await page.getByRole('button', { name: 'Load Sample' }).click()
  await expect(page.getByTestId('csv-records')).toHaveText('4')
  await expect(page.getByTestId('csv-columns')).toHaveText('6')
  await expect(page.getByTestId('csv-delimiter')).toHaveText('Comma')
  await expect(page.getByTestId('csv-problems')).toHaveText('0')
  const output = page.getByRole('region', { name: 'JSON' })
  await expect(output).toContainText('"name": "Hopper, Grace"')

  await page.getByRole('button', { name: 'Copy JSON' }).click()
  await expectToast(page, 'Copied!', 'JSON copied to clipboard')
  const copied = JSON.parse(await readClipboard(page))
  expect(copied).toHaveLength(4)
  expect(copied[3]).toMatchObject({ name: 'Katherine Johnson', city: 'Hampton,\nVirginia', active: true, score: 100 })

  // Typing: a tab-separated table with Unicode; the delimiter is detected as the user types.
  const input = page.getByLabel('CSV text')
  await input.fill('név\tváros\nÁron\tGyőr\nZoë\t東京')
  await expect(page.getByTestId('csv-delimiter')).toHaveText('Tab')
  const file = await captureDownload(page, () => page.getByRole('button', { name: 'Download JSON' }).click())
  expect(file.name).toBe('data.json')
  expect(JSON.parse(file.bytes.toString('utf8'))).toEqual([
    { név: 'Áron', város: 'Győr' },
    { név: 'Zoë', város: '東京' },
  ])
  await expectToast(page, 'Downloaded!')
  expect(watch.pageErrors).toEqual([])
  expect(watch.consoleErrors).toEqual([])
  expect(watch.foreignRequests).toEqual([])
})

test('a semicolon file with short and long rows: problems by line, options change the JSON', async ({ page }) => {
  await gotoTool(page, 'csv-to-json')
  await uploadFiles(page, [csvFile('sales 2024.csv', 'sku;qty;zip\nA-1;3;00501\nB-2;x\nC-3;4;12345;extra\n')])
  await expect(page.getByTestId('csv-delimiter')).toHaveText('Semicolon')
  await expect(page.getByTestId('csv-problems')).toHaveText('2')
  const problems = page.getByTestId('csv-problem-list')
  await expect(problems).toContainText('Line 3: 2 field(s), expected 3; the missing ones are null')
  await expect(problems).toContainText('Line 4: 4 fields, expected 3; the extra one is named column_4')
  let file = await captureDownload(page, () => page.getByRole('button', { name: 'Download JSON' }).click())
  expect(file.name).toBe('sales 2024.json')
  expect(JSON.parse(file.bytes.toString())).toEqual([
    { sku: 'A-1', qty: 3, zip: '00501' },
    { sku: 'B-2', qty: 'x', zip: null },
    { sku: 'C-3', qty: 4, zip: 12345, column_4: 'extra' },
  ])

  await page.getByText('Detect numbers, booleans and empty cells').click()
  await page.getByText('First row is a header').click()
  await expect(page.getByTestId('csv-records')).toHaveText('4')
  file = await captureDownload(page, () => page.getByRole('button', { name: 'Download JSON' }).click())
  expect(JSON.parse(file.bytes.toString())[0]).toEqual(['sku', 'qty', 'zip'])
  expect(JSON.parse(file.bytes.toString())[1]).toEqual(['A-1', '3', '00501'])

  // Colliding headers and a field beyond the header: every column comes out under its own key, renames are listed.
  await page.getByText('First row is a header').click()
  await page.getByLabel('CSV text').fill('a,a,a_2,column_5\n1,2,3,4,5')
  const renames = page.getByTestId('csv-rename-list')
  await expect(renames).toContainText('Column 2 repeats the header “a”; it is named “a_3”')
  await expect(renames).toContainText('Column 5 has no header cell; its fields are named “column_5_2”')
  await expect(page.getByTestId('csv-columns')).toHaveText('5')
  file = await captureDownload(page, () => page.getByRole('button', { name: 'Download JSON' }).click())
  expect(JSON.parse(file.bytes.toString())).toEqual([{ a: '1', a_3: '2', a_2: '3', column_5: '4', column_5_2: '5' }])

  // The delimiter is read from every line, the last one too, even when it lacks the other candidate.
  await page.getByLabel('CSV text').fill('name;amount,EUR\nBob;12')
  await expect(page.getByTestId('csv-delimiter')).toHaveText('Semicolon')
  await expect(page.getByTestId('csv-columns')).toHaveText('2')

  // An unclosed quote is reported, not swallowed.
  await page.getByLabel('CSV text').fill('a,b\n1,"open\n2,3')
  await expect(page.getByTestId('csv-problem-list')).toContainText('Line 2: a quoted field is never closed')
})

test('a big file is converted in the worker, previewed, and downloaded whole', async ({ page }) => {
  await gotoTool(page, 'csv-to-json')
  const rows = 30_000
  const text = `id,name,value\n${Array.from({ length: rows }, (_, i) => `${i},"row, ${i}",${i * 1.5}`).join('\n')}`
  expect(text.length).toBeGreaterThan(256 * 1024)
  await uploadFiles(page, [csvFile('big.csv', text)])
  await expect(page.getByTestId('csv-big-file')).toContainText('big.csv')
  await expect(page.getByLabel('CSV text')).toHaveCount(0)
  await expect(page.getByTestId('csv-records')).toHaveText('30,000', { timeout: 30_000 })
  await expect(page.getByText(/Showing the first 100,000 characters/)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Copy JSON' })).toBeDisabled()
  const file = await captureDownload(page, () => page.getByRole('button', { name: 'Download JSON' }).click())
  expect(file.name).toBe('big.json')
  const data = JSON.parse(file.bytes.toString())
  expect(data).toHaveLength(rows)
  expect(data[rows - 1]).toEqual({ id: rows - 1, name: `row, ${rows - 1}`, value: (rows - 1) * 1.5 })
  await page.getByRole('button', { name: 'Clear' }).click()
  await expect(page.getByLabel('CSV text')).toHaveValue('')
})

test('rejects a file that is not text, and shows hostile cells as text', async ({ page }) => {
  await gotoTool(page, 'csv-to-json')
  await uploadFiles(page, [{ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from([137, 80, 78, 71]) }])
  await expectToast(page, 'Invalid file', 'Please choose a CSV, TSV or text file')
  const cells = Object.values(xssPayloads).map((p) => `"${p.replaceAll('"', '""')}"`)
  await page.getByLabel('CSV text').fill(`payload\n${cells.join('\n')}`)
  await expect(page.getByTestId('csv-records')).toHaveText(String(cells.length))
  await expect(page.getByRole('region', { name: 'JSON' })).toContainText('<script>window.__pwned')
  await page.waitForTimeout(300)
  expect(await page.evaluate(PWNED_CHECK)).toBeUndefined()
})
