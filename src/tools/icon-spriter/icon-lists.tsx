// The two lists of icon-spriter's page: the icons loaded (the first SHOWN_ICONS, with Remove) and each icon drawn
// from the generated sprite. Items off screen are neither laid out nor painted (content-visibility).
import { Trash2 } from 'lucide-react'
import { looks } from '../../kit/styles'
import { formatBytes } from '../../lib/bytes'
import { formatCount } from '../../lib/count'
import { css, cx } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { SHOWN_ICONS } from './icon-spriter'

export function IconList({
  icons,
  onRemove,
}: {
  icons: readonly { id: string; name: string; size: number }[]
  onRemove: (id: string) => void
}) {
  return (
    <>
      <ul data-testid="icon-list" className={looks.fieldStack}>
        {icons.slice(0, SHOWN_ICONS).map((icon) => (
          <li
            key={icon.id}
            className={cx(
              looks.listRow,
              css({
                // Off screen, not laid out or painted until scrolled to: 2,000 icons and previews stay quick.
                contentVisibility: 'auto',
                containIntrinsicSize: 'auto 56px',
              }),
            )}
          >
            <div className={css({ flex: 1, minW: 0 })}>
              <p className={css({ fontFamily: 'mono', fontSize: 'sm', overflowWrap: 'anywhere' })}>#{icon.id}</p>
              <p className={css({ fontSize: 'xs', color: 'fg.muted', overflowWrap: 'anywhere' })}>
                {icon.name} · {formatBytes(icon.size)}
              </p>
            </div>
            <button
              type="button"
              className={button({ size: 'icon', variant: 'ghost' })}
              aria-label={`Remove ${icon.name}`}
              onClick={() => onRemove(icon.id)}
            >
              <Trash2 aria-hidden />
            </button>
          </li>
        ))}
      </ul>
      {icons.length > SHOWN_ICONS ? (
        <p className={looks.mutedSmall} data-testid="icon-list-more">
          Showing the first {formatCount(SHOWN_ICONS)} of {formatCount(icons.length)} icons; the sprite takes all of
          them.
        </p>
      ) : null}
    </>
  )
}

export function SpritePreview({
  previews,
  total,
}: {
  previews: readonly { id: string; url: string }[]
  total: number
}) {
  return (
    <>
      <ul
        data-testid="sprite-preview"
        className={css({
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
          gap: '2',
        })}
      >
        {previews.map((p) => (
          <li
            key={p.id}
            className={css({
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              gap: '1.5',
              p: '3',
              bg: 'bg.subtle',
              borderRadius: 'lg',
              minW: 0,
              contentVisibility: 'auto',
              containIntrinsicSize: 'auto 96px',
            })}
          >
            <img
              src={p.url}
              alt={p.id}
              width={48}
              height={48}
              loading="lazy"
              decoding="async"
              // The icons are drawn as images in their own colours: they need a light backdrop in both themes.
              style={{ background: '#ffffff' }}
              className={css({ borderRadius: 'md', p: '1', boxSizing: 'content-box' })}
            />
            <span
              className={css({
                fontFamily: 'mono',
                fontSize: 'xs',
                color: 'fg.muted',
                overflowWrap: 'anywhere',
                textAlign: 'center',
              })}
            >
              {p.id}
            </span>
          </li>
        ))}
      </ul>
      {total > SHOWN_ICONS ? (
        <p className={looks.mutedSmall} data-testid="sprite-preview-more">
          Previewing the first {formatCount(SHOWN_ICONS)} of {formatCount(total)} icons; the sprite and CSS have all of
          them.
        </p>
      ) : null}
    </>
  )
}
