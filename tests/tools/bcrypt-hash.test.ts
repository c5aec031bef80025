import { describe, expect, it } from 'vitest'
import {
  clampCost,
  estimateMs,
  formatDuration,
  parseBcryptHash,
  passwordBytes,
  randomSalt,
  withPrefix,
} from '../../src/tools/bcrypt-hash/bcrypt-hash'
import { bcryptApi } from '../../workers/bcrypt/bcrypt.api'

const ALPHABET = './ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
/** bcrypt's own Base64 (for the known salts of published test vectors). */
function decodeSalt(text: string): Uint8Array {
  let bits = 0
  let value = 0
  const out: number[] = []
  for (const ch of text) {
    value = (value << 6) | ALPHABET.indexOf(ch)
    bits += 6
    if (bits >= 8) {
      bits -= 8
      out.push((value >> bits) & 0xff)
    }
  }
  return new Uint8Array(out.slice(0, 16))
}
const utf8 = (s: string) => new TextEncoder().encode(s)

// OpenBSD / jBCrypt test vectors.
const VECTORS = [
  ['U*U', '$2a$05$CCCCCCCCCCCCCCCCCCCCC.E5YPO9kmyuRGyh0XouQYb4YMJKvyOeW'],
  ['a', '$2a$06$m0CrhHm10qJ3lXRY.5zDGO3rS2KdeeWLuGmsfGlMfOxih58VYVfxe'],
  ['abc', '$2a$06$If6bvum7DFjUnE9p2uDeDu0YHzrHM6tf.iqN8.yx.jNN1ILEf7h0i'],
  ['abcdefghijklmnopqrstuvwxyz', '$2a$06$.rCVZVOThsIa97pEDOxvGuRRgzG64bvtJ0938xuqzv18d3ZpQhstC'],
] as const

describe('bcrypt worker api', () => {
  it('reproduces the published vectors from their salts', async () => {
    for (const [password, hash] of VECTORS) {
      const parsed = parseBcryptHash(hash)
      if (parsed.kind !== 'ok') throw new Error('vector did not parse')
      const out = await bcryptApi.hash(utf8(password), decodeSalt(parsed.salt), parsed.cost)
      expect(withPrefix(out.hash, '2a')).toBe(hash)
      expect(out.hash).toMatch(/^\$2[ab]\$/)
      expect(out.ms).toBeGreaterThanOrEqual(0)
    }
  })

  it('verifies a match, a mismatch and every prefix', async () => {
    const [password, hash] = VECTORS[2]
    expect((await bcryptApi.verify(utf8(password), hash)).match).toBe(true)
    expect((await bcryptApi.verify(utf8('abd'), hash)).match).toBe(false)
    expect((await bcryptApi.verify(utf8(password), withPrefix(hash, '2y'))).match).toBe(true)
    expect((await bcryptApi.verify(utf8(password), withPrefix(hash, '2b'))).match).toBe(true)
  })

  it('uses only the first 72 bytes, as bcrypt does', async () => {
    const salt = randomSalt()
    const long = passwordBytes(`${'x'.repeat(72)}tail that is ignored`)
    const short = passwordBytes('x'.repeat(72))
    const a = await bcryptApi.hash(long.bytes, salt, 4)
    const b = await bcryptApi.hash(short.bytes, salt, 4)
    expect(a.hash).toBe(b.hash)
    expect((await bcryptApi.verify(utf8('x'.repeat(71)), a.hash)).match).toBe(false)
  })

  it('hashes Unicode as UTF-8', async () => {
    const salt = randomSalt()
    const out = await bcryptApi.hash(passwordBytes('pässwörd🔑').bytes, salt, 4)
    expect((await bcryptApi.verify(utf8('pässwörd🔑'), out.hash)).match).toBe(true)
    expect((await bcryptApi.verify(utf8('passwörd🔑'), out.hash)).match).toBe(false)
  })
})

