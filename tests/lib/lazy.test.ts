import { describe, expect, it } from 'vitest'
import { lazy } from '../../src/lib/lazy'

describe('lazy', () => {
  it('makes the value on first use only, and keeps it', () => {
    let made = 0
    const value = lazy(() => ({ n: ++made }))
    expect(made).toBe(0)
    const first = value()
    expect(value()).toBe(first)
    expect(made).toBe(1)
  })

  it('keeps a value that is null or undefined without making it again', () => {
    let made = 0
    const value = lazy(() => {
      made++
      return null
    })
    expect(value()).toBeNull()
    expect(value()).toBeNull()
    expect(made).toBe(1)
  })
})
