// Currency conversion with exact decimal arithmetic. No rate is bundled: the European Central Bank's daily reference
// rates (quoted per 1 EUR) come from one named public service only when the user asks, and the user may type their
// own. Every conversion goes through EUR as the ECB quotes it, and results are rounded half away from zero to the
// currency's ISO 4217 minor unit (as Intl reports it), the rule the EU set for euro conversions (Regulation 1103/97).

export const RATES_HOST = 'api.frankfurter.app'
export const RATES_URL = `https://${RATES_HOST}/latest`
export const STORAGE_KEY = 'localkit:currency-convert:v1'
export const STALE_AFTER_DAYS = 7
export const FETCH_TIMEOUT_MS = 15000
export const COMMON_AMOUNTS = [1, 5, 10, 50, 100, 500, 1000] as const

/** A decimal number held exactly: value = int / 10^scale. */
export interface Decimal {
  int: bigint
  scale: number
}

export type Rates = Record<string, number>

export interface EcbRates {
  /** ISO date (YYYY-MM-DD) the ECB published these rates for. */
  date: string
  /** Units of each currency per 1 EUR. */
  rates: Rates
  /** When they were fetched (ms since 1970). */
  fetchedAt: number
}

export interface StoredState {
  ecb: EcbRates | null
  custom: string
  from: string
  to: string
}

export const EMPTY_STATE: StoredState = { ecb: null, custom: '', from: 'EUR', to: 'USD' }

export class RatesError extends Error {
  constructor(
    readonly kind: 'network' | 'http' | 'malformed' | 'timeout',
    message: string,
  ) {
    super(message)
  }
}

const CODE = /^[A-Z]{3}$/
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

// ---------------------------------------------------------------------------------------------- decimals

/** Reads a plain decimal ("12", "-0.5", "1.08e-3"); null when it is not one. */
export function parseDecimal(text: string): Decimal | null {
  const m = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/.exec(text.trim())
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) return null
  const frac = m[3] ?? ''
  const exp = m[4] ? Number(m[4]) : 0
  if (!Number.isSafeInteger(exp) || Math.abs(exp) > 400) return null
  let int = BigInt(`${m[2] || '0'}${frac}`)
  let scale = frac.length - exp
  if (scale < 0) {
    int *= 10n ** BigInt(-scale)
    scale = 0
  }
  if (m[1] === '-') int = -int
  return { int, scale }
}

export function decimalFromNumber(n: number): Decimal {
  const d = parseDecimal(String(n))
  if (!d) throw new RangeError(`${n} is not a finite number`)
  return d
}

/** The exact digits of a decimal, without grouping: "-1234.50". */
export function decimalToString(d: Decimal): string {
  const neg = d.int < 0n
  const digits = (neg ? -d.int : d.int).toString().padStart(d.scale + 1, '0')
  const whole = d.scale ? digits.slice(0, -d.scale) : digits
  const frac = d.scale ? `.${digits.slice(-d.scale)}` : ''
  return `${neg ? '-' : ''}${whole}${frac}`
}

/** num / den rounded half away from zero to an integer (den > 0). */
function divRound(num: bigint, den: bigint): bigint {
  const neg = num < 0n
  const n = neg ? -num : num
  const q = (2n * n + den) / (2n * den)
  return neg ? -q : q
}

/** amount × to / from (rates per 1 EUR), rounded half away from zero to `digits` decimal places. */
export function convertExact(amount: Decimal, fromRate: Decimal, toRate: Decimal, digits: number): Decimal {
  // amount = a/10^sa, to = t/10^st, from = f/10^sf → a·t·10^sf / (10^(sa+st) · f)
  const num = amount.int * toRate.int * 10n ** BigInt(fromRate.scale + digits)
  const den = 10n ** BigInt(amount.scale + toRate.scale) * fromRate.int
  return { int: divRound(num, den), scale: digits }
}

