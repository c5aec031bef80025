// Digest formatting and comparison shared by md5-hash, sha256-hash and file-hash: hex or Base64, upper or lower
// case, and an "expected" value checked whatever form it was pasted in (hex with spaces or colons, or Base64).

export const HASH_ALGORITHMS = ['md5', 'sha1', 'sha256', 'sha384', 'sha512', 'crc32'] as const
export type HashAlgorithm = (typeof HASH_ALGORITHMS)[number]

export const ALGORITHM_LABELS: Record<HashAlgorithm, string> = {
  md5: 'MD5',
  sha1: 'SHA-1',
  sha256: 'SHA-256',
  sha384: 'SHA-384',
  sha512: 'SHA-512',
  crc32: 'CRC32',
}

/** Digest length in hex characters. */
export const HEX_LENGTH: Record<HashAlgorithm, number> = {
  md5: 32,
  sha1: 40,
  sha256: 64,
  sha384: 96,
  sha512: 128,
  crc32: 8,
}

export type DigestEncoding = 'hex' | 'base64'

export function hexToBase64(hex: string): string {
  let binary = ''
  for (let i = 0; i < hex.length; i += 2) binary += String.fromCharCode(Number.parseInt(hex.slice(i, i + 2), 16))
  return btoa(binary)
}

export function formatDigest(hex: string, encoding: DigestEncoding, upper: boolean): string {
  if (encoding === 'base64') return hexToBase64(hex)
  return upper ? hex.toUpperCase() : hex.toLowerCase()
}

/** A pasted digest as lowercase hex: hex (spaces, colons and a 0x prefix allowed) or Base64; null when neither. */
export function normalizeDigest(input: string): string | null {
  const compact = input.trim().replace(/^0x/i, '').replace(/[\s:]/g, '')
  if (!compact) return null
  if (/^[0-9a-f]+$/i.test(compact) && compact.length % 2 === 0) return compact.toLowerCase()
  if (/^[A-Za-z0-9+/]+={0,2}$/.test(compact) && compact.length % 4 === 0) {
    try {
      return Array.from(atob(compact), (c) => c.charCodeAt(0).toString(16).padStart(2, '0')).join('')
    } catch {
      return null
    }
  }
  return null
}

export type DigestMatch = { kind: 'match'; algorithm: HashAlgorithm } | { kind: 'mismatch' } | { kind: 'invalid' }

/** Which of the computed digests (lowercase hex) equals the expected value, if any. */
export function matchDigest(expected: string, digests: Partial<Record<HashAlgorithm, string>>): DigestMatch {
  const hex = normalizeDigest(expected)
  if (!hex) return { kind: 'invalid' }
  for (const algorithm of HASH_ALGORITHMS) {
    if (digests[algorithm] === hex) return { kind: 'match', algorithm }
  }
  return { kind: 'mismatch' }
}
