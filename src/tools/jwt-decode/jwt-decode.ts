// What the JWT decoder shows beyond the raw parts: the time claims (iat/exp/nbf/auth_time) as dates with a
// validity verdict, and plain-English names for registered header parameters and claims (RFC 7515/7519, OIDC).

import { lazy } from '../../lib/lazy'

export const CLAIM_NAMES: Record<string, string> = {
  iss: 'Issuer',
  sub: 'Subject',
  aud: 'Audience',
  exp: 'Expires at',
  nbf: 'Not valid before',
  iat: 'Issued at',
  jti: 'Token ID',
  auth_time: 'Authenticated at',
  nonce: 'Nonce',
  azp: 'Authorized party',
  scope: 'Scope',
  client_id: 'Client ID',
  name: 'Full name',
  email: 'Email',
  email_verified: 'Email verified',
  roles: 'Roles',
  sid: 'Session ID',
  acr: 'Authentication context class',
  amr: 'Authentication methods',
}

export const HEADER_NAMES: Record<string, string> = {
  alg: 'Algorithm',
  typ: 'Type',
  cty: 'Content type',
  kid: 'Key ID',
  jku: 'JWK Set URL',
  jwk: 'JSON Web Key',
  x5u: 'X.509 URL',
  x5c: 'X.509 certificate chain',
  x5t: 'X.509 SHA-1 thumbprint',
  'x5t#S256': 'X.509 SHA-256 thumbprint',
  crit: 'Critical',
  enc: 'Encryption',
  zip: 'Compression',
}

export const TIME_CLAIMS = ['iat', 'nbf', 'exp', 'auth_time', 'updated_at'] as const

export interface TimeClaim {
  claim: string
  seconds: number
  date: Date
  /** e.g. "in 2 hours", "3 days ago". */
  relative: string
}

export type Validity =
  | { state: 'valid'; text: string }
  | { state: 'expired'; text: string }
  | { state: 'not-yet'; text: string }
  | { state: 'no-exp'; text: string }

export interface ClaimReport {
  times: TimeClaim[]
  validity: Validity | null
  /** Time claims that are present but not NumericDate (seconds since 1970). */
  problems: string[]
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
]

const rtf = lazy(() => new Intl.RelativeTimeFormat('en', { numeric: 'auto' }))

export function relativeTime(seconds: number, nowSeconds: number): string {
  const diff = seconds - nowSeconds
  const abs = Math.abs(diff)
  for (const [unit, size] of UNITS) {
    if (abs >= size * 0.99 || unit === 'second') return rtf().format(Math.round(diff / size), unit)
  }
  return rtf().format(0, 'second')
}

/** Duration in words, e.g. "1 hour 5 minutes", for the token's lifetime. */
export function durationText(totalSeconds: number): string {
  let s = Math.abs(Math.round(totalSeconds))
  if (s === 0) return '0 seconds'
  const out: string[] = []
  for (const [unit, size] of UNITS.filter(([u]) => u !== 'month' && u !== 'week')) {
    const n = Math.floor(s / size)
    if (n > 0) {
      out.push(`${n} ${unit}${n === 1 ? '' : 's'}`)
      s -= n * size
    }
    if (out.length === 2) break
  }
  return out.join(' ')
}

export function analyseClaims(payload: unknown, nowMs: number, leewaySeconds = 0): ClaimReport {
  const times: TimeClaim[] = []
  const problems: string[] = []
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return { times, validity: null, problems }
  const p = payload as Record<string, unknown>
  const now = nowMs / 1000
  for (const claim of TIME_CLAIMS) {
    if (!(claim in p)) continue
    const v = p[claim]
    if (typeof v !== 'number' || !Number.isFinite(v)) {
      problems.push(
        `"${claim}" should be a NumericDate (seconds since 1970-01-01 UTC), but it is ${JSON.stringify(v)}.`,
      )
      continue
    }
    if (v > 1e11) problems.push(`"${claim}" looks like milliseconds, not seconds: as seconds it is far in the future.`)
    const date = new Date(v * 1000)
    if (Number.isNaN(date.getTime())) {
      problems.push(`"${claim}" is out of the range of dates.`)
      continue
    }
    times.push({ claim, seconds: v, date, relative: relativeTime(v, now) })
  }
  const exp = typeof p.exp === 'number' && Number.isFinite(p.exp) ? p.exp : undefined
  const nbf = typeof p.nbf === 'number' && Number.isFinite(p.nbf) ? p.nbf : undefined
  const iat = typeof p.iat === 'number' && Number.isFinite(p.iat) ? p.iat : undefined
  let validity: Validity
  if (nbf !== undefined && now + leewaySeconds < nbf)
    validity = { state: 'not-yet', text: `Not yet valid: it becomes valid ${relativeTime(nbf, now)}.` }
  else if (exp !== undefined && now - leewaySeconds >= exp)
    validity = { state: 'expired', text: `Expired ${relativeTime(exp, now)}.` }
  else if (exp !== undefined) validity = { state: 'valid', text: `Valid: it expires ${relativeTime(exp, now)}.` }
  else validity = { state: 'no-exp', text: 'No expiry ("exp" is missing): this token never expires by itself.' }
  if (iat !== undefined && exp !== undefined && exp < iat) problems.push('"exp" is before "iat".')
  if (iat !== undefined && iat > now + 300 + leewaySeconds) problems.push('"iat" (issued at) is in the future.')
  if (iat !== undefined && exp !== undefined && exp >= iat)
    validity = { ...validity, text: `${validity.text} Lifetime ${durationText(exp - iat)}.` }
  return { times, validity, problems }
}