/** 1 unit of `from` in `to`, with at least `significant` significant digits (and at least 4 decimals). */
export function crossRate(fromRate: Decimal, toRate: Decimal, significant = 6): Decimal {
  const approx = Number(decimalToString(toRate)) / Number(decimalToString(fromRate))
  const magnitude = Math.floor(Math.log10(approx))
  const digits = Math.min(20, Math.max(4, significant - 1 - magnitude))
  return convertExact({ int: 1n, scale: 0 }, fromRate, toRate, digits)
}

/** "1234567.5" → "1,234,567.5" (grouping only; the digits are kept). */
export function groupDigits(plain: string): string {
  const m = /^(-?)(\d+)(\.\d+)?$/.exec(plain)
  if (!m) return plain
  return `${m[1]}${m[2].replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${m[3] ?? ''}`
}

// ---------------------------------------------------------------------------------------------- currencies

/**
 * The minor units of the currencies the ECB publishes, as Intl reports them (a unit test checks each against Intl):
 * the first Intl currency formatter a page makes loads the locale's currency data, 30 ms and more on a slow laptop,
 * and the page would pay it while it hydrates. Other codes (a rate of the visitor's own) ask Intl.
 */
export const ECB_MINOR_UNITS: Readonly<Record<string, number>> = Object.fromEntries([
  ...'EUR USD BGN CZK DKK GBP PLN RON SEK CHF NOK TRY AUD BRL CAD CNY HKD ILS INR MXN MYR NZD PHP SGD THB ZAR'
    .split(' ')
    .map((code): [string, number] => [code, 2]),
  ...'JPY ISK KRW HUF IDR'.split(' ').map((code): [string, number] => [code, 0]),
])
const digitsCache = new Map<string, number>(Object.entries(ECB_MINOR_UNITS))

/** The currency's minor unit (JPY 0, USD 2, KWD 3) as Intl reports it; 2 for a code Intl does not know. */
export function minorUnits(code: string): number {
  let d = digitsCache.get(code)
  if (d === undefined) {
    try {
      d = new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits
    } catch {
      d = 2
    }
    digitsCache.set(code, d ?? 2)
  }
  return d ?? 2
}

let names: Intl.DisplayNames | null = null
export function currencyName(code: string): string {
  try {
    names ??= new Intl.DisplayNames(['en'], { type: 'currency' })
    const name = names.of(code)
    return name && name !== code ? name : code
  } catch {
    return code
  }
}

/** Reads the amount field: "1234.5", "1,234.50", "1 234,5", "12,5" (a lone comma is a decimal comma). */
export function parseAmount(text: string): { ok: true; value: Decimal } | { ok: false; error: string } | null {
  const t = text.trim().replace(/[\s\u00a0\u202f_']/g, '')
  if (!t) return null
  let s = t
  if (s.includes('.') && s.includes(',')) {
    const decimalComma = s.lastIndexOf(',') > s.lastIndexOf('.')
    s = decimalComma ? s.replace(/\./g, '').replace(',', '.') : s.replace(/,/g, '')
  } else if (/^[+-]?\d{1,3}(,\d{3}){2,}$/.test(s)) s = s.replace(/,/g, '')
  else if ((s.match(/,/g) ?? []).length === 1) s = s.replace(',', '.')
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(s)) return { ok: false, error: `“${text.trim()}” is not a number.` }
  const value = parseDecimal(s)
  if (!value) return { ok: false, error: `“${text.trim()}” is not a number.` }
  if (value.scale > 12) return { ok: false, error: 'Use at most 12 decimal places.' }
  if ((value.int < 0n ? -value.int : value.int).toString().length - value.scale > 18)
    return { ok: false, error: 'That amount is too large to convert meaningfully.' }
  return { ok: true, value }
}

// ---------------------------------------------------------------------------------------------- rate sources

function isRealIsoDate(s: string): boolean {
  const m = ISO_DATE.exec(s)
  if (!m) return false
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])))
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3])
}

const isPositiveFinite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0

