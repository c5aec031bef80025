import { describe, expect, it } from 'vitest'
import {
  buildDiffTree,
  compareJsonTexts,
  describeEntry,
  diffToJson,
  diffToPatch,
  diffValues,
  formatPath,
  formatPointer,
  summaryText,
} from '../../src/lib/json/json-diff'

function applyPatch(doc: unknown, patch: { op: string; path: string; value?: unknown }[]): unknown {
  let root = structuredClone(doc)
  for (const op of patch) {
    const parts = op.path
      .split('/')
      .slice(1)
      .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
    if (parts.length === 0) {
      root = op.value
      continue
    }
    let target = root as Record<string, unknown>
    for (const p of parts.slice(0, -1)) target = target[p] as Record<string, unknown>
    const last = parts[parts.length - 1] as string
    if (Array.isArray(target)) {
      const i = Number(last)
      if (op.op === 'add') target.splice(i, 0, op.value)
      else if (op.op === 'remove') target.splice(i, 1)
      else target[i] = op.value
    } else if (op.op === 'remove') delete target[last]
    else target[last] = op.value
  }
  return root
}

describe('json-diff', () => {
  it('ignores key order and reports equal documents', () => {
    const d = diffValues({ a: 1, b: { c: [1, 2] } }, { b: { c: [1, 2] }, a: 1 })
    expect(d.entries).toEqual([])
    expect(summaryText(d.counts)).toBe('No differences: the documents are equal')
    expect(buildDiffTree(d)).toBeNull()
  })

  it('lists added, removed, changed and type changes in document order', () => {
    const d = diffValues({ a: 1, b: 'x', c: true, d: { e: null } }, { a: 2, c: 'true', d: { e: null, f: [1] }, g: 0 })
    expect(d.entries.map((e) => describeEntry(e))).toEqual([
      '~ $.a: 1 → 2',
      '- $.b: "x"',
      '~ $.c: boolean true → string "true"',
      '+ $.d.f: [1]',
      '+ $.g: 0',
    ])
    expect(d.counts).toEqual({ added: 2, removed: 1, changed: 1, type: 1 })
    expect(summaryText(d.counts)).toBe('5 differences: 2 added, 1 removed, 1 changed, 1 type change')
  })

  it('compares arrays by index', () => {
    const d = diffValues([1, 2, 3], [1, 3])
    expect(d.entries.map((e) => describeEntry(e))).toEqual(['~ $[1]: 2 → 3', '- $[2]: 3'])
    const e = diffValues([{ id: 1 }], [{ id: 1 }, { id: 2 }])
    expect(e.entries.map((x) => describeEntry(x))).toEqual(['+ $[1]: {"id":2}'])
  })

  it('treats null, arrays and objects as distinct types', () => {
    const d = diffValues({ a: null, b: [], c: {} }, { a: 0, b: {}, c: [] })
    expect(d.entries.map((e) => e.kind)).toEqual(['type', 'type', 'type'])
    expect(describeEntry(d.entries[1] as never)).toBe('~ $.b: array [] → object {}')
  })

  it('diffs a root type or value change', () => {
    expect(diffValues(1, '1').entries[0]?.kind).toBe('type')
    expect(describeEntry(diffValues(1, 2).entries[0] as never)).toBe('~ $: 1 → 2')
  })

  it('formats paths for odd keys and Unicode', () => {
    expect(formatPath(['a', 0, 'first name', 'ünï', '$ok', '9x'])).toBe('$.a[0]["first name"]["ünï"].$ok["9x"]')
    expect(formatPointer(['a/b', 'c~d', 0])).toBe('/a~1b/c~0d/0')
    const d = diffValues({ 'a.b': 1 }, { 'a.b': 2 })
    expect(describeEntry(d.entries[0] as never)).toBe('~ $["a.b"]: 1 → 2')
  })

  it('does not confuse inherited names with keys', () => {
    const d = diffValues({}, { constructor: 1, __proto__x: 2 })
    expect(d.counts.added).toBe(2)
    const p = compareJsonTexts('{}', '{"__proto__": 1}')
    expect(p.ok && p.diff.counts.added).toBe(1)
  })

  it('handles very deep nesting without overflowing', () => {
    const depth = 3_000
    const left = `${'['.repeat(depth)}1${']'.repeat(depth)}`
    const right = `${'['.repeat(depth)}2${']'.repeat(depth)}`
    const r = compareJsonTexts(left, right)
    expect(r.ok).toBe(true)
    if (r.ok) {
      expect(r.diff.entries).toHaveLength(1)
      expect(r.diff.entries[0]?.parts).toHaveLength(depth)
    }
  })

  it('reports parse errors per side with line and column', () => {
    const r = compareJsonTexts('{"a": 1}', '{\n  "a": 1,\n}')
    expect(r.ok).toBe(false)
    if (!r.ok) {
      expect(r.left).toBeNull()
      expect(r.right?.line).toBe(3)
      expect(r.right?.column).toBe(1)
    }
    const both = compareJsonTexts('{', '')
    expect(both.ok).toBe(false)
    if (!both.ok) {
      expect(both.left).not.toBeNull()
      expect(both.right).not.toBeNull()
    }
  })

  it('builds a tree of changed paths with unchanged counts', () => {
    const d = diffValues({ a: { x: 1, y: 2, z: 3 }, b: 1, c: 2 }, { a: { x: 1, y: 5, z: 3 }, b: 1, c: 3 })
    const tree = buildDiffTree(d)
    expect(tree?.unchanged).toBe(1)
    expect(tree?.children.map((c) => c.key)).toEqual(['a', 'c'])
    const a = tree?.children[0]
    expect(a?.unchanged).toBe(2)
    expect(a?.children[0]?.entry?.kind).toBe('changed')
  })

  it('exports the diff as JSON', () => {
    const d = diffValues({ a: 1, b: 2 }, { a: '1', c: 3 })
    expect(JSON.parse(diffToJson(d))).toEqual({
      summary: { added: 1, removed: 1, changed: 0, type: 1 },
      changes: [
        { op: 'type-changed', path: '$.a', fromType: 'number', toType: 'string', from: 1, to: '1' },
        { op: 'removed', path: '$.b', value: 2 },
        { op: 'added', path: '$.c', value: 3 },
      ],
    })
  })

  it('makes a JSON Patch that turns left into right', () => {
    const cases: [unknown, unknown][] = [
      [
        { a: [1, 2, 3, 4], b: { 'x/y': 1 }, c: 'q' },
        { a: [1, 9], b: { 'x/y': 2, n: null }, d: [] },
      ],
      [[{ a: 1 }], [{ a: 2 }, { b: 1 }, 3]],
      [1, { whole: true }],
    ]
    for (const [l, r] of cases) {
      const patch = JSON.parse(diffToPatch(diffValues(l, r)))
      expect(applyPatch(l, patch)).toEqual(r)
    }
  })
})
