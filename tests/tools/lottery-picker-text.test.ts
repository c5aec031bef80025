import { describe, expect, it } from 'vitest'
import { formatChance, pickDetail, pickLabel, readNumber, winnersText } from '../../src/tools/lottery-picker/draw-text'

describe('lottery-picker draw text', () => {
  it('reads an empty field as not a number', () => {
    expect(readNumber('')).toBeNaN()
    expect(readNumber('  ')).toBeNaN()
    expect(readNumber('6')).toBe(6)
  })

  it('shows chances with one decimal from 10% and two below', () => {
    expect(formatChance(0.5)).toBe('50.0%')
    expect(formatChance(0.05)).toBe('5.00%')
  })

  it('labels the Pick button for one or more winners', () => {
    expect(pickLabel(1)).toBe('Pick a winner')
    expect(pickLabel(3)).toBe('Pick 3 winners')
    expect(pickLabel(Number.NaN)).toBe('Pick a winner')
    expect(pickLabel(2.5)).toBe('Pick a winner')
  })

  it('lists winners in order and describes a pick', () => {
    expect(winnersText(null)).toBe('')
    expect(
      winnersText([
        { name: 'Ann', weight: 1, lines: [1] },
        { name: 'Bo', weight: 2, lines: [2] },
      ]),
    ).toBe('1st: Ann\n2nd: Bo')
    expect(pickDetail(2, 5, true)).toBe('2 of 5 entries, weighted')
    expect(pickDetail(1, 3, false)).toBe('1 of 3 entries')
  })
})
