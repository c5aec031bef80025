import { chromium } from '@playwright/test'
const port = process.argv[2]
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] })
for (const p of process.argv.slice(3)) {
  const ctx = await b.newContext({ viewport: { width: 412, height: 823 } }); const page = await ctx.newPage()
  const cdp = await ctx.newCDPSession(page); await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await page.addInitScript(() => { window.__loaf = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__loaf.push(e) }).observe({ type: 'long-animation-frame', buffered: true }) })
  await page.goto(`http://127.0.0.1:${port}${p}`, { waitUntil: 'load' })
  await page.waitForTimeout(4000)
  const r = await page.evaluate(() => window.__loaf.filter((e) => e.duration > 50).map((e) => `${Math.round(e.startTime)}+${Math.round(e.duration)} block=${Math.round(e.blockingDuration)} ` + e.scripts.map((s) => `[${s.invokerType} ${s.invoker?.slice(0,40)} ${s.sourceURL.split('/').pop()}:${s.sourceFunctionName} ${Math.round(s.duration)}ms]`).join(' ')))
  console.log(p); for (const x of r) console.log('  ', x)
  await ctx.close()
}
await b.close()
