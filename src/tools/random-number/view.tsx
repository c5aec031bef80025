import { Dices } from 'lucide-react'
import { useCallback, useEffect, useState } from 'react'
import { CopyButton, DownloadButton, EmptyState, Notice, NumberField, Panel, SplitLayout, TextField } from '../../kit'
import { useLinkState } from '../../kit/link-state'
import { Segmented } from '../../kit/segmented'
import { looks } from '../../kit/styles'
import { css } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { SwitchField } from '../../ui/switch'
import {
  type DrawRequest,
  drawNumbers,
  joinNumbers,
  MAX_DECIMALS,
  planDraw,
  type Separator,
  type SortOrder,
  sortNumbers,
} from './random-number'

const PRESETS: readonly { label: string; req: Partial<DrawRequest> }[] = [
  { label: '1–100', req: { min: '1', max: '100', count: '1', unique: false, decimals: 0 } },
  { label: 'Dice (1–6)', req: { min: '1', max: '6', count: '1', unique: false, decimals: 0 } },
  { label: 'Coin (0–1)', req: { min: '0', max: '1', count: '1', unique: false, decimals: 0 } },
  { label: 'Lottery (6 of 1–49)', req: { min: '1', max: '49', count: '6', unique: true, decimals: 0 } },
  { label: 'Decimal 0–1', req: { min: '0', max: '1', count: '1', unique: false, decimals: 4 } },
]

const SORT_OPTIONS = [
  { value: 'none', label: 'As drawn' },
  { value: 'asc', label: 'Ascending' },
  { value: 'desc', label: 'Descending' },
] as const
const SEPARATOR_OPTIONS = [
  { value: 'newline', label: 'New lines' },
  { value: 'comma', label: 'Commas' },
  { value: 'space', label: 'Spaces' },
] as const

const INITIAL: DrawRequest = { min: '1', max: '100', count: '1', unique: false, decimals: 0 }

export default function RandomNumberView() {
  const [req, setReq] = useLinkState<DrawRequest>('draw', INITIAL)
  const [decimalsRaw, setDecimalsRaw] = useLinkState('decimals', '2')
  const [sort, setSort] = useLinkState<SortOrder>('sort', 'none')
  const [separator, setSeparator] = useLinkState<Separator>('separator', 'newline')
  const [values, setValues] = useState<string[]>([])
  // The first draw follows the settings the page opened with (a link's, or the defaults).
  const [openedWith] = useState(req)

  const decimalsOn = req.decimals > 0
  const decimalsNumber = Number(decimalsRaw)
  const decimalsError =
    decimalsOn && !(Number.isInteger(decimalsNumber) && decimalsNumber >= 1 && decimalsNumber <= MAX_DECIMALS)
      ? `Enter a whole number from 1 to ${MAX_DECIMALS}.`
      : undefined
  const planned = planDraw(req)
  const fieldError = (field: 'min' | 'max' | 'count') =>
    !planned.ok && planned.field === field ? planned.error : undefined

  const generate = useCallback((r: DrawRequest) => {
    const p = planDraw(r)
    if (p.ok) setValues(drawNumbers(p.plan))
  }, [])

  useEffect(() => generate(openedWith), [generate, openedWith])

  const update = (patch: Partial<DrawRequest>) => setReq((r) => ({ ...r, ...patch }))
  const toggleDecimals = (on: boolean) => update({ decimals: on ? (decimalsError ? 2 : decimalsNumber || 2) : 0 })
  const changeDecimals = (raw: string) => {
    setDecimalsRaw(raw)
    const n = Number(raw)
    if (Number.isInteger(n) && n >= 1 && n <= MAX_DECIMALS) update({ decimals: n })
  }
  const applyPreset = (p: Partial<DrawRequest>) => {
    const next = { ...req, ...p }
    setReq(next)
    if (next.decimals) setDecimalsRaw(String(next.decimals))
    generate(next)
  }

  const output = joinNumbers(sortNumbers(values, sort), separator)
  const single = values.length === 1

  return (
    <SplitLayout>
      <Panel title="Range">
        <div className={looks.row}>
          {PRESETS.map((p) => (
            <button
              key={p.label}
              type="button"
              className={button({ size: 'xs', variant: 'outline' })}
              onClick={() => applyPreset(p.req)}
            >
              {p.label}
            </button>
          ))}
        </div>
        <div className={css({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '3' })}>
          <TextField
            label="Minimum"
            value={req.min}
            inputMode="decimal"
            autoComplete="off"
            onChange={(e) => update({ min: e.target.value })}
            error={fieldError('min')}
          />
          <TextField
            label="Maximum"
            value={req.max}
            inputMode="decimal"
            autoComplete="off"
            onChange={(e) => update({ max: e.target.value })}
            error={fieldError('max')}
          />
        </div>
        <TextField
          label="How many"
          value={req.count}
          inputMode="numeric"
          autoComplete="off"
          onChange={(e) => update({ count: e.target.value })}
          error={fieldError('count')}
          hint="Up to 10,000 numbers; both ends of the range can be drawn."
        />
        <div className={looks.rowWide}>
          <SwitchField label="No repeats" checked={req.unique} onChange={(unique) => update({ unique })} />
          <SwitchField label="Decimals" checked={decimalsOn} onChange={toggleDecimals} />
        </div>
        {decimalsOn ? (
          <NumberField
            label="Decimal places"
            min={1}
            max={MAX_DECIMALS}
            step={1}
            value={decimalsRaw}
            onChange={(e) => changeDecimals(e.target.value)}
            error={decimalsError}
            hint="Numbers are drawn evenly from every value with this many places."
          />
        ) : null}
        <Segmented label="Order" value={sort} options={SORT_OPTIONS} onChange={setSort} />
        {!planned.ok && planned.field === 'range' ? <Notice tone="danger">{planned.error}</Notice> : null}
        <button
          type="button"
          className={button({ variant: 'solid' })}
          disabled={!planned.ok || Boolean(decimalsError)}
          onClick={() => generate(req)}
        >
          <Dices aria-hidden />
          Generate
        </button>
      </Panel>
      <Panel
        title={single ? 'Your number' : `Your numbers (${values.length.toLocaleString('en-US')})`}
        actions={
          <>
            <CopyButton value={output} what={single ? 'Number' : 'Numbers'} />
            <DownloadButton filename="random-numbers.txt" data={output ? `${output}\n` : ''} />
          </>
        }
      >
        {values.length === 0 ? (
          <EmptyState title="No numbers yet">Set a range and press Generate.</EmptyState>
        ) : single ? (
          <output
            data-testid="random-output"
            aria-live="polite"
            className={css({
              display: 'block',
              fontFamily: 'mono',
              fontSize: '4xl',
              fontWeight: 'semibold',
              textAlign: 'center',
              py: '6',
              overflowWrap: 'anywhere',
            })}
          >
            {output}
          </output>
        ) : (
          <>
            <Segmented label="Separator" value={separator} options={SEPARATOR_OPTIONS} onChange={setSeparator} />
            <output
              data-testid="random-output"
              aria-live="polite"
              aria-label="Drawn numbers"
              tabIndex={0}
              className={css({
                display: 'block',
                fontFamily: 'mono',
                fontSize: 'sm',
                whiteSpace: 'pre-wrap',
                overflowWrap: 'anywhere',
                maxH: '96',
                overflowY: 'auto',
                bg: 'bg.subtle',
                borderRadius: 'lg',
                p: '3',
                _focusVisible: { outline: '2px solid', outlineColor: 'accent.focus' },
              })}
            >
              {output}
            </output>
          </>
        )}
      </Panel>
    </SplitLayout>
  )
}
