import { describe, expect, it } from 'vitest'
import { formatBytes } from '../../src/lib/bytes'
import { randomInt, shuffleInPlace } from '../../src/lib/random'

describe('formatBytes', () => {
  it('uses base 1024 and two decimals, Bytes to YB', () => {
    expect(formatBytes(0)).toBe('0 Bytes')
    expect(formatBytes(1023)).toBe('1023 Bytes')
    expect(formatBytes(1024)).toBe('1 KB')
    expect(formatBytes(1536)).toBe('1.5 KB')
    expect(formatBytes(1234567)).toBe('1.18 MB')
    expect(formatBytes(1024 ** 8)).toBe('1 YB')
    expect(formatBytes(1024 ** 9)).toBe('1024 YB')
    expect(formatBytes(1536, 0)).toBe('2 KB')
  })
})

describe('random', () => {
  it('draws integers in range without bias (chi-square on 60,000 draws of 6)', () => {
    const counts = new Array(6).fill(0)
    for (let i = 0; i < 60_000; i++) counts[randomInt(6)]++
    const chi = counts.reduce((s, c) => s + (c - 10_000) ** 2 / 10_000, 0)
    expect(chi).toBeLessThan(25) // p < 0.0002 for 5 degrees of freedom
  })
  it('rejects bad bounds and shuffles into a permutation', () => {
    expect(() => randomInt(0)).toThrow()
    const items = [1, 2, 3, 4, 5, 6, 7]
    expect([...shuffleInPlace([...items])].sort()).toEqual(items)
  })
})
