// A grid of labelled figures (counts, sizes) with tabular numerals.
import type { ReactNode } from 'react'
import { css } from '../styled-system/css'

export interface StatItem {
  label: string
  value: ReactNode
  testId?: string
}

export function Stats({ items, columns = 4 }: { items: readonly StatItem[]; columns?: 2 | 3 | 4 }) {
  const cols = { 2: 'repeat(2, minmax(0, 1fr))', 3: 'repeat(3, minmax(0, 1fr))', 4: 'repeat(4, minmax(0, 1fr))' }[
    columns
  ]
  return (
    <dl
      className={css({
        display: 'grid',
        gap: '3',
        gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'var(--cols)' },
      })}
      style={{ '--cols': cols } as React.CSSProperties}
    >
      {items.map((s) => (
        <div key={s.label} className={css({ bg: 'bg.subtle', borderRadius: 'lg', p: '3', minW: 0 })}>
          <dt className={css({ fontSize: 'xs', color: 'fg.muted' })}>{s.label}</dt>
          <dd
            data-testid={s.testId}
            className={css({
              fontSize: 'xl',
              fontWeight: 'semibold',
              fontVariantNumeric: 'tabular-nums',
              overflowWrap: 'anywhere',
            })}
          >
            {s.value}
          </dd>
        </div>
      ))}
    </dl>
  )
}
