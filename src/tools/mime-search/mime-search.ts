// MIME lookups for mime-search over the whole mime-db list (IANA, Apache and nginx): one query is matched both
// ways, as an extension (".png", "png", "photo.JPG") and as a type ("image/", "json"), best matches first.
export type MimeSource = 'iana' | 'apache' | 'nginx'

export interface MimeDbRecord {
  source?: string
  extensions?: string[]
  compressible?: boolean
  charset?: string
}

export interface MimeEntry {
  type: string
  /** Top-level type: `image` in `image/png`. */
  top: string
  extensions: string[]
  compressible: boolean | null
  charset: string | null
  source: MimeSource | null
}

export const SOURCE_LABEL: Record<MimeSource, string> = { iana: 'IANA', apache: 'Apache', nginx: 'nginx' }

/** How a result matched, best first. */
export type MatchKind = 'extension' | 'type' | 'type-prefix' | 'extension-prefix' | 'type-contains'

export interface MimeMatch {
  entry: MimeEntry
  match: MatchKind | null
}

const RANK: Record<MatchKind, number> = {
  extension: 0,
  type: 0,
  'type-prefix': 1,
  'extension-prefix': 2,
  'type-contains': 3,
}
const SOURCE_RANK: Record<string, number> = { iana: 0, apache: 1, nginx: 2 }

export function toEntries(db: Record<string, MimeDbRecord>): MimeEntry[] {
  return Object.entries(db)
    .map(
      ([type, r]): MimeEntry => ({
        type,
        top: type.slice(0, type.indexOf('/')),
        extensions: r.extensions ?? [],
        compressible: typeof r.compressible === 'boolean' ? r.compressible : null,
        charset: r.charset ?? null,
        source: r.source === 'iana' || r.source === 'apache' || r.source === 'nginx' ? (r.source as MimeSource) : null,
      }),
    )
    .sort((a, b) => a.type.localeCompare(b.type))
}

export interface ParsedQuery {
  /** Lower-case text as typed (trimmed). */
  text: string
  /** The extension the query names, when it can be one: `.png` → `png`, `photo.JPG` → `jpg`. */
  extension: string | null
}

export function parseQuery(raw: string): ParsedQuery {
  const text = raw.trim().toLowerCase()
  if (!text || text.includes('/')) return { text, extension: null }
  const dot = text.lastIndexOf('.')
  const ext = dot >= 0 ? text.slice(dot + 1) : text
  return { text, extension: /^[a-z0-9][a-z0-9+_-]*$/.test(ext) ? ext : null }
}

/** Matches a query against every entry; an empty query lists everything in type order. */
export function searchMime(entries: readonly MimeEntry[], raw: string): MimeMatch[] {
  const { text, extension } = parseQuery(raw)
  if (!text) return entries.map((entry) => ({ entry, match: null }))
  const bare = text.startsWith('.') ? text.slice(1) : text
  const out: { entry: MimeEntry; match: MatchKind }[] = []
  for (const entry of entries) {
    let match: MatchKind | null = null
    if (extension && entry.extensions.includes(extension)) match = 'extension'
    else if (entry.type === text) match = 'type'
    else if (entry.type.startsWith(text)) match = 'type-prefix'
    else if (bare && !text.includes('/') && entry.extensions.some((e) => e.startsWith(bare))) match = 'extension-prefix'
    else if (entry.type.includes(text)) match = 'type-contains'
    if (match) out.push({ entry, match })
  }
  out.sort(
    (a, b) =>
      RANK[a.match] - RANK[b.match] ||
      (SOURCE_RANK[a.entry.source ?? ''] ?? 3) - (SOURCE_RANK[b.entry.source ?? ''] ?? 3) ||
      a.entry.type.localeCompare(b.entry.type),
  )
  return out
}

export interface MimeFilters {
  top: string
  source: MimeSource | 'all'
  withExtensions: boolean
}

export function applyFilters(matches: readonly MimeMatch[], f: MimeFilters): MimeMatch[] {
  return matches.filter(
    ({ entry }) =>
      (f.top === 'all' || entry.top === f.top) &&
      (f.source === 'all' || entry.source === f.source) &&
      (!f.withExtensions || entry.extensions.length > 0),
  )
}

/** Top-level types present in the list, sorted. */
export function topLevelTypes(entries: readonly MimeEntry[]): string[] {
  return [...new Set(entries.map((e) => e.top))].sort()
}

/** A `Content-Type` header value with the type's default charset (UTF-8 for text types, as mime-types does). */
export function contentTypeHeader(entry: MimeEntry): string {
  const charset = entry.charset ?? (entry.top === 'text' ? 'UTF-8' : null)
  return charset ? `${entry.type}; charset=${charset.toLowerCase()}` : entry.type
}

export function matchLabel(match: MatchKind | null, query: ParsedQuery): string | null {
  if (match === 'extension' && query.extension) return `Extension .${query.extension}`
  if (match === 'type') return 'Exact type'
  return null
}
