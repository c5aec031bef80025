// JSON formatting for json-pretty (and yaml-to-json's JSON side): validate with the engine's parser, then
// re-indent token by token so numbers, key order and duplicate keys stay exactly as written; errors carry
// the parser's message with a line and column.
export type Indent = 2 | 4 | 'tab'

export interface JsonErrorInfo {
  message: string
  /** 1-based. */
  line: number
  /** 1-based. */
  column: number
  /** The offending line's text, for a caret excerpt. */
  excerpt: string
  /** Set when the text is valid JSON but past one of the tool's stated limits (the message names it). */
  limit?: true
}

export type FormatResult = { ok: true; output: string } | { ok: false; error: JsonErrorInfo }

/** The most characters json-pretty writes: deep nesting multiplies indentation (100,000 levels would be 10 GB). */
export const MAX_FORMATTED_CHARS = 200_000_000

/** Deeper than this, even a short text is formatted in the worker (its indentation can grow to megabytes). */
export const DEEP_ON_PAGE = 64

/**
 * One linear scan of the nesting of objects and arrays in JSON text (brackets outside strings, escapes skipped): no
 * recursion, so 100,000 levels cost only the scan. `max` is the deepest level seen, `at` the offset of the first
 * opening bracket deeper than `stopAt` (-1 when none); the scan stops there.
 */
export function scanNesting(text: string, stopAt = Number.POSITIVE_INFINITY): { max: number; at: number } {
  let depth = 0
  let max = 0
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c === 34) {
      for (i++; i < text.length; i++) {
        const d = text.charCodeAt(i)
        if (d === 92) i++
        else if (d === 34) break
      }
    } else if (c === 123 || c === 91) {
      if (++depth > max) {
        max = depth
        if (max > stopAt) return { max, at: i }
      }
    } else if (c === 125 || c === 93) depth--
  }
  return { max, at: -1 }
}

/** The offset of the first opening bracket (outside strings) that nests deeper than `limit` levels, or -1. */
export const tooDeepAt = (text: string, limit: number): number => scanNesting(text, limit).at

/** A refusal at `offset` (a stated limit, not a syntax error), with the line, column and excerpt of the place. */
export function limitError(text: string, offset: number, message: string): JsonErrorInfo {
  const { line, column } = lineColumnAt(text, offset)
  const excerpt = lineText(text, line)
  // On a very long line the caret could only point past the excerpt: point at its start instead.
  return { message, line, column, excerpt: column > 200 ? '' : excerpt, limit: true }
}

export const INDENT_OPTIONS: readonly { value: '2' | '4' | 'tab'; label: string }[] = [
  { value: '2', label: '2 spaces' },
  { value: '4', label: '4 spaces' },
  { value: 'tab', label: 'Tab' },
]

/** Above this many characters the page formats in a worker. */
export const WORKER_THRESHOLD = 200_000

export function indentString(indent: Indent): string {
  return indent === 'tab' ? '\t' : ' '.repeat(indent)
}

export function lineColumnAt(text: string, position: number): { line: number; column: number } {
  const pos = Math.max(0, Math.min(position, text.length))
  let line = 1
  let lineStart = 0
  for (let i = text.indexOf('\n'); i !== -1 && i < pos; i = text.indexOf('\n', i + 1)) {
    line++
    lineStart = i + 1
  }
  return { line, column: pos - lineStart + 1 }
}

function lineText(text: string, line: number): string {
  let start = 0
  for (let l = 1; l < line; l++) {
    const next = text.indexOf('\n', start)
    if (next === -1) return ''
    start = next + 1
  }
  const end = text.indexOf('\n', start)
  const raw = text.slice(start, end === -1 ? text.length : end).replace(/\r$/, '')
  return raw.length > 200 ? `${raw.slice(0, 200)}…` : raw
}