/** Checks a response of the rate service ({amount, base: "EUR", date, rates}); throws RatesError('malformed'). */
export function parseEcbResponse(body: unknown, now = Date.now()): EcbRates {
  const bad = (why: string) =>
    new RatesError('malformed', `${RATES_HOST} sent a response this tool cannot use: ${why}.`)
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw bad('it is not a JSON object')
  const o = body as Record<string, unknown>
  if (o.base !== 'EUR') throw bad(`the base currency is ${JSON.stringify(o.base) ?? 'missing'}, not EUR`)
  if (o.amount !== undefined && o.amount !== 1) throw bad('the rates are not quoted per 1 EUR')
  if (typeof o.date !== 'string' || !isRealIsoDate(o.date)) throw bad('the date is missing or not an ISO date')
  if (Date.parse(`${o.date}T00:00:00Z`) > now + 2 * 86400000) throw bad(`the date ${o.date} lies in the future`)
  if (typeof o.rates !== 'object' || o.rates === null || Array.isArray(o.rates)) throw bad('there is no rates table')
  const rates: Rates = {}
  for (const [code, value] of Object.entries(o.rates as Record<string, unknown>)) {
    if (!CODE.test(code)) throw bad(`“${code.slice(0, 20)}” is not a currency code`)
    if (code === 'EUR') continue
    if (!isPositiveFinite(value)) throw bad(`the rate for ${code} is not a positive number`)
    rates[code] = value
  }
  if (Object.keys(rates).length === 0) throw bad('the rates table is empty')
  return { date: o.date, rates, fetchedAt: now }
}

type FetchLike = (url: string, init: RequestInit) => Promise<Response>

/** The one request this tool makes: GET the latest ECB rates. Nothing about the user is sent (no cookies, no referrer). */
export async function fetchEcbRates(
  fetchImpl: FetchLike,
  signal: AbortSignal,
  now: () => number = Date.now,
  timeoutMs = FETCH_TIMEOUT_MS,
): Promise<EcbRates> {
  let response: Response
  const timeout = AbortSignal.timeout(timeoutMs)
  try {
    response = await fetchImpl(RATES_URL, {
      signal: AbortSignal.any([signal, timeout]),
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
      cache: 'no-store',
      headers: { accept: 'application/json' },
    })
  } catch (e) {
    if (signal.aborted) throw e
    if (timeout.aborted)
      throw new RatesError('timeout', `${RATES_HOST} did not answer within ${timeoutMs / 1000} s. Try again later.`)
    throw new RatesError(
      'network',
      `Could not reach ${RATES_HOST}: you may be offline, or something blocks the request. Rates already saved stay in use.`,
    )
  }
  if (!response.ok)
    throw new RatesError(
      'http',
      `${RATES_HOST} answered HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}. Try again later.`,
    )
  let body: unknown
  try {
    body = JSON.parse(await response.text())
  } catch (e) {
    if (signal.aborted) throw e
    throw new RatesError('malformed', `${RATES_HOST} sent a response this tool cannot use: it is not JSON.`)
  }
  return parseEcbResponse(body, now())
}

/** Whole days between the ECB date and today (UTC). */
export function ageInDays(date: string, now = Date.now()): number {
  return Math.floor((now - Date.parse(`${date}T00:00:00Z`)) / 86400000)
}

export function isStale(date: string, now = Date.now()): boolean {
  return ageInDays(date, now) > STALE_AFTER_DAYS
}

export interface CustomRates {
  rates: Rates
  errors: string[]
}

/**
 * The user's own rates, one per line, in units per 1 EUR: "USD 1.08", "USD=1.08", "USD: 1,08", "USD,1.08" or
 * "USD\t1.08" (pasted from a spreadsheet). Blank lines and lines starting with # are skipped.
 */
export function parseCustomRates(text: string): CustomRates {
  const rates: Rates = {}
  const errors: string[] = []
  const seen = new Map<string, number>()
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim()
    const n = i + 1
    if (!line || line.startsWith('#')) return
    const m = /^([A-Za-z]{3})\s*(?:[=:;,\t]|\s)\s*([^\s].*)$/.exec(line)
    if (!m) {
      errors.push(`Line ${n}: write a currency code and its rate per 1 EUR, such as “USD 1.08”.`)
      return
    }
    const code = m[1].toUpperCase()
    const valueText = m[2].trim()
    const value = /^\d+,\d+$/.test(valueText) ? valueText.replace(',', '.') : valueText
    const dec = /^\d*\.?\d+(?:[eE][+-]?\d+)?$|^\d+\.$/.test(value) ? parseDecimal(value) : null
    const num = dec ? Number(value) : Number.NaN
    if (!dec || !Number.isFinite(num) || num <= 0) {
      errors.push(`Line ${n}: “${valueText.slice(0, 30)}” is not a positive number.`)
      return
    }
    if (code === 'EUR') {
      if (num !== 1) errors.push(`Line ${n}: rates are per 1 EUR, so EUR is always 1.`)
      return
    }
    const first = seen.get(code)
    if (first !== undefined) errors.push(`Line ${n}: ${code} is already given on line ${first}; line ${n} wins.`)
    seen.set(code, n)
    rates[code] = num
  })
  return { rates, errors }
}

