// The rules of the bcrypt page that need no worker: the cost range, the password as bcrypt sees it (UTF-8, only
// the first 72 bytes count), a fresh random salt, the $2a$/$2b$/$2y$ prefix, and reading a pasted hash apart with
// a precise reason when it is malformed.

export const MIN_COST = 4
export const MAX_COST = 15
export const DEFAULT_COST = 10
/** bcrypt reads at most this many bytes of the password. */
export const MAX_PASSWORD_BYTES = 72

export const PREFIXES = ['2b', '2a', '2y'] as const
export type BcryptPrefix = (typeof PREFIXES)[number]

export function clampCost(cost: number): number {
  if (!Number.isFinite(cost)) return DEFAULT_COST
  return Math.min(MAX_COST, Math.max(MIN_COST, Math.round(cost)))
}

export interface PasswordBytes {
  /** What bcrypt is given: the first 72 bytes of the UTF-8. */
  bytes: Uint8Array
  /** Length of the whole password in UTF-8 bytes. */
  byteLength: number
  truncated: boolean
  /** The characters wholly or partly beyond byte 72 (they do not change the hash). */
  ignored: string
  /** Whether byte 72 falls inside a character (its first bytes still count). */
  splitsCharacter: boolean
}

export function passwordBytes(password: string): PasswordBytes {
  const full = new TextEncoder().encode(password)
  if (full.length <= MAX_PASSWORD_BYTES)
    return { bytes: full, byteLength: full.length, truncated: false, ignored: '', splitsCharacter: false }
  let used = 0
  let index = 0
  for (const ch of password) {
    const size = new TextEncoder().encode(ch).length
    if (used + size > MAX_PASSWORD_BYTES) break
    used += size
    index += ch.length
  }
  return {
    bytes: full.slice(0, MAX_PASSWORD_BYTES),
    byteLength: full.length,
    truncated: true,
    ignored: password.slice(index),
    splitsCharacter: used < MAX_PASSWORD_BYTES,
  }
}

/** 16 random bytes from the system's CSPRNG. */
export function randomSalt(): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(16))
}

/** The same hash under another prefix ($2b$, $2a$ and $2y$ compute alike for passwords of at most 72 bytes). */
export function withPrefix(hash: string, prefix: BcryptPrefix): string {
  return hash.replace(/^\$2[aby]\$/, `$${prefix}$`)
}

export type ParsedHash =
  | { kind: 'empty' }
  | { kind: 'malformed'; reason: string }
  | { kind: 'ok'; hash: string; prefix: BcryptPrefix; cost: number; salt: string; checksum: string }

const BCRYPT_BASE64 = /^[./A-Za-z0-9]+$/

/** Reads a pasted bcrypt hash (surrounding spaces ignored); a malformed one gets the first reason found. */
export function parseBcryptHash(input: string): ParsedHash {
  const hash = input.trim()
  if (!hash) return { kind: 'empty' }
  if (/^\$2x\$/.test(hash))
    return {
      kind: 'malformed',
      reason: '$2x$ hashes come from an old crypt_blowfish bug and cannot be checked here.',
    }
  const prefix = /^\$(2[aby])\$/.exec(hash)
  if (!prefix) {
    const other = /^\$(1|5|6|argon2(?:id|i|d)|scrypt|y|7)\$/.exec(hash)
    return {
      kind: 'malformed',
      reason: other
        ? `This is not a bcrypt hash (it starts with $${other[1]}$); bcrypt hashes start with $2a$, $2b$ or $2y$.`
        : 'A bcrypt hash starts with $2a$, $2b$ or $2y$.',
    }
  }
  const costMatch = /^\$2[aby]\$(\d\d)\$/.exec(hash)
  if (!costMatch) return { kind: 'malformed', reason: 'The cost must be two digits after the prefix, as in $2b$10$.' }
  const cost = Number(costMatch[1])
  if (cost < 4 || cost > 31)
    return { kind: 'malformed', reason: `The cost must be between 04 and 31, not ${costMatch[1]}.` }
  if (hash.length !== 60)
    return { kind: 'malformed', reason: `A bcrypt hash is 60 characters long; this one has ${hash.length}.` }
  const rest = hash.slice(7)
  if (!BCRYPT_BASE64.test(rest))
    return {
      kind: 'malformed',
      reason: 'After the cost, a bcrypt hash uses only the characters . / A–Z a–z 0–9.',
    }
  return {
    kind: 'ok',
    hash,
    prefix: prefix[1] as BcryptPrefix,
    cost,
    salt: rest.slice(0, 22),
    checksum: rest.slice(22),
  }
}

export function formatDuration(ms: number): string {
  if (ms < 1000) return `${Math.max(1, Math.round(ms))} ms`
  return `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`
}

/** A rough time for a cost, scaled from a measured one (each step doubles the work). */
export function estimateMs(measuredMs: number, measuredCost: number, cost: number): number {
  return measuredMs * 2 ** (cost - measuredCost)
}
