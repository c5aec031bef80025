// An ordered list of files the user arranges: up/down/remove buttons, arrow keys on the grip, and mouse dragging.
// Shared by the PDF merger and the image-to-PDF tool.
import { ArrowDown, ArrowUp, GripVertical, X } from 'lucide-react'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { moveItem } from '../lib/pdf/merge'
import { css, cx } from '../styled-system/css'
import { button } from '../styled-system/recipes'

export interface OrderItem {
  id: string
  name: string
}

export interface FileOrderListProps<T extends OrderItem> {
  items: T[]
  onChange: (items: T[]) => void
  /** Extra line under the name (page count, size …). */
  detail: (item: T) => ReactNode
  /** Optional thumbnail at the start of the row. */
  thumb?: (item: T) => ReactNode
  label: string
  disabled?: boolean
}

export function FileOrderList<T extends OrderItem>({
  items,
  onChange,
  detail,
  thumb,
  label,
  disabled,
}: FileOrderListProps<T>) {
  const grips = useRef(new Map<string, HTMLButtonElement>())
  const [refocus, setRefocus] = useState<string | null>(null)
  const [announce, setAnnounce] = useState('')
  const [dragFrom, setDragFrom] = useState<number | null>(null)

  useEffect(() => {
    if (!refocus) return
    grips.current.get(refocus)?.focus()
    setRefocus(null)
  }, [refocus])

  const move = (from: number, to: number, focus = true) => {
    const target = Math.max(0, Math.min(items.length - 1, to))
    if (from === target) return
    const item = items[from]
    onChange(moveItem(items, from, target))
    setAnnounce(`${item.name} moved to position ${target + 1} of ${items.length}`)
    if (focus) setRefocus(item.id)
  }

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2', minW: 0 })}>
      <ol aria-label={label} className={css({ display: 'flex', flexDirection: 'column', gap: '2', minW: 0 })}>
        {items.map((item, index) => (
          <li
            key={item.id}
            data-testid="order-item"
            draggable={!disabled}
            onDragStart={(e) => {
              setDragFrom(index)
              e.dataTransfer.effectAllowed = 'move'
            }}
            onDragOver={(e) => {
              if (dragFrom !== null) e.preventDefault()
            }}
            onDrop={(e) => {
              if (dragFrom === null) return
              e.preventDefault()
              e.stopPropagation()
              move(dragFrom, index, false)
              setDragFrom(null)
            }}
            onDragEnd={() => setDragFrom(null)}
            className={cx(
              css({
                display: 'flex',
                alignItems: 'center',
                gap: '2',
                p: '2',
                borderWidth: '1px',
                borderColor: 'border.default',
                borderRadius: 'lg',
                bg: 'bg.surface',
                minW: 0,
              }),
              dragFrom === index ? css({ opacity: 0.5 }) : undefined,
            )}
          >
            <button
              type="button"
              ref={(el) => {
                if (el) grips.current.set(item.id, el)
                else grips.current.delete(item.id)
              }}
              className={cx(button({ variant: 'ghost', size: 'icon' }), css({ cursor: 'grab', flexShrink: 0 }))}
              aria-label={`Reorder ${item.name}, position ${index + 1} of ${items.length}. Use the arrow keys to move.`}
              disabled={disabled}
              onKeyDown={(e) => {
                const to =
                  e.key === 'ArrowUp'
                    ? index - 1
                    : e.key === 'ArrowDown'
                      ? index + 1
                      : e.key === 'Home'
                        ? 0
                        : e.key === 'End'
                          ? items.length - 1
                          : null
                if (to === null) return
                e.preventDefault()
                move(index, to)
              }}
            >
              <GripVertical aria-hidden />
            </button>
            <span
              aria-hidden
              className={css({
                display: { base: 'none', sm: 'inline' },
                fontSize: 'sm',
                color: 'fg.muted',
                fontVariantNumeric: 'tabular-nums',
                minW: '5',
              })}
            >
              {index + 1}.
            </span>
            {thumb ? thumb(item) : null}
            <div className={css({ flex: 1, minW: 0 })}>
              <p
                className={css({
                  fontSize: 'sm',
                  fontWeight: 'medium',
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                  whiteSpace: 'nowrap',
                })}
                title={item.name}
              >
                {item.name}
              </p>
              <p className={css({ fontSize: 'xs', color: 'fg.muted' })}>{detail(item)}</p>
            </div>
            <div className={css({ display: 'flex', gap: '1', flexShrink: 0 })}>
              <button
                type="button"
                className={button({ variant: 'ghost', size: 'icon' })}
                aria-label={`Move ${item.name} up`}
                disabled={disabled || index === 0}
                onClick={() => move(index, index - 1, false)}
              >
                <ArrowUp aria-hidden />
              </button>
              <button
                type="button"
                className={button({ variant: 'ghost', size: 'icon' })}
                aria-label={`Move ${item.name} down`}
                disabled={disabled || index === items.length - 1}
                onClick={() => move(index, index + 1, false)}
              >
                <ArrowDown aria-hidden />
              </button>
              <button
                type="button"
                className={button({ variant: 'ghost', size: 'icon' })}
                aria-label={`Remove ${item.name}`}
                disabled={disabled}
                onClick={() => {
                  onChange(items.filter((x) => x.id !== item.id))
                  setAnnounce(`${item.name} removed`)
                }}
              >
                <X aria-hidden />
              </button>
            </div>
          </li>
        ))}
      </ol>
      <p aria-live="polite" className={css({ srOnly: true })}>
        {announce}
      </p>
    </div>
  )
}
