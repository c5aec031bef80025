// Build side of the theme (Node only, imported by vite.config.ts): a call of Panda's `css()` or of a recipe whose
// arguments are all written out (`css({ display: 'flex', gap: '2' })`, `button({ size: 'sm' })`) becomes the class
// names it returns, worked out here by Panda's own generated runtime (src/styled-system), so the page never computes
// them. There are over a thousand such calls, most at the top of a module: a tool page ran a few hundred of them while
// its modules loaded, each a walk over the style object, tens of milliseconds of a slow laptop's main thread. Calls
// with a value known only at run time (`button({ variant: active ? 'solid' : 'outline' })`) stay as they are.
// The prerender renders with the runtime, so the e2e prerender walk, which compares every element's class in the
// HTML with the browser's render, checks the two agree on every page.
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Plugin } from 'vite'

type Runtime = Record<string, (...args: unknown[]) => unknown>
interface Node {
  type: string
  start: number
  end: number
  [key: string]: unknown
}

const NOT_STATIC = Symbol('not static')

/** The value a literal expression stands for, or NOT_STATIC. */
export function staticValue(node: Node): unknown {
  switch (node.type) {
    case 'Literal':
      return node.regex || typeof node.bigint === 'string' ? NOT_STATIC : node.value
    case 'TemplateLiteral': {
      const quasis = node.quasis as { value: { cooked: string } }[]
      return (node.expressions as Node[]).length === 0 ? quasis[0].value.cooked : NOT_STATIC
    }
    case 'UnaryExpression': {
      const arg = node.argument as Node
      if (node.operator === '-' && arg.type === 'Literal' && typeof arg.value === 'number') return -arg.value
      return NOT_STATIC
    }
    case 'ArrayExpression': {
      const out: unknown[] = []
      for (const el of node.elements as (Node | null)[]) {
        if (!el) return NOT_STATIC
        const v = staticValue(el)
        if (v === NOT_STATIC) return NOT_STATIC
        out.push(v)
      }
      return out
    }
    case 'ObjectExpression': {
      const out: Record<string, unknown> = {}
      for (const prop of node.properties as Node[]) {
        if (prop.type !== 'Property' || prop.computed || prop.kind !== 'init' || prop.method) return NOT_STATIC
        const key = prop.key as Node
        const name =
          key.type === 'Identifier' ? (key.name as string) : key.type === 'Literal' ? String(key.value) : null
        if (name === null || name === '__proto__') return NOT_STATIC
        const v = staticValue(prop.value as Node)
        if (v === NOT_STATIC) return NOT_STATIC
        out[name] = v
      }
      return out
    }
    default:
      return NOT_STATIC
  }
}

function walk(node: unknown, visit: (node: Node) => boolean | undefined): void {
  if (!node || typeof node !== 'object') return
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit)
    return
  }
  const n = node as Node
  if (typeof n.type === 'string' && visit(n) === false) return
  for (const key in n) {
    if (key === 'type' || key === 'start' || key === 'end' || key === 'loc' || key === 'range') continue
    const child = n[key]
    if (child && typeof child === 'object') walk(child, visit)
  }
}

const CSS_SOURCE = /(^|\/)styled-system\/css(\/index\.mjs|\/css\.mjs)?$/
const RECIPES_SOURCE = /(^|\/)styled-system\/recipes(\/[\w-]+\.mjs)?$/

/**
 * The module's code with every static call of `css` or a recipe replaced by its result; null when there is none.
 * `parse` gives the module's ESTree; `runtime` holds `css` and every recipe by name.
 */
export function inlineStaticCss(code: string, program: Node, runtime: Runtime): string | null {
  if (!code.includes('styled-system/')) return null
  // Local name → runtime function, from the module's imports.
  const fns = new Map<string, (...args: unknown[]) => unknown>()
  for (const stmt of program.body as Node[]) {
    if (stmt.type !== 'ImportDeclaration') continue
    const source = (stmt.source as Node).value as string
    const isCss = CSS_SOURCE.test(source)
    if (!isCss && !RECIPES_SOURCE.test(source)) continue
    for (const spec of stmt.specifiers as Node[]) {
      if (spec.type !== 'ImportSpecifier') continue
      const imported = (spec.imported as Node).name as string
      if (isCss && imported !== 'css') continue
      const fn = runtime[imported]
      if (typeof fn === 'function') fns.set((spec.local as Node).name as string, fn)
    }
  }
  if (fns.size === 0) return null
  const edits: { start: number; end: number; text: string }[] = []
  walk(program, (node) => {
    if (node.type !== 'CallExpression' || node.optional) return undefined
    const callee = node.callee as Node
    const fn = callee.type === 'Identifier' ? fns.get(callee.name as string) : undefined
    if (!fn) return undefined
    const args = (node.arguments as Node[]).map(staticValue)
    if (args.includes(NOT_STATIC)) return undefined
    const result = fn(...args)
    if (typeof result !== 'string') return undefined
    edits.push({ start: node.start, end: node.end, text: JSON.stringify(result) })
    return false
  })
  if (edits.length === 0) return null
  let out = code
  for (const e of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.text + out.slice(e.end)
  return out
}

/** Panda's generated `css` and recipes, loaded in Node. */
export async function loadRuntime(root: string): Promise<Runtime> {
  const load = (file: string) => import(pathToFileURL(resolve(root, 'src/styled-system', file)).href)
  const [cssModule, recipes] = await Promise.all([load('css/css.mjs'), load('recipes/index.mjs')])
  return { ...recipes, css: cssModule.css }
}

export function staticCssPlugin(): Plugin {
  let runtime: Runtime = {}
  return {
    name: 'localkit-static-css',
    apply: 'build',
    // After TypeScript and JSX are compiled away: the module is plain JavaScript to parse.
    enforce: 'post',
    async configResolved(config) {
      runtime = await loadRuntime(config.root)
    },
    transform(code, id) {
      // The page's modules only: the prerender (the server build) keeps the runtime, so the two are compared.
      if (this.environment?.name === 'ssr') return null
      if (!/\.[jt]sx?$/.test(id.split('?')[0]) || id.includes('/node_modules/') || id.includes('/styled-system/'))
        return null
      if (!code.includes('styled-system/')) return null
      const next = inlineStaticCss(code, this.parse(code) as unknown as Node, runtime)
      return next === null ? null : { code: next, map: null }
    },
  }
}
