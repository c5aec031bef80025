import { describe, expect, it } from 'vitest'
import {
  fileProblem,
  mergeNote,
  previewNote,
  sheetFileName,
  sheetSummary,
  zipFileName,
} from '../../src/tools/excel-to-json/excel-to-json'

describe('excel-to-json page rules', () => {
  it('accepts spreadsheet files and explains the others', () => {
    expect(fileProblem({ name: 'a.xlsx', size: 10 })).toBeNull()
    expect(fileProblem({ name: 'A.ODS', size: 10 })).toBeNull()
    expect(fileProblem({ name: 'a.csv', size: 10 })).toBeNull()
    expect(fileProblem({ name: 'a.pdf', size: 10 })).toMatch(/not a spreadsheet/)
    expect(fileProblem({ name: 'a.xls', size: 0 })).toMatch(/empty/)
    expect(fileProblem({ name: 'a.xls', size: 300 * 1024 * 1024 })).toMatch(/up to/)
  })

  it('names downloads', () => {
    expect(sheetFileName('Q1/Q2: sales?')).toBe('Q1-Q2- sales-.json')
    expect(sheetFileName('  ')).toBe('sheet.json')
    expect(zipFileName('Sales 2024.xlsx')).toBe('Sales 2024 (JSON).zip')
    expect(zipFileName('.xlsx')).toBe('workbook (JSON).zip')
  })

  it('summarises sheets, merges and truncation', () => {
    const s = { rowCount: 1, columnCount: 3, bytes: 2048, range: 'A1:C2', merges: [], hidden: true }
    expect(sheetSummary(s, 'objects')).toBe('1 record · 3 columns · cells A1:C2 · 2 KB of JSON · hidden sheet')
    expect(sheetSummary({ ...s, range: null }, 'arrays')).toBe('Empty sheet')
    expect(mergeNote([], false)).toBeNull()
    expect(mergeNote(['A1:B1'], false)).toBe(
      '1 merged range: A1:B1. Their value is in the top-left cell only; the other cells count as empty.',
    )
    expect(mergeNote(['A1:B1', 'C1:C3', 'D1:E1'], true, 2)).toMatch(/^3 merged ranges: A1:B1, C1:C3 and 1 more\. Each/)
    expect(previewNote(10, 10, 100)).toBeNull()
    expect(previewNote(100, 250_000, 30 * 1024 * 1024)).toBe(
      'Showing the first 100 of 250,000 rows to keep the page fast; the download has all 30 MB.',
    )
  })
})
