// Scaling benchmark: the REAL tool pages of a production build in Chromium, each fed a small, a medium and a large
// input, to see how time, smoothness and memory grow with the input (issue 19).
// Usage: node bench/scale/run.mjs [--dist dist-scale] [--port 4396] [--tools json-pretty,csv-preview]
//          [--sizes small|medium|large|all or a list: small,medium] [--timeout 600] [--out bench/results/scale.md]
//          [--note "text for the report"]
//        (needs a build first: LK_OUT=dist-scale npx vite build; `npm run bench -- scale` does both)
//
// How: each tool and size runs in a fresh browser context and page. The input is made IN THE PAGE (JSON and CSV text,
// diff texts, random bytes from crypto.getRandomValues, a STORE zip and PDFs written by hand, 12 MP JPEGs from an
// OffscreenCanvas), so gigabytes never cross the DevTools protocol. Two kinds are made outside, once, in the temp
// folder, and set on a file input by path (a local browser gets the path, not the bytes): the GIFs (ffmpeg testsrc)
// and the 1 GB files (random bytes, a STORE zip; see disk-inputs.mjs for why a page-made 1 GB Blob cannot be used). Then the user's action: a paste into the text box (a ClipboardEvent
// carrying the text) or a drop on the drop zone (a DragEvent whose DataTransfer carries the Files), and, where the
// tool needs it, the button the user presses next (Merge, Every page + Split, Compress), clicked as soon as the
// previous result shows.
// Measured:
// - time to result: from that action to the tool's own result element on screen (what its e2e spec waits for:
//   "Valid JSON", "N of N rows", the added-lines counter, every digest, "(1 of 1 files)", the ZIP's file count, the
//   "merged"/"split"/"processed"/"compression complete" toast), watched with a MutationObserver;
// - longest frame gap: the longest wait between requestAnimationFrame callbacks meanwhile, and the longest task
//   (PerformanceObserver 'longtask'); on a loaded machine the gap also counts time the renderer was not scheduled;
// - memory, sampled from Node every 100 ms (see memory.mjs): the page's peak JS heap and the peak sum of its
//   dedicated workers' heaps (Runtime.getHeapUsage: V8 heap in use + ArrayBuffer backing stores, so bytes read into
//   ArrayBuffers count), and the peak rise of the RSS of all Chromium processes over the figure just before the action.
//   Not measurable apart: Blob storage (held by the browser process; only in the RSS rise), decoded images, canvases
//   and GPU memory (only in the RSS rise), a worker that lives less than a sample (100 ms), and a heap peak inside one
//   main-thread task (the page answers the protocol between tasks). The heap baseline is taken after the input was
//   made and garbage was collected; for pasted text it includes the text itself, as a user's paste would.
//   heap/input = (page heap peak + worker heap peak) / input size.
// A size the tool refuses or fails on, or one that times out, is a row with the tool's message.
// Figures are printed as a table and written (with date, machine and Chromium version) to bench/results/scale.md.
// Benchmarks are not tests: this never fails CI (it exits 0 whatever the rows say).
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import { dirname, join } from 'node:path'
import { launchChromium, option, startPreview } from '../support.mjs'
import { randomFile, storeZipFile } from './disk-inputs.mjs'
import { attachWorkers, startSampling } from './memory.mjs'
import { installPageKit } from './page-kit.mjs'
import { linkFragment, WEB_1920 } from './presets.mjs'

const MB = 2 ** 20

const GB = 2 ** 30
const dist = option('--dist', process.env.LK_OUT ?? 'dist-scale')
const port = Number(option('--port', process.env.LK_BENCH_PORT ?? '4396'))
const timeoutMs = Number(option('--timeout', '600')) * 1000
const outFile = option('--out', 'bench/results/scale.md')
const note = option('--note', '')
const origin = `http://127.0.0.1:${port}`

