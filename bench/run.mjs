// npm run bench: builds the site with every benchmark page into dist-bench, then runs each benchmark in turn.
// Each prints its own figures; this script only sequences them. Benchmarks are not tests: nothing here fails CI.
import { spawnSync } from 'node:child_process'
import { ensureSystemDeps } from '../scripts/system-deps.mjs'

ensureSystemDeps()

const out = 'dist-bench'
const env = { ...process.env, LK_OUT: out }
const step = (label, cmd, args) => {
  console.log(`\n━━ ${label}`)
  const r = spawnSync(cmd, args, { stdio: 'inherit', env })
  if (r.status !== 0) console.log(`(${label} exited with ${r.status})`)
}

step('build (site + GIF bench page)', 'npx', ['vite', 'build', '--config', 'bench/gif/vite.config.ts'])
step('GIF split', process.execPath, ['bench/gif/run.mjs'])
step('regex and diff', process.execPath, ['bench/regex-diff/run.mjs', '--dist', out])
step('Lighthouse', process.execPath, ['bench/lighthouse/run.mjs'])
step('build (site + image bench page)', 'npx', ['vite', 'build', '--config', 'bench/images/vite.config.ts'])
step('images', process.execPath, ['bench/images/run.mjs', '--out', out])
