// CSV per RFC 4180, shared by csv-to-json (parse) and json-to-csv (write): quoted fields with doubled quotes and
// line breaks inside, CRLF/LF/CR line ends, a byte-order mark dropped, and the delimiter guessed from the text.

import { extent } from '../math/extent'

export const DELIMITERS = [',', ';', '\t', '|'] as const
export type Delimiter = (typeof DELIMITERS)[number]

export const DELIMITER_NAMES: Record<Delimiter, string> = {
  ',': 'Comma (,)',
  ';': 'Semicolon (;)',
  '\t': 'Tab',
  '|': 'Pipe (|)',
}

export interface CsvProblem {
  /** 1-based line of the file where the record starts. */
  line: number
  message: string
}

export interface ParsedCsv {
  rows: string[][]
  /** 1-based line where each row starts (for messages). */
  lines: number[]
  problems: CsvProblem[]
}

/**
 * Counts each candidate delimiter outside quotes on the first lines and picks the one that splits them most
 * consistently into more than one field (all lines alike, then all lines, then most lines); comma when nothing
 * does. Blank lines (empty or only spaces, including the one after a final line break) hold no record and are left
 * out; every other sampled line counts, the last one too.
 */
export function detectDelimiter(text: string, sampleLines = 20): Delimiter {
  const counts = new Map<Delimiter, number[]>(DELIMITERS.map((d) => [d, [0]]))
  /** Per sampled line: does it hold anything but spaces? */
  const filled: boolean[] = [false]
  let quoted = false
  let lines = 0
  for (let i = 0; i < text.length && lines < sampleLines; i++) {
    const c = text[i]
    if (c === '"') {
      quoted = !quoted
      filled[lines] = true
    } else if (!quoted && (c === '\n' || c === '\r')) {
      if (c === '\r' && text[i + 1] === '\n') i++
      lines++
      for (const list of counts.values()) list.push(0)
      filled.push(false)
    } else if (!quoted) {
      const list = counts.get(c as Delimiter)
      if (list) list[list.length - 1]++
      if (c !== ' ' && c !== '\uFEFF') filled[lines] = true
    } else filled[lines] = true
  }
  let best: Delimiter = ','
  let bestScore = 0
  for (const d of DELIMITERS) {
    const list = (counts.get(d) ?? []).filter((_, i) => filled[i])
    if (!list.length) continue
    const [min, max] = extent(list)
    // Every sampled line has the delimiter the same number of times: a strong sign; otherwise the least count;
    // when some lines lack it (a short last record, an unclosed quote), under 1: the share of lines that have it,
    // if at least half do (one stray ; in a one-column file does not split it).
    const share = list.filter((n) => n > 0).length / list.length
    const score = min > 0 ? min + (min === max ? 1000 : 0) : share >= 0.5 ? share * 0.5 : 0
    if (score > bestScore) {
      best = d
      bestScore = score
    }
  }
  return best
}

const QUOTE = 34
const LF = 10
const CR = 13

/**
 * Parses CSV text into rows of strings. Never throws: damage is reported in `problems` and parsing goes on. Runs of
 * plain characters are taken as slices (not a character at a time), so a million rows parse in well under a second.
 */
