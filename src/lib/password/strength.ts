// Turns a zxcvbn-ts result into the explanation the page shows (what was found, crack times, suggestions), so the
// wording rules are testable without the big dictionaries; `engine.ts` does the (lazy) analysis itself.
import type { MatchEstimated, ZxcvbnResult } from '@zxcvbn-ts/core'

/** Only this many characters are analysed (zxcvbn cost grows with length); longer passwords are already strong. */
export const MAX_ANALYSED = 256

export const SCORE_LABELS = ['Very weak', 'Weak', 'Fair', 'Strong', 'Very strong'] as const
export type Score = 0 | 1 | 2 | 3 | 4
export type Tone = 'danger' | 'warning' | 'accent' | 'success'

export function scoreTone(score: Score): Tone {
  if (score <= 1) return 'danger'
  if (score === 2) return 'warning'
  if (score === 3) return 'accent'
  return 'success'
}

export interface Finding {
  /** Short kind: "Common password", "Dictionary word", "Keyboard pattern" … */
  kind: string
  /** The part of the password this is about. */
  token: string
  /** A sentence explaining it. */
  detail: string
  /** log10 of the guesses this part costs an attacker. */
  guessesLog10: number
}

const DICTIONARY_KIND: Record<string, string> = {
  passwords: 'Common password',
  'passwords-common': 'Common password',
  'diceware-common': 'Diceware word',
  commonWords: 'Dictionary word',
  'commonWords-en': 'Dictionary word',
  firstnames: 'First name',
  'firstnames-en': 'First name',
  lastnames: 'Surname',
  'lastnames-en': 'Surname',
  wikipedia: 'Word from Wikipedia',
  'wikipedia-en': 'Word from Wikipedia',
  userInputs: 'Your own words',
}

const GRAPH_NAMES: Record<string, string> = {
  qwerty: 'QWERTY',
  qwertz: 'QWERTZ',
  azerty: 'AZERTY',
  dvorak: 'Dvorak',
  keypad: 'number pad',
  keypadMac: 'Mac number pad',
}

function dictionaryKind(name: string): string {
  if (DICTIONARY_KIND[name]) return DICTIONARY_KIND[name]
  if (name.endsWith('-en') || name.includes('-')) return 'Common word list'
  return 'Dictionary word'
}

/** Describes one match of zxcvbn's optimal sequence in plain words. */
export function describeMatch(m: MatchEstimated): Finding {
  const base = { token: m.token, guessesLog10: m.guessesLog10 }
  switch (m.pattern) {
    case 'dictionary': {
      const kind = dictionaryKind(String(m.dictionaryName))
      const extras: string[] = []
      if (m.l33t) {
        const subs = (m.subs as { letter: string; substitution: string }[] | undefined) ?? []
        const shown = subs.map((s) => `${s.substitution} → ${s.letter}`).join(', ')
        extras.push(shown ? `l33t substitutions (${shown})` : 'l33t substitutions')
      }
      if (m.reversed) extras.push('written backwards')
      if (m.token !== m.token.toLowerCase() && m.token !== m.token.toUpperCase()) extras.push('with capitals')
      else if (m.token === m.token.toUpperCase() && /[A-Z]/.test(m.token)) extras.push('in capitals')
      const rank = typeof m.rank === 'number' ? `, number ${m.rank.toLocaleString('en')} on its list` : ''
      return {
        ...base,
        kind: m.l33t ? `${kind} (l33t)` : kind,
        detail: `“${m.matchedWord}”${rank}${extras.length ? `, ${extras.join(', ')}` : ''}.`,
      }
    }
    case 'spatial': {
      const graph = GRAPH_NAMES[String(m.graph)] ?? String(m.graph)
      const turns = Number(m.turns)
      const shifted = Number(m.shiftedCount)
      return {
        ...base,
        kind: 'Keyboard pattern',
        detail: `Keys next to each other on a ${graph} keyboard, ${turns} ${turns === 1 ? 'turn' : 'turns'}${shifted ? `, ${shifted} shifted` : ''}.`,
      }
    }
    case 'repeat': {
      const baseToken = Array.isArray(m.baseToken) ? m.baseToken.join('') : String(m.baseToken)
      return {
        ...base,
        kind: 'Repeat',
        detail: `“${baseToken}” repeated ${Number(m.repeatCount)} times.`,
      }
    }
    case 'sequence':
      return {
        ...base,
        kind: 'Sequence',
        detail: `${m.ascending ? 'Ascending' : 'Descending'} ${sequenceName(String(m.sequenceName))} sequence.`,
      }
    case 'date':
      return {
        ...base,
        kind: 'Date',
        detail: `Looks like a date (${m.day} ${monthName(Number(m.month))} ${m.year}).`,
      }
    case 'regex':
      return {
        ...base,
        kind: m.regexName === 'recentYear' ? 'Recent year' : 'Pattern',
        detail:
          m.regexName === 'recentYear' ? 'Recent years are easy to guess.' : `Matches the ${m.regexName} pattern.`,
      }
    case 'separator':
      return { ...base, kind: 'Separator', detail: 'A common separator between words.' }
    case 'wordSequence':
      return { ...base, kind: 'Word sequence', detail: 'Words in a common order.' }
    default:
      return {
        ...base,
        kind: 'Random characters',
        detail: `No pattern found: an attacker must try every combination of ${m.token.length} ${m.token.length === 1 ? 'character' : 'characters'}.`,
      }
  }
}

