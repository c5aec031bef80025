// The read job and what the page shows of a table. The text is read in the table worker (HTML first on the page, in
// an inert template) whenever it or an option changes; a change aborts the read still running, and the last table
// stays on screen (its worker open) until the next is read. The rows stay in that worker: the page asks it for a
// view (sort and filter), the rows it draws and the export.
import { useCallback, useEffect, useReducer, useRef, useState } from 'react'
import { errorMessage, isAbortError } from '../../jobs/errors'
import { type OpenTable, openTable, type TableExport, type TableViewQuery } from '../../jobs/table'
import { useJob } from '../../kit/use-job'
import { useOwned } from '../../kit/use-owned'
import { isHtmlInput, readHtmlRows } from './read-html'
import type { ExportFormat, SourceFormat } from './table-sorter'

export function useOpenTable(text: string, format: SourceFormat | 'auto', header: boolean) {
  const [table, show] = useOwned<OpenTable>()
  const [failure, setFailure] = useState<string | null>(null)
  const { start, cancel, reset, running } = useJob(
    (args: { input: Parameters<typeof openTable>[0]; format: SourceFormat | 'auto'; header: boolean }, { signal }) =>
      openTable(args.input, { format: args.format, header: args.header }, signal),
  )

  useEffect(() => {
    setFailure(null)
    if (!text.trim()) {
      reset()
      show(null)
      return
    }
    let input: Parameters<typeof openTable>[0] = text
    if (isHtmlInput(text, format)) {
      try {
        input = readHtmlRows(text)
      } catch (error) {
        reset()
        show(null)
        setFailure(errorMessage(error))
        return
      }
    }
    void start({ input, format, header }).then((outcome) => {
      if (outcome.status === 'done') show(outcome.result)
      else if (outcome.status === 'failed') {
        show(null)
        setFailure(outcome.error)
      }
    })
    return () => cancel()
  }, [text, format, header, start, cancel, reset, show])

  return { table, reading: running, failure }
}

/** Rows fetched beyond the drawn window each side. */
const PREFETCH = 80

/** The view (count of matching rows) for a sort and filter, the drawn rows, and the export of the view. */
export function useTableView(
  table: OpenTable | null,
  query: TableViewQuery,
  out: ExportFormat,
  defuse: boolean,
  previewChars: number,
) {
  const [view, setView] = useState<{ table: OpenTable; count: number; version: number } | null>(null)
  const [viewError, setViewError] = useState<string | null>(null)
  const [exported, setExported] = useState<TableExport | null>(null)
  const cache = useRef<{ version: number; rows: Map<number, string[]>; asked: Set<number> }>({
    version: -1,
    rows: new Map(),
    asked: new Set(),
  })
  const [, redraw] = useReducer((n: number) => n + 1, 0)
  const key = JSON.stringify(query)
  const versionRef = useRef(0)

  useEffect(() => {
    setViewError(null)
    if (!table) {
      setView(null)
      return
    }
    let live = true
    const version = ++versionRef.current
    table.view(JSON.parse(key)).then(
      (count) => {
        if (!live) return
        cache.current = { version, rows: new Map(), asked: new Set() }
        setView({ table, count, version })
      },
      (error: unknown) => {
        if (live && !isAbortError(error)) setViewError(`Could not sort or filter the table: ${errorMessage(error)}`)
      },
    )
    return () => {
      live = false
    }
  }, [table, key])

  useEffect(() => {
    // The last export is dropped at once: Copy and Download never give an order or format no longer shown.
    setExported(null)
    if (!view) return
    let live = true
    view.table.exportView(out, defuse, previewChars).then(
      (e) => {
        if (live) setExported(e)
      },
      (error: unknown) => {
        if (live && !isAbortError(error)) setViewError(`Could not export the table: ${errorMessage(error)}`)
      },
    )
    return () => {
      live = false
    }
  }, [view, out, defuse, previewChars])

  const rowAt = useCallback(
    (p: number) => (view && cache.current.version === view.version ? cache.current.rows.get(p) : undefined),
    [view],
  )

  /** The table draws view positions first … end - 1: fetch those not held (and some around them). */
  const need = useCallback(
    (first: number, end: number) => {
      if (!view) return
      const held = cache.current
      if (held.version !== view.version) return
      let missing = false
      for (let p = first; p < end; p++) if (!held.rows.has(p) && !held.asked.has(p)) missing = true
      if (!missing) return
      const from = Math.max(0, first - PREFETCH)
      const to = Math.min(view.count, end + PREFETCH)
      for (let p = from; p < to; p++) held.asked.add(p)
      view.table.rows(from, to).then(
        ({ cells }) => {
          if (cache.current !== held) return
          if (held.rows.size > 5_000) held.rows.clear()
          cells.forEach((row, k) => {
            held.rows.set(from + k, row)
            held.asked.delete(from + k)
          })
          redraw()
        },
        () => {
          for (let p = from; p < to; p++) held.asked.delete(p)
        },
      )
    },
    [view],
  )

  return { view, viewError, exported, rowAt, need }
}
