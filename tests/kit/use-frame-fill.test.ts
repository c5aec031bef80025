import { describe, expect, it } from 'vitest'
import { nextFill } from '../../src/kit/use-frame-fill'

describe('nextFill', () => {
  it('adds a step a frame up to the limit', () => {
    expect(nextFill(50, 200, 50)).toBe(100)
    expect(nextFill(190, 200, 50)).toBe(200)
    expect(nextFill(50, 70, 50)).toBe(70)
    expect(nextFill(200, 200, 50)).toBe(200)
  })
})
