// Image formats and codecs side by side, in Chromium (npm run bench -- image-quality): the corpus is made here and
// never committed: photographs from Debian's mate-backgrounds (installed when missing, as root), downscaled to about
// 0.6 MP and cropped a few pixels off their JPEG block grid; screenshots of this site's pages taken by Chromium;
// transparent PNGs drawn by ImageMagick; HEIC files written by heif-enc (libheif-examples). Each file goes through
// bench/image-quality/bench.ts; the figures and the goals of issue 32 are written to bench/results/image-quality.md.
//   node bench/image-quality/run.mjs [--out dist-bench] [--port 4216] [--photos 6]
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { launchChromium, option, startPreview } from '../support.mjs'

const outDir = option('--out', process.env.LK_OUT ?? 'dist')
const port = Number(option('--port', '4216'))
const photoCount = Number(option('--photos', '6'))
/** Only the corpus files whose name contains this (a quick look at one file). */
const only = option('--only', '')
const verbose = process.argv.includes('--verbose')
const NATURE = '/usr/share/backgrounds/mate/nature'
// Photographs (not paintings or renders) of mate-backgrounds' nature set.
const PHOTOS = ['Aqua.jpg', 'Garden.jpg', 'LadyBird.jpg', 'RainDrops.jpg', 'TwoWings.jpg', 'Dune.jpg']
const HEIC_FROM = ['YellowFlower.jpg', 'Storm.jpg']
const PAGES = ['/', '/tools/json-pretty', '/tools/regex-tester']
const magick = '/usr/bin/convert' // the real ImageMagick (a stand-in may sit earlier on PATH)

function ensurePackages() {
  const need = []
  if (!existsSync(NATURE)) need.push('mate-backgrounds')
  if (!existsSync('/usr/bin/heif-enc')) need.push('libheif-examples')
  if (!existsSync(magick)) need.push('imagemagick')
  if (!need.length) return
  if (process.getuid?.() !== 0) {
    console.error(`Needs Debian packages: ${need.join(' ')} (apt-get install -y ${need.join(' ')})`)
    process.exit(1)
  }
  console.log(`Installing ${need.join(' ')}`)
  execFileSync(
    'sh',
    ['-c', `apt-get update -qq; DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${need.join(' ')}`],
    {
      stdio: 'inherit',
    },
  )
}

/** The corpus in a fresh temporary folder: [name, kind]. */
async function makeCorpus(browser, base) {
  const dir = mkdtempSync(join(tmpdir(), 'lk-image-quality-'))
  const files = []
  PHOTOS.slice(0, photoCount).forEach((src, i) => {
    const name = `photo-${src.replace(/\.jpg$/, '').toLowerCase()}.jpg`
    // About 0.6 MP, then a crop of 3–5 pixels so the JPEG grid of the source is not the grid of the re-encode.
    execFileSync(magick, [
      join(NATURE, src),
      '-resize',
      '1000x1000>',
      '-gravity',
      'southeast',
      '-crop',
      `+${3 + (i % 3)}+${3 + (i % 2)}`,
      '+repage',
      '-quality',
      '95',
      join(dir, name),
    ])
    files.push([name, 'photo'])
  })
  for (const src of HEIC_FROM) {
    const jpg = join(dir, `src-${src}`)
    execFileSync(magick, [
      join(NATURE, src),
      '-resize',
      '1000x1000>',
      '-crop',
      '+3+5',
      '+repage',
      '-quality',
      '95',
      jpg,
    ])
    const name = `iphone-like-${src.replace(/\.jpg$/, '').toLowerCase()}.heic`
    execFileSync('heif-enc', ['-q', '90', jpg, '-o', join(dir, name)], { stdio: 'ignore' })
    files.push([name, 'heic'])
  }
  const page = await browser.newPage({ viewport: { width: 1024, height: 640 } })
  for (const path of PAGES) {
    await page.goto(`${base}${path}`)
    await page.waitForTimeout(400)
    const name = `screenshot-${path === '/' ? 'home' : path.split('/').pop()}.png`
    writeFileSync(join(dir, name), await page.screenshot())
    files.push([name, 'screenshot'])
  }
  await page.close()
  const drawings = [
    [
      'logo',
      [
        '-size',
        '640x400',
        'xc:none',
        '-fill',
        '#1d6fd8',
        '-draw',
        'circle 320,200 320,30',
        '-fill',
        'white',
        '-pointsize',
        '150',
        '-gravity',
        'center',
        '-annotate',
        '+0+0',
        'LK',
      ],
    ],
    [
      'badge',
      [
        '-size',
        '800x300',
        'xc:none',
        '-fill',
        '#e0533d',
        '-draw',
        'roundrectangle 10,10 790,290 60,60',
        '-fill',
        '#fff4d6',
        '-pointsize',
        '96',
        '-gravity',
        'center',
        '-annotate',
        '+0+0',
        'Localkit',
      ],
    ],
    [
      'soft-shadow',
      [
        '-size',
        '700x500',
        'radial-gradient:#203a80-none',
        '-fill',
        '#ffd34d',
        '-draw',
        'polygon 350,60 420,220 600,230 460,330 510,470 350,380 190,470 240,330 100,230 280,220',
      ],
    ],
  ]
  for (const [label, args] of drawings) {
    const name = `transparent-${label}.png`
    execFileSync(magick, [...args, `PNG32:${join(dir, name)}`])
    files.push([name, 'transparent'])
  }
  return { dir, files }
}

