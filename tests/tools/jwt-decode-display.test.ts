import { describe, expect, it } from 'vitest'
import { claimText, safeDecode, tokenParts, utcFormat, VALIDITY_BADGE } from '../../src/tools/jwt-decode/display'

describe('jwt-decode display', () => {
  it('cuts a token into its three coloured parts, keeping what follows a second dot in the signature', () => {
    expect(tokenParts('aa.bb.cc')).toEqual({ header: 'aa', payload: 'bb', rest: 'cc', firstDot: true, secondDot: true })
    expect(tokenParts('aa.bb.cc.dd')).toMatchObject({ rest: 'cc.dd' })
    expect(tokenParts('aa.bb')).toEqual({ header: 'aa', payload: 'bb', rest: '', firstDot: true, secondDot: false })
    expect(tokenParts('aa')).toEqual({ header: 'aa', payload: '', rest: '', firstDot: false, secondDot: false })
  })

  it('words each validity state for its badge', () => {
    expect(VALIDITY_BADGE.valid).toEqual({ text: 'Not expired', tone: 'success' })
    expect(VALIDITY_BADGE.expired).toEqual({ text: 'Expired', tone: 'danger' })
    expect(VALIDITY_BADGE['not-yet']).toEqual({ text: 'Not yet valid', tone: 'danger' })
    expect(VALIDITY_BADGE['no-exp']).toEqual({ text: 'No expiry', tone: 'warning' })
  })

  it('writes dates in UTC and claim values as text', () => {
    expect(utcFormat(new Date(Date.UTC(2026, 0, 2, 3, 4, 5)))).toBe('2026-01-02 03:04:05 UTC')
    expect(utcFormat(new Date(Date.UTC(2026, 0, 2, 3, 4, 5, 250)))).toBe('2026-01-02 03:04:05.250Z')
    expect(claimText('abc')).toBe('abc')
    expect(claimText(['a', 1])).toBe('["a",1]')
    expect(claimText(42)).toBe('42')
  })

  it('reads a percent-encoded fragment, or leaves a broken one as it is', () => {
    expect(safeDecode('a%20b')).toBe('a b')
    expect(safeDecode('a%2')).toBe('a%2')
  })
})
