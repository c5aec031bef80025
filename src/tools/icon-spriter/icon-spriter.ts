// Builds an SVG sprite (one <symbol> per icon) and its CSS from uploaded icons. Icons are parsed as XML, never
// as HTML, and every symbol goes through the site's SVG sanitiser (DOMPurify: no script, event handlers,
// <foreignObject>, <base>, javascript: or external links) before it reaches the sprite or the preview.
import { defuseInlineHandlers } from '../../lib/html/defuse-handlers'
import { sanitizeSvgDocument } from '../../lib/html/sanitize-svg'

const SVG_NS = 'http://www.w3.org/2000/svg'
const XLINK_NS = 'http://www.w3.org/1999/xlink'

export interface SpriteIcon {
  id: string
  name: string
  content: string
}

/** The seed's rule: an upload counts as SVG when its type is image/svg+xml or its name ends in .svg. */
export function isSvgFile(file: { name: string; type: string }): boolean {
  return file.type === 'image/svg+xml' || file.name.toLowerCase().endsWith('.svg')
}

/** "arrow left.svg" → "arrow-left": the name without .svg, other characters than A–Z, 0–9, - and _ become "-". */
export function iconIdFromName(name: string): string {
  const id = name.replace(/\.svg$/i, '').replace(/[^a-zA-Z0-9_-]/g, '-')
  return id || 'icon'
}

/** Makes ids unique against `taken` and each other: "home", "home-2", "home-3" … */
export function uniqueIds(ids: readonly string[], taken: Iterable<string> = []): string[] {
  const used = new Set(taken)
  return ids.map((id) => {
    let candidate = id
    for (let n = 2; used.has(candidate); n++) candidate = `${id}-${n}`
    used.add(candidate)
    return candidate
  })
}

function parseLength(value: string | null): number | null {
  if (!value) return null
  const m = /^\s*([0-9]*\.?[0-9]+)\s*(px)?\s*$/i.exec(value)
  return m ? Number(m[1]) : null
}

/** The icon's viewBox, or one derived from width/height; null when neither is usable. */
export function viewBoxOf(svg: Element): string | null {
  const vb = svg.getAttribute('viewBox')?.trim()
  if (vb && vb.split(/[\s,]+/).length === 4) return vb.replace(/\s*,\s*|\s+/g, ' ')
  const w = parseLength(svg.getAttribute('width'))
  const h = parseLength(svg.getAttribute('height'))
  return w && h ? `0 0 ${w} ${h}` : null
}

const DROP_ROOT_ATTRS = new Set(['width', 'height', 'x', 'y', 'version', 'id', 'xmlns', 'baseprofile', 'style'])

