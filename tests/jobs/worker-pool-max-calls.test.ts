import * as Comlink from 'comlink'
import { afterEach, describe, expect, it } from 'vitest'
import { WorkerPool } from '../../src/jobs/worker-pool'

// A fake Worker: a MessageChannel whose far port runs the API through Comlink, as a worker's module does with
// `expose`. Each one has an id, so a test sees which worker served which call and which were terminated.
type FakeApi = {
  whoami(): number
  grow(bytes: number): number
  fail(): never
}

interface Fakes {
  create: () => Worker
  made: number
  terminated: number[]
  close(): void
}

function fakeWorkers(): Fakes {
  const ports: MessagePort[] = []
  const fakes: Fakes = {
    made: 0,
    terminated: [],
    create: () => {
      const id = fakes.made++
      const { port1, port2 } = new MessageChannel()
      ports.push(port1, port2)
      // The worker's "WebAssembly memory": grows with every call and never shrinks, as a codec's does.
      let memory = 0
      const api: FakeApi = {
        whoami: () => id,
        grow: (bytes) => {
          memory += bytes
          return memory
        },
        fail: () => {
          throw new Error(`worker ${id} failed`)
        },
      }
      Comlink.expose(api, port2)
      port1.start()
      return Object.assign(port1, {
        terminate: () => {
          fakes.terminated.push(id)
          port1.close()
          port2.close()
        },
      }) as unknown as Worker
    },
    close: () => {
      for (const p of ports) p.close()
    },
  }
  return fakes
}

let cleanup: Array<() => void> = []
afterEach(() => {
  for (const c of cleanup) c()
  cleanup = []
})

function poolOf(options: ConstructorParameters<typeof WorkerPool>[1]) {
  const fakes = fakeWorkers()
  const pool = new WorkerPool<FakeApi>(fakes.create, { idleMs: 60_000, ...options })
  cleanup.push(() => {
    pool.terminate()
    fakes.close()
  })
  return { pool, fakes }
}

describe('WorkerPool maxCalls', () => {
  it('replaces a worker after it has served maxCalls calls; the next call gets a fresh one', async () => {
    const { pool, fakes } = poolOf({ size: 1, maxCalls: 3 })
    const served: number[] = []
    for (let i = 0; i < 7; i++) served.push(await pool.call('whoami', []))
    expect(served).toEqual([0, 0, 0, 1, 1, 1, 2])
    expect(fakes.terminated).toEqual([0, 1])
    expect(pool.alive).toBe(1)
  })

  it('bounds the memory one worker builds up: it never serves more than maxCalls calls', async () => {
    const { pool, fakes } = poolOf({ size: 1, maxCalls: 4 })
    const memory: number[] = []
    for (let i = 0; i < 10; i++) memory.push(await pool.call('grow', [100]))
    // Without recycling the tenth call would see 1000; with it, a worker's memory restarts from nothing.
    expect(Math.max(...memory)).toBe(400)
    expect(memory).toEqual([100, 200, 300, 400, 100, 200, 300, 400, 100, 200])
    expect(fakes.made).toBe(3)
  })

  it('counts every call on a worker, failed ones too, across concurrent callers', async () => {
    const { pool, fakes } = poolOf({ size: 2, maxCalls: 2 })
    const perWorker = new Map<number, number>()
    const results = await Promise.allSettled(
      Array.from({ length: 9 }, (_, i) =>
        i % 3 === 2
          ? pool.call('fail', [])
          : pool.call('whoami', []).then((id) => perWorker.set(id, (perWorker.get(id) ?? 0) + 1)),
      ),
    )
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(3)
    for (const n of perWorker.values()) expect(n).toBeLessThanOrEqual(2)
    // Nine calls at two per worker: at least five workers were made, and each one that served two is gone.
    expect(fakes.made).toBeGreaterThanOrEqual(5)
    expect(fakes.terminated.length).toBeGreaterThanOrEqual(4)
    expect(pool.alive).toBeLessThanOrEqual(2)
  })

  it('keeps a worker for good when maxCalls is not set', async () => {
    const { pool, fakes } = poolOf({ size: 1 })
    const served = new Set<number>()
    for (let i = 0; i < 20; i++) served.add(await pool.call('whoami', []))
    expect([...served]).toEqual([0])
    expect(fakes.terminated).toEqual([])
  })
})
