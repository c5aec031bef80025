// The batch's view atom (what the list and the bar read, so the tool page does not render per result): card data per
// item, the finished ones, the progress with the current file's name, and unchanged cards kept as the same objects.
import { createStore } from 'jotai'
import { describe, expect, it } from 'vitest'
import { batchJobAtom } from '../../src/jobs/batch-job'
import { batchViewAtom } from '../../src/kit/image-batch'
import type { ImageResult, ImageTask } from '../../src/kit/image-batch-model'

const task = (name: string, size = 10): ImageTask => ({
  file: new File([new Uint8Array(size)], name, { type: 'image/jpeg' }),
  spec: { output: { format: 'jpeg', quality: 80 } } as ImageTask['spec'],
  name: () => name,
})

const result = (outName: string, size: number): ImageResult => ({
  size,
  crc: 1,
  outName,
  width: 10,
  height: 10,
  originalWidth: 20,
  originalHeight: 20,
})

describe('batchViewAtom', () => {
  it('shows each result as it settles, keeps the other cards as they were, and ends with no progress', async () => {
    const pending = new Map<string, (r: ImageResult) => void>()
    const job = batchJobAtom<ImageTask, ImageResult>(
      (t) => new Promise((resolve) => pending.set(t.file.name, resolve)),
      { concurrency: () => 1 },
    )
    const store = createStore()
    const view = batchViewAtom(job)
    const run = store.set(job.startAtom, [task('a.jpg', 5), task('b.jpg', 7)])
    await Promise.resolve()
    let v = store.get(view)
    expect(v.items.map((it) => [it.name, it.status])).toEqual([
      ['a.jpg', 'processing'],
      ['b.jpg', 'queued'],
    ])
    expect(v.progress).toEqual({ done: 0, total: 2, current: 'a.jpg' })
    expect(v.finished).toEqual([])
    // Read twice without a change: the same view object (a derived atom's cache), so nothing renders again.
    expect(store.get(view)).toBe(v)

    pending.get('a.jpg')?.(result('a.jpg', 3))
    await new Promise((r) => setTimeout(r, 0))
    const after = store.get(view)
    expect(after.items[0]).toMatchObject({ status: 'done', size: 3, originalSize: 5, outName: 'a.jpg' })
    expect(after.items[1]).toMatchObject({ name: 'b.jpg', status: 'processing' })
    expect(after.progress).toEqual({ done: 1, total: 2, current: 'b.jpg' })
    expect(after.finished.map((it) => it.name)).toEqual(['a.jpg'])

    pending.get('b.jpg')?.(result('b.jpg', 4))
    await run
    v = store.get(view)
    // a.jpg did not change when b.jpg finished: its card data is the very same object (its memoised card skips).
    expect(v.items[0]).toBe(after.items[0])
    expect(v.finished.map((it) => it.size)).toEqual([3, 4])
    expect(v.progress).toBeNull()
  })
})
