// The Inter font files the PDF embeds (static TTFs made from @fontsource's, see fonts/README.md), one per script, and which of them a text
// needs. Imported only by the Text to PDF page, so only that page ships the font URLs.

import cyrillic from './fonts/inter-cyrillic-400.ttf?url'
import cyrillicExt from './fonts/inter-cyrillic-ext-400.ttf?url'
import greek from './fonts/inter-greek-400.ttf?url'
import greekExt from './fonts/inter-greek-ext-400.ttf?url'
import latin from './fonts/inter-latin-400.ttf?url'
import latinExt from './fonts/inter-latin-ext-400.ttf?url'
import vietnamese from './fonts/inter-vietnamese-400.ttf?url'
import { neededSubsets, type Subset } from './subsets'
import type { FontFile } from './text-to-pdf'

const URLS: Record<Subset, string> = {
  latin,
  'latin-ext': latinExt,
  cyrillic,
  'cyrillic-ext': cyrillicExt,
  greek,
  'greek-ext': greekExt,
  vietnamese,
}

const cache = new Map<Subset, Promise<ArrayBuffer>>()

function fetchFont(subset: Subset): Promise<ArrayBuffer> {
  let pending = cache.get(subset)
  if (!pending) {
    pending = fetch(URLS[subset]).then((r) => {
      if (!r.ok) throw new Error(`The ${subset} font could not be loaded.`)
      return r.arrayBuffer()
    })
    pending.catch(() => cache.delete(subset))
    cache.set(subset, pending)
  }
  return pending
}

/** The font files for `text`, Latin first (it also draws the page numbers). */
export async function fontsFor(text: string): Promise<FontFile[]> {
  const subsets = neededSubsets(text)
  const buffers = await Promise.all(subsets.map(fetchFont))
  return subsets.map((name, i) => ({ name, bytes: buffers[i].slice(0) }))
}
