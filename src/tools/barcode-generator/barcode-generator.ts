// Barcode rules checked before the generator library sees the text: allowed characters per symbology (each bad
// character named with its position), lengths, GS1 and UPC-E check digits (a wrong one is reported with the right
// one), print sizes from module width and DPI, bar/background contrast, and the PNG resolution chunk.
import { parseHex, relativeLuminance } from '../../lib/color'

export type SymbologyId =
  | 'code128'
  | 'ean13'
  | 'ean8'
  | 'upca'
  | 'upce'
  | 'code39'
  | 'itf14'
  | 'codabar'
  | 'datamatrix'
  | 'pdf417'

export interface Symbology {
  id: SymbologyId
  label: string
  /** bwip-js encoder name. */
  bcid: string
  dimension: '1d' | '2d'
  example: string
  /** What the symbology accepts, shown under the input. */
  hint: string
  /** Library drawing units per module (bwip-js draws Data Matrix modules 2 units wide). */
  unitsPerModule: number
  /** Quiet zone around the symbol, in modules. */
  quietModules: number
}

export const SYMBOLOGIES: readonly Symbology[] = [
  {
    id: 'code128',
    label: 'Code 128',
    bcid: 'code128',
    dimension: '1d',
    example: 'LK-2025-000417',
    hint: 'Any ASCII text (letters, digits, punctuation, control characters); code sets A, B and C are chosen automatically, digit runs use set C.',
    unitsPerModule: 1,
    quietModules: 10,
  },
  {
    id: 'ean13',
    label: 'EAN-13',
    bcid: 'ean13',
    dimension: '1d',
    example: '590123412345',
    hint: '12 digits (the check digit is added) or 13 digits (the check digit is verified).',
    unitsPerModule: 1,
    quietModules: 10,
  },
  {
    id: 'ean8',
    label: 'EAN-8',
    bcid: 'ean8',
    dimension: '1d',
    example: '9638507',
    hint: '7 digits (the check digit is added) or 8 digits (the check digit is verified).',
    unitsPerModule: 1,
    quietModules: 10,
  },
  {
    id: 'upca',
    label: 'UPC-A',
    bcid: 'upca',
    dimension: '1d',
    example: '03600029145',
    hint: '11 digits (the check digit is added) or 12 digits (the check digit is verified).',
    unitsPerModule: 1,
    quietModules: 10,
  },
  {
    id: 'upce',
    label: 'UPC-E',
    bcid: 'upce',
    dimension: '1d',
    example: '0123456',
    hint: 'Number system 0 or 1 and 6 digits (7 digits; the check digit is added) or 8 digits with the check digit. 6 digits alone assume number system 0.',
    unitsPerModule: 1,
    quietModules: 10,
  },
  {
    id: 'code39',
    label: 'Code 39',
    bcid: 'code39',
    dimension: '1d',
    example: 'LK-417 $A',
    hint: 'Capital letters A–Z, digits 0–9, space and - . $ / + %. The * start/stop character is added for you.',
    unitsPerModule: 1,
    quietModules: 10,
  },
  {
    id: 'itf14',
    label: 'ITF-14',
    bcid: 'itf14',
    dimension: '1d',
    example: '1540014128876',
    hint: '13 digits (the check digit is added) or 14 digits (the check digit is verified).',
    unitsPerModule: 1,
    quietModules: 10,
  },
  {
    id: 'codabar',
    label: 'Codabar',
    bcid: 'rationalizedCodabar',
    dimension: '1d',
    example: 'A40156B',
    hint: 'Digits and - $ : / . +, between a start and a stop letter A, B, C or D (A…A is added when you give neither).',
    unitsPerModule: 1,
    quietModules: 10,
  },
  {
    id: 'datamatrix',
    label: 'Data Matrix',
    bcid: 'datamatrix',
    dimension: '2d',
    example: 'https://example.com/item/417',
    hint: 'Any text up to about 1,500 characters (UTF-8, marked with ECI 26 when it is not plain ASCII).',
    unitsPerModule: 2,
    quietModules: 2,
  },
  {
    id: 'pdf417',
    label: 'PDF417',
    bcid: 'pdf417',
    dimension: '2d',
    example: 'LOCALKIT|DOC 417|2025-01-31',
    hint: 'Any text up to about 1,000 characters (UTF-8, marked with ECI 26 when it is not plain ASCII).',
    unitsPerModule: 1,
    quietModules: 2,
  },
]