/** Reads the position out of a parser message (Chromium/Node: "at position N", "(line L column C)"; Firefox: "at line L column C"). */
export function describeJsonError(text: string, error: unknown): JsonErrorInfo {
  const message = error instanceof Error ? error.message : String(error)
  let line: number
  let column: number
  const lc = message.match(/line (\d+) column (\d+)/)
  const pos = message.match(/at position (\d+)/)
  if (lc) {
    line = Number(lc[1])
    column = Number(lc[2])
  } else if (pos) {
    ;({ line, column } = lineColumnAt(text, Number(pos[1])))
  } else {
    ;({ line, column } = lineColumnAt(text, findJsonErrorOffset(text)))
  }
  return { message, line, column, excerpt: lineText(text, line) }
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y
const ESCAPES = '"\\/bfnrtu'

/**
 * Where strict JSON first goes wrong (the engine's messages do not always say): the offset of the first bad
 * character, `text.length` for an unexpected end, -1 when the text is valid. Iterative, so deep nesting is fine.
 */
export function findJsonErrorOffset(text: string): number {
  const n = text.length
  const stack: number[] = []
  let i = 0
  let state: 'value' | 'after' | 'key' | 'objFirst' | 'arrFirst' = 'value'
  const skipWs = () => {
    while (i < n && isWs(text.charCodeAt(i))) i++
  }
  const readString = (): boolean => {
    i++
    while (i < n) {
      const c = text.charCodeAt(i)
      if (c === QUOTE) {
        i++
        return true
      }
      if (c < 32) return false
      if (c === BACKSLASH) {
        const e = text[i + 1]
        if (e === undefined || !ESCAPES.includes(e)) {
          i++
          return false
        }
        if (e === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) {
            i += 2
            return false
          }
          i += 6
        } else i += 2
        continue
      }
      i++
    }
    return false
  }
  for (;;) {
    skipWs()
    const c = i < n ? text.charCodeAt(i) : -1
    if (state === 'value') {
      if (c === -1) return n
      if (c === 123 || c === 91) {
        stack.push(c)
        i++
        state = c === 123 ? 'objFirst' : 'arrFirst'
      } else if (c === QUOTE) {
        if (!readString()) return i
        state = 'after'
      } else {
        NUMBER.lastIndex = i
        const m = NUMBER.exec(text)
        const literal = ['true', 'false', 'null'].find((w) => text.startsWith(w, i))
        if (m && m[0].length > 0) i += m[0].length
        else if (literal) i += literal.length
        else return i
        state = 'after'
      }
    } else if (state === 'objFirst' || state === 'arrFirst') {
      if ((state === 'objFirst' && c === 125) || (state === 'arrFirst' && c === 93)) {
        stack.pop()
        i++
        state = 'after'
      } else state = state === 'objFirst' ? 'key' : 'value'
    } else if (state === 'key') {
      if (c === -1) return n
      if (c !== QUOTE || !readString()) return i
      skipWs()
      if (i >= n) return n
      if (text.charCodeAt(i) !== COLON) return i
      i++
      state = 'value'
    } else {
      if (stack.length === 0) return c === -1 ? -1 : i
      if (c === -1) return n
      const top = stack[stack.length - 1]
      if (c === COMMA) {
        i++
        state = top === 123 ? 'key' : 'value'
      } else if ((top === 123 && c === 125) || (top === 91 && c === 93)) {
        stack.pop()
        i++
      } else return i
    }
  }
}

export function validateJson(text: string): { ok: true; value: unknown } | { ok: false; error: JsonErrorInfo } {
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch (error) {
    return { ok: false, error: describeJsonError(text, error) }
  }
}

// Char codes: space, tab, LF, CR, quote, backslash, comma, colon, brackets.
const SP = 32
const TAB = 9
const LF = 10
const CR = 13
const QUOTE = 34
const BACKSLASH = 92
const COMMA = 44
const COLON = 58
const isWs = (c: number) => c === SP || c === LF || c === CR || c === TAB
const isOpen = (c: number) => c === 123 || c === 91
const isClose = (c: number) => c === 125 || c === 93

/**
 * Re-indents text that is already known to be valid JSON. Strings and number literals are copied verbatim,
 * empty objects and arrays stay `{}` / `[]`. `indent` null means minify.
 */
export function reindent(text: string, indent: string | null): string {
  return (reindentParts(text, indent, Number.POSITIVE_INFINITY) as string[]).join('')
}

/**
 * The re-indented text as pieces, so a large result can become a Blob without one giant string; null as soon as the
 * indentation alone would pass `maxChars` (deep nesting: each level adds its indent to every line below it).
 */
export function reindentParts(text: string, indent: string | null, maxChars = MAX_FORMATTED_CHARS): string[] | null {
  const parts: string[] = []
  const newlines: string[] = []
  let indentChars = 0
  let over = false
  const newline = (depth: number) => {
    if (indent === null || over) return
    newlines[depth] ??= `\n${indent.repeat(depth)}`
    const piece = newlines[depth] as string
    indentChars += piece.length
    if (indentChars + text.length > maxChars) over = true
    else parts.push(piece)
  }
  const colon = indent === null ? ':' : ': '
  const n = text.length
  let depth = 0
  let i = 0
  while (i < n) {
    const c = text.charCodeAt(i)
    if (isWs(c)) {
      i++
    } else if (c === QUOTE) {
      let j = i + 1
      for (;;) {
        j = text.indexOf('"', j)
        if (j === -1) {
          j = n
          break
        }
        let k = j - 1
        while (text.charCodeAt(k) === BACKSLASH) k--
        if ((j - 1 - k) % 2 === 0) break
        j++
      }
      parts.push(text.slice(i, j + 1))
      i = j + 1
    } else if (isOpen(c)) {
      let j = i + 1
      while (j < n && isWs(text.charCodeAt(j))) j++
      if (isClose(text.charCodeAt(j))) {
        parts.push(text[i] + text[j])
        i = j + 1
      } else {
        parts.push(text[i])
        depth++
        newline(depth)
        i++
      }
    } else if (isClose(c)) {
      depth--
      newline(depth)
      parts.push(text[i])
      i++
    } else if (c === COMMA) {
      parts.push(',')
      newline(depth)
      i++
    } else if (c === COLON) {
      parts.push(colon)
      i++
    } else {
      let j = i + 1
      while (j < n) {
        const d = text.charCodeAt(j)
        if (isWs(d) || d === COMMA || d === COLON || isClose(d)) break
        j++
      }
      parts.push(text.slice(i, j))
      i = j
    }
    if (over) return null
  }
  return parts
}

