// npm run bench: builds the site with every benchmark page into dist-bench, then runs each benchmark in turn.
// npm run bench -- <name> [options]: runs only that benchmark (with its own build), passing the options on to it;
// names: gif, regex-diff, lighthouse, main-thread, images, image-quality, scale (e.g. `npm run bench -- scale --sizes small`).
// Each prints its own figures; this script only sequences them. Benchmarks are not tests: nothing here fails CI.
import { spawnSync } from 'node:child_process'
import { ensureSystemDeps } from '../scripts/system-deps.mjs'

const [only, ...rest] = process.argv.slice(2)
const step = (label, cmd, args, out) => {
  console.log(`\n━━ ${label}`)
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, LK_OUT: out } })
  if (r.status !== 0) console.log(`(${label} exited with ${r.status})`)
}

const out = 'dist-bench'
const buildGif = () =>
  step('build (site + GIF bench page)', 'npx', ['vite', 'build', '--config', 'bench/gif/vite.config.ts'], out)
const buildImages = () =>
  step('build (site + image bench page)', 'npx', ['vite', 'build', '--config', 'bench/images/vite.config.ts'], out)
const gif = () => step('GIF split', process.execPath, ['bench/gif/run.mjs', ...rest], out)
const regexDiff = () =>
  step('regex and diff', process.execPath, ['bench/regex-diff/run.mjs', '--dist', out, ...rest], out)
const lighthouse = () => step('Lighthouse', process.execPath, ['bench/lighthouse/run.mjs', ...rest], out)
const mainThread = () => step('main thread', process.execPath, ['bench/main-thread/run.mjs', ...rest], out)
const images = () => step('images', process.execPath, ['bench/images/run.mjs', '--out', out, ...rest], out)
const buildImageQuality = () =>
  step(
    'build (site + image quality bench page)',
    'npx',
    ['vite', 'build', '--config', 'bench/image-quality/vite.config.ts'],
    out,
  )
const imageQuality = () =>
  step('image quality', process.execPath, ['bench/image-quality/run.mjs', '--out', out, ...rest], out)
const scale = (dist) => step('scale', process.execPath, ['bench/scale/run.mjs', '--dist', dist, ...rest], dist)

/** One benchmark alone: the build it needs, then it. */
const alone = {
  gif: () => {
    buildGif()
    gif()
  },
  'regex-diff': () => {
    buildGif()
    regexDiff()
  },
  lighthouse: () => {
    buildGif()
    lighthouse()
  },
  'main-thread': () => {
    buildGif()
    mainThread()
  },
  images: () => {
    buildImages()
    images()
  },
  'image-quality': () => {
    buildImageQuality()
    imageQuality()
  },
  scale: () => {
    // The site alone, in its own folder (dist/ and dist-bench/ are left as they are).
    step('build (site)', 'npx', ['vite', 'build'], 'dist-scale')
    scale('dist-scale')
  },
}

if (only && !alone[only]) {
  console.error(`Unknown benchmark "${only}". Names: ${Object.keys(alone).join(', ')}; none runs them all.`)
  process.exit(1)
}

ensureSystemDeps()

if (only) alone[only]()
else {
  buildGif()
  gif()
  regexDiff()
  lighthouse()
  mainThread()
  buildImages()
  images()
  buildImageQuality()
  imageQuality()
  // The site is in dist-bench already (the image build includes it).
  scale(out)
}
