import {
  type Answer,
  AUTHENTIC_DATA,
  decode,
  encode,
  type Packet,
  RECURSION_AVAILABLE,
} from '@leichtgewicht/dns-packet'
import { describe, expect, it } from 'vitest'
import {
  base64Url,
  DnsError,
  decodeResponse,
  describeResult,
  dohUrl,
  encodeQuery,
  formatRecordData,
  formatTtl,
  ipv6Nibbles,
  lookup,
  type PreparedQuery,
  prepareQuery,
  RESOLVERS,
  recordsAsText,
  reverseName,
  validateName,
} from '../../src/tools/dns-lookup/dns-lookup'

const unexpected = (): never => {
  throw new Error('expected a failure')
}

const q = (name: string, type: PreparedQuery['type'] = 'A'): PreparedQuery => ({
  name,
  type,
  original: null,
  notes: [],
})
const prepared = (input: string, type: PreparedQuery['type'] = 'A') => {
  const r = prepareQuery(input, type)
  if (!r.ok) throw new Error(r.error)
  return r.query
}
const error = (input: string, type: PreparedQuery['type'] = 'A') => {
  const r = prepareQuery(input, type)
  return r.ok ? null : r.error
}

function reply(query: PreparedQuery, extra: Omit<Partial<Packet>, 'rcode'> & { rcode?: number }): Uint8Array {
  const { rcode = 0, ...rest } = extra
  return encode({
    type: 'response',
    id: 0,
    flags: RECURSION_AVAILABLE | (rest.flags ?? 0) | rcode,
    questions: [{ name: query.name, type: query.type, class: 'IN' }],
    ...rest,
  } as Packet)
}

describe('names', () => {
  it('lower-cases, drops the trailing dot and keeps underscores for SRV and TXT names', () => {
    expect(prepared('Example.COM.').name).toBe('example.com')
    expect(prepared('_sip._tcp.example.com', 'SRV')).toMatchObject({ name: '_sip._tcp.example.com', type: 'SRV' })
    expect(prepared('_dmarc.example.com', 'TXT').name).toBe('_dmarc.example.com')
  })

  it('converts internationalised names to punycode and says so', () => {
    const r = prepared('bücher.example')
    expect(r.name).toBe('xn--bcher-kva.example')
    expect(r.original).toBe('bücher.example')
    expect(r.notes).toEqual(['Internationalised name: sent as xn--bcher-kva.example.'])
    expect(prepared('例え.テスト').name).toBe('xn--r8jz45g.xn--zckzah')
    expect(prepared('МОСКВА.рф').name).toBe('xn--80adxhks.xn--p1ai')
  })

  it('takes the host out of a pasted URL', () => {
    const r = prepared('https://www.Example.com:8443/path?q=1')
    expect(r.name).toBe('www.example.com')
    expect(r.notes[0]).toContain('host of the URL')
  })

  it('enforces the 63 and 253 limits with clear messages', () => {
    const l63 = 'a'.repeat(63)
    expect(validateName(`${l63}.com`)).toBeNull()
    expect(validateName(`${'a'.repeat(64)}.com`)).toBe(
      'The label “aaaaaaaaaaaaaaaaaaaa…” is 64 characters long; a label has at most 63.',
    )
    const n253 = [l63, l63, l63, 'a'.repeat(61)].join('.')
    expect(n253).toHaveLength(253)
    expect(validateName(n253)).toBeNull()
    expect(validateName(`${n253}a`)).toBe('The name is 254 characters long; a DNS name has at most 253.')
    expect(error('a..b')).toBe('The name has an empty label (two dots in a row, or a dot at the start).')
    expect(error('exa mple.com')).toBe('A domain name cannot contain spaces.')
    expect(error('ex!ample.com')).toBe(
      '“!” is not allowed in a domain name (letters, digits, hyphens and underscores).',
    )
    expect(error('-bad.com')).toContain('starts or ends with a hyphen')
    expect(error('   ')).toBe('Enter a domain name, such as example.com.')
    expect(error('<img src=x onerror=alert(1)>')).toContain('is not allowed')
  })
})

