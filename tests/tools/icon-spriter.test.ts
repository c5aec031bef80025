// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { hostileSvg } from '../../e2e/fixtures/hostile/xss'
import {
  buildSprite,
  buildSpriteCss,
  iconIdFromName,
  isSvgFile,
  previewSvg,
  uniqueIds,
} from '../../src/tools/icon-spriter/icon-spriter'

const parse = (xml: string) => new DOMParser().parseFromString(xml, 'image/svg+xml')

describe('icon ids', () => {
  it('drops .svg and replaces other characters with hyphens', () => {
    expect(iconIdFromName('home.svg')).toBe('home')
    expect(iconIdFromName('Arrow Left.SVG')).toBe('Arrow-Left')
    expect(iconIdFromName('café (1).svg')).toBe('caf---1-')
    expect(iconIdFromName('a_b-c.d.svg')).toBe('a_b-c-d')
    expect(iconIdFromName('.svg')).toBe('icon')
  })
  it('makes duplicates unique, also against ids already loaded', () => {
    expect(uniqueIds(['a', 'a', 'b', 'a'])).toEqual(['a', 'a-2', 'b', 'a-3'])
    expect(uniqueIds(['a', 'a-2'], ['a'])).toEqual(['a-2', 'a-2-2'])
  })
  it('accepts SVG by type or by name', () => {
    expect(isSvgFile({ name: 'x.png', type: 'image/svg+xml' })).toBe(true)
    expect(isSvgFile({ name: 'X.SVG', type: '' })).toBe(true)
    expect(isSvgFile({ name: 'x.png', type: 'image/png' })).toBe(false)
  })
})

describe('buildSprite', () => {
  const icons = [
    {
      id: 'home',
      name: 'home.svg',
      content:
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="48" height="48" fill="none"><path d="M1 1h22"/></svg>',
    },
    {
      id: 'star',
      name: 'star.svg',
      content:
        '<svg xmlns="http://www.w3.org/2000/svg" width="32px" height="16"><circle r="4" fill="url(#g)"/><defs><linearGradient id="g"/></defs></svg>',
    },
    { id: 'evil', name: 'evil.svg', content: hostileSvg },
    { id: 'broken', name: 'broken.svg', content: '<svg><path></svg' },
  ]
  const built = buildSprite(icons)
  const doc = parse(built.sprite)
  const symbols = Array.from(doc.getElementsByTagName('symbol'))

  it('has one symbol per valid icon, keeps the viewBox and strips width/height', () => {
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0)
    expect(symbols.map((s) => s.id)).toEqual(['home', 'star', 'evil'])
    expect(built.included).toEqual(['home', 'star', 'evil'])
    expect(built.skipped).toEqual(['broken.svg'])
    expect(symbols[0].getAttribute('viewBox')).toBe('0 0 24 24')
    expect(symbols[0].getAttribute('fill')).toBe('none')
    expect(symbols[1].getAttribute('viewBox')).toBe('0 0 32 16')
    for (const s of symbols) {
      expect(s.hasAttribute('width')).toBe(false)
      expect(s.hasAttribute('height')).toBe(false)
    }
  })

  it('strips scripts, event handlers and javascript: links', () => {
    expect(built.sprite).not.toMatch(/<script/i)
    expect(built.sprite).not.toMatch(/\son[a-z]+=/i)
    expect(built.sprite).not.toMatch(/javascript:/i)
    expect(built.sprite).not.toMatch(/foreignObject/i)
    expect(built.sprite).toContain('<rect')
  })

  it('scopes ids inside an icon', () => {
    expect(built.sprite).toContain('id="star-g"')
    expect(built.sprite).toContain('url(#star-g)')
  })

  it('writes CSS with one class per icon and a preview that uses the symbol', () => {
    const cssText = buildSpriteCss(built.included, built.viewBoxes)
    expect(cssText).toContain('.icon {')
    expect(cssText).toContain('.icon-home {\n  width: 1em;')
    expect(cssText).toContain('.icon-star {\n  width: 2em;')
    const preview = parse(previewSvg(built.symbols, 'star', built.viewBoxes.star))
    expect(preview.getElementsByTagName('parsererror')).toHaveLength(0)
    expect(preview.documentElement.getAttribute('viewBox')).toBe('0 0 32 16')
    expect(preview.getElementsByTagName('use')[0].getAttribute('href')).toBe('#star')
  })
})

describe('sanitising', () => {
  it('drops external resources and animation that would set a handler or link', () => {
    const built = buildSprite([
      {
        id: 'x',
        name: 'x.svg',
        content:
          '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><image href="https://attacker.example/a.png"/><a href=" java\tscript:alert(1)"><set attributeName="href" to="javascript:alert(1)"/><rect width="1" height="1"/></a></svg>',
      },
    ])
    expect(built.sprite).not.toContain('attacker.example')
    expect(built.sprite).not.toMatch(/script:/i)
    expect(built.sprite).not.toContain('<set')
    expect(built.sprite).toContain('<rect')
  })
})
