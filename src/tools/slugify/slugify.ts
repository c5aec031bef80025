// Slug rules for the slugify tool: transliterate (é → e, ß → ss, Cyrillic and Greek to Latin), keep letters
// and digits of any other script, join words with the chosen separator, truncate and trim separators.
export type Separator = '-' | '_' | '.' | ''

export interface SlugOptions {
  lowercase: boolean
  /** Replace runs of spaces with the separator (off: spaces stay as single spaces). */
  removeSpaces: boolean
  /** Drop punctuation and symbols; they break words (apostrophes join them: "don't" → "dont"). */
  removeSpecialChars: boolean
  /** 0 to 200; 0 means no limit. */
  maxLength: number
  separator: Separator
}

export const DEFAULT_SLUG_OPTIONS: SlugOptions = {
  lowercase: true,
  removeSpaces: true,
  removeSpecialChars: true,
  maxLength: 50,
  separator: '-',
}

export const SEPARATORS: readonly { value: 'hyphen' | 'underscore' | 'dot' | 'none'; label: string; sep: Separator }[] =
  [
    { value: 'hyphen', label: 'Hyphen (-)', sep: '-' },
    { value: 'underscore', label: 'Underscore (_)', sep: '_' },
    { value: 'dot', label: 'Dot (.)', sep: '.' },
    { value: 'none', label: 'None', sep: '' },
  ]

export const MAX_LENGTH_LIMIT = 200

/** The max-length field's rule: non-numeric becomes 0, the value is kept within 0..200 and made whole. */
export function parseMaxLength(raw: string | number): number {
  const n = typeof raw === 'number' ? raw : Number(String(raw).trim() === '' ? Number.NaN : raw)
  if (!Number.isFinite(n)) return 0
  return Math.min(MAX_LENGTH_LIMIT, Math.max(0, Math.floor(n)))
}

const SPECIAL_LETTERS: Record<string, string> = {
  ß: 'ss',
  ẞ: 'SS',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ø: 'o',
  Ø: 'O',
  đ: 'd',
  Đ: 'D',
  ð: 'd',
  Ð: 'D',
  þ: 'th',
  Þ: 'Th',
  ł: 'l',
  Ł: 'L',
  ı: 'i',
  ħ: 'h',
  Ħ: 'H',
  ŋ: 'ng',
  Ŋ: 'NG',
  ĸ: 'k',
  ſ: 's',
}

const CYRILLIC: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'yo',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'sch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  є: 'ye',
  і: 'i',
  ї: 'yi',
  ґ: 'g',
}

const GREEK: Record<string, string> = {
  α: 'a',
  β: 'v',
  γ: 'g',
  δ: 'd',
  ε: 'e',
  ζ: 'z',
  η: 'i',
  θ: 'th',
  ι: 'i',
  κ: 'k',
  λ: 'l',
  μ: 'm',
  ν: 'n',
  ξ: 'x',
  ο: 'o',
  π: 'p',
  ρ: 'r',
  σ: 's',
  ς: 's',
  τ: 't',
  υ: 'y',
  φ: 'f',
  χ: 'ch',
  ψ: 'ps',
  ω: 'o',
}

function mapLetter(ch: string): string {
  if (ch in SPECIAL_LETTERS) return SPECIAL_LETTERS[ch]
  const lower = ch.toLowerCase()
  const table = lower in CYRILLIC ? CYRILLIC : lower in GREEK ? GREEK : null
  if (!table) return ch
  const latin = table[lower]
  if (ch === lower || !latin) return latin
  return latin[0].toUpperCase() + latin.slice(1)
}

/** Latin letters lose their accents (é → e), special letters and Cyrillic/Greek become Latin; other scripts stay. */
export function transliterate(text: string): string {
  const mapped = Array.from(text.normalize('NFC')).map(mapLetter).join('')
  return mapped
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .normalize('NFC')
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

export function slugify(input: string, options: SlugOptions = DEFAULT_SLUG_OPTIONS): string {
  const { separator: sep } = options
  let s = transliterate(input)
  if (options.lowercase) s = s.toLowerCase()
  if (options.removeSpecialChars) {
    s = s
      .replace(/&/g, ' and ')
      .replace(/['’‘`´]/g, '')
      .replace(/[^\p{L}\p{N}\s]+/gu, ' ')
  }
  s = s.replace(/\s+/gu, ' ').trim()
  if (options.removeSpaces) s = s.replace(/ /g, sep)
  if (sep) {
    const run = new RegExp(`${escapeRegExp(sep)}{2,}`, 'g')
    s = s.replace(run, sep)
  }
  const trimEdges = (v: string) => {
    let out = v.trim()
    if (sep) {
      while (out.startsWith(sep)) out = out.slice(sep.length).trim()
      while (out.endsWith(sep)) out = out.slice(0, -sep.length).trim()
    }
    return out
  }
  s = trimEdges(s)
  const max = parseMaxLength(options.maxLength)
  if (max > 0) {
    const chars = Array.from(s)
    if (chars.length > max) s = trimEdges(chars.slice(0, max).join(''))
  }
  return s
}

/** What the page shows for a slug: the slug itself, or '(empty)'. */
export function displaySlug(slug: string): string {
  return slug === '' ? '(empty)' : slug
}

export function urlPreview(slug: string): string {
  return `/blog/${slug}`
}
