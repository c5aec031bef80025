// Before/after of an image batch, back to back in one run: two or more builds (or one build under a different core
// count) run the same scale scenario (page-kit.mjs) in turn, A B A B …, so both see the same machine load. Each run is
// a fresh browser context; the figures per run are the scale bench's (time to result, longest frame gap, longest
// task) plus how many frame gaps passed 50 and 100 ms, and the machine's CPU pressure meanwhile (the share of time
// some runnable thread waited for a core, /proc/pressure/cpu "some") and load average: the noise to read them with.
// Usage: node bench/scale/ab-batch.mjs --variants before=dist-base,after=dist-batch-gap [--photos 100]
//          [--scenario image-compress|image-compress-zip|image-compress-folder] [--preset web-1920] [--rounds 2]
//          [--port 4396] [--boost N]
//        A variant `name=dist@cores=N` runs that build with navigator.hardwareConcurrency reported as N (the page's
//        pool sizes read it), to try a pool size without a build; `@boost=N` boosts that variant alone (and both:
//        `dist@cores=1@boost=10`).
//        --boost N raises this script's session (preview, browser) N nice levels (see boost.mjs): on a machine
//        shared with other work, the page then competes mostly with its own workers, as on a machine of its own.
//        (needs the builds first: LK_OUT=dist-x npx vite build --outDir dist-x)
import { existsSync, readFileSync } from 'node:fs'
import os from 'node:os'
import { launchChromium, option, startPreview } from '../support.mjs'
import { boost } from './boost.mjs'
import { installPageKit } from './page-kit.mjs'
import { linkFragment, WEB_1920 } from './presets.mjs'

const photos = Number(option('--photos', '100'))
const scenario = option('--scenario', 'image-compress')
const preset = option('--preset', '')
const rounds = Number(option('--rounds', '2'))
const basePort = Number(option('--port', process.env.LK_BENCH_PORT ?? '4396'))
const boostLevels = Number(option('--boost', '0'))
const variants = option('--variants', '')
  .split(',')
  .filter(Boolean)
  .map((v, i) => {
    const [name, ...rest] = v.split('=')
    const [dist, ...flags] = rest.join('=').split('@')
    const flag = (key) => Number(flags.find((f) => f.startsWith(`${key}=`))?.slice(key.length + 1) ?? 0)
    const cores = flag('cores') || null
    const boosted = flag('boost') || boostLevels
    return { name, dist, cores, boosted, port: basePort + i }
  })
if (variants.length < 1 || variants.some((v) => !existsSync(`${v.dist}/index.html`))) {
  console.error('--variants name=dist[@cores=N],… with a build in each dist (see the header)')
  process.exit(1)
}

/** The presets a run can set by the tool's link. */
const PRESETS = { 'web-1920': WEB_1920 }

/** /proc/pressure/cpu "some" total (µs a runnable thread waited for a core). */
const pressure = () => Number(/some .*total=(\d+)/.exec(readFileSync('/proc/pressure/cpu', 'utf8'))?.[1] ?? 0)

const servers = []
for (const v of variants) servers.push(await startPreview({ port: v.port, outDir: v.dist }))
const browser = await launchChromium()

async function runOnce(v) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true })
  try {
    const page = await context.newPage()
    await page.addInitScript(installPageKit)
    if (v.cores)
      await page.addInitScript(
        (n) => Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => n }),
        v.cores,
      )
    if (scenario === 'image-compress-folder')
      await page.addInitScript(() => {
        window.showDirectoryPicker = async () => navigator.storage.getDirectory()
      })
    const link = preset ? linkFragment('image-compress', PRESETS[preset]) : ''
    await page.goto(`http://127.0.0.1:${v.port}/tools/image-compress${link}`)
    await page.locator('html[data-live]').waitFor({ state: 'attached', timeout: 60_000 })
    await page.evaluate(([t, n]) => window.__scale.make(t, n), [scenario, photos])
    await page.waitForTimeout(500)
    const p0 = pressure()
    const t0 = Date.now()
    const load = os.loadavg()[0]
    const unboost = boost(v.boosted)
    const r = await page.evaluate(([t, ms]) => window.__scale.run(t, ms), [scenario, 1_800_000]).finally(unboost)
    const cpuWait = (pressure() - p0) / 1000 / (Date.now() - t0)
    return { ...r, cpuWait, load }
  } finally {
    await context.close().catch(() => {})
  }
}

const results = []
try {
  console.log(
    `${scenario}${preset ? ` (${preset})` : ''}, ${photos} photos, ${rounds} round(s) of ${variants.map((v) => `${v.name}${v.boosted ? ` (boost ${v.boosted})` : ''}`).join(' / ')}`,
  )
  console.log('variant      round  ok  result s  gap ms  task ms  gaps>50  gaps>100  cpu wait  load1')
  for (let round = 1; round <= rounds; round++)
    for (const v of round % 2 ? variants : [...variants].reverse()) {
      const r = await runOnce(v)
      results.push({ variant: v.name, round, ...r })
      console.log(
        [
          v.name.padEnd(12),
          String(round).padEnd(6),
          (r.ok ? 'yes' : 'NO').padEnd(3),
          (r.ms / 1000).toFixed(1).padStart(8),
          r.gap.toFixed(0).padStart(7),
          r.task.toFixed(0).padStart(8),
          String(r.gaps50).padStart(8),
          String(r.gaps100).padStart(9),
          `${(r.cpuWait * 100).toFixed(0)} %`.padStart(9),
          r.load.toFixed(1).padStart(6),
          r.ok ? '' : r.message,
        ].join(' '),
      )
    }
} finally {
  await browser.close()
  for (const s of servers) s.stop()
}
