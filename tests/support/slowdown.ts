// Linear-time checks that hold on a loaded machine. A wall-clock bound ("under 2 s") fails when other work takes the
// cores (a CI box shared with other jobs ran these 5–15× slower), and a loose one no longer catches the quadratic
// case. Instead, a hostile input is timed against a baseline measured alternately in the same test (best of each),
// so load slows both: a linear algorithm keeps the ratio near its expected value, a quadratic one multiplies it.

function wallMs(fn: () => unknown): number {
  const t0 = performance.now()
  fn()
  return performance.now() - t0
}

/** How many times slower `fn` is than `baseline`: best of `rounds` each, measured alternately. */
export function slowdown(fn: () => unknown, baseline: () => unknown, rounds = 2): number {
  let best = Number.POSITIVE_INFINITY
  let base = Number.POSITIVE_INFINITY
  for (let i = 0; i < rounds; i++) {
    base = Math.min(base, wallMs(baseline))
    best = Math.min(best, wallMs(fn))
  }
  return best / Math.max(base, 0.05)
}
