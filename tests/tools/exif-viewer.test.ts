import { describe, expect, it } from 'vitest'
import {
  exifToText,
  fileFacts,
  formatCoordinates,
  formatExifValue,
  hasGpsData,
  MAX_SHOWN_FIELDS,
  shownFields,
  strippedName,
  summariseMetadata,
} from '../../src/lib/image/exif'

describe('exif-viewer', () => {
  it('formats values of every kind', () => {
    expect(formatExifValue(new Date('2024-05-06T07:08:09Z'))).toBe('2024-05-06T07:08:09Z')
    expect(formatExifValue(new Uint8Array(12))).toBe('(12 bytes of binary data)')
    expect(formatExifValue([1, 2.5, 'a'])).toBe('1, 2.5, a')
    expect(formatExifValue(1 / 3)).toBe('0.333333')
    expect(formatExifValue({ a: 1 })).toBe('{"a":1}')
    expect(formatExifValue('x'.repeat(400))).toHaveLength(301)
    expect(formatExifValue(null)).toBe('')
  })
  it('summarises exifr output, drops empty values and adds the decimal position', () => {
    const r = summariseMetadata({
      Make: 'Cam',
      Empty: '',
      GPSLatitude: [51, 30, 2.5],
      latitude: 51.5007,
      longitude: -0.1246,
    })
    expect(r.gps).toEqual({ latitude: 51.5007, longitude: -0.1246 })
    expect(r.fields.map((f) => f.name)).toEqual([
      'Make',
      'GPSLatitude',
      'GPS Latitude (decimal)',
      'GPS Longitude (decimal)',
    ])
    expect(hasGpsData(r.fields)).toBe(true)
    expect(hasGpsData(summariseMetadata({ Make: 'Cam' }).fields)).toBe(false)
    expect(summariseMetadata({}).gps).toBeNull()
  })
  it('shows coordinates, file facts, copy text and the stripped name', () => {
    expect(formatCoordinates({ latitude: 51.5007, longitude: -0.1246 })).toBe('51.500700° N, 0.124600° W')
    const facts = fileFacts({ size: 2048, type: 'image/jpeg', lastModified: 0 }, { width: 40, height: 60 })
    expect(facts.map((f) => f.name)).toEqual([
      'File Size',
      'File Type',
      'Last Modified',
      'Image Width',
      'Image Height',
      'Resolution',
    ])
    expect(facts[0].value).toBe('2 KB')
    expect(facts[5].value).toBe('40 × 60 (0.0 MP)')
    expect(
      exifToText([
        { name: 'A', value: '1' },
        { name: 'B', value: '2' },
      ]),
    ).toBe('A: 1\nB: 2')
    expect(strippedName('IMG_1.HEIC.jpg')).toBe('no_exif_IMG_1.HEIC.jpg')
    expect(strippedName('photo')).toBe('no_exif_photo.jpg')
  })
})

describe('resolution units', () => {
  it('names inches, centimetres and none', async () => {
    const { unitName, fileFacts } = await import('../../src/lib/image/exif')
    expect(unitName('inches')).toBe('dpi')
    expect(unitName(3)).toBe('dpcm')
    expect(unitName('None')).toBe('')
    const facts = fileFacts(
      { size: 1, type: 'image/jpeg', lastModified: 0 },
      { width: 4000, height: 3000 },
      { x: 72, y: 72, unit: 'inches' },
    )
    expect(facts[5].value).toBe('4000 × 3000 (12.0 MP, 72×72 dpi)')
  })
})

describe('many fields (issue 35)', () => {
  it('shows the first 500 of a hostile EXIF, says how many there are, and copies them all', () => {
    const fields = Array.from({ length: 5002 }, (_, i) => ({ name: `Tag${i}`, value: String(i) }))
    const listed = shownFields(fields)
    expect(MAX_SHOWN_FIELDS).toBe(500)
    expect(listed.shown).toHaveLength(500)
    expect(listed.shown[499]).toEqual({ name: 'Tag499', value: '499' })
    expect(listed.note).toBe('Showing the first 500 of 5,002 metadata fields; Copy EXIF Data copies all of them.')
    expect(exifToText(fields).split('\n')).toHaveLength(5002)
    const few = fields.slice(0, 500)
    expect(shownFields(few)).toEqual({ shown: few, note: null })
  })
})
