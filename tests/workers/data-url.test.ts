import { describe, expect, it } from 'vitest'
import { dataUrlOf } from '../../workers/image/data-url'

describe('dataUrlOf', () => {
  it('writes the type and the bytes in base64', () => {
    expect(dataUrlOf(new Uint8Array([0xff, 0xd8, 0xff, 0x00, 0x41]), 'image/jpeg')).toBe(
      'data:image/jpeg;base64,/9j/AEE=',
    )
  })

  it('takes bytes past one slice (and past what a spread into one call could take) whole and in order', () => {
    const bytes = new Uint8Array(300_001).map((_, i) => (i * 31 + 7) & 0xff)
    const url = dataUrlOf(bytes, 'image/webp')
    expect(url.startsWith('data:image/webp;base64,')).toBe(true)
    const back = Buffer.from(url.slice('data:image/webp;base64,'.length), 'base64')
    expect(back.length).toBe(bytes.length)
    expect(back.equals(Buffer.from(bytes))).toBe(true)
  })

  it('gives an empty image an empty body and a missing type a generic one', () => {
    expect(dataUrlOf(new Uint8Array(0), '')).toBe('data:application/octet-stream;base64,')
  })
})
