import { describe, expect, it } from 'vitest'
import { CHEATSHEET, entryCount, searchCheatsheet } from '../../src/tools/regex-cheatsheet/regex-cheatsheet'
import { readRegexTesterLink, regexTesterLink } from '../../src/tools/regex-tester/regex-tester'

describe('regex-cheatsheet', () => {
  it('has every section the catalogue asks for', () => {
    expect(CHEATSHEET.map((s) => s.id)).toEqual([
      'anchors',
      'classes',
      'quantifiers',
      'groups',
      'lookaround',
      'flags',
      'unicode',
    ])
    expect(entryCount(CHEATSHEET)).toBeGreaterThanOrEqual(40)
  })

  for (const section of CHEATSHEET) {
    for (const entry of section.entries) {
      it(`${section.id} ${entry.token}: the example compiles and matches its text`, () => {
        const { pattern, flags, text } = entry.example
        const re = new RegExp(pattern, flags)
        expect(re.test(text)).toBe(true)
      })
    }
  }

  it('searches tokens, meanings and section titles, every word', () => {
    const look = searchCheatsheet('lookbehind')
    expect(look.map((s) => s.id)).toEqual(['lookaround'])
    expect(entryCount(look)).toBe(4)
    expect(entryCount(searchCheatsheet('negative lookbehind'))).toBe(2)
    expect(entryCount(searchCheatsheet('\\d'))).toBeGreaterThan(3)
    expect(entryCount(searchCheatsheet('UNICODE letters'))).toBeGreaterThan(0)
    expect(searchCheatsheet('zzz nothing')).toEqual([])
    expect(entryCount(searchCheatsheet('  '))).toBe(entryCount(CHEATSHEET))
  })
})

describe('regex-tester links', () => {
  it('carry pattern, flags and text in the fragment and read back', () => {
    const link = regexTesterLink('(?<=\\$)\\d+', 'gu', 'Cost: $30 & more#\n')
    expect(link.startsWith('/tools/regex-tester#')).toBe(true)
    const back = readRegexTesterLink(link.slice(link.indexOf('#')))
    expect(back).toEqual({
      pattern: '(?<=\\$)\\d+',
      text: 'Cost: $30 & more#\n',
      flags: { global: true, ignoreCase: false, multiline: false, dotAll: false, unicode: true, sticky: false },
    })
    expect(readRegexTesterLink('')).toBeNull()
    expect(readRegexTesterLink('#token=abc')).toBeNull()
  })
})