describe('passwordBytes', () => {
  it('keeps short passwords whole', () => {
    const p = passwordBytes('héllo')
    expect(p.byteLength).toBe(6)
    expect(p.truncated).toBe(false)
    expect(p.ignored).toBe('')
  })
  it('cuts at 72 bytes and names what is ignored', () => {
    const p = passwordBytes(`${'a'.repeat(70)}éé!`)
    expect(p.byteLength).toBe(75)
    expect(p.bytes.length).toBe(72)
    expect(p.truncated).toBe(true)
    expect(p.ignored).toBe('é!')
    expect(p.splitsCharacter).toBe(false)
  })
  it('notices a character split by the 72-byte line', () => {
    const p = passwordBytes(`${'a'.repeat(71)}€`)
    expect(p.byteLength).toBe(74)
    expect(p.ignored).toBe('€')
    expect(p.splitsCharacter).toBe(true)
    expect(p.bytes.length).toBe(72)
  })
  it('counts emoji by their 4 UTF-8 bytes', () => {
    const p = passwordBytes('🔑'.repeat(19))
    expect(p.byteLength).toBe(76)
    expect(p.ignored).toBe('🔑')
  })
})

describe('parseBcryptHash', () => {
  it('reads a good hash apart', () => {
    expect(parseBcryptHash(`  ${VECTORS[0][1]}\n`)).toEqual({
      kind: 'ok',
      hash: VECTORS[0][1],
      prefix: '2a',
      cost: 5,
      salt: 'CCCCCCCCCCCCCCCCCCCCC.',
      checksum: 'E5YPO9kmyuRGyh0XouQYb4YMJKvyOeW',
    })
  })
  it('gives a reason for each kind of malformed hash', () => {
    const good = VECTORS[0][1]
    const reason = (s: string) => {
      const r = parseBcryptHash(s)
      return r.kind === 'malformed' ? r.reason : r.kind
    }
    expect(reason('')).toBe('empty')
    expect(reason('hello')).toBe('A bcrypt hash starts with $2a$, $2b$ or $2y$.')
    expect(reason('$6$salt$abc')).toMatch(/not a bcrypt hash \(it starts with \$6\$\)/)
    expect(reason('$argon2id$v=19$m=65536')).toMatch(/starts with \$argon2id\$/)
    expect(reason(good.replace('$2a$', '$2x$'))).toMatch(/crypt_blowfish/)
    expect(reason('$2b$5$abc')).toBe('The cost must be two digits after the prefix, as in $2b$10$.')
    expect(reason(good.replace('$05$', '$03$'))).toBe('The cost must be between 04 and 31, not 03.')
    expect(reason(good.replace('$05$', '$32$'))).toBe('The cost must be between 04 and 31, not 32.')
    expect(reason(good.slice(0, -1))).toBe('A bcrypt hash is 60 characters long; this one has 59.')
    expect(reason(`${good.slice(0, -1)}+`)).toMatch(/only the characters/)
  })
})

describe('small helpers', () => {
  it('clamps the cost to 4–15', () => {
    expect(clampCost(3)).toBe(4)
    expect(clampCost(16)).toBe(15)
    expect(clampCost(11.6)).toBe(12)
    expect(clampCost(Number.NaN)).toBe(10)
  })
  it('makes 16 random bytes, different each time', () => {
    const a = randomSalt()
    expect(a.length).toBe(16)
    expect(Array.from(a)).not.toEqual(Array.from(randomSalt()))
  })
  it('swaps only a known prefix', () => {
    expect(withPrefix('$2b$10$x', '2y')).toBe('$2y$10$x')
    expect(withPrefix('$6$x', '2y')).toBe('$6$x')
  })
  it('formats durations and scales estimates', () => {
    expect(formatDuration(0.2)).toBe('1 ms')
    expect(formatDuration(245.4)).toBe('245 ms')
    expect(formatDuration(1234)).toBe('1.23 s')
    expect(formatDuration(12_345)).toBe('12.3 s')
    expect(estimateMs(100, 10, 12)).toBe(400)
    expect(estimateMs(100, 10, 9)).toBe(50)
  })
})
