import { describe, expect, it } from 'vitest'
import {
  createV7Generator,
  formatUuid,
  generateUuids,
  inspectUuid,
  parseUuid,
  uuidToString,
  uuidV4,
  uuidV4Bytes,
} from '../../src/lib/uuid/uuid'
import {
  CHECK_MAX_CHARS,
  CHECK_MAX_LINES,
  checkLimitProblem,
  checkPastedUuids,
  partialNote,
} from '../../src/tools/uuid-generator/uuid-check'

const RE_CANON = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

describe('RFC 9562 Appendix A examples', () => {
  it('v1 (A.1) decodes to 2022-02-22 19:22:22 UTC', () => {
    const info = inspectUuid(parseUuid('C232AB00-9414-11EC-B3C8-9F6BDECED846'))
    expect(info.version).toBe(1)
    expect(info.variant).toBe('RFC 9562 / RFC 4122')
    expect(info.time?.toISOString()).toBe('2022-02-22T19:22:22.000Z')
    expect(info.notes[0]).toContain('Clock sequence 13256')
  })
  it('v4 (A.3)', () => {
    const info = inspectUuid(parseUuid('919108f7-52d1-4320-9bac-f847db4148a8'))
    expect(info.version).toBe(4)
    expect(info.versionName).toBe('Version 4 (random)')
    expect(info.time).toBeUndefined()
  })
  it('v6 (A.5) decodes to the same instant as the v1 example', () => {
    const info = inspectUuid(parseUuid('1EC9414C-232A-6B00-B3C8-9F6BDECED846'))
    expect(info.version).toBe(6)
    expect(info.time?.toISOString()).toBe('2022-02-22T19:22:22.000Z')
  })
  it('v7 (A.6) decodes to 2022-02-22 19:22:22 UTC', () => {
    const info = inspectUuid(parseUuid('017F22E2-79B0-7CC3-98C4-DC0C0C07398F'))
    expect(info.version).toBe(7)
    expect(info.time?.toISOString()).toBe('2022-02-22T19:22:22.000Z')
  })
  it('v3 (A.2) and v5 (A.4) are name-based', () => {
    expect(inspectUuid(parseUuid('5df41881-3aed-3515-88a7-2f4a814cf09e')).version).toBe(3)
    expect(inspectUuid(parseUuid('2ed6657d-e927-568b-95e1-2665a8aea6a2')).version).toBe(5)
  })
  it('nil and max (§5.9, §5.10)', () => {
    expect(inspectUuid(parseUuid('00000000-0000-0000-0000-000000000000')).special).toBe('nil')
    expect(inspectUuid(parseUuid('FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF')).special).toBe('max')
  })
  it('reports the other variants', () => {
    expect(inspectUuid(parseUuid('919108f7-52d1-4320-1bac-f847db4148a8')).variant).toBe('NCS (reserved)')
    expect(inspectUuid(parseUuid('919108f7-52d1-4320-cbac-f847db4148a8')).variant).toBe('Microsoft (reserved)')
    expect(inspectUuid(parseUuid('919108f7-52d1-4320-ebac-f847db4148a8')).variant).toBe('Future (reserved)')
  })
})

describe('parseUuid', () => {
  it('accepts braces, URN, no hyphens and upper case', () => {
    const c = '919108f7-52d1-4320-9bac-f847db4148a8'
    for (const s of [`{${c}}`, `urn:uuid:${c}`, c.replace(/-/g, ''), c.toUpperCase(), `  ${c}\n`])
      expect(uuidToString(parseUuid(s))).toBe(c)
  })
  it('explains bad input', () => {
    expect(() => parseUuid('')).toThrow('Enter a UUID.')
    expect(() => parseUuid('919108f7-52d1-4320-9bac-f847db4148ag')).toThrow('“g” at position 36 is not a hex digit.')
    expect(() => parseUuid('919108f7-52d1-4320-9bac-f847db4148a')).toThrow('A UUID has 32 hex digits; this has 31.')
    expect(() => parseUuid('919108f752d1-4320-9bac-f847-db4148a8')).toThrow('Hyphens must split the digits 8-4-4-4-12.')
    expect(() => parseUuid('{919108f7-52d1-4320-9bac-f847db4148a8')).toThrow('Unbalanced braces.')
  })
})

describe('v4', () => {
  it('has version 4 and the RFC variant, and is unique', () => {
    const seen = new Set<string>()
    for (let i = 0; i < 2000; i++) {
      const u = uuidV4()
      expect(u).toMatch(RE_CANON)
      expect(u[14]).toBe('4')
      expect('89ab').toContain(u[19])
      seen.add(u)
    }
    expect(seen.size).toBe(2000)
  })
  it('the getRandomValues path sets version and variant bits over random bytes', () => {
    const b = uuidV4Bytes((x) => x.fill(0xff))
    expect(uuidToString(b)).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff')
    expect(uuidToString(uuidV4Bytes((x) => x.fill(0)))).toBe('00000000-0000-4000-8000-000000000000')
  })
})

