import { ArrowDownUp } from 'lucide-react'
import { useDeferredValue, useMemo } from 'react'
import { CopyButton, EmptyState, Notice, Panel, SplitLayout } from '../../kit'
import { useHandoffText } from '../../kit/handoff'
import { LargeTextField } from '../../kit/large-text-field'
import { useLinkState } from '../../kit/link-state'
import { LongText } from '../../kit/long-text'
import { Segmented } from '../../kit/segmented'
import { looks } from '../../kit/styles'
import { css, cx } from '../../styled-system/css'
import { button, table } from '../../styled-system/recipes'
import {
  DecodeError,
  type DecodeMode,
  decode,
  ENCODE_MODES,
  type EncodeMode,
  EXAMPLES,
  encode,
  PARAMS_MAX,
  paramsToTsv,
  parseQuery,
  urlLimitProblem,
} from './url-encode'

type Direction = 'encode' | 'decode'

const DIRECTIONS = [
  { value: 'encode', label: 'Encode' },
  { value: 'decode', label: 'Decode' },
] as const

const DECODE_MODES = [
  { value: 'component', label: 'Percent only (+ stays +)' },
  { value: 'form', label: 'Form (+ is space)' },
] as const

const tbl = table()
const cell = cx(tbl.cell, looks.monoText, css({ verticalAlign: 'top', minW: 0 }))

/** Characters of a URL part, key or value shown in the table; Copy table takes them all. */
const PART_CHARS = 2_000