export function symbologyById(id: SymbologyId): Symbology {
  const found = SYMBOLOGIES.find((s) => s.id === id)
  if (!found) throw new Error(`Unknown symbology ${id}`)
  return found
}

export interface ValidOptions {
  /** Code 39 only: append the optional modulo-43 check character. */
  code39Check?: boolean
}

export interface BarcodeOk {
  ok: true
  /** Text handed to the library. */
  text: string
  /** Library options this text needs (parse mode for ECI-marked 2-D data). */
  parse: boolean
  /** The full human-readable value, check digit included: what a scanner reads. */
  value: string
  /** The computed check digit/character, when the symbology has one. */
  check?: string
  notes: string[]
}

export interface BarcodeError {
  ok: false
  /** 'empty' is not an error to shout about; the others are. */
  kind: 'empty' | 'chars' | 'length' | 'check' | 'format'
  message: string
  /** For a wrong check digit: the input with the correct digit, ready to use. */
  corrected?: string
}

export type BarcodeResult = BarcodeOk | BarcodeError

/** A character as a person reads it in an error message. */
export function describeChar(ch: string): string {
  const code = ch.codePointAt(0) ?? 0
  const hex = `U+${code.toString(16).toUpperCase().padStart(4, '0')}`
  const names: Record<number, string> = {
    9: 'tab',
    10: 'line break',
    13: 'carriage return',
    32: 'space',
    160: 'non-breaking space',
  }
  if (names[code]) return `${names[code]} (${hex})`
  if (code < 32 || code === 127) return `control character ${hex}`
  if (code > 127) return `"${ch}" (${hex})`
  return `"${ch}"`
}

/** Names up to five distinct offending characters with their first position (1-based, in characters). */
export function invalidCharacters(text: string, allowed: (ch: string) => boolean, offset = 0): string | null {
  const seen = new Map<string, number>()
  let position = offset
  for (const ch of text) {
    position++
    if (!allowed(ch) && !seen.has(ch)) seen.set(ch, position)
  }
  if (seen.size === 0) return null
  const listed = [...seen].slice(0, 5).map(([ch, pos]) => `${describeChar(ch)} at position ${pos}`)
  const more = seen.size > 5 ? ` and ${seen.size - 5} more` : ''
  return `${listed.join(', ')}${more}`
}

/** GS1 modulo-10 check digit (EAN-13, EAN-8, UPC-A, ITF-14): weights 3,1,3… from the right. */
export function gs1CheckDigit(body: string): string {
  let sum = 0
  for (let i = 0; i < body.length; i++) {
    const digit = body.charCodeAt(body.length - 1 - i) - 48
    sum += digit * (i % 2 === 0 ? 3 : 1)
  }
  return String((10 - (sum % 10)) % 10)
}

/** Expands a UPC-E number (number system + 6 digits) to the 11-digit UPC-A body it stands for. */
export function expandUpcE(ns: string, six: string): string {
  const d = six.split('')
  const last = d[5]
  if (last === '0' || last === '1' || last === '2') return `${ns}${d[0]}${d[1]}${last}0000${d[2]}${d[3]}${d[4]}`
  if (last === '3') return `${ns}${d[0]}${d[1]}${d[2]}00000${d[3]}${d[4]}`
  if (last === '4') return `${ns}${d[0]}${d[1]}${d[2]}${d[3]}00000${d[4]}`
  return `${ns}${d[0]}${d[1]}${d[2]}${d[3]}${d[4]}0000${last}`
}

export const CODE39_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ-. $/+%'

/** Code 39 modulo-43 check character. */
export function code39CheckChar(text: string): string {
  let sum = 0
  for (const ch of text) sum += CODE39_CHARS.indexOf(ch)
  return CODE39_CHARS[sum % 43]
}

