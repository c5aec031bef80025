// How the decoder words and splits what it shows, with no browser needed: the validity badge, a token cut into
// its coloured parts, dates in UTC, claim values as text, and a #token= fragment read safely.
import type { Validity } from './jwt-decode'

export const VALIDITY_BADGE: Record<Validity['state'], { text: string; tone: 'success' | 'warning' | 'danger' }> = {
  valid: { text: 'Not expired', tone: 'success' },
  expired: { text: 'Expired', tone: 'danger' },
  'not-yet': { text: 'Not yet valid', tone: 'danger' },
  'no-exp': { text: 'No expiry', tone: 'warning' },
}

/** The three parts of a compact token as typed, and whether each dot before them is there. */
export function tokenParts(token: string) {
  const [header = '', payload = '', ...rest] = token.split('.')
  return { header, payload, rest: rest.join('.'), firstDot: token.includes('.'), secondDot: rest.length > 0 }
}

/** "2026-01-02 03:04:05 UTC" for whole seconds (a date with milliseconds keeps its ISO form after the space). */
export const utcFormat = (d: Date) => d.toISOString().replace('T', ' ').replace('.000Z', ' UTC')

/** A claim's value in the table: strings as they are, anything else as JSON. */
export const claimText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value))

/** A percent-encoded fragment value, or the text as it is when it is not valid percent-encoding. */
export function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s)
  } catch {
    return s
  }
}
