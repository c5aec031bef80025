// json-to-csv in Chromium: the sample flattened to dot paths, options, a file upload, copy and download of the real
// CSV (parsed back), and clear messages for input that is not an array.

import { parseCsv } from '../../src/lib/csv/csv'
import { captureDownload, expectToast, gotoTool, readClipboard, uploadFiles, watchPage } from '../support/helpers'
import { expect, test } from '../support/test'

test('flattens the sample, copies and downloads a CSV that reads back', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'json-to-csv')
  await expect(page.getByRole('button', { name: 'Download CSV' })).toBeDisabled()
  await page.getByRole('button', { name: 'Load Sample' }).click()
  await expect(page.getByTestId('json-to-csv-rows')).toHaveText('3')
  await expect(page.getByTestId('json-to-csv-columns')).toHaveText('9')
  await expect(page.getByRole('region', { name: 'CSV' })).toContainText(
    'id,name,address.city,address.zip,tags.0,tags.1,active,note,tags',
  )
  await page.getByRole('button', { name: 'Copy CSV' }).click()
  await expectToast(page, 'Copied!', 'CSV copied to clipboard')
  const copied = parseCsv(await readClipboard(page), ',').rows
  expect(copied[2][1]).toBe('Grace "Amazing" Hopper')
  expect(copied[3][7]).toBe('Line one\nLine two')

  await page.getByRole('combobox', { name: 'Delimiter' }).click()
  await page.getByRole('option', { name: 'Tab' }).click()
  await page.getByLabel('JSON text').fill('[{"formula":"=1+1","n":-5,"text":"a\\tb"}]')
  const file = await captureDownload(page, () => page.getByRole('button', { name: 'Download CSV' }).click())
  expect(file.name).toBe('data.tsv')
  expect(file.bytes.toString()).toBe('formula\tn\ttext\r\n\'=1+1\t-5\t"a\tb"')
  expect(watch.pageErrors).toEqual([])
  expect(watch.consoleErrors).toEqual([])
})

test('a JSON file upload names the CSV; input that is not an array is explained', async ({ page }) => {
  await gotoTool(page, 'json-to-csv')
  const people = [
    { name: 'Zoë', city: '東京' },
    { name: 'Ada', city: 'London', extra: { x: 1 } },
  ]
  await uploadFiles(page, [
    { name: 'people.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(people)) },
  ])
  await expect(page.getByTestId('json-to-csv-rows')).toHaveText('2')
  const file = await captureDownload(page, () => page.getByRole('button', { name: 'Download CSV' }).click())
  expect(file.name).toBe('people.csv')
  expect(parseCsv(file.bytes.toString('utf8'), ',').rows).toEqual([
    ['name', 'city', 'extra.x'],
    ['Zoë', '東京', ''],
    ['Ada', 'London', '1'],
  ])

  const error = page.getByTestId('json-to-csv-error')
  const input = page.getByLabel('JSON text')
  await input.fill('{"items": [{"a": 1}]}')
  await expect(error).toHaveText(
    'JSON to CSV needs an array of objects or of arrays; this JSON is an object. Its "items" field is an array: paste that instead.',
  )
  await expect(page.getByRole('button', { name: 'Download CSV' })).toBeDisabled()
  await input.fill('[{"a": 1},')
  await expect(error).toHaveText(/^Invalid JSON: .+ \(line 1, column \d+\)$/)
  await input.fill('[]')
  await expect(error).toHaveText('The array is empty: there are no rows to write')
  await uploadFiles(page, [{ name: 'x.png', mimeType: 'image/png', buffer: Buffer.from([1, 2, 3]) }])
  await expectToast(page, 'Invalid file', 'Please choose a JSON file')
})
