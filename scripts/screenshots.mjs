// Screenshots of pages in light and dark at 375 px and 1280 px, for looking at what we built.
// Usage: node scripts/screenshots.mjs [--port 4173] [--out screenshots] /path1 /path2 …  (needs a running preview)
import { mkdirSync } from 'node:fs'
import { launchChromium } from '../bench/support.mjs'

const args = process.argv.slice(2)
const opt = (name, fallback) => {
  const i = args.indexOf(name)
  if (i === -1) return fallback
  const [, value] = args.splice(i, 2)
  return value
}
const port = opt('--port', process.env.LK_PORT ?? '4173')
const out = opt('--out', 'screenshots')
const widths = opt('--widths', '375,1280').split(',').map(Number)
const themes = opt('--themes', 'light,dark').split(',')
const full = opt('--full', 'true') === 'true'
const paths = args.length ? args : ['/']
mkdirSync(out, { recursive: true })

const browser = await launchChromium()
for (const theme of themes) {
  for (const width of widths) {
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      colorScheme: theme === 'dark' ? 'dark' : 'light',
    })
    await context.addInitScript((t) => localStorage.setItem('vite-ui-theme', t), theme)
    const page = await context.newPage()
    for (const path of paths) {
      await page.goto(`http://127.0.0.1:${port}${path}`)
      await page.waitForLoadState('networkidle')
      await page.waitForTimeout(400)
      const name = `${path
        .replace(/^\/$/, 'home')
        .replace(/[^a-z0-9-]+/gi, '_')
        .replace(/^_/, '')}-${width}-${theme}.png`
      await page.screenshot({ path: `${out}/${name}`, fullPage: full })
      console.log(`${out}/${name}`)
    }
    await context.close()
  }
}
await browser.close()
