import { describe, expect, it } from 'vitest'
import { derivedRows, portHint } from '../../src/tools/url-parser/part-labels'

describe('url-parser part labels', () => {
  it('hints at the default port, and whether it is used', () => {
    expect(portHint({ defaultPort: 443, protocol: 'https:', port: '' })).toBe('Default for https: is 443 (used)')
    expect(portHint({ defaultPort: 443, protocol: 'https:', port: '8443' })).toBe('Default for https: is 443')
    expect(portHint({ defaultPort: null, protocol: 'mailto:', port: '' })).toBeUndefined()
  })

  it('derives the normalised URL, the origin and the decoded URL', () => {
    const rows = derivedRows({ href: 'https://a.example/caf%C3%A9', origin: 'https://a.example' })
    expect(rows.map((r) => r.value)).toEqual([
      'https://a.example/caf%C3%A9',
      'https://a.example',
      'https://a.example/café',
    ])
    const none = derivedRows({ href: 'mailto:x@y.z', origin: 'null' })
    expect(none[1]).toMatchObject({ value: '', hint: 'this scheme has no origin' })
  })
})