describe('reverse lookups', () => {
  it('builds in-addr.arpa and ip6.arpa names', () => {
    expect(reverseName('8.8.4.4')).toBe('4.4.8.8.in-addr.arpa')
    expect(reverseName('2001:db8::1')).toBe('1.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.8.b.d.0.1.0.0.2.ip6.arpa')
    expect(reverseName('::ffff:192.0.2.1')).toBe(`1.0.2.0.0.0.0.c.f.f.f.f.${'0.'.repeat(20)}ip6.arpa`)
    expect(reverseName('256.1.1.1')).toBeNull()
    expect(reverseName('example.com')).toBeNull()
  })

  it('expands IPv6 and rejects broken forms', () => {
    expect(ipv6Nibbles('::1')).toBe(`${'0'.repeat(31)}1`)
    expect(ipv6Nibbles('1:2:3:4:5:6:7:8')).toBe('00010002000300040005000600070008')
    expect(ipv6Nibbles('1:2:3:4:5:6:1.2.3.4')).toBe('00010002000300040005000601020304')
    expect(ipv6Nibbles('1::2::3')).toBeNull()
    expect(ipv6Nibbles('1:2:3:4:5:6:7:8:9')).toBeNull()
    expect(ipv6Nibbles('12345::')).toBeNull()
    expect(ipv6Nibbles('1:2:3:4:5:6:7')).toBeNull()
  })

  it('turns an IP into a PTR query whatever type was picked', () => {
    const r = prepared('8.8.8.8', 'A')
    expect(r).toMatchObject({ name: '8.8.8.8.in-addr.arpa', type: 'PTR', original: '8.8.8.8' })
    expect(r.notes[0]).toContain('reverse (PTR) lookup')
    expect(prepared('[2606:4700::1111]', 'PTR').name).toMatch(/\.0\.0\.7\.4\.6\.0\.6\.2\.ip6\.arpa$/)
    expect(prepared('4.4.8.8.in-addr.arpa', 'PTR').name).toBe('4.4.8.8.in-addr.arpa')
    expect(error('example.com', 'PTR')).toContain('needs an IP address')
    expect(error('300.1.2.3')).toBe('“300.1.2.3” is not a valid IPv4 address: each of the four parts is 0–255.')
    expect(error('2001:db8::g')).toContain('is not allowed')
    expect(error('1::2::3')).toBe('“1::2::3” is not a valid IPv6 address.')
  })
})

describe('wire format (RFC 8484)', () => {
  it('encodes a padded query with ID 0, RD and AD, as unpadded base64url', () => {
    const bytes = encodeQuery('example.com', 'MX')
    expect(bytes.length % 128).toBe(0)
    const packet = decode(bytes)
    expect(packet.id).toBe(0)
    expect(packet.flag_rd).toBe(true)
    expect(packet.flag_ad).toBe(true)
    expect(packet.questions).toEqual([{ name: 'example.com', type: 'MX', class: 'IN' }])
    const url = dohUrl(RESOLVERS[1], q('example.com', 'MX'))
    expect(url.startsWith('https://dns.google/dns-query?dns=')).toBe(true)
    expect(url.split('dns=')[1]).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(base64Url(new Uint8Array([0xfb, 0xff, 0xfe]))).toBe('-__-')
    expect(base64Url(new Uint8Array([1]))).toBe('AQ')
  })

  it('formats every supported record type like dig', () => {
    const a = (type: string, data: unknown) => formatRecordData({ type, name: 'x', data } as Answer)
    expect(a('A', '192.0.2.1')).toBe('192.0.2.1')
    expect(a('MX', { preference: 10, exchange: 'mail.example.com' })).toBe('10 mail.example.com')
    expect(a('MX', { preference: 0, exchange: '' })).toBe('0 .')
    expect(a('TXT', [new TextEncoder().encode('v=spf1 -all'), new TextEncoder().encode('say "hi"')])).toBe(
      '"v=spf1 -all" "say \\"hi\\""',
    )
    expect(a('CAA', { flags: 0, tag: 'issue', value: 'letsencrypt.org' })).toBe('0 issue "letsencrypt.org"')
    expect(a('SRV', { priority: 10, weight: 5, port: 5060, target: 'sip.example.com' })).toBe(
      '10 5 5060 sip.example.com',
    )
    expect(
      a('SOA', {
        mname: 'ns1.example.com',
        rname: 'hostmaster.example.com',
        serial: 2024,
        refresh: 7200,
        retry: 3600,
        expire: 1209600,
        minimum: 300,
      }),
    ).toBe('ns1.example.com hostmaster.example.com 2024 7200 3600 1209600 300')
    expect(a('TLSA', new Uint8Array([1, 255]))).toBe('\\# 2 01ff')
  })

  it('decodes answers, the AD flag and the authority section', () => {
    const query = q('example.com', 'A')
    const bytes = reply(query, {
      flags: AUTHENTIC_DATA,
      answers: [
        { type: 'CNAME', name: 'example.com', ttl: 60, data: 'edge.example.net' },
        { type: 'A', name: 'edge.example.net', ttl: 300, data: '192.0.2.7' },
      ],
    })
    const r = decodeResponse(bytes, query)
    expect(r.rcode).toBe('NOERROR')
    expect(r.authenticated).toBe(true)
    expect(r.answers).toEqual([
      { name: 'example.com', type: 'CNAME', ttl: 60, data: 'edge.example.net' },
      { name: 'edge.example.net', type: 'A', ttl: 300, data: '192.0.2.7' },
    ])
    expect(describeResult(r)).toMatchObject({ tone: 'success', title: '1 A record' })
    expect(recordsAsText(r.answers)).toBe(
      'example.com.\t60\tIN\tCNAME\tedge.example.net\nedge.example.net.\t300\tIN\tA\t192.0.2.7',
    )

    const nx = decodeResponse(
      reply(query, {
        rcode: 3,
        authorities: [
          {
            type: 'SOA',
            name: 'com',
            ttl: 900,
            data: {
              mname: 'a.gtld-servers.net',
              rname: 'nstld.verisign-grs.com',
              serial: 1,
              refresh: 1800,
              retry: 900,
              expire: 604800,
              minimum: 86400,
            },
          },
        ],
      }),
      query,
    )
    expect(nx.rcode).toBe('NXDOMAIN')
    expect(nx.authenticated).toBe(false)
    expect(nx.authorities[0].type).toBe('SOA')
    expect(describeResult(nx).title).toBe('No such domain (NXDOMAIN)')
    expect(describeResult(decodeResponse(reply(query, { rcode: 2 }), query)).title).toBe(
      'The resolver failed (SERVFAIL)',
    )
    expect(describeResult(decodeResponse(reply(query, { rcode: 5 }), query)).title).toBe('Query refused (REFUSED)')
    expect(describeResult(decodeResponse(reply(query, {}), query))).toMatchObject({
      tone: 'warning',
      title: 'No A records',
    })
  })

  it('rejects garbage and answers to another question', () => {
    expect(() => decodeResponse(new Uint8Array([1, 2, 3]), q('example.com'))).toThrow('cannot read')
    expect(() => decodeResponse(reply(q('other.com'), {}), q('example.com'))).toThrow('a different question')
    expect(() => decodeResponse(encodeQuery('example.com', 'A'), q('example.com'))).toThrow('a query instead')
  })

  it('formats TTLs', () => {
    expect(formatTtl(0)).toBe('0 s')
    expect(formatTtl(300)).toBe('5 min')
    expect(formatTtl(3600)).toBe('1 h')
    expect(formatTtl(90061)).toBe('1 d 1 h 1 min 1 s')
  })
})

