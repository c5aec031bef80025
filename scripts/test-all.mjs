// npm test: installs the system packages the tests call (scripts/system-deps.mjs), then type-check, lint (warnings
// fail), unit tests, production build and the e2e suite in Debian Chromium.
// Prints one closing line "N passed, N failed" (unit and e2e tests together; a failed check counts as one failure).
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { ensureSystemDeps } from './system-deps.mjs'

const results = { passed: 0, failed: 0 }
const failures = []

const started = Date.now()
/** How long each step took, printed before the closing line so a slow CI machine shows where its time went. */
const timings = []

function run(label, command, args, options = {}) {
  console.log(`\n━━ ${label}: ${command} ${args.join(' ')}`)
  const t0 = Date.now()
  const r = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' }, ...options })
  timings.push(`${label} ${Math.round((Date.now() - t0) / 1000)} s`)
  return r.status === 0
}

function check(label, command, args) {
  if (!run(label, command, args)) {
    results.failed++
    failures.push(label)
  }
}

mkdirSync('test-results', { recursive: true })
ensureSystemDeps()
// npm ci's prepare script has just generated src/styled-system; run codegen again only when its config (panda.config.ts
// and the theme it imports) is newer.
const styled = 'src/styled-system/helpers.mjs'
const configTime = Math.max(
  statSync('panda.config.ts').mtimeMs,
  ...readdirSync('src/theme', { recursive: true }).map((f) => statSync(`src/theme/${f}`).mtimeMs),
)
if (!existsSync(styled) || statSync(styled).mtimeMs < configTime) {
  check('panda codegen', 'npx', ['panda', 'codegen', '--silent'])
}
check('type-check', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json'])
check('lint', 'npx', ['biome', 'check', '--error-on-warnings', 'src', 'workers', 'tests', 'e2e', 'bench', 'scripts'])

run('unit tests', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile=test-results/unit.json',
])
try {
  const unit = JSON.parse(readFileSync('test-results/unit.json', 'utf8'))
  results.passed += unit.numPassedTests
  results.failed += unit.numFailedTests
  if (unit.numFailedTests || !unit.success) failures.push('unit tests')
  if (!unit.success && !unit.numFailedTests) results.failed++
} catch {
  results.failed++
  failures.push('unit tests (no report)')
}

// CI stops a run at 90 minutes. The e2e runs share what is left of LK_BUDGET_MIN (85) minutes, counted from
// LK_STARTED_MS (.ci/run sets it before installing anything; else the start of this script):
// - 'gates' (home, search, the palette, favourites, smart paste, 404, an unknown slug, the worker runtime, the load budget) and 'timing' (main-thread tests, alone
//   with one worker) always run in full; Playwright's global time-out is only their backstop.
// - 'tools' (the walk through all 100 tool pages, then each tool's own spec) runs last, with a deadline: a test that could not finish before it is not started
//   and is reported as skipped (e2e/support/test.ts), so a slow machine ends with a report, never cut off mid-test.
const budgetEnd = (Number(process.env.LK_STARTED_MS) || started) + Number(process.env.LK_BUDGET_MIN ?? 85) * 60_000
const timeLeft = (reserve) => Math.max(5 * 60_000, budgetEnd - Date.now() - reserve)
let skippedForTime = 0

/**
 * Counts the tests of a Playwright JSON report that were skipped for lack of time: `skipped`, and `failed` for a test
 * whose first run failed and whose retry was not started (Playwright reports that test as skipped).
 */
function countBudgetSkips(suite) {
  const n = { skipped: 0, failed: 0 }
  for (const spec of suite.specs ?? []) {
    for (const t of spec.tests ?? []) {
      if (!(t.annotations ?? []).some((a) => a.type === 'skip' && /time budget/.test(a.description ?? ''))) continue
      if ((t.results ?? []).some((r) => r.status === 'failed' || r.status === 'timedOut')) n.failed++
      else n.skipped++
    }
  }
  for (const child of suite.suites ?? []) {
    const c = countBudgetSkips(child)
    n.skipped += c.skipped
    n.failed += c.failed
  }
  return n
}

const built = run('build', 'npx', ['vite', 'build'])
// A second build with another id, served after the first by e2e/offline-update.spec.ts (a deploy while the site is open).
if (
  built &&
  !run('build (second version, for the update test)', 'npx', ['vite', 'build'], {
    env: { ...process.env, FORCE_COLOR: '0', VITE_LK_BUILD_ID: 'next', LK_OUT: 'dist-next' },
  })
) {
  results.failed++
  failures.push('second build')
}
if (built) {
  for (const [project, extra, reserve] of [
    ['gates', [], 12 * 60_000],
    ['timing', ['--workers=1'], 4 * 60_000],
    ['tools', [], 60_000],
  ]) {
    const report = `test-results/e2e-${project}.json`
    rmSync(report, { force: true })
    const globalTimeout = Math.round(timeLeft(reserve))
    // Five minutes before the backstop: skipping the tests not started takes a while too.
    const deadline = project === 'tools' ? String(budgetEnd - 6 * 60_000) : ''
    console.log(`(${project}: global time-out ${Math.round(globalTimeout / 60_000)} min)`)
    run(
      `e2e tests (${project})`,
      'npx',
      ['playwright', 'test', `--project=${project}`, `--global-timeout=${globalTimeout}`, ...extra],
      {
        env: {
          ...process.env,
          FORCE_COLOR: '0',
          CI: process.env.CI ?? '',
          LK_E2E_JSON: report,
          LK_E2E_DEADLINE_MS: deadline,
          // Playwright's test workers allocate fast (every call keeps a stack trace): a larger young generation
          // spends less of a slow machine's CPU on garbage collection.
          NODE_OPTIONS: [process.env.NODE_OPTIONS, '--max-semi-space-size=64'].filter(Boolean).join(' '),
        },
      },
    )
    try {
      const e2e = JSON.parse(readFileSync(report, 'utf8'))
      const { expected = 0, unexpected = 0, flaky = 0 } = e2e.stats
      results.passed += expected + flaky
      results.failed += unexpected
      if (unexpected) failures.push(`e2e tests (${project})`)
      if (e2e.errors?.length) {
        results.failed += e2e.errors.length
        failures.push(`e2e ${project} (global errors)`)
      }
      for (const suite of e2e.suites ?? []) {
        const n = countBudgetSkips(suite)
        skippedForTime += n.skipped
        if (n.failed) {
          results.failed += n.failed
          failures.push(`e2e tests (${project}): ${n.failed} failed, retry not started for lack of time`)
        }
      }
    } catch {
      results.failed++
      failures.push(`e2e tests (${project}, no report)`)
    }
  }
} else {
  results.failed++
  failures.push('build')
}

const line = `${results.passed} passed, ${results.failed} failed`
writeFileSync('test-results/summary.txt', `${line}\n`)
console.log(`\nTook ${Math.round((Date.now() - started) / 60_000)} min: ${timings.join(', ')}`)
if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`)
if (skippedForTime) {
  console.log(
    `\n${skippedForTime} tool e2e tests were not started: this machine ran out of CI's time budget (run them with npx playwright test --project=tools).`,
  )
}
console.log(`\n${line}`)
process.exit(results.failed ? 1 : 0)