/** JSON formatted for display with 2-space indent; non-JSON text is returned as is. */
export function pretty(value: unknown): string {
  return JSON.stringify(value, null, 2)
}

// RFC 7515 Appendix A.1 / RFC 7519 §3.1 example (HS256; the key is the JWK below).
export const EXAMPLE_HS256 = {
  token:
    'eyJ0eXAiOiJKV1QiLA0KICJhbGciOiJIUzI1NiJ9.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ.dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk',
  key: '{"kty":"oct","k":"AyM1SysPpbyDfgZld3umj1qzKObwVMkoqQ-EstJQLr_T-1qS0gZH75aKtMN3Yj0iPS4hcgUuTwjAzZr1Z9CAow"}',
}

// RFC 7515 Appendix A.2 (RS256) and A.3 (ES256), with their public JWKs.
export const EXAMPLE_RS256 = {
  token:
    'eyJhbGciOiJSUzI1NiJ9.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ.cC4hiUPoj9Eetdgtv3hF80EGrhuB__dzERat0XF9g2VtQgr9PJbu3XOiZj5RZmh7AAuHIm4Bh-0Qc_lF5YKt_O8W2Fp5jujGbds9uJdbF9CUAr7t1dnZcAcQjbKBYNX4BAynRFdiuB--f_nZLgrnbyTyWzO75vRK5h6xBArLIARNPvkSjtQBMHlb1L07Qe7K0GarZRmB_eSN9383LcOLn6_dO--xi12jzDwusC-eOkHWEsqtFZESc6BfI7noOPqvhJ1phCnvWh6IeYI2w9QOYEUipUTI8np6LbgGY9Fs98rqVt5AXLIhWkWywlVmtVrBp0igcN_IoypGlUPQGe77Rw',
  key: '{"kty":"RSA","n":"ofgWCuLjybRlzo0tZWJjNiuSfb4p4fAkd_wWJcyQoTbji9k0l8W26mPddxHmfHQp-Vaw-4qPCJrcS2mJPMEzP1Pt0Bm4d4QlL-yRT-SFd2lZS-pCgNMsD1W_YpRPEwOWvG6b32690r2jZ47soMZo9wGzjb_7OMg0LOL-bSf63kpaSHSXndS5z5rexMdbBYUsLA9e-KXBdQOS-UTo7WTBEMa2R2CapHg665xsmtdVMTBQY4uDZlxvb3qCo5ZwKh9kG4LT6_I5IhlJH7aGhyxXFvUK-DWNmoudF8NAco9_h9iaGNj8q2ethFkMLs91kzk2PAcDTW9gb54h4FRWyuXpoQ","e":"AQAB"}',
}

export const EXAMPLE_ES256 = {
  token:
    'eyJhbGciOiJFUzI1NiJ9.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ.DtEhU3ljbEg8L38VWAfUAqOyKAM6-Xx-F4GawxaepmXFCgfTjDxw5djxLa8ISlSApmWQxfKTUJqPP3-Kg6NU1Q',
  key: '{"kty":"EC","crv":"P-256","x":"f83OJ3D2xF1Bg8vub9tLe1gHMzV76e8Tus9uPHvRVEU","y":"x_FEzRu9m36HLN_tue659LNpXW6pCyStikYjKIWI5a0"}',
}
