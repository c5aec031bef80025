import { describe, expect, it } from 'vitest'
import {
  buildQuery,
  DecodeError,
  decode,
  encode,
  PARAMS_MAX,
  paramsToTsv,
  parseQuery,
  URL_MAX_CHARS,
  urlLimitProblem,
} from '../../src/tools/url-encode/url-encode'
import { slowdown } from '../support/slowdown'

describe('encode', () => {
  it('component matches encodeURIComponent, with UTF-8 bytes (RFC 3986 §2.5)', () => {
    expect(encode('a b&c=d/é', 'component')).toBe('a%20b%26c%3Dd%2F%C3%A9')
    expect(encode('€', 'component')).toBe('%E2%82%AC')
    expect(encode('😀', 'component')).toBe('%F0%9F%98%80')
    expect(encode("!'()*~-._", 'component')).toBe("!'()*~-._")
  })
  it('whole URL keeps reserved characters', () => {
    expect(encode('https://x.test/a b?q=é&r=1#f g', 'uri')).toBe('https://x.test/a%20b?q=%C3%A9&r=1#f%20g')
  })
  it("RFC 3986 strict escapes sub-delims !'()*", () => {
    expect(encode("!'()*~-._", 'rfc3986')).toBe('%21%27%28%29%2A~-._')
  })
  it('form encoding matches URLSearchParams (WHATWG)', () => {
    const samples = ['a b', "x!'()*~-._y", 'Grüße & “quotes” = 100%', '😀+/', '\n\t']
    for (const s of samples) {
      expect(encode(s, 'form')).toBe(new URLSearchParams({ k: s }).toString().slice(2))
    }
    expect(encode('a b~', 'form')).toBe('a+b%7E')
  })
  it('replaces lone surrogates with U+FFFD instead of throwing', () => {
    expect(encode('a\uD800b', 'component')).toBe('a%EF%BF%BDb')
    expect(encode('\uDE00', 'form')).toBe('%EF%BF%BD')
  })
  it('empty input gives empty output', () => {
    for (const m of ['component', 'uri', 'rfc3986', 'form'] as const) expect(encode('', m)).toBe('')
  })
})

describe('decode', () => {
  it('round trips every mode', () => {
    const s = 'Grüße & “quotes” = 100% sure? 😀 a+b'
    expect(decode(encode(s, 'component'), 'component')).toBe(s)
    expect(decode(encode(s, 'rfc3986'), 'component')).toBe(s)
    expect(decode(encode(s, 'form'), 'form')).toBe(s)
  })
  it('component keeps + and form turns it into a space', () => {
    expect(decode('a+b%20c', 'component')).toBe('a+b c')
    expect(decode('a+b%20c', 'form')).toBe('a b c')
    expect(decode('a%2Bb', 'form')).toBe('a+b')
  })
  it('accepts lowercase hex', () => {
    expect(decode('%c3%a9', 'component')).toBe('é')
  })
  it('names a % without two hex digits', () => {
    expect(() => decode('100%', 'component')).toThrow(DecodeError)
    try {
      decode('abc%G1def', 'component')
    } catch (e) {
      const err = e as DecodeError
      expect(err.index).toBe(3)
      expect(err.sequence).toBe('%G1')
      expect(err.message).toContain('position 4')
      expect(err.message).toContain('%25')
    }
  })
  it('names truncated and invalid UTF-8', () => {
    expect(() => decode('%E2%82', 'component')).toThrow(/incomplete UTF-8 character: it needs 3 escaped bytes, found 2/)
    expect(() => decode('%FF', 'component')).toThrow(/cannot start a character/)
    expect(() => decode('%C0%AF', 'component')).toThrow(/cannot start a character/) // overlong "/"
    expect(() => decode('%ED%A0%80', 'component')).toThrow(/not valid UTF-8/) // encoded surrogate
    expect(() => decode('%E2%28%A1', 'component')).toThrow(/not valid UTF-8/)
  })
  it('agrees with decodeURIComponent on valid input', () => {
    const enc = encodeURIComponent('東京 / ñ / 😀 / %')
    expect(decode(enc, 'component')).toBe(decodeURIComponent(enc))
  })
})

