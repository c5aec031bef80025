import { categoryBadge } from '../catalogue/categories'
import type { Tool } from '../catalogue/define-tool'
import { Link } from '../kit/link'
import { css } from '../styled-system/css'
import { categoryVars } from './category-style'
import { FavouriteButton } from './favourite-button'
import { ToolIcon } from './sprite-icon'

export const iconTile = css({
  w: '10',
  h: '10',
  flexShrink: 0,
  borderRadius: 'lg',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  bg: 'var(--cat-bg)',
  color: 'var(--cat-fg)',
  '& svg': { w: '5', h: '5' },
})

export const categoryBadgeClass = css({
  fontSize: 'xs',
  fontWeight: 'medium',
  px: '2',
  py: '0.5',
  borderRadius: 'full',
  bg: 'var(--cat-bg)',
  color: 'var(--cat-fg)',
  borderWidth: '1px',
  borderColor: 'var(--cat-border)',
})

export function ToolCard({ tool }: { tool: Tool }) {
  return (
    // The star is a sibling of the card's link (a button may not sit inside a link), placed over its corner.
    <div
      className={css({
        position: 'relative',
        display: 'flex',
        // Cards below the fold skip layout and paint until scrolled near (100 cards on a low-end phone).
        contentVisibility: 'auto',
        containIntrinsicSize: 'auto 180px',
      })}
    >
      <Link
        to={`/tools/${tool.slug}`}
        // The view's code starts loading as the button goes down, a moment before the click (see vite.config.ts).
        onPointerDown={() =>
          void import('../catalogue/views').then((views) => views.viewLoader(tool.slug)?.()).catch(() => undefined)
        }
        style={categoryVars(tool.category)}
        className={css({
          flex: 1,
          minW: 0,
          display: 'flex',
          flexDirection: 'column',
          gap: '3',
          p: '5',
          bg: 'bg.surface',
          borderWidth: '1px',
          borderColor: 'border.default',
          borderRadius: 'xl',
          transition: 'transform 150ms, box-shadow 150ms, border-color 150ms',
          _hover: { transform: 'translateY(-2px)', boxShadow: 'md', borderColor: 'border.strong' },
          _focusVisible: { transform: 'translateY(-2px)', boxShadow: 'md' },
        })}
      >
        <div className={css({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: '2' })}>
          <span className={iconTile}>
            <ToolIcon tool={tool} />
          </span>
          <span className={categoryBadgeClass}>{categoryBadge(tool.category)}</span>
        </div>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', flex: 1 })}>
          <h3 className={css({ fontWeight: 'semibold', fontSize: 'md', lineHeight: '1.3' })}>{tool.name}</h3>
          <p className={css({ fontSize: 'sm', color: 'fg.muted', lineClamp: 2 })}>{tool.description}</p>
        </div>
        <span className={css({ fontFamily: 'mono', fontSize: 'xs', color: 'fg.subtle', pr: '8' })}>
          /tools/{tool.slug}
        </span>
      </Link>
      <span className={css({ position: 'absolute', right: '2', bottom: '2' })}>
        <FavouriteButton slug={tool.slug} name={tool.name} />
      </span>
    </div>
  )
}
