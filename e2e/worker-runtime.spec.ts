// The worker runtime in real Chromium: a job that never returns is cancelled (abort and time-out), the page
// keeps painting meanwhile, and the next job succeeds on a fresh worker.

import { startMainThreadProbe, TIMING } from './support/helpers'
import { expect, test } from './support/test'

test.beforeEach(async ({ page }) => {
  await page.goto('/e2e/harness/worker-runtime.html')
  await expect(page.locator('body[data-ready=true]')).toBeAttached()
})

test(
  'an aborted hung job rejects with AbortError, the page stays free, and the next job succeeds',
  TIMING,
  async ({ page }) => {
    const probe = await startMainThreadProbe(page)
    const result = await page.evaluate(async () => {
      const { newPool } = (window as any).harness
      const pool = newPool(1)
      const controller = new AbortController()
      const hung = pool.call('hang', [], { signal: controller.signal }).then(
        () => 'resolved',
        (e: DOMException) => e.name,
      )
      await new Promise((r) => setTimeout(r, 400))
      const t0 = performance.now()
      controller.abort()
      const outcome = await hung
      const rejectMs = performance.now() - t0
      const next = await pool.call('echo', ['hello'])
      return { outcome, rejectMs, next, alive: pool.alive }
    })
    const longestTask = await probe.stop()
    // A hung job never ends, so settling at all is the proof (Comlink alone would leave the call pending forever);
    // how fast it settles is a figure for a benchmark, not a test (bench/regex-diff times the regex tool's recovery).
    expect(result.outcome).toBe('AbortError')
    expect(result.next).toBe('hello')
    expect(result.alive).toBe(1)
    // The hung job spins in its worker: the page's own thread never ran a task anywhere near the 400 ms it hung.
    expect(longestTask).toBeLessThan(200)
  },
)

test('a time limit terminates a runaway job with TimeoutError, and a spare started at once answers the next', async ({
  page,
}) => {
  const result = await page.evaluate(async () => {
    const { newPool } = (window as any).harness
    const pool = newPool(1, 1)
    pool.prewarm()
    await pool.call('echo', [1])
    const outcome = await pool.call('hang', [], { timeoutMs: 300 }).then(
      () => 'resolved',
      (e: DOMException) => `${e.name}: ${e.message}`,
    )
    // The runaway worker is gone and a fresh one is already starting before anyone asks for it.
    const aliveAfterTimeout = pool.alive
    const next = await pool.call('echo', ['again'])
    return { outcome, next, aliveAfterTimeout }
  })
  expect(result.outcome).toBe('TimeoutError: Timed out after 300 ms')
  expect(result.next).toBe('again')
  // The spare was started when the runaway one was terminated, not when the next call came: no cold start then.
  expect(result.aliveAfterTimeout).toBe(1)
})

test('a pool runs batch jobs in parallel, transfers buffers, reports progress and passes errors through', async ({
  page,
}) => {
  const result = await page.evaluate(async () => {
    const { newPool, Comlink } = (window as any).harness
    const pool = newPool(2)
    const spans = await Promise.all([pool.call('spin', [300]), pool.call('spin', [300])])
    // Two busy jobs ran at the same time when each started before the other ended.
    const overlapped = spans[0].started < spans[1].ended && spans[1].started < spans[0].ended
    const buffer = new Uint8Array(4096).fill(1).buffer
    let progressCalls = 0
    const sum = await pool.call('sum', [buffer, Comlink.proxy(() => progressCalls++)], { transfer: [buffer] })
    const error = await pool.call('fail', ['bad input']).catch((e: Error) => e.message)
    return { overlapped, sum, transferred: buffer.byteLength === 0, progressCalls, error }
  })
  expect(result.overlapped).toBe(true)
  expect(result.sum).toBe(4096)
  expect(result.transferred).toBe(true)
  expect(result.progressCalls).toBeGreaterThan(0)
  expect(result.error).toContain('bad input')
})

test('a worker that dies with an uncaught error rejects its call at once and a fresh worker serves the next', async ({
  page,
}) => {
  const result = await page.evaluate(async () => {
    const { newPool } = (window as any).harness
    const pool = newPool(1)
    const outcome = await pool.call('crash', ['boom'], { timeoutMs: 20_000 }).then(
      () => 'resolved',
      (e: Error) => `${e.name}: ${e.message}`,
    )
    return { outcome, next: await pool.call('echo', ['after']), alive: pool.alive }
  })
  expect(result.outcome).toBe('WorkerError: The worker stopped: Uncaught Error: boom')
  expect(result.next).toBe('after')
  expect(result.alive).toBe(1)
})

test('idle workers are retired', async ({ page }) => {
  const alive = await page.evaluate(async () => {
    const { newPool } = (window as any).harness
    const pool = newPool(2, 0, 200)
    await Promise.all([pool.call('echo', [1]), pool.call('echo', [2])])
    const before = pool.alive
    await new Promise((r) => setTimeout(r, 500))
    return [before, pool.alive]
  })
  expect(alive).toEqual([2, 0])
})

test('a session holds one worker and its state, runs calls concurrently, and closing it frees the worker', async ({
  page,
}) => {
  const result = await page.evaluate(async () => {
    const { newPool } = (window as any).harness
    const pool = newPool(1, 1)
    const first = await pool.session()
    await first.call('remember', ['kept'])
    const recalled = await first.call('recall', [])
    // Two waits of 300 ms in the same session overlap.
    const waits = await Promise.all([first.call('wait', [300]), first.call('wait', [300])])
    const concurrent = waits[0].started < waits[1].ended && waits[1].started < waits[0].ended
    // The pool's only worker is held: a second session waits until the first is closed.
    let secondReady = false
    const secondP = pool.session().then((s: unknown) => {
      secondReady = true
      return s
    })
    await new Promise((r) => setTimeout(r, 200))
    const waitedWhileHeld = !secondReady
    // Closing rejects a pending call at once (even a hung one) and terminates the worker with its state.
    const hung = first.call('hang', []).then(
      () => 'resolved',
      (e: DOMException) => e.name,
    )
    await new Promise((r) => setTimeout(r, 100))
    first.close()
    const hungOutcome = await hung
    const afterClose = await first.call('echo', [1]).then(
      () => 'resolved',
      (e: DOMException) => e.name,
    )
    const second = await secondP
    const freshState = await second.call('recall', [])
    // Aborting the signal a session was opened with closes it too.
    second.close()
    const controller = new AbortController()
    const third = await pool.session(controller.signal)
    const pending = third.call('wait', [5000]).then(
      () => 'resolved',
      (e: DOMException) => e.name,
    )
    controller.abort()
    return {
      recalled,
      concurrent,
      waitedWhileHeld,
      hungOutcome,
      afterClose,
      freshState: freshState ?? null,
      closed: first.closed,
      abortOutcome: await pending,
      thirdClosed: third.closed,
      echo: await pool.call('echo', ['still works']),
    }
  })
  expect(result.recalled).toBe('kept')
  expect(result.concurrent).toBe(true)
  expect(result.waitedWhileHeld).toBe(true)
  expect(result.hungOutcome).toBe('AbortError')
  expect(result.afterClose).toBe('AbortError')
  expect(result.freshState).toBeNull()
  expect(result.closed).toBe(true)
  expect(result.abortOutcome).toBe('AbortError')
  expect(result.thirdClosed).toBe(true)
  expect(result.echo).toBe('still works')
})
