import { describe, expect, it } from 'vitest'
import { crossRateText, pickPair, roundingNote } from '../../src/tools/currency-convert/convert-text'
import type { RateRow } from '../../src/tools/currency-convert/currency-convert'

const rows: RateRow[] = [
  { code: 'EUR', rate: 1, source: 'ECB' },
  { code: 'GBP', rate: 0.85, source: 'ECB' },
  { code: 'USD', rate: 1.08, source: 'yours' },
]

describe('currency-convert text', () => {
  it('keeps a pair with rates and falls back to EUR and the first other currency', () => {
    expect(pickPair(rows, 'USD', 'GBP')).toEqual({ from: 'USD', to: 'GBP' })
    expect(pickPair(rows, 'JPY', 'XYZ')).toEqual({ from: 'EUR', to: 'GBP' })
    expect(pickPair([{ code: 'EUR', rate: 1, source: 'ECB' }], 'USD', 'GBP')).toEqual({ from: 'EUR', to: 'EUR' })
  })

  it('gives the rate both ways, noting a cross rate via EUR', () => {
    expect(crossRateText('EUR', 'USD', 1, 1.08)).toBe('1 EUR = 1.08 USD · 1 USD = 0.925926 EUR')
    expect(crossRateText('USD', 'GBP', 1.08, 0.85)).toMatch(
      /^1 USD = 0\.787037 GBP · 1 GBP = 1\.27059 USD \(cross rate via EUR\)$/,
    )
  })

  it('says how the result was rounded', () => {
    expect(roundingNote(2, 'USD')).toBe('Rounded half away from zero to 2 decimals, the minor unit of USD.')
    expect(roundingNote(1, 'XYZ')).toBe('Rounded half away from zero to 1 decimal, the minor unit of XYZ.')
  })
})
