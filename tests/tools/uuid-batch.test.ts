import { describe, expect, it } from 'vitest'
import {
  countProblem,
  exportUuids,
  formatUuid,
  generateUuids,
  uuidVersion,
  v7Timestamp,
} from '../../src/lib/uuid/batch'
import type { RandomFill } from '../../src/lib/uuid/uuid'
import { uuidApi } from '../../workers/uuid/uuid.api'

const constant =
  (v: number): RandomFill =>
  (b) =>
    b.fill(v)
const FORMAT = { uppercase: false, hyphens: true, braces: false }

describe('uuid v4', () => {
  it('sets version and variant bits', () => {
    const one = (v: number) => generateUuids({ count: 1, version: 4, format: FORMAT }, undefined, { fill: constant(v) })
    expect(one(0xff)).toEqual(['ffffffff-ffff-4fff-bfff-ffffffffffff'])
    expect(one(0)).toEqual(['00000000-0000-4000-8000-000000000000'])
  })
  it('is a valid, unique v4 over many crypto draws', () => {
    const batch = generateUuids({
      count: 20_000,
      version: 4,
      format: { uppercase: false, hyphens: true, braces: false },
    })
    expect(new Set(batch).size).toBe(20_000)
    for (const u of batch.slice(0, 2000)) expect(uuidVersion(u)).toBe(4)
    // Every variant nibble 8, 9, a, b appears.
    expect(new Set(batch.map((u) => u[19]))).toEqual(new Set(['8', '9', 'a', 'b']))
  })
})

describe('uuid v7', () => {
  it('encodes the timestamp and version, and stays increasing across a clock step back', () => {
    let calls = 0
    const T = 0x0123456789ab
    const batch = generateUuids({ count: 12_000, version: 7, format: FORMAT }, undefined, {
      now: () => (calls++ < 6000 ? T : T - 10),
      chunk: 1000,
    })
    expect(batch[0].startsWith('01234567-89ab-7')).toBe(true)
    expect(v7Timestamp(batch[0])).toBe(0x0123456789ab)
    for (let i = 1; i < batch.length; i++) if (!(batch[i] > batch[i - 1])) throw new Error(`not increasing at ${i}`)
    for (const u of batch.slice(0, 100)) expect(uuidVersion(u)).toBe(7)
  })

  it('generates a sorted, unique batch of 100,000', () => {
    const batch = generateUuids({
      count: 100_000,
      version: 7,
      format: { uppercase: false, hyphens: true, braces: false },
    })
    expect(batch).toHaveLength(100_000)
    for (let i = 1; i < batch.length; i++) if (!(batch[i] > batch[i - 1])) throw new Error(`not increasing at ${i}`)
  })
})

describe('format and export', () => {
  const u = 'abcdef01-0203-0405-0607-08090a0b0c0d'
  it('prints canonical form and the options', () => {
    expect(formatUuid(u, { uppercase: true, hyphens: false, braces: true })).toBe('{ABCDEF0102030405060708090A0B0C0D}')
  })
  it('exports txt, csv and json', () => {
    expect(exportUuids(['a', 'b'], 'txt')).toBe('a\nb\n')
    expect(exportUuids(['a', 'b'], 'csv')).toBe('uuid\r\na\r\nb\r\n')
    expect(JSON.parse(exportUuids(['a', 'b'], 'json'))).toEqual(['a', 'b'])
  })
  it('validates the count', () => {
    expect(countProblem(1)).toBeNull()
    expect(countProblem(100_000)).toBeNull()
    expect(countProblem(100_001)).toBe('At most 100,000 UUIDs at a time.')
    expect(countProblem(0)).toBe('The count must be a whole number of at least 1.')
    expect(countProblem(2.5)).toBe('The count must be a whole number of at least 1.')
    expect(countProblem(Number.NaN)).toBe('Enter how many UUIDs to generate.')
    expect(() =>
      generateUuids({ count: 0, version: 4, format: { uppercase: false, hyphens: true, braces: false } }),
    ).toThrow(RangeError)
  })
  it('recognises versions', () => {
    expect(uuidVersion('not a uuid')).toBeNull()
    expect(uuidVersion('00000000-0000-4000-c000-000000000000')).toBeNull()
  })
})

describe('uuid worker api', () => {
  it('reports progress per chunk and returns the joined batch', async () => {
    const progress: number[] = []
    const joined = await uuidApi.generate(
      { count: 12_000, version: 4, format: { uppercase: true, hyphens: true, braces: false } },
      (done) => progress.push(done),
    )
    const lines = joined.split('\n')
    expect(lines).toHaveLength(12_000)
    expect(lines[0]).toMatch(/^[0-9A-F]{8}-[0-9A-F]{4}-4[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}$/)
    expect(progress).toEqual([5000, 10_000, 12_000])
  })
})
