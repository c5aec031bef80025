// Screenshots of the PDF tools with files loaded (light/dark, 375/1280), for looking at the layout.
// Usage: node bench/pdf/screens.mjs --port 4324 --out screenshots/pdf merge-pdf split-pdf …  (needs a running preview)
import { mkdirSync, readFileSync } from 'node:fs'
import { PDFDocument } from 'pdf-lib'
import { launchChromium } from '../support.mjs'

const args = process.argv.slice(2)
const opt = (name, fallback) => {
  const i = args.indexOf(name)
  if (i === -1) return fallback
  const [, value] = args.splice(i, 2)
  return value
}
const port = opt('--port', '4324')
const out = opt('--out', 'screenshots/pdf')
mkdirSync(out, { recursive: true })

async function pdf(name, pages) {
  const doc = await PDFDocument.create()
  for (let i = 0; i < pages; i++) doc.addPage([595, 842])
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(await doc.save()) }
}

const setups = {
  'merge-pdf': async (page) => {
    await page
      .getByTestId('file-input')
      .setInputFiles([
        await pdf('annual-report-2025-final-version-with-appendix.pdf', 12),
        await pdf('cover.pdf', 1),
        await pdf('invoice.pdf', 2),
      ])
    await page
      .getByText('Reading')
      .first()
      .waitFor({ state: 'detached' })
      .catch(() => {})
  },
  'split-pdf': async (page) => {
    await page.getByTestId('file-input').setInputFiles([await pdf('handbook.pdf', 24)])
    await page.getByLabel('Pages', { exact: true }).fill('1-3,5,30')
  },
}

const img = (name, type) => ({
  name,
  mimeType: type,
  buffer: readFileSync(`e2e/fixtures/image-to-pdf/${name}`),
})
setups['image-to-pdf'] = async (page) => {
  await page
    .getByTestId('file-input')
    .setInputFiles([img('wide.png', 'image/png'), img('tall.jpg', 'image/jpeg'), img('square.webp', 'image/webp')])
}

setups['text-to-pdf'] = async (page) => {
  await page.getByLabel('Text for the PDF').fill('Crème brûlée à Łódź\nПривет, мир!\nΚαλημέρα κόσμε\nSmile 😀')
  await page.getByRole('button', { name: 'Create PDF and download' }).click()
  await page.getByText('Some characters are not in the font').waitFor()
}

const browser = await launchChromium()
for (const theme of ['light', 'dark']) {
  for (const width of [375, 1280]) {
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      colorScheme: theme,
      acceptDownloads: true,
    })
    await context.addInitScript((t) => localStorage.setItem('vite-ui-theme', t), theme)
    const page = await context.newPage()
    for (const slug of args) {
      await page.goto(`http://127.0.0.1:${port}/tools/${slug}`)
      await page.waitForLoadState('networkidle')
      await setups[slug]?.(page)
      await page.waitForTimeout(500)
      const file = `${out}/${slug}-${width}-${theme}.png`
      await page.screenshot({ path: file, fullPage: true })
      console.log(file)
    }
    await context.close()
  }
}
await browser.close()