const isDigit = (ch: string) => ch >= '0' && ch <= '9'
const CODABAR_DATA = '0123456789-$:/.+'
const CODABAR_ENDS = 'ABCD'
const MAX_1D = 80
const MAX_2D_BYTES: Record<'datamatrix' | 'pdf417', number> = { datamatrix: 1556, pdf417: 1850 }

function fail(kind: BarcodeError['kind'], message: string, corrected?: string): BarcodeError {
  return corrected === undefined ? { ok: false, kind, message } : { ok: false, kind, message, corrected }
}

function gs1(label: string, raw: string, bodyLength: number): BarcodeResult {
  const digits = raw.replace(/ /g, '')
  const bad = invalidCharacters(digits, isDigit)
  if (bad) return fail('chars', `${label} takes digits only: ${bad} is not allowed.`)
  if (digits.length === bodyLength) {
    const check = gs1CheckDigit(digits)
    return {
      ok: true,
      text: digits + check,
      parse: false,
      value: digits + check,
      check,
      notes: [`Check digit ${check} added.`],
    }
  }
  if (digits.length === bodyLength + 1) {
    const body = digits.slice(0, bodyLength)
    const given = digits[bodyLength]
    const check = gs1CheckDigit(body)
    if (given !== check) {
      return fail(
        'check',
        `Wrong check digit: ${label} ${body}… ends in ${check}, not ${given} (${body}${check}).`,
        body + check,
      )
    }
    return { ok: true, text: digits, parse: false, value: digits, check, notes: [`Check digit ${check} is correct.`] }
  }
  return fail(
    'length',
    `${label} needs ${bodyLength} digits (check digit added) or ${bodyLength + 1} (check digit verified); this has ${digits.length}.`,
  )
}

function upcE(raw: string): BarcodeResult {
  const digits = raw.replace(/ /g, '')
  const bad = invalidCharacters(digits, isDigit)
  if (bad) return fail('chars', `UPC-E takes digits only: ${bad} is not allowed.`)
  if (digits.length < 6 || digits.length > 8) {
    return fail(
      'length',
      `UPC-E needs 6 digits, 7 (number system + 6) or 8 (with the check digit); this has ${digits.length}.`,
    )
  }
  const full = digits.length === 6 ? `0${digits}` : digits
  const ns = full[0]
  if (ns !== '0' && ns !== '1') {
    return fail('format', `UPC-E's number system (first digit) must be 0 or 1, not ${ns}.`)
  }
  const six = full.slice(1, 7)
  const check = gs1CheckDigit(expandUpcE(ns, six))
  const notes = [`Stands for UPC-A ${expandUpcE(ns, six)}${check}.`]
  if (digits.length === 6) notes.unshift('Number system 0 assumed.')
  if (full.length === 8) {
    if (full[7] !== check) {
      return fail(
        'check',
        `Wrong check digit: UPC-E ${ns}${six}… ends in ${check}, not ${full[7]} (${ns}${six}${check}).`,
        `${ns}${six}${check}`,
      )
    }
    return {
      ok: true,
      text: full,
      parse: false,
      value: full,
      check,
      notes: [`Check digit ${check} is correct.`, ...notes],
    }
  }
  return {
    ok: true,
    text: full + check,
    parse: false,
    value: full + check,
    check,
    notes: [`Check digit ${check} added.`, ...notes],
  }
}

function code39(raw: string, withCheck: boolean): BarcodeResult {
  const bad = invalidCharacters(raw, (ch) => CODE39_CHARS.includes(ch))
  if (bad) {
    const lower = /[a-z]/.test(raw) ? ' Code 39 has capital letters only: write them in upper case.' : ''
    const star = raw.includes('*') ? ' The * start/stop character is added for you.' : ''
    return fail('chars', `Code 39 cannot encode ${bad}.${lower}${star}`)
  }
  if (raw.length > MAX_1D)
    return fail('length', `Code 39 here takes up to ${MAX_1D} characters; this has ${raw.length}.`)
  if (!withCheck) return { ok: true, text: raw, parse: false, value: raw, notes: [] }
  const check = code39CheckChar(raw)
  return {
    ok: true,
    text: raw,
    parse: false,
    value: raw + check,
    check,
    notes: [`Modulo-43 check character "${check}" appended.`],
  }
}

