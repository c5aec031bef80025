// Who held the cores while the page's main thread waited for one, during an image batch: one scale scenario
// (page-kit.mjs) run under the kernel's scheduler trace (tracefs sched_switch and sched_wakeup, every CPU), then each
// stretch in which the page's main thread was runnable but not running is split by what ran on the cores meanwhile:
// the page's own image workers, the rest of this browser (the renderer's other threads — image decoders, the
// compositor — and the GPU, browser and network processes), other programs on the machine, or nothing. On a machine
// shared with other work, this tells whether a long frame gap is the page's own workers or someone else's load.
// Usage: node bench/scale/sched-batch.mjs [--dist dist-scale] [--port 4396] [--photos 40]
//          [--scenario image-compress] [--preset web-1920] [--cores N] [--boost N] [--keep trace.txt]
//        (root, Linux with tracefs; needs a build first: LK_OUT=dist-scale npx vite build)
//        --boost N: see boost.mjs (this script's session N nice levels up, the trace reader with it).
//        --cores N reports navigator.hardwareConcurrency as N to the page (its pool sizes read it).
import { spawn } from 'node:child_process'
import { createReadStream, existsSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { launchChromium, option, startPreview } from '../support.mjs'
import { boost, myProcesses, threadsOf } from './boost.mjs'
import { installPageKit } from './page-kit.mjs'
import { linkFragment, WEB_1920 } from './presets.mjs'

const dist = option('--dist', process.env.LK_OUT ?? 'dist-scale')
const port = Number(option('--port', process.env.LK_BENCH_PORT ?? '4396'))
const photos = Number(option('--photos', '40'))
const scenario = option('--scenario', 'image-compress')
const preset = option('--preset', '')
const cores = Number(option('--cores', '0'))
const keep = option('--keep', '')
const boostLevels = Number(option('--boost', '0'))

const T = '/sys/kernel/tracing'
if (!existsSync(`${T}/trace_pipe`)) {
  console.error(`No tracefs at ${T}: mount it (mount -t tracefs nodev ${T}) as root`)
  process.exit(1)
}
const put = (file, value) => writeFileSync(`${T}/${file}`, String(value))

const link = preset === 'web-1920' ? linkFragment('image-compress', WEB_1920) : ''

const cmdline = (pid) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ')
  } catch {
    return ''
  }
}
const comm = (pid, tid) => {
  try {
    return readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').trim()
  } catch {
    return ''
  }
}

/** tid → category, kept up to date while the batch runs (workers come and go). */
const category = new Map()
let pageRenderer = 0
let tracer = 0
function survey() {
  const pids = myProcesses()
  const renderers = pids.filter((p) => cmdline(p).includes('--type=renderer'))
  if (!pageRenderer)
    pageRenderer = renderers.find((p) => threadsOf(p).some((t) => comm(p, t) === 'DedicatedWorker')) ?? 0
  for (const pid of pids) {
    // A renderer's threads wait until the page's renderer is known (its first image worker), so they are not taken
    // for another process's.
    if (!pageRenderer && renderers.includes(pid)) continue
    for (const tid of threadsOf(pid)) {
      if (category.has(tid)) continue
      if (pid === tracer) category.set(tid, 'tracer')
      else if (pid !== pageRenderer) category.set(tid, 'browser')
      else if (tid === pid) category.set(tid, 'main')
      else if (comm(pid, tid) === 'DedicatedWorker') category.set(tid, 'workers')
      else category.set(tid, 'renderer')
    }
  }
}

const tracePath = keep || join(os.tmpdir(), `sched-batch-${process.pid}.txt`)
const { stop } = await startPreview({ port, outDir: dist })
const browser = await launchChromium()
const unboost = boost(boostLevels)
let reader
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  await page.addInitScript(installPageKit)
  if (cores)
    await page.addInitScript(
      (n) => Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => n }),
      cores,
    )
  if (scenario === 'image-compress-folder')
    await page.addInitScript(() => {
      window.showDirectoryPicker = async () => navigator.storage.getDirectory()
    })
  await page.goto(`http://127.0.0.1:${port}/tools/image-compress${link}`)
  await page.locator('html[data-live]').waitFor({ state: 'attached', timeout: 60_000 })
  await page.evaluate(([t, p]) => window.__scale.make(t, p), [scenario, photos])

  put('tracing_on', 0)
  put('trace', '')
  put('trace_clock', 'mono')
  put('buffer_size_kb', 65536)
  put('events/sched/sched_switch/enable', 1)
  put('events/sched/sched_wakeup/enable', 1)
  put('tracing_on', 1)
  const out = openSync(tracePath, 'w')
  reader = spawn('cat', [`${T}/trace_pipe`], { stdio: ['ignore', out, 'inherit'] })
  tracer = reader.pid
  const surveyor = setInterval(survey, 250)
  const running = page.evaluate(([t, ms]) => window.__scale.run(t, ms), [scenario, 1_800_000])
  const r = await running
  clearInterval(surveyor)
  survey()
  put('tracing_on', 0)
  await new Promise((res) => setTimeout(res, 1000))
  reader.kill()
  put('events/sched/sched_switch/enable', 0)
  put('events/sched/sched_wakeup/enable', 0)
  put('buffer_size_kb', 1408)
  console.log(
    `${scenario}${preset ? ` (${preset})` : ''}, ${photos} photos${cores ? `, ${cores} cores reported` : ''}: ${r.ok ? 'done' : `failed: ${r.message}`} in ${(r.ms / 1000).toFixed(1)} s; longest frame gap ${r.gap.toFixed(0)} ms, task ${r.task.toFixed(0)} ms, gaps over 50 ms ${r.gaps50}`,
  )
  await analyse(tracePath)
} finally {
  unboost()
  reader?.kill()
  try {
    put('tracing_on', 0)
    put('events/sched/sched_switch/enable', 0)
    put('events/sched/sched_wakeup/enable', 0)
  } catch {}
  await browser.close()
  stop()
  if (!keep) rmSync(tracePath, { force: true })
}

