// @vitest-environment jsdom
// The one SVG sanitiser (issue 36): hostile icons lose everything that could run or fetch before they reach the
// sprite or the page; the drawing itself (shapes, gradients, <use> of its own ids, classes, <style>) stays.
import { describe, expect, it } from 'vitest'
import { cleanCss, sanitizeSvg, sanitizeSvgDocument } from '../../../src/lib/html/sanitize-svg'
import { buildSprite } from '../../../src/tools/icon-spriter/icon-spriter'

const HOSTILE = `<?xml version="1.0"?>
<!DOCTYPE svg [<!ENTITY x "boom">]>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 24 24" onload="alert(1)">
  <base href="https://attacker.example/"/>
  <script>alert(2)</script>
  <style>@import url(https://attacker.example/a.css); .a { fill: url(https://attacker.example/p.svg#x) } .b { fill: url(#g) }</style>
  <foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="alert(3)"/></div></foreignObject>
  <a href="javascript:alert(4)"><circle r="3" onclick="alert(5)"/></a>
  <a xlink:href="java&#x09;script:alert(6)"><rect width="2" height="2"/></a>
  <use href="https://attacker.example/sprite.svg#icon"/>
  <use xlink:href="#g"/>
  <image href="https://attacker.example/track.png"/>
  <animate attributeName="href" to="javascript:alert(7)"/>
  <set attributeName="onmouseover" to="alert(8)"/>
  <defs><linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient></defs>
  <path class="a b" d="M1 1h22" style="background: url(https://attacker.example/s.png)" onfocusin="alert(9)"/>
</svg>`

describe('sanitizeSvgDocument', () => {
  const out = sanitizeSvgDocument(HOSTILE) as string

  it('removes scripts, handlers, foreignObject, base, javascript: and external links and CSS fetches', () => {
    expect(out).not.toBeNull()
    expect(out).not.toMatch(/<script|<base|foreignObject|<image|<animate|<set\b/i)
    expect(out).not.toMatch(/\son[a-z]+=/i)
    expect(out).not.toMatch(/script:/i)
    expect(out).not.toContain('attacker.example')
    expect(out).not.toContain('@import')
    expect(out).not.toContain('boom')
  })

  it('keeps the drawing: shapes, the gradient, a <use> of its own id, classes and the inert <style>', () => {
    const doc = new DOMParser().parseFromString(out, 'image/svg+xml')
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0)
    expect(doc.documentElement.getAttribute('viewBox')).toBe('0 0 24 24')
    expect(doc.getElementsByTagName('path')[0]?.getAttribute('class')).toBe('a b')
    expect(doc.getElementsByTagName('circle')).toHaveLength(1)
    expect(doc.getElementsByTagName('rect')).toHaveLength(1)
    expect(doc.getElementsByTagName('linearGradient')[0]?.getAttribute('id')).toBe('g')
    const uses = Array.from(doc.getElementsByTagName('use'))
    expect(uses.map((u) => u.getAttribute('xlink:href') ?? u.getAttribute('href'))).toContain('#g')
    expect(doc.getElementsByTagName('style')[0]?.textContent).toContain('url(#g)')
  })

  it('gives null when no <svg> is left', () => {
    expect(sanitizeSvgDocument('<script>alert(1)</script>')).toBeNull()
  })

  it('is the sanitiser of the icon sprite and of Mermaid diagrams alike', () => {
    const built = buildSprite([{ id: 'evil', name: 'evil.svg', content: HOSTILE }])
    expect(built.included).toEqual(['evil'])
    expect(built.sprite).not.toContain('attacker.example')
    expect(built.sprite).not.toMatch(/\son[a-z]+=|script:|<base|foreignObject/i)
    expect(built.sprite).toContain('url(#evil-g)')
    expect(sanitizeSvg('<svg onload="x()"><base href="https://a.example/"/><circle r="1"/></svg>')).toBe(
      '<svg><circle r="1"></circle></svg>',
    )
    expect(cleanCss('a{b:url(https://x/y)}')).toBe('a{b:none}')
  })
})
