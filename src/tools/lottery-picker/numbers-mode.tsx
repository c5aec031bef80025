// Draw numbers: how many distinct numbers from which range, and the numbers drawn (sorted, and in the order drawn).
import { Shuffle } from 'lucide-react'
import { CopyButton, DownloadButton, NumberField, Panel, SplitLayout } from '../../kit'
import { looks } from '../../kit/styles'
import { css, cx } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import type { NumberDraw } from './lottery-picker'

export interface RangeText {
  count: string
  min: string
  max: string
}

export interface NumbersModeProps {
  range: RangeText
  onRange: (key: keyof RangeText, value: string) => void
  problem: string | null
  numbers: NumberDraw | null
  onDraw: () => void
}

const ball = css({
  minW: '10',
  h: '10',
  px: '2',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: 'full',
  bg: 'accent.subtle',
  color: 'accent.fg',
  fontWeight: 'semibold',
  fontVariantNumeric: 'tabular-nums',
})

export function NumbersMode({ range, onRange, problem, numbers, onDraw }: NumbersModeProps) {
  return (
    <SplitLayout>
      <Panel title="Numbers" description="Draw distinct numbers from a range, like a lottery (6 of 49).">
        <div className={css({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: '3' })}>
          <NumberField
            label="How many"
            value={range.count}
            min={1}
            step={1}
            onChange={(e) => onRange('count', e.target.value)}
          />
          <NumberField label="From" value={range.min} step={1} onChange={(e) => onRange('min', e.target.value)} />
          <NumberField label="To" value={range.max} step={1} onChange={(e) => onRange('max', e.target.value)} />
        </div>
        {problem ? (
          <p role="alert" className={looks.dangerText}>
            {problem}
          </p>
        ) : null}
        <button
          type="button"
          className={cx(button({ variant: 'solid', size: 'md' }), css({ alignSelf: 'flex-start' }))}
          onClick={onDraw}
          disabled={Boolean(problem)}
        >
          <Shuffle aria-hidden /> Draw numbers
        </button>
      </Panel>
      <Panel
        title="Numbers drawn"
        actions={
          <>
            <CopyButton value={numbers ? numbers.sorted.join(', ') : ''} what="Numbers" />
            <DownloadButton filename="numbers.txt" data={numbers ? `${numbers.sorted.join('\n')}\n` : null} />
          </>
        }
      >
        {numbers ? (
          <div aria-live="polite" className={looks.stackSnug}>
            <ul
              tabIndex={0}
              aria-label="Numbers, sorted"
              className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', maxH: '80', overflowY: 'auto' })}
            >
              {numbers.sorted.map((n) => (
                <li key={n} data-testid="drawn-number" className={ball}>
                  {n}
                </li>
              ))}
            </ul>
            <p
              className={css({ fontSize: 'xs', color: 'fg.muted', overflowWrap: 'anywhere' })}
              data-testid="draw-order"
            >
              In the order drawn: {numbers.drawn.slice(0, 100).join(', ')}
              {numbers.drawn.length > 100 ? ', …' : ''}
            </p>
          </div>
        ) : (
          <p className={looks.mutedText}>Choose a range and press Draw numbers.</p>
        )}
      </Panel>
    </SplitLayout>
  )
}