/** Each tool's sizes, smallest first: label, the parameter its in-page maker takes, and how the page is made ready. */
const TOOLS = [
  {
    slug: 'json-pretty',
    ready: 'JSON input',
    sizes: [
      ['1 MB', 1 * MB],
      ['10 MB', 10 * MB],
      ['50 MB', 50 * MB],
    ],
  },
  {
    slug: 'csv-preview',
    sizes: [
      ['10k rows', 10_000],
      ['100k rows', 100_000],
      ['1M rows', 1_000_000],
    ],
  },
  {
    slug: 'diff-viewer',
    ready: 'Original',
    sizes: [
      ['5k lines', 5_000],
      ['50k lines', 50_000],
      ['200k lines', 200_000],
    ],
  },
  ...['md5-hash', 'sha256-hash'].map((slug) => ({
    slug,
    fileTab: true,
    sizes: [
      ['100 MB', 100 * MB],
      ['1 GB', { disk: 'random', bytes: GB }],
    ],
  })),
  {
    slug: 'file-hash',
    sizes: [
      ['100 MB', 100 * MB],
      ['1 GB', { disk: 'random', bytes: GB }],
    ],
  },
  {
    slug: 'zip-extract',
    sizes: [
      ['100 entries', { entries: 100 }],
      ['10,000 entries', { entries: 10_000 }],
      ['1 GB stored', { disk: 'zip', bytes: GB }],
    ],
  },
  ...['merge-pdf', 'split-pdf'].map((slug) => ({
    slug,
    sizes: [
      ['10 pages', 10],
      ['100 pages', 100],
      ['1,000 pages', 1000],
    ],
  })),
  {
    slug: 'gif-split',
    gif: true,
    sizes: [
      ['100 frames 640×360', 100],
      ['300 frames 640×360', 300],
      ['1,000 frames 640×360', 1000],
    ],
  },
  {
    slug: 'image-compress',
    sizes: [
      ['100 × 12 MP', 100],
      ['500 × 12 MP', 500],
    ],
  },
  // The one-pass preset "Web 1920 WebP" (resize to 1920 px, WebP 80, metadata stripped), set by the tool's link as a
  // shared preset would be: results kept in the page and downloaded as one ZIP, or saved into a folder as they come.
  {
    slug: 'web-1920-zip',
    page: 'image-compress',
    scenario: 'image-compress-zip',
    link: WEB_1920,
    sizes: [
      ['100 × 12 MP', 100],
      ['500 × 12 MP', 500],
    ],
  },
  {
    slug: 'web-1920-folder',
    page: 'image-compress',
    scenario: 'image-compress-folder',
    link: WEB_1920,
    privateFolder: true,
    sizes: [
      ['100 × 12 MP', 100],
      ['500 × 12 MP', 500],
    ],
  },
  // Its steps alone, for "one pass at most 1.2× its slowest step": WebP 80 at full size, and the resize alone.
  {
    slug: 'webp-only',
    page: 'image-compress',
    scenario: 'image-compress',
    link: { format: 'webp', quality: 80 },
    sizes: [['100 × 12 MP', 100]],
  },
  {
    slug: 'image-resize',
    scenario: 'image-resize',
    link: { width: '1920', height: '1920', keepAspect: true, mode: 'both' },
    sizes: [['100 × 12 MP', 100]],
  },
]

const SIZE_NAMES = ['small', 'medium', 'large']
const sizeArg = option('--sizes', 'all')
const wantedSizes = sizeArg === 'all' ? [0, 1, 2] : sizeArg.split(',').map((s) => SIZE_NAMES.indexOf(s.trim()))
if (wantedSizes.some((i) => i < 0)) {
  console.error(`--sizes takes small, medium, large or all (or a list), not ${sizeArg}`)
  process.exit(1)
}
const toolArg = option('--tools', '')
const wantedTools = toolArg ? toolArg.split(',').map((t) => t.trim()) : TOOLS.map((t) => t.slug)
const unknown = wantedTools.filter((t) => !TOOLS.some((x) => x.slug === t))
if (unknown.length) {
  console.error(`Unknown tool(s): ${unknown.join(', ')}. Known: ${TOOLS.map((t) => t.slug).join(', ')}`)
  process.exit(1)
}
if (!existsSync(`${dist}/index.html`)) {
  console.error(`No build in ${dist}/: run \`LK_OUT=${dist} npx vite build\` first (or pass --dist <folder>).`)
  process.exit(1)
}