const kb = (b) => `${(b / 1024).toFixed(1)} KB`
const r1 = (n) => (Number.isFinite(n) ? n.toFixed(1) : '–')

/** Bytes at `score` on a quality curve [score, bytes][] (log-bytes linear between points; clamped at the ends). */
function bytesAtScore(points, score) {
  const p = [...points].sort((a, b) => a[0] - b[0])
  if (score <= p[0][0]) return p[0][1]
  for (let i = 1; i < p.length; i++) {
    if (score <= p[i][0]) {
      const [s0, b0] = p[i - 1]
      const [s1, b1] = p[i]
      const t = s1 === s0 ? 0 : (score - s0) / (s1 - s0)
      return Math.exp(Math.log(b0) + t * (Math.log(b1) - Math.log(b0)))
    }
  }
  // Past the best point: extrapolate along the last segment.
  const [s0, b0] = p[p.length - 2]
  const [s1, b1] = p[p.length - 1]
  const t = s1 === s0 ? 0 : (score - s0) / (s1 - s0)
  return Math.exp(Math.log(b0) + t * (Math.log(b1) - Math.log(b0)))
}

ensurePackages()
const { stop: stopServer } = await startPreview({ port, outDir, probePath: '/bench/image-quality/index.html' })
let browser
const results = []
const started = Date.now()
try {
  browser = await launchChromium()
  const base = `http://127.0.0.1:${port}`
  const { dir, files } = await makeCorpus(browser, base)
  console.log(`corpus in ${dir}: ${files.length} files`)
  const page = await browser.newPage()
  page.setDefaultTimeout(900_000)
  if (verbose) page.on('console', (m) => console.log(m.text()))
  await page.route('**/corpus/*', (route) =>
    route.fulfill({
      body: readFileSync(join(dir, decodeURIComponent(new URL(route.request().url()).pathname.slice(8)))),
    }),
  )
  await page.goto(`${base}/bench/image-quality/index.html`)
  await page.waitForSelector('body[data-ready=true]')
  const cores = await page.evaluate(() => navigator.hardwareConcurrency)
  for (const [name, kind] of files.filter(([n]) => n.includes(only))) {
    const t0 = Date.now()
    const r = await page.evaluate(([n, k]) => window.bench.measure(n, k, { avifCurve: k === 'photo' }), [name, kind])
    results.push(r)
    console.log(
      `${name}: ${r.width}×${r.height}, ${kb(r.bytes)}, ${r.rows.length} results in ${((Date.now() - t0) / 1000).toFixed(0)} s`,
    )
  }
  writeReport(cores)
} finally {
  await browser?.close()
  stopServer()
}

