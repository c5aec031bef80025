// npm test: installs the system packages the tests call (scripts/system-deps.mjs), then type-check, lint (warnings
// fail), unit tests, production build and the e2e suite in Debian Chromium.
// Prints one closing line "N passed, N failed" (unit and e2e tests together; a failed check counts as one failure).
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
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
check('panda codegen', 'npx', ['panda', 'codegen', '--silent'])
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

// CI stops a run at 90 minutes. The e2e projects get what is left of LK_BUDGET_MIN (85) minutes, counted from
// LK_STARTED_MS (.ci/run sets it before installing anything; else the start of this script), as Playwright's global
// time-out: a run too slow for CI still ends with its report and the closing line. The timing project's share is
// kept back from the main project's.
const budgetEnd = (Number(process.env.LK_STARTED_MS) || started) + Number(process.env.LK_BUDGET_MIN ?? 85) * 60_000
const timingShare = 8 * 60_000
const timeLeft = (reserve) => Math.max(5 * 60_000, budgetEnd - Date.now() - reserve)

if (run('build', 'npx', ['vite', 'build'])) {
  // The main project with two workers, then the main-thread tests (@timing) alone, one at a time.
  for (const [project, extra, reserve] of [
    ['main', [], timingShare],
    ['timing', ['--workers=1'], 60_000],
  ]) {
    const report = `test-results/e2e-${project}.json`
    rmSync(report, { force: true })
    const globalTimeout = Math.round(timeLeft(reserve))
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
console.log(`\n${line}`)
process.exit(results.failed ? 1 : 0)
