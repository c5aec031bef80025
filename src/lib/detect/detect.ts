// Smart paste and drop: what is this text or file, and which tools fit it. Pure (no DOM, no React).
// Text is judged on a sample (its first 64 KB and last 1 KB), so a 5 MB paste is classified in a few
// milliseconds; files are judged by their bytes (magic numbers, container brands, GIF frame count), never by name.

export type DetectKind =
  | 'jwt'
  | 'json'
  | 'geojson'
  | 'yaml'
  | 'csv'
  | 'tsv'
  | 'svg'
  | 'html'
  | 'xml'
  | 'markdown'
  | 'url'
  | 'email'
  | 'uuid'
  | 'color'
  | 'cron'
  | 'timestamp'
  | 'iso-date'
  | 'data-url'
  | 'base64-image'
  | 'base64'
  | 'ipv4'
  | 'ipv6'
  | 'cidr'
  | 'card'
  | 'regex'
  | 'text'
  | 'png'
  | 'jpeg'
  | 'webp'
  | 'gif'
  | 'gif-animated'
  | 'heic'
  | 'avif'
  | 'video'
  | 'audio'
  | 'pdf'
  | 'zip'
  | 'xlsx'

export interface Detection {
  kind: DetectKind
  /** One line for the user: "Looks like a JWT: 3 Base64URL parts". */
  reason: string
  /** 0..1; suggestions are ranked by it. */
  confidence: number
  /** Tool slugs, best first. */
  tools: readonly string[]
  /** For a file recognised by its bytes: its real MIME type and extensions (the first preferred). */
  type?: FileType
}

export interface FileType {
  mime: string
  extensions: readonly string[]
}

export interface Suggestion {
  slug: string
  kind: DetectKind
  reason: string
  confidence: number
}

/** Text longer than this is judged on its head and tail only. */
export const SAMPLE_HEAD = 64 * 1024
const SAMPLE_TAIL = 1024

const TOOLS: Record<DetectKind, readonly string[]> = {
  jwt: ['jwt-decode', 'base64-encode'],
  json: ['json-pretty', 'json-to-ts', 'json-to-csv', 'json-plot'],
  geojson: ['geojson-viewer', 'json-pretty'],
  yaml: ['yaml-to-json'],
  csv: ['csv-to-json', 'csv-preview', 'table-sorter'],
  tsv: ['table-sorter', 'csv-preview', 'csv-to-json'],
  svg: ['svg-minify', 'icon-spriter', 'image-convert'],
  html: ['html-to-text', 'html-preview'],
  xml: ['html-to-text'],
  markdown: ['markdown-preview', 'markdown-toc'],
  url: ['url-parser', 'url-encode', 'qr-generator'],
  email: ['email-validator'],
  uuid: ['uuid-namespace', 'uuid-generator'],
  color: ['hex-rgb', 'contrast-checker', 'palette-generator', 'color-picker'],
  cron: ['cron-parser'],
  timestamp: ['unix-timestamp'],
  'iso-date': ['unix-timestamp', 'date-add', 'week-number', 'time-diff'],
  'data-url': ['base64-encode', 'base64-image'],
  'base64-image': ['base64-image', 'base64-encode'],
  base64: ['base64-encode'],
  ipv4: ['ip-info'],
  ipv6: ['ip-info'],
  cidr: ['ip-info'],
  card: ['credit-card-check'],
  regex: ['regex-tester'],
  text: ['word-count', 'char-case', 'diff-viewer'],
  png: ['image-compress', 'image-resize', 'image-convert', 'image-crop', 'favicon-generator', 'image-to-pdf'],
  jpeg: ['image-compress', 'exif-viewer', 'image-resize', 'image-convert', 'image-crop', 'image-to-pdf'],
  webp: ['image-convert', 'image-compress', 'image-resize', 'image-crop'],
  gif: ['image-convert', 'gif-split', 'image-resize'],
  'gif-animated': ['gif-split', 'image-convert'],
  heic: ['exif-viewer'],
  avif: ['image-convert', 'image-compress', 'image-resize'],
  video: ['video-trim'],
  audio: ['audio-convert'],
  pdf: ['split-pdf', 'merge-pdf', 'file-hash'],
  zip: ['zip-extract', 'file-hash'],
  xlsx: ['excel-to-json', 'zip-extract'],
}

