// JSON Web Token plumbing shared by jwt-decode and jwt-generator: strict base64url, compact JWS parsing with a
// reason per part, HMAC signing, and signature checks with WebCrypto (HMAC, RSA PKCS#1 v1.5 / PSS, ECDSA, EdDSA)
// from a secret, a PEM public key or certificate, or a JWK / JWK Set.

const B64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
const LOOKUP = new Int16Array(128).fill(-1)
for (let i = 0; i < B64URL.length; i++) LOOKUP[B64URL.charCodeAt(i)] = i

export function base64UrlEncode(bytes: Uint8Array): string {
  let out = ''
  let i = 0
  for (; i + 2 < bytes.length; i += 3) {
    const n = ((bytes[i] as number) << 16) | ((bytes[i + 1] as number) << 8) | (bytes[i + 2] as number)
    out += B64URL[n >> 18] + B64URL[(n >> 12) & 63] + B64URL[(n >> 6) & 63] + B64URL[n & 63]
  }
  const rest = bytes.length - i
  if (rest === 1) {
    const n = (bytes[i] as number) << 16
    out += B64URL[n >> 18] + B64URL[(n >> 12) & 63]
  } else if (rest === 2) {
    const n = ((bytes[i] as number) << 16) | ((bytes[i + 1] as number) << 8)
    out += B64URL[n >> 18] + B64URL[(n >> 12) & 63] + B64URL[(n >> 6) & 63]
  }
  return out
}

export const utf8Encode = (text: string) => new TextEncoder().encode(text)

export function base64UrlEncodeText(text: string): string {
  return base64UrlEncode(utf8Encode(text))
}

export class Base64UrlError extends Error {
  constructor(
    message: string,
    readonly index: number,
  ) {
    super(message)
    this.name = 'Base64UrlError'
  }
}

/** Strict base64url (RFC 4648 §5, no padding, as JWS requires). Throws Base64UrlError naming the bad character. */
export function base64UrlDecode(text: string): Uint8Array {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code >= 128 || LOOKUP[code] === -1) {
      const ch = text[i] as string
      const why =
        ch === '='
          ? 'padding “=” is not allowed in a JWT (base64url without padding)'
          : ch === '+' || ch === '/'
            ? `“${ch}” belongs to standard Base64; a JWT uses base64url (“-” and “_”)`
            : /\s/.test(ch)
              ? 'whitespace is not allowed inside a part'
              : `“${ch}” is not a base64url character`
      throw new Base64UrlError(`Character ${i + 1}: ${why}.`, i)
    }
  }
  if (text.length % 4 === 1)
    throw new Base64UrlError(
      `Length ${text.length} is impossible for base64url (a character is missing or extra).`,
      text.length,
    )
  const out = new Uint8Array(Math.floor((text.length * 3) / 4))
  let o = 0
  let acc = 0
  let bits = 0
  for (let i = 0; i < text.length; i++) {
    acc = (acc << 6) | (LOOKUP[text.charCodeAt(i)] as number)
    bits += 6
    if (bits >= 8) {
      bits -= 8
      out[o++] = (acc >> bits) & 0xff
    }
  }
  return out.subarray(0, o)
}

/** Lenient Base64 / base64url (padding, whitespace allowed), for secrets and keys people paste. */
export function base64AnyDecode(text: string): Uint8Array {
  const clean = text.replace(/\s+/g, '').replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')
  return base64UrlDecode(clean)
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true })

export type PartName = 'header' | 'payload' | 'signature'

export interface DecodedJsonPart {
  raw: string
  /** Decoded text, when the bytes are UTF-8. */
  text?: string
  /** Parsed JSON value, when the text is JSON. */
  json?: unknown
  /** What is wrong with this part, in words. */
  error?: string
}

export interface ParsedJwt {
  /** The token after trimming and removing a "Bearer " prefix. */
  token: string
  header: DecodedJsonPart
  payload: DecodedJsonPart
  signature: { raw: string; bytes?: Uint8Array; error?: string }
  /** Problems with the token as a whole (wrong number of parts, JWE …). */
  errors: string[]
  /** Non-fatal remarks (alg none, unusual typ …). */
  warnings: string[]
  /** header.alg when it is a string. */
  alg?: string
  /** The bytes the signature covers: ASCII(header "." payload). */
  signingInput: string
}