function writeReport(cores) {
  const L = []
  const row = (cells) => L.push(`| ${cells.join(' | ')} |`)
  L.push('# Image quality benchmark (issue 32)', '')
  L.push(
    `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC in Chromium (${cores} cores, a shared, loaded machine: milliseconds are this machine's), ` +
      `${results.length} files in ${((Date.now() - started) / 60000).toFixed(1)} min, by \`npm run bench -- image-quality\`. ` +
      'Score: SSIMULACRA2 against the original pixels (full image; 90 ≈ visually lossless, 70 high quality). ' +
      '"ms/MP": encode time per megapixel (Localkit rows: the whole worker call, decode included).',
    '',
  )
  L.push(
    "Corpus (made by the bench, never committed): photographs from Debian's mate-backgrounds downscaled to ≤ 1000 px (about 0.6 MP; the full-image SSIMULACRA2 of every result is what takes the time) " +
      "and cropped 3–5 px (JPEG q95); screenshots of three of this site's pages at 1024×640 by Chromium; three " +
      'transparent PNGs drawn by ImageMagick; two HEIC written by heif-enc (q90) from two more photographs.',
    '',
  )
  const photos = results.filter((r) => r.kind === 'photo')
  const shots = results.filter((r) => r.kind === 'screenshot')
  const find = (r, label) => r.rows.find((x) => x.encoder === label)

  // Goals.
  const goals = []
  const pngRatios = shots.map((r) => find(r, 'Localkit PNG').bytes / r.bytes)
  goals.push([
    'Screenshots as lossless PNG ≤ 0.8× their bytes',
    pngRatios.every((x) => x <= 0.8),
    `${pngRatios.map((x) => `${x.toFixed(2)}×`).join(', ')} (OxiPNG level 2 on Chromium's PNG; every pixel kept)`,
  ])
  const pal = shots.map((r) => find(r, 'Localkit PNG, fewer colours'))
  const palRatios = pal.map((p, i) => p.bytes / shots[i].bytes)
  goals.push([
    '"Fewer colours" ≤ 0.4× on screenshots, no visible banding',
    palRatios.every((x) => x <= 0.4) && pal.every((p) => p.score >= 80),
    `${palRatios.map((x) => `${x.toFixed(2)}×`).join(', ')}; scores ${pal.map((p) => r1(p.score)).join(', ')}`,
  ])
  let jpegTotal = 0
  let avifTotal = 0
  const avifEach = []
  for (const r of photos) {
    const jpeg = find(r, 'Localkit default (automatic, 80)')
    const curve = r.rows.filter((x) => x.group === 'codec' && x.format === 'avif').map((x) => [x.score, x.bytes])
    const at = bytesAtScore(curve, jpeg.score)
    jpegTotal += jpeg.bytes
    avifTotal += at
    avifEach.push(1 - at / jpeg.bytes)
  }
  const avifSaving = 1 - avifTotal / jpegTotal
  goals.push([
    'AVIF ≥ 30 % smaller than the default JPEG at an equal score (photos)',
    avifSaving >= 0.3,
    `${(avifSaving * 100).toFixed(0)} % over the set (each: ${avifEach.map((x) => `${(x * 100).toFixed(0)} %`).join(', ')}); AVIF bytes read off its q35/50/65 curve at the JPEG's score`,
  ])
  const same = photos.map((r) => find(r, 'Localkit smallest that looks the same'))
  const def = photos.map((r) => find(r, 'Localkit default (automatic, 80)'))
  const sameTotal = same.reduce((s, x) => s + x.bytes, 0)
  const defTotal = def.reduce((s, x) => s + x.bytes, 0)
  const sameSaving = 1 - sameTotal / defTotal
  const lowest = Math.min(...same.map((x) => x.score))
  goals.push([
    '"Smallest that looks the same" ≥ 15 % fewer bytes than the default over the photos, none below the threshold (90)',
    sameSaving >= 0.15 && lowest >= 90,
    `${sameSaving >= 0 ? `${(sameSaving * 100).toFixed(0)} % fewer` : `${(-sameSaving * 100).toFixed(0)} % more`} (${kb(sameTotal)} against ${kb(defTotal)}); qualities ${same.map((x) => x.quality).join(', ')}; full-image scores ${same.map((x) => r1(x.score)).join(', ')} (default: ${def.map((x) => r1(x.score)).join(', ')})`,
  ])
  const capped = photos.map((r) => find(r, 'Localkit at most 100 KB'))
  goals.push([
    '"At most 100 KB" met by every photo that can reach it',
    capped.every((x) => x.bytes <= 100 * 1024 || /Could not get under/.test(x.note ?? '')),
    capped.map((x) => `${kb(x.bytes)} (q${x.quality})`).join(', '),
  ])

  // Which encoder serves each format.
  const jpegDecision = []
  for (const r of photos) {
    const canvas80 = find(r, 'canvas JPEG q80')
    const moz = r.rows.filter((x) => x.encoder.startsWith('MozJPEG')).map((x) => [x.score, x.bytes])
    jpegDecision.push({ canvas: canvas80.bytes, moz: bytesAtScore(moz, canvas80.score) })
  }
  const mozRatio = jpegDecision.reduce((s, x) => s + x.moz, 0) / jpegDecision.reduce((s, x) => s + x.canvas, 0)
  const mean = (label, set = photos) => {
    const xs = set.map((r) => find(r, label)).filter(Boolean)
    return xs.reduce((s, x) => s + x.msPerMp, 0) / xs.length
  }
  const webpBytes = (label) => photos.reduce((s, r) => s + find(r, label).bytes, 0)
  const webpScore = (label) => photos.reduce((s, r) => s + find(r, label).score, 0) / photos.length

  L.push('## Goals', '')
  row(['Goal', 'Met', 'Figures'])
  row(['---', '---', '---'])
  for (const [g, ok, fig] of goals) row([g, ok ? 'yes' : '**no**', fig])
  L.push('')
  L.push('## Which encoder writes each format', '')
  L.push(
    `- JPEG: the canvas (libjpeg-turbo). At the canvas q80's score, MozJPEG needs ${(mozRatio * 100).toFixed(0)} % of the canvas's bytes ` +
      `(read off its q60/75/90 curve), at ${r1(mean('MozJPEG q75 (Squoosh default)'))} ms/MP against the canvas's ${r1(mean('canvas JPEG q80'))}.`,
    `- WebP: the canvas (the same libwebp, native): q75 ${kb(webpBytes('canvas WebP q75'))} at mean score ${r1(webpScore('canvas WebP q75'))}, ` +
      `${r1(mean('canvas WebP q75'))} ms/MP; libwebp's wasm at Squoosh's defaults ${kb(webpBytes('libwebp q75 (Squoosh default)'))} at ${r1(webpScore('libwebp q75 (Squoosh default)'))}, ${r1(mean('libwebp q75 (Squoosh default)'))} ms/MP.`,
    `- AVIF: libavif (wasm; Chromium's canvas cannot write AVIF): ${r1(mean('AVIF q50 (Squoosh default)'))} ms/MP at Squoosh's defaults (speed 6).`,
    `- PNG: OxiPNG (wasm) level 2: ${r1(mean('OxiPNG level 2 (Squoosh default)', shots))} ms/MP on screenshots against the canvas PNG's ${r1(mean('canvas PNG', shots))}, at ` +
      `${(shots.reduce((s, r) => s + find(r, 'OxiPNG level 2 (Squoosh default)').bytes, 0) / shots.reduce((s, r) => s + find(r, 'canvas PNG').bytes, 0)).toFixed(2)}× the canvas PNG's bytes.`,
    '',
  )
  L.push('## Every codec, ms per megapixel (mean over the files it wrote)', '')
  row(['Encoder', 'ms/MP'])
  row(['---', '---:'])
  const labels = [...new Set(results.flatMap((r) => r.rows.map((x) => x.encoder)))]
  for (const label of labels) row([label, r1(mean(label, results))])
  L.push('')
  L.push('## Per file', '')
  for (const r of results) {
    L.push(`### ${r.name} (${r.kind}, ${r.width}×${r.height}, ${kb(r.bytes)}${r.hasAlpha ? ', transparent' : ''})`, '')
    row(['Encoder', 'Format', 'Quality', 'Bytes', '× original', 'SSIMULACRA2', 'ms/MP', 'Note'])
    row(['---', '---', '---:', '---:', '---:', '---:', '---:', '---'])
    for (const x of r.rows)
      row([
        x.encoder,
        x.format,
        x.quality ?? '',
        kb(x.bytes),
        (x.bytes / r.bytes).toFixed(2),
        r1(x.score),
        r1(x.msPerMp),
        (x.note ?? '').replace(/\|/g, '/'),
      ])
    L.push('')
  }
  mkdirSync('bench/results', { recursive: true })
  writeFileSync('bench/results/image-quality.md', `${L.join('\n')}\n`)
  console.log(L.slice(0, 30).join('\n'))
  console.log('\nwritten: bench/results/image-quality.md')
}
