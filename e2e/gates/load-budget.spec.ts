// Instant Results, checked: the JavaScript the home page loads stays under 100 KB gzip, and none of it is a tool's
// code, a tool's library or an icon component (the shell's icons are in the icon sprite). Reads the real requests of the page and the build's chunk map.
import { readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { securityHeaders } from '../../src/app/csp'
import { expect, test } from '../support/test'

const outDir = process.env.LK_OUT ?? 'dist'
// Issue 19's limit. React 19 with react-dom is 65.6 KB of it; react-router about 9.5 KB (see vite.config.ts's treeshake).
const BUDGET = 100 * 1024
/** Packages the shell may ship on the home page; anything else belongs to a tool's lazy chunk. */
const shellPackages = [
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  'react-router-dom',
  'jotai',
  'cookie',
  'set-cookie-parser',
  'vite',
  '@fontsource-variable',
  'rolldown',
]

function packageOf(moduleId: string): string | null {
  const m = moduleId.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)
  return m ? m[1] : null
}

test('the home page loads under 100 KB of gzipped JavaScript and no tool code', async ({ page }) => {
  const scripts = new Set<string>()
  page.on('response', (res) => {
    const url = new URL(res.url())
    if (url.pathname.endsWith('.js')) scripts.add(url.pathname)
  })
  await page.goto('/')
  await expect(page.getByRole('heading', { name: '100 Essential Developer Tools' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(500)

  const chunkModules: Record<string, string[]> = JSON.parse(
    readFileSync(resolve(outDir, '.vite/chunk-modules.json'), 'utf8'),
  )
  let total = 0
  const report: string[] = []
  for (const path of scripts) {
    const file = path.replace(/^\//, '')
    const bytes = readFileSync(resolve(outDir, file))
    const gz = gzipSync(bytes, { level: 9 }).length
    total += gz
    report.push(`${file}: ${(gz / 1024).toFixed(1)} KB gzip`)
    const modules = chunkModules[file] ?? []
    const toolCode = modules.filter((m) => m.startsWith('src/tools/') || m.startsWith('workers/'))
    expect(toolCode, `${file} carries tool code`).toEqual([])
    const foreign = modules
      .map(packageOf)
      .filter((p): p is string => p !== null && !shellPackages.some((s) => p === s || p.startsWith(`${s}/`)))
    expect([...new Set(foreign)], `${file} carries a library that belongs to a tool`).toEqual([])
  }
  console.log(`home JS: ${(total / 1024).toFixed(1)} KB gzip\n  ${report.join('\n  ')}`)
  expect(total).toBeLessThan(BUDGET)
})

test('opening a tool loads its own chunk, which is not loaded by home', async ({ page }) => {
  const chunkModules: Record<string, string[]> = JSON.parse(
    readFileSync(resolve(outDir, '.vite/chunk-modules.json'), 'utf8'),
  )
  const viewChunk = Object.entries(chunkModules).find(([, mods]) => mods.includes('src/tools/word-count/view.tsx'))?.[0]
  expect(viewChunk).toBeTruthy()
  const requested: string[] = []
  page.on('request', (req) => requested.push(new URL(req.url()).pathname.replace(/^\//, '')))
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  expect(requested).not.toContain(viewChunk)
  await page
    .getByRole('link', { name: /Word Count/ })
    .first()
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Word Count' })).toBeVisible()
  await expect(page.getByLabel('Text to count')).toBeVisible()
  expect(requested).toContain(viewChunk)
})

/**
 * The heavy libraries of single tools, and the page that may load each. SheetJS and bwip-js are not listed: each is
 * bundled only into its tool's worker (workers/sheet, workers/barcode), a separate build that no page script imports
 * (barcode-generator's spec checks that no script of its page holds bwip-js).
 */
const toolLibraries = [
  { pkg: 'mermaid', slug: 'markdown-mermaid' },
  { pkg: 'd3-geo', slug: 'geojson-viewer' },
  { pkg: 'acorn', slug: 'html-preview' },
]

test('heavy tool libraries (mermaid, d3-geo, acorn) load only on their own tool page', async ({ page }) => {
  const chunkModules: Record<string, string[]> = JSON.parse(
    readFileSync(resolve(outDir, '.vite/chunk-modules.json'), 'utf8'),
  )
  const chunksOf = (pkg: string) =>
    Object.entries(chunkModules)
      .filter(([, mods]) => mods.some((m) => packageOf(m) === pkg))
      .map(([file]) => file)
  const requested = new Set<string>()
  page.on('request', (req) => requested.add(new URL(req.url()).pathname.replace(/^\//, '')))
  // Home and two other tools' pages: none of these libraries may arrive with them.
  for (const path of ['/', '/tools/word-count', '/tools/json-pretty']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.waitForLoadState('networkidle')
  }
  for (const { pkg } of toolLibraries) {
    const chunks = chunksOf(pkg)
    expect(chunks.length, `${pkg} is in the build`).toBeGreaterThan(0)
    expect(
      chunks.filter((c) => requested.has(c)),
      `${pkg} loaded by a page that does not use it`,
    ).toEqual([])
  }
})

// A new connection sends ten TCP segments (14,600 bytes) in its first round trip: home's response, its headers and
// its gzipped HTML, fits in it, so the page paints one round trip sooner. The headers count: the security policy
// alone is 600 bytes (src/app/csp.ts), and the status line, type, encoding, date and cache lines about 200 more.
// The icons its cards further down draw come from the sprite file once it runs.
const FIRST_ROUND_TRIP = 10 * 1460
test("home's HTML fits a connection's first round trip, and every icon is drawn once the page runs", async ({
  page,
}) => {
  const html = readFileSync(resolve(outDir, 'index.html'))
  const gz = gzipSync(html, { level: 6 }).length
  const headers = Object.entries(securityHeaders).reduce((n, [name, value]) => n + name.length + value.length + 4, 200)
  console.log(
    `home HTML: ${(gz / 1024).toFixed(1)} KB gzip + ${headers} bytes of headers, ${html.toString().split('<symbol').length - 1} icons in it`,
  )
  expect(gz + headers).toBeLessThan(FIRST_ROUND_TRIP)
  await page.goto('/')
  const missing = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('use')]
        .map((use) => use.getAttribute('href') ?? '')
        .filter((href) => href.startsWith('#') && !document.getElementById(href.slice(1))),
    )
  await expect.poll(missing).toEqual([])
  // A card near the end of the grid: its icon has size (its symbol is in the page).
  const last = page
    .getByRole('link', { name: /Text to PDF/ })
    .locator('svg')
    .first()
  await last.scrollIntoViewIfNeeded()
  // (Cards skip layout until scrolled near: content-visibility.)
  await expect.poll(() => last.evaluate((svg) => (svg as SVGSVGElement).getBBox().width)).toBeGreaterThan(0)
  // A tool page holds its frame's few icons; the palette's list of every tool draws the rest.
  await page.goto('/tools/word-count')
  await page.keyboard.press('Control+k')
  await expect(page.getByRole('dialog')).toBeVisible()
  await expect.poll(missing).toEqual([])
})

// The UI font comes in files by script (src/app/boot.ts): one character of another script in a page's HTML makes the
// browser fetch that file (Latin Extended is 86 KB) before the page's first paint.
test("no prerendered page's text needs a font file other than Inter's Latin one", () => {
  const css = readdirSync(resolve(outDir, 'assets'))
    .filter((f) => f.endsWith('.css'))
    .map((f) => readFileSync(resolve(outDir, 'assets', f), 'utf8'))
    .join('\n')
  const faces = [
    ...css.matchAll(/@font-face\{[^}]*src:url\(\/assets\/inter-([a-z-]+)-wght[^}]*unicode-range:([^;}]+)/g),
  ]
  expect(faces.map((f) => f[1])).toContain('latin-ext')
  const ranges = faces
    .filter((f) => f[1] !== 'latin')
    .flatMap((f) =>
      f[2].split(',').map((r) => {
        const [from, to] = r.trim().replace('U+', '').split('-')
        const a = Number.parseInt(from.replace(/\?/g, '0'), 16)
        const b = to ? Number.parseInt(to, 16) : Number.parseInt(from.replace(/\?/g, 'F'), 16)
        return [a, b, f[1]] as const
      }),
    )
  const pages = [
    'index.html',
    'privacy.html',
    '404.html',
    ...readdirSync(resolve(outDir, 'tools')).map((f) => `tools/${f}`),
  ]
  const found: string[] = []
  for (const file of pages) {
    const html = readFileSync(resolve(outDir, file), 'utf8')
    const text = html.slice(html.indexOf('<div id="root"'), html.lastIndexOf('<svg')).replace(/<[^>]*>/g, ' ')
    for (const ch of new Set(text)) {
      const code = ch.codePointAt(0) ?? 0
      const face = ranges.find(([a, b]) => code >= a && code <= b)
      if (face) found.push(`${file}: "${ch}" (U+${code.toString(16).toUpperCase()}) needs inter-${face[2]}`)
    }
  }
  expect(found).toEqual([])
})
