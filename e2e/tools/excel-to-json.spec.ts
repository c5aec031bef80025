import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as XLSX from '@e965/xlsx'
import JSZip from 'jszip'
import {
  captureDownload,
  expectToast,
  gotoTool,
  startMainThreadProbe,
  TIMING,
  uploadFiles,
  watchPage,
} from '../support/helpers'
import { expect, type Page, test } from '../support/test'

// Workbooks are made here with SheetJS itself; the page reads them in its worker.
function workbook(): XLSX.WorkBook {
  const wb = XLSX.utils.book_new()
  const orders = XLSX.utils.aoa_to_sheet(
    [
      ['Order', 'Date', 'Customer', 'Total', 'Paid'],
      [1001, new Date(Date.UTC(2024, 2, 5)), 'Ada Lovelace', 12.5, true],
      [1002, new Date(Date.UTC(2024, 2, 6, 14, 30)), null, 3, false],
      ['Region north', null, null, null, null],
    ],
    { cellDates: true },
  )
  orders['!merges'] = [XLSX.utils.decode_range('A4:C4')]
  XLSX.utils.book_append_sheet(wb, orders, 'Orders')
  XLSX.utils.book_append_sheet(
    wb,
    XLSX.utils.aoa_to_sheet([
      ['SKU', 'Name'],
      ['A-1', 'Pen'],
      ['B-2', 'Ink'],
    ]),
    'Items',
  )
  return wb
}

const file = (name: string, bookType: XLSX.BookType, wb = workbook()) => ({
  name,
  mimeType: 'application/octet-stream',
  buffer: Buffer.from(XLSX.write(wb, { type: 'buffer', bookType })),
})

const FIRST = { Order: 1001, Date: '2024-03-05', Customer: 'Ada Lovelace', Total: 12.5, Paid: true }

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click()
  await page.getByRole('option', { name: option }).click()
}

test('an .xlsx becomes JSON per sheet with options, downloads and a ZIP of all sheets', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'excel-to-json')
  await uploadFiles(page, [file('orders.xlsx', 'xlsx')])
  const summary = page.getByTestId('sheet-summary')
  await expect(summary).toContainText('Orders: 3 records · 5 columns · cells A1:E4')
  const output = page.getByRole('region', { name: 'JSON of Orders' })
  const shown = JSON.parse((await output.textContent()) ?? '')
  expect(shown).toEqual([
    FIRST,
    { Order: 1002, Date: '2024-03-06T14:30:00', Customer: null, Total: 3, Paid: false },
    { Order: 'Region north', Date: null, Customer: null, Total: null, Paid: null },
  ])
  await expect(page.getByTestId('sheet-merges')).toContainText('1 merged range: A4:C4')
  await expect(page.getByTestId('sheet-file')).toContainText('orders.xlsx')
  await expect(page.getByTestId('sheet-file')).toContainText('Excel workbook (.xlsx)')

  await choose(page, 'Empty cells', 'Leave out')
  await expect(output).toContainText('"Order": 1002,\n    "Date": "2024-03-06T14:30:00",\n    "Total": 3')
  await page.getByText('Repeat merged values').click()
  await expect(output).toContainText('"Customer": "Region north"')

  const one = await captureDownload(page, () => page.getByRole('button', { name: 'Download Orders as JSON' }).click())
  expect(one.name).toBe('Orders.json')
  expect(JSON.parse(one.text())[2]).toEqual({ Order: 'Region north', Date: 'Region north', Customer: 'Region north' })

  await choose(page, 'Sheet', 'Items · 2 rows')
  await expect(page.getByRole('region', { name: 'JSON of Items' })).toContainText('"SKU": "B-2"')
  await choose(page, 'Rows as', 'Arrays of cells (no header)')
  await expect(page.getByRole('region', { name: 'JSON of Items' })).toContainText('"SKU",')

  const zip = await captureDownload(page, () => page.getByRole('button', { name: 'All sheets (ZIP)' }).click())
  await expectToast(page, 'Downloaded!', '2 sheets saved')
  expect(zip.name).toBe('orders (JSON).zip')
  const archive = await JSZip.loadAsync(zip.bytes)
  expect(Object.keys(archive.files).sort()).toEqual(['Items.json', 'Orders.json'])
  expect(JSON.parse(await archive.file('Items.json')!.async('string'))).toEqual([
    ['SKU', 'Name'],
    ['A-1', 'Pen'],
    ['B-2', 'Ink'],
  ])
  expect(watch.pageErrors).toEqual([])
  expect(watch.consoleErrors).toEqual([])
  expect(watch.foreignRequests).toEqual([])
})

