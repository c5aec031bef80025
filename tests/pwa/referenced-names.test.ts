import { describe, expect, it } from 'vitest'
import { referencedNames } from '../../src/pwa/vite-offline.ts'

describe('referencedNames', () => {
  it('finds the hashed file names a chunk mentions, each once', () => {
    const text =
      'import{a}from"./view-Ab12Cd34.js";new URL("/assets/hash.worker-Xy9_z0.js",import.meta.url);' +
      'url(/assets/inter-latin-wght-normal-B2Qm.woff2) "./view-Ab12Cd34.js" e.default'
    expect([...referencedNames(text)].sort()).toEqual([
      'hash.worker-Xy9_z0.js',
      'inter-latin-wght-normal-B2Qm.woff2',
      'view-Ab12Cd34.js',
    ])
  })

  it('takes a name from the start of its run of name characters', () => {
    expect([...referencedNames('x=a.b.min.js;y=data.json.txt')]).toEqual(['a.b.min.js', 'data.json.txt'])
  })

  it('reads a long run of word characters in linear time (a word list in a worker bundle)', () => {
    const words = `${'abcdefghij'.repeat(200_000)} then tail-1.js`
    const t0 = performance.now()
    expect([...referencedNames(words)]).toEqual(['tail-1.js'])
    // Quadratic scanning of this 2 MB run takes minutes; linear takes milliseconds.
    expect(performance.now() - t0).toBeLessThan(2_000)
  })
})