const plan = TOOLS.filter((t) => wantedTools.includes(t.slug)).flatMap((tool) =>
  wantedSizes
    .filter((i) => i < tool.sizes.length)
    .map((i) => ({ tool, label: tool.sizes[i][0], param: tool.sizes[i][1] })),
)

/** The GIF for a frame count, made once with ffmpeg (testsrc, 640×360) into the temp folder. */
function gifPath(frames) {
  const dir = join(os.tmpdir(), 'localkit-scale')
  const path = join(dir, `testsrc-640x360-${frames}.gif`)
  if (existsSync(path) && statSync(path).size > 0) return path
  mkdirSync(dir, { recursive: true })
  console.log(`  making a ${frames}-frame 640×360 GIF with ffmpeg…`)
  const r = spawnSync(
    'ffmpeg',
    [
      ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=640x360:rate=30'],
      ...['-frames:v', String(frames), '-pix_fmt', 'rgb8', path],
    ],
    { stdio: 'inherit' },
  )
  if (r.status !== 0) throw new Error('ffmpeg could not make the GIF')
  return path
}

async function runOne({ tool, label, param }) {
  const row = { tool: tool.slug, size: label, input: null, ok: false }
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true })
  try {
    const page = await context.newPage()
    await page.addInitScript(installPageKit)
    // Headless Chromium has no folder picker to drive: "Save to a folder…" gets the origin-private file system's
    // root (navigator.storage.getDirectory(), a real FileSystemDirectoryHandle on disk) in its place.
    if (tool.privateFolder)
      await page.addInitScript(() => {
        window.showDirectoryPicker = async () => navigator.storage.getDirectory()
      })
    const cdp = await context.newCDPSession(page)
    const workers = await attachWorkers(cdp)
    const slug = tool.page ?? tool.slug
    await page.goto(`${origin}/tools/${slug}${tool.link ? linkFragment(slug, tool.link) : ''}`)
    // The page is prerendered: its fields show before the app runs. Measure the tool, not the page's start: act once
    // the app has hydrated it (<html data-live>), as the e2e tests do.
    await page.locator('html[data-live]').waitFor({ state: 'attached', timeout: 60_000 })
    if (tool.fileTab) await page.getByRole('button', { name: 'File', exact: true }).click()
    if (tool.ready) await page.getByLabel(tool.ready, { exact: true }).waitFor({ timeout: 60_000 })
    else
      await page
        .getByTestId(tool.gif ? 'file-input' : 'file-drop')
        .first()
        .waitFor({ state: 'attached' })
    const gif = tool.gif ? gifPath(param) : null
    if (param?.disk) {
      // A gigabyte: a file on disk (see disk-inputs.mjs), set on an input of our own, then dropped like the others.
      const made = param.disk === 'zip' ? storeZipFile(param.bytes) : { path: randomFile(param.bytes) }
      await page.evaluate(() => window.__scale.diskInput())
      await page.locator('#__scale-input').setInputFiles(made.path)
      row.input = await page.evaluate((extra) => window.__scale.adopt(extra), { entries: made.entries })
    } else if (gif) {
      row.input = statSync(gif).size
      await page.evaluate(([t, p]) => window.__scale.make(t, p), [tool.slug, param])
    } else row.input = await page.evaluate(([t, p]) => window.__scale.make(t, p), [tool.scenario ?? tool.slug, param])
    await cdp.send('HeapProfiler.collectGarbage')
    await page.waitForTimeout(500)
    const sampling = await startSampling({ cdp, browserCdp, workers })
    let r
    try {
      const running = page.evaluate(([t, ms]) => window.__scale.run(t, ms), [tool.scenario ?? tool.slug, timeoutMs])
      if (gif) await page.getByTestId('file-input').first().setInputFiles(gif)
      r = await running
    } finally {
      Object.assign(row, await sampling.stop())
    }
    Object.assign(row, r)
  } catch (error) {
    row.message = String(error?.message ?? error).split('\n')[0]
  } finally {
    await context.close().catch(() => {})
  }
  return row
}

