// Where the main thread's time goes in an image batch: one scale scenario (page-kit.mjs) run under a Chromium trace,
// then each main-thread task's wall time beside its CPU time (the trace's thread duration). A task much longer than
// its CPU time waited for a core (two image workers and their decoders busy on a 2-core machine), not page work.
// Usage: node bench/scale/trace-batch.mjs [--dist dist-scale] [--port 4396] [--photos 40]
//          [--scenario image-compress] [--boost N] [--out trace.json]
//        --boost N: see boost.mjs (this browser's session N nice levels up, other programs' load pushed back).
//        (needs a build first: LK_OUT=dist-scale npx vite build)
import { writeFileSync } from 'node:fs'
import { launchChromium, option, startPreview } from '../support.mjs'
import { boost } from './boost.mjs'
import { installPageKit } from './page-kit.mjs'

const dist = option('--dist', process.env.LK_OUT ?? 'dist-scale')
const port = Number(option('--port', process.env.LK_BENCH_PORT ?? '4396'))
const photos = Number(option('--photos', '40'))
const scenario = option('--scenario', 'image-compress')
const out = option('--out', '')
const boostLevels = Number(option('--boost', '0'))

/** The outermost tasks of the busiest renderer main thread. */
function mainTasks(events) {
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
  const count = (m) => events.filter((e) => e.pid === m.pid && e.tid === m.tid).length
  const main = mains.sort((a, b) => count(b) - count(a))[0]
  const tops = events
    .filter(
      (e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.name === 'ThreadControllerImpl::RunTask',
    )
    .sort((a, b) => a.ts - b.ts)
  const tasks = []
  let end = 0
  for (const t of tops)
    if (t.ts >= end) {
      tasks.push(t)
      end = t.ts + t.dur
    }
  return tasks
}

const { stop } = await startPreview({ port, outDir: dist })
const browser = await launchChromium()
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  await page.addInitScript(installPageKit)
  const cdp = await context.newCDPSession(page)
  await page.goto(`http://127.0.0.1:${port}/tools/image-compress`)
  await page.locator('html[data-live]').waitFor({ state: 'attached', timeout: 60_000 })
  await page.evaluate(([t, p]) => window.__scale.make(t, p), [scenario, photos])
  const events = []
  cdp.on('Tracing.dataCollected', (e) => events.push(...e.value))
  const complete = new Promise((r) => cdp.once('Tracing.tracingComplete', r))
  await cdp.send('Tracing.start', { categories: 'toplevel,devtools.timeline', transferMode: 'ReportEvents' })
  const unboost = boost(boostLevels)
  const r = await page.evaluate(([t, ms]) => window.__scale.run(t, ms), [scenario, 1_800_000]).finally(unboost)
  await cdp.send('Tracing.end')
  await complete
  if (out) writeFileSync(out, JSON.stringify(events))
  const tasks = mainTasks(events)
  const sum = (a) => a.reduce((s, x) => s + x, 0)
  const wall = tasks.map((t) => t.dur / 1000)
  const cpu = tasks.map((t) => (t.tdur ?? 0) / 1000)
  const desc = (a) => [...a].sort((x, y) => y - x)
  const span = (tasks.at(-1).ts - tasks[0].ts) / 1e6
  console.log(
    `${scenario}, ${photos} photos: ${r.ok ? 'done' : `failed: ${r.message}`} in ${(r.ms / 1000).toFixed(1)} s`,
  )
  console.log(`  page probe: longest frame gap ${r.gap.toFixed(0)} ms, longest task ${r.task.toFixed(0)} ms`)
  console.log(
    `  main thread: ${tasks.length} tasks over ${span.toFixed(1)} s; busy ${(sum(wall) / 1000).toFixed(1)} s wall, ${(sum(cpu) / 1000).toFixed(1)} s CPU`,
  )
  console.log(
    `  longest tasks, wall: ${desc(wall)
      .slice(0, 8)
      .map((x) => x.toFixed(0))
      .join(', ')} ms`,
  )
  console.log(
    `  longest tasks, CPU:  ${desc(cpu)
      .slice(0, 8)
      .map((x) => x.toFixed(0))
      .join(', ')} ms`,
  )
  const long = tasks.filter((t) => t.dur > 50_000)
  // What the longest tasks were made of: their longest events on the same thread (wall/CPU ms).
  for (const t of [...long].sort((a, b) => b.dur - a.dur).slice(0, 6)) {
    const inner = events
      .filter(
        (e) => e.pid === t.pid && e.tid === t.tid && e.ph === 'X' && e !== t && e.ts >= t.ts && e.ts <= t.ts + t.dur,
      )
      .sort((a, b) => b.dur - a.dur)
      .slice(0, 5)
      .map(
        (e) =>
          `${e.name}${e.args?.data?.functionName ? `(${e.args.data.functionName})` : ''} ${(e.dur / 1000).toFixed(0)}/${((e.tdur ?? 0) / 1000).toFixed(0)}`,
      )
    console.log(`  task ${(t.dur / 1000).toFixed(0)}/${((t.tdur ?? 0) / 1000).toFixed(0)} ms: ${inner.join(', ')}`)
  }
  console.log(
    `  tasks over 50 ms (wall/CPU ms): ${long.map((t) => `${(t.dur / 1000).toFixed(0)}/${((t.tdur ?? 0) / 1000).toFixed(0)}`).join(' ') || 'none'}`,
  )
} finally {
  await browser.close()
  stop()
}