function sequenceName(name: string): string {
  if (name === 'lower') return 'lowercase letter'
  if (name === 'upper') return 'uppercase letter'
  if (name === 'digits') return 'digit'
  return 'character'
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]
function monthName(m: number): string {
  return MONTHS[m - 1] ?? String(m)
}

export interface CrackTimeRow {
  key: keyof ZxcvbnResult['crackTimes']
  scenario: string
  rate: string
  display: string
  seconds: number
}

const SCENARIOS: { key: CrackTimeRow['key']; scenario: string; rate: string }[] = [
  { key: 'onlineThrottlingXPerHour', scenario: 'Online attack, throttled', rate: '100 guesses per hour' },
  { key: 'onlineNoThrottlingXPerSecond', scenario: 'Online attack, not throttled', rate: '10 guesses per second' },
  {
    key: 'offlineSlowHashingXPerSecond',
    scenario: 'Offline attack, slow hash (bcrypt, scrypt)',
    rate: '10 thousand guesses per second',
  },
  {
    key: 'offlineFastHashingXPerSecond',
    scenario: 'Offline attack, fast hash (MD5, SHA-1)',
    rate: '10 billion guesses per second',
  },
]

/** Human crack time: "less than a second", "3 hours", "centuries". */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return 'centuries'
  if (seconds < 1) return 'less than a second'
  const units: [number, string][] = [
    [60 * 60 * 24 * 365 * 100, 'century'],
    [60 * 60 * 24 * 365, 'year'],
    [60 * 60 * 24 * 31, 'month'],
    [60 * 60 * 24, 'day'],
    [60 * 60, 'hour'],
    [60, 'minute'],
    [1, 'second'],
  ]
  if (seconds >= units[0][0]) return 'centuries'
  for (const [size, name] of units) {
    if (seconds >= size) {
      const n = Math.round(seconds / size)
      return `${n} ${n === 1 ? name : `${name}s`}`
    }
  }
  return 'less than a second'
}

export function crackTimeRows(result: Pick<ZxcvbnResult, 'crackTimes'>): CrackTimeRow[] {
  return SCENARIOS.map((s) => {
    const seconds = result.crackTimes[s.key].seconds
    return { ...s, seconds, display: formatDuration(seconds) }
  })
}

export interface Analysis {
  score: Score
  /** True when every part of the password is random characters (no guessable pattern at all). */
  patternFree: boolean
  label: string
  tone: Tone
  guessesLog10: number
  findings: Finding[]
  warning: string | null
  suggestions: string[]
  crackTimes: CrackTimeRow[]
  /** True when the password was longer than MAX_ANALYSED and only its start was analysed. */
  truncated: boolean
  calcTime: number
}

export function summarise(result: ZxcvbnResult, fullLength: number): Analysis {
  const score = result.score as Score
  const findings = result.sequence.map((m) => describeMatch(m as MatchEstimated))
  const suggestions = [...result.feedback.suggestions]
  if (score < 3 && fullLength < 12 && !suggestions.some((s) => /longer|more words/i.test(s)))
    suggestions.push('Use at least 12 characters; a few unrelated words are easy to remember and hard to guess.')
  const fast = result.crackTimes.offlineFastHashingXPerSecond.seconds
  if (score >= 3 && fast < 60 * 60 * 24 * 365)
    suggestions.push(
      `If a site stores it with a fast hash and leaks it, an offline attack would need only ${formatDuration(fast)}: add a few more characters or words.`,
    )
  if (score >= 3 && !suggestions.length)
    suggestions.push('Good: use it for one site only, and keep it in a password manager.')
  return {
    score,
    patternFree: findings.every((f) => f.kind === 'Random characters'),
    label: SCORE_LABELS[score],
    tone: scoreTone(score),
    guessesLog10: result.guessesLog10,
    findings,
    warning: result.feedback.warning || null,
    suggestions,
    crackTimes: crackTimeRows(result),
    truncated: fullLength > MAX_ANALYSED,
    calcTime: result.calcTime,
  }
}

/** The plain-text report for Copy; never contains the password itself. */
export function reportText(a: Analysis, length: number): string {
  const lines = [
    `Strength: ${a.score}/4 (${a.label})`,
    `Length: ${length} ${length === 1 ? 'character' : 'characters'}`,
    `Estimated guesses: 10^${a.guessesLog10.toFixed(1)}`,
  ]
  if (a.warning) lines.push(`Warning: ${a.warning}`)
  lines.push('', 'Crack time estimates:')
  for (const r of a.crackTimes) lines.push(`- ${r.scenario} (${r.rate}): ${r.display}`)
  lines.push('', 'What was found:')
  for (const f of a.findings)
    lines.push(`- ${f.kind} (${f.token.length} ${f.token.length === 1 ? 'character' : 'characters'})`)
  if (a.suggestions.length) {
    lines.push('', 'Suggestions:')
    for (const s of a.suggestions) lines.push(`- ${s}`)
  }
  return lines.join('\n')
}
