// Sanitises the SVG Mermaid renders before it touches the page: DOMPurify's SVG profile keeps shapes, markers,
// text and the diagram's <style>; scripts, event handlers, foreignObject HTML and links anywhere but inside the
// document are removed, and CSS is made inert (nothing can be fetched from another origin).
import createDOMPurify, { type Config, type DOMPurify } from 'dompurify'
import { cleanCss } from './markdown-mermaid'

const CONFIG: Config = {
  USE_PROFILES: { svg: true, svgFilters: true },
  FORBID_TAGS: ['foreignObject', 'script', 'image', 'iframe', 'embed', 'object', 'animate', 'set', 'animateMotion'],
  FORBID_ATTR: ['onload', 'onerror', 'onclick', 'formaction'],
  ALLOW_DATA_ATTR: false,
}

let purifier: DOMPurify | null = null

function getPurifier(win: Window & typeof globalThis): DOMPurify {
  if (purifier) return purifier
  const p = createDOMPurify(win)
  p.addHook('uponSanitizeElement', (node) => {
    if (node.nodeName.toLowerCase() === 'style' && node.textContent) node.textContent = cleanCss(node.textContent)
  })
  p.addHook('afterSanitizeAttributes', (node) => {
    const style = node.getAttribute('style')
    if (style) node.setAttribute('style', cleanCss(style))
    for (const name of ['href', 'xlink:href']) {
      const value = node.getAttribute(name)
      if (value !== null && !value.trim().startsWith('#')) node.removeAttribute(name)
    }
  })
  purifier = p
  return p
}

/** The SVG markup with everything that could run or fetch removed. */
export function sanitizeSvg(svg: string, win: Window & typeof globalThis = window): string {
  return getPurifier(win).sanitize(svg, CONFIG) as unknown as string
}
