import { createStore } from 'jotai'
import { describe, expect, it } from 'vitest'
import { jobAtom } from '../../src/jobs/job-atom'

const deferred = <T>() => {
  let resolve!: (v: T) => void
  let reject!: (e: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

/** A run that waits for its own promise and rejects with AbortError when aborted, like a worker call. */
function controllableJob() {
  const runs: { args: string; signal: AbortSignal; done: ReturnType<typeof deferred<string>> }[] = []
  const disposed: string[] = []
  const job = jobAtom<string, string>(
    (args, { signal, onProgress }) => {
      const done = deferred<string>()
      runs.push({ args, signal, done })
      onProgress({ done: 1, total: 2 })
      signal.addEventListener('abort', () => done.reject(new DOMException('aborted', 'AbortError')))
      return done.promise
    },
    { dispose: (r) => disposed.push(r) },
  )
  return { job, runs, disposed }
}

describe('jobAtom', () => {
  it('goes idle → running (with progress) → done', async () => {
    const { job, runs } = controllableJob()
    const store = createStore()
    expect(store.get(job.stateAtom)).toEqual({ status: 'idle' })
    const finished = store.set(job.startAtom, 'a')
    expect(store.get(job.stateAtom)).toEqual({ status: 'running', progress: { done: 1, total: 2 } })
    runs[0].done.resolve('A')
    await finished
    expect(store.get(job.stateAtom)).toEqual({ status: 'done', result: 'A' })
  })

  it('starting again aborts the previous run, whose late result is disposed and never shown', async () => {
    const { job, runs, disposed } = controllableJob()
    const store = createStore()
    const first = store.set(job.startAtom, 'old')
    const second = store.set(job.startAtom, 'new')
    expect(runs[0].signal.aborted).toBe(true)
    runs[1].done.resolve('NEW')
    await second
    expect(await first).toEqual({ status: 'cancelled' })
    expect(store.get(job.stateAtom)).toEqual({ status: 'done', result: 'NEW' })
    // Restarting disposes the shown result.
    const third = store.set(job.startAtom, 'again')
    expect(disposed).toEqual(['NEW'])
    runs[2].done.resolve('X')
    await third
  })

  it('cancel aborts and reports cancelled; failures carry the message', async () => {
    const { job, runs } = controllableJob()
    const store = createStore()
    const run = store.set(job.startAtom, 'a')
    store.set(job.cancelAtom)
    expect(runs[0].signal.aborted).toBe(true)
    expect(store.get(job.stateAtom)).toEqual({ status: 'cancelled' })
    await run
    const failing = store.set(job.startAtom, 'b')
    runs[1].done.reject(new Error('Could not process the audio file'))
    await failing
    const state = store.get(job.stateAtom)
    expect(state.status).toBe('failed')
    expect(state.status === 'failed' && state.error).toBe('Could not process the audio file')
  })

  it('reset disposes the result and returns to idle', async () => {
    const { job, runs, disposed } = controllableJob()
    const store = createStore()
    const run = store.set(job.startAtom, 'a')
    runs[0].done.resolve('R')
    await run
    store.set(job.resetAtom)
    expect(disposed).toEqual(['R'])
    expect(store.get(job.stateAtom)).toEqual({ status: 'idle' })
  })

  it('resetting an idle job changes nothing, so its readers are not told to render again', () => {
    const { job } = controllableJob()
    const store = createStore()
    let told = 0
    const unsubscribe = store.sub(job.stateAtom, () => told++)
    const before = store.get(job.stateAtom)
    store.set(job.resetAtom)
    store.set(job.resetAtom)
    expect(told).toBe(0)
    expect(store.get(job.stateAtom)).toBe(before)
    unsubscribe()
  })
})
