// Converter rules: target formats, quality bounds, skipping files already in the target format (by their bytes),
// output and ZIP names, and the comparison table.
import type { OutputChoice } from '../../lib/image/formats'
import {
  detectImageFormat,
  formatFromMime,
  type ImageFormat,
  OUTPUT_EXT,
  type OutputFormat,
  splitName,
} from '../../lib/image/image-core'

/** Targets: every format the worker writes, PNG with fewer colours, and each file's own format. */
export const CONVERT_FORMATS: readonly OutputChoice[] = ['jpeg', 'webp', 'avif', 'png', 'png-palette', 'original']
export const QUALITY = { min: 10, max: 100, step: 5, default: 90 } as const

/** The target as messages and ZIP names say it: "WEBP", "PNG-FEWER-COLOURS", "ORIGINAL". */
export const formatLabel = (f: OutputChoice) =>
  f === 'png-palette' ? 'PNG (fewer colours)' : f === 'original' ? 'their own format' : f.toUpperCase()

/** Quality applies to lossy targets only. */
export const usesQuality = (f: OutputChoice) => f !== 'png' && f !== 'png-palette'

/** The file's real format: its first bytes decide, the MIME type is the fallback. */
export function sourceFormat(head: Uint8Array, mime: string): ImageFormat | null {
  return detectImageFormat(head) ?? formatFromMime(mime)
}

/**
 * A file already in a lossy target format is skipped (writing JPEG as JPEG again only loses quality: that is
 * image-compress's job). PNG → PNG is not skipped: OxiPNG makes it smaller with every pixel kept.
 */
export function isSameFormat(source: ImageFormat | null, target: OutputChoice): boolean {
  return source === target && (target === 'jpeg' || target === 'webp' || target === 'avif')
}

export function convertedName(name: string, target: OutputFormat): string {
  return `${splitName(name).base}.${OUTPUT_EXT[target]}`
}

export const convertZipName = (target: OutputChoice) => `converted_images_${target.toUpperCase()}.zip`

export function convertedMessage(count: number, target: OutputChoice): string {
  return `Successfully converted ${count} image(s) to ${formatLabel(target)}`
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
  {
    format: 'AVIF',
    compression: 'Lossy',
    transparency: 'Yes',
    bestFor: 'Photos at the smallest size (every current browser shows it)',
  },
  {
    format: 'PNG, fewer colours',
    compression: 'Lossy (at most 256 colours)',
    transparency: 'Yes',
    bestFor: 'Screenshots and logos at a fraction of the size',
  },
] as const
