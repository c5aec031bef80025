// Build side of the theme (Node only, imported by vite.config.ts): `import { button } from '…/styled-system/recipes'`
// becomes `import { button } from '…/styled-system/recipes/button.mjs'`. Panda's barrel re-exports every recipe, and a
// bundler places a module by what can reach it, so through the barrel the home page's chunk carried all 13 recipes
// (the table, slider, select… of the tools) where it uses four. Names the map does not know stay on the barrel.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Plugin } from 'vite'

/** Which file of styled-system/recipes exports each recipe the barrel (index.mjs) re-exports. */
export function recipeFiles(recipesDir: string): Map<string, string> {
  const files = new Map<string, string>()
  const barrel = readFileSync(resolve(recipesDir, 'index.mjs'), 'utf8')
  for (const [, file] of barrel.matchAll(/export \* from '\.\/([\w-]+\.mjs)'/g)) {
    for (const m of readFileSync(resolve(recipesDir, file), 'utf8').matchAll(/export const (\w+)\b/g))
      files.set(m[1], file)
  }
  return files
}

const barrelImport = /import\s*\{([^}]*)\}\s*from\s*(['"])((?:\.\.?\/)+styled-system\/recipes)\2;?/g

/** The code with each barrel import split into one import per recipe file (unchanged if any name is unknown). */
export function directRecipeImports(code: string, files: Map<string, string>): string {
  return code.replace(barrelImport, (whole, names: string, quote: string, path: string) => {
    const specs = names
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
    const byFile = new Map<string, string[]>()
    for (const spec of specs) {
      const file = files.get(spec.split(/\s+as\s+/)[0])
      if (!file) return whole
      byFile.set(file, [...(byFile.get(file) ?? []), spec])
    }
    return [...byFile]
      .map(([file, list]) => `import { ${list.join(', ')} } from ${quote}${path}/${file}${quote};`)
      .join(' ')
  })
}

export function directRecipesPlugin(): Plugin {
  let files = new Map<string, string>()
  return {
    name: 'localkit-direct-recipes',
    apply: 'build',
    configResolved(config) {
      files = recipeFiles(resolve(config.root, 'src/styled-system/recipes'))
    },
    transform(code, id) {
      if (!/\.[cm]?[jt]sx?$/.test(id) || id.includes('/node_modules/') || !code.includes('styled-system/recipes'))
        return null
      const next = directRecipeImports(code, files)
      return next === code ? null : { code: next, map: null }
    },
  }
}
