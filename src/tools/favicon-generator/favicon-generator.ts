// Favicon rules: the sizes and names, text and colour validation, the font-size fallback, and the package
// extras (a multi-size favicon.ico, site.webmanifest and the HTML snippet).
import { buildIco } from '../../lib/image/image-core'

export const FAVICON_SIZES = [16, 32, 48, 64, 96, 128, 152, 180, 192, 512] as const
export const PREVIEW_SIZES = [16, 32, 64, 128] as const
export const ICO_SIZES = [16, 32, 48] as const
export const DEFAULT_TEXT = 'PZ'
export const DEFAULT_COLOR = '#3B82F6'
export const DEFAULT_BACKGROUND = '#FFFFFF'
export const FONT_SIZE = { min: 8, max: 48, default: 24 } as const
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024
export const FAVICON_ZIP = 'favicons.zip'

export const faviconName = (size: number) => `favicon-${size}x${size}.png`

/** Characters as a person counts them (an emoji is one). */
export function textLength(text: string): number {
  if (typeof Intl !== 'undefined' && 'Segmenter' in Intl) {
    return [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].length
  }
  return Array.from(text).length
}

/** Null when the text is usable, else the reason. */
export function textError(text: string): string | null {
  const n = textLength(text.trim())
  if (n < 1) return 'Enter 1 to 3 characters'
  if (n > 3) return 'Use at most 3 characters'
  return null
}

/** Font size 8..48; blank or non-numeric means 24. */
export function parseFontSize(raw: string): number {
  const n = Number.parseFloat(raw)
  if (raw.trim() === '' || !Number.isFinite(n)) return FONT_SIZE.default
  return Math.max(FONT_SIZE.min, Math.min(FONT_SIZE.max, Math.round(n)))
}

export function isHexColor(value: string): boolean {
  return /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(value.trim())
}

/** The colour to draw with: the typed one when valid, else the fallback. */
export function drawColor(value: string, fallback: string): string {
  return isHexColor(value) ? value.trim() : fallback
}

export function webManifest(background: string): string {
  return `${JSON.stringify(
    {
      name: '',
      short_name: '',
      icons: [
        { src: '/favicon-192x192.png', sizes: '192x192', type: 'image/png' },
        { src: '/favicon-512x512.png', sizes: '512x512', type: 'image/png' },
      ],
      theme_color: background,
      background_color: background,
      display: 'standalone',
    },
    null,
    2,
  )}\n`
}

export const HTML_SNIPPET = [
  '<link rel="icon" href="/favicon.ico" sizes="48x48">',
  '<link rel="icon" type="image/png" sizes="32x32" href="/favicon-32x32.png">',
  '<link rel="icon" type="image/png" sizes="16x16" href="/favicon-16x16.png">',
  '<link rel="apple-touch-icon" sizes="180x180" href="/favicon-180x180.png">',
  '<link rel="manifest" href="/site.webmanifest">',
].join('\n')

/** favicon.ico with the 16, 32 and 48 px PNGs. */
export function faviconIco(pngs: ReadonlyMap<number, Uint8Array>): Uint8Array {
  return buildIco(
    ICO_SIZES.map((size) => {
      const png = pngs.get(size)
      if (!png) throw new Error(`Missing the ${size} px image`)
      return { size, png }
    }),
  )
}

export interface FaviconEntry {
  name: string
  data: Blob | Uint8Array | string
}

/** What the ZIP holds: every PNG, a favicon.ico of the small ones, and the manifest in the background colour. */
export async function faviconPackage(
  icons: readonly { size: number; blob: Blob }[],
  background: string,
): Promise<FaviconEntry[]> {
  const pngs = new Map<number, Uint8Array>()
  for (const icon of icons)
    if ((ICO_SIZES as readonly number[]).includes(icon.size))
      pngs.set(icon.size, new Uint8Array(await icon.blob.arrayBuffer()))
  return [
    ...icons.map((i) => ({ name: faviconName(i.size), data: i.blob })),
    { name: 'favicon.ico', data: faviconIco(pngs) },
    { name: 'site.webmanifest', data: webManifest(background) },
  ]
}
