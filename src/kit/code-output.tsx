// Read-only monospace output (CSS, JSON, code) that wraps and scrolls inside its card.
import { css, cx } from '../styled-system/css'

export function CodeOutput({
  value,
  placeholder,
  label,
  className,
  maxHeight = '480px',
}: {
  value: string
  placeholder?: string
  label: string
  className?: string
  maxHeight?: string
}) {
  return (
    <pre
      role="region"
      aria-label={label}
      tabIndex={0}
      className={cx(
        css({
          fontFamily: 'mono',
          fontSize: 'sm',
          bg: 'bg.subtle',
          borderRadius: 'lg',
          p: '3',
          overflow: 'auto',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          minH: '12',
          color: 'fg.default',
        }),
        className,
      )}
      style={{ maxHeight }}
    >
      {value || <span className={css({ color: 'fg.muted' })}>{placeholder ?? 'Output appears here'}</span>}
    </pre>
  )
}
