import { describe, expect, it } from 'vitest'
import { checkPassword } from '../../src/lib/password/engine'
import {
  crackTimeRows,
  formatDuration,
  MAX_ANALYSED,
  reportText,
  SCORE_LABELS,
  scoreTone,
  summarise,
} from '../../src/lib/password/strength'

const analyse = (p: string, inputs: string[] = []) => summarise(checkPassword(p, inputs), [...p].length)
const kinds = (p: string) => analyse(p).findings.map((f) => f.kind)

describe('password-strength scoring', () => {
  it('scores common passwords 0 with a warning', () => {
    const a = analyse('password')
    expect(a.score).toBe(0)
    expect(a.label).toBe('Very weak')
    expect(a.tone).toBe('danger')
    expect(a.findings[0].kind).toBe('Common password')
    expect(a.warning).toMatch(/heavily used password/)
  })

  it('recognises l33t substitutions and explains them', () => {
    const a = analyse('P@ssw0rd')
    expect(a.score).toBeLessThanOrEqual(1)
    expect(a.findings[0].kind).toBe('Common password (l33t)')
    expect(a.findings[0].detail).toContain('@ → a')
    expect(a.findings[0].detail).toContain('0 → o')
    expect(a.suggestions.join(' ')).toMatch(/substitutions/)
  })

  it('finds keyboard patterns, repeats, sequences, dates, reversed words and names', () => {
    expect(kinds('zxcvbnm,./')).toContain('Keyboard pattern')
    expect(analyse('zxcvbnm,./').findings[0].detail).toMatch(/QWERTY keyboard/)
    expect(kinds('aaaaaaaaaaaa')).toEqual(['Repeat'])
    expect(analyse('aaaaaaaaaaaa').findings[0].detail).toBe('“a” repeated 12 times.')
    expect(kinds('Tr8#mnopqrstu')).toContain('Sequence')
    expect(kinds('Qv#7!14.03.1992')).toContain('Date')
    expect(analyse('Qv#7!14.03.1992').findings.find((f) => f.kind === 'Date')?.detail).toContain('March 1992')
    expect(analyse('drowssap').findings[0].detail).toContain('written backwards')
    expect(kinds('Qv#7jennifer')).toEqual(expect.arrayContaining([expect.stringMatching(/First name|Common password/)]))
  })

  it('rates long random passwords and passphrases as strong', () => {
    const a = analyse('xK#9vQ!2mZ@7pL4&')
    expect(a.score).toBe(4)
    expect(a.tone).toBe('success')
    expect(a.findings.map((f) => f.kind)).toEqual(['Random characters'])
    expect(a.patternFree).toBe(true)
    expect(analyse('correct horse battery staple').score).toBe(4)
    expect(analyse('correct horse battery staple').patternFree).toBe(false)
  })

  it('warns when a strong online score would still fall quickly to an offline fast-hash attack', () => {
    const a = analyse('John1987!qwerty')
    expect(a.score).toBeGreaterThanOrEqual(3)
    expect(a.suggestions.join(' ')).toMatch(/offline attack would need only \d+ seconds?/)
  })

  it('scores down personal words given by the user', () => {
    const without = analyse('Mirabelle-Quokka')
    const withIt = analyse('Mirabelle-Quokka', ['mirabelle', 'quokka'])
    expect(withIt.guessesLog10).toBeLessThan(without.guessesLog10)
    expect(withIt.findings.some((f) => f.kind === 'Your own words')).toBe(true)
  })

  it('handles Unicode and very long input (analysing only the start)', () => {
    const emoji = analyse('🔐🦊 ça marche très bien')
    expect(emoji.score).toBeGreaterThanOrEqual(0)
    const long = 'a1B!'.repeat(200)
    const a = analyse(long)
    expect(a.truncated).toBe(true)
    expect(MAX_ANALYSED).toBe(256)
    expect(analyse('short').truncated).toBe(false)
  })

  it('suggests length for short weak passwords', () => {
    const a = analyse('Xy7$')
    expect(a.score).toBeLessThan(3)
    expect(a.suggestions.length).toBeGreaterThan(0)
  })
})

describe('password-strength helpers', () => {
  it('maps score to tone and label', () => {
    expect([0, 1, 2, 3, 4].map((s) => scoreTone(s as 0))).toEqual(['danger', 'danger', 'warning', 'accent', 'success'])
    expect(SCORE_LABELS).toHaveLength(5)
  })

  it('formats durations', () => {
    expect(formatDuration(0.2)).toBe('less than a second')
    expect(formatDuration(1)).toBe('1 second')
    expect(formatDuration(59)).toBe('59 seconds')
    expect(formatDuration(60)).toBe('1 minute')
    expect(formatDuration(3 * 3600)).toBe('3 hours')
    expect(formatDuration(2 * 86400)).toBe('2 days')
    expect(formatDuration(365 * 86400 * 5)).toBe('5 years')
    expect(formatDuration(365 * 86400 * 1000)).toBe('centuries')
    expect(formatDuration(Number.POSITIVE_INFINITY)).toBe('centuries')
    expect(formatDuration(Number.NaN)).toBe('centuries')
  })

  it('lists the four attack scenarios', () => {
    const rows = crackTimeRows(checkPassword('monkey'))
    expect(rows.map((r) => r.key)).toEqual([
      'onlineThrottlingXPerHour',
      'onlineNoThrottlingXPerSecond',
      'offlineSlowHashingXPerSecond',
      'offlineFastHashingXPerSecond',
    ])
    expect(rows[3].display).toBe('less than a second')
    expect(rows[0].seconds).toBeGreaterThan(rows[3].seconds)
  })

  it('builds a report that never contains the password', () => {
    const pw = 'Tr0ub4dor&3'
    const text = reportText(analyse(pw), pw.length)
    expect(text).toMatch(/^Strength: \d\/4/)
    expect(text).toContain('Length: 11 characters')
    expect(text).toContain('Offline attack, fast hash')
    expect(text).not.toContain(pw)
    expect(text.toLowerCase()).not.toContain('troubador')
    expect(text).not.toContain('Tr0ub4dor')
  })
})
