// The one direction of imports (README, "How the code is laid out"):
//   app → tools → kit/ui → jobs → (types only of) workers → lib
// A tool never imports another tool's folder; workers and lib never reach up into tools, kit, ui, jobs or app; lib
// imports only lib. The service worker's client (pwa) belongs to the app. The shared base (catalogue, state, theme, styled-system) sits beside kit: the app, tools and
// kit use it; it never imports tools, jobs or workers. This test reads every source file's imports and lists each one
// that runs against the direction, so a wrong import fails `npm test` at once.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = resolve(__dirname, '../..')

type Layer = 'app' | 'tools' | 'kit' | 'base' | 'jobs' | 'workers' | 'lib'

function layerOf(file: string): Layer | null {
  const rel = relative(root, file).split('\\').join('/')
  if (rel.startsWith('workers/')) return 'workers'
  const m = /^src\/([^/]+)/.exec(rel)
  if (!m) return null
  switch (m[1]) {
    case 'app':
    case 'pwa':
      return 'app'
    case 'tools':
      return 'tools'
    case 'kit':
    case 'ui':
      return 'kit'
    case 'jobs':
      return 'jobs'
    case 'lib':
      return 'lib'
    case 'catalogue':
    case 'state':
    case 'theme':
    case 'styled-system':
      return 'base'
    default:
      return null
  }
}

/** What each layer may import (values); `typesOnly` may be imported for their types alone. */
const allowed: Record<Layer, { values: Layer[]; typesOnly?: Layer[] }> = {
  app: { values: ['app', 'tools', 'kit', 'base', 'jobs', 'lib'] },
  tools: { values: ['tools', 'kit', 'base', 'jobs', 'lib'], typesOnly: ['workers'] },
  kit: { values: ['kit', 'base', 'jobs', 'lib'], typesOnly: ['workers'] },
  base: { values: ['base', 'lib'], typesOnly: ['kit'] },
  jobs: { values: ['jobs', 'lib'], typesOnly: ['workers'] },
  workers: { values: ['workers', 'lib'] },
  lib: { values: ['lib'] },
}

function sourceFiles(dir: string): string[] {
  const out: string[] = []
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (name === 'node_modules' || name === 'styled-system') continue
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path))
    else if (/\.(ts|tsx)$/.test(name) && !/\.d\.ts$/.test(name)) out.push(path)
  }
  return out
}

interface Import {
  spec: string
  typeOnly: boolean
}

/** Static imports and re-exports, dynamic import() and `new URL(…, import.meta.url)` (a worker's file). */
function importsOf(text: string): Import[] {
  const out: Import[] = []
  const stat = /^\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]/gms
  for (const m of text.matchAll(stat)) {
    const clause = m[3]
    const named = /^\{([^}]*)\}$/.exec(clause.trim())
    const allTypes =
      !!named &&
      named[1]
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
        .every((s) => s.startsWith('type '))
    out.push({ spec: m[4], typeOnly: !!m[2] || allTypes })
  }
  for (const m of text.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)) out.push({ spec: m[1], typeOnly: false })
  for (const m of text.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)) out.push({ spec: m[1], typeOnly: false })
  for (const m of text.matchAll(/new URL\(\s*['"]([^'"]+)['"]\s*,\s*import\.meta\.url/g))
    out.push({ spec: m[1], typeOnly: false })
  return out
}

const toolSlug = (file: string) => /src\/tools\/([^/]+)\//.exec(file.split('\\').join('/'))?.[1]

function violations(): string[] {
  const found: string[] = []
  for (const file of [...sourceFiles(join(root, 'src')), ...sourceFiles(join(root, 'workers'))]) {
    const from = layerOf(file)
    if (!from) continue
    for (const { spec, typeOnly } of importsOf(readFileSync(file, 'utf8'))) {
      if (!spec.startsWith('.')) continue
      const target = resolve(dirname(file), spec)
      const to = layerOf(target)
      if (!to) continue
      const rule = allowed[from]
      // The worker file a job starts (`new URL('../../workers/x/x.worker.ts', import.meta.url)`) is how a job runs.
      const workerUrl = from === 'jobs' && to === 'workers' && /\.worker\.ts$/.test(spec)
      const ok = workerUrl || rule.values.includes(to) || (typeOnly && (rule.typesOnly ?? []).includes(to))
      const otherTool = from === 'tools' && to === 'tools' && toolSlug(file) !== toolSlug(`${target}/`)
      if (!ok || otherTool)
        found.push(`${relative(root, file)} (${from}) imports ${spec} (${otherTool ? 'another tool' : to})`)
    }
  }
  return found
}

describe('imports run one way', () => {
  it('reads type-only, value, dynamic and worker imports', () => {
    expect(
      importsOf(
        `import type { A } from './a'\nimport { type B, type C } from './b'\nimport { d, type E } from './d'\n` +
          `export { f } from './f'\nconst g = import('./g')\nnew Worker(new URL('./h.worker.ts', import.meta.url))`,
      ),
    ).toEqual([
      { spec: './a', typeOnly: true },
      { spec: './b', typeOnly: true },
      { spec: './d', typeOnly: false },
      { spec: './f', typeOnly: false },
      { spec: './g', typeOnly: false },
      { spec: './h.worker.ts', typeOnly: false },
    ])
  })

  it('no import runs against app → tools → kit/ui → jobs → (types of) workers → lib, and no tool imports another', () => {
    expect(violations()).toEqual([])
  })
})
