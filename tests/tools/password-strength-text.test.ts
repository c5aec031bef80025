import { describe, expect, it } from 'vitest'
import { findingsSummary, personalWords } from '../../src/tools/password-strength/strength-text'

describe('password-strength text', () => {
  it('splits the personal words on spaces, commas and semicolons', () => {
    expect(personalWords(' Ada, Lovelace;1815  rex ')).toEqual(['Ada', 'Lovelace', '1815', 'rex'])
    expect(personalWords('  ')).toEqual([])
  })

  it('sums up the length and the guesses', () => {
    expect(findingsSummary(1, 0.04)).toBe('1 character, about 10^0.0 guesses to crack.')
    expect(findingsSummary(12, 8.345)).toBe('12 characters, about 10^8.3 guesses to crack.')
  })
})
