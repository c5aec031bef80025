import { Link } from '../kit/link'
import { css } from '../styled-system/css'
import { button, card } from '../styled-system/recipes'
import { AppIcon } from './sprite-icon'
import { useDocumentTitle } from './use-document-title'

export function NotFoundPage() {
  useDocumentTitle('Page not found')
  return (
    <div className={`${card()} ${css({ maxW: '560px', mx: 'auto', textAlign: 'center', py: '12!' })}`}>
      <p className={css({ fontSize: '5xl', fontWeight: 'bold', color: 'accent.fg', fontFamily: 'mono' })}>404</p>
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold', mt: '2' })}>404 Page Not Found</h1>
      <p className={css({ color: 'fg.muted', mt: '2' })}>The page you are looking for does not exist or has moved.</p>
      <Link to="/" className={`${button({ variant: 'solid' })} ${css({ mt: '6' })}`}>
        <AppIcon name="arrow-left" /> Back to Tools
      </Link>
    </div>
  )
}