// ---------- Output ----------

const COLUMNS = [
  ['tool', 14, (r) => r.tool],
  ['size', 22, (r) => r.size],
  ['input', 10, (r) => (r.input == null ? '–' : fmtBytes(r.input))],
  ['result ms', 10, (r) => (r.ms == null ? '–' : r.ms.toFixed(0))],
  ['gap ms', 8, (r) => (r.gap == null ? '–' : r.gap.toFixed(0))],
  ['task ms', 8, (r) => (r.task == null ? '–' : r.task.toFixed(0))],
  ['page heap MB', 13, (r) => (r.pageHeapMB == null ? '–' : r.pageHeapMB.toFixed(1))],
  ['worker heap MB', 15, (r) => (r.workerHeapMB == null ? '–' : r.workerHeapMB.toFixed(1))],
  ['RSS rise MB', 12, (r) => (r.rssRiseMB == null ? '–' : r.rssRiseMB.toFixed(0))],
  ['RSS peak MB', 12, (r) => (r.rssPeakMB == null ? '–' : r.rssPeakMB.toFixed(0))],
  ['heap/input', 11, (r) => factor(r)],
  ['note', 0, (r) => rowNote(r)],
]

function fmtBytes(n) {
  if (n >= GB) return `${(n / GB).toFixed(2)} GB`
  if (n >= MB) return `${(n / MB).toFixed(1)} MB`
  return `${(n / 1024).toFixed(0)} KB`
}

function factor(r) {
  if (!r.input || r.pageHeapMB == null) return '–'
  return `×${(((r.pageHeapMB + r.workerHeapMB) * MB) / r.input).toFixed(2)}`
}

function rowNote(r) {
  const parts = []
  if (!r.ok) parts.push(`FAILED: ${r.message ?? 'no result'}`)
  if (r.phases?.length > 1) parts.push(r.phases.map((p) => `${p.name} ${p.ms.toFixed(0)} ms`).join(', '))
  const photos = Number(/^(\d+) ×/.exec(r.size ?? '')?.[1])
  if (r.ok && photos && r.ms) parts.push(`${(r.ms / photos).toFixed(0)} ms a photo`)
  if (r.pageHeapBeforeMB != null) parts.push(`page heap before ${r.pageHeapBeforeMB.toFixed(1)} MB`)
  if (r.workers) parts.push(`${r.workers} worker${r.workers === 1 ? '' : 's'}`)
  if (r.rssPeakByTypeMB && r.rssPeakMB != null)
    parts.push(
      `RSS at peak: ${Object.entries(r.rssPeakByTypeMB)
        .map(([t, mb]) => `${t} ${mb}`)
        .join(', ')} MB`,
    )
  return parts.join('; ')
}

function printHeader() {
  console.log(COLUMNS.map(([name, w]) => name.padEnd(w)).join(' '))
}

function printRow(r) {
  console.log(COLUMNS.map(([, w, get]) => String(get(r)).padEnd(w)).join(' '))
}

/**
 * The earlier report's rows for tools and sizes not run this time, as cells (a run of some tools keeps the others'
 * figures); a column added since is '–' in them.
 */
