// QR rules for the qr-generator tool: payload builders for the presets (WiFi, vCard, mailto, tel, SMS), a real
// standards-conformant symbol from the `qrcode` package (one UTF-8 byte segment, the chosen error-correction level,
// version grown to fit) and its rendering to RGBA pixels and SVG with a 4-module quiet zone.
import QRCode from 'qrcode'

export type EcLevel = 'L' | 'M' | 'Q' | 'H'

export const EC_LEVELS: readonly { value: EcLevel; label: string }[] = [
  { value: 'L', label: 'Low (~7%)' },
  { value: 'M', label: 'Medium (~15%)' },
  { value: 'Q', label: 'Quartile (~25%)' },
  { value: 'H', label: 'High (~30%)' },
]

/** Bytes that fit in the largest symbol (version 40) in byte mode, per level (ISO/IEC 18004 table 7). */
export const MAX_BYTES: Record<EcLevel, number> = { L: 2953, M: 2331, Q: 1663, H: 1273 }

export const SIZE_MIN = 128
export const SIZE_MAX = 512
export const SIZE_STEP = 32
export const SIZE_DEFAULT = 256
export const QUIET_ZONE = 4
export const DEFAULT_TEXT = 'https://example.com'

export interface QrMatrix {
  /** Modules per side. */
  size: number
  version: number
  level: EcLevel
  /** 1 = dark, row-major. */
  modules: Uint8Array
  bytes: number
}

export class QrInputError extends Error {}

export const utf8Length = (text: string) => new TextEncoder().encode(text).length

export function makeQrMatrix(text: string, level: EcLevel): QrMatrix {
  if (!text.trim()) throw new QrInputError('Enter some text to encode')
  const data = new TextEncoder().encode(text)
  if (data.length > MAX_BYTES[level]) {
    throw new QrInputError(
      `Too long for a QR code at level ${level}: ${data.length.toLocaleString('en')} bytes, at most ${MAX_BYTES[level].toLocaleString('en')} fit. Shorten the text or choose a lower error-correction level.`,
    )
  }
  const qr = QRCode.create([{ data, mode: 'byte' }], { errorCorrectionLevel: level })
  const size = qr.modules.size
  const modules = new Uint8Array(size * size)
  for (let i = 0; i < modules.length; i++) modules[i] = qr.modules.data[i] ? 1 : 0
  return { size, version: qr.version, level, modules, bytes: data.length }
}

export interface Layout {
  modulePx: number
  /** Canvas side in pixels: the chosen size, or more when the symbol needs at least 1 px per module. */
  canvasPx: number
  /** Offset of the first module (quiet zone plus centring). */
  offset: number
}

/** Whole pixels per module (crisp edges), the symbol centred in the chosen size with at least the quiet zone. */
export function layoutQr(size: number, chosenPx: number, quiet = QUIET_ZONE): Layout {
  const total = size + 2 * quiet
  const modulePx = Math.max(1, Math.floor(chosenPx / total))
  const canvasPx = Math.max(chosenPx, total * modulePx)
  return { modulePx, canvasPx, offset: Math.floor((canvasPx - size * modulePx) / 2) }
}

/** RGBA pixels (black on white) of the symbol drawn at `chosenPx`; what the canvas shows and the tests decode. */
export function renderQrRgba(
  matrix: QrMatrix,
  chosenPx: number,
): { width: number; height: number; data: Uint8ClampedArray } {
  const { modulePx, canvasPx, offset } = layoutQr(matrix.size, chosenPx)
  const data = new Uint8ClampedArray(canvasPx * canvasPx * 4).fill(255)
  for (let r = 0; r < matrix.size; r++) {
    for (let c = 0; c < matrix.size; c++) {
      if (!matrix.modules[r * matrix.size + c]) continue
      for (let y = 0; y < modulePx; y++) {
        const row = (offset + r * modulePx + y) * canvasPx
        for (let x = 0; x < modulePx; x++) {
          const i = (row + offset + c * modulePx + x) * 4
          data[i] = 0
          data[i + 1] = 0
          data[i + 2] = 0
        }
      }
    }
  }
  return { width: canvasPx, height: canvasPx, data }
}

