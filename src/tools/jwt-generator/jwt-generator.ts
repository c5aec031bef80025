// Rules for the JWT generator page: reading the payload editor, the iat/exp/nbf helpers, the header it signs with,
// secret-strength advice (RFC 7518 §3.2) and a random secret. Signing itself lives in src/lib/jwt.ts so the
// token verifies with exactly the code the decoder uses.
import { base64UrlEncode, type HmacAlg } from '../../lib/jwt'
import { textLimitProblem } from '../../lib/text/text-limit'

export type PayloadResult = { ok: true; value: Record<string, unknown> } | { ok: false; error: string }

/**
 * The longest payload text read: it is parsed, signed and checked with the decoder's verifier as you type, on the
 * page. An ASCII payload this long gives a token of about 67,000 characters, inside what JWT Decoder reads
 * (100,000); tokens travel in HTTP headers, which servers cap at 8–16 KB.
 */
export const PAYLOAD_MAX_CHARS = 50_000

/** Null within the limit; otherwise "60,000 characters: JWT Generator signs up to 50,000." */
export function payloadLimitProblem(length: number): string | null {
  return textLimitProblem(length, PAYLOAD_MAX_CHARS, 'JWT Generator', 'signs')
}

export function parsePayload(text: string): PayloadResult {
  const tooLong = payloadLimitProblem(text.length)
  if (tooLong) return { ok: false, error: tooLong }
  if (!text.trim()) return { ok: false, error: 'The payload is empty. Write a JSON object, e.g. {"sub": "123"}.' }
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (e) {
    return { ok: false, error: `The payload is not valid JSON: ${(e as Error).message}` }
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return {
      ok: false,
      error: `The payload must be a JSON object ({ … }), not ${Array.isArray(value) ? 'an array' : value === null ? 'null' : `a ${typeof value}`}.`,
    }
  return { ok: true, value: value as Record<string, unknown> }
}

export const pretty = (v: unknown) => JSON.stringify(v, null, 2)

/** Sets (or with undefined removes) one claim in the editor text; returns null when the text is not an object. */
export function setClaim(text: string, claim: string, value: unknown): string | null {
  const parsed = parsePayload(text.trim() ? text : '{}')
  if (!parsed.ok) return null
  const next = { ...parsed.value }
  if (value === undefined) delete next[claim]
  else next[claim] = value
  return pretty(next)
}

export const nowSeconds = (nowMs: number = Date.now()) => Math.floor(nowMs / 1000)

export const EXPIRY_PRESETS = [
  { label: '15 min', seconds: 15 * 60 },
  { label: '1 hour', seconds: 3600 },
  { label: '1 day', seconds: 86400 },
  { label: '7 days', seconds: 7 * 86400 },
  { label: '30 days', seconds: 30 * 86400 },
] as const

export function buildHeader(alg: HmacAlg, kid: string): Record<string, unknown> {
  const h: Record<string, unknown> = { alg, typ: 'JWT' }
  if (kid.trim()) h.kid = kid.trim()
  return h
}

const MIN_BYTES: Record<HmacAlg, number> = { HS256: 32, HS384: 48, HS512: 64 }

/** RFC 7518 §3.2: an HMAC key must be at least as long as the hash output. */
export function secretAdvice(bytes: number, alg: HmacAlg): string | null {
  const min = MIN_BYTES[alg]
  if (bytes >= min) return null
  return `This secret is ${bytes} ${bytes === 1 ? 'byte' : 'bytes'}; RFC 7518 asks for at least ${min} bytes (${min * 8} bits) for ${alg}. Short secrets can be guessed offline from any token.`
}

/** A random secret of the hash's length, base64url encoded. */
export function randomSecret(alg: HmacAlg): string {
  return base64UrlEncode(crypto.getRandomValues(new Uint8Array(MIN_BYTES[alg])))
}

export function defaultPayload(nowMs: number = Date.now()): string {
  const iat = nowSeconds(nowMs)
  return pretty({ sub: '1234567890', name: 'Ada Lovelace', admin: true, iat, exp: iat + 3600 })
}
