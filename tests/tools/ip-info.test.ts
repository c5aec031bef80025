import { describe, expect, it } from 'vitest'
import {
  cidr,
  classify,
  embeddedIPv4,
  expandIPv6,
  fetchPublicIp,
  formatAddress,
  formatCount,
  formatIPv6,
  PUBLIC_IP_URL,
  PublicIpError,
  parseAddress,
  parseInput,
  reverseDns,
  toBinary,
} from '../../src/tools/ip-info/ip-info'

const unexpected = (): never => {
  throw new Error('expected a failure')
}

const kinds = (s: string) => classify(parseAddress(s)).map((c) => c.kind)
const fmt6 = (s: string) => formatIPv6(parseAddress(s).value)

describe('parsing', () => {
  it('reads IPv4 and explains mistakes', () => {
    expect(parseAddress('192.168.1.10').value).toBe(0xc0a8010an)
    expect(() => parseAddress('256.1.1.1')).toThrow('256 is above 255; each IPv4 part is 0–255.')
    expect(() => parseAddress('1.2.3')).toThrow(/has 3/)
    expect(() => parseAddress('01.2.3.4')).toThrow(/leading zero/)
    expect(() => parseAddress('1..2.3')).toThrow(/empty part/)
    expect(() => parseAddress('example.com')).toThrow(/neither an IPv4/)
    expect(() => parseAddress('')).toThrow(/Enter/)
  })

  it('reads IPv6 in compressed, full, bracketed and embedded-IPv4 forms', () => {
    expect(fmt6('2001:0DB8:0000:0000:0000:0000:0000:0001')).toBe('2001:db8::1')
    expect(fmt6('[::1]')).toBe('::1')
    expect(fmt6('::')).toBe('::')
    expect(fmt6('1::')).toBe('1::')
    expect(fmt6('2001:db8:0:0:1:0:0:1')).toBe('2001:db8::1:0:0:1')
    expect(fmt6('2001:db8:0:1:1:1:1:1')).toBe('2001:db8:0:1:1:1:1:1')
    expect(fmt6('::ffff:192.0.2.128')).toBe('::ffff:c000:280')
    expect(fmt6('64:ff9b::203.0.113.5')).toBe('64:ff9b::cb00:7105')
    expect(expandIPv6(parseAddress('2001:db8::1').value)).toBe('2001:0db8:0000:0000:0000:0000:0000:0001')
    expect(parseAddress('fe80::1%eth0').zone).toBe('eth0')
  })

  it('explains IPv6 mistakes', () => {
    expect(() => parseAddress('1::2::3')).toThrow('“::” may appear only once in an IPv6 address.')
    expect(() => parseAddress('12345::1')).toThrow(/more than four hex digits/)
    expect(() => parseAddress('2001:db8::g')).toThrow('“g” is not allowed')
    expect(() => parseAddress('1:2:3:4:5:6:7')).toThrow(/this one has 7/)
    expect(() => parseAddress('1:2:3:4:5:6:7:8:9')).toThrow(/this one has 9/)
    expect(() => parseAddress(':1:2:3:4:5:6:7')).toThrow(/start with a single/)
    expect(() => parseAddress('1:2:3:4:5:6:7:')).toThrow(/end with a single/)
    expect(() => parseAddress('::1.2.3.4:5')).toThrow(/only be the last part/)
    expect(() => parseAddress('::ffff:300.1.1.1')).toThrow(/above 255/)
  })
})

