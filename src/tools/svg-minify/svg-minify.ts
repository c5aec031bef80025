// SVG minification with SVGO's safe defaults (preset-default keeps the viewBox in SVGO 4) and the size figures the
// page shows. The optimizer is passed in, so the page can lazy-load svgo/browser and the tests use svgo in Node.
import type { Config, Output } from 'svgo'

export type Optimize = (input: string, config?: Config) => Output

export const SVGO_CONFIG: Config = {
  multipass: true,
  plugins: ['preset-default'],
}

export interface MinifyResult {
  output: string
  originalSize: number
  minifiedSize: number
  bytesSaved: number
  /** Percent smaller, rounded to one decimal (0 when nothing was saved). */
  reduction: number
}

export const byteLength = (text: string) => new TextEncoder().encode(text).length

export class InvalidSvgError extends Error {}

/**
 * The deepest element nesting minified. SVGO walks the tree by recursion on the page's thread: 100,000 nested groups
 * overflowed the stack after a long freeze, and a few thousand already took seconds. Real drawings nest a few dozen.
 */
export const MAX_SVG_DEPTH = 256

/**
 * The deepest element nesting of SVG markup by one linear scan (comments, CDATA, processing instructions and the
 * DOCTYPE skipped; quoted attribute values may hold `>`). Stops counting once past `stopAt`.
 */
export function svgDepth(text: string, stopAt = Number.POSITIVE_INFINITY): number {
  let depth = 0
  let max = 0
  const n = text.length
  for (let i = text.indexOf('<'); i !== -1 && i < n; i = text.indexOf('<', i + 1)) {
    if (text.startsWith('<!--', i)) {
      const end = text.indexOf('-->', i + 4)
      if (end === -1) break
      i = end + 2
    } else if (text.startsWith('<![CDATA[', i)) {
      const end = text.indexOf(']]>', i + 9)
      if (end === -1) break
      i = end + 2
    } else if (text[i + 1] === '?' || text[i + 1] === '!') {
      // A processing instruction or a declaration (the DOCTYPE's internal subset ends with "]>").
      const subset = text.indexOf('[', i)
      const close = text.indexOf('>', i)
      if (close === -1) break
      const end = subset !== -1 && subset < close ? text.indexOf(']>', subset) : close
      if (end === -1) break
      i = end
    } else if (text[i + 1] === '/') {
      depth--
    } else {
      // An opening tag: find its end outside quoted values, and whether it closes itself.
      let j = i + 1
      let quote = 0
      for (; j < n; j++) {
        const c = text.charCodeAt(j)
        if (quote) {
          if (c === quote) quote = 0
        } else if (c === 34 || c === 39) quote = c
        else if (c === 62) break
      }
      if (text.charCodeAt(j - 1) !== 47 && ++depth > max) {
        max = depth
        if (max > stopAt) return max
      }
      i = j
    }
  }
  return max
}

/** Minifies the SVG or throws (blank input, not an SVG, nested past MAX_SVG_DEPTH, or markup SVGO cannot parse). */
export function minifySvg(input: string, optimize: Optimize): MinifyResult {
  if (!input.trim()) throw new InvalidSvgError('No input')
  if (!/<svg[\s>/]/i.test(input)) throw new InvalidSvgError('The input has no <svg> element')
  if (svgDepth(input, MAX_SVG_DEPTH) > MAX_SVG_DEPTH)
    throw new InvalidSvgError(
      `This SVG nests elements more than ${MAX_SVG_DEPTH} levels deep; SVG Minifier reads up to ${MAX_SVG_DEPTH} levels.`,
    )
  const { data } = optimize(input, SVGO_CONFIG)
  if (!/<svg[\s>/]/i.test(data)) throw new InvalidSvgError('The result is not an SVG')
  const originalSize = byteLength(input)
  const minifiedSize = byteLength(data)
  const bytesSaved = Math.max(0, originalSize - minifiedSize)
  return {
    output: data,
    originalSize,
    minifiedSize,
    bytesSaved,
    reduction: originalSize ? Math.round((bytesSaved / originalSize) * 1000) / 10 : 0,
  }
}

export const SAMPLE_SVG = `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<!-- Generator: Adobe Illustrator 27.0.0, SVG Export Plug-In -->
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" version="1.1" id="Layer_1" x="0px" y="0px" width="120px" height="120px" viewBox="0 0 120 120" xml:space="preserve">
  <title>Sunny badge</title>
  <metadata>
    <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description about="sample"/></rdf:RDF>
  </metadata>
  <defs>
    <linearGradient id="sky" x1="0%" y1="0%" x2="0%" y2="100%">
      <stop offset="0%" style="stop-color:#3B82F6;stop-opacity:1.000000" />
      <stop offset="100%" style="stop-color:#93C5FD;stop-opacity:1.000000" />
    </linearGradient>
    <linearGradient id="unused"><stop offset="0" stop-color="#000000"/></linearGradient>
  </defs>
  <g id="Background">
    <rect x="0.000000" y="0.000000" width="120.000000" height="120.000000" rx="16.000000" ry="16.000000" fill="url(#sky)" />
  </g>
  <g id="Sun" transform="translate(0.000000, 0.000000)">
    <circle cx="60.000000" cy="52.000000" r="22.000000" fill="#FACC15" stroke="#EAB308" stroke-width="2.000000" />
    <path d="M 60.000000 18.000000 L 60.000000 24.000000 M 60.000000 80.000000 L 60.000000 86.000000 M 26.000000 52.000000 L 32.000000 52.000000 M 88.000000 52.000000 L 94.000000 52.000000" stroke="#EAB308" stroke-width="4.000000" stroke-linecap="round" fill="none" />
  </g>
  <g id="Ground">
    <path d="M 0.000000 96.000000 C 30.000000 86.000000 90.000000 86.000000 120.000000 96.000000 L 120.000000 104.000000 C 120.000000 112.836556 112.836556 120.000000 104.000000 120.000000 L 16.000000 120.000000 C 7.163444 120.000000 0.000000 112.836556 0.000000 104.000000 Z" fill="#22C55E" />
  </g>
</svg>
`

/** What the minifier does, for the page's technique notes. */
export const TECHNIQUES = [
  'Removes editor metadata, comments, XML declarations and unused definitions.',
  'Rounds numbers and shortens path data (relative commands, no repeated letters).',
  'Shortens colours (#FFFFFF → #fff) and merges styles into attributes.',
  'Collapses useless groups and transforms, removes empty elements and default attribute values.',
  'Keeps the viewBox, so the image still scales exactly as before.',
]