function codabar(raw: string): BarcodeResult {
  const text = raw
  const first = text[0]
  const last = text[text.length - 1]
  const startGiven = CODABAR_ENDS.includes(first)
  const stopGiven = text.length > 1 && CODABAR_ENDS.includes(last)
  if (startGiven !== stopGiven || (startGiven && text.length === 1)) {
    return fail(
      'format',
      'Codabar needs a start and a stop letter (A, B, C or D) at both ends, or neither (A…A is then added).',
    )
  }
  const data = startGiven ? text.slice(1, -1) : text
  const bad = invalidCharacters(data, (ch) => CODABAR_DATA.includes(ch), startGiven ? 1 : 0)
  if (bad) {
    const letters = /[A-D]/.test(data) ? ' A, B, C and D may only start and end the code.' : ''
    return fail('chars', `Codabar cannot encode ${bad}. It takes digits and - $ : / . + only.${letters}`)
  }
  if (!data) return fail('length', 'Codabar needs at least one data character between its start and stop letters.')
  if (text.length > MAX_1D)
    return fail('length', `Codabar here takes up to ${MAX_1D} characters; this has ${text.length}.`)
  const full = startGiven ? text : `A${text}A`
  return {
    ok: true,
    text: full,
    parse: false,
    value: full,
    notes: startGiven ? [] : ['Start and stop letters A…A added.'],
  }
}

function code128(raw: string): BarcodeResult {
  const bad = invalidCharacters(raw, (ch) => ch.charCodeAt(0) < 128 && ch.length === 1)
  if (bad)
    return fail(
      'chars',
      `Code 128 encodes ASCII only: ${bad} cannot be encoded. Use Data Matrix or PDF417 for other text.`,
    )
  if (raw.length > MAX_1D) {
    return fail(
      'length',
      `Code 128 here takes up to ${MAX_1D} characters (longer codes do not scan well); this has ${raw.length}.`,
    )
  }
  // bwip-js reads ^NNN escapes only in parse mode, which stays off, so every character is literal.
  return { ok: true, text: raw, parse: false, value: raw, notes: [] }
}

/** UTF-8 bytes of the text as a bwip-js parse-mode string: ECI 26 marker, ^NNN for non-ASCII bytes and for ^. */
export function toEciText(text: string): string {
  const bytes = new TextEncoder().encode(text)
  let out = '^ECI000026'
  for (const b of bytes)
    out += b >= 128 || b === 94 || b < 32 ? `^${String(b).padStart(3, '0')}` : String.fromCharCode(b)
  return out
}

function matrix(id: 'datamatrix' | 'pdf417', label: string, raw: string): BarcodeResult {
  const bytes = new TextEncoder().encode(raw).length
  if (bytes > MAX_2D_BYTES[id]) {
    return fail(
      'length',
      `${label} holds at most about ${MAX_2D_BYTES[id].toLocaleString('en')} bytes; this is ${bytes.toLocaleString('en')}.`,
    )
  }
  if (/^[\x20-\x7e\t\r\n]*$/.test(raw)) return { ok: true, text: raw, parse: false, value: raw, notes: [] }
  return {
    ok: true,
    text: toEciText(raw),
    parse: true,
    value: raw,
    notes: ['Encoded as UTF-8 with an ECI 26 marker, so scanners read the accents and symbols correctly.'],
  }
}

export function validateBarcode(id: SymbologyId, input: string, options: ValidOptions = {}): BarcodeResult {
  if (input === '') return fail('empty', 'Type the value to encode.')
  switch (id) {
    case 'code128':
      return code128(input)
    case 'ean13':
      return gs1('EAN-13', input, 12)
    case 'ean8':
      return gs1('EAN-8', input, 7)
    case 'upca':
      return gs1('UPC-A', input, 11)
    case 'itf14':
      return gs1('ITF-14', input, 13)
    case 'upce':
      return upcE(input)
    case 'code39':
      return code39(input, options.code39Check ?? false)
    case 'codabar':
      return codabar(input)
    case 'datamatrix':
      return matrix('datamatrix', 'Data Matrix', input)
    case 'pdf417':
      return matrix('pdf417', 'PDF417', input)
  }
}

