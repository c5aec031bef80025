// The rules of the placeholder-image page: size limits with clear messages, the default "W × H" label, an
// automatic font size that fits the label, the SVG written as escaped text, and the download name with the size.
import { normalizeHex } from '../../lib/color'

export const MIN_SIZE = 1
export const MAX_SIZE = 4000
export const FORMATS = ['png', 'jpeg', 'webp', 'svg'] as const
export type ImageFormat = (typeof FORMATS)[number]
export const FORMAT_LABELS: Record<ImageFormat, string> = { png: 'PNG', jpeg: 'JPEG', webp: 'WebP', svg: 'SVG' }
export const MIME: Record<ImageFormat, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  svg: 'image/svg+xml',
}
const EXTENSION: Record<ImageFormat, string> = { png: 'png', jpeg: 'jpg', webp: 'webp', svg: 'svg' }
export const FONT_FAMILY = 'system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif'

/** A width or height typed by the user: the number, or the message saying what is allowed. */
export function readSize(raw: string, what: 'Width' | 'Height'): { value: number } | { error: string } {
  const text = raw.trim()
  const n = Number(text)
  if (!text || !Number.isInteger(n) || n < MIN_SIZE || n > MAX_SIZE)
    return { error: `${what} must be a whole number of pixels from ${MIN_SIZE} to ${MAX_SIZE}.` }
  return { value: n }
}

/** A font size typed by the user (1–2000 px), or an error message. */
export function readFontSize(raw: string): { value: number } | { error: string } {
  const n = Number(raw.trim())
  if (!raw.trim() || !Number.isFinite(n) || n < 1 || n > 2000)
    return { error: 'Font size must be a number of pixels from 1 to 2000.' }
  return { value: n }
}

export function defaultLabel(width: number, height: number): string {
  return `${width} × ${height}`
}

/**
 * A font size that fits the label in about 80 % of the width (average glyph ≈ 0.6 em) and at most a quarter of
 * the height, never below 1 px.
 */
export function autoFontSize(width: number, height: number, text: string): number {
  const length = Math.max(1, Array.from(text).length)
  const byWidth = (width * 0.8) / (length * 0.6)
  const byHeight = height * 0.25
  return Math.max(1, Math.floor(Math.min(byWidth, byHeight)))
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

export interface ImageSpec {
  width: number
  height: number
  background: string
  color: string
  text: string
  fontSize: number
}

/** The placeholder as SVG markup; colours must already be valid hex, the text is escaped. */
export function svgMarkup(spec: ImageSpec): string {
  const bg = normalizeHex(spec.background) ?? '#cccccc'
  const fg = normalizeHex(spec.color) ?? '#333333'
  const text = spec.text
    ? `<text x="50%" y="50%" fill="${fg}" font-family="${escapeXml(FONT_FAMILY)}" font-size="${spec.fontSize}" text-anchor="middle" dominant-baseline="central">${escapeXml(spec.text)}</text>`
    : ''
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${spec.width}" height="${spec.height}" viewBox="0 0 ${spec.width} ${spec.height}"><rect width="100%" height="100%" fill="${bg}"/>${text}</svg>`
}

export function fileName(width: number, height: number, format: ImageFormat): string {
  return `placeholder-${width}x${height}.${EXTENSION[format]}`
}

/** An SVG as a data URL (percent-encoded UTF-8, readable and smaller than Base64). */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}
