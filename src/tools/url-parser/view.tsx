import { Plus, Trash2, Wand2 } from 'lucide-react'
import { useMemo, useRef, useState } from 'react'
import { CopyButton, EmptyState, Notice, Panel, TextAreaField, TextField } from '../../kit'
import { useHandoffText } from '../../kit/handoff'
import { useLinkState } from '../../kit/link-state'
import { looks } from '../../kit/styles'
import { ValueRows } from '../../kit/value-rows'
import { css } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import {
  addPair,
  type EditResult,
  EXAMPLE_URL,
  editPart,
  type Field,
  parseUrl,
  queryToJson,
  removePair,
  safeDecode,
  setPair,
} from './url-parser'

/** A part of the URL that can be edited: keeps the user's draft while it is invalid and says why. */
function PartField({
  label,
  value,
  hint,
  placeholder,
  apply,
  onHref,
}: {
  label: string
  value: string
  hint?: string
  placeholder?: string
  apply: (v: string) => EditResult
  onHref: (href: string) => void
}) {
  const [draft, setDraft] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const focused = useRef(false)
  const [seen, setSeen] = useState(value)
  if (seen !== value) {
    // The URL changed elsewhere: show the new value unless the user is typing in this field.
    setSeen(value)
    if (!focused.current) {
      setDraft(null)
      setError(null)
    }
  }
  return (
    <TextField
      label={label}
      mono
      value={draft ?? value}
      hint={hint}
      placeholder={placeholder}
      error={error}
      spellCheck={false}
      autoComplete="off"
      onFocus={() => {
        focused.current = true
      }}
      onBlur={() => {
        focused.current = false
        if (!error) setDraft(null)
      }}
      onChange={(e) => {
        const v = e.target.value
        setDraft(v)
        const r = apply(v)
        if (r.ok) {
          setError(null)
          onHref(r.href)
        } else setError(r.error)
      }}
    />
  )
}

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

