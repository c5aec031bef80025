import { useEffect, useRef, useState } from 'react'
import { CodeOutput, CopyButton, DownloadButton, Panel, SplitLayout } from '../../kit'
import { useHandoffText } from '../../kit/handoff'
import { LargeTextField } from '../../kit/large-text-field'
import { useLinkState } from '../../kit/link-state'
import { SampleClearActions } from '../../kit/sample-clear'
import { looks } from '../../kit/styles'
import { textLimitProblem } from '../../lib/text/text-limit'
import { css } from '../../styled-system/css'
import { CheckboxField } from '../../ui/checkbox'
import {
  DEFAULT_HTML_OPTIONS,
  EDIT_DELAY_MS,
  type HtmlToTextOptions,
  htmlToText,
  OPTION_DELAY_MS,
  SAMPLE_HTML,
} from './html-to-text'

const OPTION_LABELS: readonly { key: keyof HtmlToTextOptions; label: string }[] = [
  { key: 'preserveLineBreaks', label: 'Preserve line breaks' },
  { key: 'preserveSpaces', label: 'Preserve spaces' },
  { key: 'removeEmptyLines', label: 'Remove empty lines' },
  { key: 'includeLinks', label: 'Include links' },
  { key: 'includeLinkUrls', label: 'Include link URLs' },
]

/** The longest HTML converted (5 MB took 5 s on the page's thread). */
const HTML_MAX_CHARS = 500_000

export default function HtmlToTextView() {
  const [html, setHtml] = useLinkState('html', '', 'input')
  const [options, setOptions] = useLinkState<HtmlToTextOptions>('options', DEFAULT_HTML_OPTIONS)
  const [text, setText] = useState('')
  useHandoffText((t) => edit(t, 0))
  // Edits re-convert after 300 ms, option changes after 100 ms, a loaded sample at once.
  const delay = useRef(EDIT_DELAY_MS)

  // Converted on the page's thread (the browser's HTML parser): past the limit the HTML is refused before it is read.
  const tooLong = textLimitProblem(html.length, HTML_MAX_CHARS, 'HTML to Text')
  useEffect(() => {
    const timer = setTimeout(() => setText(tooLong ? '' : htmlToText(html, options)), delay.current)
    return () => clearTimeout(timer)
  }, [html, options, tooLong])

  const edit = (value: string, wait: number) => {
    delay.current = wait
    setHtml(value)
  }
  const setOption = (key: keyof HtmlToTextOptions, value: boolean) => {
    delay.current = OPTION_DELAY_MS
    setOptions((o) => ({ ...o, [key]: value }))
  }

  return (
    <SplitLayout>
      <Panel
        title="HTML"
        actions={
          <SampleClearActions
            onSample={() => edit(SAMPLE_HTML, 0)}
            onClear={() => edit('', 0)}
            canClear={html !== ''}
          />
        }
      >
        <LargeTextField
          label="HTML input"
          mono
          rows={16}
          placeholder="<p>Paste HTML here…</p>"
          value={html}
          onValueChange={(v) => edit(v, EDIT_DELAY_MS)}
          error={tooLong ?? undefined}
        />
        <fieldset
          className={css({
            display: 'grid',
            gap: '2.5',
            gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
          })}
        >
          <legend className={looks.labelAbove}>Options</legend>
          {OPTION_LABELS.map(({ key, label }) => (
            <CheckboxField
              key={key}
              label={label}
              checked={options[key]}
              disabled={key === 'includeLinkUrls' && !options.includeLinks}
              onChange={(v) => setOption(key, v)}
            />
          ))}
        </fieldset>
      </Panel>
      <Panel
        title="Plain text"
        actions={
          <>
            <CopyButton value={text} what="Text" />
            <DownloadButton
              filename="extracted-text.txt"
              data={text}
              success={{ title: 'Downloaded!', description: 'Text file saved successfully' }}
            />
          </>
        }
      >
        {text ? (
          <CodeOutput label="Plain text output" value={text} maxHeight="560px" />
        ) : (
          <p
            data-testid="text-empty"
            className={css({ fontSize: 'sm', color: 'fg.muted', bg: 'bg.subtle', borderRadius: 'lg', p: '3' })}
          >
            The extracted text appears here
          </p>
        )}
      </Panel>
    </SplitLayout>
  )
}
