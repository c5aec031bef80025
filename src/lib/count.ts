// Counts as text, for results that must show without a pause.

/**
 * An integer with thousands separators, as en-US writes it ("1,000,000"), without Intl: a page's first
 * toLocaleString loads the number-format data (20-60 ms), which would land in the task that shows the result.
 */
export function formatCount(n: number): string {
  const digits = String(Math.abs(Math.trunc(n)))
  return `${n < 0 ? '-' : ''}${digits.replace(/\B(?=(\d{3})+$)/g, ',')}`
}
