import { describe, expect, it } from 'vitest'
import { timeoutError } from '../../src/jobs/errors'
import { factorise, testPrimality } from '../../src/lib/math/prime'
import {
  isPending,
  jobError,
  neighbourRows,
  resultSummary,
  verdictOf,
} from '../../src/tools/prime-checker/prime-checker'

describe('prime-checker answers', () => {
  it('words a failed job, a time-out apart', () => {
    expect(jobError({ status: 'failed', error: 'boom', cause: new Error('boom') }, 'The test')).toBe(
      'The test failed: boom',
    )
    expect(jobError({ status: 'failed', error: 'late', cause: timeoutError(5) }, 'Factorisation')).toBe(
      'Factorisation took longer than its time limit and was stopped.',
    )
    expect(jobError({ status: 'cancelled' }, 'The search')).toBeNull()
  })

  it('counts a job as pending until it answers for the number on screen', () => {
    expect(isPending({ status: 'running', progress: null }, false)).toBe(true)
    expect(isPending({ status: 'idle' }, false)).toBe(true)
    expect(isPending({ status: 'done', result: 1 }, false)).toBe(true)
    expect(isPending({ status: 'done', result: 1 }, true)).toBe(false)
    expect(isPending({ status: 'cancelled' }, false)).toBe(false)
    expect(isPending({ status: 'failed', error: 'x', cause: null }, false)).toBe(false)
  })

  it('gives the verdict by certainty', () => {
    expect(verdictOf({ prime: true, certainty: 'exact', rounds: 0 })).toBe('Prime')
    expect(verdictOf({ prime: true, certainty: 'probable', rounds: 40 })).toBe('Probably prime')
    expect(verdictOf({ prime: false, certainty: 'exact', rounds: 0 })).toBe('Not prime')
  })

  it('lists the neighbours, with no previous prime below 2', () => {
    expect(neighbourRows({ previous: 7n, next: 11n }).map((r) => [r.label, r.value])).toEqual([
      ['Previous prime', '7'],
      ['Next prime', '11'],
    ])
    expect(neighbourRows({ previous: null, next: 2n }).map((r) => r.key)).toEqual(['next'])
  })

  it('writes the Copy text: number, verdict and reason, factors, neighbours', () => {
    const n = 600851475143n
    const text = resultSummary(n, testPrimality(n), factorise(n), { previous: 600851475107n, next: 600851475149n })
    const lines = text.split('\n')
    expect(lines[0]).toBe('600851475143')
    expect(lines[1]).toMatch(/^Not prime\. /)
    expect(lines[2]).toBe('Factorisation: 71 * 839 * 1471 * 6857')
    expect(lines.slice(3)).toEqual(['Previous prime: 600851475107', 'Next prime: 600851475149'])
    expect(resultSummary(97n, testPrimality(97n), null, null).split('\n')).toHaveLength(2)
  })
})
