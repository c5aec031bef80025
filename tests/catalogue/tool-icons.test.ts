import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { appIcons } from '../../src/app/app-icons'
import { tools } from '../../src/catalogue/tools'
import {
  appIconNames,
  catalogueIconNames,
  spriteMarkup,
  toolIconSprite,
  trimSprite,
} from '../../src/catalogue/vite-tool-icons'

describe('the tool icon sprite', () => {
  it('reads the icon names the catalogue and the shell use', () => {
    const names = catalogueIconNames(readFileSync('src/catalogue/tools.ts', 'utf8'))
    expect(new Set(names)).toEqual(new Set(tools.map((t) => t.icon)))
    expect(appIconNames(readFileSync('src/app/app-icons.ts', 'utf8'))).toEqual([...appIcons])
  })

  it('draws every tool and shell icon as a symbol of one hidden SVG, as lucide-react draws it', async () => {
    const sprite = await toolIconSprite(process.cwd())
    expect(sprite.startsWith('<svg xmlns="http://www.w3.org/2000/svg" hidden aria-hidden="true">')).toBe(true)
    for (const name of [...tools.map((t) => t.icon), ...appIcons]) {
      const symbol = sprite.match(new RegExp(`<symbol id="lk-icon-${name}" viewBox="0 0 24 24">(.*?)</symbol>`))
      expect(symbol, name).toBeTruthy()
      expect(symbol?.[1]).toMatch(/^<(path|circle|rect|line|polyline|polygon|ellipse) [^>]*\/>/)
      expect(symbol?.[1]).not.toContain('key=')
    }
    // braces: lucide's two paths, exactly.
    expect(sprite).toContain(
      '<symbol id="lk-icon-braces" viewBox="0 0 24 24"><path d="M8 3H7a2 2 0 0 0-2 2v5a2 2 0 0 1-2 2 2 2 0 0 1 2 2v5c0 1.1.9 2 2 2h1"/>',
    )
  })

  it('leaves in a built page the first icons its markup draws, in the order drawn, and names the file of the rest', () => {
    const symbol = (name: string) =>
      `<symbol id="lk-icon-${name}" viewBox="0 0 24 24"><path d="M${name.length} 0"/></symbol>`
    const all = ['menu', 'star', 'braces', 'lock', 'hash'].map(symbol)
    const page = `<body><div id="root"></div>\n${spriteMarkup(all, '/assets/icons-abc.svg')}\n</body>`
    const markup =
      '<use href="#lk-icon-lock"></use><use href="#lk-icon-star"></use><use href="#lk-icon-lock"></use><use href="#lk-icon-hash"></use>'
    const trimmed = trimSprite(page, markup, 2)
    expect(trimmed).toBe(
      `<body><div id="root"></div>\n<svg xmlns="http://www.w3.org/2000/svg" hidden aria-hidden="true" data-sprite-rest="/assets/icons-abc.svg">${symbol('star')}${symbol('lock')}</svg>\n</body>`,
    )
    // Without a file of the rest (the dev server), the page keeps every icon.
    const whole = `<body>${spriteMarkup(all)}</body>`
    expect(trimSprite(whole, markup, 2)).toBe(whole)
  })
})