export interface RateRow {
  code: string
  rate: number
  source: 'ECB' | 'yours'
}

/** The rates in use: the ECB table, with the user's own rates winning; EUR is always 1. */
export function effectiveRates(ecb: EcbRates | null, custom: Rates): RateRow[] {
  const rows = new Map<string, RateRow>()
  rows.set('EUR', { code: 'EUR', rate: 1, source: 'ECB' })
  if (ecb) for (const [code, rate] of Object.entries(ecb.rates)) rows.set(code, { code, rate, source: 'ECB' })
  for (const [code, rate] of Object.entries(custom)) rows.set(code, { code, rate, source: 'yours' })
  return [...rows.values()].sort((a, b) => a.code.localeCompare(b.code))
}

export interface Conversion {
  /** Plain digits ("1234.57"), rounded to the target's minor unit. */
  value: string
  /** Grouped for display ("1,234.57"). */
  display: string
  digits: number
}

export function convert(amount: Decimal, fromRate: number, toRate: number, to: string): Conversion {
  const digits = minorUnits(to)
  const d = convertExact(amount, decimalFromNumber(fromRate), decimalFromNumber(toRate), digits)
  const value = decimalToString(d)
  return { value, display: groupDigits(value), digits }
}

/** Shows an amount in its own minor unit, rounded half away from zero ("1000" JPY, "5.000" KWD). */
export function formatAmount(amount: Decimal, code: string): string {
  const digits = minorUnits(code)
  const d = convertExact(amount, { int: 1n, scale: 0 }, { int: 1n, scale: 0 }, Math.max(digits, 0))
  return groupDigits(decimalToString(d))
}

export function formatRate(fromRate: number, toRate: number): string {
  const plain = decimalToString(crossRate(decimalFromNumber(fromRate), decimalFromNumber(toRate)))
  // Six significant digits at most, without zeros that the rate does not have (1.0882, not 1.08820).
  return groupDigits(plain.includes('.') ? plain.replace(/0+$/, '').replace(/\.$/, '') : plain)
}

// ---------------------------------------------------------------------------------------------- storage

/** Reads what local storage holds; anything malformed falls back to the empty state, never throws. */
export function readStoredState(raw: unknown): StoredState {
  if (typeof raw !== 'object' || raw === null) return { ...EMPTY_STATE }
  const o = raw as Record<string, unknown>
  if (o.v !== 1) return { ...EMPTY_STATE }
  let ecb: EcbRates | null = null
  if (typeof o.ecb === 'object' && o.ecb !== null) {
    const e = o.ecb as Record<string, unknown>
    try {
      const parsed = parseEcbResponse({ base: 'EUR', date: e.date, rates: e.rates }, Number.POSITIVE_INFINITY)
      ecb = { ...parsed, fetchedAt: typeof e.fetchedAt === 'number' && Number.isFinite(e.fetchedAt) ? e.fetchedAt : 0 }
    } catch {
      ecb = null
    }
  }
  const code = (v: unknown, fallback: string) => (typeof v === 'string' && CODE.test(v) ? v : fallback)
  return {
    ecb,
    custom: typeof o.custom === 'string' ? o.custom.slice(0, 20000) : '',
    from: code(o.from, EMPTY_STATE.from),
    to: code(o.to, EMPTY_STATE.to),
  }
}

export function toStored(state: StoredState): unknown {
  return { v: 1, ...state }
}
