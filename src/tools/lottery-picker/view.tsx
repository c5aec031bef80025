import { Shuffle, Trophy, UserMinus } from 'lucide-react'
import { useDeferredValue, useMemo, useRef, useState } from 'react'
import { CopyButton, DownloadButton, Notice, NumberField, Panel, SplitLayout, Stack, TextAreaField } from '../../kit'
import { type HistoryItem, HistoryPanel, pushHistory } from '../../kit/history-panel'
import { useLinkState } from '../../kit/link-state'
import { Segmented } from '../../kit/segmented'
import { looks } from '../../kit/styles'
import { css, cx } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { notify } from '../../ui/toaster'
import {
  type DuplicateMode,
  drawNumbers,
  drawWinners,
  type Entry,
  firstPickChances,
  numbersProblem,
  ordinal,
  parseEntries,
  removeNames,
  winnersProblem,
} from './lottery-picker'

type Mode = 'names' | 'numbers'
const MODES = [
  { value: 'names', label: 'Pick from a list' },
  { value: 'numbers', label: 'Draw numbers' },
] as const
const DUPLICATE_MODES = [
  { value: 'combine', label: 'Extra chances' },
  { value: 'once', label: 'Count once' },
] as const
const MAX_ODDS_ROWS = 200

const pct = (p: number) => `${(p * 100).toFixed(p >= 0.1 ? 1 : 2)}%`
const toNumber = (s: string) => (s.trim() === '' ? Number.NaN : Number(s))

