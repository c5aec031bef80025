import { describe, expect, it } from 'vitest'
import { fileEntry, rowStatus } from '../../src/tools/file-hash/atoms'

describe('file-hash rows', () => {
  it('show a running job as queued until its first progress, then hashing', () => {
    expect(rowStatus({ status: 'running', progress: null })).toBe('queued')
    expect(rowStatus({ status: 'running', progress: { done: 0, total: 10 } })).toBe('hashing')
  })

  it('show done, failed as an error, and cancelled or never started as stopped', () => {
    expect(rowStatus({ status: 'done', result: { md5: 'ab' } })).toBe('done')
    expect(rowStatus({ status: 'failed', error: 'x', cause: null })).toBe('error')
    expect(rowStatus({ status: 'cancelled' })).toBe('cancelled')
    expect(rowStatus({ status: 'idle' })).toBe('cancelled')
  })

  it('give every file its own id and job', () => {
    const file = new File(['a'], 'a.txt')
    const a = fileEntry(file)
    const b = fileEntry(file)
    expect(a.id).not.toBe(b.id)
    expect(a.job).not.toBe(b.job)
    expect(a.file).toBe(file)
  })
})
