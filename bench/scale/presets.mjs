// What the image batch benchmarks set through a tool's link: the built-in preset "Web 1920 WebP" as the page's link
// fields carry it (src/lib/image/batch-settings.ts), and the link's fragment, packed as src/lib/share/link-state.ts
// packs it (JSON, deflate-raw, base64url).
import { deflateRawSync } from 'node:zlib'

export const WEB_1920 = {
  format: 'webp',
  mode: 'fixed',
  quality: 80,
  resize: { enabled: true, by: 'longest', longest: 1920, width: 1920, height: 1080, fit: 'fit', enlarge: false },
  metadata: { keep: 'none', removeGps: true },
  naming: { pattern: '{name}' },
}

/** A tool link's fragment (`#lk=1.…`) that opens `tool` with `options`. */
export function linkFragment(tool, options) {
  return `#lk=1.${deflateRawSync(Buffer.from(JSON.stringify({ tool, options }))).toString('base64url')}`
}
