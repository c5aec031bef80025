// One helper gives every tool the same job shape: a state atom, a start action that aborts the previous run,
// a cancel action, and clean-up of whatever the last result held (object URLs, buffers).
import { atom, type Getter, type Setter } from 'jotai'
import { errorMessage, isAbortError } from './errors'

export interface Progress {
  /** 0..1 where known. */
  fraction?: number
  done?: number
  total?: number
  label?: string
}

export type JobState<R> =
  | { status: 'idle' }
  | { status: 'running'; progress: Progress | null }
  | { status: 'done'; result: R }
  | { status: 'failed'; error: string; cause: unknown }
  | { status: 'cancelled' }

/** The one idle state: resetting an idle job sets nothing, so no reader renders again. */
const IDLE: JobState<never> = Object.freeze({ status: 'idle' })

export interface JobContext {
  signal: AbortSignal
  onProgress: (progress: Progress) => void
  get: Getter
}

export interface JobOptions<R> {
  /** Frees what a result holds (revoke object URLs …) when it is replaced, reset or the job restarts. */
  dispose?: (result: R) => void
}

export function jobAtom<A, R>(run: (args: A, ctx: JobContext) => Promise<R>, options: JobOptions<R> = {}) {
  const baseAtom = atom<JobState<R>>(IDLE)
  const controllerAtom = atom<{ current: AbortController | null }>({ current: null })

  const disposeResult = (get: Getter) => {
    const state = get(baseAtom)
    if (state.status === 'done') options.dispose?.(state.result)
  }

  const stateAtom = atom((get) => get(baseAtom))

  const startAtom = atom(null, async (get, set: Setter, args: A): Promise<JobState<R>> => {
    const holder = get(controllerAtom)
    holder.current?.abort()
    disposeResult(get)
    const controller = new AbortController()
    holder.current = controller
    set(baseAtom, { status: 'running', progress: null })
    const isCurrent = () => holder.current === controller
    try {
      const result = await run(args, {
        signal: controller.signal,
        get,
        onProgress: (progress) => {
          if (isCurrent() && !controller.signal.aborted) set(baseAtom, { status: 'running', progress })
        },
      })
      if (!isCurrent() || controller.signal.aborted) {
        options.dispose?.(result)
        return { status: 'cancelled' }
      }
      const done: JobState<R> = { status: 'done', result }
      set(baseAtom, done)
      return done
    } catch (error) {
      if (!isCurrent()) return { status: 'cancelled' }
      const next: JobState<R> = isAbortError(error)
        ? { status: 'cancelled' }
        : { status: 'failed', error: errorMessage(error), cause: error }
      set(baseAtom, next)
      return next
    } finally {
      if (isCurrent()) holder.current = null
    }
  })

  const cancelAtom = atom(null, (get, set) => {
    const holder = get(controllerAtom)
    if (!holder.current) return
    holder.current.abort()
    holder.current = null
    set(baseAtom, { status: 'cancelled' })
  })

  const resetAtom = atom(null, (get, set) => {
    const holder = get(controllerAtom)
    holder.current?.abort()
    holder.current = null
    disposeResult(get)
    // Already idle: the same state, so the views reading it do not render again for nothing (a view that resets on
    // mount would otherwise re-render whole, in a blocking task, right after the page hydrates).
    if (get(baseAtom).status !== 'idle') set(baseAtom, IDLE)
  })

  return { stateAtom, startAtom, cancelAtom, resetAtom }
}

export type Job<A, R> = ReturnType<typeof jobAtom<A, R>>