describe('lookup', () => {
  const query = q('example.com', 'AAAA')
  const signal = new AbortController().signal
  const dnsResponse = (body: Uint8Array, status = 200, type = 'application/dns-message') =>
    new Response(body.slice().buffer as ArrayBuffer, { status, headers: { 'content-type': type } })

  it('makes one GET to the chosen resolver with the DoH accept header', async () => {
    const calls: [string, RequestInit][] = []
    const r = await lookup(
      async (url, init) => {
        calls.push([url, init])
        return dnsResponse(
          reply(query, { answers: [{ type: 'AAAA', name: 'example.com', ttl: 30, data: '2001:db8::1' }] }),
        )
      },
      RESOLVERS[2],
      query,
      signal,
    )
    expect(calls).toHaveLength(1)
    expect(calls[0][0]).toMatch(/^https:\/\/dns\.quad9\.net\/dns-query\?dns=[A-Za-z0-9_-]+$/)
    expect(new Headers(calls[0][1].headers).get('accept')).toBe('application/dns-message')
    expect(calls[0][1].method).toBeUndefined()
    expect(r.answers[0].data).toBe('2001:db8::1')
    expect(r.resolver.id).toBe('quad9')
  })

  it('names network errors, time-outs and HTTP errors plainly', async () => {
    const fail = (f: (url: string, init: RequestInit) => Promise<Response>, timeoutMs?: number) =>
      lookup(f, RESOLVERS[0], query, signal, { timeoutMs }).then(unexpected, (e: DnsError) => e)
    const offline = await fail(() => Promise.reject(new TypeError('Failed to fetch')))
    expect(offline).toBeInstanceOf(DnsError)
    expect(offline.message).toContain('Could not reach cloudflare-dns.com')
    const slow = await fail(
      (_, init) =>
        new Promise((_r, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
      20,
    )
    expect(slow).toMatchObject({ kind: 'timeout' })
    expect(slow.message).toBe('cloudflare-dns.com did not answer within 0.02 s (timed out).')
    const http = await fail(async () => new Response('bad', { status: 400, statusText: 'Bad Request' }))
    expect(http.message).toBe('cloudflare-dns.com answered HTTP 400 Bad Request instead of a DNS message.')
    const html = await fail(async () => new Response('<html>', { headers: { 'content-type': 'text/html' } }))
    expect(html.message).toBe('cloudflare-dns.com sent text/html instead of a DNS message.')
    const c = new AbortController()
    const p = lookup(
      (_, init) =>
        new Promise((_r, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
      RESOLVERS[0],
      query,
      c.signal,
    )
    c.abort()
    await expect(p).rejects.toMatchObject({ name: 'AbortError' })
  })
})
