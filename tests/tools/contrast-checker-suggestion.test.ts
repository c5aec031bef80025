import { describe, expect, it } from 'vitest'
import { lightnessChange } from '../../src/tools/contrast-checker/contrast-checker'

describe('contrast-checker lightness change', () => {
  it('signs the change with a plus or a true minus, to one decimal', () => {
    expect(lightnessChange(12.46)).toBe('+12.5')
    expect(lightnessChange(-3)).toBe('−3.0')
    expect(lightnessChange(0)).toBe('−0.0')
  })
})