/** Prefixes ids inside an icon so two icons' gradients or clip paths cannot clash in one sprite. */
function scopeInnerIds(symbol: Element, prefix: string) {
  const inner = Array.from(symbol.querySelectorAll('[id]'))
  if (!inner.length) return
  const map = new Map<string, string>()
  for (const el of inner) {
    const next = `${prefix}-${el.getAttribute('id')}`
    map.set(el.getAttribute('id') as string, next)
    el.setAttribute('id', next)
  }
  const rewrite = (value: string) =>
    value.replace(/url\(\s*(['"]?)#([^)'"]+)\1\s*\)/g, (all, q: string, id: string) =>
      map.has(id) ? `url(${q}#${map.get(id)}${q})` : all,
    )
  for (const el of Array.from(symbol.getElementsByTagName('*'))) {
    for (const attr of Array.from(el.attributes)) {
      if ((attr.name === 'href' || attr.name === 'xlink:href') && attr.value.startsWith('#')) {
        const id = attr.value.slice(1)
        if (map.has(id)) el.setAttributeNS(attr.namespaceURI, attr.name, `#${map.get(id)}`)
      } else if (attr.value.includes('url(')) {
        el.setAttribute(attr.name, rewrite(attr.value))
      }
    }
    if (el.localName === 'style' && el.textContent) el.textContent = rewrite(el.textContent)
  }
}

export interface BuiltSprite {
  sprite: string
  /** The <symbol> elements only, for embedding the sprite in another SVG (previews). */
  symbols: string
  viewBoxes: Record<string, string | null>
  /** Ids of the icons in the sprite, in order. */
  included: string[]
  /** Icons that were not well-formed SVG and were left out. */
  skipped: string[]
}

function isSvgDocument(doc: Document): boolean {
  const svg = doc.documentElement
  return svg?.localName === 'svg' && svg.namespaceURI === SVG_NS && !doc.getElementsByTagName('parsererror').length
}

/** Parses each icon as XML and builds the sprite. Needs DOMParser/XMLSerializer (browser or jsdom). */
export function buildSprite(icons: readonly SpriteIcon[]): BuiltSprite {
  const parser = new DOMParser()
  const doc = document.implementation.createDocument(SVG_NS, 'svg', null)
  const root = doc.documentElement
  const viewBoxes: Record<string, string | null> = {}
  const skipped: string[] = []
  const included: string[] = []
  for (const icon of icons) {
    // Well-formed SVG only (as XML, which runs nothing), then sanitised and read again from the clean text.
    // Inline handlers renamed first: Chromium reports each one it parses to the CSP, even in an inert document.
    const raw = parser.parseFromString(defuseInlineHandlers(icon.content), 'image/svg+xml')
    const clean = isSvgDocument(raw) ? sanitizeSvgDocument(icon.content) : null
    const parsed = clean === null ? null : parser.parseFromString(clean, 'image/svg+xml')
    if (!parsed) {
      skipped.push(icon.name)
      continue
    }
    const svg = parsed.documentElement
    if (!isSvgDocument(parsed)) {
      skipped.push(icon.name)
      continue
    }
    const symbol = doc.createElementNS(SVG_NS, 'symbol')
    symbol.setAttribute('id', icon.id)
    const viewBox = viewBoxOf(svg)
    if (viewBox) symbol.setAttribute('viewBox', viewBox)
    viewBoxes[icon.id] = viewBox
    included.push(icon.id)
    for (const attr of Array.from(svg.attributes)) {
      const name = attr.name.toLowerCase()
      if (DROP_ROOT_ATTRS.has(name) || name === 'viewbox' || name.startsWith('xmlns')) continue
      symbol.setAttributeNS(attr.namespaceURI, attr.name, attr.value)
    }
    for (const child of Array.from(svg.childNodes)) {
      if (child.nodeType === 1 || (child.nodeType === 3 && child.textContent?.trim())) {
        symbol.appendChild(doc.importNode(child, true))
      }
    }
    scopeInnerIds(symbol, icon.id)
    root.appendChild(doc.createTextNode('\n  '))
    root.appendChild(symbol)
  }
  root.appendChild(doc.createTextNode('\n'))
  const serializer = new XMLSerializer()
  let sprite = serializer.serializeToString(root)
  if (sprite.includes(`xmlns:xlink`) === false && sprite.includes('xlink:')) {
    sprite = sprite.replace('<svg ', `<svg xmlns:xlink="${XLINK_NS}" `)
  }
  const symbols = Array.from(root.getElementsByTagName('symbol'))
    .map((s) => serializer.serializeToString(s).replace(/ xmlns="http:\/\/www\.w3\.org\/2000\/svg"/, ''))
    .join('\n')
  return { sprite: `${sprite}\n`, symbols, viewBoxes, included, skipped }
}

function ratioOf(viewBox: string | null): number {
  if (!viewBox) return 1
  const [, , w, h] = viewBox.split(' ').map(Number)
  return w > 0 && h > 0 ? Math.round((w / h) * 10000) / 10000 : 1
}

/** CSS for the sprite: a base .icon class (1em, currentColor) and one class per icon keeping its aspect ratio. */
export function buildSpriteCss(ids: readonly string[], viewBoxes: Record<string, string | null>): string {
  const lines = [
    '.icon {',
    '  display: inline-block;',
    '  width: 1em;',
    '  height: 1em;',
    '  fill: currentColor;',
    '  vertical-align: -0.125em;',
    '}',
  ]
  for (const id of ids) {
    lines.push('', `.icon-${id} {`, `  width: ${ratioOf(viewBoxes[id] ?? null)}em;`, '}')
  }
  return `${lines.join('\n')}\n`
}

/** A standalone SVG (for an <img> preview) that embeds the sprite's symbols and shows one of them. */
export function previewSvg(symbols: string, id: string, viewBox: string | null): string {
  const [, , w, h] = (viewBox ?? '0 0 24 24').split(' ').map(Number)
  const vb = `0 0 ${w > 0 ? w : 24} ${h > 0 ? h : 24}`
  return `<svg xmlns="${SVG_NS}" xmlns:xlink="${XLINK_NS}" viewBox="${vb}" width="48" height="48"><defs>${symbols}</defs><use href="#${id}" width="100%" height="100%"/></svg>`
}
