import { describe, expect, it } from 'vitest'
import {
  ageInDays,
  convert,
  convertExact,
  crossRate,
  decimalToString,
  ECB_MINOR_UNITS,
  EMPTY_STATE,
  effectiveRates,
  fetchEcbRates,
  formatAmount,
  formatRate,
  groupDigits,
  isStale,
  minorUnits,
  parseAmount,
  parseCustomRates,
  parseDecimal,
  parseEcbResponse,
  RATES_URL,
  RatesError,
  readStoredState,
  toStored,
} from '../../src/tools/currency-convert/currency-convert'

const unexpected = (): never => {
  throw new Error('expected a failure')
}

const dec = (s: string) => {
  const d = parseDecimal(s)
  if (!d) throw new Error(s)
  return d
}
const amount = (s: string) => {
  const r = parseAmount(s)
  if (!r?.ok) throw new Error(s)
  return r.value
}
const NOW = Date.parse('2025-03-14T12:00:00Z')
const sample = {
  amount: 1,
  base: 'EUR',
  date: '2025-03-14',
  rates: { USD: 1.0882, JPY: 161.23, GBP: 0.84068, CHF: 0.9606 },
}

describe('exact decimals', () => {
  it('parses and prints without floating-point drift', () => {
    expect(decimalToString(dec('0.1'))).toBe('0.1')
    expect(decimalToString(dec('-12.50'))).toBe('-12.50')
    expect(decimalToString(dec('1e-7'))).toBe('0.0000001')
    expect(decimalToString(dec('1.5e3'))).toBe('1500')
    expect(parseDecimal('abc')).toBeNull()
    expect(parseDecimal('.')).toBeNull()
  })

  it('rounds half away from zero at the minor unit', () => {
    const one = dec('1')
    expect(decimalToString(convertExact(dec('2.345'), one, one, 2))).toBe('2.35')
    expect(decimalToString(convertExact(dec('2.344999'), one, one, 2))).toBe('2.34')
    expect(decimalToString(convertExact(dec('-2.345'), one, one, 2))).toBe('-2.35')
    expect(decimalToString(convertExact(dec('0.5'), one, one, 0))).toBe('1')
    expect(decimalToString(convertExact(dec('1.5'), one, one, 0))).toBe('2')
    expect(decimalToString(convertExact(dec('2.5'), one, one, 0))).toBe('3')
    expect(decimalToString(convertExact(dec('0.0005'), one, one, 3))).toBe('0.001')
  })

  it('converts through EUR exactly, not with binary floats', () => {
    // 100 USD → EUR at 1.0882 USD per EUR: 91.894872266127550... → 91.89
    expect(decimalToString(convertExact(dec('100'), dec('1.0882'), dec('1'), 2))).toBe('91.89')
    // 0.1 × 3 in floats is 0.30000000000000004; here 0.30 exactly.
    expect(decimalToString(convertExact(dec('0.1'), dec('1'), dec('3'), 2))).toBe('0.30')
    // 1.005 × 1 rounds to 1.01 (floats give 1.00).
    expect(decimalToString(convertExact(dec('1.005'), dec('1'), dec('1'), 2))).toBe('1.01')
    // Cross rate USD → JPY via EUR: 161.23 / 1.0882 = 148.1621025546774...
    expect(decimalToString(convertExact(dec('1'), dec('1.0882'), dec('161.23'), 0))).toBe('148')
    expect(decimalToString(crossRate(dec('1.0882'), dec('161.23')))).toBe('148.1621')
    expect(decimalToString(crossRate(dec('161.23'), dec('1.0882')))).toBe('0.00674936')
  })
})

