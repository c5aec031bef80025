// Number rules shared by the CSS generator tools: a blank or non-numeric entry falls back to the tool's default,
// values are kept inside their range, and CSS numbers are printed without float noise.

/** The number typed in `raw`, or `fallback` when it is blank or not a finite number. */
export function readNumber(raw: string | number, fallback: number): number {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : fallback
  const text = raw.trim()
  if (!text) return fallback
  const n = Number(text)
  return Number.isFinite(n) ? n : fallback
}

export function clampNumber(n: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, n))
}

/** Rounds to `decimals` places and prints without trailing zeros or a negative zero: 0.63636 → "0.6364". */
export function formatCssNumber(n: number, decimals = 4): string {
  const factor = 10 ** decimals
  const rounded = Math.round(n * factor) / factor
  return Object.is(rounded, -0) || rounded === 0 ? '0' : String(rounded)
}
