// Benchmarks regex-tester and diff-viewer in real Chromium, through the built tool pages (it builds nothing).
// Usage: node bench/regex-diff/run.mjs [--dist dist] [--port 4392]   (needs `npx vite build` first)
// Prints: the longest main-thread gap during a runaway regex, the time from the time limit to a usable worker
// again, and the end-to-end time to diff 50k- and 200k-line texts (1% changed) in the worker against jsdiff's
// diffLines on the main thread (the baseline), with the longest gap meanwhile. Large texts arrive as a paste, the
// way a user brings them; the diff figure runs from that paste to the counters on screen.
// With --trace, each measured window is also recorded with Chrome tracing and the CPU time actually spent is printed
// (main thread in all, its longest task, the worker thread): unlike wall-clock figures, these hardly move with the
// load of a shared machine, so they tell a real main-thread stall from a descheduled renderer.
import { existsSync, readFileSync } from 'node:fs'
import { launchChromium, startPreview } from '../support.mjs'

const args = process.argv.slice(2)
const opt = (name, fallback) => {
  const i = args.indexOf(name)
  return i === -1 ? fallback : args[i + 1]
}
const dist = opt('--dist', process.env.LK_OUT ?? 'dist')
const port = Number(opt('--port', process.env.LK_BENCH_PORT ?? '4392'))
const origin = `http://127.0.0.1:${port}`
const traceCpu = args.includes('--trace')
if (!existsSync(`${dist}/index.html`)) {
  console.error(`No build in ${dist}/: run \`npx vite build\` first (or pass --dist <folder>).`)
  process.exit(1)
}

const { stop: stopServer } = await startPreview({ port, outDir: dist })
const browser = await launchChromium()
const results = []
const report = (name, value, unit, target) => {
  const ok =
    target === undefined
      ? ''
      : value <= target
        ? `  (target ≤ ${target} ${unit}: met)`
        : `  (target ≤ ${target} ${unit}: MISSED)`
  results.push({ name, value, unit, target })
  console.log(`${name.padEnd(58)} ${value.toFixed(1).padStart(9)} ${unit}${ok}`)
}

