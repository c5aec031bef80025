import { describe, expect, it } from 'vitest'
import { filesFor, isCacheableAsset, type OfflineManifest, toolFiles } from '../../src/pwa/offline-manifest'

const manifest: OfflineManifest = {
  files: [
    ['/assets/a-11111111.js', 100],
    ['/assets/shared-22222222.js', 50],
    ['/assets/b.worker-33333333.js', 400],
  ],
  tools: { a: [0, 1], b: [1, 2], empty: [] },
  precacheBytes: 1000,
}

describe('offline manifest', () => {
  it("lists one tool's files with sizes", () => {
    expect(toolFiles(manifest, 'b')).toEqual([
      ['/assets/shared-22222222.js', 50],
      ['/assets/b.worker-33333333.js', 400],
    ])
    expect(toolFiles(manifest, 'unknown')).toEqual([])
  })
  it('counts a file shared by several tools once', () => {
    expect(filesFor(manifest, ['a', 'b'])).toEqual({
      urls: ['/assets/a-11111111.js', '/assets/shared-22222222.js', '/assets/b.worker-33333333.js'],
      bytes: 550,
    })
    expect(filesFor(manifest, ['empty'])).toEqual({ urls: [], bytes: 0 })
  })
  it('never keeps an SPA fallback page or an error under an asset name', () => {
    const js = new Response('x', { status: 200, headers: { 'Content-Type': 'text/javascript' } })
    const html = new Response('<!doctype html>', {
      status: 200,
      headers: { 'Content-Type': 'text/html; charset=utf-8' },
    })
    const missing = new Response('', { status: 404 })
    expect(isCacheableAsset(js)).toBe(true)
    expect(isCacheableAsset(html)).toBe(false)
    expect(isCacheableAsset(missing)).toBe(false)
  })
})
