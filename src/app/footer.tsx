import { Link } from '../kit/link'
import { useHydrated } from '../state/hydration'
import { css, cx } from '../styled-system/css'
import { GitHubIcon } from './icons'
import { ISSUES_URL, SOURCE_URL } from './links'

declare const __LK_BUILD_YEAR__: number | undefined

/** The copyright year: the visitor's current year once the page runs; before, the build's (as the HTML has it). */
function useCopyrightYear(): number {
  const hydrated = useHydrated()
  const now = new Date().getFullYear()
  return hydrated || typeof __LK_BUILD_YEAR__ !== 'number' ? now : __LK_BUILD_YEAR__
}

const footerCategories = [
  { id: 'text', name: 'Text Processing' },
  { id: 'color', name: 'Color & Design' },
  { id: 'media', name: 'Images & Media' },
  { id: 'encoding', name: 'Encoding & Security' },
]

// Links into the source repository exist only when one is configured (package.json `repository`, see links.ts).
const repositoryLinks = [
  { label: 'API Documentation', href: SOURCE_URL && `${SOURCE_URL}#readme` },
  { label: 'Contribute', href: SOURCE_URL && `${SOURCE_URL}#how-to-add-a-tool` },
  { label: 'Report Issues', href: ISSUES_URL },
].filter((l): l is { label: string; href: string } => !!l.href)

// Calls with written-out values, which the build turns into class names (src/theme/vite-static-css.ts): home loads
// no styling runtime.
const footerGrid = css({ maxW: '1200px', mx: 'auto', px: { base: '4', md: '8' }, py: '10', display: 'grid', gap: '8' })
const columns = SOURCE_URL
  ? css({ gridTemplateColumns: { base: '1fr 1fr', md: '2fr 1fr 1fr 1fr' } })
  : css({ gridTemplateColumns: { base: '1fr 1fr', md: '2fr 1fr 1fr' } })
const heading = css({ fontSize: 'sm', fontWeight: 'semibold', mb: '3' })
const list = css({ display: 'flex', flexDirection: 'column', gap: '2', fontSize: 'sm', color: 'fg.muted' })
const link = css({ _hover: { color: 'fg.default', textDecoration: 'underline' } })

export function Footer() {
  const year = useCopyrightYear()
  return (
    <footer className={css({ borderTopWidth: '1px', borderColor: 'border.default', bg: 'bg.surface', mt: '12' })}>
      <div className={cx(footerGrid, columns)}>
        <div className={css({ gridColumn: { base: 'span 2', md: 'auto' } })}>
          <p className={css({ fontWeight: 'bold' })}>Localkit</p>
          <p className={css({ fontSize: 'sm', color: 'fg.muted', mt: '2', maxW: '320px' })}>
            100 tools that run entirely in your browser. No account, no upload, nothing leaves your device.
          </p>
        </div>
        <nav aria-label="Categories">
          <h2 className={heading}>Categories</h2>
          <ul className={list}>
            {footerCategories.map((c) => (
              <li key={c.id}>
                <Link className={link} to={`/?category=${c.id}`}>
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Links">
          <h2 className={heading}>Links</h2>
          <ul className={list}>
            <li>
              <Link className={link} to="/privacy">
                Privacy
              </Link>
            </li>
            {repositoryLinks.map((l) => (
              <li key={l.label}>
                <a className={link} href={l.href} target="_blank" rel="noreferrer noopener">
                  {l.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {SOURCE_URL ? (
          <div>
            <h2 className={heading}>Social</h2>
            <ul className={list}>
              <li>
                <a
                  className={`${link} ${css({ display: 'inline-flex', gap: '2', alignItems: 'center' })}`}
                  href={SOURCE_URL}
                  target="_blank"
                  rel="noreferrer noopener"
                >
                  <GitHubIcon /> GitHub
                </a>
              </li>
            </ul>
          </div>
        ) : null}
      </div>
      <p className={css({ textAlign: 'center', fontSize: 'xs', color: 'fg.muted', pb: '6', px: '4' })}>
        © {year} Localkit. All processing happens locally in your browser.
      </p>
    </footer>
  )
}
