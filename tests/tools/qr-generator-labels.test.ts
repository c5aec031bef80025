import { describe, expect, it } from 'vitest'
import { encodeHint, qrInfoText } from '../../src/tools/qr-generator/labels'

describe('qr-generator labels', () => {
  it('gives the byte count, and the preset the text was built from', () => {
    expect(encodeHint(1234, null)).toBe('1,234 bytes (UTF-8)')
    expect(encodeHint(20, 'WiFi')).toBe('20 bytes (UTF-8) · built from the WiFi fields; edit freely')
  })

  it('describes the code: version, modules, level and bytes', () => {
    expect(qrInfoText({ version: 2, size: 25, level: 'M', bytes: 1500 })).toBe(
      'Version 2 (25 × 25 modules) · error correction M · 1,500 bytes',
    )
  })
})