try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  await installProbeHelpers(page)
  console.log(`Chromium ${browser.version()}, ${dist}/ on ${origin}\n`)

  // ---------- RegEx Tester: a runaway pattern ----------
  await page.goto(`${origin}/tools/regex-tester`)
  await page.getByLabel('Regular expression').waitFor()
  const LIMIT = 1000
  for (let round = 0; round < 3; round++) {
    await page.getByLabel('Regular expression').fill('')
    await page.getByLabel('Test string').fill(`${'a'.repeat(30)}b`)
    await page.waitForTimeout(300)
    const tracer = traceCpu && round > 0 ? await startTrace(page) : null
    const r = await page.evaluate(async (limit) => {
      const { probe, setField, waitFor } = window.__bench
      const p = probe()
      const t0 = performance.now()
      setField('Regular expression', '(a+)+$')
      const timeoutAt = await waitFor(() => document.querySelector('[data-testid=regex-timeout]'))
      const gap = p.stop()
      // The very next edit: how long until its result is on screen.
      setField('Regular expression', 'a+')
      const readyAt = await waitFor(
        () => document.querySelector('[data-testid=match-count]')?.textContent === '1 match',
      )
      return { gap, limitAt: t0 + limit, timeoutAt, readyAt }
    }, LIMIT)
    if (round === 0) continue // warm-up
    report(`regex: longest frame gap during runaway (round ${round})`, r.gap, 'ms', 35)
    report(`regex: time limit → timeout shown (round ${round})`, r.timeoutAt - r.limitAt, 'ms')
    report(`regex: timeout shown → next result shown (round ${round})`, r.readyAt - r.timeoutAt, 'ms', 50)
    if (tracer) reportCpu(`regex round ${round}`, await tracer.stop())
  }

  // ---------- Text Diff Viewer: large texts ----------
  for (const lines of [50_000, 200_000]) {
    await page.goto(`${origin}/tools/diff-viewer`)
    await page.getByLabel('Original').waitFor()
    await page.addScriptTag({ url: '/__bench/jsdiff.js' })
    await page.evaluate(async (n) => {
      const { pasteField, makeTexts } = window.__bench
      const [a, b, changed] = makeTexts(n)
      pasteField('Original', a)
      await new Promise((res) => setTimeout(res, 500))
      window.__benchTexts = { a, b, changed }
    }, lines)
    const tracer = traceCpu ? await startTrace(page) : null
    const w = await page.evaluate(async () => {
      const { probe, pasteField, waitFor } = window.__bench
      const { b, changed } = window.__benchTexts
      const p = probe()
      const t0 = performance.now()
      performance.mark('bench-start')
      pasteField('Modified', b)
      const doneAt = await waitFor(
        () => document.querySelector('[data-testid=stat-added]')?.textContent === changed.toLocaleString('en-US'),
      )
      await new Promise((res) => requestAnimationFrame(() => res()))
      performance.mark('bench-end')
      return { ms: doneAt - t0, gap: p.stop() }
    })
    const cpu = tracer ? await tracer.stop() : null
    const r = await page.evaluate(async (worker) => {
      const { probe } = window.__bench
      const { a, b, changed } = window.__benchTexts
      await new Promise((res) => setTimeout(res, 300))
      const q = probe()
      const t1 = performance.now()
      const parts = window.Diff.diffLines(a, b)
      const baseMs = performance.now() - t1
      await new Promise((res) => requestAnimationFrame(() => requestAnimationFrame(res)))
      const added = parts.filter((x) => x.added).reduce((s, x) => s + x.count, 0)
      return { worker, baseline: { ms: baseMs, gap: q.stop(), added }, changed }
    }, w)
    const label = `${lines / 1000}k lines`
    report(
      `diff ${label}: worker, end to end (input → counters shown)`,
      r.worker.ms,
      'ms',
      lines === 50_000 ? 150 : 700,
    )
    report(`diff ${label}: longest frame gap meanwhile`, r.worker.gap, 'ms', 35)
    report(`diff ${label}: jsdiff diffLines on the main thread`, r.baseline.ms, 'ms')
    report(`diff ${label}: longest frame gap meanwhile (jsdiff)`, r.baseline.gap, 'ms')
    console.log(
      `${''.padEnd(58)} speed-up ×${(r.baseline.ms / r.worker.ms).toFixed(1)}; ${r.changed} changed lines, jsdiff found ${r.baseline.added} added`,
    )
    if (cpu) reportCpu(`diff ${label}`, cpu)
  }
} finally {
  await browser.close()
  stopServer()
}

/** Records a Chrome trace of the page until stop(); stop() gives CPU times in ms within the marked window. */
async function startTrace(page) {
  const cdp = await page.context().newCDPSession(page)
  const events = []
  cdp.on('Tracing.dataCollected', (e) => events.push(...e.value))
  const complete = new Promise((resolve) => cdp.on('Tracing.tracingComplete', resolve))
  await cdp.send('Tracing.start', {
    categories: 'toplevel,devtools.timeline,blink.user_timing,v8.execute',
    transferMode: 'ReportEvents',
  })
  await page.evaluate(() => performance.mark('bench-start'))
  return {
    async stop() {
      await page.evaluate(() => performance.mark('bench-end'))
      await cdp.send('Tracing.end')
      await complete
      await cdp.detach()
      const names = {}
      for (const e of events) if (e.name === 'thread_name') names[`${e.pid}:${e.tid}`] = e.args.name
      // The last start mark and the first end mark after it bound the measured window, on the page's main thread.
      const marks = (name) => events.filter((e) => e.name === name).sort((x, y) => x.ts - y.ts)
      const start = marks('bench-start').at(-1)
      const end = marks('bench-end').find((e) => e.ts > start.ts)
      const mainKey = `${start.pid}:${start.tid}`
      const tasks = (key) =>
        events.filter(
          (e) =>
            `${e.pid}:${e.tid}` === key &&
            e.name === 'ThreadControllerImpl::RunTask' &&
            e.ts + e.dur >= start.ts &&
            e.ts <= end.ts,
        )
      const main = tasks(mainKey)
      const out = { windowMs: (end.ts - start.ts) / 1000, mainCpu: 0, longestCpu: 0, longestWall: 0, workerCpu: 0 }
      for (const t of main) {
        out.mainCpu += (t.tdur ?? 0) / 1000
        out.longestCpu = Math.max(out.longestCpu, (t.tdur ?? 0) / 1000)
        out.longestWall = Math.max(out.longestWall, t.dur / 1000)
      }
      for (const [key, name] of Object.entries(names)) {
        if (!key.startsWith(`${start.pid}:`) || !/DedicatedWorker/.test(name)) continue
        for (const t of tasks(key)) out.workerCpu += (t.tdur ?? 0) / 1000
      }
      return out
    },
  }
}

