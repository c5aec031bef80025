import { chromium } from '@playwright/test'
const port = process.argv[2]
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] })
for (const p of process.argv.slice(3)) {
  const ctx = await b.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true }); const page = await ctx.newPage()
  await page.addInitScript(() => { window.__ls = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__ls.push({ t: Math.round(e.startTime), v: e.value.toFixed(4), src: e.sources.map((s) => { const n = s.node; const d = n?.nodeType === 1 ? n.tagName + '.' + (n.getAttribute('class') ?? '').slice(0, 60) + ' ' + (n.textContent ?? '').slice(0, 40) : String(n?.nodeName); return `${d} ${JSON.stringify(s.previousRect)}→${JSON.stringify(s.currentRect)}` }) }) }).observe({ type: 'layout-shift', buffered: true }) })
  await page.goto(`http://127.0.0.1:${port}${p}`, { waitUntil: 'load' })
  await page.waitForTimeout(3000)
  const r = await page.evaluate(() => window.__ls)
  console.log(p, 'CLS', r.reduce((a, e) => a + Number(e.v), 0).toFixed(4)); for (const x of r) { console.log('  ', x.t, x.v); for (const s of x.src) console.log('      ', s) }
  await ctx.close()
}
await b.close()
