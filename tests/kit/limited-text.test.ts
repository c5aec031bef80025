import type { ChangeEvent, ClipboardEvent } from 'react'
import { describe, expect, it } from 'vitest'
import { lengthAfterPaste, limitedTextHandlers } from '../../src/kit/limited-text'

const paste = (text: string, selectionStart: number, selectionEnd: number) => {
  let prevented = false
  const e = {
    currentTarget: { selectionStart, selectionEnd },
    clipboardData: { getData: () => text },
    preventDefault: () => {
      prevented = true
    },
  } as unknown as ClipboardEvent<HTMLTextAreaElement>
  return { e, prevented: () => prevented }
}
const change = (value: string) => ({ target: { value } }) as unknown as ChangeEvent<HTMLTextAreaElement>
const limit10 = (n: number) => (n > 10 ? `${n} characters: up to 10.` : null)

describe('limited text box', () => {
  it('counts the paste as replacing the selection', () => {
    expect(lengthAfterPaste('abcdef', paste('xyz', 6, 6).e)).toBe(9)
    expect(lengthAfterPaste('abcdef', paste('xyz', 1, 5).e)).toBe(5)
  })

  it('refuses a paste past the limit before the box takes it, and lets one within it through', () => {
    const refused: (string | null)[] = []
    const set: string[] = []
    const h = limitedTextHandlers(
      'abcdefgh',
      (t) => set.push(t),
      limit10,
      (p) => refused.push(p),
    )
    const over = paste('xyz', 8, 8)
    h.onPaste(over.e)
    expect(over.prevented()).toBe(true)
    expect(refused).toEqual(['11 characters: up to 10.'])
    const within = paste('xyz', 0, 4)
    h.onPaste(within.e)
    expect(within.prevented()).toBe(false)
    expect(set).toEqual([])
  })

  it('a change past the limit keeps the old text and names the limit; one within clears the refusal', () => {
    const refused: (string | null)[] = []
    const set: string[] = []
    const h = limitedTextHandlers(
      'abc',
      (t) => set.push(t),
      limit10,
      (p) => refused.push(p),
    )
    h.onChange(change('a'.repeat(11)))
    h.onChange(change('abcd'))
    expect(set).toEqual(['abcd'])
    expect(refused).toEqual(['11 characters: up to 10.', null])
  })
})
