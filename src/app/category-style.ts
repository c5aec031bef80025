// Category colours as CSS variables, so one class serves all ten schemes.
import type { CSSProperties } from 'react'
import type { CategoryId } from '../catalogue/categories'

export function categoryVars(id: CategoryId): CSSProperties {
  return {
    '--cat-bg': `var(--colors-cat-${id}-bg)`,
    '--cat-fg': `var(--colors-cat-${id}-fg)`,
    '--cat-border': `var(--colors-cat-${id}-border)`,
  } as CSSProperties
}