describe('v7', () => {
  it('puts the millisecond timestamp first (RFC 9562 A.6 layout)', () => {
    const gen = createV7Generator({ now: () => 0x017f22e279b0, fill: (x) => x.fill(0) })
    const u = uuidToString(gen())
    expect(u.slice(0, 13)).toBe('017f22e2-79b0')
    expect(u[14]).toBe('7')
    expect('89ab').toContain(u[19])
    expect(inspectUuid(parseUuid(u)).time?.toISOString()).toBe('2022-02-22T19:22:22.000Z')
  })
  it('is strictly increasing within one millisecond and across a clock going back', () => {
    let t = 1_700_000_000_000
    const gen = createV7Generator({ now: () => t })
    const ids: string[] = []
    for (let i = 0; i < 5000; i++) {
      if (i === 2500) t -= 10 // clock steps back
      if (i === 4000) t += 50
      ids.push(uuidToString(gen()))
    }
    const sorted = [...ids].sort()
    expect(ids).toEqual(sorted)
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids.every((u) => u[14] === '7' && '89ab'.includes(u[19] as string))).toBe(true)
  })
  it('carries into the timestamp when the counter overflows', () => {
    const gen = createV7Generator({ now: () => 1000, fill: (x) => x.fill(0xff) })
    const a = uuidToString(gen()) // counter seeded at 2^41 - 1 (top bit kept clear)
    let last = a
    for (let i = 0; i < 3; i++) {
      const next = uuidToString(gen())
      expect(next > last).toBe(true)
      last = next
    }
    expect(inspectUuid(parseUuid(a)).time?.getTime()).toBe(1000)
  })
  it('when the 42-bit counter overflows, the timestamp moves forward by 1 ms', () => {
    const gen = createV7Generator({ now: () => 5000, seed: () => 2 ** 42 - 2 })
    const a = gen()
    const b = gen()
    const c = gen()
    expect(uuidToString(a).slice(14, 23)).toBe('7fff-bfff') // counter field all ones but its lowest bit
    expect(inspectUuid(b).time?.getTime()).toBe(5000)
    expect(inspectUuid(c).time?.getTime()).toBe(5001)
    expect(uuidToString(a) < uuidToString(b) && uuidToString(b) < uuidToString(c)).toBe(true)
  })
})

describe('format and batch', () => {
  const c = '017f22e2-79b0-7cc3-98c4-dc0c0c07398f'
  it('applies case, hyphens and braces', () => {
    expect(formatUuid(c, { uppercase: true, hyphens: true, braces: false })).toBe(c.toUpperCase())
    expect(formatUuid(c, { uppercase: false, hyphens: false, braces: false })).toBe(c.replace(/-/g, ''))
    expect(formatUuid(c, { uppercase: true, hyphens: false, braces: true })).toBe(
      `{${c.replace(/-/g, '').toUpperCase()}}`,
    )
  })
  it('clamps the count to 1–1000', () => {
    expect(generateUuids('v4', 0, { uppercase: false, hyphens: true, braces: false })).toHaveLength(1)
    expect(generateUuids('v7', 5000, { uppercase: false, hyphens: true, braces: false })).toHaveLength(1000)
    const v7 = generateUuids('v7', 1000, { uppercase: false, hyphens: true, braces: false })
    expect(v7).toEqual([...v7].sort())
  })
})

describe('pasted UUIDs to check (uuid-check)', () => {
  const U = '919108f7-52d1-4320-9bac-f847db4148a8'
  it('checks the first 1,000 non-blank lines and counts the rest, saying so', () => {
    const text = Array.from({ length: 1_500 }, (_, i) => (i % 2 ? U : `  ${U}\r`)).join('\n\n')
    const r = checkPastedUuids(text)
    expect(r.results).toHaveLength(CHECK_MAX_LINES)
    expect(r.total).toBe(1_500)
    expect(r.results[0]?.line).toBe(U)
    expect(r.results[0]?.info?.version).toBe(4)
    expect(partialNote(r)).toBe('Checked the first 1,000 of 1,500 lines (up to 1,000 are checked).')
  })
  it('says nothing when all lines were checked; errors per line as before', () => {
    const r = checkPastedUuids(`${U}\n\nnope\n`)
    expect(r.total).toBe(2)
    expect(r.results[1]?.error).toMatch(/not a hex digit/)
    expect(partialNote(r)).toBeNull()
    expect(checkPastedUuids('').total).toBe(0)
  })
  it('refuses a paste over the character limit before reading it, naming the limit and the size', () => {
    expect(CHECK_MAX_CHARS).toBe(1_000_000)
    expect(checkLimitProblem(1_000_000)).toBeNull()
    const r = checkPastedUuids(`${U}\n`.repeat(27_028))
    expect(r.results).toEqual([])
    expect(r.refused).toBe('1,000,036 characters: UUID Generator checks up to 1,000,000.')
  })
})
