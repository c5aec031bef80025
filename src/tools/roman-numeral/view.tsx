import { ArrowRight } from 'lucide-react'
import { CopyButton, EmptyState, Notice, Panel, SplitLayout, Stack, TextField } from '../../kit'
import { useLinkState } from '../../kit/link-state'
import { looks } from '../../kit/styles'
import { css } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { convertRoman, MAX_VINCULUM } from './roman-numeral'

const EXAMPLES = ['2024', 'MCMXCIV', '3999', 'XLII', '12345']

const SYMBOL_ROWS = [
  ['I', '1'],
  ['V', '5'],
  ['X', '10'],
  ['L', '50'],
  ['C', '100'],
  ['D', '500'],
  ['M', '1,000'],
  ['V\u0305', '5,000'],
  ['X\u0305', '10,000'],
  ['M\u0305', '1,000,000'],
]

const chip = css({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  px: '2.5',
  py: '1.5',
  bg: 'bg.subtle',
  borderRadius: 'md',
  fontFamily: 'mono',
  fontSize: 'sm',
  minW: '12',
})

export default function RomanNumeralView() {
  const [text, setText] = useLinkState('value', '2024')
  const result = convertRoman(text)
  const output = result.ok ? (result.kind === 'to-roman' ? result.roman : String(result.value)) : ''

  return (
    <SplitLayout>
      <Panel
        title="Convert"
        description="Type a number (1 to 3,999,999) or a Roman numeral; the direction is detected."
      >
        <TextField
          label="Number or Roman numeral"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="e.g. 1994 or MCMXCIV"
          autoComplete="off"
          spellCheck={false}
          mono
          error={!result.ok && result.error ? result.error : undefined}
        />
        <div className={looks.rowCentered}>
          <span className={looks.mutedText}>Try:</span>
          {EXAMPLES.map((ex) => (
            <button
              key={ex}
              type="button"
              className={button({ size: 'xs', variant: 'outline' })}
              onClick={() => setText(ex)}
            >
              {ex}
            </button>
          ))}
        </div>
        <div>
          <h3 className={css({ fontSize: 'sm', fontWeight: 'semibold', mb: '2' })}>Symbols</h3>
          <ul aria-label="Roman numeral symbols" className={looks.row}>
            {SYMBOL_ROWS.map(([s, v]) => (
              <li key={s} className={chip}>
                <span className={css({ fontWeight: 'semibold' })}>{s}</span>
                <span className={looks.mutedSmall}>{v}</span>
              </li>
            ))}
          </ul>
          <p className={css({ fontSize: 'xs', color: 'fg.muted', mt: '2' })}>
            A bar over a numeral multiplies it by 1,000 (vinculum); standard numerals stop at 3,999 (MMMCMXCIX), barred
            ones at {MAX_VINCULUM.toLocaleString('en-US')}.
          </p>
        </div>
      </Panel>
      <Panel
        title="Result"
        actions={<CopyButton value={output} what={result.ok && result.kind === 'to-roman' ? 'Numeral' : 'Number'} />}
      >
        {result.ok ? (
          <Stack gap="4">
            <div className={css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap', minW: 0 })}>
              <span className={css({ fontFamily: 'mono', color: 'fg.muted', overflowWrap: 'anywhere' })}>
                {result.kind === 'to-roman' ? result.value.toLocaleString('en-US') : result.roman}
              </span>
              <ArrowRight aria-hidden className={css({ w: '4', h: '4', color: 'fg.muted', flexShrink: 0 })} />
              <output
                data-testid="roman-result"
                aria-live="polite"
                className={css({
                  fontFamily: 'mono',
                  fontSize: '2xl',
                  fontWeight: 'semibold',
                  overflowWrap: 'anywhere',
                  minW: 0,
                })}
              >
                {output}
              </output>
            </div>
            <div>
              <h3 className={css({ fontSize: 'sm', fontWeight: 'semibold', mb: '2' })}>How it adds up</h3>
              <ul data-testid="roman-parts" aria-label="Breakdown" className={looks.row}>
                {result.parts.map((p, i) => (
                  <li key={i} className={chip}>
                    <span className={css({ fontWeight: 'semibold' })}>{p.numeral}</span>
                    <span className={looks.mutedSmall}>{p.value.toLocaleString('en-US')}</span>
                  </li>
                ))}
              </ul>
            </div>
          </Stack>
        ) : result.error ? (
          <Notice tone="danger" title="Cannot convert">
            {result.error}
          </Notice>
        ) : (
          <EmptyState title="Nothing to convert yet">Type a number or a Roman numeral.</EmptyState>
        )}
      </Panel>
    </SplitLayout>
  )
}