function decodeJsonPart(raw: string, name: 'header' | 'payload'): DecodedJsonPart {
  const label = name === 'header' ? 'Header' : 'Payload'
  if (!raw) return { raw, error: `${label} is empty.` }
  let bytes: Uint8Array
  try {
    bytes = base64UrlDecode(raw)
  } catch (e) {
    return { raw, error: `${label} is not valid base64url. ${(e as Error).message}` }
  }
  let text: string
  try {
    text = strictUtf8.decode(bytes)
  } catch {
    return { raw, error: `${label} decodes to ${bytes.length} bytes that are not UTF-8 text, so it cannot be JSON.` }
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (e) {
    return { raw, text, error: `${label} is not valid JSON: ${(e as Error).message}` }
  }
  if (json === null || typeof json !== 'object' || Array.isArray(json))
    return {
      raw,
      text,
      json,
      error: `${label} must be a JSON object, found ${Array.isArray(json) ? 'an array' : json === null ? 'null' : `a ${typeof json}`}.`,
    }
  return { raw, text, json }
}

export function parseJwt(input: string): ParsedJwt {
  let token = input.trim().replace(/^bearer\s+/i, '')
  const errors: string[] = []
  const warnings: string[] = []
  if (/\s/.test(token)) {
    warnings.push('Whitespace and line breaks inside the token were removed.')
    token = token.replace(/\s+/g, '')
  }
  const parts = token.split('.')
  if (parts.length === 5)
    errors.push(
      'This token has 5 parts: it is an encrypted JWT (JWE). Only its header can be read; the payload needs the recipient’s private key.',
    )
  else if (parts.length !== 3)
    errors.push(
      `A signed JWT has 3 parts separated by dots (header.payload.signature); this one has ${parts.length} ${parts.length === 1 ? 'part' : 'parts'}.`,
    )
  const [h = '', p = '', s = ''] = parts
  const header = decodeJsonPart(h, 'header')
  const payload: DecodedJsonPart =
    parts.length >= 2 && parts.length !== 5
      ? decodeJsonPart(p, 'payload')
      : { raw: parts.length === 5 ? p : '', error: parts.length === 5 ? 'Encrypted (JWE).' : 'Missing.' }
  // A JWS payload may be any bytes; a JWT's must be a JSON object. Text payloads are still shown.
  const signature: ParsedJwt['signature'] = { raw: parts.length === 3 ? s : '' }
  if (parts.length === 3) {
    try {
      signature.bytes = base64UrlDecode(s)
    } catch (e) {
      signature.error = `Signature is not valid base64url. ${(e as Error).message}`
    }
  }
  let alg: string | undefined
  const hj = header.json as Record<string, unknown> | undefined
  if (hj && typeof hj === 'object' && !header.error) {
    if (typeof hj.alg !== 'string') header.error = 'Header has no "alg" (algorithm) member, which every JWS must have.'
    else alg = hj.alg
    if (hj.alg === 'none') {
      if (s) signature.error = 'Header says "alg": "none" but a signature is present.'
      else warnings.push('"alg": "none": this token is not signed, anyone can change it. Never accept it as proof.')
    } else if (parts.length === 3 && !s) {
      signature.error = `Signature is empty, but the header says it is signed with ${String(hj.alg)}.`
    }
    if (typeof hj.crit !== 'undefined') warnings.push(`Header lists critical extensions: ${JSON.stringify(hj.crit)}.`)
  }
  if (alg && signature.bytes && !signature.error) {
    const expected = expectedSignatureLength(alg)
    if (expected && signature.bytes.length !== expected)
      signature.error = `A ${alg} signature is ${expected} bytes; this one is ${signature.bytes.length}.`
  }
  return { token, header, payload, signature, errors, warnings, alg, signingInput: `${h}.${p}` }
}

function expectedSignatureLength(alg: string): number | undefined {
  return (
    { HS256: 32, HS384: 48, HS512: 64, ES256: 64, ES384: 96, ES512: 132, EdDSA: 64, Ed25519: 64 } as Record<
      string,
      number
    >
  )[alg]
}

// ---- Algorithms -------------------------------------------------------------------------------------------------

export type HmacAlg = 'HS256' | 'HS384' | 'HS512'
export const HMAC_ALGS: readonly HmacAlg[] = ['HS256', 'HS384', 'HS512']

type Family = 'HMAC' | 'RSA' | 'PSS' | 'EC' | 'ED'

interface AlgInfo {
  family: Family
  hash: 'SHA-256' | 'SHA-384' | 'SHA-512'
  curve?: 'P-256' | 'P-384' | 'P-521'
}

export const SUPPORTED_ALGS: Record<string, AlgInfo> = {
  HS256: { family: 'HMAC', hash: 'SHA-256' },
  HS384: { family: 'HMAC', hash: 'SHA-384' },
  HS512: { family: 'HMAC', hash: 'SHA-512' },
  RS256: { family: 'RSA', hash: 'SHA-256' },
  RS384: { family: 'RSA', hash: 'SHA-384' },
  RS512: { family: 'RSA', hash: 'SHA-512' },
  PS256: { family: 'PSS', hash: 'SHA-256' },
  PS384: { family: 'PSS', hash: 'SHA-384' },
  PS512: { family: 'PSS', hash: 'SHA-512' },
  ES256: { family: 'EC', hash: 'SHA-256', curve: 'P-256' },
  ES384: { family: 'EC', hash: 'SHA-384', curve: 'P-384' },
  ES512: { family: 'EC', hash: 'SHA-512', curve: 'P-521' },
  EdDSA: { family: 'ED', hash: 'SHA-512' },
  Ed25519: { family: 'ED', hash: 'SHA-512' },
}

export function isHmacAlg(alg: string | undefined): alg is HmacAlg {
  return alg === 'HS256' || alg === 'HS384' || alg === 'HS512'
}

const buf = (b: Uint8Array): ArrayBuffer => b.slice().buffer as ArrayBuffer

async function hmacKey(secret: Uint8Array, hash: string, usage: 'sign' | 'verify') {
  return crypto.subtle.importKey('raw', buf(secret), { name: 'HMAC', hash }, false, [usage])
}

/** Signs header+payload with an HMAC secret; returns the compact token. */
export async function signHmacJwt(
  header: Record<string, unknown>,
  payload: unknown,
  secret: Uint8Array,
  alg: HmacAlg,
): Promise<string> {
  if (secret.length === 0) throw new Error('The secret is empty.')
  const info = SUPPORTED_ALGS[alg] as AlgInfo
  const input = `${base64UrlEncodeText(JSON.stringify({ ...header, alg }))}.${base64UrlEncodeText(JSON.stringify(payload))}`
  const key = await hmacKey(secret, info.hash, 'sign')
  const sig = new Uint8Array(await crypto.subtle.sign('HMAC', key, buf(utf8Encode(input))))
  return `${input}.${base64UrlEncode(sig)}`
}

// ---- Keys -------------------------------------------------------------------------------------------------------

export type SecretEncoding = 'utf8' | 'base64'

export function secretBytes(secret: string, encoding: SecretEncoding): Uint8Array {
  if (encoding === 'utf8') return utf8Encode(secret)
  try {
    return base64AnyDecode(secret)
  } catch (e) {
    throw new Error(`The secret is not valid Base64: ${(e as Error).message}`)
  }
}

interface DerNode {
  tag: number
  start: number
  headerLength: number
  length: number
}

function readDer(bytes: Uint8Array, pos: number): DerNode {
  const tag = bytes[pos]
  let len = bytes[pos + 1]
  if (tag === undefined || len === undefined) throw new Error('Truncated DER data.')
  let header = 2
  if (len & 0x80) {
    const n = len & 0x7f
    if (n === 0 || n > 4) throw new Error('Unsupported DER length.')
    len = 0
    for (let i = 0; i < n; i++) len = len * 256 + (bytes[pos + 2 + i] as number)
    header += n
  }
  if (pos + header + len > bytes.length) throw new Error('Truncated DER data.')
  return { tag, start: pos, headerLength: header, length: len }
}

/** The SubjectPublicKeyInfo inside an X.509 certificate (Certificate → tbsCertificate → 7th field). */
export function spkiFromCertificate(der: Uint8Array): Uint8Array {
  const cert = readDer(der, 0)
  const tbs = readDer(der, cert.start + cert.headerLength)
  let pos = tbs.start + tbs.headerLength
  let node = readDer(der, pos)
  if (node.tag === 0xa0) {
    pos += node.headerLength + node.length
    node = readDer(der, pos)
  }
  // serialNumber, signature, issuer, validity, subject, then subjectPublicKeyInfo.
  for (let i = 0; i < 5; i++) {
    pos += node.headerLength + node.length
    node = readDer(der, pos)
  }
  if (node.tag !== 0x30) throw new Error('Could not find the public key in this certificate.')
  return der.slice(node.start, node.start + node.headerLength + node.length)
}

function derLength(n: number): number[] {
  if (n < 128) return [n]
  const out: number[] = []
  while (n > 0) {
    out.unshift(n & 0xff)
    n >>= 8
  }
  return [0x80 | out.length, ...out]
}

/** Wraps a PKCS#1 RSAPublicKey in a SubjectPublicKeyInfo, which WebCrypto imports. */
export function spkiFromPkcs1(pkcs1: Uint8Array): Uint8Array {
  const algId = [0x30, 0x0d, 0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x01, 0x05, 0x00]
  const bitString = [0x03, ...derLength(pkcs1.length + 1), 0x00, ...pkcs1]
  return new Uint8Array([0x30, ...derLength(algId.length + bitString.length), ...algId, ...bitString])
}

export interface PemBlock {
  label: string
  der: Uint8Array
}

export function parsePem(text: string): PemBlock | null {
  const m = /-----BEGIN ([A-Z0-9 ]+)-----([\s\S]*?)-----END \1-----/.exec(text)
  if (!m) return null
  const body = (m[2] as string).replace(/^[A-Za-z-]+:.*$/gm, '')
  return { label: m[1] as string, der: base64AnyDecode(body) }
}

function importParams(info: AlgInfo, alg: string): RsaHashedImportParams | EcKeyImportParams | Algorithm {
  switch (info.family) {
    case 'RSA':
      return { name: 'RSASSA-PKCS1-v1_5', hash: info.hash }
    case 'PSS':
      return { name: 'RSA-PSS', hash: info.hash }
    case 'EC':
      return { name: 'ECDSA', namedCurve: info.curve as string }
    case 'ED':
      return { name: 'Ed25519' }
    default:
      throw new Error(`${alg} does not use a public key.`)
  }
}

function verifyParams(info: AlgInfo): AlgorithmIdentifier | RsaPssParams | EcdsaParams {
  switch (info.family) {
    case 'HMAC':
      return 'HMAC'
    case 'RSA':
      return 'RSASSA-PKCS1-v1_5'
    case 'PSS':
      return { name: 'RSA-PSS', saltLength: Number(info.hash.slice(4)) / 8 }
    case 'EC':
      return { name: 'ECDSA', hash: info.hash }
    case 'ED':
      return 'Ed25519'
  }
}

type Jwk = JsonWebKey & { kid?: string; alg?: string }

function pickJwk(value: unknown, kid: string | undefined, alg: string): Jwk {
  const obj = value as { keys?: unknown }
  if (obj && Array.isArray(obj.keys)) {
    const keys = obj.keys as Jwk[]
    if (keys.length === 0) throw new Error('The JWK Set has no keys.')
    const byKid = kid ? keys.filter((k) => k.kid === kid) : []
    if (kid && byKid.length === 0) throw new Error(`The JWK Set has no key with "kid": "${kid}" (the token’s kid).`)
    const candidates = byKid.length ? byKid : keys.filter((k) => !k.alg || k.alg === alg)
    const first = candidates[0]
    if (!first) throw new Error(`The JWK Set has no key for ${alg}.`)
    return first
  }
  if (!obj || typeof obj !== 'object') throw new Error('The JWK must be a JSON object.')
  return obj as Jwk
}

/** What the user pasted as the key, parsed into a WebCrypto key for this alg. */
export async function importVerifyKey(
  alg: string,
  keyText: string,
  opts: { secretEncoding?: SecretEncoding; kid?: string } = {},
): Promise<CryptoKey> {
  const info = SUPPORTED_ALGS[alg]
  if (!info) throw new Error(`Algorithm ${alg} is not supported here.`)
  const text = keyText.trim()
  if (info.family === 'HMAC') {
    if (text.startsWith('{')) {
      let jwk: Jwk
      try {
        jwk = pickJwk(JSON.parse(text), opts.kid, alg)
      } catch (e) {
        throw new Error(e instanceof SyntaxError ? `The JWK is not valid JSON: ${e.message}` : (e as Error).message)
      }
      if (jwk.kty !== 'oct' || typeof jwk.k !== 'string')
        throw new Error(`An ${alg} key as JWK must have "kty": "oct" and a "k" member.`)
      return hmacKey(base64AnyDecode(jwk.k), info.hash, 'verify')
    }
    const bytes = secretBytes(keyText, opts.secretEncoding ?? 'utf8')
    if (bytes.length === 0) throw new Error('Enter the secret.')
    return hmacKey(bytes, info.hash, 'verify')
  }
  if (!text) throw new Error('Paste the public key (PEM or JWK).')
  const params = importParams(info, alg)
  if (text.startsWith('{')) {
    let jwk: Jwk
    try {
      jwk = pickJwk(JSON.parse(text), opts.kid, alg)
    } catch (e) {
      throw new Error(e instanceof SyntaxError ? `The JWK is not valid JSON: ${e.message}` : (e as Error).message)
    }
    const wanted = info.family === 'EC' ? 'EC' : info.family === 'ED' ? 'OKP' : 'RSA'
    if (jwk.kty !== wanted) throw new Error(`${alg} needs a "kty": "${wanted}" key; this JWK is "${String(jwk.kty)}".`)
    if (info.family === 'EC' && jwk.crv !== info.curve)
      throw new Error(`${alg} needs curve ${info.curve}; this JWK is on ${String(jwk.crv)}.`)
    // Keep only the public members so a private JWK pasted by mistake still verifies.
    const pub: JsonWebKey =
      wanted === 'RSA'
        ? { kty: 'RSA', n: jwk.n, e: jwk.e }
        : wanted === 'EC'
          ? { kty: 'EC', crv: jwk.crv, x: jwk.x, y: jwk.y }
          : { kty: 'OKP', crv: jwk.crv, x: jwk.x }
    try {
      return await crypto.subtle.importKey('jwk', pub, params, false, ['verify'])
    } catch (e) {
      throw new Error(`This JWK cannot be used for ${alg}: ${(e as Error).message}`)
    }
  }
  let pem: PemBlock | null
  try {
    pem = parsePem(text)
  } catch (e) {
    throw new Error(`The PEM body is not valid Base64: ${(e as Error).message}`)
  }
  if (!pem) throw new Error('The key must be PEM (-----BEGIN PUBLIC KEY-----) or a JWK in JSON.')
  let spki: Uint8Array
  if (pem.label === 'PUBLIC KEY') spki = pem.der
  else if (pem.label === 'RSA PUBLIC KEY') spki = spkiFromPkcs1(pem.der)
  else if (pem.label === 'CERTIFICATE') spki = spkiFromCertificate(pem.der)
  else if (pem.label.includes('PRIVATE'))
    throw new Error('This is a PRIVATE key. Paste the public key: never paste a private key into a web page.')
  else throw new Error(`A PEM “${pem.label}” is not a public key; use PUBLIC KEY or CERTIFICATE.`)
  try {
    return await crypto.subtle.importKey('spki', buf(spki), params, false, ['verify'])
  } catch (e) {
    throw new Error(`This public key cannot be used for ${alg} (wrong key type or curve?): ${(e as Error).message}`)
  }
}

export type VerifyResult = { ok: true } | { ok: false; reason: string }

/** Checks the token's signature with the pasted key; never throws for user mistakes. */
export async function verifyJwt(
  parsed: ParsedJwt,
  keyText: string,
  opts: { secretEncoding?: SecretEncoding } = {},
): Promise<VerifyResult> {
  if (parsed.errors.length) return { ok: false, reason: 'The token is malformed, so it cannot be checked.' }
  if (parsed.header.error || !parsed.alg) return { ok: false, reason: 'The header cannot be read.' }
  if (parsed.alg === 'none') return { ok: false, reason: 'The token is unsigned ("alg": "none").' }
  const info = SUPPORTED_ALGS[parsed.alg]
  if (!info) return { ok: false, reason: `Algorithm ${parsed.alg} is not supported for checking.` }
  if (parsed.signature.error || !parsed.signature.bytes)
    return { ok: false, reason: parsed.signature.error ?? 'No signature.' }
  let key: CryptoKey
  const kid = (parsed.header.json as { kid?: unknown }).kid
  try {
    key = await importVerifyKey(parsed.alg, keyText, {
      secretEncoding: opts.secretEncoding,
      kid: typeof kid === 'string' ? kid : undefined,
    })
  } catch (e) {
    const msg = (e as Error).message
    if (info.family === 'ED' && /Ed25519|not supported|Unrecognized/i.test(msg))
      return { ok: false, reason: 'This browser cannot check Ed25519 signatures.' }
    return { ok: false, reason: msg }
  }
  const valid = await crypto.subtle.verify(
    verifyParams(info),
    key,
    buf(parsed.signature.bytes),
    buf(utf8Encode(parsed.signingInput)),
  )
  return valid
    ? { ok: true }
    : { ok: false, reason: 'Invalid signature: the key does not match, or the token was changed.' }
}
