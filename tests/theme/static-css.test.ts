import { resolve } from 'node:path'
import { parse } from 'acorn'
import { beforeAll, describe, expect, it } from 'vitest'
import { css } from '../../src/styled-system/css'
import { button } from '../../src/styled-system/recipes'
import { inlineStaticCss, loadRuntime } from '../../src/theme/vite-static-css'

type Runtime = Awaited<ReturnType<typeof loadRuntime>>
let runtime: Runtime

beforeAll(async () => {
  runtime = await loadRuntime(resolve('.'))
})

function inline(code: string): string | null {
  const program = parse(code, { ecmaVersion: 'latest', sourceType: 'module' })
  return inlineStaticCss(code, program as never, runtime)
}

describe('static css() and recipe calls become their class names', () => {
  it('replaces a written-out css() call with what the runtime gives', () => {
    const code = `import { css } from '../../styled-system/css'
export const row = css({ display: 'flex', gap: '2', _hover: { color: 'fg.default' }, md: { px: '-4' }, zIndex: -1 })`
    const expected = css({ display: 'flex', gap: '2', _hover: { color: 'fg.default' }, md: { px: '-4' }, zIndex: -1 })
    expect(expected).toContain('d_flex')
    expect(inline(code)).toBe(`import { css } from '../../styled-system/css'
export const row = ${JSON.stringify(expected)}`)
  })

  it('replaces recipe calls with literal variants, under an alias too, and merged css() arguments', () => {
    const code = `import { css as style } from '../styled-system/css/index.mjs'
import { button as btn } from '../styled-system/recipes/button.mjs'
const a = btn({ size: 'sm', variant: 'ghost' })
const b = btn()
const c = style({ p: '2' }, { p: '3', color: 'red' })`
    const out = inline(code) ?? ''
    expect(out).toContain(`const a = ${JSON.stringify(button({ size: 'sm', variant: 'ghost' }))}`)
    expect(out).toContain(`const b = ${JSON.stringify(button())}`)
    expect(out).toContain(`const c = ${JSON.stringify(css({ p: '2' }, { p: '3', color: 'red' }))}`)
  })

  it('leaves calls with a run-time value, a spread or a computed key as they are', () => {
    const code = `import { css } from '../styled-system/css'
import { button } from '../styled-system/recipes'
const a = button({ variant: on ? 'solid' : 'outline' })
const b = css({ ...base, p: '2' })
const c = css({ [key]: '2' })
const d = css({ w: \`\${n}px\` })
const e = css(base)`
    expect(inline(code)).toBeNull()
  })

  it('touches only the styled-system functions the module imports', () => {
    expect(inline(`const css = (o) => o\nconst a = css({ p: '2' })`)).toBeNull()
    expect(inline(`import { cx } from '../styled-system/css'\nconst a = cx('a', 'b')`)).toBeNull()
  })
})
