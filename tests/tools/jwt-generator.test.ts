import { describe, expect, it } from 'vitest'
import { parseJwt, secretBytes, signHmacJwt, verifyJwt } from '../../src/lib/jwt'
import { EXAMPLE_HS256 } from '../../src/tools/jwt-decode/jwt-decode'
import {
  buildHeader,
  defaultPayload,
  PAYLOAD_MAX_CHARS,
  parsePayload,
  payloadLimitProblem,
  randomSecret,
  secretAdvice,
  setClaim,
} from '../../src/tools/jwt-generator/jwt-generator'

describe('payload editor', () => {
  it('accepts objects and explains everything else', () => {
    expect(parsePayload('{"a":1}')).toEqual({ ok: true, value: { a: 1 } })
    expect(parsePayload('')).toMatchObject({ ok: false, error: /empty/ })
    expect(parsePayload('{"a":')).toMatchObject({ ok: false, error: /not valid JSON/ })
    expect(parsePayload('[1]')).toMatchObject({
      ok: false,
      error: 'The payload must be a JSON object ({ … }), not an array.',
    })
    expect(parsePayload('"x"')).toMatchObject({ ok: false, error: /not a string/ })
    expect(parsePayload('null')).toMatchObject({ ok: false, error: /not null/ })
  })
  it('sets and removes claims', () => {
    expect(setClaim('{"a":1}', 'exp', 100)).toBe('{\n  "a": 1,\n  "exp": 100\n}')
    expect(setClaim('{"a":1,"exp":5}', 'exp', undefined)).toBe('{\n  "a": 1\n}')
    expect(setClaim('', 'iat', 7)).toBe('{\n  "iat": 7\n}')
    expect(setClaim('[1]', 'iat', 7)).toBeNull()
  })
  it('default payload expires one hour after it is issued', () => {
    const p = parsePayload(defaultPayload(1_700_000_000_500))
    expect(p.ok && p.value.iat).toBe(1_700_000_000)
    expect(p.ok && p.value.exp).toBe(1_700_003_600)
  })
})

describe('header and secrets', () => {
  it('builds the header with an optional kid', () => {
    expect(buildHeader('HS384', '')).toEqual({ alg: 'HS384', typ: 'JWT' })
    expect(buildHeader('HS256', ' key-1 ')).toEqual({ alg: 'HS256', typ: 'JWT', kid: 'key-1' })
  })
  it('advises on short secrets per RFC 7518 §3.2', () => {
    expect(secretAdvice(31, 'HS256')).toMatch(/at least 32 bytes \(256 bits\)/)
    expect(secretAdvice(32, 'HS256')).toBeNull()
    expect(secretAdvice(63, 'HS512')).toMatch(/64 bytes/)
  })
  it('random secrets are long enough and different', () => {
    const a = randomSecret('HS512')
    expect(secretBytes(a, 'base64')).toHaveLength(64)
    expect(a).not.toBe(randomSecret('HS512'))
  })
})

describe('signing (shared with jwt-decode)', () => {
  it('reproduces the RFC 7515 A.1 signature from its JOSE header and payload bytes', async () => {
    // Our signer serialises JSON compactly, so we check the HMAC over the RFC's exact signing input instead.
    const t = parseJwt(EXAMPLE_HS256.token)
    const key = secretBytes(JSON.parse(EXAMPLE_HS256.key).k, 'base64')
    const k = await crypto.subtle.importKey('raw', new Uint8Array(key), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
    ])
    const sig = new Uint8Array(await crypto.subtle.sign('HMAC', k, new TextEncoder().encode(t.signingInput)))
    expect(Buffer.from(sig).toString('base64url')).toBe('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')
  })
  it('matches the well-known jwt.io HS256 example token byte for byte', async () => {
    const token = await signHmacJwt(
      buildHeader('HS256', ''),
      { sub: '1234567890', name: 'John Doe', iat: 1516239022 },
      new TextEncoder().encode('your-256-bit-secret'),
      'HS256',
    )
    expect(token).toBe(
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c',
    )
    expect(await verifyJwt(parseJwt(token), 'your-256-bit-secret')).toEqual({ ok: true })
  })
  it('signs with each HS alg and verifies with text and Base64 secrets', async () => {
    for (const alg of ['HS256', 'HS384', 'HS512'] as const) {
      const secret = randomSecret(alg)
      const token = await signHmacJwt(buildHeader(alg, 'k'), { sub: 'Zoë 👋' }, secretBytes(secret, 'base64'), alg)
      const t = parseJwt(token)
      expect(t.alg).toBe(alg)
      expect((t.header.json as { kid: string }).kid).toBe('k')
      expect(await verifyJwt(t, secret, { secretEncoding: 'base64' })).toEqual({ ok: true })
      expect((await verifyJwt(t, secret, { secretEncoding: 'utf8' })).ok).toBe(false)
    }
  })
})

describe('payload limit (issue 35)', () => {
  it('refuses a payload over 50,000 characters before parsing, naming the limit and the size', () => {
    expect(PAYLOAD_MAX_CHARS).toBe(50_000)
    expect(payloadLimitProblem(50_000)).toBeNull()
    // Valid JSON, so only the length can refuse it.
    const big = `{"a":"${'x'.repeat(60_000 - 8)}"}`
    expect(big).toHaveLength(60_000)
    expect(parsePayload(big)).toEqual({ ok: false, error: '60,000 characters: JWT Generator signs up to 50,000.' })
  })
  it('an ASCII payload at the limit signs to a token JWT Decoder reads (under 100,000 characters)', async () => {
    const atLimit = `{"a":"${'x'.repeat(PAYLOAD_MAX_CHARS - 8)}"}`
    const parsed = parsePayload(atLimit)
    if (!parsed.ok) throw new Error(parsed.error)
    const token = await signHmacJwt(
      buildHeader('HS512', ''),
      parsed.value,
      secretBytes('s'.repeat(64), 'utf8'),
      'HS512',
    )
    expect(token.length).toBeLessThan(100_000)
    expect((await verifyJwt(parseJwt(token), 's'.repeat(64), { secretEncoding: 'utf8' })).ok).toBe(true)
  })
})