function earlierRows() {
  if (!existsSync(outFile)) return []
  const lines = readFileSync(outFile, 'utf8').split('\n')
  const head = lines.findIndex((l) => l.startsWith('| tool '))
  if (head < 0) return []
  const split = (l) =>
    l
      .slice(2, -2)
      .split(/ \| /)
      .map((c) => c.trim())
  const names = split(lines[head])
  const out = []
  for (const line of lines.slice(head + 2)) {
    if (!line.startsWith('| ')) break
    const cells = split(line)
    const byName = Object.fromEntries(names.map((n, i) => [n, cells[i]]))
    if (rows.some((r) => r.tool === byName.tool && r.size === byName.size)) continue
    out.push(COLUMNS.map(([name]) => byName[name] ?? '–'))
  }
  return out
}

/** The rows as a Markdown table, padded the way the formatter (biome) lays tables out. */
function markdownTable() {
  const cells = [
    COLUMNS.map(([name]) => name),
    ...earlierRows(),
    ...rows.map((r) => COLUMNS.map(([, , get]) => String(get(r)).replaceAll('|', '\\|'))),
  ]
  const widths = COLUMNS.map((_, i) => Math.max(3, ...cells.map((c) => c[i].length)))
  const line = (c) => `| ${c.map((x, i) => x.padEnd(widths[i])).join(' | ')} |`
  return [line(cells[0]), line(widths.map((w) => '-'.repeat(w))), ...cells.slice(1).map(line)]
}

function writeReport() {
  const cpus = os.cpus()
  const lines = [
    '# Scaling benchmark',
    '',
    'Made by `node bench/scale/run.mjs` (`npm run bench -- scale`); see the header of bench/scale/run.mjs for what is measured and how.',
    '',
    `- Date: ${started.toISOString()}`,
    `- Machine: ${cpus.length} cores (${cpus[0]?.model ?? 'unknown CPU'}), ${(os.totalmem() / GB).toFixed(1)} GB memory, ${os.type()} ${os.release()}; load average at start ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')}`,
    `- Chromium: ${browser.version()}; build: ${dist}/`,
    `- Run: sizes ${sizeArg}, tools ${toolArg || 'all'}, timeout ${timeoutMs / 1000} s per size`,
    ...(note ? ['', `> ${note}`] : []),
    '',
    ...markdownTable(),
    '',
    'Columns: input = bytes handed to the tool; result ms = user action → result on screen; gap ms = longest wait',
    'between animation frames meanwhile; task ms = longest main-thread task; page heap / worker heap = peak V8 heap +',
    'ArrayBuffer stores of the page and (summed) of its workers; RSS rise = peak rise of all Chromium processes’ RSS',
    '(includes Blob storage, decoded images, canvases); RSS peak = the highest sum of all Chromium processes’ RSS',
    '(browser, renderers, GPU, utilities: the machine memory the browser held at its peak); heap/input = (page + worker',
    'heap peak) / input. Image rows: web-1920-zip and web-1920-folder are image-compress with the preset “Web 1920',
    'WebP” (set by its link); -zip ends with Download All (the stored ZIP), -folder saves each result into a folder',
    'as it is made (headless Chromium cannot drive the folder picker: showDirectoryPicker returns the origin-private',
    'file system’s root, a real folder on disk); webp-only (WebP 80 at full size) and image-resize (to 1920 px inside a box, JPEG) are its two steps alone.',
    '',
  ]
  mkdirSync(dirname(outFile), { recursive: true })
  writeFileSync(outFile, lines.join('\n'))
  console.log(`\nWritten to ${outFile}`)
}

// ---------- Run ----------

const { stop: stopServer } = await startPreview({ port, outDir: dist })
const browser = await launchChromium(['--enable-precise-memory-info'])
const browserCdp = await browser.newBrowserCDPSession()
const rows = []
const started = new Date()
console.log(
  `Chromium ${browser.version()}, ${dist}/ on ${origin}; ${os.cpus().length} cores, ${(os.totalmem() / GB).toFixed(1)} GB; load ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}\n`,
)
printHeader()

try {
  for (const item of plan) {
    const row = await runOne(item)
    rows.push(row)
    printRow(row)
  }
} finally {
  await browser.close().catch(() => {})
  stopServer()
}
writeReport()
