import { describe, expect, it } from 'vitest'
import {
  checkRootName,
  DEFAULT_OPTIONS,
  generateTs,
  jsonDepth,
  jsonToTs,
  pascalCase,
  propertyName,
  singular,
  TS_LIMITS,
  type TsOptions,
  tsFileName,
} from '../../src/tools/json-to-ts/json-to-ts'
import { slowdown } from '../support/slowdown'

const gen = (value: unknown, options: Partial<TsOptions> = {}) =>
  generateTs(value, { ...DEFAULT_OPTIONS, ...options }).code

describe('json-to-ts naming', () => {
  it('makes PascalCase names', () => {
    expect(pascalCase('first_name')).toBe('FirstName')
    expect(pascalCase('shipping-address')).toBe('ShippingAddress')
    expect(pascalCase('userProfile')).toBe('UserProfile')
    expect(pascalCase('2fa')).toBe('Type2fa')
    expect(pascalCase('date')).toBe('DateType')
    expect(pascalCase('$$')).toBe('')
  })
  it('singularises', () => {
    expect(singular('users')).toBe('user')
    expect(singular('Categories')).toBe('Category')
    expect(singular('Boxes')).toBe('Box')
    expect(singular('People')).toBe('Person')
    expect(singular('UserAddresses')).toBe('UserAddress')
    expect(singular('Status')).toBe('Status')
    expect(singular('Data')).toBe('Data')
  })
  it('quotes keys that are not identifiers', () => {
    expect(propertyName('ok_1')).toBe('ok_1')
    expect(propertyName('first name')).toBe('"first name"')
    expect(propertyName('a-b')).toBe('"a-b"')
    expect(propertyName('1x')).toBe('"1x"')
    expect(propertyName('"q"')).toBe('"\\"q\\""')
  })
  it('checks the root name', () => {
    expect(checkRootName(' User ')).toEqual({ ok: true, name: 'User' })
    expect(checkRootName('')).toEqual({ ok: false, message: 'Enter a name for the root type' })
    expect(checkRootName('9lives').ok).toBe(false)
    expect(checkRootName('my type').ok).toBe(false)
  })
})

describe('json-to-ts generation', () => {
  it('turns nested objects into named interfaces', () => {
    expect(gen({ id: 1, name: 'Ada', active: true, address: { city: 'London', geo: { lat: 1.5 } } })).toBe(
      `export interface Root {
  id: number;
  name: string;
  active: boolean;
  address: Address;
}

export interface Address {
  city: string;
  geo: Geo;
}

export interface Geo {
  lat: number;
}
`,
    )
  })

  it('merges array items with optional fields and unions', () => {
    const code = gen({
      users: [
        { id: 1, name: 'A' },
        { id: '2', email: null },
        { id: 3, name: 'C', email: 'c@x' },
      ],
    })
    expect(code).toContain('  users: User[];')
    expect(code).toContain(`export interface User {
  id: string | number;
  name?: string;
  email?: string | null;
}`)
  })

  it('handles mixed arrays, empty arrays, nested arrays and null', () => {
    const code = gen({ mixed: [1, 'a', null], empty: [], grid: [[1, 2], [3]], nothing: null, objs: [{ a: 1 }, 2] })
    expect(code).toContain('  mixed: (string | number | null)[];')
    expect(code).toContain('  empty: unknown[];')
    expect(code).toContain('  grid: number[][];')
    expect(code).toContain('  nothing: null;')
    expect(code).toContain('  objs: (Obj | number)[];')
  })

  it('quotes odd keys and keeps Unicode', () => {
    const code = gen({ 'first name': 'x', 'e-mail': 'y', ünï: 1, 'data-items': [{ x: 1 }] })
    expect(code).toContain('  "first name": string;')
    expect(code).toContain('  "e-mail": string;')
    expect(code).toContain('  "ünï": number;')
    expect(code).toContain('  "data-items": DataItem[];')
  })

  it('gives distinct shapes unique names and reuses identical ones', () => {
    const code = gen({ a: { item: { x: 1 } }, b: { item: { y: 'z' } }, c: { item: { x: 2 } } })
    expect(code).toContain('export interface Item {\n  x: number;\n}')
    expect(code).toContain('export interface Item2 {\n  y: string;\n}')
    expect(code).toContain('  c: A;')
    expect(code.match(/interface Item\b/g)).toHaveLength(1)
  })

  it('honours root name, type declarations, export and readonly', () => {
    const code = gen(
      { tags: ['a'], meta: {} },
      { rootName: 'Post', declaration: 'type', exported: false, readonly: true },
    )
    expect(code).toBe(`type Post = {
  readonly tags: string[];
  readonly meta: Record<string, unknown>;
};
`)
  })

  it('aliases a root array or primitive', () => {
    expect(gen([{ id: 1 }, { id: 2, tag: 'x' }], { rootName: 'Users' })).toBe(
      'export type Users = User[];\n\nexport interface User {\n  id: number;\n  tag?: string;\n}\n',
    )
    expect(gen([1, 2])).toBe('export type Root = number[];\n')
    expect(gen('x')).toBe('export type Root = string;\n')
    expect(gen([])).toBe('export type Root = unknown[];\n')
    expect(gen({})).toBe('export interface Root {\n  [key: string]: unknown;\n}\n')
  })

  it('does not let a nested key steal the root name', () => {
    const code = gen({ root: { a: 1 } })
    expect(code).toContain('export interface Root {\n  root: Root2;\n}')
  })

  it('explains invalid JSON with line and column', () => {
    const r = jsonToTs('{\n  "a": 1,\n  "b": }', DEFAULT_OPTIONS)
    expect(r.ok).toBe(false)
    expect('error' in r).toBe(true)
    if ('error' in r) {
      expect(r.error.line).toBe(3)
      expect(r.error.column).toBe(8)
    }
  })
})

