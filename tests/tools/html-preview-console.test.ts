import { describe, expect, it } from 'vitest'
import { type ConsoleState, consoleSummary } from '../../src/tools/html-preview/html-preview'

const entry = (level: 'log' | 'error') => ({ level, text: 'x' }) satisfies ConsoleState['entries'][number]

describe('html-preview console summary', () => {
  it('says nothing for an empty console', () => {
    expect(consoleSummary({ entries: [], dropped: 0 })).toBeUndefined()
  })

  it('counts messages and errors, singular or plural, and those not shown', () => {
    expect(consoleSummary({ entries: [entry('log')], dropped: 0 })).toBe('1 message')
    expect(consoleSummary({ entries: [entry('log'), entry('error')], dropped: 0 })).toBe('2 messages, 1 error')
    expect(consoleSummary({ entries: [entry('error'), entry('error')], dropped: 5 })).toBe(
      '2 messages, 2 errors (5 more not shown)',
    )
  })
})