const d = (kind: DetectKind, reason: string, confidence: number, tools = TOOLS[kind]): Detection => ({
  kind,
  reason,
  confidence,
  tools,
})

/** A file kind whose bytes say what it really is, whatever its name and type claim. */
const f = (kind: DetectKind, reason: string, confidence: number, mime: string, ...extensions: string[]): Detection => ({
  ...d(kind, reason, confidence),
  type: { mime, extensions },
})

// ---------------------------------------------------------------- helpers

export function luhnValid(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let n = digits.charCodeAt(digits.length - 1 - i) - 48
    if (i % 2 === 1) {
      n *= 2
      if (n > 9) n -= 9
    }
    sum += n
  }
  return sum % 10 === 0
}

function base64ToBytes(b64: string, max = Number.POSITIVE_INFINITY): Uint8Array | null {
  const clean = b64.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '')
  const take = Math.min(clean.length, Math.floor(max / 3) * 4)
  try {
    const padded = clean.slice(0, take) + '='.repeat((4 - (take % 4)) % 4)
    const bin = atob(padded)
    const out = new Uint8Array(bin.length)
    for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i)
    return out
  } catch {
    return null
  }
}

/** Share of bytes that are printable ASCII, common whitespace or UTF-8 continuation/lead bytes. */
function textLikeShare(bytes: Uint8Array): number {
  if (!bytes.length) return 0
  let ok = 0
  for (const b of bytes) if (b === 9 || b === 10 || b === 13 || (b >= 32 && b !== 127)) ok++
  return ok / bytes.length
}

/** Share of characters that are control characters (other than tab, newline, carriage return) or U+FFFD. */
function junkShare(text: string): number {
  if (!text.length) return 0
  let junk = 0
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if ((c < 32 && c !== 9 && c !== 10 && c !== 13) || c === 127 || c === 0xfffd || (c >= 0x80 && c < 0xa0)) junk++
  }
  return junk / text.length
}

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/

function isIPv6(s: string): boolean {
  if (!/^[0-9a-f:.]+$/i.test(s) || !s.includes(':')) return false
  const double = s.split('::')
  if (double.length > 2) return false
  let tail = s
  let groupsNeeded = 8
  if (/\d+\.\d+\.\d+\.\d+$/.test(s)) {
    const v4 = s.slice(s.lastIndexOf(':') + 1)
    if (!IPV4.test(v4)) return false
    tail = `${s.slice(0, s.lastIndexOf(':') + 1)}0:0`
    groupsNeeded = 8
  }
  const parts = tail.split('::')
  const groups = parts.flatMap((p) => (p ? p.split(':') : []))
  if (groups.some((g) => !/^[0-9a-f]{1,4}$/i.test(g))) return false
  return parts.length === 2 ? groups.length < groupsNeeded : groups.length === groupsNeeded
}

const CRON_FIELD =
  /^(\*|\?|[0-9a-z]+(-[0-9a-z]+)?|\*\/\d+|[0-9a-z]+(-[0-9a-z]+)?\/\d+|L|\d+W|\d+L|\d#\d)(,(\*|[0-9a-z]+(-[0-9a-z]+)?(\/\d+)?))*$/i
const CRON_MACRO = /^@(yearly|annually|monthly|weekly|daily|midnight|hourly|reboot)$/i

function cronLike(s: string): boolean {
  if (CRON_MACRO.test(s)) return true
  const fields = s.split(/\s+/)
  if (fields.length < 5 || fields.length > 6) return false
  if (!fields.every((f) => CRON_FIELD.test(f))) return false
  // At least one wildcard or step: five plain numbers are more likely a date or a list of numbers.
  return fields.some((f) => /[*?/]/.test(f)) && fields.every((f) => !/^[a-z]{4,}$/i.test(f))
}

const HEX_COLOR = /^#([0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i
const FUNC_COLOR =
  /^(rgba?|hsla?|hwb|oklch|oklab|lab|lch)\(\s*-?[\d.]+(deg|%)?(\s*[, ]\s*-?[\d.]+%?){2}(\s*[,/]\s*[\d.]+%?)?\s*\)$/i

const MD_SIGNALS: readonly RegExp[] = [
  /^#{1,6} \S/m,
  /^\s*[-*+] \S/m,
  /^\s*\d+\. \S/m,
  /\[[^\]\n]+\]\([^)\s]+\)/,
  /^```/m,
  /\*\*[^*\n]+\*\*/,
  /^> \S/m,
  /^\|.+\|\s*$/m,
  /`[^`\n]+`/,
]

