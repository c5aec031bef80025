import { describe, expect, it } from 'vitest'
import { formatCount } from '../../src/lib/count'
import {
  describeJsonError,
  findJsonErrorOffset,
  formatJson,
  lineColumnAt,
  minifyJson,
  parseIndent,
  reindent,
  textSlices,
  validityMessage,
} from '../../src/lib/json/json-format'
import { jsonApi } from '../../workers/json/json.api'

describe('formatJson', () => {
  const input = '{"a":1,"b":[1,2,{"c":null}],"d":{},"e":[],"f":"x, y: {z}"}'
  it('indents with 2 spaces', () => {
    const r = formatJson(input, 2)
    expect(r.ok && r.output).toBe(
      '{\n  "a": 1,\n  "b": [\n    1,\n    2,\n    {\n      "c": null\n    }\n  ],\n  "d": {},\n  "e": [],\n  "f": "x, y: {z}"\n}',
    )
    expect(r.ok && r.output).toBe(JSON.stringify(JSON.parse(input), null, 2))
  })
  it('indents with 4 spaces and with a real tab', () => {
    const obj = JSON.parse(input)
    const four = formatJson(input, 4)
    expect(four.ok && four.output).toBe(JSON.stringify(obj, null, 4))
    const tab = formatJson(input, 'tab')
    expect(tab.ok && tab.output).toBe(JSON.stringify(obj, null, '\t'))
    expect(tab.ok && tab.output).toContain('\n\t"a": 1')
  })
  it('keeps numbers, key order and duplicate keys exactly as written', () => {
    const r = formatJson('{"2":1,"1":12345678901234567890,"x":1e400,"x":-0.10}', 2)
    expect(r.ok && r.output).toBe('{\n  "2": 1,\n  "1": 12345678901234567890,\n  "x": 1e400,\n  "x": -0.10\n}')
  })
  it('keeps escaped quotes and backslashes in strings, and Unicode', () => {
    const r = formatJson('{"q":"he said \\"hi\\" \\\\","emoji":"👍🏽 café","u":"\\u00e9"}', 2)
    expect(r.ok && JSON.parse(r.output)).toEqual({ q: 'he said "hi" \\', emoji: '👍🏽 café', u: 'é' })
    expect(r.ok && r.output).toContain('"\\u00e9"')
  })
  it('formats scalars and top-level arrays', () => {
    expect(formatJson(' 42 ', 2)).toEqual({ ok: true, output: '42' })
    expect(formatJson('"x"', 2)).toEqual({ ok: true, output: '"x"' })
    expect(formatJson('[ ]', 2)).toEqual({ ok: true, output: '[]' })
  })
})

describe('minifyJson', () => {
  it('removes all insignificant whitespace', () => {
    const r = minifyJson('{\n  "a" : [ 1 , 2 ],\n  "b": "  spaced  "\n}')
    expect(r).toEqual({ ok: true, output: '{"a":[1,2],"b":"  spaced  "}' })
  })
  it('reindent(null) equals JSON.stringify for ordinary JSON', () => {
    const text = JSON.stringify({ a: [1, { b: 'c' }], d: true }, null, 3)
    expect(reindent(text, null)).toBe(JSON.stringify(JSON.parse(text)))
  })
})

describe('errors', () => {
  it("says 'Invalid JSON: <parser message>' with the line and column", () => {
    const text = '{\n  "a": 1,\n  "b": }\n}'
    const r = formatJson(text, 2)
    expect(r.ok).toBe(false)
    if (r.ok) return
    expect(validityMessage(r)).toMatch(/^Invalid JSON: /)
    expect(r.error.line).toBe(3)
    expect(r.error.column).toBe(8)
    expect(r.error.excerpt).toBe('  "b": }')
  })
  it('places an unexpected end at the end of the text', () => {
    const r = formatJson('{"a": [1, 2', 2)
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.error.line).toBe(1)
  })
  it('reads positions out of Chromium and Firefox messages', () => {
    expect(describeJsonError('ab\ncd', new SyntaxError('Unexpected token in JSON at position 4'))).toMatchObject({
      line: 2,
      column: 2,
    })
    expect(
      describeJsonError('x', new SyntaxError('JSON.parse: unexpected character at line 7 column 3 of the JSON data')),
    ).toMatchObject({ line: 7, column: 3 })
  })
  it('empty input is invalid', () => {
    expect(formatJson('', 2).ok).toBe(false)
  })
  it('lineColumnAt counts from 1', () => {
    expect(lineColumnAt('abc', 0)).toEqual({ line: 1, column: 1 })
    expect(lineColumnAt('a\nbc', 3)).toEqual({ line: 2, column: 2 })
  })
  it("'Valid JSON' for good input", () => {
    expect(validityMessage(formatJson('{}', 2))).toBe('Valid JSON')
  })
})

