import { describe, expect, it } from 'vitest'
import { readIcoDirectory } from '../../src/lib/image/image-core'
import {
  drawColor,
  FAVICON_SIZES,
  faviconIco,
  faviconName,
  faviconPackage,
  isHexColor,
  parseFontSize,
  textError,
  webManifest,
} from '../../src/tools/favicon-generator/favicon-generator'

describe('favicon-generator', () => {
  it('has the ten sizes and names them', () => {
    expect([...FAVICON_SIZES]).toEqual([16, 32, 48, 64, 96, 128, 152, 180, 192, 512])
    expect(faviconName(180)).toBe('favicon-180x180.png')
  })
  it('accepts 1 to 3 characters, counting emoji as one', () => {
    expect(textError('')).toBe('Enter 1 to 3 characters')
    expect(textError('   ')).toBe('Enter 1 to 3 characters')
    expect(textError('PZ')).toBeNull()
    expect(textError('👍🏽A')).toBeNull()
    expect(textError('ABCD')).toBe('Use at most 3 characters')
  })
  it('font size falls back to 24 and stays in 8..48', () => {
    expect(parseFontSize('')).toBe(24)
    expect(parseFontSize('x')).toBe(24)
    expect(parseFontSize('2')).toBe(8)
    expect(parseFontSize('99')).toBe(48)
    expect(parseFontSize('30')).toBe(30)
  })
  it('validates hex colours', () => {
    expect(isHexColor('#3B82F6')).toBe(true)
    expect(isHexColor('#fff')).toBe(true)
    expect(isHexColor('3B82F6')).toBe(false)
    expect(isHexColor('#12345')).toBe(false)
    expect(drawColor('nope', '#FFFFFF')).toBe('#FFFFFF')
  })
  it('builds a 3-entry ICO and a manifest', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47])
    const ico = faviconIco(new Map([16, 32, 48].map((s) => [s, png])))
    expect(readIcoDirectory(ico).map((e) => e.width)).toEqual([16, 32, 48])
    expect(() => faviconIco(new Map())).toThrow('Missing the 16 px image')
    expect(JSON.parse(webManifest('#FFFFFF')).icons).toHaveLength(2)
  })
  it('packages every PNG, an ICO of the 16, 32 and 48 px ones and the manifest', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47])
    const icons = FAVICON_SIZES.map((size) => ({ size, blob: new Blob([png], { type: 'image/png' }) }))
    const entries = await faviconPackage(icons, '#000000')
    expect(entries.map((e) => e.name)).toEqual([...FAVICON_SIZES.map(faviconName), 'favicon.ico', 'site.webmanifest'])
    expect(readIcoDirectory(entries[10].data as Uint8Array).map((e) => e.width)).toEqual([16, 32, 48])
    expect(JSON.parse(entries[11].data as string).background_color).toBe('#000000')
    await expect(faviconPackage(icons.slice(3), '#000000')).rejects.toThrow('Missing the 16 px image')
  })
})
