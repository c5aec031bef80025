// The page for catalogue tools not yet built ('Coming Soon'), and 'Tool Not Found' for unknown slugs.
import { ArrowLeft, Construction, ExternalLink } from 'lucide-react'
import { useNavigate } from 'react-router-dom'
import { getCategory } from '../catalogue/categories'
import type { Tool } from '../catalogue/define-tool'
import { tools } from '../catalogue/tools'
import { Link } from '../kit/link'
import { css } from '../styled-system/css'
import { button, card } from '../styled-system/recipes'
import { categoryVars } from './category-style'
import { requestFeatureUrl } from './links'
import { ToolIcon } from './sprite-icon'
import { iconTile } from './tool-card'

export function relatedTools(tool: Tool, limit = 6): Tool[] {
  return tools.filter((t) => t.category === tool.category && t.slug !== tool.slug).slice(0, limit)
}

export function PlaceholderPage({ tool }: { tool: Tool }) {
  const navigate = useNavigate()
  const related = relatedTools(tool)
  const requestUrl = requestFeatureUrl(tool.slug)
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <section className={`${card()} ${css({ textAlign: 'center', py: '10!' })}`}>
        <Construction aria-hidden className={css({ w: '10', h: '10', mx: 'auto', color: 'accent.fg' })} />
        <h2 className={css({ fontSize: '2xl', fontWeight: 'bold', mt: '3' })}>Coming Soon</h2>
        <p className={css({ color: 'fg.muted', mt: '2', maxW: '480px', mx: 'auto' })}>
          This tool is in the catalogue but its page is not built yet.
        </p>
        <dl
          className={css({
            display: 'flex',
            justifyContent: 'center',
            gap: '6',
            mt: '4',
            fontSize: 'sm',
            flexWrap: 'wrap',
          })}
        >
          <div>
            <dt className={css({ color: 'fg.muted' })}>Category</dt>
            <dd className={css({ fontWeight: 'medium' })}>{getCategory(tool.category).name}</dd>
          </div>
          <div>
            <dt className={css({ color: 'fg.muted' })}>Tool ID</dt>
            <dd className={css({ fontWeight: 'medium', fontFamily: 'mono' })}>{tool.slug}</dd>
          </div>
        </dl>
        <div className={css({ display: 'flex', justifyContent: 'center', gap: '3', mt: '6', flexWrap: 'wrap' })}>
          <button type="button" className={button()} onClick={() => navigate(-1)}>
            <ArrowLeft aria-hidden /> Go Back
          </button>
          {requestUrl ? (
            <a href={requestUrl} target="_blank" rel="noreferrer noopener" className={button({ variant: 'solid' })}>
              Request Feature <ExternalLink aria-hidden />
            </a>
          ) : null}
        </div>
      </section>
      {related.length ? (
        <section>
          <h2 className={css({ fontSize: 'lg', fontWeight: 'semibold', mb: '3' })}>
            Other {getCategory(tool.category).name} tools
          </h2>
          <ul
            className={css({
              display: 'grid',
              gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
              gap: '3',
            })}
          >
            {related.map((t) => {
              return (
                <li key={t.slug}>
                  <Link
                    to={`/tools/${t.slug}`}
                    style={categoryVars(t.category)}
                    className={`${card()} ${css({ display: 'flex', alignItems: 'center', gap: '3', p: '3!', _hover: { borderColor: 'border.strong' } })}`}
                  >
                    <span className={iconTile}>
                      <ToolIcon tool={t} />
                    </span>
                    <span className={css({ fontWeight: 'medium', fontSize: 'sm' })}>{t.name}</span>
                  </Link>
                </li>
              )
            })}
          </ul>
        </section>
      ) : null}
    </div>
  )
}

export function ToolNotFound() {
  return (
    <div className={`${card()} ${css({ maxW: '560px', mx: 'auto', textAlign: 'center', py: '12!' })}`}>
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>Tool Not Found</h1>
      <p className={css({ color: 'fg.muted', mt: '2' })}>The requested tool doesn't exist.</p>
      <Link to="/" className={`${button({ variant: 'solid' })} ${css({ mt: '6' })}`}>
        <ArrowLeft aria-hidden /> Back to Tools
      </Link>
    </div>
  )
}
