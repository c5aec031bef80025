// One SVG sanitiser for every place untrusted SVG meets the page (Mermaid's diagrams, uploaded icons): DOMPurify's
// SVG profile keeps shapes, gradients, markers, text, <symbol>/<use> and <style>; scripts, event handlers,
// <foreignObject> HTML, <base>, animation that could set a link, and every link or resource that is not inside the
// document itself (#id) are removed, and CSS is made inert (no @import, no url() to anywhere but #id). The site's
// CSP stays as the second wall behind this one.
import createDOMPurify, { type Config, type DOMPurify } from 'dompurify'
import { cleanCss } from './clean-css'
import { defuseInlineHandlers } from './defuse-handlers'

export { cleanCss }

const CONFIG: Config = {
  USE_PROFILES: { svg: true, svgFilters: true },
  FORBID_TAGS: [
    'foreignObject',
    'script',
    'image',
    'iframe',
    'embed',
    'object',
    'animate',
    'set',
    'animateMotion',
    'base',
    'handler',
    'listener',
  ],
  // <use> of the document's own ids (#…) only: every other link is removed below. DOMPurify drops <use> otherwise.
  ADD_TAGS: ['use'],
  FORBID_ATTR: ['onload', 'onerror', 'onclick', 'formaction'],
  ALLOW_DATA_ATTR: false,
}

const LINK_ATTRS = ['href', 'xlink:href', 'src', 'action', 'from', 'to', 'values']

const purifiers = new WeakMap<object, DOMPurify>()

function getPurifier(win: Window & typeof globalThis): DOMPurify {
  const known = purifiers.get(win)
  if (known) return known
  const p = createDOMPurify(win)
  p.addHook('uponSanitizeElement', (node) => {
    if (node.nodeName.toLowerCase() === 'style' && node.textContent) node.textContent = cleanCss(node.textContent)
  })
  p.addHook('uponSanitizeAttribute', (_node, data) => {
    // Every on… attribute, whatever DOMPurify's lists hold (onbegin, onfocusin …).
    if (/^on/i.test(data.attrName)) data.keepAttr = false
  })
  p.addHook('afterSanitizeAttributes', (node) => {
    const style = node.getAttribute('style')
    if (style) node.setAttribute('style', cleanCss(style))
    for (const name of LINK_ATTRS) {
      const value = node.getAttribute(name)
      if (value !== null && !value.trim().startsWith('#')) node.removeAttribute(name)
    }
    // Attributes in the XLink namespace read from XML keep their prefix in `name`; catch any other spelling.
    for (const attr of Array.from(node.attributes)) {
      if (attr.localName === 'href' && !attr.value.trim().startsWith('#')) node.removeAttributeNode(attr)
    }
  })
  purifiers.set(win, p)
  return p
}

/** The SVG markup with everything that could run or fetch removed. */
export function sanitizeSvg(svg: string, win: Window & typeof globalThis = window): string {
  return getPurifier(win).sanitize(svg, CONFIG) as unknown as string
}

/**
 * An untrusted SVG document (an uploaded icon) sanitised and written back as XML: inline handlers are renamed first
 * (so parsing does not report them to the CSP), DOMPurify reads it in an inert document and removes what could run
 * or fetch, and the first <svg> left is serialised as XML (entities and DOCTYPEs are gone). Null when none is left.
 */
export function sanitizeSvgDocument(svg: string, win: Window & typeof globalThis = window): string | null {
  const body = getPurifier(win).sanitize(defuseInlineHandlers(svg), { ...CONFIG, RETURN_DOM: true }) as HTMLElement
  const root = Array.from(body.children).find((el) => el.localName === 'svg')
  return root ? new win.XMLSerializer().serializeToString(root) : null
}
