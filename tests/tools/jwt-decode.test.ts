import { constants, createSign, generateKeyPairSync, sign as nodeSign } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  base64UrlDecode,
  base64UrlEncode,
  base64UrlEncodeText,
  parseJwt,
  signHmacJwt,
  verifyJwt,
} from '../../src/lib/jwt'
import {
  analyseClaims,
  durationText,
  EXAMPLE_ES256,
  EXAMPLE_HS256,
  EXAMPLE_RS256,
} from '../../src/tools/jwt-decode/jwt-decode'

// A self-signed P-256 certificate and its key, made with openssl for this test.
const CERT = `-----BEGIN CERTIFICATE-----
MIIBhjCCASugAwIBAgIUbTW1huGv1dF6i+epNKHx7kZHZSQwCgYIKoZIzj0EAwIw
GDEWMBQGA1UEAwwNbG9jYWxraXQgdGVzdDAeFw0yNjExMjYwMzA3MDZaFw0zNjEx
MjMwMzA3MDZaMBgxFjAUBgNVBAMMDWxvY2Fsa2l0IHRlc3QwWTATBgcqhkjOPQIB
BggqhkjOPQMBBwNCAAS2LFOHNX/+ZKdPWcooUMCHUYWNyuUOXVkd8nC4x+mtZfQJ
G9Tdnf6vX6pNYCISXGZpnMWZvPBrcHLtHUrG9dSGo1MwUTAdBgNVHQ4EFgQUCyr4
85G14wf71DrFV5Nw4heNUDAwHwYDVR0jBBgwFoAUCyr485G14wf71DrFV5Nw4heN
UDAwDwYDVR0TAQH/BAUwAwEB/zAKBggqhkjOPQQDAgNJADBGAiEAhJj1+EJJW77Y
m4yDm0hWD4zcJFuX/ydWR6BGbvy8knsCIQD0UhFp5Q3sYVv7edROlCKJ5EOsgxJT
QJI/RmU1tNILLQ==
-----END CERTIFICATE-----`
const CERT_KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgq5p565nS8wO7olxC
1Lif4RCpfXvm6ad/qm6JacOYZ5ChRANCAAS2LFOHNX/+ZKdPWcooUMCHUYWNyuUO
XVkd8nC4x+mtZfQJG9Tdnf6vX6pNYCISXGZpnMWZvPBrcHLtHUrG9dSG
-----END PRIVATE KEY-----`

const b64u = (b: Buffer) => b.toString('base64url')
function nodeToken(alg: string, payload: object, signer: (input: Buffer) => Buffer, extra: object = {}) {
  const input = `${b64u(Buffer.from(JSON.stringify({ alg, typ: 'JWT', ...extra })))}.${b64u(Buffer.from(JSON.stringify(payload)))}`
  return `${input}.${b64u(signer(Buffer.from(input)))}`
}

describe('base64url', () => {
  it('matches RFC 4648 vectors without padding', () => {
    const vectors: [string, string][] = [
      ['', ''],
      ['f', 'Zg'],
      ['fo', 'Zm8'],
      ['foo', 'Zm9v'],
      ['foob', 'Zm9vYg'],
      ['fooba', 'Zm9vYmE'],
      ['foobar', 'Zm9vYmFy'],
    ]
    for (const [plain, enc] of vectors) {
      expect(base64UrlEncodeText(plain)).toBe(enc)
      expect(new TextDecoder().decode(base64UrlDecode(enc))).toBe(plain)
    }
  })
  it('uses - and _ and round-trips all bytes', () => {
    const all = new Uint8Array(256).map((_, i) => i)
    const enc = base64UrlEncode(all)
    expect(enc).toBe(Buffer.from(all).toString('base64url'))
    expect(Array.from(base64UrlDecode(enc))).toEqual(Array.from(all))
  })
  it('names bad characters and impossible lengths', () => {
    expect(() => base64UrlDecode('ab+c')).toThrow(/Character 3: “\+” belongs to standard Base64/)
    expect(() => base64UrlDecode('abc=')).toThrow(/padding/)
    expect(() => base64UrlDecode('a!')).toThrow(/Character 2: “!” is not a base64url character/)
    expect(() => base64UrlDecode('abcde')).toThrow(/Length 5 is impossible/)
  })
})

describe('parseJwt', () => {
  it('decodes the RFC 7519 §3.1 / RFC 7515 A.1 example', () => {
    const t = parseJwt(EXAMPLE_HS256.token)
    expect(t.errors).toEqual([])
    expect(t.header.json).toEqual({ typ: 'JWT', alg: 'HS256' })
    expect(t.payload.json).toEqual({ iss: 'joe', exp: 1300819380, 'http://example.com/is_root': true })
    expect(t.payload.text).toBe('{"iss":"joe",\r\n "exp":1300819380,\r\n "http://example.com/is_root":true}')
    expect(t.alg).toBe('HS256')
    expect(t.signature.bytes?.length).toBe(32)
  })
  it('strips "Bearer " and whitespace', () => {
    const t = parseJwt(`  Bearer ${EXAMPLE_HS256.token.slice(0, 20)}\n${EXAMPLE_HS256.token.slice(20)} `)
    expect(t.errors).toEqual([])
    expect(t.token).toBe(EXAMPLE_HS256.token)
    expect(t.warnings[0]).toMatch(/Whitespace/)
  })
  it('explains the wrong number of parts and JWE', () => {
    expect(parseJwt('abc').errors[0]).toMatch(/has 1 part\./)
    expect(parseJwt('a.b').errors[0]).toMatch(/has 2 parts/)
    expect(parseJwt('eyJhbGciOiJSU0EtT0FFUCIsImVuYyI6IkEyNTZHQ00ifQ.a.b.c.d').errors[0]).toMatch(
      /encrypted JWT \(JWE\)/,
    )
    expect(parseJwt('eyJhbGciOiJSU0EtT0FFUCIsImVuYyI6IkEyNTZHQ00ifQ.a.b.c.d').header.json).toEqual({
      alg: 'RSA-OAEP',
      enc: 'A256GCM',
    })
  })
  it('explains each broken part', () => {
    const h = b64u(Buffer.from('{"alg":"HS256"}'))
    expect(parseJwt(`${h}.e30.`).signature.error).toMatch(
      /Signature is empty, but the header says it is signed with HS256/,
    )
    expect(parseJwt(`x+y.e30.abc`).header.error).toMatch(/Header is not valid base64url\. Character 2/)
    expect(parseJwt(`${b64u(Buffer.from('{"alg":'))}.e30.abc`).header.error).toMatch(/Header is not valid JSON/)
    expect(parseJwt(`${b64u(Buffer.from([0xff, 0xfe]))}.e30.abc`).header.error).toMatch(/not UTF-8/)
    expect(parseJwt(`${b64u(Buffer.from('[1]'))}.e30.abc`).header.error).toMatch(
      /must be a JSON object, found an array/,
    )
    expect(parseJwt(`${b64u(Buffer.from('{"typ":"JWT"}'))}.e30.abc`).header.error).toMatch(/no "alg"/)
    expect(parseJwt(`${h}..abc`).payload.error).toMatch(/Payload is empty/)
    expect(parseJwt(`${h}.bm90IGpzb24.abc`).payload.error).toMatch(/Payload is not valid JSON/)
    expect(parseJwt(`${h}.bm90IGpzb24.abc`).payload.text).toBe('not json')
    expect(parseJwt(`${h}.e30.${b64u(Buffer.alloc(20))}`).signature.error).toBe(
      'A HS256 signature is 32 bytes; this one is 20.',
    )
  })
  it('warns about alg none', () => {
    const none = `${b64u(Buffer.from('{"alg":"none"}'))}.e30.`
    expect(parseJwt(none).warnings.join()).toMatch(/not signed/)
    expect(parseJwt(`${none}abc`).signature.error).toMatch(/"none" but a signature is present/)
  })
})

describe('verifyJwt with published vectors', () => {
  it('RFC 7515 A.1 HS256 with the JWK, and with the raw key as Base64', async () => {
    const t = parseJwt(EXAMPLE_HS256.token)
    expect(await verifyJwt(t, EXAMPLE_HS256.key)).toEqual({ ok: true })
    const k = JSON.parse(EXAMPLE_HS256.key).k as string
    expect(await verifyJwt(t, k, { secretEncoding: 'base64' })).toEqual({ ok: true })
    expect(await verifyJwt(t, k, { secretEncoding: 'utf8' })).toMatchObject({ ok: false, reason: /Invalid signature/ })
  })
  it('RFC 7515 A.2 RS256 with the public JWK', async () => {
    expect(await verifyJwt(parseJwt(EXAMPLE_RS256.token), EXAMPLE_RS256.key)).toEqual({ ok: true })
  })
  it('RFC 7515 A.3 ES256 with the public JWK', async () => {
    expect(await verifyJwt(parseJwt(EXAMPLE_ES256.token), EXAMPLE_ES256.key)).toEqual({ ok: true })
  })
  it('a changed payload fails', async () => {
    const [h, , s] = EXAMPLE_RS256.token.split('.')
    const forged = `${h}.${base64UrlEncodeText('{"iss":"joe","admin":true}')}.${s}`
    expect(await verifyJwt(parseJwt(forged), EXAMPLE_RS256.key)).toMatchObject({ ok: false })
  })
  it('refuses a key of the wrong type with a reason', async () => {
    expect(await verifyJwt(parseJwt(EXAMPLE_RS256.token), EXAMPLE_ES256.key)).toMatchObject({
      ok: false,
      reason: 'RS256 needs a "kty": "RSA" key; this JWK is "EC".',
    })
    expect(await verifyJwt(parseJwt(EXAMPLE_RS256.token), 'not a key')).toMatchObject({ ok: false, reason: /PEM/ })
    expect(
      await verifyJwt(parseJwt(EXAMPLE_RS256.token), '-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----'),
    ).toMatchObject({
      ok: false,
      reason: /PRIVATE key/,
    })
    expect(await verifyJwt(parseJwt(EXAMPLE_HS256.token), '')).toMatchObject({ ok: false, reason: 'Enter the secret.' })
  })
  it('picks the key by kid from a JWK Set', async () => {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
    const token = nodeToken('RS256', { sub: '1' }, (i) => createSign('SHA256').update(i).sign(privateKey), { kid: 'b' })
    const jwk = publicKey.export({ format: 'jwk' })
    const set = JSON.stringify({
      keys: [
        { ...EXAMPLE_ES256, kty: 'EC', kid: 'a' },
        { ...jwk, kid: 'b' },
      ],
    })
    expect(await verifyJwt(parseJwt(token), set)).toEqual({ ok: true })
    const wrongKid = JSON.stringify({ keys: [{ ...jwk, kid: 'c' }] })
    expect(await verifyJwt(parseJwt(token), wrongKid)).toMatchObject({ ok: false, reason: /no key with "kid": "b"/ })
  })
})

describe('verifyJwt against node:crypto signatures', () => {
  it('RS256 with SPKI PEM and PKCS#1 "RSA PUBLIC KEY" PEM', async () => {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
    const token = nodeToken('RS384', { a: 1 }, (i) => createSign('SHA384').update(i).sign(privateKey))
    const spki = publicKey.export({ type: 'spki', format: 'pem' }) as string
    const pkcs1 = publicKey.export({ type: 'pkcs1', format: 'pem' }) as string
    expect(await verifyJwt(parseJwt(token), spki)).toEqual({ ok: true })
    expect(await verifyJwt(parseJwt(token), pkcs1)).toEqual({ ok: true })
  })
  it('PS256 (RSA-PSS, salt = hash length)', async () => {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
    const token = nodeToken('PS256', { a: 1 }, (i) =>
      nodeSign('sha256', i, { key: privateKey, padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: 32 }),
    )
    expect(await verifyJwt(parseJwt(token), publicKey.export({ type: 'spki', format: 'pem' }) as string)).toEqual({
      ok: true,
    })
  })
  it('ES384 and ES512 (raw r||s signatures)', async () => {
    for (const [alg, curve, hash] of [
      ['ES384', 'P-384', 'sha384'],
      ['ES512', 'P-521', 'sha512'],
    ] as const) {
      const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: curve })
      const token = nodeToken(alg, { a: 1 }, (i) => nodeSign(hash, i, { key: privateKey, dsaEncoding: 'ieee-p1363' }))
      expect(await verifyJwt(parseJwt(token), publicKey.export({ type: 'spki', format: 'pem' }) as string)).toEqual({
        ok: true,
      })
    }
  })
  it('ES256 with an X.509 certificate PEM', async () => {
    const token = nodeToken('ES256', { a: 1 }, (i) =>
      nodeSign('sha256', i, { key: CERT_KEY, dsaEncoding: 'ieee-p1363' }),
    )
    expect(await verifyJwt(parseJwt(token), CERT)).toEqual({ ok: true })
  })
  it('EdDSA (Ed25519)', async () => {
    const { publicKey, privateKey } = generateKeyPairSync('ed25519')
    const token = nodeToken('EdDSA', { a: 1 }, (i) => nodeSign(null, i, privateKey))
    expect(await verifyJwt(parseJwt(token), publicKey.export({ type: 'spki', format: 'pem' }) as string)).toEqual({
      ok: true,
    })
  })
})

describe('signHmacJwt', () => {
  it('produces tokens that verify, and matches node HMAC', async () => {
    for (const alg of ['HS256', 'HS384', 'HS512'] as const) {
      const secret = new TextEncoder().encode('my secret ✓')
      const token = await signHmacJwt({ typ: 'JWT' }, { sub: 'ü', n: 1 }, secret, alg)
      const t = parseJwt(token)
      expect(t.header.json).toEqual({ typ: 'JWT', alg })
      expect(await verifyJwt(t, 'my secret ✓')).toEqual({ ok: true })
      const { createHmac } = await import('node:crypto')
      const expected = createHmac(`sha${alg.slice(2)}`, 'my secret ✓')
        .update(t.signingInput)
        .digest('base64url')
      expect(t.signature.raw).toBe(expected)
    }
  })
  it('refuses an empty secret', async () => {
    await expect(signHmacJwt({}, {}, new Uint8Array(), 'HS256')).rejects.toThrow(/empty/)
  })
})

describe('analyseClaims', () => {
  const now = Date.UTC(2026, 0, 1) // 1767225600
  it('reports expired, not yet valid, valid and no expiry', () => {
    expect(analyseClaims({ exp: 1300819380 }, now).validity?.state).toBe('expired')
    expect(analyseClaims({ exp: 1767225600 - 3600 }, now).validity?.text).toBe('Expired 1 hour ago.')
    expect(analyseClaims({ nbf: 1767225600 + 120, exp: 1767225600 + 3600 }, now).validity).toEqual({
      state: 'not-yet',
      text: 'Not yet valid: it becomes valid in 2 minutes.',
    })
    expect(analyseClaims({ iat: 1767225600 - 60, exp: 1767225600 + 3540 }, now).validity).toEqual({
      state: 'valid',
      text: 'Valid: it expires in 59 minutes. Lifetime 1 hour.',
    })
    expect(analyseClaims({ sub: 'x' }, now).validity?.state).toBe('no-exp')
  })
  it('exp equal to now is expired (RFC 7519 §4.1.4: "on or after")', () => {
    expect(analyseClaims({ exp: 1767225600 }, now).validity?.state).toBe('expired')
  })
  it('applies leeway', () => {
    expect(analyseClaims({ exp: 1767225600 - 30 }, now, 60).validity?.state).toBe('valid')
  })
  it('lists times as dates and flags bad values', () => {
    const r = analyseClaims({ iat: 1516239022, exp: '1516239022', nbf: 1516239022000 }, now)
    expect(r.times.map((t) => [t.claim, t.date.toISOString()])).toEqual([
      ['iat', '2018-01-18T01:30:22.000Z'],
      ['nbf', new Date(1516239022000 * 1000).toISOString()],
    ])
    expect(r.problems.join('\n')).toMatch(/"exp" should be a NumericDate/)
    expect(r.problems.join('\n')).toMatch(/"nbf" looks like milliseconds/)
  })
  it('formats durations', () => {
    expect(durationText(3600)).toBe('1 hour')
    expect(durationText(90061)).toBe('1 day 1 hour')
    expect(durationText(0)).toBe('0 seconds')
  })
})
