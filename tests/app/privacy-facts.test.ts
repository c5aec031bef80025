// The /privacy page states facts the code decides elsewhere; these tests fail when the two drift apart.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { networkToolHosts } from '../../src/app/csp'
import { networkTools } from '../../src/app/offline/network-tools'

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name)
    if (statSync(full).isDirectory()) return name === 'styled-system' ? [] : sourceFiles(full)
    return /\.(ts|tsx)$/.test(name) ? [full] : []
  })
}

/** Names of the localkit: kind that are not local-storage keys. */
const notStorageKeys = new Set([
  'localkit:detect', // a User Timing measure (smart paste's classification time, read by bench/detect)
])

describe('privacy page facts', () => {
  it('names a tool for every host the CSP lets the page contact', () => {
    const claimed = networkTools.flatMap((t) => t.hosts.map((h) => `https://${h}`))
    expect([...claimed].sort()).toEqual([...networkToolHosts].sort())
    for (const t of networkTools) expect(t.hosts.length, t.slug).toBeGreaterThan(0)
  })
  it('lists every local-storage key the site writes', () => {
    // The page module imports React components; read its key list as text instead of rendering it.
    const page = readFileSync('src/app/privacy-page.tsx', 'utf8')
    const listed = new Set([...page.matchAll(/\{\s*key: '([^']+)'/g)].map((m) => m[1]))
    const used = new Set<string>()
    for (const file of sourceFiles('src')) {
      if (file.endsWith('privacy-page.tsx')) continue
      for (const m of readFileSync(file, 'utf8').matchAll(/['"`](localkit:[\w:.-]+|vite-ui-theme)['"`]/g)) {
        if (!notStorageKeys.has(m[1]!)) used.add(m[1]!)
      }
    }
    expect(used.size).toBeGreaterThan(2)
    for (const key of used) expect(listed.has(key), `${key} is listed on /privacy`).toBe(true)
  })
})
