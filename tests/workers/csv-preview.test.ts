import { describe, expect, it } from 'vitest'
import { HEAD_ROWS } from '../../src/lib/csv/csv-table'
import { csvPreviewApi } from '../../workers/csv-preview/csv-preview.api'

const text = ['name,score', ...Array.from({ length: 250 }, (_, i) => `row ${i},${(i * 7) % 11}`)].join('\n')

describe('csv-preview worker api', () => {
  it('opens a table and sends its summary and first rows, keeping the rows', async () => {
    const { summary, head } = await csvPreviewApi.open(text, { delimiter: 'auto', header: true })
    expect(summary.rowCount).toBe(250)
    expect(summary.header).toEqual(['name', 'score'])
    expect(summary.types).toEqual(['text', 'number'])
    expect(summary.stats[1]).toMatchObject({ count: 250, min: 0, max: 10 })
    expect('rows' in summary).toBe(false)
    expect(head).toHaveLength(HEAD_ROWS)
    expect(head[3]).toEqual(['row 3', '10'])
    expect(csvPreviewApi.rows([249, 0, 7])).toEqual([
      ['row 249', String((249 * 7) % 11)],
      ['row 0', '0'],
      ['row 7', '5'],
    ])
  })

  it('works out a filtered, sorted view as an Int32Array with its first rows', async () => {
    await csvPreviewApi.open(text, { delimiter: ',', header: true })
    const plain = await csvPreviewApi.view({ query: ' ', col: -1, sort: null })
    expect(plain).toMatchObject({ order: null, count: 250 })
    const view = await csvPreviewApi.view({ query: 'row 1', col: 0, sort: { col: 1, dir: 'desc' } })
    expect(view?.order).toBeInstanceOf(Int32Array)
    // row 1, row 10…19, row 100…199: 111 rows, highest score first, ties in file order.
    expect(view?.count).toBe(111)
    const scores = Array.from(view?.order ?? [], (i) => (i * 7) % 11)
    expect(scores).toEqual([...scores].sort((a, b) => b - a))
    expect(view?.head[0]).toEqual(['row 14', '10'])
    expect(view?.head).toHaveLength(HEAD_ROWS)
  })

  it('lets a newer view supersede a filter still running', async () => {
    const big = ['n', ...Array.from({ length: 250_000 }, (_, i) => `v${i}`)].join('\n')
    await csvPreviewApi.open(big, { delimiter: ',', header: true })
    const first = csvPreviewApi.view({ query: 'v1', col: -1, sort: null })
    const second = csvPreviewApi.view({ query: 'v2', col: -1, sort: null })
    expect(await first).toBeNull()
    expect((await second)?.count).toBe(61_111)
  })

  it('exports the rows in view order as a CSV file', async () => {
    await csvPreviewApi.open('a;b\n1;x\n2;"y;z"\n', { delimiter: 'auto', header: true })
    const all = await csvPreviewApi.exportCsv(null)
    expect(all.type).toBe('text/csv;charset=utf-8')
    expect(await all.text()).toBe('a;b\r\n1;x\r\n2;"y;z"')
    expect(await (await csvPreviewApi.exportCsv(Int32Array.from([1]))).text()).toBe('a;b\r\n2;"y;z"')
  })
})
