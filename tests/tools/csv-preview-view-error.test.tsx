// @vitest-environment jsdom
import { act, createElement } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import type { OpenCsvTable } from '../../src/jobs/csv-preview'
import { abortError } from '../../src/jobs/errors'
import type { ViewQuery } from '../../src/lib/csv/csv-table'
import { useCsvView } from '../../src/tools/csv-preview/use-csv-table'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const fakeTable = (view: OpenCsvTable['view']): OpenCsvTable => ({
  summary: { header: ['a'], rowCount: 2, columns: [], problems: [] } as unknown as OpenCsvTable['summary'],
  head: [['1'], ['2']],
  rows: async () => [],
  view,
  exportCsv: async () => new Blob([]),
  close: () => {},
})

const filtered: ViewQuery = { query: '1', col: -1, sort: null }

function Probe({ table, query }: { table: OpenCsvTable; query: ViewQuery }) {
  const { viewError, shown } = useCsvView(table, query)
  return createElement('p', null, viewError ?? `rows ${shown?.view.count ?? '-'}`)
}

async function renderProbe(table: OpenCsvTable, query: ViewQuery) {
  const box = document.createElement('div')
  const root = createRoot(box)
  await act(async () => root.render(createElement(Probe, { table, query })))
  await act(async () => {})
  cleanups.push(() => act(() => root.unmount()))
  return box.textContent
}

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const c of cleanups.splice(0)) c()
})

describe('useCsvView', () => {
  it('says why a filter or sort failed, and keeps the last view', async () => {
    const text = await renderProbe(
      fakeTable(() => Promise.reject(new Error('the worker ran out of memory'))),
      filtered,
    )
    expect(text).toBe('Could not filter or sort the table: the worker ran out of memory')
  })

  it('is quiet when the table was closed for a newer one', async () => {
    expect(
      await renderProbe(
        fakeTable(() => Promise.reject(abortError('closed'))),
        filtered,
      ),
    ).toBe('rows -')
  })

  it('shows the filtered view when it comes', async () => {
    const view = { order: Int32Array.of(0), count: 1, head: [['1']] }
    expect(
      await renderProbe(
        fakeTable(async () => view),
        filtered,
      ),
    ).toBe('rows 1')
  })
})