describe('parseQuery', () => {
  it('parses a full URL into parts and decoded pairs, keeping duplicates and order', () => {
    const r = parseQuery(
      'https://user:pw@example.com:8080/p/a%20th?q=caf%C3%A9+cr%C3%A8me&tag=a&tag=b&flag&empty=#frag',
    )
    expect(r.url?.host).toBe('example.com')
    expect(r.url?.port).toBe('8080')
    expect(r.url?.username).toBe('user')
    expect(r.url?.pathname).toBe('/p/a%20th')
    expect(r.url?.hash).toBe('#frag')
    expect(r.params.map((p) => [p.key, p.value, p.flag])).toEqual([
      ['q', 'café crème', false],
      ['tag', 'a', false],
      ['tag', 'b', false],
      ['flag', '', true],
      ['empty', '', false],
    ])
  })
  it('accepts "?a=b" and bare "a=b&c=d", and ; as separator', () => {
    expect(parseQuery('?a=1&b=x%3Dy').params.map((p) => [p.key, p.value])).toEqual([
      ['a', '1'],
      ['b', 'x=y'],
    ])
    expect(parseQuery('a=1;b=2').params).toHaveLength(2)
  })
  it('keeps a value with = inside', () => {
    expect(parseQuery('token=abc==').params[0]?.value).toBe('abc==')
  })
  it('marks a pair it cannot decode instead of failing the whole table', () => {
    const r = parseQuery('a=1&b=%ZZ&c=3')
    expect(r.params).toHaveLength(3)
    expect(r.params[1]?.error).toMatch(/not a valid escape/)
    expect(r.params[1]?.value).toBe('%ZZ')
    expect(r.params[2]?.value).toBe('3')
  })
  it('empty input has no params', () => {
    expect(parseQuery('').params).toEqual([])
    expect(parseQuery('https://example.com/').params).toEqual([])
  })
  it('ignores a ? that is inside the fragment', () => {
    expect(parseQuery('https://x.test/#a?b=1').params).toEqual([])
  })
  it('builds and exports pairs', () => {
    expect(buildQuery([{ key: 'a b', value: 'é&' }])).toBe('a+b=%C3%A9%26')
    expect(paramsToTsv(parseQuery('a=1&b=2').params)).toBe('a\t1\nb\t2')
  })
})

describe('limits (issue 35)', () => {
  it('names the character limit and the size found, past 100,000', () => {
    expect(URL_MAX_CHARS).toBe(100_000)
    expect(urlLimitProblem(100_000)).toBeNull()
    expect(urlLimitProblem(5_242_880)).toBe('5,242,880 characters: URL Encoder/Decoder reads up to 100,000.')
  })
  it('decodes and lists the first 1,000 query pairs and counts them all', () => {
    const r = parseQuery(`?${Array.from({ length: 3_000 }, (_, i) => `k${i}=%ZZ`).join('&')}&&`)
    expect(PARAMS_MAX).toBe(1_000)
    expect(r.params).toHaveLength(1_000)
    expect(r.total).toBe(3_000)
    expect(r.params[999]?.key).toBe('k999')
    expect(r.params[0]?.error).toMatch(/not a valid escape/)
    expect(parseQuery('a=1&b=2').total).toBe(2)
  })
  it('the slowest inputs at the limit stay well inside a frame budget', () => {
    const all = (chars: number) => () => {
      encode('é€ a'.repeat(chars / 4), 'form')
      decode('%E2%82%AC'.repeat(Math.floor(chars / 9)), 'form')
      parseQuery('%a&'.repeat(Math.floor(chars / 3)))
    }
    // About 100 ms on a loaded 2-core machine. Linear: ten times the input takes about ten times as long (a
    // quadratic step would take ~100×), timed against a tenth of the limit in the same test so load slows both.
    expect(slowdown(all(URL_MAX_CHARS), all(URL_MAX_CHARS / 10))).toBeLessThan(30)
  })
})