describe('json-to-ts limits', () => {
  it('reports absurdly deep JSON instead of crashing', () => {
    const depth = 200_000
    const r = jsonToTs(`${'['.repeat(depth)}${']'.repeat(depth)}`, DEFAULT_OPTIONS)
    expect(r).toEqual({ ok: false, tooDeep: true, depth: 200_000 })
  })
  it('measures depth linearly, strings and escapes skipped', () => {
    expect(jsonDepth('{"a":[1,{"b":"[[[\\"{"}]}')).toBe(3)
    expect(jsonDepth('[]')).toBe(1)
    expect(jsonDepth('1')).toBe(0)
    const at = `${'['.repeat(TS_LIMITS.depth)}${']'.repeat(TS_LIMITS.depth)}`
    expect(jsonToTs(at, DEFAULT_OPTIONS).ok).toBe(true)
  })
  it('names 20,000 shapes under one key in linear time', () => {
    const sample: Record<string, unknown> = {}
    for (let i = 0; i < 20_000; i++) sample[`x${i}`] = { item: { [`f${i}`]: i } }
    const r = jsonToTs(JSON.stringify(sample), DEFAULT_OPTIONS)
    // As fast as 20,000 shapes under 20,000 different key names (no clash to resolve); the quadratic unique-name
    // search made the clashing case ~29× slower than this.
    const ordinary: Record<string, unknown> = {}
    for (let i = 0; i < 20_000; i++) ordinary[`x${i}`] = { [`item${i}`]: { [`f${i}`]: i } }
    const hostileText = JSON.stringify(sample)
    const ordinaryText = JSON.stringify(ordinary)
    expect(
      slowdown(
        () => jsonToTs(hostileText, DEFAULT_OPTIONS),
        () => jsonToTs(ordinaryText, DEFAULT_OPTIONS),
        1,
      ),
    ).toBeLessThan(6)
    if (!r.ok) throw new Error('expected types')
    const items = r.names.filter((n) => /^Item\d*$/.test(n))
    expect(items).toHaveLength(20_000)
    expect(new Set(items).size).toBe(20_000)
    expect(items.slice(0, 3)).toEqual(['Item', 'Item2', 'Item3'])
    expect(items.at(-1)).toBe('Item20000')
  })
  it('handles ordinary depth', () => {
    const r = jsonToTs(`${'{"a":'.repeat(50)}1${'}'.repeat(50)}`, DEFAULT_OPTIONS)
    expect(r.ok && r.names).toHaveLength(50)
  })
})

describe('json-to-ts files', () => {
  it('names the download after the root type', () => {
    expect(tsFileName('UserProfile')).toBe('user-profile.ts')
    expect(tsFileName('Root')).toBe('root.ts')
    expect(tsFileName('bad name')).toBe('root.ts')
    expect(tsFileName('$api')).toBe('api.ts')
  })
})
