// GIF split benchmark in Chromium: the tool (worker, ImageDecoder/gifuct, streamed PNG frames) against plain
// gifuct-js decompressFrames + compositing on the main thread, on a 300-frame 640×360 GIF made with ffmpeg.
// Usage: LK_OUT=dist-gifbench npx vite build --config bench/gif/vite.config.ts && LK_OUT=dist-gifbench node bench/gif/run.mjs
// Env: LK_OUT (build folder, default dist), LK_BENCH_PORT (default 4298), CHROMIUM_PATH (default /usr/bin/chromium).
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { chromium } from '@playwright/test'

const outDir = process.env.LK_OUT ?? 'dist'
const port = Number(process.env.LK_BENCH_PORT ?? 4298)
const origin = `http://127.0.0.1:${port}`
const gifPath = resolve('bench/out/gif/testsrc-640x360-300.gif')

if (!existsSync(resolve(outDir, 'bench/gif/bench.html'))) {
  console.error(
    `No bench page in ${outDir}: build with  LK_OUT=${outDir} npx vite build --config bench/gif/vite.config.ts`,
  )
  process.exit(1)
}
if (!existsSync(gifPath)) {
  mkdirSync(resolve('bench/out/gif'), { recursive: true })
  console.log('Making the 300-frame 640×360 GIF with ffmpeg…')
  const r = spawnSync(
    'ffmpeg',
    ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=640x360:rate=30:duration=10', '-pix_fmt', 'rgb8', gifPath],
    { stdio: 'inherit' },
  )
  if (r.status !== 0) process.exit(1)
}
const gif = readFileSync(gifPath)

const server = spawn(
  process.execPath,
  [
    'node_modules/vite/bin/vite.js',
    'preview',
    '--port',
    String(port),
    '--strictPort',
    '--host',
    '127.0.0.1',
    '--outDir',
    outDir,
  ],
  { stdio: ['ignore', 'pipe', 'inherit'] },
)
const stopServer = () => {
  if (server.exitCode === null) server.kill('SIGTERM')
}
process.on('exit', stopServer)

async function waitForServer() {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(origin)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error('vite preview did not start')
}

function rssKB(pid) {
  try {
    const m = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
    return m ? Number(m[1]) : 0
  } catch {
    return 0
  }
}