test('.xls, .ods and .csv are read too; encrypted and corrupt files get clear messages and the page keeps working', async ({
  page,
}) => {
  await gotoTool(page, 'excel-to-json')
  const summary = page.getByTestId('sheet-summary')
  const output = page.getByRole('region', { name: 'JSON of Orders' })
  for (const [name, type, label] of [
    ['orders.xls', 'xls', 'Excel 97–2004 workbook (.xls)'],
    ['orders.ods', 'ods', 'OpenDocument spreadsheet (.ods)'],
  ] as const) {
    await uploadFiles(page, [file(name, type)])
    await expect(page.getByTestId('sheet-file')).toContainText(label)
    await expect(summary).toContainText('Orders: 3 records')
    expect(JSON.parse((await output.textContent()) ?? '')[0]).toEqual(FIRST)
  }
  await uploadFiles(page, [
    { name: 'people.csv', mimeType: 'text/csv', buffer: Buffer.from('name,city\nZoë,Kraków\n"Doe, J",Oslo\n') },
  ])
  await expect(page.getByRole('region', { name: 'JSON of Sheet1' })).toContainText('"city": "Kraków"')
  await expect(page.getByRole('region', { name: 'JSON of Sheet1' })).toContainText('"name": "Doe, J"')

  // An Office-encrypted workbook is a CFB container with EncryptionInfo and EncryptedPackage streams.
  const enc = XLSX.CFB.utils.cfb_new()
  // Agile encryption (version 4.4): the header, then the XML descriptor; the package itself stays opaque.
  const xml = Buffer.from(
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><encryption xmlns="http://schemas.microsoft.com/office/2006/encryption"><keyData saltSize="16" blockSize="16" keyBits="256" hashSize="64" cipherAlgorithm="AES" cipherChaining="ChainingModeCBC" hashAlgorithm="SHA512" saltValue="AAAAAAAAAAAAAAAAAAAAAA=="/></encryption>',
  )
  const info = Buffer.concat([Buffer.from([4, 0, 4, 0, 0x40, 0, 0, 0]), xml])
  XLSX.CFB.utils.cfb_add(enc, '/EncryptionInfo', info)
  XLSX.CFB.utils.cfb_add(enc, '/EncryptedPackage', Buffer.alloc(4096, 3))
  await uploadFiles(page, [
    {
      name: 'secret.xlsx',
      mimeType: 'application/octet-stream',
      buffer: XLSX.CFB.write(enc, { type: 'buffer' }) as Buffer,
    },
  ])
  await expect(page.getByTestId('sheet-error')).toContainText('This workbook is password-protected')

  const good = XLSX.write(workbook(), { type: 'buffer', bookType: 'xlsx' }) as Buffer
  await uploadFiles(page, [
    { name: 'broken.xlsx', mimeType: 'application/octet-stream', buffer: good.subarray(0, 900) },
  ])
  await expect(page.getByTestId('sheet-error')).toContainText('This file is damaged or is not a spreadsheet')

  await uploadFiles(page, [file('again.xlsx', 'xlsx')])
  await expect(page.getByTestId('sheet-error')).toHaveCount(0)
  await expect(summary).toContainText('Orders: 3 records')
})

let bigPath: string | null = null
/** About 20 MB of .xlsx (SheetJS writes it uncompressed), made once per run. */
function bigWorkbook(): string {
  if (bigPath) return bigPath
  const rows: unknown[][] = [['id', 'name', 'city', 'amount', 'date', 'note']]
  for (let i = 0; i < 150_000; i++) {
    rows.push([i, `Customer ${i}`, `City ${i % 97}`, i * 1.25, new Date(Date.UTC(2020, 0, 1 + (i % 1500))), `n${i}`])
  }
  const wb = XLSX.utils.book_new()
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows, { cellDates: true }), 'Big')
  const path = join(mkdtempSync(join(tmpdir(), 'lk-xlsx-')), 'big.xlsx')
  const buf = XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer
  expect(buf.length).toBeGreaterThan(20_000_000)
  writeFileSync(path, buf)
  bigPath = path
  return path
}

test('a 20 MB workbook keeps the page painting while it parses, and Cancel stops it', TIMING, async ({ page }) => {
  test.setTimeout(240_000)
  const path = bigWorkbook()
  await gotoTool(page, 'excel-to-json')
  await uploadFiles(page, path)
  await expect(page.getByRole('progressbar')).toBeVisible()
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByText('Reading stopped.')).toBeVisible()

  const probe = await startMainThreadProbe(page)
  await uploadFiles(page, path)
  await expect(page.getByTestId('sheet-summary')).toContainText('Big: 150,000 records', { timeout: 200_000 })
  // Parsing runs in the worker: the page's own longest task is a small share of the wait (on the main thread it
  // would be nearly all of it).
  expect(await probe.stopShare()).toBeLessThan(0.5)
  await expect(page.getByTestId('sheet-truncated')).toContainText('of 150,000 rows')
  const first = JSON.parse((await page.getByRole('region', { name: 'JSON of Big' }).textContent()) ?? '')[0]
  expect(first).toEqual({ id: 0, name: 'Customer 0', city: 'City 0', amount: 0, date: '2020-01-01', note: 'n0' })
})
