// The marked dates the calendar shows for one month: a short list is read on the page at once; a long one in the
// calendar worker, which keeps it and answers per month (100,000 dates took 2.1 s on the page's thread).
import { useEffect, useMemo } from 'react'
import { marksInWorker } from '../../jobs/calendar'
import { useJob } from '../../kit/use-job'
import { type MarksView, marksView, parseMarks, WORKER_THRESHOLD } from './calendar-maker'

const EMPTY: MarksView = { count: 0, monthMarks: [], errors: [], errorCount: 0 }

export function useMarks(text: string, viewYear: number, month: number) {
  const large = text.length > WORKER_THRESHOLD
  const parsed = useMemo(() => (large ? null : parseMarks(text)), [text, large])
  const small = useMemo(() => (parsed ? marksView(parsed, viewYear, month) : null), [parsed, viewYear, month])
  const marksJob = useJob((args: { text: string; year: number; month: number }, { signal }) =>
    marksInWorker(args.text, args.year, args.month, signal),
  )
  const { start, reset } = marksJob
  useEffect(() => {
    if (large) void start({ text, year: viewYear, month })
    else reset()
  }, [large, text, viewYear, month, start, reset])
  const marksShown = (large ? (marksJob.state.status === 'done' ? marksJob.state.result : null) : small) ?? EMPTY
  return { marksShown, large, busy: marksJob.running }
}