function reportCpu(label, c) {
  console.log(
    `${`  ${label}, CPU in the ${c.windowMs.toFixed(0)} ms window:`.padEnd(58)} main ${c.mainCpu.toFixed(1)} ms, longest main task ${c.longestCpu.toFixed(1)} ms CPU (${c.longestWall.toFixed(1)} ms wall), workers ${c.workerCpu.toFixed(1)} ms`,
  )
}

async function installProbeHelpers(page) {
  // jsdiff's UMD build, served from the site's own origin so the CSP (script-src 'self') allows it.
  const jsdiff = readFileSync('node_modules/diff/dist/diff.min.js', 'utf8')
  await page.route('**/__bench/jsdiff.js', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: jsdiff }),
  )
  await page.addInitScript(() => {
    window.__bench = {
      /** rAF probe: stop() gives the longest gap between frames in ms. */
      probe() {
        const s = { max: 0, last: performance.now(), on: true }
        const tick = (t) => {
          if (!s.on) return
          s.max = Math.max(s.max, t - s.last)
          s.last = t
          requestAnimationFrame(tick)
        }
        requestAnimationFrame(tick)
        return {
          stop: () => {
            s.on = false
            return s.max
          },
        }
      },
      /** Sets a labelled field as a paste would (one input event). */
      setField(label, value) {
        const el = [...document.querySelectorAll('label')].find((l) => l.textContent.trim() === label)
        const field = el && document.getElementById(el.htmlFor)
        if (!field) throw new Error(`No field labelled ${label}`)
        const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype
        Object.getOwnPropertyDescriptor(proto, 'value').set.call(field, value)
        field.dispatchEvent(new Event('input', { bubbles: true }))
      },
      /** Pastes into a labelled field the way the clipboard does (a paste event carrying the text). */
      pasteField(label, value) {
        const el = [...document.querySelectorAll('label')].find((l) => l.textContent.trim() === label)
        const field = el && document.getElementById(el.htmlFor)
        if (!field) throw new Error(`No field labelled ${label}`)
        field.focus()
        const data = new DataTransfer()
        data.setData('text/plain', value)
        const event = new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true })
        // A paste the page does not take over would insert the text itself.
        if (field.dispatchEvent(event)) this.setField(label, value)
      },
      /** Resolves with performance.now() when check() holds (checked on every DOM change and frame). */
      waitFor(check) {
        return new Promise((resolve) => {
          if (check()) return resolve(performance.now())
          const obs = new MutationObserver(() => {
            if (check()) {
              obs.disconnect()
              resolve(performance.now())
            }
          })
          obs.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true })
        })
      },
      /** Two texts of n lines, 1% of them changed. */
      makeTexts(n) {
        const a = []
        const b = []
        let changed = 0
        for (let i = 0; i < n; i++) {
          const line = `export const item${i} = { id: ${i}, label: 'row ${i}', weight: ${(i * 37) % 101} }`
          a.push(line)
          if (i % 100 === 42) {
            b.push(`${line} // edited`)
            changed++
          } else b.push(line)
        }
        return [`${a.join('\n')}\n`, `${b.join('\n')}\n`, changed]
      },
    }
  })
}
