import { describe, expect, it } from 'vitest'
import { jsonToYaml, SAMPLE_YAML, yamlToJson } from '../../src/tools/yaml-to-json/yaml-to-json'

describe('yamlToJson', () => {
  it('converts mappings, sequences, scalars and block strings', () => {
    const r = yamlToJson(
      'name: demo\ncount: 3\nratio: 0.5\non: true\nnothing: null\nlist:\n  - a\n  - b\ntext: |\n  two\n  lines\n',
    )
    expect(r.ok).toBe(true)
    if (!r.ok) return
    expect(JSON.parse(r.output)).toEqual({
      name: 'demo',
      count: 3,
      ratio: 0.5,
      on: true,
      nothing: null,
      list: ['a', 'b'],
      text: 'two\nlines\n',
    })
    expect(r.output).toContain('\n  "name": "demo"')
  })
  it('follows YAML 1.2: yes/no and on/off are strings, not booleans', () => {
    const r = yamlToJson('a: yes\nb: no\nc: off\nd: 010\n')
    expect(r.ok && JSON.parse(r.output)).toEqual({ a: 'yes', b: 'no', c: 'off', d: 10 })
  })
  it('resolves anchors and aliases', () => {
    const r = yamlToJson('base: &b\n  x: 1\nother: *b\n')
    expect(r.ok && JSON.parse(r.output)).toEqual({ base: { x: 1 }, other: { x: 1 } })
  })
  it('turns several documents into an array', () => {
    const r = yamlToJson('a: 1\n---\nb: 2\n')
    expect(r.ok && JSON.parse(r.output)).toEqual([{ a: 1 }, { b: 2 }])
  })
  it("says 'Invalid YAML: <reason>' with a position", () => {
    const r = yamlToJson('a: b\n- c\n')
    expect(r.ok).toBe(false)
    if (r.ok) return
    expect(r.message).toMatch(/^Invalid YAML: .+/)
    expect(r.message).not.toContain('\n')
    expect(r.line).toBe(2)
    const tab = yamlToJson('a:\n\t- b')
    expect(tab.ok).toBe(false)
    const bad = yamlToJson('key: "unclosed')
    expect(bad.ok).toBe(false)
  })
  it('refuses an alias bomb instead of hanging', () => {
    const lines = ['a: &a ["x","x","x","x","x","x","x","x","x"]']
    for (let i = 1; i < 10; i++) {
      const p = String.fromCharCode(97 + i - 1)
      const n = String.fromCharCode(97 + i)
      lines.push(`${n}: &${n} [*${p},*${p},*${p},*${p},*${p},*${p},*${p},*${p},*${p}]`)
    }
    const r = yamlToJson(lines.join('\n'))
    expect(r.ok).toBe(false)
  })
  it('empty input gives empty output; comments only give null', () => {
    expect(yamlToJson('')).toEqual({ ok: true, output: '', documents: 0 })
    expect(yamlToJson('# just a comment\n')).toMatchObject({ ok: true, output: 'null' })
  })
  it('keeps Unicode', () => {
    const r = yamlToJson('grüße: "👍🏽 café"\n日本: 東京\n')
    expect(r.ok && JSON.parse(r.output)).toEqual({ grüße: '👍🏽 café', 日本: '東京' })
  })
  it('converts the sample', () => {
    const r = yamlToJson(SAMPLE_YAML)
    expect(r.ok && JSON.parse(r.output).server.port).toBe(8080)
  })
})

describe('jsonToYaml', () => {
  it('writes YAML with a 2-space indent', () => {
    const r = jsonToYaml('{"a":{"b":[1,2],"c":"text"},"d":null}')
    expect(r).toEqual({ ok: true, output: 'a:\n  b:\n    - 1\n    - 2\n  c: text\nd: null\n', documents: 1 })
  })
  it('quotes strings that would otherwise change type and keeps long lines whole', () => {
    const r = jsonToYaml(JSON.stringify({ s: 'true', n: '10', long: 'x '.repeat(100).trim() }))
    expect(r.ok).toBe(true)
    if (!r.ok) return
    expect(r.output).toContain('s: "true"')
    expect(r.output).toContain('n: "10"')
    expect(r.output.split('\n').find((l) => l.startsWith('long:'))?.length).toBeGreaterThan(150)
    const back = yamlToJson(r.output)
    expect(back.ok && JSON.parse(back.output)).toEqual({ s: 'true', n: '10', long: 'x '.repeat(100).trim() })
  })
  it("says 'Invalid JSON: <parser message>'", () => {
    const r = jsonToYaml('{"a": }')
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.message).toMatch(/^Invalid JSON: /)
  })
  it('empty input gives empty output', () => {
    expect(jsonToYaml('  ')).toEqual({ ok: true, output: '', documents: 0 })
  })
})

describe('yaml-to-json limits', () => {
  it('refuses either side past 1,000,000 characters, naming the limit, before parsing', async () => {
    const { YAML_MAX_CHARS } = await import('../../src/tools/yaml-to-json/yaml-to-json')
    const { factsOf } = await import('../../src/catalogue/tool-facts')
    const big = `a: ${'x'.repeat(YAML_MAX_CHARS)}`
    expect(yamlToJson(big)).toEqual({
      ok: false,
      message: '1,000,003 characters: YAML to JSON converts up to 1,000,000.',
    })
    expect(jsonToYaml(`"${'y'.repeat(YAML_MAX_CHARS)}"`)).toMatchObject({ ok: false })
    expect(yamlToJson(`a: ${'x'.repeat(1000)}`)).toMatchObject({ ok: true })
    expect(factsOf('yaml-to-json').limits).toBe('up to 1,000,000 characters a side (converted as you type)')
  })
})
