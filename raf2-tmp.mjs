import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs'
const b = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
const p = await b.newPage()
await p.setContent('<html><body><textarea></textarea><button>x</button></body></html>')
const time = async (label, fn) => { const t = Date.now(); for (let i = 0; i < 10; i++) await fn(); console.log(label, (Date.now() - t) / 10, 'ms each') }
await time('click', () => p.click('button'))
await time('click force', () => p.click('button', { force: true }))
await time('mouse.click xy', () => p.mouse.click(10, 10))
await time('dispatchEvent', () => p.dispatchEvent('button', 'click'))
await time('raf x1', () => p.evaluate(() => new Promise(requestAnimationFrame)))
await time('setTimeout 0', () => p.evaluate(() => new Promise((r) => setTimeout(r, 0))))
await time('setTimeout 16', () => p.evaluate(() => new Promise((r) => setTimeout(r, 16))))
await b.close()
