import { createStore } from 'jotai'
import { describe, expect, it } from 'vitest'
import { type BatchItem, batchJobAtom } from '../../src/jobs/batch-job'

const deferred = <T>() => {
  let resolve!: (v: T) => void
  let reject!: (e: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

const tick = () => new Promise((r) => setTimeout(r, 0))

/** Items whose runs wait for the test to settle them; like a worker call, they ignore their abort signal. */
function controllableBatch(concurrency = 2) {
  const runs = new Map<string, { signal: AbortSignal; done: ReturnType<typeof deferred<string>> }>()
  const disposed: string[] = []
  let active = 0
  let maxActive = 0
  const job = batchJobAtom<string, string>(
    (input, { signal }) => {
      const done = deferred<string>()
      runs.set(input, { signal, done })
      active++
      maxActive = Math.max(maxActive, active)
      done.promise.then(
        () => active--,
        () => active--,
      )
      return done.promise
    },
    { dispose: (r) => disposed.push(r), concurrency: () => concurrency },
  )
  return { job, runs, disposed, maxActive: () => maxActive }
}

/** Starts a batch of `inputs` in a fresh store and lets its first item, 'a', finish as 'A'. */
async function startWithAFinished(batch: ReturnType<typeof controllableBatch>, inputs: string[]) {
  const store = createStore()
  const finished = store.set(batch.job.startAtom, inputs)
  await tick()
  batch.runs.get('a')?.done.resolve('A')
  await tick()
  return { store, finished }
}

const statuses = (items: BatchItem<string, string>[]) => items.map((it) => `${it.input}:${it.status}`)

describe('batchJobAtom', () => {
  it('runs every item a few at a time, with progress, and ends done with each result', async () => {
    const { job, runs, maxActive } = controllableBatch(2)
    const store = createStore()
    const finished = store.set(job.startAtom, ['a', 'b', 'c'])
    await tick()
    expect(statuses(store.get(job.stateAtom).items)).toEqual(['a:running', 'b:running', 'c:queued'])
    expect(store.get(job.stateAtom).progress).toMatchObject({ done: 0, total: 3 })
    expect(runs.has('c')).toBe(false)
    runs.get('a')?.done.resolve('A')
    await tick()
    expect(statuses(store.get(job.stateAtom).items)).toEqual(['a:done', 'b:running', 'c:running'])
    expect(store.get(job.stateAtom).progress).toEqual({ done: 1, total: 3, current: expect.any(String) })
    runs.get('b')?.done.resolve('B')
    runs.get('c')?.done.resolve('C')
    const outcome = await finished
    expect(outcome.status).toBe('done')
    expect(outcome.items.map((it) => (it.status === 'done' ? it.result : it.error))).toEqual(['A', 'B', 'C'])
    expect(store.get(job.stateAtom).progress).toBeNull()
    expect(maxActive()).toBe(2)
  })

  it('a failing item does not stop the others and keeps its message', async () => {
    const { job, runs } = controllableBatch(1)
    const store = createStore()
    const finished = store.set(job.startAtom, ['bad', 'good'])
    await tick()
    runs.get('bad')?.done.reject(new Error('Failed to load image'))
    await tick()
    runs.get('good')?.done.resolve('G')
    const outcome = await finished
    expect(outcome.status).toBe('done')
    const [bad, good] = store.get(job.stateAtom).items
    expect(bad).toMatchObject({ status: 'failed', error: 'Failed to load image' })
    expect(bad.status === 'failed' && bad.cause).toBeInstanceOf(Error)
    expect(good).toMatchObject({ status: 'done', result: 'G' })
  })

  it('cancel stops at once: unfinished items leave, finished ones stay, late results are disposed', async () => {
    const batch = controllableBatch(2)
    const { job, runs, disposed } = batch
    const { store, finished } = await startWithAFinished(batch, ['a', 'b', 'c'])
    store.set(job.cancelAtom)
    expect(runs.get('b')?.signal.aborted).toBe(true)
    expect(statuses(store.get(job.stateAtom).items)).toEqual(['a:done'])
    expect(store.get(job.stateAtom).progress).toBeNull()
    // The run settles without waiting for the stopped items.
    const outcome = await finished
    expect(outcome.status).toBe('cancelled')
    expect(outcome.items.map((it) => it.input)).toEqual(['a'])
    runs.get('b')?.done.resolve('late B')
    await tick()
    expect(disposed).toEqual(['late B'])
    expect(statuses(store.get(job.stateAtom).items)).toEqual(['a:done'])
  })

  it('a new start aborts the previous run but keeps its settled items; results accumulate', async () => {
    const batch = controllableBatch(1)
    const { job, runs } = batch
    const { store, finished: first } = await startWithAFinished(batch, ['a', 'b'])
    const second = store.set(job.startAtom, ['c'])
    expect(runs.get('b')?.signal.aborted).toBe(true)
    expect((await first).status).toBe('cancelled')
    await tick()
    runs.get('c')?.done.resolve('C')
    expect((await second).status).toBe('done')
    expect(statuses(store.get(job.stateAtom).items)).toEqual(['a:done', 'c:done'])
  })

  it('remove disposes a finished result, or stops a running item alone and shrinks the total', async () => {
    const batch = controllableBatch(2)
    const { job, runs, disposed } = batch
    const { store, finished } = await startWithAFinished(batch, ['a', 'b', 'c'])
    const ids = Object.fromEntries(store.get(job.stateAtom).items.map((it) => [it.input, it.id]))
    store.set(job.removeAtom, ids.a)
    expect(disposed).toEqual(['A'])
    store.set(job.removeAtom, ids.b)
    expect(runs.get('b')?.signal.aborted).toBe(true)
    expect(runs.get('c')?.signal.aborted).toBe(false)
    expect(store.get(job.stateAtom).progress).toMatchObject({ done: 1, total: 2 })
    runs.get('c')?.done.resolve('C')
    const outcome = await finished
    expect(outcome.status).toBe('done')
    expect(statuses(store.get(job.stateAtom).items)).toEqual(['c:done'])
  })

  it('reset stops the run and disposes every result', async () => {
    const batch = controllableBatch(1)
    const { job, runs, disposed } = batch
    const { store, finished } = await startWithAFinished(batch, ['a', 'b'])
    store.set(job.resetAtom)
    expect(disposed).toEqual(['A'])
    expect(runs.get('b')?.signal.aborted).toBe(true)
    expect(store.get(job.stateAtom)).toEqual({ items: [], progress: null })
    expect((await finished).status).toBe('cancelled')
  })

  it('a run that throws at once fails that item only', async () => {
    const job = batchJobAtom<number, number>(
      (n) => {
        if (n === 2) throw new TypeError('no')
        return Promise.resolve(n * 10)
      },
      { concurrency: () => 4 },
    )
    const store = createStore()
    const outcome = await store.set(job.startAtom, [1, 2, 3])
    // The outcome lists items as they settled; the state keeps the order they were added in.
    expect(outcome.items.map((it) => `${it.input}:${it.status}`).sort()).toEqual(['1:done', '2:failed', '3:done'])
    expect(store.get(job.stateAtom).items.map((it) => it.status)).toEqual(['done', 'failed', 'done'])
  })
})
