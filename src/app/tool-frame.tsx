// The frame every tool page shares: back link, title, description, Copy URL and the source link.
import { ArrowLeft, Link2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { categoryBadge } from '../catalogue/categories'
import type { Tool } from '../catalogue/define-tool'
import { factsOf } from '../catalogue/tool-facts'
import { viewLoader } from '../catalogue/views'
import { Link } from '../kit/link'
import type { LinkScope } from '../kit/link-state'
import { copyText } from '../lib/clipboard'
import { withoutLinkState } from '../lib/share/link-state'
import { css } from '../styled-system/css'
import { button } from '../styled-system/recipes'
import { notify } from '../ui/toaster'
import { categoryVars } from './category-style'
import { FavouriteButton, useRecordRecent } from './favourite-button'
import { GitHubIcon } from './icons'
import LinkInputChoice from './link-input-choice'
import { sourceUrlFor } from './links'
import { ToolOfflineStatus } from './offline/tool-status'
import { CopyLinkButton, DamagedLinkNotice, inputMayGo } from './share-link'
import { ToolIcon } from './sprite-icon'
import { categoryBadgeClass, iconTile } from './tool-card'

export function ToolFrame({ tool, scope, children }: { tool: Tool; scope: LinkScope; children: ReactNode }) {
  useRecordRecent(tool.slug)
  const sourceUrl = sourceUrlFor(tool.slug)
  const built = viewLoader(tool.slug) !== undefined
  const shareable = built && tool.link !== 'none'
  const facts = factsOf(tool.slug)
  const copyUrl = async () => {
    const ok = await copyText(withoutLinkState(window.location.href))
    notify(
      ok
        ? { title: 'URL copied', description: 'Tool URL has been copied to clipboard', type: 'success' }
        : { title: 'Failed to copy', description: 'Please try again', type: 'error' },
    )
  }
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <Link
        to="/"
        className={css({
          display: 'inline-flex',
          alignItems: 'center',
          gap: '1.5',
          fontSize: 'sm',
          color: 'fg.muted',
          alignSelf: 'flex-start',
          _hover: { color: 'fg.default' },
          '& svg': { w: '4', h: '4' },
        })}
      >
        <ArrowLeft aria-hidden /> Back to Tools
      </Link>
      <div
        style={categoryVars(tool.category)}
        className={css({
          display: 'flex',
          flexDirection: { base: 'column', md: 'row' },
          gap: '4',
          alignItems: { md: 'flex-start' },
          justifyContent: 'space-between',
        })}
      >
        <div className={css({ display: 'flex', gap: '4', alignItems: 'flex-start', minW: 0 })}>
          <span className={`${iconTile} ${css({ w: '12!', h: '12!', '& svg': { w: '6!', h: '6!' } })}`}>
            <ToolIcon tool={tool} />
          </span>
          <div className={css({ minW: 0 })}>
            <div className={css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' })}>
              <h1
                className={css({
                  fontSize: { base: '2xl', md: '3xl' },
                  fontWeight: 'bold',
                  letterSpacing: '-0.01em',
                  lineHeight: '1.2',
                })}
              >
                {tool.name}
              </h1>
              <span className={categoryBadgeClass}>{categoryBadge(tool.category)}</span>
            </div>
            <p className={css({ color: 'fg.muted', mt: '1' })}>{tool.description}</p>
            <div className={css({ mt: '2' })}>
              <ToolOfflineStatus slug={tool.slug} built={built} />
              {facts.testedUpTo ? (
                <p
                  data-testid="tool-tested-limit"
                  title="Measured by the scaling benchmark on a 2-core machine"
                  className={css({ fontSize: 'xs', color: 'fg.muted', mt: '1' })}
                >
                  Tested up to {facts.testedUpTo}
                </p>
              ) : null}
              {facts.limits ? (
                <p data-testid="tool-limits" className={css({ fontSize: 'xs', color: 'fg.muted', mt: '1' })}>
                  Limits: {facts.limits}
                </p>
              ) : null}
            </div>
          </div>
        </div>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '2', alignItems: { md: 'flex-end' } })}>
          <div className={css({ display: 'flex', gap: '2', flexShrink: 0, flexWrap: 'wrap' })}>
            <FavouriteButton slug={tool.slug} name={tool.name} label />
            <button type="button" className={button({ size: 'sm' })} onClick={copyUrl}>
              <Link2 aria-hidden /> Copy URL
            </button>
            {shareable ? <CopyLinkButton tool={tool} scope={scope} /> : null}
            {sourceUrl ? (
              <a
                href={sourceUrl}
                target="_blank"
                rel="noreferrer noopener"
                className={button({ size: 'sm', variant: 'ghost' })}
              >
                <GitHubIcon /> Source
              </a>
            ) : null}
          </div>
          {shareable && inputMayGo(tool) ? (
            // Its line is kept from the first paint: the box shows once the tool's view says it has input, which it
            // says after it has rendered (the frame below would move down by a line: a layout shift on every tool).
            <div className={css({ minH: '5' })}>
              <LinkInputChoice tool={tool} scope={scope} />
            </div>
          ) : null}
          {shareable && typeof tool.link === 'object' ? (
            <p className={css({ fontSize: 'xs', color: 'fg.muted', maxW: '22rem' })}>{tool.link.secret}</p>
          ) : null}
        </div>
      </div>
      {/* At least a screen tall, so the footer starts below the fold whatever height the tool settles at: the page
          paints the loading placeholder first and the tool after, and a footer moving into view is a layout shift. */}
      <div data-testid="tool-body" className={css({ minH: '100vh' })}>
        <DamagedLinkNotice scope={scope} />
        {children}
      </div>
    </div>
  )
}
