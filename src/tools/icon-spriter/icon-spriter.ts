// Builds an SVG sprite (one <symbol> per icon) and its CSS from uploaded icons. Icons are parsed as XML, never
// as HTML, and every symbol goes through the site's SVG sanitiser (DOMPurify: no script, event handlers,
// <foreignObject>, <base>, javascript: or external links) before it reaches the sprite or the preview.

import { formatBytes } from '../../lib/bytes'
import { formatCount } from '../../lib/count'
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

/** Icons in one sprite: the list, the previews and the CSS stay quick up to here (issue 35). */
export const MAX_ICONS = 2_000
/** One icon file: the largest single step of the build (parsed twice and sanitised on the page). */
export const MAX_ICON_BYTES = 1024 * 1024
/** All the icons together: the sprite is one text of about this size, shown and serialised on the page. */
export const MAX_TOTAL_BYTES = 10 * 1024 * 1024

/** Icons listed, and previews drawn, on the page: the rest are counted (the sprite takes them all). */
export const SHOWN_ICONS = 200

/** Names at most this many of the files left out, then counts the rest. */
const NAMED_AT_MOST = 3

export interface IconBatchCheck<F> {
  /** The files to read: none when the batch as a whole is over a limit. */
  accepted: F[]
  /** Files over MAX_ICON_BYTES, left out. */
  tooLarge: F[]
  /** The message naming the limit and what was found; null when every file is taken. */
  problem: string | null
}

/**
 * Checks a batch of icon files by their sizes before any is read, against the icons already loaded: files over
 * MAX_ICON_BYTES are left out (and named), and a batch that would take the sprite past MAX_ICONS or MAX_TOTAL_BYTES
 * is refused whole (the icons loaded stay).
 */
