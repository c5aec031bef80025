// Where each page's main thread goes after the first paint: the tasks that block (what Lighthouse's TBT adds up),
// what ran in each, and the page's own functions that took longest. Lighthouse gives one number per page; this says
// which code to look at. Each page loads once in a fresh Chromium, with its trace and a sampling CPU profile.
// The figures are real milliseconds on this machine at --cpu 1 (Lighthouse simulates a phone four times slower, so a
// task blocks from 12.5 ms here, 50 ms there); --cpu 4 throttles Chromium instead, and uses 50 ms.
// Usage: npx vite build && node bench/main-thread/run.mjs [--pages /,/tools/word-count] [--cpu 1] [--port 4320]
import { readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { launchChromium, option, startPreview } from '../support.mjs'

const port = option('--port', '4320')
const cpu = Number(option('--cpu', '1'))
const blocksFrom = (50 * cpu) / 4
const catalogue = readFileSync('src/catalogue/tools.ts', 'utf8')
const allPages = ['/', ...[...catalogue.matchAll(/\{\s*slug: '([^']+)'/g)].map((m) => `/tools/${m[1]}`)]
const pages = option('--pages', null)?.split(',') ?? allPages
const traceFile = join(tmpdir(), `lk-main-thread-${process.pid}.json`)
/** The kinds of work a task's time is split into (trace event names). */
const KINDS = ['Layout', 'UpdateLayoutTree', 'ParseHTML', 'v8.evaluateModule', 'FunctionCall', 'TimerFire', 'MinorGC']
const IDLE = new Set(['(idle)', '(program)', '(root)', '(garbage collector)'])

async function measure(url, path) {
  const browser = await launchChromium()
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } })
    const cdp = await page.context().newCDPSession(page)
    if (cpu !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu })
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.setSamplingInterval', { interval: 250 })
    const categories = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'loading']
    await browser.startTracing(page, { path: traceFile, categories })
    await cdp.send('Profiler.start')
    await page.goto(url + path)
    await page.waitForTimeout(4000 * Math.max(1, cpu / 2))
    const { profile } = await cdp.send('Profiler.stop')
    await browser.stopTracing()
    return { events: JSON.parse(readFileSync(traceFile, 'utf8')).traceEvents, profile }
  } finally {
    await browser.close()
  }
}

/** Profile samples as [ms since navigation, the page's frame it ran in ("file:function:line:column")]. */
function samplesOf(profile, t0) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]))
  const parent = new Map()
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
  const name = (n) => {
    if (IDLE.has(n.callFrame.functionName)) return null
    let p = n
    while (p && !p.callFrame.url) p = nodes.get(parent.get(p.id))
    if (!p) return n.callFrame.functionName || '(native)'
    const f = p.callFrame
    return `${f.url.split('/').pop()}:${f.functionName || 'anon'}:${f.lineNumber}:${f.columnNumber}`
  }
  let t = profile.startTime
  return profile.samples.map((id, i) => {
    t += profile.timeDeltas[i]
    return [(t - t0) / 1000, profile.timeDeltas[i] / 1000, name(nodes.get(id))]
  })
}

const { url, stop } = await startPreview({ port })
const totals = []
try {
  for (const path of pages) {
    const { events, profile } = await measure(url, path)
    const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.endsWith(path))
    const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === nav.pid)
    if (!nav || !fcp) {
      console.log(`${path}: no navigation or first paint in the trace`)
      continue
    }
    const ms = (ts) => (ts - nav.ts) / 1000
    const main = events.filter((e) => e.pid === nav.pid && e.tid === nav.tid && e.ph === 'X')
    const tasks = main.filter((e) => e.name === 'RunTask' && e.ts > fcp.ts && e.dur / 1000 > blocksFrom)
    const samples = samplesOf(profile, nav.ts)
    const byCode = new Map()
    const described = tasks.map((task) => {
      const kids = main.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur)
      const kinds = new Map()
      for (const k of kids) if (KINDS.includes(k.name)) kinds.set(k.name, (kinds.get(k.name) ?? 0) + k.dur / 1000)
      const [start, end] = [ms(task.ts), ms(task.ts + task.dur)]
      for (const [at, dt, code] of samples)
        if (code && at >= start && at <= end) byCode.set(code, (byCode.get(code) ?? 0) + dt)
      const top = [...kinds].sort((a, b) => b[1] - a[1]).slice(0, 2)
      return `${Math.round(task.dur / 1000)}@${Math.round(start)}[${top.map(([k, v]) => `${k} ${Math.round(v)}`).join(', ')}]`
    })
    const blocking = Math.round(tasks.reduce((s, t) => s + t.dur / 1000 - blocksFrom, 0))
    totals.push([path, blocking])
    const code = [...byCode].sort((a, b) => b[1] - a[1]).filter(([, v]) => v >= 4)
    console.log(`${path}: first paint ${Math.round(ms(fcp.ts))} ms, blocking ${blocking} ms after it`)
    console.log(`  tasks: ${described.join(' ') || 'none'}`)
    console.log(
      `  code: ${
        code
          .slice(0, 6)
          .map(([k, v]) => `${Math.round(v)} ${k}`)
          .join(' | ') || '—'
      }`,
    )
  }
} finally {
  stop()
  rmSync(traceFile, { force: true })
}
const worst = totals.sort((a, b) => b[1] - a[1]).slice(0, 10)
console.log(
  `\nMost blocking (ms past ${blocksFrom} per task, at --cpu ${cpu}): ${worst.map(([p, b]) => `${p} ${b}`).join(', ')}`,
)
