// The URL Parser's words about a URL's parts (pure, unit-tested): the port field's hint and the derived values.
import { safeDecode, type UrlParts } from './url-parser'

/** "Default for https: is 443 (used)" when the scheme has a default port. */
export function portHint(parts: Pick<UrlParts, 'defaultPort' | 'protocol' | 'port'>): string | undefined {
  if (parts.defaultPort === null) return undefined
  return `Default for ${parts.protocol} is ${parts.defaultPort}${parts.port ? '' : ' (used)'}`
}

/** The normalised URL, its origin (none for a scheme without one) and the URL decoded for reading. */
export function derivedRows(parts: Pick<UrlParts, 'href' | 'origin'>) {
  const noOrigin = parts.origin === 'null'
  return [
    { key: 'href', label: 'Normalised URL', value: parts.href, what: 'normalised URL' },
    {
      key: 'origin',
      label: 'Origin',
      value: noOrigin ? '' : parts.origin,
      what: 'origin',
      hint: noOrigin ? 'this scheme has no origin' : undefined,
    },
    { key: 'decoded', label: 'Decoded (readable)', value: safeDecode(parts.href), what: 'decoded URL' },
  ]
}