describe('findJsonErrorOffset', () => {
  const cases: [string, number][] = [
    ['{"a":1}', -1],
    ['  [1, {"b": [true, false, null]}, "x"]  ', -1],
    ['', 0],
    ['{', 1],
    ['{"a" 1}', 5],
    ['{"a":1,}', 7],
    ['[1,]', 3],
    ['[1 2]', 3],
    ["{'a':1}", 1],
    ['{"a":01}', 6],
    ['"tab\\there"', -1],
    ['"bad \\x"', 6],
    ['"ctrl\\u0001"', -1],
    ['"raw\tcontrol"', 4],
    ['[1] x', 4],
    ['[tru]', 1],
    ['{"a":"unterminated', 18],
  ]
  for (const [text, offset] of cases) {
    it(`${JSON.stringify(text)} → ${offset}`, () => {
      expect(findJsonErrorOffset(text)).toBe(offset)
      let valid = true
      try {
        JSON.parse(text)
      } catch {
        valid = false
      }
      expect(valid).toBe(offset === -1)
    })
  }
  it('handles very deep nesting without a stack overflow', () => {
    expect(findJsonErrorOffset(`${'['.repeat(100_000)}${']'.repeat(100_000)}`)).toBe(-1)
  })
})

describe('parseIndent', () => {
  it('maps the select values', () => {
    expect(parseIndent('2')).toBe(2)
    expect(parseIndent('4')).toBe(4)
    expect(parseIndent('tab')).toBe('tab')
    expect(parseIndent('junk')).toBe(2)
  })
})

describe('the worker api', () => {
  it('formats and minifies like the main-thread code', async () => {
    const four = await jsonApi.format('{"a":[1]}', 4, 1000)
    expect(four.ok && (await four.blob.text())).toBe('{\n    "a": [\n        1\n    ]\n}')
    const min = await jsonApi.format('{ "a" : [ 1 ] }', null, 1000)
    expect(min.ok && (await min.blob.text())).toBe('{"a":[1]}')
    const bad = await jsonApi.format('{', 2, 1000)
    expect(bad.ok === false && bad.error.line).toBe(1)
  })
  it('formats a 7 MB document exactly like JSON.stringify', async () => {
    const value = Array.from({ length: 120_000 }, (_, i) => ({
      id: i,
      name: `item "${i}"\\`,
      tags: ['a', 'b'],
      v: i / 3,
    }))
    const big = JSON.stringify(value)
    expect(big.length).toBeGreaterThan(7_000_000)
    const r = await jsonApi.format(big, 2, 50_000)
    expect(r.ok).toBe(true)
    if (!r.ok) return
    const expected = JSON.stringify(value, null, 2)
    expect(await r.blob.text()).toBe(expected)
    expect(r.preview).toBe(expected.slice(0, 50_000))
    expect(r.chars).toBe(expected.length)
  })
})

describe('textSlices', () => {
  it('covers the text in slices of the given size', () => {
    expect(textSlices('abcdefg', 3)).toEqual([
      [0, 3],
      [3, 6],
      [6, 7],
    ])
    expect(textSlices('', 3)).toEqual([])
  })
  it('never splits a surrogate pair', () => {
    const text = `ab😀cd`
    const slices = textSlices(text, 3)
    expect(slices).toEqual([
      [0, 2],
      [2, 5],
      [5, 6],
    ])
    expect(slices.map(([s, e]) => text.slice(s, e)).join('')).toBe(text)
  })
})

describe('json worker api with a Blob', () => {
  it('formats a document sent as a Blob like the same text', async () => {
    const text = '{"a":[1,2,{"b":"é😀"}]}'
    const fromBlob = await jsonApi.format(new Blob([text]), 2, 100)
    const fromText = await jsonApi.format(text, 2, 100)
    if (!fromBlob.ok || !fromText.ok) throw new Error('not formatted')
    expect(fromBlob.preview).toBe(fromText.preview)
    expect(fromBlob.chars).toBe(fromText.chars)
    expect(await fromBlob.blob.text()).toBe(await fromText.blob.text())
    expect(fromBlob.preview).toContain('"b": "é😀"')
  })
})

describe('formatCount', () => {
  it('groups thousands like en', () => {
    for (const n of [0, 20_000, 52_428_854, -1234]) expect(formatCount(n)).toBe(n.toLocaleString('en'))
  })
})
