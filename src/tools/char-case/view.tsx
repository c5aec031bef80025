import { Eraser } from 'lucide-react'
import { useDeferredValue, useMemo } from 'react'
import { CopyButton, Panel } from '../../kit'
import { useHandoffText } from '../../kit/handoff'
import { LargeTextField } from '../../kit/large-text-field'
import { useLinkState } from '../../kit/link-state'
import { LongText } from '../../kit/long-text'
import { looks } from '../../kit/styles'
import { textLimitProblem } from '../../lib/text/text-limit'
import { css } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { notify } from '../../ui/toaster'
import { CASES, CHAR_CASE_MAX_CHARS } from './char-case'

const PLACEHOLDER = 'Enter text above to see conversion'

export default function CharCaseView() {
  const [text, setText] = useLinkState('text', '', 'input')
  useHandoffText(setText)
  const deferred = useDeferredValue(text)
  const tooLong = textLimitProblem(deferred.length, CHAR_CASE_MAX_CHARS, 'Case Converter', 'converts')
  const outputs = useMemo(
    () => CASES.map((c) => ({ ...c, value: deferred && !tooLong ? c.convert(deferred) : '' })),
    [deferred, tooLong],
  )

  const clear = () => {
    setText('')
    notify({ type: 'success', title: 'Text cleared', description: 'All text has been removed' })
  }

  return (
    <div className={looks.stack}>
      <Panel
        title="Input"
        actions={
          <button type="button" className={button({ size: 'sm', variant: 'outline' })} disabled={!text} onClick={clear}>
            <Eraser aria-hidden />
            Clear
          </button>
        }
      >
        <LargeTextField
          label="Text to convert"
          placeholder="Type or paste your text here…"
          value={text}
          onValueChange={setText}
          rows={6}
          error={tooLong ?? undefined}
        />
      </Panel>
      <Panel title="Conversions">
        <ul
          className={css({
            display: 'grid',
            gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
            gap: '3',
          })}
        >
          {outputs.map((c) => (
            <li
              key={c.id}
              data-testid={`case-${c.id}`}
              className={css({
                display: 'flex',
                flexDirection: 'column',
                gap: '2',
                borderWidth: '1px',
                borderColor: 'border.default',
                borderRadius: 'lg',
                p: '3',
                minW: 0,
              })}
            >
              <div
                className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2' })}
              >
                <h3 className={css({ fontSize: 'sm', fontWeight: 'semibold', color: 'fg.default' })}>{c.label}</h3>
                <CopyButton
                  value={c.value}
                  size="xs"
                  variant="ghost"
                  aria-label={`Copy ${c.label}`}
                  success={{ title: 'Copied!', description: `${c.label} copied to clipboard` }}
                  failure={{ title: 'Copy failed', description: 'Failed to copy text' }}
                />
              </div>
              <output
                data-testid={`case-${c.id}-value`}
                className={css({
                  fontFamily: 'mono',
                  fontSize: 'sm',
                  bg: 'bg.subtle',
                  borderRadius: 'md',
                  px: '2.5',
                  py: '2',
                  minH: '9',
                  minW: 0,
                })}
              >
                {c.value ? (
                  <LongText value={c.value} label={c.label} />
                ) : (
                  <span className={css({ color: 'fg.muted', fontFamily: 'body' })}>{PLACEHOLDER}</span>
                )}
              </output>
            </li>
          ))}
        </ul>
      </Panel>
    </div>
  )
}