describe('minor units and formatting', () => {
  it('uses each currency’s own number of decimals', () => {
    expect(minorUnits('JPY')).toBe(0)
    expect(minorUnits('KWD')).toBe(3)
    expect(minorUnits('USD')).toBe(2)
    expect(minorUnits('EUR')).toBe(2)
    expect(minorUnits('ZZZ')).toBe(2)
  })

  it('knows the ECB’s currencies without Intl, with the minor units Intl gives them', () => {
    for (const [code, digits] of Object.entries(ECB_MINOR_UNITS)) {
      const intl = new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions()
      expect([code, digits]).toEqual([code, intl.maximumFractionDigits])
    }
    expect(Object.keys(ECB_MINOR_UNITS)).toHaveLength(31)
  })

  it('rounds conversions to the target currency', () => {
    const a = amount('1234.5')
    // 1234.5 × 161.23 = 199038.435 → 199038; 0.5 × 161 = 80.5 → 81 (half away from zero).
    expect(convert(a, 1, 161.23, 'JPY')).toEqual({ value: '199038', display: '199,038', digits: 0 })
    expect(convert(amount('0.5'), 1, 161, 'JPY').value).toBe('81')
    expect(convert(a, 1, 0.33416, 'KWD').value).toBe('412.521')
    expect(convert(a, 1.0882, 1, 'EUR').display).toBe('1,134.44')
    expect(convert(amount('0'), 1.0882, 1, 'EUR').value).toBe('0.00')
  })

  it('groups digits and shows amounts in their own minor unit', () => {
    expect(groupDigits('1234567.891')).toBe('1,234,567.891')
    expect(groupDigits('-1000')).toBe('-1,000')
    expect(groupDigits('999')).toBe('999')
    expect(formatAmount(amount('1000'), 'KWD')).toBe('1,000.000')
    expect(formatAmount(amount('10.5'), 'JPY')).toBe('11')
    expect(formatRate(1.0882, 161.23)).toBe('148.1621')
    expect(formatRate(1, 1.0882)).toBe('1.0882')
    expect(formatRate(1, 2)).toBe('2')
    expect(formatRate(1, 1500)).toBe('1,500')
  })

  it('reads amounts the way people type them', () => {
    expect(decimalToString(amount('1,234.56'))).toBe('1234.56')
    expect(decimalToString(amount('1.234,56'))).toBe('1234.56')
    expect(decimalToString(amount('12,5'))).toBe('12.5')
    expect(decimalToString(amount('1 000 000'))).toBe('1000000')
    expect(decimalToString(amount('1,000,000'))).toBe('1000000')
    expect(decimalToString(amount('.5'))).toBe('0.5')
    expect(parseAmount('')).toBeNull()
    expect(parseAmount('12abc')).toEqual({ ok: false, error: '“12abc” is not a number.' })
    expect(parseAmount('1e5')?.ok).toBe(false)
    expect(parseAmount('1234567890123456789')?.ok).toBe(false)
  })
})

describe('the rate service response', () => {
  it('accepts the ECB table and drops EUR itself', () => {
    const r = parseEcbResponse({ ...sample, rates: { ...sample.rates, EUR: 1 } }, NOW)
    expect(r).toEqual({ date: '2025-03-14', rates: sample.rates, fetchedAt: NOW })
  })

  it.each([
    ['not an object', 'x', 'it is not a JSON object'],
    ['an array', [], 'it is not a JSON object'],
    ['another base', { ...sample, base: 'USD' }, 'the base currency is "USD", not EUR'],
    ['no base', { ...sample, base: undefined }, 'the base currency is missing, not EUR'],
    ['another amount', { ...sample, amount: 10 }, 'not quoted per 1 EUR'],
    ['a bad date', { ...sample, date: '2025-02-30' }, 'not an ISO date'],
    ['a date in the future', { ...sample, date: '2025-04-01' }, 'lies in the future'],
    ['no rates', { ...sample, rates: null }, 'there is no rates table'],
    ['empty rates', { ...sample, rates: {} }, 'the rates table is empty'],
    ['a negative rate', { ...sample, rates: { USD: -1 } }, 'USD is not a positive number'],
    ['a string rate', { ...sample, rates: { USD: '1.08' } }, 'USD is not a positive number'],
    ['an infinite rate', { ...sample, rates: { USD: Number.POSITIVE_INFINITY } }, 'USD'],
    ['a bad code', { ...sample, rates: { usd: 1 } }, '“usd” is not a currency code'],
  ])('rejects %s', (_, body, message) => {
    expect(() => parseEcbResponse(body, NOW)).toThrow(message)
    try {
      parseEcbResponse(body, NOW)
    } catch (e) {
      expect(e).toBeInstanceOf(RatesError)
      expect((e as RatesError).kind).toBe('malformed')
    }
  })

  it('makes one plain GET with no credentials or referrer', async () => {
    const calls: [string, RequestInit][] = []
    const fake = async (url: string, init: RequestInit) => {
      calls.push([url, init])
      return new Response(JSON.stringify(sample), { status: 200 })
    }
    const r = await fetchEcbRates(fake, new AbortController().signal, () => NOW)
    expect(r.rates.USD).toBe(1.0882)
    expect(calls).toHaveLength(1)
    expect(calls[0][0]).toBe(RATES_URL)
    expect(calls[0][1].credentials).toBe('omit')
    expect(calls[0][1].referrerPolicy).toBe('no-referrer')
    expect(calls[0][1].method).toBeUndefined()
  })

  it('names each failure', async () => {
    const signal = new AbortController().signal
    const fail = (f: () => Promise<Response>) =>
      fetchEcbRates(f, signal, () => NOW).then(unexpected, (e: RatesError) => e)
    const offline = await fail(() => Promise.reject(new TypeError('Failed to fetch')))
    expect(offline).toMatchObject({ kind: 'network' })
    expect(offline.message).toContain('Could not reach api.frankfurter.app')
    const http = await fail(async () => new Response('no', { status: 503, statusText: 'Service Unavailable' }))
    expect(http.message).toBe('api.frankfurter.app answered HTTP 503 Service Unavailable. Try again later.')
    const html = await fail(async () => new Response('<html>', { status: 200 }))
    expect(html).toMatchObject({ kind: 'malformed' })
    expect(html.message).toContain('it is not JSON')
    const hang = (_: string, init: RequestInit) =>
      new Promise<Response>((_r, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason)))
    const slow = await fetchEcbRates(hang, signal, () => NOW, 30).then(unexpected, (e: RatesError) => e)
    expect(slow).toMatchObject({ kind: 'timeout' })
  })

  it('lets a cancel through as an abort, not as an error message', async () => {
    const c = new AbortController()
    const hang = (_: string, init: RequestInit) =>
      new Promise<Response>((_r, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason)))
    const p = fetchEcbRates(hang, c.signal, () => NOW)
    c.abort()
    await expect(p).rejects.toMatchObject({ name: 'AbortError' })
  })

  it('calls rates older than seven days stale', () => {
    expect(ageInDays('2025-03-14', NOW)).toBe(0)
    expect(ageInDays('2025-03-07', NOW)).toBe(7)
    expect(isStale('2025-03-07', NOW)).toBe(false)
    expect(isStale('2025-03-06', NOW)).toBe(true)
  })
})

