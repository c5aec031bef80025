// Memory sampling for the scale benchmark, from Node over the DevTools protocol while the tool works.
// - The page's main thread: Runtime.getHeapUsage on the page's session (V8 heap in use + ArrayBuffer backing stores).
// - Its dedicated workers: the same, on each worker's session. Playwright gives no CDP session for a worker, so this
//   session auto-attaches to them itself (flatten: false) and talks to them with Target.sendMessageToTarget.
// - All Chromium processes: VmRSS from /proc for every process SystemInfo.getProcessInfo lists (browser, renderer,
//   GPU, utility): this also sees what no heap figure does (Blob storage in the browser process, decoded images,
//   canvases), but it is the whole browser, so it is reported as a rise over the figure just before the action.
import { readFileSync } from 'node:fs'

const MB = 2 ** 20
const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

function rssBytes(pid) {
  try {
    const m = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
    return m ? Number(m[1]) * 1024 : 0
  } catch {
    return 0
  }
}

/** Call before the page navigates: from then on its dedicated workers are attached and can be asked for their heap. */
export async function attachWorkers(cdp) {
  const workers = new Map()
  const pending = new Map()
  let nextId = 1
  cdp.on('Target.attachedToTarget', (e) => {
    if (e.targetInfo.type === 'worker') workers.set(e.sessionId, e.targetInfo.url)
  })
  cdp.on('Target.detachedFromTarget', (e) => {
    workers.delete(e.sessionId)
    for (const [id, p] of pending) {
      if (p.sessionId !== e.sessionId) continue
      pending.delete(id)
      p.resolve(null)
    }
  })
  cdp.on('Target.receivedMessageFromTarget', (e) => {
    const m = JSON.parse(e.message)
    const p = m.id && pending.get(m.id)
    if (!p) return
    pending.delete(m.id)
    p.resolve(m.result ?? null)
  })
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: false })
  const ask = (sessionId, method) =>
    new Promise((resolve) => {
      const id = nextId++
      pending.set(id, { sessionId, resolve })
      setTimeout(() => pending.delete(id) && resolve(null), 5000)
      cdp
        .send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params: {} }) })
        .catch(() => pending.delete(id) && resolve(null))
    })
  return {
    count: () => workers.size,
    /** Sum of the heaps of the workers alive now. */
    async heap() {
      const all = await Promise.all([...workers.keys()].map((sid) => ask(sid, 'Runtime.getHeapUsage')))
      return all.reduce((s, u) => s + (u ? u.usedSize + (u.backingStorageSize ?? 0) : 0), 0)
    },
  }
}

/** Samples until stop(): peak page heap, peak sum of worker heaps, peak rise of the browser's total RSS. */
export async function startSampling({ cdp, browserCdp, workers, intervalMs = 100 }) {
  const pageHeap = async () => {
    const u = await cdp.send('Runtime.getHeapUsage')
    return u.usedSize + (u.backingStorageSize ?? 0)
  }
  /** The RSS of all Chromium processes, and by process type (browser, renderer, gpu, utility). */
  const rssNow = async () => {
    const { processInfo } = await browserCdp.send('SystemInfo.getProcessInfo')
    const byType = {}
    let total = 0
    for (const p of processInfo) {
      const rss = rssBytes(p.id)
      total += rss
      byType[p.type] = (byType[p.type] ?? 0) + rss
    }
    return { total, byType }
  }
  const s = {
    on: true,
    pageBefore: await pageHeap(),
    workersBefore: await workers.heap(),
    rss: await rssNow(),
    workersSeen: 0,
  }
  s.rssBefore = s.rss.total
  s.peakByType = s.rss.byType
  s.pagePeak = s.pageBefore
  s.workerPeak = s.workersBefore
  s.rssPeak = s.rssBefore
  const loop = async (fn) => {
    while (s.on) {
      try {
        await fn()
      } catch {
        // A sample lost to a closing target is just skipped.
      }
      await sleep(intervalMs)
    }
  }
  const loops = [
    loop(async () => {
      s.pagePeak = Math.max(s.pagePeak, await pageHeap())
    }),
    loop(async () => {
      s.workersSeen = Math.max(s.workersSeen, workers.count())
      s.workerPeak = Math.max(s.workerPeak, await workers.heap())
    }),
    loop(async () => {
      const now = await rssNow()
      if (now.total > s.rssPeak) {
        s.rssPeak = now.total
        s.peakByType = now.byType
      }
    }),
  ]
  return {
    async stop() {
      s.on = false
      await Promise.race([Promise.all(loops), sleep(6000)])
      return {
        pageHeapMB: s.pagePeak / MB,
        pageHeapBeforeMB: s.pageBefore / MB,
        workerHeapMB: s.workerPeak / MB,
        workers: s.workersSeen,
        rssRiseMB: (s.rssPeak - s.rssBefore) / MB,
        rssPeakMB: s.rssPeak / MB,
        /** At the peak, each process type's RSS (MB): where the memory was. */
        rssPeakByTypeMB: Object.fromEntries(Object.entries(s.peakByType).map(([t, b]) => [t, Math.round(b / MB)])),
      }
    },
  }
}
