// A typed Comlink pool over one kind of worker. Every call takes an AbortSignal and an optional time limit:
// abort or time-out terminates the worker running that call, rejects at once (Comlink never settles calls
// to a dead worker, so the call is raced), and a fresh worker serves the next call. Idle workers retire.
import * as Comlink from 'comlink'
import { abortError, timeoutError } from './errors'

type AnyFn = (...args: never[]) => unknown
type Api = { [K in string]: AnyFn }

export interface CallOptions {
  signal?: AbortSignal
  /**
   * Terminate the worker and reject with a TimeoutError after this many milliseconds of work. The clock starts when
   * the worker has loaded (a cold start on a slow machine is not the call's fault), or after LOAD_ALLOWANCE_MS.
   */
  timeoutMs?: number
  /** Objects to transfer (ArrayBuffers, ImageBitmaps) with the arguments. */
  transfer?: Transferable[]
}

export interface PoolOptions {
  /** Workers at most; default min(hardwareConcurrency, 4), at least 1. */
  size?: number
  /** Retire a worker after it has been idle this long (ms). Default 30 s. */
  idleMs?: number
  /** Keep this many workers started ahead of need, so a replacement is ready at once (e.g. after a time-out). */
  warm?: number
  /**
   * Retire a worker once it has served this many calls (a fresh one serves the next): WebAssembly memory only grows,
   * so a codec worker that ran many large encodes is replaced before it runs out. Default: never.
   */
  maxCalls?: number
}

/** A worker held for a series of calls that share its state (see WorkerPool.session). */
export interface WorkerSession<T extends Api> {
  call<K extends keyof T & string>(
    method: K,
    args: Parameters<T[K]>,
    options?: Pick<CallOptions, 'transfer'>,
  ): Promise<Awaited<ReturnType<T[K]>>>
  /** Terminates the session's worker; calls still pending reject with an AbortError. */
  close(): void
  readonly closed: boolean
}

/** The longest a worker may take to load before a call's time limit starts anyway. */
const LOAD_ALLOWANCE_MS = 30_000

interface Slot<T extends Api> {
  worker: Worker
  remote: Comlink.Remote<T>
  /** Settles once the worker's module has run and Comlink answers. */
  loaded: Promise<void>
  busy: boolean
  /** Calls served (see PoolOptions.maxCalls). */
  calls: number
  idleTimer?: ReturnType<typeof setTimeout>
  /** Rejects when the worker dies on its own (an error nothing caught, a module that failed to load). */
  died: Promise<never>
}

export function defaultPoolSize(): number {
  const cores = typeof navigator !== 'undefined' ? navigator.hardwareConcurrency || 1 : 1
  return Math.max(1, Math.min(cores, 4))
}

export class WorkerPool<T extends Api> {
  private slots: Slot<T>[] = []
  private queue: Array<() => void> = []
  private readonly size: number
  private readonly idleMs: number
  private readonly warm: number
  private readonly maxCalls: number

  constructor(
    private readonly create: () => Worker,
    options: PoolOptions = {},
  ) {
    this.size = Math.max(1, options.size ?? defaultPoolSize())
    this.idleMs = options.idleMs ?? 30_000
    this.warm = Math.min(options.warm ?? 0, this.size + 1)
    this.maxCalls = options.maxCalls ?? 0
  }

  /** How many workers are alive now (for tests and diagnostics). */
  get alive(): number {
    return this.slots.length
  }

  /** Starts the warm workers ahead of the first call. */
  prewarm(): void {
    while (this.slots.filter((s) => !s.busy).length < this.warm) this.spawn()
  }

