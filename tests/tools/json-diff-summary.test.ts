import { describe, expect, it } from 'vitest'
import { summaryFor } from '../../src/tools/json-diff/summary'

describe('json-diff summary', () => {
  it('says Equal for no differences', () => {
    expect(summaryFor(0, { added: 0, removed: 0, changed: 0, type: 0 })).toBe('Equal')
  })

  it('counts each kind, type changes only when there are some', () => {
    expect(summaryFor(1, { added: 1, removed: 0, changed: 0, type: 0 })).toBe(
      '1 difference · 1 added · 0 removed · 0 changed',
    )
    expect(summaryFor(4, { added: 1, removed: 1, changed: 1, type: 1 })).toBe(
      '4 differences · 1 added · 1 removed · 1 changed · 1 type changed',
    )
  })
})
