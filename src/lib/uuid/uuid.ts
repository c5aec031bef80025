// UUID bytes, text and inspection (RFC 9562, which obsoletes RFC 4122), shared by uuid-generator and uuid-namespace:
// v4 from crypto randomness, v7 with a millisecond timestamp and a counter that keeps ids ordered within a
// millisecond, formatting options, and a parser that reports version, variant and embedded time.

export type UuidBytes = Uint8Array<ArrayBuffer>

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'))

export function uuidToString(b: UuidBytes): string {
  let s = ''
  for (let i = 0; i < 16; i++) {
    if (i === 4 || i === 6 || i === 8 || i === 10) s += '-'
    s += HEX[b[i] as number]
  }
  return s
}

export interface FormatOptions {
  uppercase: boolean
  hyphens: boolean
  braces: boolean
}

export const DEFAULT_FORMAT: FormatOptions = { uppercase: false, hyphens: true, braces: false }

export function formatUuid(canonical: string, o: FormatOptions): string {
  let s = o.hyphens ? canonical : canonical.replace(/-/g, '')
  if (o.uppercase) s = s.toUpperCase()
  return o.braces ? `{${s}}` : s
}

export type RandomFill = (b: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>

const cryptoFill: RandomFill = (b) => crypto.getRandomValues(b)

/** Sets the version nibble and the RFC 9562 variant bits (10xx). */
function stamp(b: UuidBytes, version: number): UuidBytes {
  b[6] = ((b[6] as number) & 0x0f) | (version << 4)
  b[8] = ((b[8] as number) & 0x3f) | 0x80
  return b
}

export function uuidV4Bytes(fill: RandomFill = cryptoFill): UuidBytes {
  return stamp(fill(new Uint8Array(16)), 4)
}

/** crypto.randomUUID where available (secure contexts), otherwise getRandomValues. */
export function uuidV4(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  return uuidToString(uuidV4Bytes())
}

const COUNTER_BITS = 42
const COUNTER_MAX = 2 ** COUNTER_BITS - 1

/**
 * A v7 generator (RFC 9562 §5.7, monotonicity per §6.2 method 1 + 3): 48-bit Unix milliseconds, then a 42-bit
 * counter spread over rand_a (12 bits) and the top 30 bits of rand_b, then 32 random bits. The counter starts at a
 * random value with its top bit clear each new millisecond and is incremented within one; if the clock goes back or
 * the counter overflows, the timestamp is carried forward, so every id is greater than the one before.
 */
export function createV7Generator(
  opts: {
    now?: () => number
    fill?: RandomFill /** For tests: the counter's start value. */
    seed?: () => number
  } = {},
) {
  const now = opts.now ?? Date.now
  const fill = opts.fill ?? cryptoFill
  let lastMs = -1
  let counter = 0
  const randomSeed = () => {
    const r = fill(new Uint8Array(6))
    // 41 random bits: top bit of the 42-bit counter left at zero for headroom.
    return ((r[0] as number) & 0x01) * 2 ** 40 + (r[1] as number) * 2 ** 32 + new DataView(r.buffer).getUint32(2)
  }
  const seed = opts.seed ?? randomSeed
  return function next(): UuidBytes {
    const ms = Math.max(0, Math.floor(now()))
    if (ms > lastMs) {
      lastMs = ms
      counter = seed()
    } else {
      counter++
      if (counter > COUNTER_MAX) {
        lastMs++
        counter = seed()
      }
    }
    const b = new Uint8Array(16)
    let t = lastMs
    for (let i = 5; i >= 0; i--) {
      b[i] = t % 256
      t = Math.floor(t / 256)
    }
    const hi12 = Math.floor(counter / 2 ** 30) // top 12 bits
    const lo30 = counter % 2 ** 30
    b[6] = 0x70 | (hi12 >> 8)
    b[7] = hi12 & 0xff
    b[8] = 0x80 | (lo30 >>> 24) // 6 bits
    b[9] = (lo30 >>> 16) & 0xff
    b[10] = (lo30 >>> 8) & 0xff
    b[11] = lo30 & 0xff
    b.set(fill(new Uint8Array(4)), 12)
    return b
  }
}

const sharedV7 = createV7Generator()
export function uuidV7(): string {
  return uuidToString(sharedV7())
}

export type GenVersion = 'v4' | 'v7'

export function generateUuids(version: GenVersion, count: number, format: FormatOptions): string[] {
  const n = Math.max(1, Math.min(1000, Math.floor(count)))
  const out: string[] = []
  for (let i = 0; i < n; i++) out.push(formatUuid(version === 'v4' ? uuidV4() : uuidV7(), format))
  return out
}

// ---- Parsing and inspection --------------------------------------------------------------------------------------

export class UuidParseError extends Error {}

/** Accepts canonical, braced, urn:uuid:, unhyphenated and mixed-case forms; returns the 16 bytes. */
export function parseUuid(text: string): UuidBytes {
  let s = text.trim()
  if (!s) throw new UuidParseError('Enter a UUID.')
  s = s.replace(/^urn:uuid:/i, '')
  if (s.startsWith('{') !== s.endsWith('}')) throw new UuidParseError('Unbalanced braces.')
  if (s.startsWith('{')) s = s.slice(1, -1)
  const bad = /[^0-9a-fA-F-]/.exec(s)
  if (bad) throw new UuidParseError(`“${bad[0]}” at position ${bad.index + 1} is not a hex digit.`)
  const hex = s.replace(/-/g, '')
  if (hex.length !== 32) throw new UuidParseError(`A UUID has 32 hex digits; this has ${hex.length}.`)
  if (s.includes('-') && !/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/.test(s))
    throw new UuidParseError('Hyphens must split the digits 8-4-4-4-12.')
  const b = new Uint8Array(16)
  for (let i = 0; i < 16; i++) b[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16)
  return b
}

export type Variant = 'NCS (reserved)' | 'RFC 9562 / RFC 4122' | 'Microsoft (reserved)' | 'Future (reserved)'

export interface UuidInfo {
  canonical: string
  variant: Variant
  /** Version number from the high nibble of byte 6 (meaningful for the RFC variant). */
  version: number
  versionName: string
  special?: 'nil' | 'max'
  /** Embedded time for v1, v6 and v7. */
  time?: Date
  timePrecision?: string
  /** Random bits for v4/v7, clock sequence / node for v1/v6. */
  notes: string[]
}

const VERSION_NAMES: Record<number, string> = {
  1: 'Version 1 (Gregorian time + node)',
  2: 'Version 2 (DCE Security)',
  3: 'Version 3 (name-based, MD5)',
  4: 'Version 4 (random)',
  5: 'Version 5 (name-based, SHA-1)',
  6: 'Version 6 (reordered Gregorian time)',
  7: 'Version 7 (Unix time, sortable)',
  8: 'Version 8 (custom)',
}

/** 100-ns ticks between 1582-10-15 and 1970-01-01. */
const GREGORIAN_OFFSET = 122192928000000000n

function gregorianToDate(ticks: bigint): Date {
  return new Date(Number((ticks - GREGORIAN_OFFSET) / 10000n))
}

export function inspectUuid(b: UuidBytes): UuidInfo {
  const canonical = uuidToString(b)
  const notes: string[] = []
  if (b.every((x) => x === 0))
    return {
      canonical,
      variant: 'NCS (reserved)',
      version: 0,
      versionName: 'Nil UUID (all zeros)',
      special: 'nil',
      notes,
    }
  if (b.every((x) => x === 0xff))
    return {
      canonical,
      variant: 'Future (reserved)',
      version: 15,
      versionName: 'Max UUID (all ones)',
      special: 'max',
      notes,
    }
  const v8 = b[8] as number
  const variant: Variant =
    (v8 & 0x80) === 0
      ? 'NCS (reserved)'
      : (v8 & 0xc0) === 0x80
        ? 'RFC 9562 / RFC 4122'
        : (v8 & 0xe0) === 0xc0
          ? 'Microsoft (reserved)'
          : 'Future (reserved)'
  const version = (b[6] as number) >> 4
  const rfc = variant === 'RFC 9562 / RFC 4122'
  const info: UuidInfo = {
    canonical,
    variant,
    version,
    versionName: rfc
      ? (VERSION_NAMES[version] ?? `Unknown version ${version}`)
      : `Not an RFC UUID (version bits ${version})`,
    notes,
  }
  if (!rfc) {
    notes.push('The variant bits are not 10, so the version field has no standard meaning.')
    return info
  }
  const big = (from: number, to: number) => {
    let n = 0n
    for (let i = from; i < to; i++) n = (n << 8n) | BigInt(b[i] as number)
    return n
  }
  if (version === 7) {
    const ms = Number(big(0, 6))
    info.time = new Date(ms)
    info.timePrecision = 'millisecond'
  } else if (version === 1) {
    const timeLow = big(0, 4)
    const timeMid = big(4, 6)
    const timeHi = big(6, 8) & 0x0fffn
    info.time = gregorianToDate((timeHi << 48n) | (timeMid << 32n) | timeLow)
    info.timePrecision = '100 ns'
  } else if (version === 6) {
    const high = big(0, 6)
    const low = big(6, 8) & 0x0fffn
    info.time = gregorianToDate((high << 12n) | low)
    info.timePrecision = '100 ns'
  }
  if (version === 1 || version === 6) {
    const clockSeq = Number(big(8, 10) & 0x3fffn)
    const node = Array.from(b.slice(10), (x) => HEX[x]).join(':')
    notes.push(
      `Clock sequence ${clockSeq}, node ${node}${(b[10] as number) & 1 ? ' (random, multicast bit set)' : ' (may be a MAC address)'}.`,
    )
  }
  if (version === 4) notes.push('122 random bits.')
  if (version === 7) notes.push('48-bit timestamp, then 74 random or counter bits.')
  if (version === 3 || version === 5)
    notes.push('Made by hashing a namespace and a name: the same pair always gives this UUID.')
  return info
}
