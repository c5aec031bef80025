// jobAtom's shape for many inputs: one state atom holding every item (queued, running, done with its result, or
// failed with its message) and the run's progress; a start that adds items and runs them a few at a time (aborting
// the previous run); cancel-all, remove one (stopping it if it runs), reset; and disposal of every result it drops.
import { atom, type Getter, type Setter } from 'jotai'
import { errorMessage } from './errors'
import { defaultPoolSize, raceAbort } from './worker-pool'

export type BatchItem<I, R> = { id: string; input: I } & (
  | { status: 'queued' | 'running' }
  | { status: 'done'; result: R }
  | { status: 'failed'; error: string; cause: unknown }
)

export type SettledItem<I, R> = Extract<BatchItem<I, R>, { status: 'done' | 'failed' }>

export interface BatchProgress {
  /** Items of this run that have settled (done or failed). */
  done: number
  /** Items in this run (less any removed before they settled). */
  total: number
  /** The id of the item started last among those still running. */
  current: string | null
}

export interface BatchState<I, R> {
  /** Every item, in the order added: earlier runs' settled items stay until removed or reset. */
  items: BatchItem<I, R>[]
  /** The running batch's progress; null when none runs. */
  progress: BatchProgress | null
}

export interface BatchOutcome<I, R> {
  /** 'cancelled' when the run was cancelled, reset or replaced by a newer start before it ended. */
  status: 'done' | 'cancelled'
  /** This run's items that settled before it ended. */
  items: SettledItem<I, R>[]
}

export interface BatchContext {
  /** Aborts when this item is removed or the run is cancelled. */
  signal: AbortSignal
  get: Getter
}

export interface BatchJobOptions<R> {
  /** Frees what a result holds (revoke object URLs …) when it is removed, reset, or arrives too late. */
  dispose?: (result: R) => void
  /** How many items run at once (default: the worker pool size). */
  concurrency?: () => number
}

interface Run {
  controller: AbortController
  /** One controller per item of this run that has not settled. */
  items: Map<string, AbortController>
  done: number
  total: number
  running: string[]
}

let nextId = 0

export function batchJobAtom<I, R>(run: (input: I, ctx: BatchContext) => Promise<R>, options: BatchJobOptions<R> = {}) {
  const baseAtom = atom<BatchState<I, R>>({ items: [], progress: null })
  const runAtom = atom<{ current: Run | null }>({ current: null })
  const stateAtom = atom((get) => get(baseAtom))

  const progressOf = (r: Run): BatchProgress => ({ done: r.done, total: r.total, current: r.running.at(-1) ?? null })
  const patch = (set: Setter, id: string, next: BatchItem<I, R>) =>
    set(baseAtom, (s) => ({ ...s, items: s.items.map((it) => (it.id === id ? next : it)) }))

  /** Stops the current run at once; its unfinished items leave the list. */
  const stopRun = (get: Getter, set: Setter) => {
    const holder = get(runAtom)
    const current = holder.current
    if (!current) return
    holder.current = null
    current.controller.abort()
    for (const c of current.items.values()) c.abort()
    set(baseAtom, (s) => ({
      items: s.items.filter((it) => !current.items.has(it.id)),
      progress: null,
    }))
  }

  const startAtom = atom(null, async (get, set, inputs: readonly I[]): Promise<BatchOutcome<I, R>> => {
    stopRun(get, set)
    const added = inputs.map((input) => ({ id: `batch-${++nextId}`, input }))
    const r: Run = {
      controller: new AbortController(),
      items: new Map(added.map((a) => [a.id, new AbortController()])),
      done: 0,
      total: added.length,
      running: [],
    }
    const holder = get(runAtom)
    holder.current = r
    const isCurrent = () => holder.current === r
    const show = () => {
      if (isCurrent()) set(baseAtom, (s) => ({ ...s, progress: progressOf(r) }))
    }
    set(baseAtom, (s) => ({
      items: [...s.items, ...added.map((a): BatchItem<I, R> => ({ ...a, status: 'queued' }))],
      progress: progressOf(r),
    }))
    const settled: SettledItem<I, R>[] = []

    const settle = (item: SettledItem<I, R>) => {
      r.items.delete(item.id)
      r.running = r.running.filter((id) => id !== item.id)
      r.done++
      settled.push(item)
      patch(set, item.id, item)
      show()
    }

    const runOne = async ({ id, input }: { id: string; input: I }) => {
      const own = r.items.get(id)
      if (!own) return // removed before its turn
      r.running.push(id)
      patch(set, id, { id, input, status: 'running' })
      show()
      const pending = (async () => run(input, { signal: own.signal, get }))()
      try {
        const result = await raceAbort(pending, own.signal)
        if (own.signal.aborted) options.dispose?.(result)
        else settle({ id, input, status: 'done', result })
      } catch (error) {
        if (!own.signal.aborted) settle({ id, input, status: 'failed', error: errorMessage(error), cause: error })
        // A result that still arrives after the abort is freed.
        else
          pending.then(
            (late) => options.dispose?.(late),
            () => {},
          )
      }
    }

    let next = 0
    const lane = async () => {
      while (next < added.length && !r.controller.signal.aborted) await runOne(added[next++])
    }
    const lanes = Math.max(1, Math.min((options.concurrency ?? defaultPoolSize)(), added.length))
    await Promise.all(Array.from({ length: lanes }, lane))
    const cancelled = r.controller.signal.aborted
    if (isCurrent()) {
      holder.current = null
      set(baseAtom, (s) => ({ ...s, progress: null }))
    }
    return { status: cancelled ? 'cancelled' : 'done', items: settled }
  })

  const cancelAtom = atom(null, (get, set) => stopRun(get, set))

  /** Drops one item: a finished one's result is disposed; a queued or running one is stopped alone. */
  const removeAtom = atom(null, (get, set, id: string) => {
    const item = get(baseAtom).items.find((it) => it.id === id)
    if (!item) return
    const current = get(runAtom).current
    const own = current?.items.get(id)
    if (current && own) {
      own.abort()
      current.items.delete(id)
      current.running = current.running.filter((x) => x !== id)
      current.total--
    }
    if (item.status === 'done') options.dispose?.(item.result)
    set(baseAtom, (s) => ({
      items: s.items.filter((it) => it.id !== id),
      progress: current ? progressOf(current) : s.progress,
    }))
  })

  const resetAtom = atom(null, (get, set) => {
    stopRun(get, set)
    for (const it of get(baseAtom).items) if (it.status === 'done') options.dispose?.(it.result)
    set(baseAtom, { items: [], progress: null })
  })

  return { stateAtom, startAtom, cancelAtom, removeAtom, resetAtom }
}

export type BatchJob<I, R> = ReturnType<typeof batchJobAtom<I, R>>
