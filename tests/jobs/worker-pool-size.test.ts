import { describe, expect, it } from 'vitest'
import { busyPoolSize, defaultPoolSize } from '../../src/jobs/worker-pool'

describe('pool sizes', () => {
  it('a default pool has a worker per core, at most 4, at least 1', () => {
    expect([0, 1, 2, 3, 4, 8, 16].map((cores) => defaultPoolSize(cores))).toEqual([1, 1, 2, 3, 4, 4, 4])
  })

  it('a pool of CPU-heavy calls (the image pool) leaves one core for the page: 2 cores → 1 worker, at most 4', () => {
    expect([0, 1, 2, 3, 4, 5, 8, 16].map((cores) => busyPoolSize(cores))).toEqual([1, 1, 1, 2, 3, 4, 4, 4])
  })
})
