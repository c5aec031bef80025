// SVG minification with SVGO's safe defaults (preset-default keeps the viewBox in SVGO 4), the size figures the page
// shows, and the nesting limit checked before SVGO runs. The optimizer is passed in: the svg worker gives it
// svgo/browser, the tests svgo in Node.
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