export function checkIconFiles<F extends { name: string; size: number }>(
  files: readonly F[],
  loaded: { count: number; bytes: number } = { count: 0, bytes: 0 },
): IconBatchCheck<F> {
  const tooLarge = files.filter((f) => f.size > MAX_ICON_BYTES)
  const fitting = files.filter((f) => f.size <= MAX_ICON_BYTES)
  const problems: string[] = []
  if (tooLarge.length) {
    const named = tooLarge
      .slice(0, NAMED_AT_MOST)
      .map((f) => `${f.name} (${formatBytes(f.size)})`)
      .join(', ')
    const rest = tooLarge.length - NAMED_AT_MOST
    problems.push(
      `${tooLarge.length === 1 ? `${named} is` : `${formatCount(tooLarge.length)} files are`} over ${formatBytes(MAX_ICON_BYTES)}: Icon Spriter takes icons up to ${formatBytes(MAX_ICON_BYTES)} each${tooLarge.length === 1 ? '' : ` (${named}${rest > 0 ? ` and ${formatCount(rest)} more` : ''})`}; left out.`,
    )
  }
  const with_ = (what: string) => (loaded.count ? `${what} with the ${formatCount(loaded.count)} loaded` : what)
  const count = loaded.count + fitting.length
  const bytes = loaded.bytes + fitting.reduce((n, f) => n + f.size, 0)
  let whole: string | null = null
  if (count > MAX_ICONS) {
    whole = `${with_(`${formatCount(count)} icons`)}: Icon Spriter combines up to ${formatCount(MAX_ICONS)}; none of these ${formatCount(fitting.length)} were added.`
  } else if (bytes > MAX_TOTAL_BYTES) {
    whole = `${with_(`${formatBytes(bytes)} of icons`)}: Icon Spriter combines up to ${formatBytes(MAX_TOTAL_BYTES)} in all; none of these ${formatCount(fitting.length)} were added.`
  }
  if (whole) problems.push(whole)
  return { accepted: whole ? [] : fitting, tooLarge, problem: problems.length ? problems.join(' ') : null }
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
  /** Each icon's <symbol> element, by id, for embedding in another SVG (previews). */
  symbolById: Map<string, string>
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

/** A sprite built one icon at a time (`add`), then written out (`finish`). Needs DOMParser/XMLSerializer. */
function spriteBuilder() {
  const parser = new DOMParser()
  const serializer = new XMLSerializer()
  const doc = document.implementation.createDocument(SVG_NS, 'svg', null)
  const root = doc.documentElement
  // No prototype: an icon may be called __proto__.svg.
  const viewBoxes: Record<string, string | null> = Object.create(null)
  const symbolById = new Map<string, string>()
  const skipped: string[] = []
  const included: string[] = []
  const add = (icon: SpriteIcon) => {
    // Well-formed SVG only (as XML, which runs nothing), then sanitised and read again from the clean text.
    // Inline handlers renamed first: Chromium reports each one it parses to the CSP, even in an inert document.
    const raw = parser.parseFromString(defuseInlineHandlers(icon.content), 'image/svg+xml')
    const clean = isSvgDocument(raw) ? sanitizeSvgDocument(icon.content) : null
    const parsed = clean === null ? null : parser.parseFromString(clean, 'image/svg+xml')
    if (!parsed || !isSvgDocument(parsed)) {
      skipped.push(icon.name)
      return
    }
    const svg = parsed.documentElement
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
    symbolById.set(
      icon.id,
      serializer.serializeToString(symbol).replace(/ xmlns="http:\/\/www\.w3\.org\/2000\/svg"/, ''),
    )
  }
  const finish = (): BuiltSprite => {
    root.appendChild(doc.createTextNode('\n'))
    let sprite = serializer.serializeToString(root)
    if (sprite.includes(`xmlns:xlink`) === false && sprite.includes('xlink:')) {
      sprite = sprite.replace('<svg ', `<svg xmlns:xlink="${XLINK_NS}" `)
    }
    return { sprite: `${sprite}\n`, symbolById, viewBoxes, included, skipped }
  }
  return { add, finish }
}

/** Parses each icon as XML and builds the sprite. Needs DOMParser/XMLSerializer (browser or jsdom). */
export function buildSprite(icons: readonly SpriteIcon[]): BuiltSprite {
  const builder = spriteBuilder()
  for (const icon of icons) builder.add(icon)
  return builder.finish()
}

/** Time spent on icons before the page gets a frame: the build goes on after a macrotask. */
const SLICE_MS = 40

/**
 * buildSprite in slices of about SLICE_MS, with a frame between them, so that a sprite of thousands of icons keeps
 * the page responsive (parsing and sanitising need the DOM, which a worker does not have). One icon is one step:
 * MAX_ICON_BYTES bounds it. Rejects with an AbortError when `signal` aborts.
 */
export async function buildSpriteInSlices(
  icons: readonly SpriteIcon[],
  opts: { signal?: AbortSignal; onProgress?: (done: number) => void } = {},
): Promise<BuiltSprite> {
  const builder = spriteBuilder()
  let sliceStart = performance.now()
  for (let i = 0; i < icons.length; i++) {
    if (performance.now() - sliceStart > SLICE_MS) {
      opts.onProgress?.(i)
      await new Promise((r) => setTimeout(r, 0))
      opts.signal?.throwIfAborted()
      sliceStart = performance.now()
    }
    builder.add(icons[i])
  }
  return builder.finish()
}

/**
 * The symbols a preview of `id` needs: its own and those it uses by id (an icon may <use> another icon of the
 * sprite), each once. Embedding only these keeps each preview the size of its icon, not of the whole sprite.
 */
export function previewSymbols(symbolById: ReadonlyMap<string, string>, id: string): string {
  const out: string[] = []
  const seen = new Set<string>()
  const stack = [id]
  while (stack.length) {
    const next = stack.pop() as string
    const symbol = symbolById.get(next)
    if (symbol === undefined || seen.has(next)) continue
    seen.add(next)
    out.push(symbol)
    for (const m of symbol.matchAll(/(?:href="#|url\(['"]?#)([^"')]+)/g)) if (!seen.has(m[1])) stack.push(m[1])
  }
  return out.join('\n')
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

/** A standalone SVG (for an <img> preview) that embeds `symbols` (previewSymbols) and shows one of them. */
export function previewSvg(symbols: string, id: string, viewBox: string | null): string {
  const [, , w, h] = (viewBox ?? '0 0 24 24').split(' ').map(Number)
  const vb = `0 0 ${w > 0 ? w : 24} ${h > 0 ? h : 24}`
  return `<svg xmlns="${SVG_NS}" xmlns:xlink="${XLINK_NS}" viewBox="${vb}" width="48" height="48"><defs>${symbols}</defs><use href="#${id}" width="100%" height="100%"/></svg>`
}
