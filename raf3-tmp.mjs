import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs'
const b = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs, ...process.argv.slice(2)] })
const p = await b.newPage()
await p.setContent('<html><body><textarea></textarea><button>x</button></body></html>')
console.log(await p.evaluate(() => [document.visibilityState, document.hasFocus()]))
console.log('timeouts', await p.evaluate(async () => { const a = []; for (let i = 0; i < 10; i++) { const s = performance.now(); await new Promise((r) => setTimeout(r, 16)); a.push(Math.round(performance.now() - s)) } return a.join(' ') }))
console.log('raf', await p.evaluate(async () => { const a = []; for (let i = 0; i < 10; i++) { const s = performance.now(); await new Promise(requestAnimationFrame); a.push(Math.round(performance.now() - s)) } return a.join(' ') }))
await b.close()
