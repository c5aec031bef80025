import { describe, expect, it } from 'vitest'
import {
  drawNumbers,
  drawWinners,
  firstPickChances,
  numbersProblem,
  ordinal,
  parseEntries,
  parseLine,
  type RandomSource,
  removeNames,
  winnersProblem,
} from '../../src/tools/lottery-picker/lottery-picker'

/** Returns the given integers in order (and floats derived from them), failing on out-of-range values. */
const scripted = (...ints: number[]): RandomSource => {
  let i = 0
  return {
    int: (max) => {
      const v = ints[i++]
      if (v === undefined || v < 0 || v >= max) throw new Error(`scripted value ${v} not in 0..${max - 1}`)
      return v
    },
    float: () => ints[i++],
  }
}

describe('parseLine', () => {
  it('reads optional weights after a comma, semicolon, bar or tab', () => {
    expect(parseLine('Alice, 3')).toEqual({ name: 'Alice', weight: 3 })
    expect(parseLine('Bob;0.5')).toEqual({ name: 'Bob', weight: 0.5 })
    expect(parseLine('Carol | 2')).toEqual({ name: 'Carol', weight: 2 })
    expect(parseLine('Dan\t4')).toEqual({ name: 'Dan', weight: 4 })
    expect(parseLine('  Eve  ')).toEqual({ name: 'Eve', weight: 1 })
  })
  it('keeps commas that are part of a name', () => {
    expect(parseLine('Smith, John')).toEqual({ name: 'Smith, John', weight: 1 })
    expect(parseLine('Room 101')).toEqual({ name: 'Room 101', weight: 1 })
  })
  it('rejects negative weights and weights without names', () => {
    expect(parseLine('Zed, -2')).toEqual({ error: 'the weight -2 is not a positive number' })
    expect(parseLine(', 5')).toEqual({ error: 'a weight without a name' })
  })
})

describe('parseEntries', () => {
  const text = 'Alice, 3\nbob\n\nBob\nALICE\nCarol, 0\nZed, -1\n🎉 Party'
  it('combines duplicates as extra chances and explains them', () => {
    const p = parseEntries(text, 'combine')
    expect(p.entries.map((e) => [e.name, e.weight])).toEqual([
      ['Alice', 4],
      ['bob', 2],
      ['🎉 Party', 1],
    ])
    expect(p.duplicates).toEqual([
      { name: 'Alice', count: 2, weight: 4 },
      { name: 'bob', count: 2, weight: 2 },
    ])
    expect(p.zeroWeight).toEqual(['Carol'])
    expect(p.problems).toEqual([
      { line: 7, text: 'Zed, -1', message: 'Line 7: the weight -1 is not a positive number' },
    ])
    expect(p.weighted).toBe(true)
    expect(p.entries[1].lines).toEqual([2, 4])
  })
  it('counts duplicates once when asked', () => {
    const p = parseEntries(text, 'once')
    expect(p.entries.map((e) => e.weight)).toEqual([3, 1, 1])
  })
  it('is empty for blank text', () => {
    expect(parseEntries('  \n\n').entries).toEqual([])
    expect(parseEntries('a\nb').weighted).toBe(false)
  })
  it('gives first-pick chances', () => {
    expect(firstPickChances(parseEntries('a, 3\nb').entries)).toEqual([0.75, 0.25])
  })
})

describe('removeNames', () => {
  it('drops every line of the named entries, whatever the case or weight', () => {
    expect(removeNames('Alice, 3\nbob\nCarol\nBOB; 2\n\nZed, -1', ['Bob', 'alice'])).toBe('Carol\n\nZed, -1')
    expect(removeNames('a\r\nb', ['b'])).toBe('a')
  })
})

