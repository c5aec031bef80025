// Case conversions for the char-case tool: text cases keep the user's spacing and punctuation, programming
// cases rebuild the text from its words (split on spaces, punctuation and camelCase humps), Unicode-aware.
export type CaseId =
  | 'upper'
  | 'lower'
  | 'title'
  | 'sentence'
  | 'camel'
  | 'pascal'
  | 'snake'
  | 'kebab'
  | 'constant'
  | 'dot'
  | 'path'
  | 'alternating'
  | 'inverse'

export interface CaseDef {
  id: CaseId
  label: string
  convert: (text: string) => string
}

/** Splits text into words: runs of letters, marks and digits, broken at camelCase and ACRONYMWord humps. */
export function splitWords(text: string): string[] {
  const chunks = text.match(/[\p{L}\p{M}\p{N}]+/gu) ?? []
  const words: string[] = []
  for (const chunk of chunks) {
    const parts = chunk
      .replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1\u0000$2')
      .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1\u0000$2')
      .split('\u0000')
    for (const part of parts) if (part) words.push(part)
  }
  return words
}

const capitalize = (word: string) => {
  const [first = '', ...rest] = Array.from(word)
  return first.toUpperCase() + rest.join('').toLowerCase()
}

export function toTitleCase(text: string): string {
  return text.toLowerCase().replace(/(^|[^\p{L}\p{M}\p{N}'’])(\p{L})/gu, (_, before: string, letter: string) => {
    return before + letter.toUpperCase()
  })
}

/** Lower-cases everything, then capitalises the first letter of the text and of each sentence after . ! ? */
export function toSentenceCase(text: string): string {
  return text.toLowerCase().replace(/(^|[.!?。！？]\s+|\n\s*)(\p{L})/gu, (_, before: string, letter: string) => {
    return before + letter.toUpperCase()
  })
}

export function toCamelCase(text: string): string {
  return splitWords(text)
    .map((w, i) => (i === 0 ? w.toLowerCase() : capitalize(w)))
    .join('')
}

export function toPascalCase(text: string): string {
  return splitWords(text).map(capitalize).join('')
}

const joinLower = (text: string, sep: string) =>
  splitWords(text)
    .map((w) => w.toLowerCase())
    .join(sep)

/** aLtErNaTiNg: counts letters only, so spaces and punctuation do not break the rhythm. */
export function toAlternatingCase(text: string): string {
  let i = 0
  return Array.from(text)
    .map((ch) => {
      if (!/\p{L}/u.test(ch)) return ch
      return i++ % 2 === 0 ? ch.toLowerCase() : ch.toUpperCase()
    })
    .join('')
}

export function toInverseCase(text: string): string {
  return Array.from(text)
    .map((ch) => {
      const lower = ch.toLowerCase()
      const upper = ch.toUpperCase()
      if (ch === upper && ch !== lower) return lower
      if (ch === lower && ch !== upper) return upper
      return ch
    })
    .join('')
}

export const CASES: readonly CaseDef[] = [
  { id: 'upper', label: 'UPPER CASE', convert: (t) => t.toUpperCase() },
  { id: 'lower', label: 'lower case', convert: (t) => t.toLowerCase() },
  { id: 'title', label: 'Title Case', convert: toTitleCase },
  { id: 'sentence', label: 'Sentence case', convert: toSentenceCase },
  { id: 'camel', label: 'camelCase', convert: toCamelCase },
  { id: 'pascal', label: 'PascalCase', convert: toPascalCase },
  { id: 'snake', label: 'snake_case', convert: (t) => joinLower(t, '_') },
  { id: 'kebab', label: 'kebab-case', convert: (t) => joinLower(t, '-') },
  { id: 'constant', label: 'CONSTANT_CASE', convert: (t) => joinLower(t, '_').toUpperCase() },
  { id: 'dot', label: 'dot.case', convert: (t) => joinLower(t, '.') },
  { id: 'path', label: 'path/case', convert: (t) => joinLower(t, '/') },
  { id: 'alternating', label: 'aLtErNaTiNg cAsE', convert: toAlternatingCase },
  { id: 'inverse', label: 'iNVERSE cASE', convert: toInverseCase },
]

export function convertCase(text: string, id: CaseId): string {
  const def = CASES.find((c) => c.id === id)
  if (!def) throw new Error(`Unknown case: ${id}`)
  return def.convert(text)
}

/** The longest text converted (13 conversions of it are kept and shown). */
export const CHAR_CASE_MAX_CHARS = 1_000_000