export function parseCsv(
  input: string,
  delimiter: string = detectDelimiter(input),
  part?: { firstLine: number; final: boolean },
): ParsedCsv & { consumed: number; nextLine: number } {
  const text = input.charCodeAt(0) === 0xfeff && (!part || part.firstLine === 1) ? input.slice(1) : input
  const rows: string[][] = []
  const lines: number[] = []
  const problems: CsvProblem[] = []
  // A delimiter of one UTF-16 unit is compared as a code; anything else never matches a single character.
  const delim = delimiter.length === 1 ? delimiter.charCodeAt(0) : -1
  let row: string[] = []
  let field = ''
  let quoted = false
  let fieldWasQuoted = false
  let line = part?.firstLine ?? 1
  let rowLine = line
  let i = 0
  // A part of a stream stops before a final CR (its LF may come in the next part) and keeps the last record, which
  // may go on in the next part, for then: `consumed` says where it starts.
  const final = part?.final ?? true
  const n = !final && text.charCodeAt(text.length - 1) === CR ? text.length - 1 : text.length
  let rowStart = 0
  let problemsAtRow = 0
  const endField = () => {
    row.push(field)
    field = ''
    fieldWasQuoted = false
  }
  const endRow = () => {
    endField()
    rows.push(row)
    lines.push(rowLine)
    row = []
  }
  while (i < n) {
    if (quoted) {
      // Up to the next quote: line breaks inside count as lines of the file.
      let j = i
      let c = text.charCodeAt(j)
      while (j < n && c !== QUOTE) {
        if (c === LF || (c === CR && text.charCodeAt(j + 1) !== LF)) line++
        c = text.charCodeAt(++j)
      }
      if (j > i) field += text.slice(i, j)
      i = j
      if (i >= n) break
      if (text.charCodeAt(i + 1) === QUOTE) {
        field += '"'
        i += 2
        continue
      }
      quoted = false
      i++
      const next = text.charCodeAt(i)
      if (i < n && next !== delim && next !== LF && next !== CR) {
        problems.push({ line, message: `Line ${line}: text after a closing quote was kept as part of the field` })
      }
      continue
    }
    const c = text.charCodeAt(i)
    if (c === QUOTE && field === '' && !fieldWasQuoted) {
      quoted = true
      fieldWasQuoted = true
      i++
    } else if (c === delim) {
      endField()
      i++
    } else if (c === LF || c === CR) {
      // A blank line is no record.
      if (row.length > 0 || field !== '' || fieldWasQuoted) endRow()
      i += c === CR && text.charCodeAt(i + 1) === LF ? 2 : 1
      line++
      rowLine = line
      rowStart = i
      problemsAtRow = problems.length
    } else if (c === QUOTE) {
      problems.push({ line, message: `Line ${line}: a quote inside an unquoted field was kept as text` })
      field += '"'
      i++
    } else {
      // A run of plain characters, up to the next delimiter, line break or quote.
      let j = i + 1
      let d = text.charCodeAt(j)
      while (j < n && d !== delim && d !== LF && d !== CR && d !== QUOTE) d = text.charCodeAt(++j)
      field += text.slice(i, j)
      i = j
    }
  }
  if (!final) {
    problems.length = problemsAtRow
    return { rows, lines, problems, consumed: rowStart + (text.length - input.length === 0 ? 0 : 1), nextLine: rowLine }
  }
  if (quoted) problems.push({ line: rowLine, message: `Line ${rowLine}: a quoted field is never closed` })
  if (field !== '' || row.length > 0 || fieldWasQuoted) endRow()
  return { rows, lines, problems, consumed: input.length, nextLine: line }
}

/** A field as CSV: quoted when it holds the delimiter, a quote, a line break, or spaces at either end. */
export function csvField(value: string, delimiter: string): string {
  const needs =
    value.includes(delimiter) ||
    value.includes('"') ||
    value.includes('\n') ||
    value.includes('\r') ||
    value !== value.trim()
  return needs ? `"${value.replaceAll('"', '""')}"` : value
}

/**
 * The first characters that make a spreadsheet read a cell as a formula (OWASP "CSV injection"): = + - @, and tab or
 * carriage return (some spreadsheets skip them and read what follows).
 */
const FORMULA_START = /^[=+\-@\t\r]/

/** Whether a spreadsheet would run this cell as a formula. */
export const isFormulaLike = (cell: string): boolean => FORMULA_START.test(cell)

/**
 * A cell a spreadsheet shows as text: one that starts like a formula gets a leading apostrophe (Excel, LibreOffice
 * and Google Sheets hide it and keep the rest as typed). Every CSV the site writes runs each cell, header row
 * included, through this unless the user turns defusing off.
 */
export const defuseFormula = (cell: string): string => (FORMULA_START.test(cell) ? `'${cell}` : cell)

export interface CsvWriteOptions {
  /**
   * Defuse formula-like cells (defuseFormula), header row included. The site's table tools pass their visible
   * switch (on by default); left out it is off, so a writer of generated data (fake-user) keeps its text as it is.
   */
  defuse?: boolean
}

/** Rows as CSV text with CRLF line ends (RFC 4180); formula-like cells defused when `defuse` is set. */
export function stringifyCsv(
  rows: readonly (readonly string[])[],
  delimiter: string = ',',
  options: CsvWriteOptions = {},
): string {
  const defuse = options.defuse ?? false
  const out: string[] = new Array(rows.length)
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r]
    const cells: string[] = new Array(row.length)
    for (let c = 0; c < row.length; c++) cells[c] = csvField(defuse ? defuseFormula(row[c]) : row[c], delimiter)
    out[r] = cells.join(delimiter)
  }
  return out.join('\r\n')
}
