// The parse job: the text (after a pause in typing) or the file is parsed in the worker whenever it or an option
// changes; a change aborts the parse still running, and the last table stays on screen while the next is read.
import { useEffect, useState } from 'react'
import { parseCsvInWorker } from '../../jobs/csv-preview'
import { useJob } from '../../kit/use-job'
import type { CsvTable } from '../../lib/csv/csv-table'

interface ParseArgs {
  input: Blob | string
  options: { delimiter: string; header: boolean }
}

/** Typing pause before a pasted or typed text is parsed (a file is parsed at once). */
const TYPING_PAUSE_MS = 200

export function useCsvTable(input: File | string, delimiter: string, header: boolean) {
  const [table, setTable] = useState<CsvTable | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const { start, cancel, reset, running } = useJob(({ input, options }: ParseArgs, { signal }) =>
    parseCsvInWorker(input, options, signal),
  )

  useEffect(() => {
    setFailure(null)
    if (typeof input === 'string' && !input.trim()) {
      reset()
      setTable(null)
      return
    }
    const timer = setTimeout(
      async () => {
        const outcome = await start({ input, options: { delimiter, header } })
        if (outcome.status === 'done') setTable(outcome.result)
        else if (outcome.status === 'failed') {
          setTable(null)
          setFailure(`Could not read this CSV: ${outcome.error}`)
        }
      },
      typeof input === 'string' ? TYPING_PAUSE_MS : 0,
    )
    return () => {
      clearTimeout(timer)
      cancel()
    }
  }, [input, delimiter, header, start, cancel, reset])

  return { table, parsing: running, failure, fail: setFailure }
}
