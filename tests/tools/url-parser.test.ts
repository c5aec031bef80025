import { describe, expect, it } from 'vitest'
import {
  addPair,
  EXAMPLE_URL,
  editPart,
  explainInvalid,
  MAX_URL_CHARS,
  parseUrl,
  queryToJson,
  removePair,
  safeDecode,
  setPair,
  splitQuery,
} from '../../src/tools/url-parser/url-parser'
import { slowdown } from '../support/slowdown'

const ok = (s: string) => {
  const r = parseUrl(s)
  if (r.kind !== 'ok') throw new Error(`expected ok for ${s}`)
  return r
}
const reasons = (s: string) => {
  const r = parseUrl(s)
  if (r.kind !== 'invalid') throw new Error(`expected invalid for ${s}`)
  return r
}

describe('parseUrl', () => {
  it('is empty for blank input', () => {
    expect(parseUrl('   ').kind).toBe('empty')
  })

  it('splits every part and decodes them', () => {
    const { parts, warnings } = ok(EXAMPLE_URL)
    expect(parts.protocol).toBe('https:')
    expect(parts.username).toBe('user')
    expect(parts.password).toBe('p@ss')
    expect(parts.hostname).toBe('shop.example.com')
    expect(parts.port).toBe('8443')
    expect(parts.defaultPort).toBe(443)
    expect(parts.pathname).toBe('/en/search results/')
    expect(parts.pathSegments).toEqual(['en', 'search results'])
    expect(parts.query.map((p) => [p.key, p.value])).toEqual([
      ['q', 'café au lait'],
      ['tag', 'a'],
      ['tag', 'b'],
    ])
    expect(parts.hash).toBe('reviews')
    expect(parts.origin).toBe('https://shop.example.com:8443')
    expect(warnings.join(' ')).toMatch(/credentials/)
    expect(warnings.join(' ')).toMatch(/spaces/)
  })

  it('drops the default port and handles IPv6, IDN and non-web schemes', () => {
    expect(ok('https://example.com:443/').parts.port).toBe('')
    expect(ok('http://[::1]:8080/x').parts.hostname).toBe('[::1]')
    const idn = ok('https://bücher.de/')
    expect(idn.parts.hostname).toBe('xn--bcher-kva.de')
    expect(idn.warnings.join(' ')).toMatch(/Punycode/)
    const mail = ok('mailto:someone@example.com?subject=Hi%20there')
    expect(mail.parts.hostname).toBe('')
    expect(mail.parts.query[0]).toMatchObject({ key: 'subject', value: 'Hi there' })
    expect(ok('javascript:alert(1)').warnings.join(' ')).toMatch(/never opened/)
  })
})

describe('explainInvalid', () => {
  it('explains a missing scheme and suggests https', () => {
    const r = reasons('example.com/path')
    expect(r.reasons[0]).toMatch(/Missing scheme/)
    expect(r.suggestion).toBe('https://example.com/path')
    expect(ok('localhost:3000').warnings.join(' ')).toMatch(/write https:\/\/localhost:3000/)
    expect(reasons('//cdn.example.com/a.js').suggestion).toBe('https://cdn.example.com/a.js')
  })

  it('explains bad ports', () => {
    expect(reasons('https://example.com:abc/').reasons).toContain('The port “abc” is not a number.')
    expect(reasons('http://example.com:70000').reasons).toContain('The port 70000 is out of range (0–65535).')
  })

  it('explains spaces, forbidden characters, IPv4 and IPv6 mistakes, missing hosts', () => {
    expect(reasons('https://exa mple.com/').reasons.join(' ')).toMatch(/space/)
    expect(reasons('https://exa<mple.com/').reasons.join(' ')).toMatch(/“<”/)
    expect(reasons('http://999.1.1.1/').reasons.join(' ')).toMatch(/above 255/)
    expect(reasons('http://[::1/').reasons.join(' ')).toMatch(/never closed/)
    expect(reasons('http://[zz::1]/').reasons.join(' ')).toMatch(/not a valid IPv6/)
    expect(reasons('https://').reasons.join(' ')).toMatch(/needs a host/)
    expect(reasons('1http://x.com').reasons[0]).toMatch(/start with a letter/)
  })

  it('always gives a reason', () => {
    expect(explainInvalid('http://a b').reasons.length).toBeGreaterThan(0)
  })
})

