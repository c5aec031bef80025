import { describe, expect, it } from 'vitest'
import { LinkScope } from '../../../src/kit/link-state'
import {
  conform,
  fromBase64Url,
  hasLinkState,
  LINK_LIMIT_BYTES,
  type LinkRead,
  linkFragment,
  packedSize,
  packLink,
  readLinkFragment,
  toBase64Url,
  withoutLinkState,
} from '../../../src/lib/share/link-state'

const payload = {
  tool: 'word-count',
  options: { mode: 'words', limit: 42, flags: { g: true, i: false }, list: ['a', 'b'] },
  input: { text: 'Grüße 😀 <b>"quoted"</b>\n\ttabs & #hash' },
}

describe('link fragments', () => {
  it('round-trip a payload exactly, input and options, through deflate-raw and base64url', async () => {
    const hash = await linkFragment(payload)
    expect(hash).toMatch(/^#lk=1\.[A-Za-z0-9_-]+$/)
    expect(await readLinkFragment(hash, 'word-count')).toEqual({ status: 'ok', payload })
  })

  it('compress: 100 KB of repeated text makes a short link', async () => {
    const packed = await packLink({ tool: 't', options: {}, input: { text: 'lorem ipsum '.repeat(9000) } })
    expect(packed.length).toBeLessThan(2000)
  })

  it('leave other fragments alone and report damaged, truncated, other-version and other-tool links', async () => {
    const good = await linkFragment(payload)
    expect(await readLinkFragment('', 'word-count')).toEqual({ status: 'none' })
    expect(await readLinkFragment('#token=abc', 'word-count')).toEqual({ status: 'none' })
    const damaged: LinkRead = { status: 'damaged' }
    for (const hash of [
      good.slice(0, good.length - 7),
      `${good.slice(0, 12)}!!${good.slice(14)}`,
      good.replace('#lk=1.', '#lk=2.'),
      good.replace('#lk=1.', '#lk='),
      '#lk=1.',
      '#lk=1.AAAA',
      `#lk=1.${toBase64Url(new TextEncoder().encode('not deflated'))}`,
    ])
      expect(await readLinkFragment(hash, 'word-count'), hash).toEqual(damaged)
    expect(await readLinkFragment(good, 'char-case')).toEqual(damaged)
    expect(
      await readLinkFragment(await linkFragment({ tool: 'word-count', options: [] as never }), 'word-count'),
    ).toEqual(damaged)
  })

  it('refuse a small link that unpacks to a huge text (a deflate bomb) instead of filling the memory', async () => {
    const bomb = await packLink({ tool: 'x', options: {}, input: { text: 'a'.repeat(20 * 1024 * 1024) } })
    expect(bomb.length).toBeLessThan(LINK_LIMIT_BYTES * 2)
    expect(await readLinkFragment(`#lk=1.${bomb}`, 'x')).toEqual({ status: 'damaged' })
  })

  it('base64url: every byte value round-trips; wrong alphabet or length is null', () => {
    const all = Uint8Array.from({ length: 256 }, (_, i) => i)
    expect(fromBase64Url(toBase64Url(all))).toEqual(all)
    expect(fromBase64Url('ab+c')).toBeNull()
    expect(fromBase64Url('abcde')).toBeNull()
  })

  it('detect and strip the state from an address', () => {
    expect(hasLinkState('#lk=1.abc')).toBe(true)
    expect(hasLinkState('#lkx')).toBe(false)
    expect(withoutLinkState('http://h/tools/a?q=1#lk=1.abc')).toBe('http://h/tools/a?q=1')
    expect(withoutLinkState('http://h/tools/a#token=x')).toBe('http://h/tools/a#token=x')
  })
})

describe('packedSize', () => {
  it('is the compressed size of the link data, and Infinity once it passes the cap (compression stops there)', async () => {
    const payload = { tool: 'word-count', options: { a: 1 }, input: { text: 'hello '.repeat(100) } }
    expect(await packedSize(payload, 1e6)).toBe(Math.floor(((await packLink(payload)).length * 3) / 4))
    const noise = Array.from(crypto.getRandomValues(new Uint8Array(60_000)), (b) => b.toString(36)).join('')
    expect(await packedSize({ tool: 'word-count', options: {}, input: { noise } }, 10_000)).toBe(
      Number.POSITIVE_INFINITY,
    )
  })
})

describe('conform: a linked value is used only when it has its field’s shape', () => {
  it('primitives keep their type; numbers are finite', () => {
    expect(conform('a', 'b')).toBe('b')
    expect(conform('a', 1)).toBeUndefined()
    expect(conform(1, 2.5)).toBe(2.5)
    expect(conform(1, '2')).toBeUndefined()
    expect(conform(1, null)).toBeUndefined()
    expect(conform(true, false)).toBe(false)
    expect(conform(null, 'anything')).toBe('anything')
  })

  it('arrays follow their first element; objects go key by key, keeping defaults and dropping unknown keys', () => {
    expect(conform(['x'], ['a', 'b'])).toEqual(['a', 'b'])
    expect(conform(['x'], ['a', 2])).toBeUndefined()
    expect(conform([] as number[], [1, 2])).toEqual([1, 2])
    expect(conform({ a: 1, b: { c: 'x' } }, { b: { c: 'y' }, z: 9 })).toEqual({ a: 1, b: { c: 'y' } })
    expect(conform({ a: 1 }, { a: 'no' })).toBeUndefined()
    expect(conform({ a: 1 }, [1])).toBeUndefined()
  })
})

describe('LinkScope', () => {
  it('gives linked values back by kind, marks a misfit as damaged, and builds payloads with or without input', async () => {
    const scope = new LinkScope(
      't',
      Promise.resolve({ status: 'ok', payload: { tool: 't', options: { n: 3, bad: 'x' }, input: { text: 'hi' } } }),
    )
    await scope.reading
    expect(scope.initial('n', 'option', 1)).toBe(3)
    expect(scope.initial('text', 'input', '')).toBe('hi')
    expect(scope.initial('text', 'option', '')).toBe('')
    expect(scope.damaged).toBe(false)
    expect(scope.initial('bad', 'option', 0)).toBe(0)
    expect(scope.damaged).toBe(true)
    scope.set('n', 'option', 4)
    scope.set('text', 'input', 'hello')
    expect(scope.has('input')).toBe(true)
    expect(scope.payload(false)).toEqual({ tool: 't', options: { n: 4 } })
    expect(scope.payload(true)).toEqual({ tool: 't', options: { n: 4 }, input: { text: 'hello' } })
    scope.remove('text')
    expect(scope.has('input')).toBe(false)
  })

  it('a damaged link sets damaged once read', async () => {
    const scope = new LinkScope('t', readLinkFragment('#lk=1.zz', 't'))
    expect(scope.damaged).toBe(false)
    await scope.reading
    expect(scope.damaged).toBe(true)
  })
})
