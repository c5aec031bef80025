import { describe, expect, it } from 'vitest'
import type { BatchItem } from '../../src/jobs/batch-job'
import {
  errorNameOf,
  type ImageResult,
  type ImageTask,
  sizeChange,
  summariseRun,
  toImageItem,
} from '../../src/kit/image-batch-model'

const task = (name: string, size: number): ImageTask => ({
  file: new File([new Uint8Array(size)], name),
  spec: { output: { format: 'png' } },
  name: () => `out_${name}`,
})
const result = (size: number): ImageResult => ({
  blob: new Blob([new Uint8Array(size)]),
  size,
  crc: 0,
  outName: 'out.png',
  width: 10,
  height: 5,
  originalWidth: 20,
  originalHeight: 10,
})
const decodeError = Object.assign(new Error('Failed to load image'), { name: 'DecodeError' })

describe('image batch model', () => {
  it('flattens a batch item for the result cards (running shows as processing)', () => {
    const input = task('a.png', 100)
    expect(toImageItem({ id: '1', input, status: 'queued' })).toEqual({
      id: '1',
      name: 'a.png',
      originalSize: 100,
      status: 'queued',
    })
    expect(toImageItem({ id: '1', input, status: 'running' }).status).toBe('processing')
    expect(toImageItem({ id: '1', input, status: 'done', result: result(40) })).toMatchObject({
      status: 'done',
      outName: 'out.png',
      width: 10,
      originalWidth: 20,
    })
    expect(
      toImageItem({ id: '1', input, status: 'failed', error: 'Failed to load image', cause: decodeError }),
    ).toMatchObject({ status: 'failed', error: 'Failed to load image', errorName: 'DecodeError' })
  })

  it('sums a run: counts, bytes before and after, and each failure by file name', () => {
    const items: Extract<BatchItem<ImageTask, ImageResult>, { status: 'done' | 'failed' }>[] = [
      { id: '1', input: task('a.png', 100), status: 'done', result: result(40) },
      { id: '2', input: task('b.png', 50), status: 'failed', error: 'Failed to load image', cause: decodeError },
      { id: '3', input: task('c.png', 200), status: 'done', result: result(60) },
    ]
    expect(summariseRun({ status: 'done', items })).toEqual({
      ok: 2,
      failed: 1,
      cancelled: false,
      errors: [{ name: 'b.png', message: 'Failed to load image', errorName: 'DecodeError' }],
      originalBytes: 300,
      resultBytes: 100,
    })
    expect(summariseRun({ status: 'cancelled', items: [] })).toMatchObject({ ok: 0, cancelled: true })
  })

  it('names errors and size changes', () => {
    expect(errorNameOf(new TypeError('x'))).toBe('TypeError')
    expect(errorNameOf(null)).toBe('Error')
    expect(sizeChange(100, 58)).toBe('−42%')
    expect(sizeChange(100, 103)).toBe('+3%')
    expect(sizeChange(100, 100)).toBe('±0%')
    expect(sizeChange(0, 10)).toBe('')
  })
})
