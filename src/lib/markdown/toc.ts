// Markdown table of contents, read in one pass: ATX (#) and Setext (=== / ---) headings outside fenced code, plain
// heading text, GitHub's anchor rule (lowercase, punctuation dropped, spaces to hyphens, repeats get the first free
// -1, -2 … as github-slugger does), nested as a bullet or numbered list indented the way GitHub renders it.
// Every step is linear in the input: lines and headings are read by hand (no backtracking regular expression: "# "
// then 3,000 spaces and a U+2028 made the old heading pattern try every split of the spaces), inline Markdown is
// reduced by scanners that look for each closing mark once, and the shallowest level is found without spreading
// 200,000 headings into Math.min. Shared by the markdown-toc page (small documents) and its worker (big ones).
import { extentBy } from '../math/extent'

export interface Heading {
  level: number
  text: string
  anchor: string
  /** 1-based line of the heading in the input. */
  line: number
}

export interface TocOptions {
  minLevel: number
  maxLevel: number
  style: 'bullet' | 'numbered'
  links: boolean
  /** Leave out the first level-1 heading (usually the document's title). */
  skipTitle: boolean
}

export const DEFAULT_OPTIONS: TocOptions = { minLevel: 1, maxLevel: 3, style: 'bullet', links: true, skipTitle: false }

const ESCAPABLE = new Set('\\`*_{}[]()#+-.!|~<>')
const ESCAPE_OPEN = '\uE000'
const ESCAPE_CLOSE = '\uE001'

/** Backslash-escaped characters set aside (as private-use marks around their index), so \* is never emphasis. */
function hideEscapes(text: string, escaped: string[]): string {
  if (!text.includes('\\')) return text
  let out = ''
  let from = 0
  for (let i = text.indexOf('\\'); i !== -1 && i < text.length - 1; i = text.indexOf('\\', i)) {
    const c = text[i + 1] as string
    if (ESCAPABLE.has(c)) {
      out += `${text.slice(from, i)}${ESCAPE_OPEN}${escaped.push(c) - 1}${ESCAPE_CLOSE}`
      i += 2
      from = i
    } else i++
  }
  return out + text.slice(from)
}

function restoreEscapes(text: string, escaped: readonly string[]): string {
  if (!escaped.length) return text
  let out = ''
  let from = 0
  for (let i = text.indexOf(ESCAPE_OPEN); i !== -1; i = text.indexOf(ESCAPE_OPEN, i + 1)) {
    const end = text.indexOf(ESCAPE_CLOSE, i + 1)
    if (end === -1) break
    const c = escaped[Number(text.slice(i + 1, end))]
    if (c === undefined) continue
    out += text.slice(from, i) + c
    from = end + 1
    i = end
  }
  return out + text.slice(from)
}

/**
 * Where a link destination "(…)" that starts at `open` ends (the index of its ")"), else -1: plain characters and
 * groups of one level of balanced parentheses, as in (javascript:alert(1)).
 */
function destinationEnd(text: string, open: number): number {
  let i = open + 1
  while (i < text.length) {
    const c = text[i]
    if (c === ')') return i
    if (c === '(') {
      // One nested group: plain characters up to its ")".
      let j = i + 1
      while (j < text.length && text[j] !== '(' && text[j] !== ')') j++
      if (text[j] !== ')') return -1
      i = j + 1
    } else i++
  }
  return -1
}

/**
 * Replaces every `prefix[label](destination)` (or `[label][reference]` when `reference`) by its label, left to
 * right. The label runs to the first "]" after the "[": when that bracket (or what follows it) does not close a link,
 * every "[" before it fails the same way, so each answer is found once and kept.
 */
function replaceLinks(text: string, prefix: '![' | '[', reference: boolean): string {
  if (!text.includes(prefix)) return text
  let out = ''
  let from = 0
  let close = -2 // the first "]" at or after the label's start; -1 once there is none.
  let closedAt = -1 // the "]" whose link end is `end`.
  let end = -1
  let i = text.indexOf(prefix)
  while (i !== -1) {
    const label = i + prefix.length
    if (close !== -1 && close < label) close = text.indexOf(']', label)
    if (close === -1) break
    if (closedAt !== close) {
      closedAt = close
      const next = text[close + 1]
      if (reference) end = next === '[' ? text.indexOf(']', close + 2) : -1
      else end = next === '(' ? destinationEnd(text, close + 1) : -1
    }
    if (end === -1) {
      i = text.indexOf(prefix, i + 1)
      continue
    }
    out += text.slice(from, i) + text.slice(label, close)
    from = end + 1
    i = text.indexOf(prefix, from)
  }
  return out + text.slice(from)
}

