// Regex matching for regex-tester (run in its worker, so a catastrophic pattern can be stopped by terminating it),
// and the regex tester's link format (regex-cheatsheet's "Try it").
// Matches come back as typed arrays (start/end, group spans) that are transferred, not cloned, so 50,000 matches
// cost a few hundred kilobytes instead of 50,000 objects.

export interface RegexFlags {
  global: boolean
  ignoreCase: boolean
  multiline: boolean
  dotAll: boolean
  unicode: boolean
  sticky: boolean
}

export const defaultFlags: RegexFlags = {
  global: true,
  ignoreCase: false,
  multiline: false,
  dotAll: false,
  unicode: false,
  sticky: false,
}

/** Stored matches at most; the count beyond this is not exact and `truncated` says so. */
export const MAX_MATCHES = 1_000_000

export interface MatchResult {
  count: number
  truncated: boolean
  /** UTF-16 start and end offsets of each match. */
  starts: Uint32Array
  ends: Uint32Array
  /** Capture groups per match (not counting group 0). */
  groupCount: number
  /** Group names by group number − 1 (null for unnamed groups). */
  groupNames: (string | null)[]
  /** count × groupCount × 2 spans; −1 where a group did not take part in the match. */
  groupSpans: Int32Array
  elapsedMs: number
}

export function flagString(flags: RegexFlags): string {
  return (
    (flags.global ? 'g' : '') +
    (flags.ignoreCase ? 'i' : '') +
    (flags.multiline ? 'm' : '') +
    (flags.dotAll ? 's' : '') +
    (flags.unicode ? 'u' : '') +
    (flags.sticky ? 'y' : '')
  )
}

/** Compiles the pattern; returns the engine's error text (fallback 'Invalid regex') when it does not compile. */
export function compileRegex(
  pattern: string,
  flags: string,
): { ok: true; regex: RegExp } | { ok: false; error: string } {
  try {
    return { ok: true, regex: new RegExp(pattern, flags) }
  } catch (error) {
    const message = error instanceof Error && error.message ? error.message : ''
    return { ok: false, error: message || 'Invalid regex' }
  }
}

/** Number of capture groups of a valid pattern (the empty alternative always matches the empty string). */
export function countGroups(pattern: string, flags: string): number {
  const probe = new RegExp(`${pattern}|`, flags.replace(/[gy]/g, ''))
  return (probe.exec('') as RegExpExecArray).length - 1
}

/**
 * Names of the capture groups in order of their opening parenthesis (null for unnamed), read by a small lexer
 * that skips escapes and character classes. Returns null if its count disagrees with the engine's.
 */
export function readGroupNames(pattern: string, expected: number): (string | null)[] | null {
  const names: (string | null)[] = []
  let inClass = false
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]
    if (c === '\\') {
      i++
      continue
    }
    if (inClass) {
      if (c === ']') inClass = false
      continue
    }
    if (c === '[') {
      inClass = true
      continue
    }
    if (c !== '(') continue
    if (pattern[i + 1] !== '?') {
      names.push(null)
      continue
    }
    if (pattern[i + 2] === '<' && pattern[i + 3] !== '=' && pattern[i + 3] !== '!') {
      const close = pattern.indexOf('>', i + 3)
      names.push(close === -1 ? null : pattern.slice(i + 3, close))
    }
  }
  return names.length === expected ? names : null
}

class Growable<T extends Uint32Array | Int32Array> {
  array: T
  length = 0
  constructor(private readonly make: (n: number) => T) {
    this.array = make(1024)
  }
  push(value: number) {
    if (this.length === this.array.length) {
      const next = this.make(this.array.length * 2)
      next.set(this.array)
      this.array = next
    }
    this.array[this.length++] = value
  }
  done(): T {
    return this.array.slice(0, this.length) as T
  }
}

/** Finds every match (or the first, without g), stepping past empty matches so `a*` and `^` cannot loop. */
export function findMatches(pattern: string, flags: RegexFlags, text: string): MatchResult {
  const t0 = performance.now()
  const base = flagString(flags)
  const compiled = compileRegex(pattern, base)
  if (!compiled.ok) throw new SyntaxError(compiled.error)
  const groupCount = countGroups(pattern, base)
  const groupNames = readGroupNames(pattern, groupCount) ?? Array.from({ length: groupCount }, () => null)
  // The d flag gives group positions; only pay for it when there are groups.
  const regex = groupCount > 0 ? new RegExp(pattern, `${base}d`) : compiled.regex
  const starts = new Growable((n) => new Uint32Array(n))
  const ends = new Growable((n) => new Uint32Array(n))
  const spans = new Growable((n) => new Int32Array(n))
  const unicode = flags.unicode
  let count = 0
  let truncated = false
  regex.lastIndex = 0
  for (;;) {
    const m = regex.exec(text)
    if (!m) break
    const start = m.index
    const end = start + m[0].length
    if (count === MAX_MATCHES) {
      truncated = true
      break
    }
    starts.push(start)
    ends.push(end)
    if (groupCount > 0) {
      const indices = (m as RegExpExecArray & { indices: Array<[number, number] | undefined> }).indices
      for (let g = 1; g <= groupCount; g++) {
        const span = indices[g]
        spans.push(span ? span[0] : -1)
        spans.push(span ? span[1] : -1)
      }
    }
    count++
    if (!flags.global) break
    if (end === start) regex.lastIndex = advanceIndex(text, end, unicode)
  }
  return {
    count,
    truncated,
    starts: starts.done(),
    ends: ends.done(),
    groupCount,
    groupNames,
    groupSpans: spans.done(),
    elapsedMs: performance.now() - t0,
  }
}

/** The next index after an empty match: one code unit, or a whole surrogate pair in unicode mode. */
export function advanceIndex(text: string, index: number, unicode: boolean): number {
  if (!unicode || index + 1 >= text.length) return index + 1
  const c = text.charCodeAt(index)
  if (c >= 0xd800 && c <= 0xdbff) {
    const d = text.charCodeAt(index + 1)
    if (d >= 0xdc00 && d <= 0xdfff) return index + 2
  }
  return index + 1
}

/** The flags a literal's flag letters name ("gi" → global and ignoreCase); 'v' counts as unicode. */
export function flagsFromString(f: string): RegexFlags {
  return {
    global: f.includes('g'),
    ignoreCase: f.includes('i'),
    multiline: f.includes('m'),
    dotAll: f.includes('s'),
    unicode: f.includes('u') || f.includes('v'),
    sticky: f.includes('y'),
  }
}

/**
 * A link that opens the regex tester filled in (used by regex-cheatsheet). The values travel in the URL fragment,
 * which browsers never send to a server.
 */
export function regexTesterLink(pattern: string, flags: string, text: string): string {
  return `/tools/regex-tester#${new URLSearchParams({ p: pattern, f: flags, t: text }).toString()}`
}

/** The pattern, flags and text of a regexTesterLink fragment, or null when the fragment is not one. */
export function readRegexTesterLink(hash: string): { pattern: string; flags: RegexFlags; text: string } | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''))
  const pattern = params.get('p')
  if (pattern === null) return null
  const f = params.get('f') ?? ''
  return {
    pattern,
    text: params.get('t') ?? '',
    flags: flagsFromString(f),
  }
}