async function analyse(path) {
  const kinds = ['workers', 'renderer', 'browser', 'tracer', 'other programs', 'idle']
  const kindOf = (tid) => (tid === 0 ? 'idle' : (category.get(tid) ?? 'other programs'))
  const main = pageRenderer
  const onCpu = new Map() // cpu → { tid, since }
  let waitTotal = 0
  const waits = [] // { ms, by: {kind: ms} }
  let current = null
  const busyAll = Object.fromEntries([...kinds, 'main'].map((k) => [k, 0]))
  let first = null
  let last = null
  const account = (cpu, until) => {
    const c = onCpu.get(cpu)
    if (!c) return
    const k = c.tid === main ? 'main' : kindOf(c.tid)
    const from = c.since
    busyAll[k] += until - from
    if (current && k !== 'main') {
      const a = Math.max(from, current.start)
      if (until > a) current.by[k] = (current.by[k] ?? 0) + (until - a)
    }
  }
  const startWait = (t) => {
    if (current) return
    // Close every CPU's running segment at t so the wait only counts time after it.
    for (const [cpu, c] of onCpu) {
      account(cpu, t)
      c.since = t
    }
    current = { start: t, by: {} }
  }
  const endWait = (t) => {
    if (!current) return
    for (const [cpu, c] of onCpu) {
      account(cpu, t)
      c.since = t
    }
    const ms = (t - current.start) / 1000
    waitTotal += ms
    waits.push({ ms, by: current.by })
    current = null
  }
  const lines = createInterface({ input: createReadStream(path), crlfDelay: Number.POSITIVE_INFINITY })
  const re = /\[(\d+)\]\s+\S+\s+(\d+\.\d+): (sched_switch|sched_wakeup): (.*)$/
  for await (const line of lines) {
    const m = re.exec(line)
    if (!m) continue
    const cpu = Number(m[1])
    const t = Math.round(Number(m[2]) * 1e6)
    first ??= t
    last = t
    const rest = m[4]
    if (m[3] === 'sched_wakeup') {
      const pid = Number(/ pid=(\d+)/.exec(rest)?.[1])
      if (pid === main && ![...onCpu.values()].some((c) => c.tid === main)) startWait(t)
      continue
    }
    const prev = Number(/prev_pid=(\d+)/.exec(rest)?.[1])
    const prevState = /prev_state=(\S+)/.exec(rest)?.[1]
    const next = Number(/next_pid=(\d+)/.exec(rest)?.[1])
    account(cpu, t)
    onCpu.set(cpu, { tid: next, since: t })
    if (prev === main && (prevState === 'R' || prevState === 'R+')) startWait(t)
    if (next === main) endWait(t)
  }
  const span = (last - first) / 1e6
  const ms = (us) => (us / 1000).toFixed(0)
  console.log(`  trace ${span.toFixed(1)} s, ${os.cpus().length} cores; page renderer pid ${main}`)
  console.log(
    `  core time over the run (s): ${[...kinds, 'main']
      .map((k) => `${k === 'main' ? 'page main thread' : k} ${(busyAll[k] / 1e6).toFixed(1)}`)
      .join(', ')}`,
  )
  const long = waits.filter((w) => w.ms > 16)
  const sumBy = (list) => {
    const by = Object.fromEntries(kinds.map((k) => [k, 0]))
    for (const w of list) for (const k of kinds) by[k] += w.by[k] ?? 0
    return by
  }
  const fmtBy = (by) => {
    const total = kinds.reduce((s, k) => s + by[k], 0) || 1
    return kinds.map((k) => `${k} ${((100 * by[k]) / total).toFixed(0)} %`).join(', ')
  }
  console.log(
    `  main thread waited for a core ${(waitTotal / 1000).toFixed(1)} s in ${waits.length} waits; ${long.length} waits over 16 ms (${(long.reduce((s, w) => s + w.ms, 0) / 1000).toFixed(1)} s), longest ${Math.max(0, ...waits.map((w) => w.ms)).toFixed(0)} ms`,
  )
  console.log(`  cores during all waits: ${fmtBy(sumBy(waits))}`)
  console.log(`  cores during waits over 16 ms: ${fmtBy(sumBy(long))}`)
  for (const w of [...waits].sort((a, b) => b.ms - a.ms).slice(0, 6))
    console.log(`    ${w.ms.toFixed(0)} ms wait: ${kinds.map((k) => `${k} ${ms(w.by[k] ?? 0)}`).join(', ')} (core ms)`)
}