/** Removes every "<…>" holding at least one character (an HTML tag), left to right. */
function removeTags(text: string): string {
  if (!text.includes('<')) return text
  let out = ''
  let from = 0
  let i = text.indexOf('<')
  while (i !== -1) {
    const close = text.indexOf('>', i + 1)
    if (close === -1) break
    if (close === i + 1) {
      i = text.indexOf('<', i + 1)
      continue
    }
    out += text.slice(from, i)
    from = close + 1
    i = text.indexOf('<', from)
  }
  return out + text.slice(from)
}

/**
 * Replaces every `mark content mark` by its content (the shortest content of at least `least` characters), for
 * each of the marks, trying them in order at each position, left to right; content is not read again.
 * Once a mark has no closing mark after a position it has none after any later one, so it is not looked for again.
 */
function replacePairs(text: string, marks: readonly string[], least: number): string {
  let out = ''
  let from = 0
  // Where each mark next opens at or after `i` (-1: nowhere, so never again), found once per opening passed.
  const nextAt = marks.map(() => -2)
  let i = 0
  while (i < text.length) {
    let next = -1
    for (let m = 0; m < marks.length; m++) {
      if (nextAt[m] === -1) continue
      if ((nextAt[m] as number) < i) nextAt[m] = text.indexOf(marks[m] as string, i)
      const at = nextAt[m] as number
      if (at !== -1 && (next === -1 || at < next)) next = at
    }
    if (next === -1) break
    // At `next`, the marks are tried in order, as alternatives are.
    let matched = false
    for (let m = 0; m < marks.length && !matched; m++) {
      const mark = marks[m] as string
      if (nextAt[m] !== next) continue
      const close = text.indexOf(mark, next + mark.length + least)
      if (close === -1) {
        nextAt[m] = -1
        continue
      }
      out += text.slice(from, next) + text.slice(next + mark.length, close)
      from = close + mark.length
      i = from
      matched = true
    }
    if (!matched) i = next + 1
  }
  return out + text.slice(from)
}

/** Heading text as GitHub shows it: links, images, emphasis, code spans and HTML tags reduced to their text. */
export function plainText(markdown: string): string {
  const escaped: string[] = []
  let text = hideEscapes(markdown, escaped)
  text = replaceLinks(text, '![', false)
  text = replaceLinks(text, '[', false)
  text = replaceLinks(text, '[', true)
  text = removeTags(text)
  text = replacePairs(text, ['`'], 0)
  text = replacePairs(text, ['**', '__'], 1)
  text = replacePairs(text, ['*', '_'], 1)
  text = replacePairs(text, ['~~'], 1)
  return restoreEscapes(text, escaped).trim()
}

/** GitHub's anchor for a heading's text (before de-duplication). */
export function githubSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-')
}

const isBlank = (c: string | undefined) => c === ' ' || c === '\t'

/** Leading spaces of a line, counted up to `limit` + 1. */
function indentOf(line: string, limit = 3): number {
  let n = 0
  while (n <= limit && line[n] === ' ') n++
  return n
}

/** A fence line (``` or ~~~, three or more, after at most three spaces): its character, length and info text. */
function fenceOf(line: string): { char: string; length: number; info: string } | null {
  const at = indentOf(line)
  if (at > 3) return null
  const char = line[at]
  if (char !== '`' && char !== '~') return null
  let end = at
  while (line[end] === char) end++
  if (end - at < 3) return null
  return { char, length: end - at, info: line.slice(end) }
}

/** An ATX heading line: its level and raw text (closing #s and blanks removed), else null. */
function atxOf(line: string): { level: number; raw: string } | null {
  const at = indentOf(line)
  if (at > 3 || line[at] !== '#') return null
  let end = at
  while (line[end] === '#') end++
  const level = end - at
  if (level > 6) return null
  if (end < line.length && !isBlank(line[end])) return null
  // Trailing blanks, then a closing run of #s when a blank (or the opening) comes before it, then blanks again.
  let stop = line.length
  while (stop > end && isBlank(line[stop - 1])) stop--
  let hashes = stop
  while (hashes > end && line[hashes - 1] === '#') hashes--
  if (hashes < stop && (hashes === end || isBlank(line[hashes - 1]))) {
    stop = hashes
    while (stop > end && isBlank(line[stop - 1])) stop--
  }
  let start = end
  while (start < stop && isBlank(line[start])) start++
  return { level, raw: line.slice(start, stop) }
}

/** A Setext underline (=== for level 1, --- for level 2, after at most three spaces), else 0. */
function setextOf(line: string): number {
  const at = indentOf(line)
  if (at > 3) return 0
  const char = line[at]
  if (char !== '=' && char !== '-') return 0
  let end = at
  while (line[end] === char) end++
  while (isBlank(line[end])) end++
  return end === line.length ? (char === '=' ? 1 : 2) : 0
}