/** A scalable SVG of the symbol: one path of unit squares in a viewBox that includes the quiet zone. */
export function qrToSvg(matrix: QrMatrix, sizePx: number): string {
  const total = matrix.size + 2 * QUIET_ZONE
  let d = ''
  for (let r = 0; r < matrix.size; r++) {
    for (let c = 0; c < matrix.size; c++) {
      if (matrix.modules[r * matrix.size + c]) d += `M${c + QUIET_ZONE} ${r + QUIET_ZONE}h1v1h-1z`
    }
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="${sizePx}" height="${sizePx}" viewBox="0 0 ${total} ${total}" shape-rendering="crispEdges"><rect width="${total}" height="${total}" fill="#ffffff"/><path fill="#000000" d="${d}"/></svg>\n`
}

// ---- Payload builders for the presets ----

/** Escapes \ ; , : and " with a backslash, as the WIFI: format requires. */
export function escapeWifi(value: string): string {
  return value.replace(/([\\;,:"])/g, '\\$1')
}

export type WifiSecurity = 'WPA' | 'WEP' | 'nopass'

export function buildWifi(o: { ssid: string; password: string; security: WifiSecurity; hidden: boolean }): string {
  const parts = [`T:${o.security}`, `S:${escapeWifi(o.ssid)}`]
  if (o.security !== 'nopass') parts.push(`P:${escapeWifi(o.password)}`)
  if (o.hidden) parts.push('H:true')
  return `WIFI:${parts.join(';')};;`
}

/** vCard 3.0 text value escaping (RFC 2426): backslash, comma, semicolon and newlines. */
export function escapeVCard(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/,/g, '\\,').replace(/;/g, '\\;').replace(/\r?\n/g, '\\n')
}

export interface VCardFields {
  firstName: string
  lastName: string
  phone: string
  email: string
  organization: string
  url: string
}

export function buildVCard(f: VCardFields): string {
  const lines = ['BEGIN:VCARD', 'VERSION:3.0', `N:${escapeVCard(f.lastName)};${escapeVCard(f.firstName)};;;`]
  const full = [f.firstName, f.lastName]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(' ')
  lines.push(`FN:${escapeVCard(full)}`)
  if (f.organization.trim()) lines.push(`ORG:${escapeVCard(f.organization.trim())}`)
  if (f.phone.trim()) lines.push(`TEL;TYPE=CELL:${escapeVCard(f.phone.trim())}`)
  if (f.email.trim()) lines.push(`EMAIL:${escapeVCard(f.email.trim())}`)
  if (f.url.trim()) lines.push(`URL:${escapeVCard(f.url.trim())}`)
  lines.push('END:VCARD')
  return lines.join('\n')
}

export function buildEmail(o: { to: string; subject: string; body: string }): string {
  const query = [
    o.subject ? `subject=${encodeURIComponent(o.subject)}` : '',
    o.body ? `body=${encodeURIComponent(o.body)}` : '',
  ].filter(Boolean)
  return `mailto:${o.to.trim()}${query.length ? `?${query.join('&')}` : ''}`
}

const cleanPhone = (phone: string) => phone.replace(/[^\d+*#]/g, '')

export function buildPhone(o: { phone: string }): string {
  return `tel:${cleanPhone(o.phone)}`
}

export function buildSms(o: { phone: string; message: string }): string {
  return `SMSTO:${cleanPhone(o.phone)}:${o.message}`
}

export interface PresetField {
  key: string
  label: string
  type?: 'text' | 'email' | 'tel' | 'url' | 'password' | 'select' | 'checkbox' | 'textarea'
  options?: readonly { value: string; label: string }[]
}

export interface Preset {
  id: string
  label: string
  fields: readonly PresetField[]
  defaults: Record<string, string>
  build: (v: Record<string, string>) => string
}

export const PRESETS: readonly Preset[] = [
  {
    id: 'url',
    label: 'Website URL',
    fields: [{ key: 'url', label: 'URL', type: 'url' }],
    defaults: { url: 'https://example.com' },
    build: (v) => v.url.trim(),
  },
  {
    id: 'email',
    label: 'Email',
    fields: [
      { key: 'to', label: 'To', type: 'email' },
      { key: 'subject', label: 'Subject' },
      { key: 'body', label: 'Message', type: 'textarea' },
    ],
    defaults: { to: 'hello@example.com', subject: 'Hello', body: '' },
    build: (v) => buildEmail({ to: v.to, subject: v.subject, body: v.body }),
  },
  {
    id: 'phone',
    label: 'Phone',
    fields: [{ key: 'phone', label: 'Phone number', type: 'tel' }],
    defaults: { phone: '+1 555 555 0123' },
    build: (v) => buildPhone({ phone: v.phone }),
  },
  {
    id: 'sms',
    label: 'SMS',
    fields: [
      { key: 'phone', label: 'Phone number', type: 'tel' },
      { key: 'message', label: 'Message', type: 'textarea' },
    ],
    defaults: { phone: '+1 555 555 0123', message: 'Hello!' },
    build: (v) => buildSms({ phone: v.phone, message: v.message }),
  },
  {
    id: 'wifi',
    label: 'WiFi',
    fields: [
      { key: 'ssid', label: 'Network name (SSID)' },
      { key: 'password', label: 'Password', type: 'password' },
      {
        key: 'security',
        label: 'Security',
        type: 'select',
        options: [
          { value: 'WPA', label: 'WPA/WPA2/WPA3' },
          { value: 'WEP', label: 'WEP' },
          { value: 'nopass', label: 'None (open)' },
        ],
      },
      { key: 'hidden', label: 'Hidden network', type: 'checkbox' },
    ],
    defaults: { ssid: 'MyNetwork', password: 'password123', security: 'WPA', hidden: '' },
    build: (v) =>
      buildWifi({
        ssid: v.ssid,
        password: v.password,
        security: v.security as WifiSecurity,
        hidden: v.hidden === 'true',
      }),
  },
  {
    id: 'vcard',
    label: 'vCard',
    fields: [
      { key: 'firstName', label: 'First name' },
      { key: 'lastName', label: 'Last name' },
      { key: 'phone', label: 'Phone', type: 'tel' },
      { key: 'email', label: 'Email', type: 'email' },
      { key: 'organization', label: 'Organisation' },
      { key: 'url', label: 'Website', type: 'url' },
    ],
    defaults: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '+44 20 7946 0000',
      email: 'ada@example.com',
      organization: '',
      url: '',
    },
    build: (v) =>
      buildVCard({
        firstName: v.firstName,
        lastName: v.lastName,
        phone: v.phone,
        email: v.email,
        organization: v.organization,
        url: v.url,
      }),
  },
]

/** Download name with a timestamp: qr-code-20240301-140509.png */
export function qrFileName(ext: 'png' | 'svg', now = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0')
  return `qr-code-${now.getFullYear()}${p(now.getMonth() + 1)}${p(now.getDate())}-${p(now.getHours())}${p(now.getMinutes())}${p(now.getSeconds())}.${ext}`
}
