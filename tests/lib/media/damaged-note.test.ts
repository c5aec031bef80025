import { describe, expect, it } from 'vitest'
import { damagedNote } from '../../../src/lib/media/media-time'

describe('damagedNote', () => {
  it('names how much of the declared length could be read', () => {
    expect(damagedNote(36, 12.4)).toBe('The file is damaged: 00:12 of 00:36 could be read.')
    expect(damagedNote(3725, 60)).toBe('The file is damaged: 01:00 of 1:02:05 could be read.')
  })
  it('is null for whole files, rounding and unknown lengths', () => {
    expect(damagedNote(36, 36)).toBeNull()
    expect(damagedNote(36, 35.4)).toBeNull() // within 2 %
    expect(damagedNote(2, 1.6)).toBeNull() // within half a second
    expect(damagedNote(null, 1)).toBeNull()
    expect(damagedNote(Number.NaN, 1)).toBeNull()
    expect(damagedNote(0, 0)).toBeNull()
  })
})
