// The hashing used by md5-hash, sha256-hash and file-hash: published test vectors, HMAC (RFC 4231), CRC32, a file
// hashed in slices equal to hashing it whole, and the digest formats and comparison.
import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { formatDigest, hexToBase64, matchDigest, normalizeDigest } from '../../src/lib/hash-format'
import { CHUNK_BYTES, hashApi } from '../../workers/hash/hash.api'

describe('hash worker api', () => {
  it('gives the published digests of "abc"', async () => {
    const d = await hashApi.hashText('abc', ['md5', 'sha1', 'sha256', 'sha384', 'sha512'])
    expect(d.md5).toBe('900150983cd24fb0d6963f7d28e17f72')
    expect(d.sha1).toBe('a9993e364706816aba3e25717850c26c9cd0d89d')
    expect(d.sha256).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
    expect(d.sha384).toBe(
      'cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7',
    )
    expect(d.sha512?.slice(0, 32)).toBe('ddaf35a193617abacc417349ae204131')
  })

  it('hashes text as UTF-8, the empty string included', async () => {
    expect((await hashApi.hashText('', ['md5'])).md5).toBe('d41d8cd98f00b204e9800998ecf8427e')
    const text = 'Grüße, 世界 👋'
    expect((await hashApi.hashText(text, ['sha256'])).sha256).toBe(
      createHash('sha256').update(text, 'utf8').digest('hex'),
    )
  })

  it('computes HMACs (RFC 4231 case 2) and CRC32, and refuses an HMAC of a CRC', async () => {
    const d = await hashApi.hashText('what do ya want for nothing?', ['sha256', 'sha512'], 'Jefe')
    expect(d.sha256).toBe('5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843')
    expect(d.sha512?.slice(0, 32)).toBe('164b7a7bfcf819e2e395fbe73b56e0a3')
    expect((await hashApi.hashText('123456789', ['crc32'])).crc32).toBe('cbf43926')
    await expect(hashApi.hashText('x', ['crc32'], 'key')).rejects.toThrow('CRC32 is a checksum')
  })

  it('hashes a file in slices exactly as a whole, reporting progress up to its size', async () => {
    const size = CHUNK_BYTES * 2 + 12345
    const bytes = new Uint8Array(size)
    for (let i = 0; i < size; i++) bytes[i] = (i * 31 + (i >> 9)) & 0xff
    const seen: number[] = []
    const d = await hashApi.hashBlob(new Blob([bytes]), ['md5', 'sha256', 'crc32'], null, (n) => seen.push(n))
    expect(d.md5).toBe(createHash('md5').update(bytes).digest('hex'))
    expect(d.sha256).toBe(createHash('sha256').update(bytes).digest('hex'))
    expect(seen.at(-1)).toBe(size)
    expect((await hashApi.hashBlob(new Blob([]), ['md5'])).md5).toBe('d41d8cd98f00b204e9800998ecf8427e')
  })
})

describe('digest formats', () => {
  const md5abc = '900150983cd24fb0d6963f7d28e17f72'
  it('writes hex in either case and Base64', () => {
    expect(formatDigest(md5abc, 'hex', true)).toBe(md5abc.toUpperCase())
    expect(formatDigest(md5abc, 'base64', false)).toBe('kAFQmDzST7DWlj99KOF/cg==')
    expect(hexToBase64('')).toBe('')
  })

  it('reads an expected digest in any usual form', () => {
    expect(normalizeDigest(` ${md5abc.toUpperCase()} `)).toBe(md5abc)
    expect(normalizeDigest('90:01:50:98:3c:d2:4f:b0:d6:96:3f:7d:28:e1:7f:72')).toBe(md5abc)
    expect(normalizeDigest('0x900150983cd24fb0d6963f7d28e17f72')).toBe(md5abc)
    expect(normalizeDigest('kAFQmDzST7DWlj99KOF/cg==')).toBe(md5abc)
    expect(normalizeDigest('not a hash!')).toBeNull()
    expect(normalizeDigest('')).toBeNull()
  })

  it('says which digest matches', () => {
    expect(matchDigest(md5abc.toUpperCase(), { md5: md5abc, sha1: 'aa' })).toEqual({ kind: 'match', algorithm: 'md5' })
    expect(matchDigest('abcd', { md5: md5abc })).toEqual({ kind: 'mismatch' })
    expect(matchDigest('zz?', { md5: md5abc })).toEqual({ kind: 'invalid' })
  })
})
