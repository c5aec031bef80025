// The parse job and what the page shows of a table. The text (after a pause in typing) or the file is parsed in a
// worker whenever it or an option changes; a change aborts the parse still running, and the last table stays on
// screen (its worker open) while the next is read. The rows stay in that worker: the page asks it for a view (filter
// and sort) and for the rows it draws, held in a small cache.
import { useCallback, useEffect, useReducer, useState } from 'react'
import { type OpenCsvTable, openCsvTable } from '../../jobs/csv-preview'
import { errorMessage, isAbortError } from '../../jobs/errors'
import { useJob } from '../../kit/use-job'
import { useOwned } from '../../kit/use-owned'
import { type CsvView, isPlainView, type ViewQuery } from '../../lib/csv/csv-table'
import { missingRows, RowCache } from './csv-preview'

interface ParseArgs {
  input: Blob | string
  options: { delimiter: string; header: boolean }
}

/** Typing pause before a pasted or typed text is parsed (a file is parsed at once). */
const TYPING_PAUSE_MS = 200
/** Rows fetched beyond the drawn window each side, so a short scroll finds them held. */
const PREFETCH_ROWS = 60

export function useCsvTable(input: File | string, delimiter: string, header: boolean) {
  // The table on screen owns a worker: a new table (or none) closes the last one.
  const [table, show] = useOwned<OpenCsvTable>()
  const [failure, setFailure] = useState<string | null>(null)
  const { start, cancel, reset, running } = useJob(({ input, options }: ParseArgs, { signal }) =>
    openCsvTable(input, options, signal),
  )

  useEffect(() => {
    setFailure(null)
    if (typeof input === 'string' && !input.trim()) {
      reset()
      show(null)
      return
    }
    const timer = setTimeout(
      async () => {
        const outcome = await start({ input, options: { delimiter, header } })
        if (outcome.status === 'done') show(outcome.result)
        else if (outcome.status === 'failed') {
          show(null)
          setFailure(`Could not read this CSV: ${outcome.error}`)
        }
      },
      typeof input === 'string' ? TYPING_PAUSE_MS : 0,
    )
    return () => {
      clearTimeout(timer)
      cancel()
    }
  }, [input, delimiter, header, start, cancel, reset, show])

  return { table, parsing: running, failure, fail: setFailure }
}

export interface ShownTable {
  table: OpenCsvTable
  view: CsvView
  /** The filter and sort that gave this view. */
  query: ViewQuery
}

/**
 * The table and row order on screen. A filter or sort is worked out in the table's worker; until it answers, the
 * last table and order stay shown (a new table with the same filter swaps in only once filtered).
 */
export function useCsvView(table: OpenCsvTable | null, query: ViewQuery) {
  const [shown, setShown] = useState<ShownTable | null>(null)
  /** Why the last filter or sort could not be worked out (the last view stays on screen), or null. */
  const [viewError, setViewError] = useState<string | null>(null)
  const [cache] = useState(() => new RowCache())
  const [, redraw] = useReducer((n: number) => n + 1, 0)
  const key = JSON.stringify(query)

  useEffect(() => {
    setViewError(null)
    if (!table) {
      setShown(null)
      return
    }
    const q: ViewQuery = JSON.parse(key)
    if (isPlainView(q)) {
      const view = { order: null, count: table.summary.rowCount, head: table.head }
      cache.of(table).putHead(null, table.head)
      setShown({ table, view, query: q })
      return
    }
    let live = true
    table.view(q).then(
      (view) => {
        if (!live || !view) return
        cache.of(table).putHead(view.order, view.head)
        setShown({ table, view, query: q })
      },
      (error: unknown) => {
        // A table closed for a newer one is not a failure.
        if (live && !isAbortError(error)) setViewError(`Could not filter or sort the table: ${errorMessage(error)}`)
      },
    )
    return () => {
      live = false
    }
  }, [table, key, cache])

  /** The file-order index of the row at view position `p`, and its cells when held. */
  const rowAt = useCallback(
    (p: number): { index: number; cells: string[] | undefined } => {
      const order = shown?.view.order
      const index = order ? order[p] : p
      return { index, cells: shown ? cache.of(shown.table).get(index) : undefined }
    },
    [shown, cache],
  )

  /** The grid draws view positions first … end - 1: fetch those not held (and some around them). */
  const need = useCallback(
    (first: number, end: number) => {
      if (!shown) return
      const { table, view } = shown
      const held = cache.of(table)
      if (!missingRows(view.order, first, end, (i) => held.covers(i)).length) return
      const wanted = missingRows(
        view.order,
        Math.max(0, first - PREFETCH_ROWS),
        Math.min(view.count, end + PREFETCH_ROWS),
        (i) => held.covers(i),
      )
      held.ask(wanted)
      table.rows(wanted).then(
        (rows) => {
          cache.of(table).put(wanted, rows)
          redraw()
        },
        () => cache.of(table).put(wanted),
      )
    },
    [shown, cache],
  )

  return { shown, viewError, rowAt, need }
}