function delimiterCounts(line: string, delim: string): number {
  let n = 0
  let quoted = false
  for (let i = 0; i < line.length; i++) {
    const c = line[i]
    if (c === '"') quoted = !quoted
    else if (c === delim && !quoted) n++
  }
  return n
}

function tableLike(lines: string[], delim: string): number {
  if (lines.length < 2) return 0
  const counts = lines.slice(0, 50).map((l) => delimiterCounts(l, delim))
  const first = counts[0]
  if (first < 1) return 0
  const same = counts.filter((c) => c === first).length
  return same / counts.length
}

const YAML_LINE = /^(\s*#.*|\s*-\s.*|\s*-$|\s*[\w"'][\w .\-"'/]*:(\s.*)?|\s+\S.*|---.*|\.\.\.)$/

function yamlLike(lines: string[]): boolean {
  const meaningful = lines.filter((l) => l.trim() && !l.trim().startsWith('#'))
  if (meaningful.length < 2) return false
  const keys = meaningful.filter((l) => /^\s*(- )?[\w"'][\w .\-"'/]*:(\s|$)/.test(l)).length
  const fit = meaningful.filter((l) => YAML_LINE.test(l)).length
  return keys >= 2 && fit / meaningful.length >= 0.9 && !/[;{}]\s*$/.test(meaningful[0])
}

// ---------------------------------------------------------------- text

/** The kinds a pasted text looks like, most confident first; [] when nothing fits (e.g. binary junk). */
export function detectText(input: string): Detection[] {
  const big = input.length > SAMPLE_HEAD + SAMPLE_TAIL
  const head = big ? input.slice(0, SAMPLE_HEAD) : input
  const tail = big ? input.slice(-SAMPLE_TAIL) : input
  const text = head.trim()
  const out: Detection[] = []
  if (!text) return out
  if (junkShare(head) > 0.02) return out

  const single = !/\n/.test(text)
  const compact = text.replace(/\s+/g, '')

  if (single) {
    // JWT: three Base64URL parts, the first decoding to a JSON header with "alg".
    const jwt = /^([A-Za-z0-9_-]{4,})\.([A-Za-z0-9_-]{4,})\.([A-Za-z0-9_-]*)$/.exec(text)
    if (jwt) {
      const header = base64ToBytes(jwt[1])
      let alg: string | null = null
      try {
        const parsed = header ? JSON.parse(new TextDecoder().decode(header)) : null
        if (parsed && typeof parsed === 'object' && typeof parsed.alg === 'string') alg = parsed.alg
      } catch {
        alg = null
      }
      if (alg) out.push(d('jwt', `Looks like a JWT: 3 Base64URL parts, header says ${alg}`, 0.99))
    }
    const dataUrl = /^data:([\w.+-]+\/[\w.+-]+)?((?:;(?!base64,)[\w.+-]+(?:=[\w.+-]+)?)*)(;base64)?,/i.exec(text)
    if (dataUrl) {
      const mime = (dataUrl[1] ?? 'text/plain').toLowerCase()
      if (mime.startsWith('image/')) out.push(d('base64-image', `A data: URL holding a ${mime} image`, 0.97))
      else out.push(d('data-url', `A data: URL (${mime}${dataUrl[3] ? ', Base64' : ''})`, 0.95))
    } else if (/^https?:\/\/[^\s/$.?#][^\s]*$/i.test(text) || /^(ftp|wss?):\/\/\S+$/i.test(text)) {
      try {
        const u = new URL(text)
        const q = [...u.searchParams.keys()].length
        out.push(d('url', `A URL on ${u.host}${q ? ` with ${q} query parameter${q === 1 ? '' : 's'}` : ''}`, 0.95))
      } catch {
        // not a URL after all
      }
    }
    if (/^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/i.test(text))
      out.push(d('email', 'An e-mail address', 0.95))
    const uuid = /^\{?([0-9a-f]{8}-[0-9a-f]{4}-([0-9a-f])[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12})\}?$/i.exec(text)
    if (uuid) out.push(d('uuid', `A UUID (version ${uuid[2]})`, 0.97))
    if (HEX_COLOR.test(text) || FUNC_COLOR.test(text))
      out.push(d('color', `A colour: ${text.length > 40 ? `${text.slice(0, 40)}…` : text}`, 0.96))
    if (cronLike(text)) out.push(d('cron', `A cron expression (${text.split(/\s+/).length} fields)`, 0.93))
    if (/^\d{9,13}(\.\d+)?$/.test(text)) {
      const n = Number(text)
      const digits = text.split('.')[0].length
      // Seconds from 1973 to 2100, or milliseconds in the same span.
      if (digits <= 10 && n >= 1e8 && n <= 4_102_444_800)
        out.push(d('timestamp', `A Unix timestamp in seconds (${new Date(n * 1000).toISOString().slice(0, 10)})`, 0.9))
      else if (digits >= 12 && n >= 1e11 && n <= 4_102_444_800_000)
        out.push(d('timestamp', `A Unix timestamp in milliseconds (${new Date(n).toISOString().slice(0, 10)})`, 0.9))
    }
    const iso = /^(\d{4})-(\d{2})-(\d{2})([T ](\d{2}):(\d{2})(:(\d{2})(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.exec(text)
    if (iso) {
      const month = Number(iso[2])
      const day = Number(iso[3])
      const valid =
        month >= 1 && month <= 12 && day >= 1 && day <= new Date(Date.UTC(Number(iso[1]), month, 0)).getUTCDate()
      if (valid && (!iso[4] || (Number(iso[5]) < 24 && Number(iso[6]) < 60)))
        out.push(d('iso-date', iso[4] ? 'An ISO 8601 date and time' : 'An ISO 8601 date', 0.93))
    }
    const cidr = /^(.+)\/(\d{1,3})$/.exec(text)
    if (cidr && ((IPV4.test(cidr[1]) && Number(cidr[2]) <= 32) || (isIPv6(cidr[1]) && Number(cidr[2]) <= 128)))
      out.push(d('cidr', `A CIDR block (/${cidr[2]})`, 0.96))
    else if (IPV4.test(text)) out.push(d('ipv4', 'An IPv4 address', 0.96))
    else if (isIPv6(text)) out.push(d('ipv6', 'An IPv6 address', 0.96))
    const card = text.replace(/[\s-]/g, '')
    if (/^\d{13,19}$/.test(card) && /^[\d\s-]+$/.test(text) && luhnValid(card))
      out.push(d('card', `A ${card.length}-digit card number that passes the Luhn check`, 0.9))
    const re = /^\/(.+)\/([dgimsuvy]*)$/.exec(text)
    if (re && !/^\/\//.test(text)) {
      try {
        new RegExp(re[1], re[2])
        if (new Set(re[2]).size === re[2].length)
          out.push(d('regex', `A regular expression literal${re[2] ? ` with flags ${re[2]}` : ''}`, 0.94))
      } catch {
        // not a valid pattern
      }
    }
  }

  // Base64 (one block, maybe wrapped over lines): decodes to an image or to readable text.
  if (!out.length && compact.length >= 12 && /^[A-Za-z0-9+/]+={0,2}$/.test(compact) && compact.length % 4 === 0) {
    const bytes = base64ToBytes(compact, 4096)
    if (bytes) {
      const image = imageKindOf(bytes)
      if (image) out.push(d('base64-image', `Base64 of a ${image} image`, 0.96))
      else if (/[0-9+/]/.test(compact) || /[a-z]/.test(compact) === /[A-Z]/.test(compact)) {
        if (textLikeShare(bytes) > 0.95) out.push(d('base64', 'Base64 that decodes to readable text', 0.85))
      }
    }
  }

  const first = text[0]
  const last = (big ? tail.trim() : text).slice(-1)

  // JSON: parsed whole when small; on a sample (shape of start and end) when big.
  if ((first === '{' && last === '}') || (first === '[' && last === ']')) {
    if (!big) {
      try {
        const value = JSON.parse(text)
        const geo =
          value &&
          typeof value === 'object' &&
          /^(FeatureCollection|Feature|Polygon|Point|LineString|MultiPolygon)$/.test(value.type)
        if (geo) out.push(d('geojson', `GeoJSON (${value.type})`, 0.97))
        const what = Array.isArray(value)
          ? `an array of ${value.length}`
          : `an object with ${Object.keys(value).length} keys`
        out.push(d('json', `Valid JSON: ${what}`, geo ? 0.9 : 0.97))
      } catch (error) {
        if (/^(\{\s*["}]|\[\s*["[{\d\-tfn\]])/.test(text))
          out.push(d('json', `JSON with an error: ${(error as Error).message.slice(0, 80)}`, 0.7))
      }
    } else if (/^[{[]\s*["[{\d\-tfn]/.test(text) && /"[^"\n]{0,200}"\s*:/.test(head)) {
      out.push(
        d('json', `Looks like JSON (${(input.length / 1048576).toFixed(1)} MB, judged on its start and end)`, 0.9),
      )
    }
  }

  const lines = (big ? head.slice(0, head.lastIndexOf('\n')) : text).split(/\r?\n/).filter((l) => l.trim())

  // Markup: SVG, HTML, XML.
  if (first === '<') {
    const lower = head.slice(0, 4096).toLowerCase()
    if (/<svg[\s>]/.test(lower) && (!big ? /<\/svg>\s*$/i.test(text) || /\/>\s*$/.test(text) : true))
      out.push(d('svg', 'SVG markup', 0.97))
    else if (
      /^<!doctype html|<html[\s>]|<(body|head|div|p|span|a|table|ul|section|article|h[1-6])[\s>]/.test(lower) &&
      last === '>'
    )
      out.push(d('html', 'HTML markup', 0.93))
    else if (/^<\?xml|^<[a-z_][\w:.-]*[\s>]/i.test(lower) && last === '>') out.push(d('xml', 'XML markup', 0.85))
  }

  if (!single && !out.some((x) => x.kind === 'json' || x.kind === 'svg' || x.kind === 'html' || x.kind === 'xml')) {
    const tabs = tableLike(lines, '\t')
    const commas = tableLike(lines, ',')
    const semis = tableLike(lines, ';')
    if (tabs >= 0.9) out.push(d('tsv', `Tab-separated table: ${lines.length}${big ? '+' : ''} rows`, 0.9))
    else if (commas >= 0.9 || semis >= 0.9)
      out.push(
        d(
          'csv',
          `${commas >= semis ? 'Comma' : 'Semicolon'}-separated table: ${lines.length}${big ? '+' : ''} rows`,
          0.88,
        ),
      )
    if (yamlLike(lines)) out.push(d('yaml', `YAML: ${lines.length}${big ? '+' : ''} lines of keys and lists`, 0.86))
    const signals = MD_SIGNALS.filter((re) => re.test(head)).length
    if (signals >= 2) out.push(d('markdown', `Markdown: ${signals} kinds of Markdown syntax`, 0.6 + signals * 0.05))
    // Lists of one kind per line.
    if (lines.length >= 2 && lines.every((l) => /^\s*[^\s@]+@[^\s@]+\.[^\s@]+\s*$/.test(l)))
      out.push(d('email', `${lines.length} e-mail addresses`, 0.92))
  }

  if (!out.length && textLikeShare(new TextEncoder().encode(head.slice(0, 4096))) > 0.97 && /[a-z]{2,}/i.test(text))
    out.push(d('text', 'Plain text', 0.3))
  return out.sort((a, b) => b.confidence - a.confidence)
}

// ---------------------------------------------------------------- bytes

const ascii = (b: Uint8Array, at: number, len: number) => String.fromCharCode(...b.subarray(at, at + len))

function imageKindOf(b: Uint8Array): string | null {
  if (b[0] === 0x89 && ascii(b, 1, 3) === 'PNG') return 'PNG'
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'JPEG'
  if (ascii(b, 0, 4) === 'GIF8') return 'GIF'
  if (ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 4) === 'WEBP') return 'WebP'
  return null
}

/** Frames of a GIF found in `b` (stops at the end of the sample; 2 is enough to call it animated). */
export function gifFrameCount(b: Uint8Array, stopAt = 2): number {
  if (ascii(b, 0, 4) !== 'GIF8' || b.length < 13) return 0
  let p = 13
  if (b[10] & 0x80) p += 3 * (1 << ((b[10] & 7) + 1))
  let frames = 0
  while (p < b.length) {
    const block = b[p]
    if (block === 0x3b) break
    if (block === 0x21) {
      p += 2
      while (p < b.length && b[p] !== 0) p += b[p] + 1
      p++
    } else if (block === 0x2c) {
      frames++
      if (frames >= stopAt) return frames
      const packed = b[p + 9]
      p += 10
      if (packed & 0x80) p += 3 * (1 << ((packed & 7) + 1))
      p++ // LZW minimum code size
      while (p < b.length && b[p] !== 0) p += b[p] + 1
      p++
    } else break
  }
  return frames
}

const MB = (n: number) => (n >= 1048576 ? `${(n / 1048576).toFixed(1)} MB` : `${Math.max(1, Math.round(n / 1024))} KB`)

/**
 * The kinds a file's bytes look like. `head` is its start (256 KB is plenty: a GIF's second frame, a ZIP's first
 * entries); `size` its full size. Text files are judged like a paste.
 */
export function detectBytes(head: Uint8Array, size = head.length): Detection[] {
  const b = head
  const s = MB(size)
  if (b.length < 4) return []
  if (b[0] === 0x89 && ascii(b, 1, 3) === 'PNG') return [f('png', `A PNG image (${s})`, 0.99, 'image/png', 'png')]
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff)
    return [f('jpeg', `A JPEG image (${s})`, 0.99, 'image/jpeg', 'jpg', 'jpeg')]
  if (ascii(b, 0, 6) === 'GIF87a' || ascii(b, 0, 6) === 'GIF89a') {
    const frames = gifFrameCount(b)
    return frames >= 2
      ? [f('gif-animated', `An animated GIF (${s}): more than one frame`, 0.99, 'image/gif', 'gif')]
      : [f('gif', `A GIF image with one frame (${s})`, 0.97, 'image/gif', 'gif')]
  }
  if (ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 4) === 'WEBP')
    return [f('webp', `A WebP image (${s})`, 0.99, 'image/webp', 'webp')]
  if (ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 4) === 'WAVE')
    return [f('audio', `A WAV recording (${s})`, 0.99, 'audio/wav', 'wav')]
  if (ascii(b, 4, 4) === 'ftyp') {
    const brand = ascii(b, 8, 4).toLowerCase()
    const compat = ascii(b, 16, Math.min(32, b.length - 16)).toLowerCase()
    if (/^(heic|heix|hevc|hevx|heim|heis)/.test(brand) || (brand === 'mif1' && /heic/.test(compat)))
      return [f('heic', `A HEIC photo (${s})`, 0.98, 'image/heic', 'heic', 'heif')]
    if (/^avi[fs]/.test(brand) || (brand === 'mif1' && /avif/.test(compat)))
      return [f('avif', `An AVIF image (${s})`, 0.98, 'image/avif', 'avif')]
    if (/^m4a |^m4b /.test(brand)) return [f('audio', `An M4A audio file (${s})`, 0.98, 'audio/mp4', 'm4a', 'm4b')]
    if (brand === 'qt  ') return [f('video', `A QuickTime (MOV) video (${s})`, 0.98, 'video/quicktime', 'mov')]
    return [f('video', `An MP4 video (${s})`, 0.97, 'video/mp4', 'mp4', 'm4v')]
  }
  if (b[0] === 0x1a && b[1] === 0x45 && b[2] === 0xdf && b[3] === 0xa3) {
    const sample = ascii(b, 0, Math.min(64, b.length))
    return [
      sample.includes('webm')
        ? f('video', `A WebM video (${s})`, 0.97, 'video/webm', 'webm')
        : f('video', `A Matroska video (${s})`, 0.97, 'video/x-matroska', 'mkv'),
    ]
  }
  if (ascii(b, 0, 3) === 'ID3' || (b[0] === 0xff && (b[1] & 0xe6) === 0xe2))
    return [f('audio', `An MP3 recording (${s})`, 0.97, 'audio/mpeg', 'mp3')]
  if (ascii(b, 0, 4) === 'OggS')
    return [f('audio', `An Ogg audio file (${s})`, 0.97, 'audio/ogg', 'ogg', 'oga', 'opus')]
  if (ascii(b, 0, 4) === 'fLaC') return [f('audio', `A FLAC recording (${s})`, 0.98, 'audio/flac', 'flac')]
  if (ascii(b, 0, 5) === '%PDF-') return [f('pdf', `A PDF document (${s})`, 0.99, 'application/pdf', 'pdf')]
  if (b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04) {
    const names = ascii(b, 0, Math.min(b.length, 8192))
    if (
      /xl\/workbook\.xml|xl\/worksheets\//.test(names) ||
      (/\[Content_Types\]\.xml/.test(names) && /xl\//.test(names))
    )
      return [
        f(
          'xlsx',
          `An Excel workbook (${s})`,
          0.98,
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'xlsx',
        ),
      ]
    return [f('zip', `A ZIP archive (${s})`, 0.98, 'application/zip', 'zip')]
  }
  // Text: UTF-8 (BOM allowed) with no control bytes.
  const start = b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf ? 3 : 0
  const sample = b.subarray(start, Math.min(b.length, start + SAMPLE_HEAD))
  if (textLikeShare(sample) < 0.98) return []
  const text = new TextDecoder('utf-8', { fatal: false }).decode(sample)
  // A sample cut from a bigger file: judge it as a big paste would be (head only).
  const asText = size > sample.length ? text.slice(0, text.lastIndexOf('\n') + 1) || text : text
  return detectText(asText).filter((x) => x.kind !== 'text')
}

// ---------------------------------------------------------------- ranking

/** Detections flattened into ranked, de-duplicated tool suggestions (a tool keeps its best reason). */
export function suggestionsFrom(detections: readonly Detection[], limit = 6): Suggestion[] {
  const best = new Map<string, Suggestion>()
  for (const det of detections) {
    det.tools.forEach((slug, i) => {
      const confidence = det.confidence - i * 0.05
      const prev = best.get(slug)
      if (!prev || prev.confidence < confidence)
        best.set(slug, { slug, kind: det.kind, reason: det.reason, confidence })
    })
  }
  return [...best.values()].sort((a, b) => b.confidence - a.confidence).slice(0, limit)
}

/**
 * The file as its bytes say it is: a GIF named "photo.png" becomes "photo.gif" of type image/gif, so the tool it is
 * handed to accepts it. A file whose name and type already agree with its bytes is returned as it is.
 */
export function fileAsDetected(file: File, type: FileType | undefined): File {
  if (!type) return file
  const dot = file.name.lastIndexOf('.')
  const ext = dot > 0 ? file.name.slice(dot + 1).toLowerCase() : ''
  const nameFits = type.extensions.includes(ext)
  if (nameFits && file.type === type.mime) return file
  const base = dot > 0 ? file.name.slice(0, dot) : file.name || 'file'
  const name = nameFits ? file.name : `${base}.${type.extensions[0]}`
  return new File([file], name, { type: type.mime, lastModified: file.lastModified })
}
