// Pure logic of the Quote Generator: filtering and drawing without an immediate repeat, the text and Markdown forms,
// the user's own quotes (validated, stored under one versioned key), and the card layout with its font-size fitting.

import { lazy } from '../../lib/lazy'
import { AUTHOR_DEATHS, QUOTES, type Quote, THEMES, type Theme } from './quotes-data'

export { AUTHOR_DEATHS, QUOTES, type Quote, THEMES, type Theme }

export const MY_QUOTES_KEY = 'localkit:quote-generator:my-quotes:v1'
export const MAX_MY_QUOTES = 500
export const MAX_TEXT = 1000
export const MAX_FIELD = 120

/** A quote the user added: work, year and themes are optional. */
export interface UserQuote {
  id: string
  text: string
  author: string
  work?: string
  year?: number
  themes: Theme[]
}

/** A quote as drawn and shown: bundled or the user's own. */
export interface ShownQuote {
  key: string
  text: string
  author: string
  work?: string
  year?: number
  themes: readonly Theme[]
  mine: boolean
}

export const BUNDLED: readonly ShownQuote[] = QUOTES.map((q, i) => ({ ...q, key: `q${i}`, mine: false }))

export function userToShown(q: UserQuote): ShownQuote {
  return { key: `my-${q.id}`, text: q.text, author: q.author, work: q.work, year: q.year, themes: q.themes, mine: true }
}

export interface QuoteFilter {
  author: string | null
  theme: Theme | null
  includeMine: boolean
}

export function filterQuotes(bundled: readonly ShownQuote[], mine: readonly UserQuote[], f: QuoteFilter): ShownQuote[] {
  const pool = f.includeMine ? [...bundled, ...mine.map(userToShown)] : [...bundled]
  return pool.filter((q) => (!f.author || q.author === f.author) && (!f.theme || q.themes.includes(f.theme)))
}

const collator = lazy(() => new Intl.Collator('en'))

/** Authors with how many quotes each, sorted by name, for the filter. */
export function authorCounts(pool: readonly { author: string }[]): { author: string; count: number }[] {
  const counts = new Map<string, number>()
  for (const q of pool) counts.set(q.author, (counts.get(q.author) ?? 0) + 1)
  return [...counts]
    .map(([author, count]) => ({ author, count }))
    .sort((a, b) => collator().compare(a.author, b.author))
}

/** A uniformly random quote from the pool that is not the current one (unless it is the only one). */
export function pickNext<T extends { key: string }>(
  pool: readonly T[],
  currentKey: string | null,
  randomInt: (maxExclusive: number) => number,
): T | null {
  if (pool.length === 0) return null
  const others = pool.length > 1 ? pool.filter((q) => q.key !== currentKey) : pool
  return others[randomInt(others.length)]
}

/** "Author, Work (year)" with whichever parts exist. */
export function attribution(
  q: { author: string; work?: string; year?: number },
  italicWork?: (w: string) => string,
): string {
  const year = q.year !== undefined ? ` (${q.year})` : ''
  if (!q.work) return `${q.author}${year}`
  return `${q.author}, ${italicWork ? italicWork(q.work) : q.work}${year}`
}

export function toPlainText(q: ShownQuote): string {
  return `“${q.text}”\n— ${attribution(q)}`
}