describe('classification', () => {
  it.each([
    ['10.1.2.3', 'Private'],
    ['172.31.255.255', 'Private'],
    ['172.32.0.1', 'Public'],
    ['192.168.0.1', 'Private'],
    ['100.64.0.1', 'CGNAT'],
    ['127.0.0.1', 'Loopback'],
    ['169.254.10.1', 'Link-local'],
    ['224.0.0.251', 'Multicast'],
    ['192.0.2.1', 'Documentation'],
    ['198.51.100.7', 'Documentation'],
    ['203.0.113.9', 'Documentation'],
    ['240.0.0.1', 'Reserved'],
    ['255.255.255.255', 'Broadcast'],
    ['0.0.0.0', 'Reserved'],
    ['8.8.8.8', 'Public'],
    ['::1', 'Loopback'],
    ['::', 'Unspecified'],
    ['fe80::1', 'Link-local'],
    ['fd12:3456::1', 'Private'],
    ['2001:db8::1', 'Documentation'],
    ['2606:4700::1111', 'Public'],
    ['::ffff:10.0.0.1', 'IPv4-mapped'],
    ['4000::1', 'Reserved'],
  ])('%s is %s', (ip, kind) => {
    expect(kinds(ip)[0]).toBe(kind)
  })

  it('gives the IPv6 multicast scope and the most specific block first', () => {
    expect(classify(parseAddress('ff02::1'))[0].label).toMatch(/link-local scope/)
    expect(classify(parseAddress('2001:0:4136:e378:8000:63bf:3fff:fdd2')).map((c) => c.block)).toEqual([
      '2001::/32',
      '2001::/23',
    ])
  })

  it('finds embedded IPv4 addresses and reverse DNS names', () => {
    expect(embeddedIPv4(parseAddress('::ffff:192.0.2.128'))).toEqual({ how: 'IPv4-mapped', address: '192.0.2.128' })
    expect(embeddedIPv4(parseAddress('64:ff9b::203.0.113.5'))).toEqual({ how: 'NAT64', address: '203.0.113.5' })
    expect(embeddedIPv4(parseAddress('2002:c000:0204::1'))).toEqual({ how: '6to4', address: '192.0.2.4' })
    expect(embeddedIPv4(parseAddress('2001:0:4136:e378:8000:63bf:3fff:fdd2'))).toEqual({
      how: 'Teredo client',
      address: '192.0.2.45',
    })
    expect(embeddedIPv4(parseAddress('2001:db8::1'))).toBeNull()
    expect(reverseDns(parseAddress('192.0.2.1'))).toBe('1.2.0.192.in-addr.arpa')
    expect(reverseDns(parseAddress('2001:db8::1'))).toBe(
      '1.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.8.b.d.0.1.0.0.2.ip6.arpa',
    )
  })
})

describe('CIDR', () => {
  const c4 = (s: string) => {
    const p = parseInput(s)
    const r = cidr(p.ip, p.prefix)
    return {
      network: formatAddress(4, r.network),
      broadcast: r.broadcast === null ? null : formatAddress(4, r.broadcast),
      first: formatAddress(4, r.firstHost),
      last: formatAddress(4, r.lastHost),
      hosts: r.hosts,
      mask: formatAddress(4, r.mask),
      wildcard: formatAddress(4, r.wildcard),
      hostBitsSet: r.hostBitsSet,
    }
  }

  it('computes an IPv4 /24 and accepts a dotted mask', () => {
    const r = c4('192.168.1.77/24')
    expect(r).toEqual({
      network: '192.168.1.0',
      broadcast: '192.168.1.255',
      first: '192.168.1.1',
      last: '192.168.1.254',
      hosts: 254n,
      mask: '255.255.255.0',
      wildcard: '0.0.0.255',
      hostBitsSet: true,
    })
    expect(c4('10.0.0.0 255.255.252.0')).toMatchObject({ broadcast: '10.0.3.255', hosts: 1022n, hostBitsSet: false })
    expect(c4('10.0.0.0/255.0.0.0')).toMatchObject({ mask: '255.0.0.0' })
  })

  it('handles /31, /32 and /0', () => {
    expect(c4('10.0.0.1/31')).toMatchObject({ broadcast: null, first: '10.0.0.0', last: '10.0.0.1', hosts: 2n })
    expect(c4('10.0.0.1/32')).toMatchObject({ broadcast: null, first: '10.0.0.1', hosts: 1n })
    expect(c4('0.0.0.0/0')).toMatchObject({ hosts: 4294967294n, mask: '0.0.0.0', wildcard: '255.255.255.255' })
  })

  it('computes IPv6 ranges with BigInt counts', () => {
    const p = parseInput('2001:db8:abcd:12::5/64')
    const r = cidr(p.ip, p.prefix)
    expect(formatIPv6(r.network)).toBe('2001:db8:abcd:12::')
    expect(formatIPv6(r.last)).toBe('2001:db8:abcd:12:ffff:ffff:ffff:ffff')
    expect(formatIPv6(r.firstHost)).toBe('2001:db8:abcd:12::1')
    expect(r.addresses).toBe(18446744073709551616n)
    expect(formatIPv6(r.mask)).toBe('ffff:ffff:ffff:ffff::')
    expect(formatIPv6(r.wildcard)).toBe('::ffff:ffff:ffff:ffff')
    expect(cidr(parseAddress('::'), 0).addresses).toBe(2n ** 128n)
    expect(formatCount(2n ** 64n)).toBe('18,446,744,073,709,551,616')
  })

  it('explains bad prefixes and masks', () => {
    expect(() => parseInput('10.0.0.0/33')).toThrow('The prefix /33 is too long: IPv4 prefixes go from 0 to 32.')
    expect(() => parseInput('::/129')).toThrow(/0 to 128/)
    expect(() => parseInput('10.0.0.0 255.0.255.0')).toThrow(/contiguous/)
    expect(() => parseInput('10.0.0.0/x')).toThrow(/not a prefix length/)
    expect(parseInput('10.0.0.1').hasPrefix).toBe(false)
  })

  it('writes binary', () => {
    expect(toBinary(4, parseAddress('192.168.0.1').value)).toBe('11000000.10101000.00000000.00000001')
  })
})

