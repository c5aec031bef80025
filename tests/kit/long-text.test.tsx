import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { clipText, hasLongRun, LONG_RUN_CHARS, LONG_TEXT_CHARS, LongText } from '../../src/kit/long-text'

describe('clipText', () => {
  it('keeps short text whole and cuts long text at the limit', () => {
    expect(clipText('abc', 5)).toBe('abc')
    expect(clipText('abcdef', 5)).toBe('abcde')
    expect(clipText('='.repeat(LONG_TEXT_CHARS + 1))).toHaveLength(LONG_TEXT_CHARS)
  })

  it('never cuts a surrogate pair in half', () => {
    expect(clipText('ab😀cd', 3)).toBe('ab')
    expect(clipText('ab😀cd', 4)).toBe('ab😀')
  })
})

describe('hasLongRun', () => {
  const arabic = (n: number) => 'ب'.repeat(n)

  it('finds a run of a script shaped in context longer than the limit', () => {
    expect(hasLongRun(arabic(LONG_RUN_CHARS))).toBe(false)
    expect(hasLongRun(arabic(LONG_RUN_CHARS + 1))).toBe(true)
    expect(hasLongRun(`x${'😀'.repeat(LONG_RUN_CHARS)}`)).toBe(true)
  })

  it('counts a run from the last space or line break', () => {
    expect(hasLongRun(`${arabic(400)} ${arabic(400)}\n${arabic(400)}`)).toBe(false)
    expect(hasLongRun(`${arabic(400)}==${arabic(101)}`)).toBe(true)
  })

  it('leaves Latin, symbol and CJK runs to wrap anywhere', () => {
    expect(hasLongRun('='.repeat(30_000))).toBe(false)
    expect(hasLongRun('%3D'.repeat(30_000))).toBe(false)
    expect(hasLongRun('漢字'.repeat(1_000))).toBe(false)
  })
})

describe('LongText', () => {
  it('shows short text whole, without ligatures, and not as a region', () => {
    const html = renderToStaticMarkup(<LongText value="a==b" label="Upper" />)
    expect(html).toContain('>a==b</span>')
    expect(html).not.toContain('role="region"')
    expect(html).not.toContain('Showing the first')
  })

  it('shows the start of a long value and its length', () => {
    const html = renderToStaticMarkup(<LongText value={'='.repeat(30_000)} label="Upper" />)
    expect(html).toContain(`>${'='.repeat(LONG_TEXT_CHARS)}</span>`)
    expect(html).toContain('Showing the first 20,000 of 30,000 characters; Copy takes all of them.')
  })

  it('makes a long run that scrolls sideways a focusable region', () => {
    const html = renderToStaticMarkup(<LongText value={'ب'.repeat(600)} label="Value 1" />)
    expect(html).toContain('role="region"')
    expect(html).toContain('aria-label="Value 1"')
    expect(html).toContain('tabindex="0"')
    expect(html).toContain('data-long-run=""')
  })

  it('is always a region when asked, with its placeholder while empty', () => {
    const html = renderToStaticMarkup(<LongText value="" label="Encoded output" region placeholder="Nothing yet" />)
    expect(html).toContain('role="region"')
    expect(html).toContain('Nothing yet')
  })
})