describe('the user’s own rates', () => {
  it('reads a pasted table in several styles', () => {
    const r = parseCustomRates('# my bank\nUSD 1.08\ngbp=0.85\nCHF: 0,96\nSEK,11.2\nNOK\t11.5\n\nEUR 1\n')
    expect(r.errors).toEqual([])
    expect(r.rates).toEqual({ USD: 1.08, GBP: 0.85, CHF: 0.96, SEK: 11.2, NOK: 11.5 })
  })

  it('explains each bad line by number', () => {
    const r = parseCustomRates('USD\nJPY -3\nGBP abc\nEUR 2\nUSD 1.1\nUSD 1.2\nhello world')
    expect(r.errors).toEqual([
      'Line 1: write a currency code and its rate per 1 EUR, such as “USD 1.08”.',
      'Line 2: “-3” is not a positive number.',
      'Line 3: “abc” is not a positive number.',
      'Line 4: rates are per 1 EUR, so EUR is always 1.',
      'Line 6: USD is already given on line 5; line 6 wins.',
      'Line 7: write a currency code and its rate per 1 EUR, such as “USD 1.08”.',
    ])
    expect(r.rates).toEqual({ USD: 1.2 })
    expect(parseCustomRates('JPY 0').errors).toEqual(['Line 1: “0” is not a positive number.'])
  })

  it('lets typed rates win over the ECB table', () => {
    const ecb = parseEcbResponse(sample, NOW)
    const rows = effectiveRates(ecb, { USD: 1.1, NZD: 1.9 })
    expect(rows.map((r) => `${r.code} ${r.rate} ${r.source}`)).toEqual([
      'CHF 0.9606 ECB',
      'EUR 1 ECB',
      'GBP 0.84068 ECB',
      'JPY 161.23 ECB',
      'NZD 1.9 yours',
      'USD 1.1 yours',
    ])
    expect(effectiveRates(null, {}).map((r) => r.code)).toEqual(['EUR'])
  })
})

describe('local storage', () => {
  it('round-trips the saved rates and choices', () => {
    const state = { ecb: parseEcbResponse(sample, NOW), custom: 'USD 1.1', from: 'USD', to: 'JPY' }
    expect(readStoredState(JSON.parse(JSON.stringify(toStored(state))))).toEqual(state)
  })

  it('ignores garbage and other versions', () => {
    expect(readStoredState(null)).toEqual(EMPTY_STATE)
    expect(readStoredState('x')).toEqual(EMPTY_STATE)
    expect(readStoredState({ v: 2, custom: 'USD 1' })).toEqual(EMPTY_STATE)
    const bad = readStoredState({
      v: 1,
      ecb: { date: 'yesterday', rates: { USD: 1 } },
      custom: 5,
      from: 'x',
      to: 'JPY',
    })
    expect(bad).toEqual({ ecb: null, custom: '', from: 'EUR', to: 'JPY' })
    const badRate = readStoredState({ v: 1, ecb: { date: '2025-01-02', rates: { USD: 'NaN' } } })
    expect(badRate.ecb).toBeNull()
  })
})
