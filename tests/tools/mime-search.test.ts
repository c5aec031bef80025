import db from 'mime-db/db.json'
import { describe, expect, it } from 'vitest'
import {
  applyFilters,
  contentTypeHeader,
  type MimeDbRecord,
  parseQuery,
  searchMime,
  toEntries,
  topLevelTypes,
} from '../../src/tools/mime-search/mime-search'

const entries = toEntries(db as Record<string, MimeDbRecord>)
const types = (q: string) => searchMime(entries, q).map((m) => m.entry.type)

describe('mime-search', () => {
  it('reads the whole mime-db list', () => {
    expect(entries.length).toBe(Object.keys(db).length)
    expect(entries.length).toBeGreaterThan(2000)
    const png = entries.find((e) => e.type === 'image/png')
    expect(png).toEqual({
      type: 'image/png',
      top: 'image',
      extensions: ['png'],
      compressible: false,
      charset: null,
      source: 'iana',
    })
    expect(topLevelTypes(entries)).toEqual(expect.arrayContaining(['application', 'image', 'text', 'video', 'font']))
  })

  it('parses queries as extensions where they can be one', () => {
    expect(parseQuery(' .PNG ')).toEqual({ text: '.png', extension: 'png' })
    expect(parseQuery('photo.JPG')).toEqual({ text: 'photo.jpg', extension: 'jpg' })
    expect(parseQuery('archive.tar.gz').extension).toBe('gz')
    expect(parseQuery('image/')).toEqual({ text: 'image/', extension: null })
    expect(parseQuery('')).toEqual({ text: '', extension: null })
    expect(parseQuery('a b').extension).toBeNull()
  })

  it('finds types by extension, with or without the dot', () => {
    expect(types('.png')[0]).toBe('image/png')
    expect(types('png')[0]).toBe('image/png')
    expect(types('report.PDF')[0]).toBe('application/pdf')
    expect(types('json')[0]).toBe('application/json')
    expect(types('html').slice(0, 1)).toEqual(['text/html'])
  })

  it('lists every type an extension maps to', () => {
    const mp4 = searchMime(entries, 'mp4').filter((m) => m.match === 'extension')
    expect(mp4.map((m) => m.entry.type)).toEqual(expect.arrayContaining(['video/mp4', 'application/mp4']))
  })

  it('finds extensions by type, prefix and part', () => {
    const jpeg = searchMime(entries, 'image/jpeg')[0]
    expect(jpeg?.match).toBe('type')
    expect(jpeg?.entry.extensions).toEqual(expect.arrayContaining(['jpg', 'jpeg']))
    const images = searchMime(entries, 'image/')
    expect(images.length).toBeGreaterThan(50)
    expect(images.every((m) => m.entry.type.startsWith('image/'))).toBe(true)
    expect(types('json')).toContain('application/ld+json')
    expect(types('IMAGE/SVG')).toContain('image/svg+xml')
  })

  it('returns nothing for nonsense and everything for an empty query', () => {
    expect(searchMime(entries, 'zzzzqqq')).toEqual([])
    expect(searchMime(entries, '   ')).toHaveLength(entries.length)
    expect(searchMime(entries, '<script>')).toEqual([])
  })

  it('filters by top-level type, source and extensions', () => {
    const all = searchMime(entries, '')
    const fonts = applyFilters(all, { top: 'font', source: 'all', withExtensions: true })
    expect(fonts.map((m) => m.entry.type)).toContain('font/woff2')
    expect(fonts.every((m) => m.entry.top === 'font' && m.entry.extensions.length > 0)).toBe(true)
    const nginx = applyFilters(all, { top: 'all', source: 'nginx', withExtensions: false })
    expect(nginx.length).toBeGreaterThan(0)
    expect(nginx.every((m) => m.entry.source === 'nginx')).toBe(true)
  })

  it('builds Content-Type headers with the default charset', () => {
    const html = entries.find((e) => e.type === 'text/html')
    const png = entries.find((e) => e.type === 'image/png')
    expect(html && contentTypeHeader(html)).toBe('text/html; charset=utf-8')
    expect(png && contentTypeHeader(png)).toBe('image/png')
    const json = entries.find((e) => e.type === 'application/json')
    expect(json && contentTypeHeader(json)).toBe('application/json; charset=utf-8')
  })
})
