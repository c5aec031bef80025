// The one list of system programs the tests and benchmarks call, and the Debian package of each.
// `ensureSystemDeps()` installs the missing ones with apt when run as root, and otherwise stops with a message naming
// them. Run directly (`node scripts/system-deps.mjs`) it does the same; npm test, npm run bench and .ci/run call it.
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/**
 * Each entry is probed by an absolute path: /usr/local/bin may hold a stand-in `convert`, so ImageMagick is probed
 * by `identify`, which only the real package brings.
 */
export const systemDeps = [
  { pkg: 'chromium', probe: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', usedBy: 'every e2e test and benchmark' },
  { pkg: 'imagemagick', probe: '/usr/bin/identify', usedBy: 'e2e lorem-image (identify/convert)' },
  { pkg: 'ffmpeg', probe: '/usr/bin/ffmpeg', usedBy: 'e2e video-trim, bench/gif (fixtures made on the fly)' },
  { pkg: 'zbar-tools', probe: '/usr/bin/zbarimg', usedBy: 'e2e barcode-generator (UPC-E read back by ZBar)' },
  { pkg: 'patch', probe: '/usr/bin/patch', usedBy: 'diff-viewer unit and e2e tests (the patch applies)' },
  { pkg: 'git', probe: '/usr/bin/git', usedBy: 'diff-viewer unit test (git apply)' },
  { pkg: 'libheif-examples', probe: '/usr/bin/heif-enc', usedBy: 'e2e image-codecs (a HEIC made with heif-enc)' },
  { pkg: 'libimage-exiftool-perl', probe: '/usr/bin/exiftool', usedBy: 'e2e image-batch (photos with GPS and EXIF)' },
]

export function missingSystemDeps() {
  return systemDeps.filter((dep) => !existsSync(dep.probe))
}

export function ensureSystemDeps() {
  const missing = missingSystemDeps()
  if (!missing.length) return
  const names = missing.map((dep) => dep.pkg).join(' ')
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (!isRoot) {
    console.error(`Missing system packages: ${names}`)
    for (const dep of missing) console.error(`  ${dep.pkg} (${dep.probe}) — used by ${dep.usedBy}`)
    console.error(`Install them as root: apt-get install -y ${names}`)
    process.exit(1)
  }
  console.log(`Installing Debian packages: ${names}`)
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${names}`, {
    stdio: 'inherit',
  })
  const still = missingSystemDeps()
  if (still.length) {
    console.error(`Still missing after apt-get: ${still.map((dep) => `${dep.pkg} (${dep.probe})`).join(', ')}`)
    process.exit(1)
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureSystemDeps()