export default function UrlEncodeView() {
  const [direction, setDirection] = useLinkState<Direction>('direction', 'encode')
  const [encodeMode, setEncodeMode] = useLinkState<EncodeMode>('encoding', 'component')
  const [decodeMode, setDecodeMode] = useLinkState<DecodeMode>('decoding', 'form')
  const [text, setText] = useLinkState('text', '', 'input')
  useHandoffText(setText)
  const input = useDeferredValue(text)

  // Past the limit nothing is encoded, decoded or parsed (it all runs on the page): the panel names the limit.
  const tooLong = urlLimitProblem(input.length)
  const result = useMemo(() => {
    if (!input || tooLong) return { output: '', error: null as DecodeError | null }
    if (direction === 'encode') return { output: encode(input, encodeMode), error: null }
    try {
      return { output: decode(input, decodeMode), error: null }
    } catch (e) {
      if (e instanceof DecodeError) return { output: '', error: e }
      throw e
    }
  }, [input, tooLong, direction, encodeMode, decodeMode])

  const parsed = useMemo(() => parseQuery(tooLong ? '' : input), [input, tooLong])
  const hint = ENCODE_MODES.find((m) => m.value === encodeMode)?.hint

  const swap = () => {
    if (!result.output) return
    setText(result.output)
    setDirection(direction === 'encode' ? 'decode' : 'encode')
    if (direction === 'encode') setDecodeMode(encodeMode === 'form' ? 'form' : 'component')
  }

  return (
    <div className={looks.stack}>
      <SplitLayout>
        <Panel
          title="Input"
          actions={
            <button
              type="button"
              className={button({ size: 'sm', variant: 'ghost' })}
              disabled={!text}
              onClick={() => setText('')}
            >
              Clear
            </button>
          }
        >
          <div className={looks.rowWide}>
            <Segmented label="Direction" value={direction} options={DIRECTIONS} onChange={setDirection} />
            {direction === 'encode' ? (
              <Segmented
                label="Encoding"
                value={encodeMode}
                options={ENCODE_MODES.map((m) => ({ value: m.value, label: m.label }))}
                onChange={setEncodeMode}
              />
            ) : (
              <Segmented label="Decoding" value={decodeMode} options={DECODE_MODES} onChange={setDecodeMode} />
            )}
          </div>
          {direction === 'encode' ? <p className={looks.mutedSmall}>{hint}</p> : null}
          <LargeTextField
            label={direction === 'encode' ? 'Text to encode' : 'Text to decode'}
            placeholder={direction === 'encode' ? 'Type text or a URL…' : 'Paste percent-encoded text or a URL…'}
            value={text}
            onValueChange={setText}
            rows={7}
            mono
          />
          <div className={looks.rowCentered}>
            <span className={looks.mutedText}>Examples:</span>
            {EXAMPLES.map((ex) => (
              <button
                key={ex.id}
                type="button"
                className={button({ size: 'xs' })}
                onClick={() => {
                  setText(ex.text)
                  setDirection(ex.id === 'encoded' ? 'decode' : 'encode')
                }}
              >
                {ex.label}
              </button>
            ))}
          </div>
        </Panel>
        <Panel
          title={direction === 'encode' ? 'Encoded' : 'Decoded'}
          actions={
            <>
              <button
                type="button"
                className={button({ size: 'sm', variant: 'ghost' })}
                disabled={!result.output}
                onClick={swap}
              >
                <ArrowDownUp aria-hidden />
                Use as input
              </button>
              <CopyButton value={result.output} what={direction === 'encode' ? 'Encoded text' : 'Decoded text'} />
            </>
          }
        >
          {tooLong ? (
            <Notice tone="danger" title="Too long to work on here">
              <span data-testid="url-limit">{tooLong}</span>
            </Notice>
          ) : null}
          {result.error ? (
            <Notice tone="danger" title="Cannot decode">
              {result.error.message}
            </Notice>
          ) : null}
          <LongText
            region
            label={direction === 'encode' ? 'Encoded output' : 'Decoded output'}
            value={result.output}
            placeholder={direction === 'encode' ? 'The encoded text appears here' : 'The decoded text appears here'}
            className={looks.outputBox}
            maxHeight="480px"
          />
          {result.output ? (
            <p className={looks.mutedSmall} data-testid="url-lengths">
              {input.length.toLocaleString('en')} → {result.output.length.toLocaleString('en')} characters
            </p>
          ) : null}
        </Panel>
      </SplitLayout>

      <Panel
        title="Query parameters"
        description="The query string of the input, split into pairs and decoded (+ is a space, as browsers send forms)."
        actions={
          <CopyButton
            value={paramsToTsv(parsed.params)}
            label="Copy table"
            what="Parameters"
            aria-label="Copy table: the parameters as tab-separated text"
          />
        }
      >
        {parsed.url ? (
          <dl
            data-testid="url-parts"
            className={css({
              display: 'grid',
              gridTemplateColumns: 'max-content minmax(0, 1fr)',
              gap: '1 3',
              fontSize: 'sm',
              '& dt': { color: 'fg.muted' },
              '& dd': { fontFamily: 'mono', fontVariantLigatures: 'none', overflowWrap: 'anywhere', minW: 0 },
            })}
          >
            <dt>Scheme</dt>
            <dd>{parsed.url.protocol}</dd>
            {parsed.url.username ? (
              <>
                <dt>User</dt>
                <dd>
                  <LongText value={parsed.url.username} label="User" max={PART_CHARS} />
                </dd>
              </>
            ) : null}
            <dt>Host</dt>
            <dd>
              <LongText value={parsed.url.host || '—'} label="Host" max={PART_CHARS} />
            </dd>
            {parsed.url.port ? (
              <>
                <dt>Port</dt>
                <dd>{parsed.url.port}</dd>
              </>
            ) : null}
            <dt>Path</dt>
            <dd>
              <LongText value={parsed.url.pathname} label="Path" max={PART_CHARS} />
            </dd>
            {parsed.url.hash ? (
              <>
                <dt>Fragment</dt>
                <dd>
                  <LongText value={parsed.url.hash} label="Fragment" max={PART_CHARS} />
                </dd>
              </>
            ) : null}
          </dl>
        ) : null}
        {parsed.params.length === 0 ? (
          <EmptyState title="No query parameters">
            Paste a URL with a query (…?a=1&amp;b=2) or a bare query string to see its keys and values.
          </EmptyState>
        ) : (
          <div className={looks.scrollX}>
            <table className={tbl.root} data-testid="query-table">
              <caption className={tbl.caption}>
                {parsed.total > parsed.params.length
                  ? `The first ${PARAMS_MAX.toLocaleString('en-US')} of ${parsed.total.toLocaleString('en-US')} parameters`
                  : `${parsed.params.length} ${parsed.params.length === 1 ? 'parameter' : 'parameters'}`}
              </caption>
              <thead className={tbl.head}>
                <tr>
                  <th scope="col" className={tbl.headerCell} style={{ width: '3rem' }}>
                    #
                  </th>
                  <th scope="col" className={tbl.headerCell}>
                    Key
                  </th>
                  <th scope="col" className={tbl.headerCell}>
                    Value
                  </th>
                </tr>
              </thead>
              <tbody>
                {parsed.params.map((p, i) => (
                  <tr key={i} className={tbl.row}>
                    <td className={cx(cell, tbl.numeric)}>{i + 1}</td>
                    <td className={cell}>
                      <LongText value={p.key} label={`Key ${i + 1}`} max={PART_CHARS} />
                    </td>
                    <td className={cell}>
                      {p.flag ? (
                        <span className={looks.muted}>(no value)</span>
                      ) : (
                        <LongText value={p.value} label={`Value ${i + 1}`} max={PART_CHARS} />
                      )}
                      {p.error ? <p className={css({ color: 'danger.fg', fontFamily: 'body' })}>{p.error}</p> : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Panel>
    </div>
  )
}