/** Indented code, a block quote or a list item: lines that end a paragraph instead of continuing it. */
function breaksParagraph(line: string): boolean {
  if (line[0] === '\t' || line.startsWith('    ')) return true
  const at = indentOf(line)
  let i = at
  const c = line[i]
  if (c === '>' || c === '*' || c === '+' || c === '-') i++
  else {
    while (line[i] !== undefined && line[i] >= '0' && line[i] <= '9') i++
    if (i === at || (line[i] !== '.' && line[i] !== ')')) return false
    i++
  }
  return /\s/.test(line[i] ?? '')
}

/** Every line of the text, split at \r\n, \r or \n, one at a time. */
function* linesOf(text: string): Generator<string> {
  let from = 0
  const n = text.length
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i)
    if (c === 10 || c === 13) {
      yield text.slice(from, i)
      if (c === 13 && text.charCodeAt(i + 1) === 10) i++
      from = i + 1
    }
  }
  yield text.slice(from)
}

/** Every heading of the document, in order, with unique anchors (counted over all levels, as GitHub does). */
export function extractHeadings(markdown: string): Heading[] {
  const headings: Heading[] = []
  const used = new Map<string, number>()
  const add = (level: number, raw: string, line: number) => {
    const text = plainText(raw)
    if (!text) return
    // github-slugger: a taken slug gets the next -N of its own counter that is not taken either, and every anchor
    // handed out is taken from then on (# Intro ×3 then # Intro 1 → intro, intro-1, intro-2, intro-1-1).
    const base = githubSlug(text)
    let anchor = base
    while (used.has(anchor)) {
      const n = (used.get(base) ?? 0) + 1
      used.set(base, n)
      anchor = `${base}-${n}`
    }
    used.set(anchor, 0)
    headings.push({ level, text, anchor, line })
  }
  let fence: { char: string; length: number } | null = null
  // A paragraph's lines, kept as a list and joined once when it becomes a Setext heading.
  let paragraph: { parts: string[]; line: number } | null = null
  let number = 0
  for (const line of linesOf(markdown)) {
    number++
    if (fence) {
      const close = fenceOf(line)
      if (close && close.char === fence.char && close.length >= fence.length && !close.info.trim()) fence = null
      continue
    }
    const open = fenceOf(line)
    if (open && !(open.char === '`' && open.info.includes('`'))) {
      fence = { char: open.char, length: open.length }
      paragraph = null
      continue
    }
    const atx = atxOf(line)
    if (atx) {
      add(atx.level, atx.raw, number)
      paragraph = null
      continue
    }
    const setext = setextOf(line)
    if (setext && paragraph) {
      add(setext, paragraph.parts.join(' '), paragraph.line)
      paragraph = null
      continue
    }
    if (!line.trim() || breaksParagraph(line)) {
      paragraph = null
      continue
    }
    if (paragraph) paragraph.parts.push(line.trim())
    else paragraph = { parts: [line.trim()], line: number }
  }
  return headings
}

/** The headings the options keep. */
export function selectHeadings(headings: readonly Heading[], options: TocOptions): Heading[] {
  const firstTitle = options.skipTitle ? headings.findIndex((h) => h.level === 1) : -1
  return headings.filter((h, i) => i !== firstTitle && h.level >= options.minLevel && h.level <= options.maxLevel)
}

/** Markdown of the table of contents; nesting is relative to the shallowest kept level, never skipping a step. */
export function buildToc(headings: readonly Heading[], options: TocOptions): string {
  const kept = selectHeadings(headings, options)
  if (!kept.length) return ''
  const [top] = extentBy(kept, (h) => h.level)
  const unit = options.style === 'numbered' ? 3 : 2
  let previousDepth = -1
  const lines: string[] = []
  for (const h of kept) {
    const depth = Math.min(h.level - top, previousDepth + 1)
    previousDepth = depth
    const label = h.text.replace(/([[\]\\])/g, '\\$1')
    const item = options.links ? `[${label}](#${h.anchor})` : label
    lines.push(`${' '.repeat(depth * unit)}${options.style === 'numbered' ? '1.' : '-'} ${item}`)
  }
  return lines.join('\n')
}

/** What a table of contents run reports: the headings found, those kept, and the TOC's Markdown. */
export interface TocResult {
  found: number
  kept: number
  toc: string
}

/** Reads the headings and builds the TOC: one call for the worker. */
export function tocOf(markdown: string, options: TocOptions): TocResult {
  const headings = extractHeadings(markdown)
  return tocFromHeadings(headings, options)
}

export function tocFromHeadings(headings: readonly Heading[], options: TocOptions): TocResult {
  return { found: headings.length, kept: selectHeadings(headings, options).length, toc: buildToc(headings, options) }
}
