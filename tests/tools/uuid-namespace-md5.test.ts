import { createHash, randomBytes } from 'node:crypto'
import { md5 as wasmMd5 } from 'hash-wasm'
import { describe, expect, it } from 'vitest'
import { Md5, md5Hex } from '../../src/tools/uuid-namespace/md5'

describe('MD5 (RFC 1321 §A.5 test suite)', () => {
  const suite: [string, string][] = [
    ['', 'd41d8cd98f00b204e9800998ecf8427e'],
    ['a', '0cc175b9c0f1b6a831c399e269772661'],
    ['abc', '900150983cd24fb0d6963f7d28e17f72'],
    ['message digest', 'f96b697d7cb7938d525a2f31aaf161d0'],
    ['abcdefghijklmnopqrstuvwxyz', 'c3fcd3d76192e4007dfb496cca67e13b'],
    ['ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', 'd174ab98d277d9f5a5611c2c9f419d9f'],
    [
      '12345678901234567890123456789012345678901234567890123456789012345678901234567890',
      '57edf4a22be3c955ac49da2e2107b67a',
    ],
  ]
  for (const [input, hex] of suite) it(`MD5("${input.slice(0, 20)}")`, () => expect(md5Hex(input)).toBe(hex))

  it('hashes UTF-8 text', () => {
    expect(md5Hex('Grüße 👋')).toBe(createHash('md5').update('Grüße 👋').digest('hex'))
  })
  it('agrees with node for every length around the 55/56/64-byte padding edges', () => {
    for (let n = 0; n <= 200; n++) {
      const buf = randomBytes(n)
      expect(md5Hex(buf)).toBe(createHash('md5').update(buf).digest('hex'))
    }
  })
  it('agrees with hash-wasm, the MD5 the md5-hash tool uses', async () => {
    for (const n of [0, 1, 55, 56, 63, 64, 65, 1000, 65_537]) {
      const buf = new Uint8Array(randomBytes(n))
      expect(md5Hex(buf)).toBe(await wasmMd5(buf))
    }
  })
  it('gives the same digest however the input is split into chunks', () => {
    const buf = randomBytes(100_000)
    const whole = createHash('md5').update(buf).digest('hex')
    for (const chunk of [1, 7, 63, 64, 65, 4096, 99_999]) {
      const h = new Md5()
      for (let i = 0; i < buf.length; i += chunk) h.update(buf.subarray(i, i + chunk))
      expect(Buffer.from(h.digest()).toString('hex')).toBe(whole)
    }
  })
  it('refuses use after digest', () => {
    const h = new Md5()
    h.digest()
    expect(() => h.update(new Uint8Array(1))).toThrow()
    expect(() => h.digest()).toThrow()
  })
})
