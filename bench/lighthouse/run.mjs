// Lighthouse 12.2.3 (mobile, simulated throttling) on home and five tool pages of the production build.
// Prints each page's performance score, LCP, TBT and transferred JavaScript. Target: 95 or more each.
// Usage: npx vite build && node bench/lighthouse/run.mjs [--port 4310]
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromiumArgs, chromiumPath, startPreview } from '../support.mjs'

const portArg = process.argv.indexOf('--port')
const port = portArg > -1 ? process.argv[portArg + 1] : '4310'
const outDir = process.env.LK_OUT ?? 'dist'

const pages = [
  '/',
  '/tools/word-count',
  '/tools/json-pretty',
  '/tools/regex-tester',
  '/tools/image-compress',
  '/tools/qr-generator',
]
const chromeFlags = ['--headless=new', ...chromiumArgs].join(' ')

// Lighthouse is not a project dependency (its 125 packages would slow every `npm ci` on CI): the first run installs
// the pinned version into bench/out/lighthouse, which later runs reuse.
const lighthouseDir = 'bench/out/lighthouse'
const lighthouseCli = join(lighthouseDir, 'node_modules/lighthouse/cli/index.js')
if (!existsSync(lighthouseCli)) {
  console.log('Installing Lighthouse 12.2.3 into bench/out/lighthouse …')
  mkdirSync(lighthouseDir, { recursive: true })
  const npm = spawnSync('npm', ['install', '--prefix', lighthouseDir, '--no-audit', '--no-fund', 'lighthouse@12.2.3'], {
    stdio: 'inherit',
  })
  if (npm.status !== 0) throw new Error('npm could not install lighthouse@12.2.3')
}

const { stop: stopServer } = await startPreview({ port, outDir })

const rows = []
const dir = mkdtempSync(join(tmpdir(), 'lh-'))
try {
  for (const path of pages) {
    const out = join(dir, 'report.json')
    const r = spawnSync(
      process.execPath,
      [
        lighthouseCli,
        `http://127.0.0.1:${port}${path}`,
        '--only-categories=performance',
        '--form-factor=mobile',
        '--throttling-method=simulate',
        '--output=json',
        `--output-path=${out}`,
        '--quiet',
        `--chrome-flags=${chromeFlags}`,
      ],
      {
        env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? chromiumPath },
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    )
    if (r.status !== 0) {
      rows.push({ path, error: String(r.stderr).split('\n').slice(-3).join(' ') })
      continue
    }
    const lhr = JSON.parse(readFileSync(out, 'utf8'))
    const audits = lhr.audits
    const js = (audits['network-requests']?.details?.items ?? [])
      .filter((i) => i.resourceType === 'Script')
      .reduce((s, i) => s + (i.transferSize ?? 0), 0)
    rows.push({
      path,
      score: Math.round(lhr.categories.performance.score * 100),
      lcp: Math.round(audits['largest-contentful-paint'].numericValue),
      tbt: Math.round(audits['total-blocking-time'].numericValue),
      js: (js / 1024).toFixed(1),
    })
  }
} finally {
  stopServer()
  rmSync(dir, { recursive: true, force: true })
}

console.log('page                         score   LCP ms   TBT ms   JS KB (transferred)')
for (const r of rows) {
  if (r.error) console.log(`${r.path.padEnd(28)} error: ${r.error}`)
  else
    console.log(
      `${r.path.padEnd(28)} ${String(r.score).padStart(5)} ${String(r.lcp).padStart(8)} ${String(r.tbt).padStart(8)} ${r.js.padStart(10)}`,
    )
}
const below = rows.filter((r) => r.error || r.score < 95)
console.log(below.length ? `below target (95): ${below.map((r) => r.path).join(', ')}` : 'all pages at or above 95')
