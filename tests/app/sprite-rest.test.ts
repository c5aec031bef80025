// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { completeSprite } from '../../src/app/sprite-rest'

const symbol = (name: string) =>
  `<symbol id="lk-icon-${name}" viewBox="0 0 24 24"><path d="M1 ${name.length}"/></symbol>`
const file = `<svg xmlns="http://www.w3.org/2000/svg" hidden aria-hidden="true">${['menu', 'star', 'lock'].map(symbol).join('')}</svg>`

afterEach(() => {
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

describe('completeSprite', () => {
  it('adds the symbols the page lacks from the file its sprite names, once each', async () => {
    document.body.innerHTML = `<div id="root"></div><svg xmlns="http://www.w3.org/2000/svg" hidden aria-hidden="true" data-sprite-rest="/assets/icons-x.svg">${symbol('star')}</svg>`
    const fetch = vi.fn(async () => new Response(file))
    vi.stubGlobal('fetch', fetch)
    await completeSprite()
    expect(fetch).toHaveBeenCalledWith('/assets/icons-x.svg')
    const sprite = document.querySelector('svg')!
    expect([...sprite.querySelectorAll('symbol')].map((s) => s.id)).toEqual([
      'lk-icon-star',
      'lk-icon-menu',
      'lk-icon-lock',
    ])
    expect(sprite.querySelector('#lk-icon-lock')?.namespaceURI).toBe('http://www.w3.org/2000/svg')
    expect(sprite.hasAttribute('data-sprite-rest')).toBe(false)
    // Done once: a second call fetches nothing.
    await completeSprite()
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('does nothing on a page whose sprite is whole, and reports a file that did not come', async () => {
    const fetch = vi.fn(async () => new Response('gone', { status: 404 }))
    vi.stubGlobal('fetch', fetch)
    document.body.innerHTML = `<svg hidden>${symbol('star')}</svg>`
    await completeSprite()
    expect(fetch).not.toHaveBeenCalled()
    document.body.innerHTML = `<svg hidden data-sprite-rest="/assets/icons-x.svg">${symbol('star')}</svg>`
    await expect(completeSprite()).rejects.toThrow('HTTP 404')
    expect(document.querySelectorAll('symbol')).toHaveLength(1)
  })
})
