// The catalogue as the e2e tests see it: read from the source list, without importing React code.
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'

const source = readFileSync(resolve('src/catalogue/tools.ts'), 'utf8')
const entry =
  /\{\s*slug: '([^']+)',\s*name: '((?:[^'\\]|\\.)*)',\s*description:\s*("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'),\s*category: '([a-z]+)'/g

export interface CatalogueTool {
  slug: string
  name: string
  description: string
  category: string
  built: boolean
  /** The entry's `link` (see src/catalogue/define-tool.ts): shareable (unset), 'none', or a secret's reason. */
  link: 'share' | 'none' | { secret: string; shareInput: boolean }
}

function linkOf(block: string): CatalogueTool['link'] {
  if (/\blink: 'none'/.test(block)) return 'none'
  const secret = /\blink: \{ secret: '((?:[^'\\]|\\.)*)'(, shareInput: true)?/.exec(block)
  return secret ? { secret: secret[1].replace(/\\'/g, "'"), shareInput: !!secret[2] } : 'share'
}

export const tools: CatalogueTool[] = [...source.matchAll(entry)].map((m) => ({
  slug: m[1],
  name: m[2].replace(/\\'/g, "'"),
  description: m[3].slice(1, -1).replace(/\\(['"])/g, '$1'),
  category: m[4],
  built: existsSync(resolve(`src/tools/${m[1]}/view.tsx`)),
  link: linkOf(source.slice(m.index, source.indexOf('\n  },', m.index))),
}))

if (tools.length !== 100) throw new Error(`e2e catalogue reader found ${tools.length} tools, expected 100`)
