// The limits json-pretty, json-diff, geojson-viewer state for deep nesting (issue 35): refused by name, quickly, and
// a document within them still comes out right.
import { describe, expect, it } from 'vitest'
import { compareJsonTexts, MAX_DIFF_DEPTH } from '../../src/lib/json/json-diff'
import {
  formatJson,
  formatJsonLarge,
  MAX_FORMATTED_CHARS,
  minifyJson,
  tooDeepAt,
  validityMessage,
} from '../../src/lib/json/json-format'
import { MAX_COLLECTION_DEPTH, parseGeoText } from '../../workers/geo/geo-doc'

const deepArray = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`

describe('tooDeepAt', () => {
  it('finds the first bracket past the limit, ignoring brackets in strings', () => {
    expect(tooDeepAt('[[["[[[["]]]', 3)).toBe(-1)
    expect(tooDeepAt('{"a":[[1]]}', 2)).toBe(6)
    expect(tooDeepAt(deepArray(100_000), 1000)).toBe(1000)
  })
})

describe('json-pretty: the formatted size limit', () => {
  it('refuses 100,000 levels of nesting with indentation, naming the limit and the depth; minifies it as it is', () => {
    const text = deepArray(100_000)
    const result = formatJsonLarge(text, 2, 100)
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.error.limit).toBe(true)
    expect(result.error.message).toBe(
      'Formatted, this JSON would be over 200,000,000 characters (it nests 100,000 levels deep, and every level indents the lines below it); JSON Formatter writes up to 200,000,000. Minify keeps it as small as it is.',
    )
    expect(validityMessage(result)).toBe(result.error.message)
    const minified = formatJsonLarge(text, null, 10)
    expect(minified.ok && minified.chars).toBe(200_000)
    expect(minified.ok && minified.preview).toBe('[[[[[[[[[[')
  })
  it('takes the limit itself: just within it formats, one character over refuses', () => {
    // [[1]] with 2 spaces: "[\n  [\n    1\n  ]\n]" = 5 input characters plus 2 + 4 + 2 + 0 indentation and 4 newlines.
    expect(formatJson('[[1]]', 2, 17)).toEqual({ ok: true, output: '[\n  [\n    1\n  ]\n]' })
    const over = formatJson('[[1]]', 2, 16)
    expect(over.ok === false && over.error.limit).toBe(true)
    expect(minifyJson('[ [ 1 ] ]')).toEqual({ ok: true, output: '[[1]]' })
    expect(MAX_FORMATTED_CHARS).toBe(200_000_000)
  })
  it('still reports a syntax error as invalid JSON, not as a limit', () => {
    const bad = formatJson('[1,]', 2)
    expect(bad.ok === false && bad.error.limit).toBeFalsy()
    expect(validityMessage(bad)).toMatch(/^Invalid JSON: /)
  })
})

describe('json-diff: the nesting limit', () => {
  it('refuses a side nested past 3,000 levels by name, at the bracket that passes it', () => {
    const result = compareJsonTexts(deepArray(100_000), '[1]')
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.right).toBeNull()
    expect(result.left).toMatchObject({
      message: 'This JSON nests more than 3,000 levels deep; JSON Diff compares up to 3,000 levels.',
      line: 1,
      column: 3001,
      limit: true,
    })
  })
  it('compares 3,000 levels: the change deep down is found', () => {
    const at = (v: number) => `${'['.repeat(MAX_DIFF_DEPTH)}${v}${']'.repeat(MAX_DIFF_DEPTH)}`
    const result = compareJsonTexts(at(1), at(2))
    expect(result.ok && result.diff.counts).toEqual({ added: 0, removed: 0, changed: 1, type: 0 })
    expect(result.ok && result.diff.entries[0]?.parts.length).toBe(MAX_DIFF_DEPTH)
  })
})

describe('geojson-viewer: the GeometryCollection nesting limit', () => {
  const nested = (n: number) =>
    `${'{"type":"GeometryCollection","geometries":['.repeat(n)}{"type":"Point","coordinates":[1,2]}${']}'.repeat(n)}`
  const collection = (deep: number) =>
    `{"type":"FeatureCollection","features":[{"type":"Feature","properties":{"name":"deep"},"geometry":${nested(deep)}},{"type":"Feature","properties":{"name":"ok"},"geometry":{"type":"Point","coordinates":[3,4]}}]}`
  it('refuses 100,000 nested collections by name instead of overflowing the stack; the other feature is read', () => {
    const result = parseGeoText(collection(100_000))
    expect('doc' in result).toBe(true)
    if (!('doc' in result)) return
    const errors = result.doc.issues.filter((i) => i.severity === 'error')
    expect(errors.map((i) => i.message)).toEqual([
      'GeometryCollections nested more than 100 levels deep; the viewer reads up to 100 levels.',
    ])
    expect(result.doc.vertices).toBe(1)
    expect(result.doc.bounds).toEqual([3, 4, 3, 4])
  })
  it('reads collections nested 100 levels deep', () => {
    const result = parseGeoText(collection(MAX_COLLECTION_DEPTH))
    if (!('doc' in result)) throw new Error(result.error)
    expect(result.doc.errorCount).toBe(0)
    expect(result.doc.vertices).toBe(2)
  })
})
