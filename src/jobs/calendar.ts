// Client of the calendar worker: one worker; a stale call is cancelled through its AbortSignal (the worker ends).
import type { CalendarApi } from '../../workers/calendar/calendar.api'
import type { MarksView } from '../lib/calendar/marks'
import { defineWorkerClient } from './worker-pool'

const getPool = defineWorkerClient<CalendarApi>(
  () => new Worker(new URL('../../workers/calendar/calendar.worker.ts', import.meta.url), { type: 'module' }),
  { size: 1, idleMs: 60_000 },
)

/** The marks of one month (and the counts) from a long list of marked dates, read in the worker. */
export function marksInWorker(text: string, year: number, month: number, signal: AbortSignal): Promise<MarksView> {
  return getPool().call('marks', [text, year, month], { signal })
}