function escapeMarkdown(text: string): string {
  return text.replace(/([\\`*_[\]<>#|])/g, '\\$1')
}

/** `> quote` (one line per verse line) then `> — Author, *Work* (year)`. */
export function toMarkdown(q: ShownQuote): string {
  const lines = q.text.split('\n').map((l) => `> ${escapeMarkdown(l)}`)
  const by = attribution(
    { author: escapeMarkdown(q.author), work: q.work ? escapeMarkdown(q.work) : undefined, year: q.year },
    (w) => `*${w}*`,
  )
  return [...lines, '>', `> — ${by}`].join('\n')
}

// ——— The user's own quotes ———

export interface UserQuoteInput {
  text: string
  author: string
  work: string
  year: string
  themes: Theme[]
}

export const EMPTY_INPUT: UserQuoteInput = { text: '', author: '', work: '', year: '', themes: [] }

/** The form's fields for editing a stored quote. */
export function inputFromQuote(q: UserQuote): UserQuoteInput {
  return {
    text: q.text,
    author: q.author,
    work: q.work ?? '',
    year: q.year !== undefined ? String(q.year) : '',
    themes: q.themes,
  }
}

export type Validated =
  | { ok: true; value: Omit<UserQuote, 'id'> }
  | { ok: false; errors: Partial<Record<'text' | 'author' | 'work' | 'year', string>> }

export function validateUserQuote(input: UserQuoteInput, thisYear = new Date().getFullYear()): Validated {
  const errors: Partial<Record<'text' | 'author' | 'work' | 'year', string>> = {}
  const text = input.text.trim().replace(/\r\n?/g, '\n')
  const author = input.author.trim()
  const work = input.work.trim()
  const yearText = input.year.trim()
  if (!text) errors.text = 'Enter the quote.'
  else if (text.length > MAX_TEXT) errors.text = `At most ${MAX_TEXT} characters (this one has ${text.length}).`
  if (!author) errors.author = 'Enter who said or wrote it.'
  else if (author.length > MAX_FIELD) errors.author = `At most ${MAX_FIELD} characters.`
  if (work.length > MAX_FIELD) errors.work = `At most ${MAX_FIELD} characters.`
  let year: number | undefined
  if (yearText) {
    if (!/^-?\d{1,4}$/.test(yearText)) errors.year = 'A year such as 1854 (or leave it empty).'
    else {
      year = Number(yearText)
      if (year > thisYear) errors.year = `The year cannot be after ${thisYear}.`
    }
  }
  if (Object.keys(errors).length) return { ok: false, errors }
  const themes = THEMES.filter((t) => input.themes.includes(t))
  return {
    ok: true,
    value: { text, author, ...(work ? { work } : {}), ...(year !== undefined ? { year } : {}), themes },
  }
}

function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value)
}

/** Reads the stored list; a missing or malformed value gives an empty list, and malformed items are skipped. */
export function parseMyQuotes(raw: string | null): UserQuote[] {
  if (!raw) return []
  let data: unknown
  try {
    data = JSON.parse(raw)
  } catch {
    return []
  }
  const items = (data as { version?: unknown; quotes?: unknown } | null)?.quotes
  if (
    typeof data !== 'object' ||
    data === null ||
    (data as { version?: unknown }).version !== 1 ||
    !Array.isArray(items)
  )
    return []
  const out: UserQuote[] = []
  const ids = new Set<string>()
  for (const item of items.slice(0, MAX_MY_QUOTES)) {
    if (typeof item !== 'object' || item === null) continue
    const q = item as Record<string, unknown>
    if (
      typeof q.id !== 'string' ||
      !q.id ||
      ids.has(q.id) ||
      typeof q.text !== 'string' ||
      typeof q.author !== 'string'
    )
      continue
    const checked = validateUserQuote({
      text: q.text,
      author: q.author,
      work: typeof q.work === 'string' ? q.work : '',
      year: typeof q.year === 'number' && Number.isInteger(q.year) ? String(q.year) : '',
      themes: Array.isArray(q.themes) ? q.themes.filter(isTheme) : [],
    })
    if (!checked.ok) continue
    ids.add(q.id)
    out.push({ id: q.id, ...checked.value })
  }
  return out
}

export function serializeMyQuotes(quotes: readonly UserQuote[]): string {
  return JSON.stringify({ version: 1, quotes })
}

// ——— The PNG card ———

export const CARD_SIZES = [
  { value: 'square', label: 'Square 1080 × 1080', width: 1080, height: 1080 },
  { value: 'wide', label: 'Link 1200 × 630', width: 1200, height: 630 },
  { value: 'story', label: 'Story 1080 × 1920', width: 1080, height: 1920 },
] as const
export type CardSize = (typeof CARD_SIZES)[number]['value']

export const CARD_THEMES = {
  light: { background: '#f8fafc', accent: '#2563eb', text: '#0f172a', muted: '#475569' },
  dark: { background: '#0f172a', accent: '#60a5fa', text: '#f1f5f9', muted: '#94a3b8' },
} as const
export type CardTheme = keyof typeof CARD_THEMES

export interface Box {
  x: number
  y: number
  width: number
  height: number
}

export interface CardLayout {
  padding: number
  quoteBox: Box
  attributionBox: Box
}

/** Where the quote and the attribution go on a card of this size. */
export function cardLayout(width: number, height: number): CardLayout {
  const padding = Math.round(Math.min(width, height) * 0.09)
  const attributionHeight = Math.round(Math.min(width, height) * 0.16)
  const inner = width - 2 * padding
  return {
    padding,
    quoteBox: { x: padding, y: padding, width: inner, height: height - 2 * padding - attributionHeight },
    attributionBox: { x: padding, y: height - padding - attributionHeight, width: inner, height: attributionHeight },
  }
}

/** Width of `text` drawn at `fontSize` px (canvas measureText in the view; any monotonic measure in tests). */
export type Measure = (text: string, fontSize: number) => number

/** Greedy word wrap at this size; explicit line breaks are kept, and a word wider than the box is split. */
export function wrapText(text: string, fontSize: number, maxWidth: number, measure: Measure): string[] {
  const lines: string[] = []
  for (const paragraph of text.split('\n')) {
    const words = paragraph.split(/\s+/).filter(Boolean)
    if (words.length === 0) {
      lines.push('')
      continue
    }
    let line = ''
    for (let word of words) {
      const candidate = line ? `${line} ${word}` : word
      if (measure(candidate, fontSize) <= maxWidth) {
        line = candidate
        continue
      }
      if (line) lines.push(line)
      line = ''
      while (measure(word, fontSize) > maxWidth && word.length > 1) {
        let cut = word.length - 1
        while (cut > 1 && measure(word.slice(0, cut), fontSize) > maxWidth) cut--
        lines.push(word.slice(0, cut))
        word = word.slice(cut)
      }
      line = word
    }
    lines.push(line)
  }
  return lines
}

export interface FitResult {
  fontSize: number
  lines: string[]
  lineHeight: number
  /** False when even the smallest size overflows: the lines are then cut with an ellipsis. */
  fits: boolean
}

/** The largest whole font size (between min and max) at which the wrapped text fits the box. */
export function fitText(
  text: string,
  box: { width: number; height: number },
  measure: Measure,
  opts: { min: number; max: number; lineHeight: number },
): FitResult {
  const fitsAt = (size: number) => {
    const lines = wrapText(text, size, box.width, measure)
    return lines.length * size * opts.lineHeight <= box.height ? lines : null
  }
  let lo = opts.min
  let hi = opts.max
  if (!fitsAt(lo)) {
    const all = wrapText(text, lo, box.width, measure)
    const keep = Math.max(1, Math.floor(box.height / (lo * opts.lineHeight)))
    const lines = all.slice(0, keep)
    lines[lines.length - 1] = `${lines[lines.length - 1].replace(/\s*\S{0,3}$/, '')}…`
    return { fontSize: lo, lines, lineHeight: lo * opts.lineHeight, fits: false }
  }
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2)
    if (fitsAt(mid)) lo = mid
    else hi = mid - 1
  }
  return { fontSize: lo, lines: fitsAt(lo) ?? [], lineHeight: lo * opts.lineHeight, fits: true }
}

export function cardFileName(size: CardSize, theme: CardTheme): string {
  const s = CARD_SIZES.find((c) => c.value === size) ?? CARD_SIZES[0]
  return `quote-${s.width}x${s.height}-${theme}.png`
}
