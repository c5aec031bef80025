// Inline status lines and cards: errors with the reason, warnings, success and empty states.
import { AlertTriangle, CheckCircle2, Info, XCircle } from 'lucide-react'
import type { ReactNode } from 'react'
import { css, cx } from '../styled-system/css'

type Tone = 'success' | 'danger' | 'warning' | 'info'

const toneClass: Record<Tone, string> = {
  success: css({ color: 'success.fg', bg: 'success.subtle', borderColor: 'success.border' }),
  danger: css({ color: 'danger.fg', bg: 'danger.subtle', borderColor: 'danger.border' }),
  warning: css({ color: 'warning.fg', bg: 'warning.subtle', borderColor: 'warning.border' }),
  info: css({ color: 'accent.fg', bg: 'accent.subtle', borderColor: 'transparent' }),
}

const icons = { success: CheckCircle2, danger: XCircle, warning: AlertTriangle, info: Info }

export function Notice({
  tone,
  title,
  children,
  className,
}: {
  tone: Tone
  title?: ReactNode
  children?: ReactNode
  className?: string
}) {
  const Icon = icons[tone]
  return (
    <div
      role={tone === 'danger' ? 'alert' : 'status'}
      className={cx(
        css({
          display: 'flex',
          gap: '2.5',
          alignItems: 'flex-start',
          borderWidth: '1px',
          borderRadius: 'lg',
          px: '3',
          py: '2.5',
          fontSize: 'sm',
          '& > svg': { w: '4', h: '4', mt: '0.5', flexShrink: 0 },
        }),
        toneClass[tone],
        className,
      )}
    >
      <Icon aria-hidden />
      <div className={css({ minW: 0, overflowWrap: 'anywhere' })}>
        {title ? <p className={css({ fontWeight: 'semibold' })}>{title}</p> : null}
        {children ? <div className={css({ color: title ? 'fg.muted' : undefined })}>{children}</div> : null}
      </div>
    </div>
  )
}

export function EmptyState({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <div
      className={css({
        textAlign: 'center',
        color: 'fg.muted',
        py: '8',
        px: '4',
        fontSize: 'sm',
        borderWidth: '1px',
        borderStyle: 'dashed',
        borderColor: 'border.default',
        borderRadius: 'xl',
      })}
    >
      <p className={css({ fontWeight: 'medium', color: 'fg.default' })}>{title}</p>
      {children ? <div className={css({ mt: '1' })}>{children}</div> : null}
    </div>
  )
}