try {
  await waitForServer()
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--enable-precise-memory-info',
      '--disable-background-networking',
    ],
  })
  const cdp = await browser.newBrowserCDPSession()
  const totalRss = async () => {
    const { processInfo } = await cdp.send('SystemInfo.getProcessInfo')
    return processInfo.reduce((sum, p) => sum + rssKB(p.id), 0)
  }

  async function measure(kind) {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.route('**/bench-input.gif', (route) =>
      route.fulfill({ status: 200, contentType: 'image/gif', body: gif }),
    )
    await page.goto(`${origin}/bench/gif/bench.html`)
    await page.waitForSelector('body[data-ready=true]')
    await page.waitForTimeout(300)
    const before = await totalRss()
    let peak = before
    let sampling = true
    const sampler = (async () => {
      while (sampling) {
        peak = Math.max(peak, await totalRss())
        await new Promise((r) => setTimeout(r, 50))
      }
    })()
    const figures = await page.evaluate(
      (k) =>
        k === 'baseline'
          ? window.gifBench.runBaseline('/bench-input.gif')
          : window.gifBench.runTool('/bench-input.gif', k === 'tool-gifuct' ? 'gifuct' : 'auto'),
      kind,
    )
    sampling = false
    await sampler
    peak = Math.max(peak, await totalRss())
    await context.close()
    return { ...figures, memoryAddedMB: (peak - before) / 1024 }
  }

  /** The real tool page: from the file input's change event to the first frame decoded on screen and the toast. */
  async function measurePage() {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(`${origin}/tools/gif-split`)
    await page.waitForSelector('h1')
    await page.waitForTimeout(500)
    await page.evaluate(() => {
      const b = { t0: 0, first: 0, total: 0, max: 0, last: 0, pending: false, running: false }
      window.__bench = b
      const tick = (t) => {
        if (!b.running) return
        b.max = Math.max(b.max, t - b.last)
        b.last = t
        requestAnimationFrame(tick)
      }
      document.querySelector('[data-testid=file-input]').addEventListener(
        'change',
        () => {
          b.t0 = performance.now()
          b.last = b.t0
          b.running = true
          requestAnimationFrame(tick)
        },
        { capture: true },
      )
      new MutationObserver(() => {
        const img = document.querySelector('[data-testid=gif-frame-image]')
        if (img && !b.pending) {
          b.pending = true
          img.decode().then(() => {
            b.first = performance.now() - b.t0
          })
        }
        const done = [...document.querySelectorAll('[data-testid=toast]')].some((t) =>
          t.textContent.includes('GIF processed'),
        )
        if (done && !b.total) b.total = performance.now() - b.t0
      }).observe(document.body, { childList: true, subtree: true, characterData: true })
    })
    const before = await totalRss()
    let peak = before
    let sampling = true
    const sampler = (async () => {
      while (sampling) {
        peak = Math.max(peak, await totalRss())
        await new Promise((r) => setTimeout(r, 50))
      }
    })()
    await page.setInputFiles('[data-testid=file-input]', { name: 'bench.gif', mimeType: 'image/gif', buffer: gif })
    await page.waitForFunction(() => window.__bench.total > 0 && window.__bench.first > 0, null, { timeout: 180_000 })
    await page.waitForTimeout(200)
    const figures = await page.evaluate(() => {
      const b = window.__bench
      b.running = false
      return {
        firstFrameMs: b.first,
        totalMs: b.total,
        longestGapMs: b.max,
        heapAddedMB: null,
        frames: document.querySelectorAll('[data-testid=gif-thumbnails] button').length,
      }
    })
    sampling = false
    await sampler
    await context.close()
    return { ...figures, memoryAddedMB: (peak - before) / 1024 }
  }

  const page = await measurePage()
  const tool = await measure('tool')
  const gifuct = await measure('tool-gifuct')
  const baseline = await measure('baseline')
  await browser.close()

  const row = (name, f) =>
    `${name.padEnd(11)} ${String(f.frames).padStart(6)} ${f.firstFrameMs.toFixed(0).padStart(12)} ${f.totalMs
      .toFixed(0)
      .padStart(
        9,
      )} ${f.longestGapMs.toFixed(0).padStart(11)} ${f.memoryAddedMB.toFixed(0).padStart(12)} ${(f.heapAddedMB ?? Number.NaN).toFixed(0).padStart(9)}`
  console.log(`\nGIF split, ${gifPath.split('/').pop()} (${(gif.length / 2 ** 20).toFixed(1)} MB)`)
  console.log('run        frames first-frame  total-ms longest-gap mem-added-MB  heap-MB')
  console.log(row('tool page', page))
  console.log(row('tool', tool))
  console.log(row('tool-gifuct', gifuct))
  console.log(row('baseline', baseline))
  console.log('(tool page: the real /tools/gif-split page with React; tool: the same worker client, no UI;')
  console.log(' tool-gifuct: the worker forced onto its gifuct-js + own compositing path)')
  const checks = [
    [
      'total ≤ half of baseline',
      tool.totalMs <= baseline.totalMs / 2,
      `${(tool.totalMs / baseline.totalMs).toFixed(2)}×`,
    ],
    ['first frame shown ≤ 50 ms', tool.firstFrameMs <= 50, `${tool.firstFrameMs.toFixed(0)} ms`],
    ['longest main-thread gap < 35 ms', tool.longestGapMs < 35, `${tool.longestGapMs.toFixed(0)} ms`],
    ['memory added < 350 MB', tool.memoryAddedMB < 350, `${tool.memoryAddedMB.toFixed(0)} MB`],
  ]
  console.log('')
  for (const [name, ok, value] of checks) console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}: ${value}`)
  process.exitCode = checks.every((c) => c[1]) ? 0 : 1
} finally {
  stopServer()
}
