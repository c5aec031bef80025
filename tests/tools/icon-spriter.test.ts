// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { hostileSvg } from '../../e2e/fixtures/hostile/xss'
import {
  buildSprite,
  buildSpriteCss,
  buildSpriteInSlices,
  checkIconFiles,
  iconIdFromName,
  isSvgFile,
  MAX_ICON_BYTES,
  MAX_ICONS,
  MAX_TOTAL_BYTES,
  previewSvg,
  previewSymbols,
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
    const preview = parse(previewSvg(previewSymbols(built.symbolById, 'star'), 'star', built.viewBoxes.star))
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

describe('limits (issue 35), checked by size before any file is read', () => {
  const files = (count: number, size: number, name = 'i') =>
    Array.from({ length: count }, (_, i) => ({ name: `${name}${i}.svg`, size }))

  it('takes a batch up to the icon count and the total size exactly', () => {
    expect(checkIconFiles(files(MAX_ICONS, 100))).toMatchObject({ problem: null, tooLarge: [] })
    expect(checkIconFiles(files(MAX_ICONS, 100)).accepted).toHaveLength(MAX_ICONS)
    expect(checkIconFiles(files(10, MAX_TOTAL_BYTES / 10)).problem).toBeNull()
    expect(checkIconFiles(files(1, MAX_ICON_BYTES)).problem).toBeNull()
  })

  it('refuses a batch over the icon count whole, naming the limit and the count found', () => {
    expect(MAX_ICONS).toBe(2_000)
    const check = checkIconFiles(files(5_000, 500))
    expect(check.accepted).toEqual([])
    expect(check.problem).toBe('5,000 icons: Icon Spriter combines up to 2,000; none of these 5,000 were added.')
    // Counted with the icons already loaded.
    expect(checkIconFiles(files(600, 500), { count: 1_500, bytes: 750_000 }).problem).toBe(
      '2,100 icons with the 1,500 loaded: Icon Spriter combines up to 2,000; none of these 600 were added.',
    )
    expect(checkIconFiles(files(500, 500), { count: 1_500, bytes: 750_000 }).problem).toBeNull()
  })

  it('refuses a batch over the total size whole', () => {
    expect(MAX_TOTAL_BYTES).toBe(10 * 2 ** 20)
    const check = checkIconFiles(files(20, 2 ** 20 - 1))
    expect(check.accepted).toEqual([])
    expect(check.problem).toBe('20 MB of icons: Icon Spriter combines up to 10 MB in all; none of these 20 were added.')
    expect(checkIconFiles(files(1, 2 ** 20), { count: 3, bytes: 9.5 * 2 ** 20 }).problem).toBe(
      '10.5 MB of icons with the 3 loaded: Icon Spriter combines up to 10 MB in all; none of these 1 were added.',
    )
  })

  it('leaves out the files over the size of one icon, naming them, and takes the rest', () => {
    expect(MAX_ICON_BYTES).toBe(2 ** 20)
    const one = checkIconFiles([...files(2, 100), { name: 'poster.svg', size: 3 * 2 ** 20 }])
    expect(one.accepted.map((f) => f.name)).toEqual(['i0.svg', 'i1.svg'])
    expect(one.problem).toBe('poster.svg (3 MB) is over 1 MB: Icon Spriter takes icons up to 1 MB each; left out.')
    const many = checkIconFiles([...files(5, MAX_ICON_BYTES + 1, 'big'), ...files(1, 10)])
    expect(many.accepted).toHaveLength(1)
    expect(many.tooLarge).toHaveLength(5)
    expect(many.problem).toBe(
      '5 files are over 1 MB: Icon Spriter takes icons up to 1 MB each (big0.svg (1 MB), big1.svg (1 MB), big2.svg (1 MB) and 2 more); left out.',
    )
  })
})

describe('building for the page', () => {
  const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">${body}</svg>`

  it('builds in slices the same sprite as at once, and stops when cancelled', async () => {
    const icons = Array.from({ length: 60 }, (_, i) => ({
      id: `i${i}`,
      name: `i${i}.svg`,
      content: svg(`<path d="M${i} 0h1"/>`),
    }))
    const progress: number[] = []
    const sliced = await buildSpriteInSlices(icons, { onProgress: (n) => progress.push(n) })
    expect(sliced).toEqual(buildSprite(icons))
    for (let i = 1; i < progress.length; i++) expect(progress[i]).toBeGreaterThan(progress[i - 1])
    const controller = new AbortController()
    controller.abort()
    const many = Array.from({ length: 20 }, () => icons).flat()
    await expect(buildSpriteInSlices(many, { signal: controller.signal })).rejects.toThrow()
  })

  it('a preview embeds its own symbol and those it uses, not the whole sprite', () => {
    const built = buildSprite([
      { id: 'dot', name: 'dot.svg', content: svg('<circle r="2"/>') },
      { id: 'ring', name: 'ring.svg', content: svg('<use href="#dot"/><use href="#ring"/>') },
      { id: 'other', name: 'other.svg', content: svg('<rect width="1" height="1"/>') },
      { id: '__proto__', name: '__proto__.svg', content: svg('<path d="M0 0h1"/>') },
    ])
    const ids = (s: string) => [...s.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1])
    expect(ids(previewSymbols(built.symbolById, 'ring'))).toEqual(['ring', 'dot'])
    expect(ids(previewSymbols(built.symbolById, 'other'))).toEqual(['other'])
    expect(ids(previewSymbols(built.symbolById, '__proto__'))).toEqual(['__proto__'])
    expect(Object.entries(built.viewBoxes)).toContainEqual(['__proto__', '0 0 24 24'])
    expect(previewSymbols(built.symbolById, 'constructor')).toBe('')
  })
})