describe('query pairs', () => {
  it('decodes like URLSearchParams and keeps raw text', () => {
    expect(splitQuery('?a=1+2&b&&c=%E2%82%AC&d=%zz')).toEqual([
      { raw: 'a=1+2', key: 'a', value: '1 2' },
      { raw: 'b', key: 'b', value: '' },
      { raw: 'c=%E2%82%AC', key: 'c', value: '€' },
      { raw: 'd=%zz', key: 'd', value: '%zz' },
    ])
  })

  it('keeps a "?" that starts a later key, as URLSearchParams does over the whole query (issue 18)', () => {
    expect(splitQuery('?a=1&?b=2')).toEqual([
      { raw: 'a=1', key: 'a', value: '1' },
      { raw: '?b=2', key: '?b', value: '2' },
    ])
    expect(splitQuery('??a=1&??b').map((p) => p.key)).toEqual(['?a', '??b'])
    expect(ok('https://x.test/?a=1&?b=2').parts.query.map((p) => p.key)).toEqual(['a', '?b'])
    // Differential check against URLSearchParams on the whole query, over awkward queries.
    const queries = [
      '?a=1&?b=2',
      '??x',
      '?&&?=&=?&%3F=1',
      '?a=b=c&?&a+b=%2B',
      '?%zz=%E2%82&=',
      '??',
      '?&?&',
      '?x=?y&?x=?z',
    ]
    for (const q of queries) {
      expect(
        splitQuery(q).map((p) => [p.key, p.value]),
        q,
      ).toEqual([...new URLSearchParams(q)])
    }
    // Editing another pair keeps the "?b" key.
    const href = 'https://x.test/?a=1&?b=2'
    const edited = setPair(href, splitQuery('?a=1&?b=2'), 0, 'a', '9')
    expect(edited).toBe('https://x.test/?a=9&?b=2')
    expect(splitQuery(new URL(edited).search).map((p) => p.key)).toEqual(['a', '?b'])
    expect(splitQuery(new URL(removePair(href, splitQuery('?a=1&?b=2'), 0)).search).map((p) => p.key)).toEqual(['?b'])
  })

  it('edits one pair and leaves the others as written', () => {
    const href = 'https://x.test/?a=1+2&b=3#top'
    const q = splitQuery('?a=1+2&b=3')
    expect(setPair(href, q, 1, 'b', 'x & y')).toBe('https://x.test/?a=1+2&b=x%20%26%20y#top')
    expect(removePair(href, q, 0)).toBe('https://x.test/?b=3#top')
    expect(removePair('https://x.test/?a=1', splitQuery('?a=1'), 0)).toBe('https://x.test/')
    const added = addPair(href, q)
    expect(added).toBe('https://x.test/?a=1+2&b=3&=#top')
    expect(splitQuery(new URL(added).search)).toHaveLength(3)
  })

  it('copies the query as JSON with repeated keys as arrays', () => {
    expect(JSON.parse(queryToJson(splitQuery('?tag=a&tag=b&q=1')))).toEqual({ tag: ['a', 'b'], q: '1' })
  })
})

describe('editPart', () => {
  const href = 'https://example.com/a?x=1#h'
  it('changes protocol, host, port, path, hash and credentials', () => {
    expect(editPart(href, 'protocol', 'http')).toEqual({ ok: true, href: 'http://example.com/a?x=1#h' })
    expect(editPart(href, 'protocol', 'web+app:')).toMatchObject({ ok: true })
    expect(editPart(href, 'hostname', 'Example.org')).toEqual({ ok: true, href: 'https://example.org/a?x=1#h' })
    expect(editPart(href, 'port', '8080')).toEqual({ ok: true, href: 'https://example.com:8080/a?x=1#h' })
    expect(editPart(href, 'pathname', '/b c/d')).toEqual({ ok: true, href: 'https://example.com/b%20c/d?x=1#h' })
    expect(editPart(href, 'hash', 'sec 2')).toEqual({ ok: true, href: 'https://example.com/a?x=1#sec%202' })
    expect(editPart(href, 'username', 'me@corp')).toEqual({ ok: true, href: 'https://me%40corp@example.com/a?x=1#h' })
  })

  it('refuses invalid values with a reason', () => {
    expect(editPart(href, 'port', '99999')).toEqual({ ok: false, error: 'A port is a number from 0 to 65535.' })
    expect(editPart(href, 'port', 'ab')).toMatchObject({ ok: false })
    expect(editPart(href, 'hostname', '')).toEqual({ ok: false, error: 'A https URL needs a host.' })
    expect(editPart(href, 'hostname', 'a b')).toMatchObject({ ok: false, error: /spaces/ })
    expect(editPart(href, 'hostname', 'a/b')).toMatchObject({ ok: false })
    expect(editPart(href, 'protocol', '1x')).toMatchObject({ ok: false })
    expect(editPart('mailto:a@b.c', 'username', 'x')).toMatchObject({ ok: false })
  })
})

describe('safeDecode', () => {
  it('keeps malformed escapes', () => {
    expect(safeDecode('%E2%82%AC %zz %')).toBe('€ %zz %')
  })
})

describe('url-parser on huge URLs (issue 36)', () => {
  it('splits a 2 MB URL with 100,000 parameters and turns it into JSON in linear time', () => {
    const pairs = Array.from({ length: 100_000 }, (_, i) => (i % 2 ? `tag=${'v'.repeat(12)}${i}` : `k${i}=x${i}`))
    const url = `https://example.com/p?${pairs.join('&')}`
    expect(url.length).toBeGreaterThan(1_700_000)
    const result = parseUrl(url)
    if (result.kind !== 'ok') throw new Error(result.kind)
    expect(result.parts.query).toHaveLength(100_000)
    const json = JSON.parse(queryToJson(result.parts.query))
    expect(json.tag).toHaveLength(50_000)
    expect(json.k99998).toBe('x99998')
    // Linear: ten times the parameters take about ten times as long (quadratic: ~100×), timed in the same test.
    const tenth = `https://example.com/p?${pairs.slice(0, 10_000).join('&')}`
    const split = (u: string) => () => {
      const r = parseUrl(u)
      if (r.kind === 'ok') queryToJson(r.parts.query)
    }
    expect(slowdown(split(url), split(tenth))).toBeLessThan(30)
  })

  it('keeps "__proto__" as a key and refuses a URL past the limit naming it', () => {
    expect(JSON.parse(queryToJson(splitQuery('?__proto__=1&__proto__=2')))).toEqual({ ['__proto__']: ['1', '2'] })
    expect(parseUrl(`https://example.com/?${'a'.repeat(MAX_URL_CHARS)}`)).toEqual({
      kind: 'too-long',
      message: `This URL has 8,000,021 characters: URL Parser reads up to 8,000,000.`,
    })
  })
})
