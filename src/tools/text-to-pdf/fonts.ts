// The Inter font files the PDF embeds (static TTFs made from @fontsource's, see fonts/README.md), one per script.
// Imported only by the Text to PDF page, so only that page ships the font URLs; the PDF worker fetches the ones a
// text needs (neededSubsets in subsets.ts).

import type { Subset } from '../../lib/pdf/subsets'
import cyrillic from './fonts/inter-cyrillic-400.ttf?url'
import cyrillicExt from './fonts/inter-cyrillic-ext-400.ttf?url'
import greek from './fonts/inter-greek-400.ttf?url'
import greekExt from './fonts/inter-greek-ext-400.ttf?url'
import latin from './fonts/inter-latin-400.ttf?url'
import latinExt from './fonts/inter-latin-ext-400.ttf?url'
import vietnamese from './fonts/inter-vietnamese-400.ttf?url'

/** Where each subset's font file is served. */
export const FONT_URLS: Record<Subset, string> = {
  latin,
  'latin-ext': latinExt,
  cyrillic,
  'cyrillic-ext': cyrillicExt,
  greek,
  'greek-ext': greekExt,
  vietnamese,
}
