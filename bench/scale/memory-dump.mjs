// Where an image batch's memory is: one scale scenario (page-kit.mjs) run under Chromium's memory-infra tracing, a
// memory dump every few seconds, and, for the dump of the highest total, each process's allocators (malloc,
// partition_alloc, v8, blink_gc, skia, canvas, blob storage, gpu …), which the RSS of run.mjs cannot tell apart.
// Usage: node bench/scale/memory-dump.mjs [--dist dist-scale] [--port 4396] [--photos 40]
//          [--scenario image-compress-folder] [--web1920] [--every 4000]
//        (needs a build first: LK_OUT=dist-scale npx vite build)
import { launchChromium, option, startPreview } from '../support.mjs'
import { installPageKit } from './page-kit.mjs'
import { linkFragment, WEB_1920 } from './presets.mjs'

const dist = option('--dist', process.env.LK_OUT ?? 'dist-scale')
const port = Number(option('--port', process.env.LK_BENCH_PORT ?? '4396'))
const photos = Number(option('--photos', '40'))
const scenario = option('--scenario', 'image-compress-folder')
const every = Number(option('--every', '4000'))
const web1920 = process.argv.includes('--web1920')
const MB = 2 ** 20

/** The top-level allocators of one process's dump, in MB (their "size" attribute; children are not added twice). */
function allocatorsOf(dump) {
  const out = {}
  for (const [name, a] of Object.entries(dump.allocators ?? {})) {
    if (name.includes('/')) continue
    const size = a.attrs?.size?.value
    if (size) out[name] = Number.parseInt(size, 16) / MB
  }
  return out
}

const { stop } = await startPreview({ port, outDir: dist })
const browser = await launchChromium(['--enable-precise-memory-info'])
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  await page.addInitScript(installPageKit)
  if (scenario.endsWith('-folder'))
    await page.addInitScript(() => {
      window.showDirectoryPicker = async () => navigator.storage.getDirectory()
    })
  await page.goto(
    `http://127.0.0.1:${port}/tools/image-compress${web1920 ? linkFragment('image-compress', WEB_1920) : ''}`,
  )
  await page.locator('html[data-live]').waitFor({ state: 'attached', timeout: 60_000 })
  await page.evaluate(([t, p]) => window.__scale.make(t, p), [scenario, photos])
  const bcdp = await browser.newBrowserCDPSession()
  const events = []
  bcdp.on('Tracing.dataCollected', (e) => events.push(...e.value))
  const complete = new Promise((r) => bcdp.once('Tracing.tracingComplete', r))
  await bcdp.send('Tracing.start', {
    traceConfig: {
      includedCategories: ['disabled-by-default-memory-infra', '__metadata'],
      excludedCategories: ['*'],
      memoryDumpConfig: { triggers: [] },
    },
    transferMode: 'ReportEvents',
  })
  let on = true
  const dumps = (async () => {
    while (on) {
      await bcdp.send('Tracing.requestMemoryDump', { deterministic: false, levelOfDetail: 'light' }).catch(() => {})
      await new Promise((r) => setTimeout(r, every))
    }
  })()
  const r = await page.evaluate(([t, ms]) => window.__scale.run(t, ms), [scenario, 1_800_000])
  on = false
  await dumps
  await bcdp.send('Tracing.end')
  await complete
  const names = new Map()
  for (const e of events) if (e.name === 'process_name') names.set(e.pid, e.args?.name)
  // One dump = the 'v' events sharing an id, one per process.
  const byId = new Map()
  for (const e of events) {
    if (e.ph !== 'v' || !e.args?.dumps) continue
    const list = byId.get(e.id) ?? []
    list.push(e)
    byId.set(e.id, list)
  }
  // A process's figure: its private footprint where the dump gives it, else its allocators' sum.
  const footprint = (e) => {
    const t = e.args.dumps.process_totals ?? {}
    const v = t.private_footprint_bytes ?? t.resident_set_bytes
    if (v) return Number.parseInt(v, 16)
    return Object.values(allocatorsOf(e.args.dumps)).reduce((s, mb) => s + mb * MB, 0)
  }
  const total = (list) => list.reduce((s, e) => s + footprint(e), 0)
  const peak = [...byId.values()].sort((a, b) => total(b) - total(a))[0]
  console.log(
    `${scenario}${web1920 ? ' (Web 1920 WebP)' : ''}, ${photos} photos: ${r.ok ? 'done' : `failed: ${r.message}`} in ${(r.ms / 1000).toFixed(1)} s; ${byId.size} dumps`,
  )
  if (!peak) throw new Error('no memory dump in the trace')
  console.log(
    `peak dump: ${(total(peak) / MB).toFixed(0)} MB (process totals: ${Object.keys(peak[0].args.dumps.process_totals ?? {}).join(', ')})`,
  )
  for (const e of peak.sort((a, b) => a.pid - b.pid)) {
    const rss = footprint(e) / MB
    const alloc = Object.entries(allocatorsOf(e.args.dumps))
      .filter(([, mb]) => mb >= 1)
      .sort((a, b) => b[1] - a[1])
      .map(([n, mb]) => `${n} ${mb.toFixed(0)}`)
      .join(', ')
    console.log(`  ${names.get(e.pid) ?? e.pid}: ${rss.toFixed(0)} MB; ${alloc}`)
  }
} finally {
  await browser.close()
  stop()
}
