import { Trophy } from 'lucide-react'
import { useDeferredValue, useMemo, useRef, useState } from 'react'
import { NumberField, Panel, SplitLayout, Stack } from '../../kit'
import { type HistoryItem, HistoryPanel, pushHistory } from '../../kit/history-panel'
import { LargeTextField } from '../../kit/large-text-field'
import { useLinkState } from '../../kit/link-state'
import { Segmented } from '../../kit/segmented'
import { looks } from '../../kit/styles'
import { textLimitProblem } from '../../lib/text/text-limit'
import { css, cx } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { notify } from '../../ui/toaster'
import { pickDetail, pickLabel, readNumber } from './draw-text'
import { EntryNotes } from './entry-notes'
import {
  type DuplicateMode,
  drawNumbers,
  drawWinners,
  type Entry,
  firstPickChances,
  type NumberDraw,
  numbersProblem,
  parseEntries,
  removeNames,
  winnersProblem,
} from './lottery-picker'
import { NumbersMode, type RangeText } from './numbers-mode'
import { OddsPanel } from './odds-panel'
import { WinnersPanel } from './winners-panel'

type Mode = 'names' | 'numbers'
const MODES = [
  { value: 'names', label: 'Pick from a list' },
  { value: 'numbers', label: 'Draw numbers' },
] as const
const DUPLICATE_MODES = [
  { value: 'combine', label: 'Extra chances' },
  { value: 'once', label: 'Count once' },
] as const

/** The longest list of entries read (one entry a line). */
const PICKER_MAX_CHARS = 1_000_000

export default function LotteryPickerView() {
  const [mode, setMode] = useLinkState<Mode>('mode', 'names')
  const [text, setText] = useLinkState('entries', '', 'input')
  const [dupMode, setDupMode] = useLinkState<DuplicateMode>('duplicates', 'combine')
  const [winnersRaw, setWinnersRaw] = useLinkState('winners', '1')
  const [winners, setWinners] = useState<Entry[] | null>(null)
  const [kRaw, setKRaw] = useLinkState('count', '6')
  const [minRaw, setMinRaw] = useLinkState('min', '1')
  const [maxRaw, setMaxRaw] = useLinkState('max', '49')
  const [numbers, setNumbers] = useState<NumberDraw | null>(null)
  const [history, setHistory] = useState<HistoryItem[]>([])
  const nextId = useRef(1)

  const deferredText = useDeferredValue(text)
  const tooLong = textLimitProblem(deferredText.length, PICKER_MAX_CHARS, 'Random Picker')
  const parsed = useMemo(() => parseEntries(tooLong ? '' : deferredText, dupMode), [deferredText, dupMode, tooLong])
  const winnerCount = readNumber(winnersRaw)
  const pickProblem = text.trim() || winnersRaw !== '1' ? winnersProblem(parsed.entries, winnerCount) : null
  const chances = useMemo(() => firstPickChances(parsed.entries), [parsed])
  const k = readNumber(kRaw)
  const min = readNumber(minRaw)
  const max = readNumber(maxRaw)
  const numberProblem = numbersProblem(k, min, max)
  const range: RangeText = { count: kRaw, min: minRaw, max: maxRaw }
  const setRange = { count: setKRaw, min: setMinRaw, max: setMaxRaw }

  const record = (primary: string, secondary: string) =>
    setHistory((h) =>
      pushHistory(h, { id: nextId.current++, primary, secondary, text: `${primary} (${secondary})`, time: new Date() }),
    )

  const pick = () => {
    const current = parseEntries(text, dupMode)
    if (winnersProblem(current.entries, winnerCount)) return
    const won = drawWinners(current.entries, winnerCount)
    setWinners(won)
    record(won.map((w) => w.name).join(', '), pickDetail(won.length, current.entries.length, current.weighted))
  }

  const draw = () => {
    if (numberProblem) return
    const result = drawNumbers(k, min, max)
    setNumbers(result)
    record(result.sorted.join(', '), `${k} of ${min}–${max}`)
  }

  const removeWinners = (won: Entry[]) => {
    setText(
      removeNames(
        text,
        won.map((w) => w.name),
      ),
    )
    notify({
      type: 'success',
      title: 'Winners removed',
      description: `${won.length} removed from the entries for the next draw`,
    })
  }

  return (
    <Stack>
      <Segmented label="What to draw" value={mode} options={MODES} onChange={setMode} />
      {mode === 'names' ? (
        <SplitLayout>
          <Panel title="Entries">
            <LargeTextField
              label="Entries, one per line"
              placeholder={'Alice\nBob\nCarol, 3'}
              value={text}
              onValueChange={setText}
              rows={10}
              hint="Optional weight after a comma, semicolon or tab: “Carol, 3” gives Carol three times the chance of an entry without a weight (weight 1). A weight of 0 leaves the entry out."
              error={tooLong ?? undefined}
            />
            <Segmented
              label="Duplicate names"
              value={dupMode}
              options={DUPLICATE_MODES}
              onChange={(v) => setDupMode(v)}
            />
            <p className={css({ fontSize: 'xs', color: 'fg.muted', mt: '-2' })}>
              {dupMode === 'combine'
                ? 'A name listed more than once (ignoring case) is one entry whose weights add up: every line is another ticket. It can still win only once.'
                : 'A name listed more than once (ignoring case) is one entry with the weight of its first line; the repeats are ignored.'}
            </p>
            <NumberField
              label="Number of winners"
              value={winnersRaw}
              min={1}
              step={1}
              onChange={(e) => setWinnersRaw(e.target.value)}
              error={pickProblem ?? undefined}
            />
            <div data-testid="entries-summary" className={looks.mutedText}>
              {parsed.entries.length} {parsed.entries.length === 1 ? 'entry' : 'entries'}
              {parsed.weighted ? ', weighted' : ''}
            </div>
            <EntryNotes parsed={parsed} dupMode={dupMode} />
            <button
              type="button"
              className={cx(button({ variant: 'solid', size: 'md' }), css({ alignSelf: 'flex-start' }))}
              onClick={pick}
              disabled={Boolean(winnersProblem(parsed.entries, winnerCount)) || !text.trim()}
            >
              <Trophy aria-hidden /> {pickLabel(winnerCount)}
            </button>
          </Panel>

          <Stack>
            <WinnersPanel winners={winners} onRemove={removeWinners} />
            {parsed.entries.length ? <OddsPanel entries={parsed.entries} chances={chances} /> : null}
          </Stack>
        </SplitLayout>
      ) : (
        <NumbersMode
          range={range}
          onRange={(key, value) => setRange[key](value)}
          problem={numberProblem}
          numbers={numbers}
          onDraw={draw}
        />
      )}
      <HistoryPanel
        items={history}
        onClear={() => setHistory([])}
        what="Draw history"
        empty="Your draws will be listed here."
      />
    </Stack>
  )
}