export default function LotteryPickerView() {
  const [mode, setMode] = useLinkState<Mode>('mode', 'names')
  const [text, setText] = useLinkState('entries', '', 'input')
  const [dupMode, setDupMode] = useLinkState<DuplicateMode>('duplicates', 'combine')
  const [winnersRaw, setWinnersRaw] = useLinkState('winners', '1')
  const [winners, setWinners] = useState<Entry[] | null>(null)
  const [kRaw, setKRaw] = useLinkState('count', '6')
  const [minRaw, setMinRaw] = useLinkState('min', '1')
  const [maxRaw, setMaxRaw] = useLinkState('max', '49')
  const [numbers, setNumbers] = useState<{ drawn: number[]; sorted: number[] } | null>(null)
  const [history, setHistory] = useState<HistoryItem[]>([])
  const nextId = useRef(1)

  const deferredText = useDeferredValue(text)
  const parsed = useMemo(() => parseEntries(deferredText, dupMode), [deferredText, dupMode])
  const winnerCount = toNumber(winnersRaw)
  const pickProblem = text.trim() || winnersRaw !== '1' ? winnersProblem(parsed.entries, winnerCount) : null
  const chances = useMemo(() => firstPickChances(parsed.entries), [parsed])
  const k = toNumber(kRaw)
  const min = toNumber(minRaw)
  const max = toNumber(maxRaw)
  const numberProblem = numbersProblem(k, min, max)

  const record = (primary: string, secondary: string) =>
    setHistory((h) =>
      pushHistory(h, { id: nextId.current++, primary, secondary, text: `${primary} (${secondary})`, time: new Date() }),
    )

  const pick = () => {
    const current = parseEntries(text, dupMode)
    if (winnersProblem(current.entries, winnerCount)) return
    const won = drawWinners(current.entries, winnerCount)
    setWinners(won)
    record(
      won.map((w) => w.name).join(', '),
      `${won.length} of ${current.entries.length} entries${current.weighted ? ', weighted' : ''}`,
    )
  }

  const draw = () => {
    if (numberProblem) return
    const result = drawNumbers(k, min, max)
    setNumbers(result)
    record(result.sorted.join(', '), `${k} of ${min}–${max}`)
  }

  const winnersText = winners ? winners.map((w, i) => `${ordinal(i + 1)}: ${w.name}`).join('\n') : ''
  const numbersText = numbers ? numbers.sorted.join(', ') : ''

  return (
    <Stack>
      <Segmented label="What to draw" value={mode} options={MODES} onChange={setMode} />
      {mode === 'names' ? (
        <SplitLayout>
          <Panel title="Entries">
            <TextAreaField
              label="Entries, one per line"
              placeholder={'Alice\nBob\nCarol, 3'}
              value={text}
              onChange={(e) => setText(e.target.value)}
              rows={10}
              hint="Optional weight after a comma, semicolon or tab: “Carol, 3” gives Carol three times the chance of an entry without a weight (weight 1). A weight of 0 leaves the entry out."
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
            {parsed.duplicates.length ? (
              <Notice tone="info" title="Duplicates">
                <ul data-testid="duplicates">
                  {parsed.duplicates.slice(0, 20).map((d) => (
                    <li key={d.name}>
                      {d.name} is listed {d.count} times:{' '}
                      {dupMode === 'combine'
                        ? `one entry with weight ${d.weight}.`
                        : `counted once (weight ${d.weight}).`}
                    </li>
                  ))}
                  {parsed.duplicates.length > 20 ? <li>…and {parsed.duplicates.length - 20} more.</li> : null}
                </ul>
              </Notice>
            ) : null}
            {parsed.zeroWeight.length ? (
              <Notice tone="info">Left out (weight 0): {parsed.zeroWeight.slice(0, 20).join(', ')}</Notice>
            ) : null}
            {parsed.problems.length ? (
              <Notice tone="warning" title="Lines skipped">
                <ul data-testid="line-problems">
                  {parsed.problems.slice(0, 20).map((p) => (
                    <li key={p.line}>{p.message}</li>
                  ))}
                </ul>
              </Notice>
            ) : null}
            <button
              type="button"
              className={cx(button({ variant: 'solid', size: 'md' }), css({ alignSelf: 'flex-start' }))}
              onClick={pick}
              disabled={Boolean(winnersProblem(parsed.entries, winnerCount)) || !text.trim()}
            >
              <Trophy aria-hidden /> Pick{' '}
              {Number.isInteger(winnerCount) && winnerCount > 1 ? `${winnerCount} winners` : 'a winner'}
            </button>
          </Panel>

          <Stack>
            <Panel
              title="Winners"
              actions={
                <>
                  <button
                    type="button"
                    className={button({ size: 'sm', variant: 'ghost' })}
                    disabled={!winners}
                    onClick={() => {
                      if (!winners) return
                      setText(
                        removeNames(
                          text,
                          winners.map((w) => w.name),
                        ),
                      )
                      notify({
                        type: 'success',
                        title: 'Winners removed',
                        description: `${winners.length} removed from the entries for the next draw`,
                      })
                    }}
                  >
                    <UserMinus aria-hidden /> Remove from entries
                  </button>
                  <CopyButton value={winnersText} what="Winners" />
                  <DownloadButton filename="winners.txt" data={winnersText ? `${winnersText}\n` : null} />
                </>
              }
            >
              {winners ? (
                <ol aria-label="Winners" aria-live="polite" className={looks.stackTight}>
                  {winners.map((w, i) => (
                    <li
                      key={w.name}
                      data-testid="winner"
                      className={css({
                        display: 'flex',
                        alignItems: 'baseline',
                        gap: '3',
                        p: '2',
                        bg: 'bg.subtle',
                        borderRadius: 'md',
                        minW: 0,
                      })}
                    >
                      <span className={css({ fontSize: 'xs', color: 'fg.muted', w: '10', flexShrink: 0 })}>
                        {ordinal(i + 1)}
                      </span>
                      <span
                        data-testid="winner-name"
                        className={css({
                          fontWeight: 'semibold',
                          fontSize: i === 0 ? 'xl' : 'md',
                          overflowWrap: 'anywhere',
                        })}
                      >
                        {w.name}
                      </span>
                    </li>
                  ))}
                </ol>
              ) : (
                <p className={looks.mutedText}>
                  Paste your entries and press Pick. Every draw uses your browser’s cryptographic random generator.
                </p>
              )}
            </Panel>
            {parsed.entries.length ? (
              <Panel title="Odds" description="Chance of being picked first (later picks are drawn from those left).">
                <div
                  tabIndex={0}
                  role="region"
                  aria-label="Odds table"
                  className={css({ maxH: '64', overflow: 'auto' })}
                >
                  <table className={looks.dataTable}>
                    <thead>
                      <tr className={css({ textAlign: 'left', color: 'fg.muted' })}>
                        <th scope="col" className={css({ py: '1', fontWeight: 'medium' })}>
                          Entry
                        </th>
                        <th scope="col" className={css({ py: '1', pl: '3', fontWeight: 'medium', textAlign: 'right' })}>
                          Weight
                        </th>
                        <th scope="col" className={css({ py: '1', pl: '3', fontWeight: 'medium', textAlign: 'right' })}>
                          Chance
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {parsed.entries.slice(0, MAX_ODDS_ROWS).map((e, i) => (
                        <tr
                          key={e.name}
                          data-testid="odds-row"
                          className={css({ borderTopWidth: '1px', borderColor: 'border.default' })}
                        >
                          <td className={css({ py: '1', pr: '2', overflowWrap: 'anywhere' })}>{e.name}</td>
                          <td
                            className={css({
                              py: '1',
                              pl: '3',
                              textAlign: 'right',
                              fontVariantNumeric: 'tabular-nums',
                            })}
                          >
                            {e.weight}
                          </td>
                          <td
                            className={css({
                              py: '1',
                              pl: '3',
                              textAlign: 'right',
                              fontVariantNumeric: 'tabular-nums',
                            })}
                          >
                            {pct(chances[i])}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
                {parsed.entries.length > MAX_ODDS_ROWS ? (
                  <p className={looks.mutedSmall}>
                    Showing the first {MAX_ODDS_ROWS} of {parsed.entries.length} entries.
                  </p>
                ) : null}
              </Panel>
            ) : null}
          </Stack>
        </SplitLayout>
      ) : (
        <SplitLayout>
          <Panel title="Numbers" description="Draw distinct numbers from a range, like a lottery (6 of 49).">
            <div className={css({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: '3' })}>
              <NumberField label="How many" value={kRaw} min={1} step={1} onChange={(e) => setKRaw(e.target.value)} />
              <NumberField label="From" value={minRaw} step={1} onChange={(e) => setMinRaw(e.target.value)} />
              <NumberField label="To" value={maxRaw} step={1} onChange={(e) => setMaxRaw(e.target.value)} />
            </div>
            {numberProblem ? (
              <p role="alert" className={looks.dangerText}>
                {numberProblem}
              </p>
            ) : null}
            <button
              type="button"
              className={cx(button({ variant: 'solid', size: 'md' }), css({ alignSelf: 'flex-start' }))}
              onClick={draw}
              disabled={Boolean(numberProblem)}
            >
              <Shuffle aria-hidden /> Draw numbers
            </button>
          </Panel>
          <Panel
            title="Numbers drawn"
            actions={
              <>
                <CopyButton value={numbersText} what="Numbers" />
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
                    <li
                      key={n}
                      data-testid="drawn-number"
                      className={css({
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
                      })}
                    >
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
