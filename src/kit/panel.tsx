// A titled card; its actions (Copy, Download …) sit top-right on every tool.
import type { ReactNode } from 'react'
import { css, cx } from '../styled-system/css'
import { card } from '../styled-system/recipes'

export interface PanelProps {
  title?: ReactNode
  description?: ReactNode
  actions?: ReactNode
  children?: ReactNode
  className?: string
  id?: string
}

export function Panel({ title, description, actions, children, className, id }: PanelProps) {
  return (
    <section id={id} className={cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '4' }), className)}>
      {title || actions ? (
        <header
          className={css({
            display: 'flex',
            alignItems: 'flex-start',
            justifyContent: 'space-between',
            gap: '3',
            flexWrap: 'wrap',
          })}
        >
          <div className={css({ minW: 0 })}>
            {title ? <h2 className={css({ fontSize: 'md', fontWeight: 'semibold' })}>{title}</h2> : null}
            {description ? (
              <p className={css({ fontSize: 'sm', color: 'fg.muted', mt: '0.5' })}>{description}</p>
            ) : null}
          </div>
          {actions ? <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>{actions}</div> : null}
        </header>
      ) : null}
      {children}
    </section>
  )
}

/** Two columns on wide screens (input left, output right), stacked on phones. */
export function SplitLayout({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={cx(
        css({
          display: 'grid',
          gridTemplateColumns: { base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
          gap: '4',
          alignItems: 'start',
        }),
        className,
      )}
    >
      {children}
    </div>
  )
}

export function Stack({
  children,
  gap = '4',
  className,
}: {
  children: ReactNode
  gap?: '2' | '3' | '4' | '6'
  className?: string
}) {
  const gaps = { '2': css({ gap: '2' }), '3': css({ gap: '3' }), '4': css({ gap: '4' }), '6': css({ gap: '6' }) }
  return (
    <div className={cx(css({ display: 'flex', flexDirection: 'column', minW: 0 }), gaps[gap], className)}>
      {children}
    </div>
  )
}
