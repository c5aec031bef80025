// EXIF viewer rules: turn exifr's parsed output into a readable, ordered list of fields, spot GPS data, and
// build the file facts and the copyable text. Pure: the worker calls summariseMetadata, the view the rest.
import { formatBytes } from '../bytes'

export interface ExifField {
  name: string
  value: string
}

export interface ExifReport {
  fields: ExifField[]
  gps: { latitude: number; longitude: number } | null
}

const MAX_VALUE = 300

/** One metadata value as display text: dates as ISO, bytes as a count, lists joined, objects as JSON. */
export function formatExifValue(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (value instanceof Date)
    return Number.isNaN(value.getTime()) ? 'Invalid date' : value.toISOString().replace('.000Z', 'Z')
  if (value instanceof Uint8Array || value instanceof ArrayBuffer) return `(${value.byteLength} bytes of binary data)`
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : String(Number(value.toFixed(6)))
  if (Array.isArray(value)) return value.map(formatExifValue).join(', ')
  if (typeof value === 'object') {
    let text: string
    try {
      text = JSON.stringify(value)
    } catch {
      text = String(value)
    }
    return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE)}…` : text
  }
  const text = String(value).replace(/\0+$/, '')
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE)}…` : text
}

/** exifr's merged output → fields (empty values dropped) and the decimal GPS position when present. */
export function summariseMetadata(raw: Record<string, unknown>): ExifReport {
  const fields: ExifField[] = []
  for (const [name, value] of Object.entries(raw)) {
    if (name === 'latitude' || name === 'longitude') continue
    const text = formatExifValue(value)
    if (text.trim() === '') continue
    fields.push({ name, value: text })
  }
  const lat = Number(raw.latitude)
  const lon = Number(raw.longitude)
  const gps =
    Number.isFinite(lat) && Number.isFinite(lon) && raw.latitude !== undefined
      ? { latitude: lat, longitude: lon }
      : null
  if (gps) {
    fields.push({ name: 'GPS Latitude (decimal)', value: gps.latitude.toFixed(6) })
    fields.push({ name: 'GPS Longitude (decimal)', value: gps.longitude.toFixed(6) })
  }
  return { fields, gps }
}

/** The seed's rule: a field whose name contains "gps" means the image reveals a location. */
export function hasGpsData(fields: readonly ExifField[]): boolean {
  return fields.some((f) => f.name.toLowerCase().includes('gps'))
}

export function formatCoordinates(gps: { latitude: number; longitude: number }): string {
  const ns = gps.latitude >= 0 ? 'N' : 'S'
  const ew = gps.longitude >= 0 ? 'E' : 'W'
  return `${Math.abs(gps.latitude).toFixed(6)}° ${ns}, ${Math.abs(gps.longitude).toFixed(6)}° ${ew}`
}

/** The file facts shown above the metadata. */
export function fileFacts(
  file: { size: number; type: string; lastModified: number },
  size: { width: number; height: number } | null,
  resolution?: { x?: unknown; y?: unknown; unit?: unknown },
): ExifField[] {
  const facts: ExifField[] = [
    { name: 'File Size', value: formatBytes(file.size) },
    { name: 'File Type', value: file.type || 'unknown' },
    { name: 'Last Modified', value: new Date(file.lastModified).toLocaleString() },
  ]
  if (size) {
    facts.push({ name: 'Image Width', value: `${size.width} px` })
    facts.push({ name: 'Image Height', value: `${size.height} px` })
    const mp = ((size.width * size.height) / 1e6).toFixed(1)
    const unit = unitName(resolution?.unit)
    const dpi =
      resolution?.x !== undefined
        ? `, ${formatExifValue(resolution.x)}×${formatExifValue(resolution.y ?? resolution.x)}${unit ? ` ${unit}` : ' (no unit)'}`
        : ''
    facts.push({ name: 'Resolution', value: `${size.width} × ${size.height} (${mp} MP${dpi})` })
  }
  return facts
}

/** EXIF ResolutionUnit: 2 (inches) → dpi, 3 (cm) → dpcm, 1 / None → no unit. */
export function unitName(unit: unknown): string {
  const u = String(unit ?? '').toLowerCase()
  if (u === '3' || u.includes('cm') || u.includes('centimet')) return 'dpcm'
  if (u === '1' || u === 'none' || u === '') return ''
  return 'dpi'
}

/**
 * The most fields the list shows at once: a hostile EXIF holds thousands (5,000 entries fit in one 60 KB APP1
 * segment), and laying out that many rows blocks the page for seconds. Copy still takes every field.
 */
export const MAX_SHOWN_FIELDS = 500

/** The fields the list shows, and the note for the rest (null when all are shown). */
export function shownFields<T>(
  fields: readonly T[],
  max = MAX_SHOWN_FIELDS,
): { shown: readonly T[]; note: string | null } {
  if (fields.length <= max) return { shown: fields, note: null }
  const n = (v: number) => v.toLocaleString('en-US')
  return {
    shown: fields.slice(0, max),
    note: `Showing the first ${n(max)} of ${n(fields.length)} metadata fields; Copy EXIF Data copies all of them.`,
  }
}

/** The text 'Copy EXIF Data' puts on the clipboard: one "Name: value" per line. */
export function exifToText(fields: readonly ExifField[]): string {
  return fields.map((f) => `${f.name}: ${f.value}`).join('\n')
}

/** The stripped copy's name: no_exif_<base>.jpg. */
export function strippedName(name: string): string {
  const dot = name.lastIndexOf('.')
  return `no_exif_${dot > 0 ? name.slice(0, dot) : name || 'image'}.jpg`
}
