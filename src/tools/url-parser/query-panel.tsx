// The query string as a table of decoded key/value pairs: each editable and removable, more can be added. Past
// SHOWN_PARAMS pairs only the first are rows (100,000 rows of inputs took the page 44 s); the rest are counted.
import { Plus, Trash2 } from 'lucide-react'
import { CopyButton, Panel } from '../../kit'
import { looks } from '../../kit/styles'
import { css } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { addPair, type QueryPair, queryToJson, removePair, SHOWN_PARAMS, setPair } from './url-parser'

const headCell = css({
  textAlign: 'left',
  px: '2',
  py: '2',
  fontSize: 'xs',
  fontWeight: 'semibold',
  color: 'fg.muted',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
})
const bodyCell = css({ px: '2', py: '1.5', verticalAlign: 'top' })
const cellInput = css({
  w: '100%',
  minW: '24',
  h: '9',
  px: '2',
  fontFamily: 'mono',
  fontSize: 'sm',
  bg: 'bg.surface',
  color: 'fg.default',
  borderWidth: '1px',
  borderColor: 'border.strong',
  borderRadius: 'md',
  _focus: { outline: '2px solid', outlineColor: 'accent.focus', borderColor: 'accent.focus' },
})

export function QueryPanel({
  href,
  query,
  onHref,
}: {
  href: string
  query: QueryPair[]
  onHref: (href: string) => void
}) {
  const shown = query.length > SHOWN_PARAMS ? query.slice(0, SHOWN_PARAMS) : query
  return (
    <Panel
      title={`Query parameters (${query.length.toLocaleString('en-US')})`}
      description="Decoded. Repeated keys are kept in order."
      actions={
        <>
          <button
            type="button"
            className={button({ size: 'sm', variant: 'outline' })}
            onClick={() => onHref(addPair(href, query))}
          >
            <Plus aria-hidden />
            Add parameter
          </button>
          <CopyButton label="Copy as JSON" value={query.length ? () => queryToJson(query) : ''} what="Query JSON" />
        </>
      }
    >
      {query.length === 0 ? (
        <p className={looks.mutedText}>This URL has no query string.</p>
      ) : (
        <div className={looks.scrollX}>
          <table className={css({ w: '100%', borderCollapse: 'collapse' })} data-testid="query-table">
            <thead>
              <tr>
                <th className={headCell}>#</th>
                <th className={headCell}>Key</th>
                <th className={headCell}>Value</th>
                <th className={headCell}>
                  <span className={looks.visuallyHidden}>Remove</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((p, i) => (
                <tr key={i} data-testid="query-row">
                  <td className={bodyCell}>
                    <span
                      className={css({
                        display: 'flex',
                        alignItems: 'center',
                        h: '9',
                        fontSize: 'xs',
                        color: 'fg.muted',
                      })}
                    >
                      {i + 1}
                    </span>
                  </td>
                  <td className={bodyCell}>
                    <input
                      className={cellInput}
                      aria-label={`Key ${i + 1}`}
                      value={p.key}
                      spellCheck={false}
                      onChange={(e) => onHref(setPair(href, query, i, e.target.value, p.value))}
                    />
                  </td>
                  <td className={bodyCell}>
                    <input
                      className={cellInput}
                      aria-label={`Value ${i + 1}`}
                      value={p.value}
                      spellCheck={false}
                      onChange={(e) => onHref(setPair(href, query, i, p.key, e.target.value))}
                    />
                  </td>
                  <td className={bodyCell}>
                    <button
                      type="button"
                      className={button({ size: 'icon', variant: 'ghost' })}
                      aria-label={`Remove parameter ${i + 1}${p.key ? ` (${p.key})` : ''}`}
                      onClick={() => onHref(removePair(href, query, i))}
                    >
                      <Trash2 aria-hidden />
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {shown.length < query.length ? (
            <p data-testid="query-more" className={looks.mutedText}>
              Showing the first {shown.length.toLocaleString('en-US')} of {query.length.toLocaleString('en-US')}{' '}
              parameters; {(query.length - shown.length).toLocaleString('en-US')} more are in the URL, and Copy as JSON
              takes all of them.
            </p>
          ) : null}
        </div>
      )}
    </Panel>
  )
}
