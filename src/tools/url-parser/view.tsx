import { Wand2 } from 'lucide-react'
import { useMemo } from 'react'
import { CopyButton, EmptyState, Notice, Panel } from '../../kit'
import { useHandoffText } from '../../kit/handoff'
import { LargeTextField } from '../../kit/large-text-field'
import { useLinkState } from '../../kit/link-state'
import { looks } from '../../kit/styles'
import { css } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { PartsPanel } from './parts-panel'
import { QueryPanel } from './query-panel'
import { EXAMPLE_URL, parseUrl } from './url-parser'

export default function UrlParserView() {
  const [text, setText] = useLinkState('url', '', 'input')
  useHandoffText(setText)
  const result = useMemo(() => parseUrl(text), [text])
  const href = result.kind === 'ok' ? result.parts.href : ''

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
        <LargeTextField
          label="URL to parse"
          mono
          rows={3}
          placeholder="https://example.com/path?query=value#fragment"
          value={text}
          onValueChange={setText}
          className={css({ '& textarea': { minH: '20' } })}
        />
        {result.kind === 'too-long' ? (
          <Notice tone="danger" title="Too long to parse">
            <span data-testid="url-too-long">{result.message}</span>
          </Notice>
        ) : null}
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
          <PartsPanel parts={result.parts} onHref={setText} />
          <QueryPanel href={href} query={result.parts.query} onHref={setText} />
        </>
      )}
    </div>
  )
}
