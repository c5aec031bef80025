import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { directRecipeImports, recipeFiles } from '../../src/theme/vite-direct-recipes'

describe('recipe imports made direct', () => {
  const files = recipeFiles(resolve('src/styled-system/recipes'))

  it('knows which file holds each recipe', () => {
    expect(files.get('button')).toBe('button.mjs')
    expect(files.get('switchRecipe')).toBe('switch-recipe.mjs')
    expect(files.has('createRecipe')).toBe(false)
  })

  it('splits a barrel import into one import per recipe file, on the same line', () => {
    const code =
      "import { css } from '../styled-system/css'\nimport { button, input as field } from '../../styled-system/recipes';\nx()"
    expect(directRecipeImports(code, files)).toBe(
      "import { css } from '../styled-system/css'\nimport { button } from '../../styled-system/recipes/button.mjs'; import { input as field } from '../../styled-system/recipes/input.mjs';\nx()",
    )
  })

  it('leaves an import alone when a name is not a known recipe', () => {
    const code = "import { button, somethingElse } from './styled-system/recipes'"
    expect(directRecipeImports(code, files)).toBe(code)
  })
})
