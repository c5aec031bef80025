import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs'
const variants = { base: [], inproc: ['--in-process-gpu'], nothreadcomp: ['--disable-threaded-compositing'], both: ['--in-process-gpu', '--disable-threaded-compositing'], swcomp: ['--disable-gpu-compositing'] }
for (const [name, extra] of Object.entries(variants)) {
  const b = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs, ...extra] })
  const page = await b.newPage()
  await page.goto('http://127.0.0.1:4174/tools/base-n')
  await page.waitForTimeout(1000)
  const r = await page.evaluate(async () => {
    const ts = []
    for (let i = 0; i < 40; i++) ts.push(await new Promise((r) => requestAnimationFrame(r)))
    const d = ts.slice(1).map((t, i) => t - ts[i]).sort((a, b) => a - b)
    return { med: d[d.length >> 1], p90: d[Math.floor(d.length * 0.9)], max: d.at(-1) }
  })
  let t = Date.now()
  for (let i = 0; i < 10; i++) await page.getByRole('button', { name: 'Hex', exact: true }).click()
  const click = (Date.now() - t) / 10
  t = Date.now()
  for (let i = 0; i < 10; i++) await page.getByLabel('Number to convert').fill(String(i))
  const fill = (Date.now() - t) / 10
  console.log(name, JSON.stringify(r), 'click', click, 'fill', fill)
  await b.close()
}
