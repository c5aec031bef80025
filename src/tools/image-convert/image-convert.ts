// Converter rules: target formats, quality bounds, skipping files already in the target format (by their bytes),
// output and ZIP names, and the comparison table.
import {
  detectImageFormat,
  formatFromMime,
  type ImageFormat,
  OUTPUT_EXT,
  type OutputFormat,
  splitName,
} from '../../lib/image/image-core'

export const CONVERT_FORMATS: readonly OutputFormat[] = ['png', 'jpeg', 'webp']
export const QUALITY = { min: 10, max: 100, step: 5, default: 90 } as const

export const formatLabel = (f: OutputFormat) => f.toUpperCase()

/** Quality applies to lossy targets only. */
export const usesQuality = (f: OutputFormat) => f === 'jpeg' || f === 'webp'

/** The file's real format: its first bytes decide, the MIME type is the fallback. */
export function sourceFormat(head: Uint8Array, mime: string): ImageFormat | null {
  return detectImageFormat(head) ?? formatFromMime(mime)
}

export function isSameFormat(source: ImageFormat | null, target: OutputFormat): boolean {
  return source === target
}

export function convertedName(name: string, target: OutputFormat): string {
  return `${splitName(name).base}.${OUTPUT_EXT[target]}`
}

export const convertZipName = (target: OutputFormat) => `converted_images_${target.toUpperCase()}.zip`

export function convertedMessage(count: number, target: OutputFormat): string {
  return `Successfully converted ${count} image(s) to ${target.toUpperCase()}`
}

export const FORMAT_TABLE = [
  {
    format: 'PNG',
    compression: 'Lossless',
    transparency: 'Yes',
    bestFor: 'Screenshots, logos, graphics with sharp edges',
  },
  {
    format: 'JPEG',
    compression: 'Lossy',
    transparency: 'No (white background)',
    bestFor: 'Photos, where small size matters most',
  },
  {
    format: 'WebP',
    compression: 'Lossy or lossless',
    transparency: 'Yes',
    bestFor: 'Web images: smaller than JPEG and PNG',
  },
] as const