  async call<K extends keyof T & string>(
    method: K,
    args: Parameters<T[K]>,
    options: CallOptions = {},
  ): Promise<Awaited<ReturnType<T[K]>>> {
    const { signal, timeoutMs, transfer } = options
    if (signal?.aborted) throw abortError()
    const slot = await this.acquire(signal)
    return new Promise<Awaited<ReturnType<T[K]>>>((resolve, reject) => {
      let settled = false
      let timer: ReturnType<typeof setTimeout> | undefined
      const finish = (kill: boolean) => {
        settled = true
        if (timer) clearTimeout(timer)
        signal?.removeEventListener('abort', onAbort)
        if (kill) this.kill(slot)
        else this.release(slot)
      }
      const onAbort = () => {
        if (settled) return
        finish(true)
        reject(signal?.reason instanceof DOMException ? signal.reason : abortError())
      }
      signal?.addEventListener('abort', onAbort, { once: true })
      if (timeoutMs && timeoutMs > 0) {
        const startClock = () => {
          if (settled) return
          timer = setTimeout(() => {
            if (settled) return
            finish(true)
            reject(timeoutError(timeoutMs))
          }, timeoutMs)
        }
        let allowance: ReturnType<typeof setTimeout> | undefined
        Promise.race([slot.loaded, new Promise<void>((r) => (allowance = setTimeout(r, LOAD_ALLOWANCE_MS)))]).then(
          () => {
            clearTimeout(allowance)
            startClock()
          },
        )
      }
      Promise.race([this.invoke(slot, method, args, transfer), slot.died]).then(
        (value) => {
          if (settled) return
          finish(false)
          resolve(value)
        },
        (error: unknown) => {
          if (settled) return
          finish(!this.slots.includes(slot))
          reject(error)
        },
      )
    })
  }

  /**
   * Holds one worker for a series of calls that share its state (an open file, say), which may run concurrently.
   * Closing the session, or aborting `signal`, terminates that worker: its state goes with it, pending calls reject
   * at once, and a fresh worker serves the next caller.
   */
  async session(signal?: AbortSignal): Promise<WorkerSession<T>> {
    if (signal?.aborted) throw abortError()
    const slot = await this.acquire(signal)
    const ended = new AbortController()
    const close = () => {
      if (ended.signal.aborted) return
      signal?.removeEventListener('abort', close)
      ended.abort(abortError())
      this.kill(slot)
    }
    signal?.addEventListener('abort', close, { once: true })
    return {
      call: (method, args, options = {}) =>
        raceAbort(Promise.race([this.invoke(slot, method, args, options.transfer), slot.died]), ended.signal),
      close,
      get closed() {
        return ended.signal.aborted
      },
    }
  }

  private invoke<K extends keyof T & string>(
    slot: Slot<T>,
    method: K,
    args: Parameters<T[K]>,
    transfer?: Transferable[],
  ): Promise<Awaited<ReturnType<T[K]>>> {
    // Comlink takes the transfer list from an object argument: the first one carries it (a string cannot).
    const carrier = transfer?.length ? args.findIndex((a) => typeof a === 'object' && a !== null) : -1
    if (transfer?.length && carrier < 0) throw new TypeError('transfer needs an object argument to carry it')
    const payload =
      carrier < 0 ? args : args.map((a, i) => (i === carrier ? Comlink.transfer(a as object, transfer ?? []) : a))
    const fn = slot.remote[method] as unknown as (...a: unknown[]) => Promise<Awaited<ReturnType<T[K]>>>
    return fn(...(payload as unknown[]))
  }

  /** Terminates every worker; pending calls should be aborted by their signals first. */
  terminate(): void {
    for (const slot of [...this.slots]) this.kill(slot)
    this.queue = []
  }

  private spawn(): Slot<T> {
    const worker = this.create()
    const remote = Comlink.wrap<T>(worker)
    // Reading any property makes Comlink ask the worker, which answers once its module has run `expose`.
    const probe = (remote as unknown as Record<string, PromiseLike<unknown>>).__loaded
    const loaded = Promise.resolve(probe).then(
      () => undefined,
      () => undefined,
    )
    let die: (error: Error) => void = () => {}
    const died = new Promise<never>((_, reject) => {
      die = reject
    })
    died.catch(() => {})
    const slot: Slot<T> = { worker, remote, loaded, busy: false, calls: 0, died }
    // A worker that throws outside any call (or whose module fails to load) is in an unknown state: its calls
    // would never settle. It is dropped at once, its calls reject with the reason, and a fresh worker serves the
    // next one.
    worker.addEventListener('error', (event) => {
      event.preventDefault()
      die(workerDiedError(event.message))
      this.kill(slot)
    })
    this.slots.push(slot)
    this.scheduleRetire(slot)
    return slot
  }