describe('parseInput with stray text', () => {
  it('names the bad first token', () => {
    expect(() => parseInput('<img src=x>')).toThrow('“<img” is neither an IPv4 address')
    expect(() => parseInput('10.0.0.1 extra words')).toThrow(/Enter one address/)
  })
})

describe('public IP', () => {
  const signal = new AbortController().signal
  const answer =
    (body: string, status = 200) =>
    async () =>
      new Response(body, { status })
  const failure = (f: () => Promise<Response>) => fetchPublicIp(f, signal).then(unexpected, (e: Error) => e)

  it('makes one GET to api64.ipify.org and returns the canonical address', async () => {
    const calls: [string, RequestInit][] = []
    const ip = await fetchPublicIp(async (url, init) => {
      calls.push([url, init])
      return new Response('{"ip":"2001:DB8:0:0::1"}')
    }, signal)
    expect(ip).toBe('2001:db8::1')
    expect(calls).toHaveLength(1)
    expect(calls[0][0]).toBe(PUBLIC_IP_URL)
    expect(calls[0][0]).toBe('https://api64.ipify.org?format=json')
    expect(calls[0][1].credentials).toBe('omit')
    expect(await fetchPublicIp(answer('{"ip":"203.0.113.7"}'), signal)).toBe('203.0.113.7')
  })

  it('explains each failure', async () => {
    const offline = await failure(() => Promise.reject(new TypeError('Failed to fetch')))
    expect(offline).toBeInstanceOf(PublicIpError)
    expect(offline.message).toContain('Could not reach api64.ipify.org')
    expect((await failure(answer('busy', 429))).message).toBe('api64.ipify.org answered HTTP 429. Try again later.')
    expect((await failure(answer('<html>'))).message).toBe('api64.ipify.org sent something that is not JSON.')
    expect((await failure(answer('{"addr":"1.2.3.4"}'))).message).toBe(
      'api64.ipify.org sent an answer without an IP address.',
    )
    expect((await failure(answer('{"ip":"<img src=x>"}'))).message).toBe(
      'api64.ipify.org sent “<img src=x>”, which is not an IP address.',
    )
    expect((await failure(answer('{"ip":"fe80::1%eth0"}'))).message).toContain('which is not an IP address')
    const hang = (_: string, init: RequestInit) =>
      new Promise<Response>((_r, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason)))
    const slow = await fetchPublicIp(hang, signal, 20).then(unexpected, (e: Error) => e)
    expect(slow.message).toBe('api64.ipify.org did not answer within 0.02 s.')
    const c = new AbortController()
    const p = fetchPublicIp(hang, c.signal)
    c.abort()
    await expect(p).rejects.toMatchObject({ name: 'AbortError' })
  })
})
