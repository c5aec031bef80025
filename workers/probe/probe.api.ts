// A worker used only to prove the worker runtime in real Chromium: it can answer, spin, hang, wait, fail and keep
// state between calls (for sessions).
let remembered: unknown

/** When a call ran on this worker, in epoch milliseconds (comparable across the page and its workers). */
export interface Span {
  started: number
  ended: number
}
const now = () => performance.timeOrigin + performance.now()

export const probeApi = {
  async remember(value: unknown): Promise<void> {
    remembered = value
  },
  async recall(): Promise<unknown> {
    return remembered
  },
  /** Answers after `ms` without blocking the worker (other calls are served meanwhile). */
  async wait(ms: number): Promise<Span> {
    const started = now()
    await new Promise((resolve) => setTimeout(resolve, ms))
    return { started, ended: now() }
  },
  async echo<T>(value: T): Promise<T> {
    return value
  },
  /** Busy-loops for `ms` on the worker thread, then answers. */
  async spin(ms: number): Promise<Span> {
    const started = now()
    while (now() < started + ms) {
      // busy
    }
    return { started, ended: now() }
  },
  /** Never returns: a synchronous infinite loop, like a catastrophic regex. */
  async hang(): Promise<never> {
    for (;;) {
      // spin forever
    }
  },
  /** Throws outside any call (an uncaught error on the worker's own thread) and never answers this one. */
  async crash(message: string): Promise<never> {
    setTimeout(() => {
      throw new Error(message)
    })
    return new Promise<never>(() => {})
  },
  async fail(message: string): Promise<never> {
    throw new Error(message)
  },
  async sum(buffer: ArrayBuffer, onProgress?: (done: number) => void): Promise<number> {
    const bytes = new Uint8Array(buffer)
    let total = 0
    for (let i = 0; i < bytes.length; i++) {
      total += bytes[i]
      if (onProgress && i % 1024 === 0) onProgress(i)
    }
    return total
  },
}

export type ProbeApi = typeof probeApi