  private acquire(signal?: AbortSignal): Promise<Slot<T>> {
    const idle = this.slots.find((s) => !s.busy)
    if (idle) return Promise.resolve(this.take(idle))
    if (this.busyCount() < this.size) return Promise.resolve(this.take(this.spawn()))
    return new Promise((resolve, reject) => {
      const onAbort = () => {
        this.queue = this.queue.filter((q) => q !== next)
        reject(abortError())
      }
      const next = () => {
        signal?.removeEventListener('abort', onAbort)
        const slot = this.slots.find((s) => !s.busy) ?? this.spawn()
        resolve(this.take(slot))
      }
      signal?.addEventListener('abort', onAbort, { once: true })
      this.queue.push(next)
    })
  }

  private busyCount(): number {
    return this.slots.filter((s) => s.busy).length
  }

  private take(slot: Slot<T>): Slot<T> {
    slot.busy = true
    if (slot.idleTimer) clearTimeout(slot.idleTimer)
    return slot
  }

  private release(slot: Slot<T>): void {
    slot.calls++
    if (this.maxCalls && slot.calls >= this.maxCalls) {
      this.kill(slot)
      return
    }
    slot.busy = false
    this.scheduleRetire(slot)
    this.queue.shift()?.()
  }

  private kill(slot: Slot<T>): void {
    if (!this.slots.includes(slot)) return
    if (slot.idleTimer) clearTimeout(slot.idleTimer)
    slot.worker.terminate()
    this.slots = this.slots.filter((s) => s !== slot)
    this.prewarm()
    const next = this.queue.shift()
    if (next) next()
  }

  private scheduleRetire(slot: Slot<T>): void {
    if (slot.idleTimer) clearTimeout(slot.idleTimer)
    slot.idleTimer = setTimeout(() => {
      const idleCount = this.slots.filter((s) => !s.busy).length
      if (!slot.busy && idleCount > this.warm) this.kill(slot)
    }, this.idleMs)
  }
}

function workerDiedError(message: string | undefined): Error {
  const error = new Error(`The worker stopped${message ? `: ${message}` : ''}`)
  error.name = 'WorkerError'
  return error
}

/** Settles like `promise`, or rejects with an AbortError as soon as `signal` aborts (Comlink calls to a terminated
 * worker never settle). */
export function raceAbort<R>(promise: Promise<R>, signal: AbortSignal): Promise<R> {
  if (signal.aborted) return Promise.reject(abortError())
  return new Promise<R>((resolve, reject) => {
    const onAbort = () => reject(abortError())
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort)
        resolve(value)
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort)
        reject(error)
      },
    )
  })
}

/**
 * Runs a worker call with a progress callback that goes quiet once the call settles. Comlink delivers a proxied
 * callback on its own channel, so a last report can arrive after the result and would otherwise, say, put a
 * finished job's progress bar back on screen.
 */
export async function withProgress<T, A extends unknown[]>(
  onProgress: ((...args: A) => void) | undefined,
  run: (progress: ((...args: A) => void) | undefined) => Promise<T>,
): Promise<T> {
  if (!onProgress) return run(undefined)
  let live = true
  try {
    return await run(
      Comlink.proxy((...args: A) => {
        if (live) onProgress(...args)
      }),
    )
  } finally {
    live = false
  }
}

/** A single-worker client: the same guarantees, one call at a time, queued. */
/**
 * One kind of worker's typed client, as every job module declares it: `const pool = defineWorkerClient<Api>(() =>
 * new Worker(new URL(…, import.meta.url), { type: 'module' }), options)` and then `pool().call('method', args, …)`.
 * The pool is made on first use, so importing a job module starts nothing (and Node tests can import it).
 */
export function defineWorkerClient<T extends Api>(
  create: () => Worker,
  options: PoolOptions = {},
): () => WorkerPool<T> {
  let pool: WorkerPool<T> | null = null
  return () => {
    pool ??= new WorkerPool<T>(create, options)
    return pool
  }
}

export { Comlink }
