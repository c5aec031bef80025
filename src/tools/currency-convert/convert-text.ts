// The Convert panel's choices and lines (pure, unit-tested): which currencies are shown when a saved choice has no
// rate, the cross-rate line and the rounding note.
import { formatRate, type RateRow } from './currency-convert'

/** The chosen pair, falling back to EUR (from) and the first other currency (to) when one has no rate. */
export function pickPair(rows: readonly RateRow[], from: string, to: string): { from: string; to: string } {
  const has = (code: string) => rows.some((r) => r.code === code)
  const f = has(from) ? from : 'EUR'
  const t = has(to) ? to : (rows.find((r) => r.code !== f)?.code ?? 'EUR')
  return { from: f, to: t }
}

/** "1 USD = 0.78 GBP · 1 GBP = 1.28 USD (cross rate via EUR)". */
export function crossRateText(from: string, to: string, fromRate: number, toRate: number): string {
  const via = from !== 'EUR' && to !== 'EUR' ? ' (cross rate via EUR)' : ''
  return `1 ${from} = ${formatRate(fromRate, toRate)} ${to} · 1 ${to} = ${formatRate(toRate, fromRate)} ${from}${via}`
}

/** How the result was rounded: to the minor unit of the target currency. */
export function roundingNote(digits: number, to: string): string {
  return `Rounded half away from zero to ${digits} decimal${digits === 1 ? '' : 's'}, the minor unit of ${to}.`
}