describe('drawWinners', () => {
  const entries = parseEntries('A, 3\nB\nC, 2').entries
  it('walks the cumulative weights with exact integers', () => {
    // total 6: 0..2 → A, 3 → B, 4..5 → C. Then from {A, B} total 4: 0..2 → A, 3 → B.
    expect(drawWinners(entries, 2, scripted(5, 3)).map((e) => e.name)).toEqual(['C', 'B'])
    expect(drawWinners(entries, 3, scripted(2, 2, 0)).map((e) => e.name)).toEqual(['A', 'C', 'B'])
  })
  it('uses floats for fractional weights', () => {
    const fractional = parseEntries('x, 0.5\ny, 1.5').entries
    expect(drawWinners(fractional, 1, scripted(0.2))[0].name).toBe('x')
    expect(drawWinners(fractional, 1, scripted(0.3))[0].name).toBe('y')
  })
  it('never repeats a winner and follows the weights over many crypto draws', () => {
    const many = parseEntries(Array.from({ length: 50 }, (_, i) => `n${i}`).join('\n')).entries
    const winners = drawWinners(many, 50)
    expect(new Set(winners.map((w) => w.name)).size).toBe(50)
    const weighted = parseEntries('heavy, 3\nlight').entries
    let heavy = 0
    for (let i = 0; i < 4000; i++) if (drawWinners(weighted, 1)[0].name === 'heavy') heavy++
    // Expected 3000, standard deviation about 27: ±300 cannot fail by chance.
    expect(heavy).toBeGreaterThan(2700)
    expect(heavy).toBeLessThan(3300)
  })
  it('explains impossible draws', () => {
    expect(winnersProblem([], 1)).toBe('Add at least one entry, one per line.')
    expect(winnersProblem(entries, 4)).toBe(
      'Only 3 distinct entries can win: lower the number of winners or add entries.',
    )
    expect(winnersProblem(entries, 0)).toMatch(/at least 1/)
    expect(() => drawWinners(entries, 4)).toThrow(RangeError)
  })
})

describe('drawNumbers', () => {
  it('draws k distinct numbers in range, sorted and in draw order', () => {
    for (let i = 0; i < 200; i++) {
      const { drawn, sorted } = drawNumbers(6, 1, 49)
      expect(new Set(drawn).size).toBe(6)
      for (const n of drawn) expect(n >= 1 && n <= 49).toBe(true)
      expect(sorted).toEqual([...drawn].sort((a, b) => a - b))
    }
  })
  it('can draw the whole range and negative ranges', () => {
    expect(drawNumbers(10, 1, 10).sorted).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(drawNumbers(3, -1, 1).sorted).toEqual([-1, 0, 1])
  })
  it('handles a huge range without allocating it', () => {
    const { drawn } = drawNumbers(1000, 0, 2 ** 32 - 1)
    expect(new Set(drawn).size).toBe(1000)
  })
  it('is uniform: each number of 1..10 is picked about equally', () => {
    const counts = new Array(11).fill(0)
    for (let i = 0; i < 5000; i++) for (const n of drawNumbers(3, 1, 10).drawn) counts[n]++
    // Expected 1500 each (sd about 32); ±250 cannot fail by chance.
    for (let n = 1; n <= 10; n++) {
      expect(counts[n]).toBeGreaterThan(1250)
      expect(counts[n]).toBeLessThan(1750)
    }
  })
  it('follows Floyd with a scripted source', () => {
    // size 5, k 2: j=3 → t=1 (pick 1); j=4 → t=1 (taken, pick 4); shuffle i=1 → j=0 swaps.
    expect(drawNumbers(2, 10, 14, scripted(1, 1, 0)).drawn).toEqual([14, 11])
  })
  it('explains impossible draws', () => {
    expect(numbersProblem(7, 1, 6)).toBe('Only 6 numbers lie between 1 and 6: lower how many to draw.')
    expect(numbersProblem(1, 5, 1)).toBe('"To" (1) must not be less than "From" (5).')
    expect(numbersProblem(0, 1, 6)).toBe('Draw at least 1 number.')
    expect(numbersProblem(1.5, 1, 6)).toBe('How many, from and to must be whole numbers.')
    expect(numbersProblem(Number.NaN, 1, 6)).toBe('Enter whole numbers for how many, from and to.')
    expect(numbersProblem(1, 0, 2 ** 32)).toBe('The range may hold at most 4,294,967,296 numbers.')
  })
})

describe('ordinal', () => {
  it('names places', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '101st',
      '111th',
    ])
  })
})
