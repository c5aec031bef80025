import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { inspectUuid, parseUuid } from '../../src/lib/uuid/uuid'
import {
  generateNamed,
  NAMESPACES,
  resolveNamespace,
  splitNames,
  toCsv,
  uuidV3,
  uuidV5,
} from '../../src/tools/uuid-namespace/uuid-namespace'

const dns = parseUuid(NAMESPACES.dns.uuid)
const url = parseUuid(NAMESPACES.url.uuid)

/** Independent reference: RFC 9562 §5.3/§5.5 with node's hashes. */
function reference(version: 3 | 5, ns: Uint8Array, name: string) {
  const h = createHash(version === 3 ? 'md5' : 'sha1')
    .update(Buffer.concat([Buffer.from(ns), Buffer.from(name, 'utf8')]))
    .digest()
    .subarray(0, 16)
  h[6] = ((h[6] as number) & 0x0f) | (version << 4)
  h[8] = ((h[8] as number) & 0x3f) | 0x80
  const x = h.toString('hex')
  return `${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20)}`
}

describe('RFC 9562 Appendix A examples', () => {
  it('A.2: v3 of "www.example.com" in the DNS namespace', () => {
    expect(uuidV3(dns, 'www.example.com')).toBe('5df41881-3aed-3515-88a7-2f4a814cf09e')
  })
  it('A.4: v5 of "www.example.com" in the DNS namespace', async () => {
    expect(await uuidV5(dns, 'www.example.com')).toBe('2ed6657d-e927-568b-95e1-2665a8aea6a2')
  })
  it('well-known values used by other libraries (Python uuid docs)', async () => {
    expect(uuidV3(dns, 'python.org')).toBe('6fa459ea-ee8a-3ca4-894e-db77e160355e')
    expect(await uuidV5(dns, 'python.org')).toBe('886313e1-3b8a-5372-9b90-0c9aee199e5d')
  })
})

describe('name-based UUIDs', () => {
  it('agree with an independent node:crypto implementation, including Unicode and empty names', async () => {
    for (const name of ['', 'a', 'https://example.com/ü?x=1', '東京 👋', 'x'.repeat(1000)]) {
      expect(uuidV3(url, name)).toBe(reference(3, url, name))
      expect(await uuidV5(url, name)).toBe(reference(5, url, name))
    }
  })
  it('set version and RFC variant', async () => {
    const v5 = inspectUuid(parseUuid(await uuidV5(dns, 'x')))
    expect(v5.version).toBe(5)
    expect(v5.variant).toBe('RFC 9562 / RFC 4122')
    expect(inspectUuid(parseUuid(uuidV3(dns, 'x'))).version).toBe(3)
  })
  it('namespace matters', async () => {
    expect(await uuidV5(dns, 'example.com')).not.toBe(await uuidV5(url, 'example.com'))
  })
  it('batches keep order', async () => {
    const rows = await generateNamed(5, dns, ['b', 'a', 'www.example.com'])
    expect(rows.map((r) => r.name)).toEqual(['b', 'a', 'www.example.com'])
    expect(rows[2]?.uuid).toBe('2ed6657d-e927-568b-95e1-2665a8aea6a2')
  })
})

describe('namespace and names input', () => {
  it('resolves the standard namespaces and checks custom ones', () => {
    expect(resolveNamespace('oid', '')).toMatchObject({ ok: true })
    expect(resolveNamespace('custom', '')).toEqual({ ok: false, error: 'Enter the namespace UUID.' })
    expect(resolveNamespace('custom', 'nope')).toMatchObject({ ok: false, error: /not a UUID: “n” at position 1/ })
    const r = resolveNamespace('custom', '{6BA7B810-9DAD-11D1-80B4-00C04FD430C8}')
    expect(r.ok && Array.from(r.bytes)).toEqual(Array.from(dns))
  })
  it('splits lines, drops blanks and \\r, trims on request', () => {
    expect(splitNames('a\r\n\n  b  \n\t\n', true)).toEqual(['a', 'b'])
    expect(splitNames('a\r\n  b  ', false)).toEqual(['a', '  b  '])
  })
  it('writes CSV with quoting', () => {
    expect(
      toCsv([
        { name: 'a,b "c"', uuid: 'u' },
        { name: 'plain', uuid: 'v' },
      ]),
    ).toBe('name,uuid\n"a,b ""c""",u\nplain,v\n')
  })
})
