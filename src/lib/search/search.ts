// Tool search: keyword, alias and category aware, ranked. Pure (no React, no DOM); the catalogue is passed in.
// Ranking of one term against a tool, strongest first: exact name, exact keyword or alias, name prefix, word
// prefix in the name, slug, keyword prefix, name substring, category, keyword substring, description. A query of
// several words must match every word (a word may match a different field); the whole query matched as one phrase
// (e.g. "json web token", "remove exif") ranks above word-by-word matches; generic words ("converter", "string",
// "to": SOFT_WORDS) need not match, and a camel-cased query is read as words too. Ties keep catalogue order.
import { aliases } from './aliases'

export interface SearchEntry {
  slug: string
  name: string
  description: string
  keywords: readonly string[]
  /** The category's display name ("Images & Media"). */
  categoryName: string
  /** The category id, for the category filter. */
  category: string
}

export interface SearchIndexEntry<T extends SearchEntry = SearchEntry> {
  entry: T
  order: number
  name: string
  nameWords: string[]
  slug: string
  slugWords: string[]
  description: string
  descriptionWords: string[]
  terms: string[]
  termWords: string[]
  category: string
  categoryWords: string[]
}

export interface Ranked<T extends SearchEntry = SearchEntry> {
  entry: T
  score: number
}

const STOP_WORDS = new Set([
  'a',
  'an',
  'the',
  'my',
  'of',
  'for',
  'in',
  'on',
  'and',
  'online',
  'tool',
  'free',
  'with',
  'from',
  'get',
])

/** Lower case, accents off, British "colour" read as "color"; a leading "." of a file extension dropped. */
export function normalize(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/colour/g, 'color')
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * Words the peers put in tool names that say little about the job ("Base64 string encoder/decoder", "Integer base
 * converter", "To Upper case"): in a query with other words they count when a tool matches them, and a tool that
 * does not is not ruled out for them alone.
 */
const SOFT_WORDS = new Set([
  'to',
  'convert',
  'converter',
  'conversion',
  'generator',
  'generate',
  'parser',
  'parse',
  'encoder',
  'decoder',
  'calculator',
  'calc',
  'string',
  'maker',
  'builder',
  'checker',
  'tester',
  'analyser',
  'analyzer',
  'utilities',
  'utility',
  'inspector',
  'viewer',
  'editor',
  'tools',
])

const words = (text: string) => text.split(/[^a-z0-9]+/).filter(Boolean)

/** The searchable words of a query: extensions lose their dot, filler words go unless nothing else is left. */
export function queryTerms(query: string): string[] {
  const all = normalize(query)
    // "encoder/decoder", "JSON <> YAML", "Hash / Checksum", "Color Picker & Contrast": separators, not words.
    .replace(/[/&<>,()|↔]+/g, ' ')
    .split(' ')
    .map((t) => t.replace(/^\.+(?=[a-z0-9])/, ''))
    .filter(Boolean)
  const kept = all.filter((t) => !STOP_WORDS.has(t))
  return kept.length ? kept : all
}

export function buildIndex<T extends SearchEntry>(entries: readonly T[]): SearchIndexEntry<T>[] {
  return entries.map((entry, order) => {
    const terms = [...entry.keywords, ...(aliases[entry.slug] ?? [])].map((k) =>
      normalize(k).replace(/^\.+(?=[a-z0-9])/, ''),
    )
    const name = normalize(entry.name)
    const description = normalize(entry.description)
    const category = normalize(entry.categoryName)
    return {
      entry,
      order,
      name,
      nameWords: words(name),
      slug: entry.slug,
      slugWords: entry.slug.split('-'),
      description,
      descriptionWords: words(description),
      terms,
      termWords: terms.flatMap(words),
      category,
      categoryWords: words(category),
    }
  })
}

const prefixOf = (list: readonly string[], t: string) => list.some((w) => w.startsWith(t))

/** Scores of one term per field (0 where it does not match); the best is the term's score. */
function fieldScores(t: string, d: SearchIndexEntry): number[] {
  const scores = [
    d.name === t ? 100 : 0,
    d.terms.includes(t) ? 92 : 0,
    d.name.startsWith(t) ? 90 : 0,
    prefixOf(d.nameWords, t) ? 80 : 0,
    d.slug === t || d.slugWords.includes(t) ? 76 : d.slug.startsWith(t) || prefixOf(d.slugWords, t) ? 70 : 0,
    prefixOf(d.terms, t) ? 65 : prefixOf(d.termWords, t) ? 60 : 0,
    d.name.includes(t) ? 55 : d.slug.includes(t) ? 50 : 0,
    d.category === t || prefixOf(d.categoryWords, t) ? 40 : 0,
    d.terms.some((k) => k.includes(t)) ? 35 : 0,
    prefixOf(d.descriptionWords, t) ? 30 : d.description.includes(t) ? 20 : 0,
  ]
  return scores
}

/** One term's score: its best field plus a small share of the other fields it also matches (tie-break). */
function termScore(t: string, d: SearchIndexEntry): number {
  const scores = fieldScores(t, d)
  const best = Math.max(...scores)
  if (!best) return 0
  const rest = scores.reduce((s, v) => s + v, 0) - best
  return best + Math.min(rest, 200) / 40
}

/** The score of a whole query against one tool, or 0 when it does not match. */
export function scoreEntry(query: string, d: SearchIndexEntry): number {
  const terms = queryTerms(query)
  if (!terms.length) return 0
  const phrase = terms.join(' ')
  if (terms.length > 1) {
    const whole = termScore(phrase, d)
    if (whole) return 100 + whole
  }
  const anyHard = terms.some((t) => !SOFT_WORDS.has(t))
  let sum = 0
  for (const t of terms) {
    const s = termScore(t, d)
    if (!s && !(anyHard && SOFT_WORDS.has(t))) return 0
    sum += s
  }
  return sum / terms.length
}

/** "snakeCase" → "snake Case": the words of a camel-cased query, or null when it has none. */
function camelWords(query: string): string | null {
  const split = query.replace(/([a-z])([A-Z])/g, '$1 $2')
  return split === query ? null : split
}

/**
 * The tools matching `query` in `category` ('all' for every category), best first. An empty query lists the
 * category in catalogue order.
 */
export function searchTools<T extends SearchEntry>(
  index: readonly SearchIndexEntry<T>[],
  query: string,
  category = 'all',
): Ranked<T>[] {
  const inCategory = index.filter((d) => category === 'all' || d.entry.category === category)
  if (!queryTerms(query).length) return inCategory.map((d) => ({ entry: d.entry, score: 0 }))
  const ranked: (Ranked<T> & { order: number })[] = []
  const camel = camelWords(query)
  for (const d of inCategory) {
    const score = camel ? Math.max(scoreEntry(query, d), scoreEntry(camel, d)) : scoreEntry(query, d)
    if (score > 0) ranked.push({ entry: d.entry, score, order: d.order })
  }
  ranked.sort((a, b) => b.score - a.score || a.order - b.order)
  return ranked.map(({ entry, score }) => ({ entry, score }))
}

/** The text the typo-tolerant matcher searches for one tool: name, slug words, keywords and aliases. */
export function fuzzyHaystack(d: SearchIndexEntry): string {
  return [d.name, d.slugWords.join(' '), ...d.terms].join(' · ')
}