/** A library error ("bwipp.ean13badCheckDigit#6915: Incorrect …") as a sentence for the page. */
export function libraryMessage(error: unknown): string {
  const raw = error instanceof Error ? error.message : String(error)
  const text = raw.replace(/^bwip(p|-js)\.[\w]+(#\d+)?:\s*/, '').trim()
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : 'The barcode could not be drawn.'
}

// --- Size ---------------------------------------------------------------------------------------------------------

export const DPI_OPTIONS = [72, 96, 150, 203, 300, 600] as const
export const MODULE_MM = { min: 0.1, max: 1.5, step: 0.01, default: 0.33 }
export const HEIGHT_MM = { min: 5, max: 60, step: 1, default: 15 }

/** Whole pixels per module at this DPI (at least 1: bars must land on pixel edges to scan). */
export function pixelsPerModule(moduleMm: number, dpi: number): number {
  return Math.max(1, Math.round((moduleMm / 25.4) * dpi))
}

export interface RenderPlan {
  /** bwip-js scale for this output (pixels or SVG units per drawing unit). */
  scale: number
  /** bwip-js bar height option for a 1-D symbol (its unit: 1/72 inch × scale). */
  height: number
  /** Padding in drawing units (the quiet zone). */
  padding: number
  /** The real module width this output gets, in mm. */
  moduleMm: number
  pixelsPerModule: number
}

/**
 * PNG: each module gets a whole number of pixels, so the real module width is that many pixels at the DPI.
 * bwip-js heights count 1/72 inch per unit before scaling, so the bar height is converted through the scale.
 */
export function planPng(sym: Symbology, moduleMm: number, dpi: number, heightMm: number): RenderPlan {
  const px = pixelsPerModule(moduleMm, dpi)
  const scale = px / sym.unitsPerModule
  const heightPx = (heightMm / 25.4) * dpi
  return {
    scale,
    height: ((heightPx / scale) * 25.4) / 72,
    padding: sym.quietModules * sym.unitsPerModule,
    moduleMm: (px / dpi) * 25.4,
    pixelsPerModule: px,
  }
}

/** SVG: drawn at scale 1, then sized in millimetres so one module is exactly `moduleMm` wide when printed. */
export function planSvg(sym: Symbology, moduleMm: number, heightMm: number): RenderPlan {
  const mmPerUnit = moduleMm / sym.unitsPerModule
  return {
    scale: 1,
    height: ((heightMm / mmPerUnit) * 25.4) / 72,
    padding: sym.quietModules * sym.unitsPerModule,
    moduleMm,
    pixelsPerModule: 0,
  }
}

/** Gives a bwip-js SVG physical width and height (mm) from its viewBox, and a title for screen readers. */
export function sizeSvg(
  svg: string,
  mmPerUnit: number,
  title: string,
): { svg: string; widthMm: number; heightMm: number } {
  const match = svg.match(/viewBox="0 0 ([\d.]+) ([\d.]+)"/)
  if (!match) return { svg, widthMm: 0, heightMm: 0 }
  const widthMm = Number(match[1]) * mmPerUnit
  const heightMm = Number(match[2]) * mmPerUnit
  const round = (n: number) => Number(n.toFixed(3))
  const escaped = title.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
  const sized = svg.replace(
    /<svg /,
    `<svg width="${round(widthMm)}mm" height="${round(heightMm)}mm" role="img" aria-label="${escaped.replace(/"/g, '&quot;')}" `,
  )
  return { svg: sized.replace(/(<svg[^>]*>)/, `$1\n<title>${escaped}</title>`), widthMm, heightMm }
}

// --- Colour -------------------------------------------------------------------------------------------------------

export interface ContrastCheck {
  /** WCAG contrast ratio, 1–21. */
  ratio: number
  /** Print contrast signal (Rl − Rd) / Rl, with relative luminance as reflectance; 0–1, negative when inverted. */
  pcs: number
  /** null when fine; otherwise what the user should know. */
  warning: string | null
}

/** Scanners read dark bars on a light background; a low contrast or inverted pair often fails to scan. */
export function checkContrast(barHex: string, backgroundHex: string): ContrastCheck {
  const bar = parseHex(barHex)
  const bg = parseHex(backgroundHex)
  if (!bar || !bg) return { ratio: 1, pcs: 0, warning: 'Enter both colours as hex values such as #000000.' }
  const ld = relativeLuminance(bar)
  const ll = relativeLuminance(bg)
  const ratio = (Math.max(ld, ll) + 0.05) / (Math.min(ld, ll) + 0.05)
  const pcs = ll > 0 ? (ll - ld) / ll : -1
  let warning: string | null = null
  if (ld >= ll) {
    warning = 'The bars are not darker than the background. Most scanners need dark bars on a light background.'
  } else if (pcs < 0.75 || ratio < 4.5) {
    warning = `Low contrast (${ratio.toFixed(1)}:1, print contrast ${Math.round(pcs * 100)}%). Scanners may fail: aim for at least 75% print contrast, e.g. black or dark blue on white.`
  }
  return { ratio, pcs, warning }
}

/** bwip-js colour option: RRGGBB without '#'. */
export function bwipColor(hex: string): string {
  const rgb = parseHex(hex)
  if (!rgb) return '000000'
  return [rgb.r, rgb.g, rgb.b].map((c) => c.toString(16).padStart(2, '0')).join('')
}

// --- PNG resolution -----------------------------------------------------------------------------------------------

let crcTable: Uint32Array | null = null

export function crc32(bytes: Uint8Array): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256)
    for (let n = 0; n < 256; n++) {
      let c = n
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
      crcTable[n] = c >>> 0
    }
  }
  let crc = 0xffffffff
  for (const b of bytes) crc = crcTable[(crc ^ b) & 0xff] ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

