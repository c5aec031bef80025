// Smart paste benchmark in real Chromium, through the built home page (it builds nothing): a 5 MB paste is
// classified on a sample of its head (and tail), so the time must not grow with the paste.
// Usage: node bench/detect/run.mjs [--dist dist] [--port 4394] [--runs 7]   (needs `npx vite build` first)
// Prints, per payload (5 MB of JSON, CSV, Markdown, a single 5 MB Base64 line, binary junk): the median time of the
// detector itself (the page's `localkit:detect` User Timing measure) and of the whole paste → "Open with…" on screen.
import { existsSync } from 'node:fs'
import { launchChromium, option, startPreview } from '../support.mjs'

const dist = option('--dist', process.env.LK_OUT ?? 'dist')
const port = Number(option('--port', process.env.LK_BENCH_PORT ?? '4394'))
const runs = Number(option('--runs', '7'))
const TARGET_MS = 50
if (!existsSync(`${dist}/index.html`)) {
  console.error(`No build in ${dist}/: run \`npx vite build\` first (or pass --dist <folder>).`)
  process.exit(1)
}

const MB5 = 5 * 1024 * 1024
const fill = (unit, head = '', tail = '') =>
  head + unit.repeat(Math.ceil((MB5 - head.length - tail.length) / unit.length)) + tail
const payloads = {
  'JSON array (5 MB)': fill(
    '{"id":12345,"name":"Ada Lovelace","tags":["math","poetry"],"active":true},\n',
    '[',
    '{"id":0}]',
  ),
  'CSV (5 MB)': fill('42,Ada Lovelace,9.5,2024-03-15\n', 'id,name,score,date\n'),
  'Markdown (5 MB)': fill('## Section\n\nSome **bold** text and a [link](https://example.com).\n\n- item\n- item\n\n'),
  // 'Hello, world!  ' (15 bytes, so no padding inside the line).
  'Base64, one line (5 MB)': fill('SGVsbG8sIHdvcmxkISAg'),
  'binary junk (5 MB)': fill('\u0001\u0002\u0003junk\u0000\u0010'),
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const { stop } = await startPreview({ port, outDir: dist })
const browser = await launchChromium()
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  await page.goto(`http://127.0.0.1:${port}/`)
  await page.getByRole('heading', { name: '100 Essential Developer Tools' }).waitFor()
  console.log(`Chromium ${browser.version()}, ${dist}/, ${runs} runs each (median)\n`)
  console.log(`${'payload'.padEnd(28)} ${'detector'.padStart(10)} ${'paste → panel'.padStart(15)}  first suggestion`)
  let worst = 0
  for (const [name, text] of Object.entries(payloads)) {
    const detectMs = []
    const totalMs = []
    let first = ''
    for (let i = 0; i < runs; i++) {
      const r = await page.evaluate(async (t) => {
        performance.clearMeasures('localkit:detect')
        document.querySelector('[aria-label="Dismiss suggestions"]')?.click()
        await new Promise((res) => requestAnimationFrame(() => setTimeout(res, 0)))
        const dt = new DataTransfer()
        dt.setData('text/plain', t)
        const t0 = performance.now()
        document.body.dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true }))
        for (;;) {
          const panel = document.querySelector('[data-testid=smart-paste]')
          if (panel) break
          await new Promise((res) => requestAnimationFrame(res))
        }
        const total = performance.now() - t0
        const m = performance.getEntriesByName('localkit:detect').at(-1)
        const firstButton = document.querySelector('[data-testid=open-with]')
        return {
          detect: m ? m.duration : Number.NaN,
          total,
          first: firstButton ? firstButton.getAttribute('data-slug') : 'No tool recognises this',
        }
      }, text)
      detectMs.push(r.detect)
      totalMs.push(r.total)
      first = r.first
    }
    const d = median(detectMs)
    worst = Math.max(worst, d)
    console.log(
      `${name.padEnd(28)} ${`${d.toFixed(1)} ms`.padStart(10)} ${`${median(totalMs).toFixed(1)} ms`.padStart(15)}  ${first}`,
    )
  }
  console.log(
    `\nSlowest 5 MB classification: ${worst.toFixed(1)} ms (target < ${TARGET_MS} ms: ${worst < TARGET_MS ? 'met' : 'MISSED'})`,
  )
} finally {
  await browser.close()
  stop()
}
