import { describe, expect, it } from 'vitest'
import { withProgress } from '../../src/jobs/worker-pool'

describe('withProgress', () => {
  it('passes reports on while the call runs and drops the ones that arrive after it settled', async () => {
    const seen: number[] = []
    let late: ((n: number) => void) | undefined
    const result = await withProgress(
      (n: number) => seen.push(n),
      async (progress) => {
        progress?.(1)
        progress?.(2)
        late = progress
        return 'done'
      },
    )
    late?.(3)
    expect(result).toBe('done')
    expect(seen).toEqual([1, 2])
  })

  it('also goes quiet when the call fails, and passes no callback when there is none', async () => {
    const seen: number[] = []
    let late: ((n: number) => void) | undefined
    await expect(
      withProgress(
        (n: number) => seen.push(n),
        async (progress) => {
          late = progress
          throw new Error('boom')
        },
      ),
    ).rejects.toThrow('boom')
    late?.(1)
    expect(seen).toEqual([])
    expect(await withProgress(undefined, async (progress) => progress)).toBeUndefined()
  })
})