/** Writes a pHYs chunk (pixels per metre) after IHDR, replacing any, so print software knows the DPI. */
export function setPngDpi(png: Uint8Array, dpi: number): Uint8Array {
  const signature = [137, 80, 78, 71, 13, 10, 26, 10]
  if (png.length < 33 || signature.some((b, i) => png[i] !== b)) throw new Error('Not a PNG file')
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength)
  const parts: Uint8Array[] = [png.subarray(0, 8)]
  let offset = 8
  let inserted = false
  while (offset + 12 <= png.length) {
    const length = view.getUint32(offset)
    const type = String.fromCharCode(...png.subarray(offset + 4, offset + 8))
    const end = offset + 12 + length
    if (type !== 'pHYs') parts.push(png.subarray(offset, end))
    if (type === 'IHDR' && !inserted) {
      const ppm = Math.round(dpi / 0.0254)
      const chunk = new Uint8Array(21)
      const cv = new DataView(chunk.buffer)
      cv.setUint32(0, 9)
      chunk.set([112, 72, 89, 115], 4) // "pHYs"
      cv.setUint32(8, ppm)
      cv.setUint32(12, ppm)
      chunk[16] = 1 // unit: metre
      cv.setUint32(17, crc32(chunk.subarray(4, 17)))
      parts.push(chunk)
      inserted = true
    }
    offset = end
  }
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const p of parts) {
    out.set(p, at)
    at += p.length
  }
  return out
}

/** Reads the DPI from a PNG's pHYs chunk (null when absent or not in metres). */
export function readPngDpi(png: Uint8Array): number | null {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength)
  let offset = 8
  while (offset + 12 <= png.length) {
    const length = view.getUint32(offset)
    const type = String.fromCharCode(...png.subarray(offset + 4, offset + 8))
    if (type === 'pHYs' && png[offset + 16] === 1) return Math.round(view.getUint32(offset + 8) * 0.0254)
    offset += 12 + length
  }
  return null
}

export function barcodeFileName(id: SymbologyId, value: string, ext: 'png' | 'svg'): string {
  const safe = value
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
  return `${id}${safe ? `-${safe}` : ''}.${ext}`
}