export type LargeFormatResult =
  | { ok: true; blob: Blob; preview: string; chars: number }
  | { ok: false; error: JsonErrorInfo }

/**
 * For big documents (run in the worker): the result as a Blob plus its first `previewChars` characters, so the
 * page never has to receive, measure or lay out one giant string.
 */
export function formatJsonLarge(
  text: string,
  indent: Indent | null,
  previewChars: number,
  maxChars = MAX_FORMATTED_CHARS,
): LargeFormatResult {
  const checked = validateJson(text)
  if (!checked.ok) return checked
  const parts = reindentParts(text, indent === null ? null : indentString(indent), maxChars)
  if (!parts) return { ok: false, error: tooLargeError(text, maxChars) }
  // A Blob made of millions of tiny parts is slow to build; group them into chunks of about 1 MB.
  const chunks: string[] = []
  let chunk = ''
  let chars = 0
  for (const part of parts) {
    chunk += part
    chars += part.length
    if (chunk.length >= 1_000_000) {
      chunks.push(chunk)
      chunk = ''
    }
  }
  if (chunk) chunks.push(chunk)
  const preview = (chunks[0] ?? '').slice(0, previewChars)
  return { ok: true, blob: new Blob(chunks, { type: 'application/json' }), preview, chars }
}

/** The refusal of a document whose indented form would pass `maxChars`, naming the limit and the nesting found. */
function tooLargeError(text: string, maxChars: number): JsonErrorInfo {
  const fmt = (n: number) => n.toLocaleString('en')
  let depth = 0
  let deepest = 0
  let at = 0
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c === QUOTE) {
      for (i++; i < text.length; i++) {
        const d = text.charCodeAt(i)
        if (d === BACKSLASH) i++
        else if (d === QUOTE) break
      }
    } else if (isOpen(c)) {
      if (++depth > deepest) {
        deepest = depth
        at = i
      }
    } else if (isClose(c)) depth--
  }
  return limitError(
    text,
    at,
    `Formatted, this JSON would be over ${fmt(maxChars)} characters (it nests ${fmt(deepest)} levels deep, and every level indents the lines below it); JSON Formatter writes up to ${fmt(maxChars)}. Minify keeps it as small as it is.`,
  )
}

export function formatJson(text: string, indent: Indent, maxChars = MAX_FORMATTED_CHARS): FormatResult {
  const checked = validateJson(text)
  if (!checked.ok) return checked
  const parts = reindentParts(text, indentString(indent), maxChars)
  if (!parts) return { ok: false, error: tooLargeError(text, maxChars) }
  return { ok: true, output: parts.join('') }
}

export function minifyJson(text: string): FormatResult {
  const checked = validateJson(text)
  if (!checked.ok) return checked
  return { ok: true, output: reindent(text, null) }
}

/** 'Valid JSON' or 'Invalid JSON: <parser message>'. */
export function validityMessage(result: FormatResult): string {
  if (result.ok) return 'Valid JSON'
  return result.error.limit ? result.error.message : `Invalid JSON: ${result.error.message}`
}

export function parseIndent(value: string): Indent {
  return value === 'tab' ? 'tab' : value === '4' ? 4 : 2
}

/**
 * Bounds [start, end) of slices of about `size` UTF-16 units covering `text`, never splitting a surrogate pair (each
 * slice stays valid text on its own when encoded).
 */
export function textSlices(text: string, size: number): [number, number][] {
  const out: [number, number][] = []
  for (let start = 0; start < text.length; ) {
    let end = Math.min(text.length, start + size)
    const last = text.charCodeAt(end - 1)
    if (end < text.length && end - 1 > start && last >= 0xd800 && last <= 0xdbff) end--
    out.push([start, end])
    start = end
  }
  return out
}