export default function UrlParserView() {
  const [text, setText] = useLinkState('url', '', 'input')
  useHandoffText(setText)
  const result = useMemo(() => parseUrl(text), [text])
  const href = result.kind === 'ok' ? result.parts.href : ''
  const apply = (field: Field) => (v: string) => editPart(href, field, v)

  return (
    <div className={looks.stack}>
      <Panel
        title="URL"
        description="Paste a URL, or edit any part below: the URL is rebuilt as you type."
        actions={
          <>
            <button
              type="button"
              className={button({ size: 'sm', variant: 'ghost' })}
              onClick={() => setText(EXAMPLE_URL)}
            >
              Example
            </button>
            <button
              type="button"
              className={button({ size: 'sm', variant: 'ghost' })}
              disabled={!text}
              onClick={() => setText('')}
            >
              Clear
            </button>
            <CopyButton value={text.trim()} what="URL" />
          </>
        }
      >
        <TextAreaField
          label="URL to parse"
          mono
          rows={3}
          placeholder="https://example.com/path?query=value#fragment"
          value={text}
          onChange={(e) => setText(e.target.value)}
          className={css({ '& textarea': { minH: '20' } })}
        />
        {result.kind === 'invalid' ? (
          <Notice tone="danger" title="Not a valid URL">
            <ul data-testid="url-errors" className={css({ listStyle: 'disc', pl: '5' })}>
              {result.reasons.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
            {result.suggestion ? (
              <button
                type="button"
                className={button({ size: 'sm', variant: 'outline' })}
                style={{ marginTop: '0.5rem' }}
                onClick={() => result.suggestion && setText(result.suggestion)}
              >
                <Wand2 aria-hidden />
                Use {result.suggestion}
              </button>
            ) : null}
          </Notice>
        ) : null}
        {result.kind === 'ok' && result.warnings.length ? (
          <Notice tone="warning" title="Worth knowing">
            <ul data-testid="url-warnings" className={css({ listStyle: 'disc', pl: '5' })}>
              {result.warnings.map((w) => (
                <li key={w}>{w}</li>
              ))}
            </ul>
          </Notice>
        ) : null}
      </Panel>

      {result.kind !== 'ok' ? (
        <EmptyState title={result.kind === 'empty' ? 'No URL yet' : 'Nothing to break down'}>
          Paste a URL above, or press Example, to see its parts.
        </EmptyState>
      ) : (
        <>
          <Panel title="Parts" description="Shown decoded; edits are encoded back into the URL.">
            <div
              className={css({
                display: 'grid',
                gap: '3',
                gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
              })}
            >
              <PartField label="Protocol" value={result.parts.protocol} apply={apply('protocol')} onHref={setText} />
              <PartField label="Host" value={result.parts.hostname} apply={apply('hostname')} onHref={setText} />
              <PartField
                label="Port"
                value={result.parts.port}
                placeholder={result.parts.defaultPort !== null ? String(result.parts.defaultPort) : 'none'}
                hint={
                  result.parts.defaultPort !== null
                    ? `Default for ${result.parts.protocol} is ${result.parts.defaultPort}${result.parts.port ? '' : ' (used)'}`
                    : undefined
                }
                apply={apply('port')}
                onHref={setText}
              />
              <PartField label="Path" value={result.parts.pathname} apply={apply('pathname')} onHref={setText} />
              <PartField label="Username" value={result.parts.username} apply={apply('username')} onHref={setText} />
              <PartField label="Password" value={result.parts.password} apply={apply('password')} onHref={setText} />
              <PartField
                label="Fragment"
                value={result.parts.hash}
                placeholder="none"
                apply={apply('hash')}
                onHref={setText}
              />
            </div>
            <ValueRows
              label="Derived values"
              rows={[
                { key: 'href', label: 'Normalised URL', value: result.parts.href, what: 'normalised URL' },
                {
                  key: 'origin',
                  label: 'Origin',
                  value: result.parts.origin === 'null' ? '' : result.parts.origin,
                  what: 'origin',
                  hint: result.parts.origin === 'null' ? 'this scheme has no origin' : undefined,
                },
                {
                  key: 'decoded',
                  label: 'Decoded (readable)',
                  value: safeDecode(result.parts.href),
                  what: 'decoded URL',
                },
              ]}
            />
          </Panel>

          <Panel
            title={`Query parameters (${result.parts.query.length})`}
            description="Decoded. Repeated keys are kept in order."
            actions={
              <>
                <button
                  type="button"
                  className={button({ size: 'sm', variant: 'outline' })}
                  onClick={() => setText(addPair(href, result.parts.query))}
                >
                  <Plus aria-hidden />
                  Add parameter
                </button>
                <CopyButton
                  label="Copy as JSON"
                  value={result.parts.query.length ? queryToJson(result.parts.query) : ''}
                  what="Query JSON"
                />
              </>
            }
          >
            {result.parts.query.length === 0 ? (
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
                    {result.parts.query.map((p, i) => (
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
                            onChange={(e) => setText(setPair(href, result.parts.query, i, e.target.value, p.value))}
                          />
                        </td>
                        <td className={bodyCell}>
                          <input
                            className={cellInput}
                            aria-label={`Value ${i + 1}`}
                            value={p.value}
                            spellCheck={false}
                            onChange={(e) => setText(setPair(href, result.parts.query, i, p.key, e.target.value))}
                          />
                        </td>
                        <td className={bodyCell}>
                          <button
                            type="button"
                            className={button({ size: 'icon', variant: 'ghost' })}
                            aria-label={`Remove parameter ${i + 1}${p.key ? ` (${p.key})` : ''}`}
                            onClick={() => setText(removePair(href, result.parts.query, i))}
                          >
                            <Trash2 aria-hidden />
                          </button>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </Panel>
        </>
      )}
    </div>
  )
}
