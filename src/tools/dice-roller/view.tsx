import { Dices } from 'lucide-react'
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react'
import { computeDistributionInWorker } from '../../jobs/dice'
import { CopyButton, DownloadButton, Notice, Panel, SplitLayout, Stack, Stats, TextField } from '../../kit'
import { type HistoryItem, HistoryPanel, pushHistory } from '../../kit/history-panel'
import { useLinkState } from '../../kit/link-state'
import { Segmented } from '../../kit/segmented'
import { looks } from '../../kit/styles'
import { useJob } from '../../kit/use-job'
import {
  applyRollMode,
  atLeast,
  type DistributionStats,
  describeRoll,
  distributionTooLarge,
  formatPercent,
  formatTerms,
  parseDice,
  type Roll,
  type RollMode,
  rollTerms,
  type Term,
} from '../../lib/dice'
import { css, cx } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'

const PRESETS = ['1d4', '1d6', '1d8', '1d10', '1d12', '1d20', '1d100', '2d6', '3d6', '4d6kh3', '1d20+5', '8d6']
const MODES = [
  { value: 'normal', label: 'Normal' },
  { value: 'advantage', label: 'Advantage' },
  { value: 'disadvantage', label: 'Disadvantage' },
] as const
const MAX_CHART_BARS = 121
const MAX_TABLE_ROWS = 301

interface Computed {
  key: string
  stats?: DistributionStats
  reason?: string
}

const fmt = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2))

export default function DiceRollerView() {
  const [expression, setExpression] = useLinkState('dice', '2d6+3')
  const [mode, setMode] = useLinkState<RollMode>('mode', 'normal')
  const [roll, setRoll] = useState<Roll | null>(null)
  const [history, setHistory] = useState<HistoryItem[]>([])
  const nextId = useRef(1)

  const parsed = useMemo(() => parseDice(expression), [expression])
  const applied = useMemo(() => (parsed.ok ? applyRollMode(parsed.terms, mode) : null), [parsed, mode])
  const deferred = useDeferredValue(applied)
  const key = applied ? formatTerms(applied.terms) : ''
  const [computed, setComputed] = useState<Computed | null>(null)
  // Each new expression starts the statistics afresh; the job stops the previous run.
  const { start: startStats, cancel: cancelStats } = useJob((terms: Term[], { signal }) =>
    computeDistributionInWorker(terms, signal),
  )
  useEffect(() => {
    if (!deferred) return
    const k = formatTerms(deferred.terms)
    const reason = distributionTooLarge(deferred.terms)
    if (reason) {
      cancelStats()
      setComputed({ key: k, reason })
      return
    }
    startStats(deferred.terms).then((outcome) => {
      if (outcome.status === 'done') setComputed({ key: k, stats: outcome.result })
      else if (outcome.status === 'failed') setComputed({ key: k, reason: `Statistics failed: ${outcome.error}` })
    })
  }, [deferred, startStats, cancelStats])
  const statsOrReason = computed && computed.key === key ? computed : null
  const stats = statsOrReason?.stats ?? null

  const doRoll = (text = expression) => {
    const p = text === expression ? parsed : parseDice(text)
    if (!p.ok) return
    const { terms } = applyRollMode(p.terms, mode)
    const r = rollTerms(terms)
    setRoll(r)
    const line = describeRoll(r)
    setHistory((h) =>
      pushHistory(h, {
        id: nextId.current++,
        primary: (
          <>
            {r.expression} → <strong data-testid="history-total">{r.total}</strong>
          </>
        ),
        secondary: line,
        text: `${r.expression}: ${r.total}  (${line})`,
        time: new Date(),
      }),
    )
  }

  const rows = useMemo(() => {
    if (!stats) return []
    const { offset, probs } = stats.distribution
    const ge = atLeast(stats.distribution)
    const all = Array.from(probs, (p, i) => ({ total: offset + i, p, ge: ge[i] }))
    if (all.length <= MAX_TABLE_ROWS) return all
    const center = Math.round(stats.mean) - offset
    const start = Math.max(0, Math.min(all.length - MAX_TABLE_ROWS, center - (MAX_TABLE_ROWS - 1) / 2))
    return all.slice(start, start + MAX_TABLE_ROWS)
  }, [stats])

  const csv = () => {
    if (!stats) return ''
    const { offset, probs } = stats.distribution
    const ge = atLeast(stats.distribution)
    const lines = Array.from(probs, (p, i) => `${offset + i},${p},${ge[i]}`)
    return `total,probability,probability_at_least\n${lines.join('\n')}\n`
  }

  const maxP = stats ? Math.max(...stats.distribution.probs) : 0
  const resultText = roll ? `${roll.expression}: ${roll.total}\n${describeRoll(roll)}` : ''

  return (
    <Stack>
      <SplitLayout>
        <Panel title="Dice" description="RPG notation: 3d6+2, 4d6kh3 (keep highest 3), 2d20kl1, 2d6+1d4-1, d%.">
          <form
            className={looks.stack}
            onSubmit={(e) => {
              e.preventDefault()
              doRoll()
            }}
          >
            <TextField
              label="Dice expression"
              mono
              value={expression}
              onChange={(e) => setExpression(e.target.value)}
              error={parsed.ok ? undefined : `${parsed.error} (at character ${parsed.position})`}
              hint="Press Enter to roll. kh/kl keep highest/lowest, dh/dl drop highest/lowest."
              autoComplete="off"
              spellCheck={false}
            />
            <Segmented label="d20 rolls" value={mode} options={MODES} onChange={setMode} />
            {applied && mode !== 'normal' ? (
              applied.changed ? (
                <p className={looks.mutedSmall} data-testid="mode-note">
                  {mode === 'advantage' ? 'Advantage' : 'Disadvantage'}: rolling {formatTerms(applied.terms)}
                </p>
              ) : (
                <Notice tone="warning">
                  {mode === 'advantage' ? 'Advantage' : 'Disadvantage'} applies to a single d20 (1d20); this expression
                  has none, so it rolls as written.
                </Notice>
              )
            ) : null}
            <button
              type="submit"
              className={cx(button({ variant: 'solid', size: 'md' }), css({ alignSelf: 'flex-start' }))}
              disabled={!parsed.ok}
            >
              <Dices aria-hidden /> Roll
            </button>
          </form>
          <div>
            <p className={looks.labelAbove}>Quick rolls</p>
            <div className={looks.row}>
              {PRESETS.map((p) => (
                <button
                  key={p}
                  type="button"
                  className={button({ variant: 'outline', size: 'xs' })}
                  aria-label={`Roll ${p}`}
                  onClick={() => {
                    setExpression(p)
                    doRoll(p)
                  }}
                >
                  {p}
                </button>
              ))}
            </div>
          </div>
        </Panel>

        <Panel title="Result" actions={<CopyButton value={resultText} what="Roll" />}>
          {roll ? (
            <div className={looks.stackSnug} aria-live="polite">
              <div className={css({ display: 'flex', alignItems: 'baseline', gap: '3', flexWrap: 'wrap' })}>
                <span
                  data-testid="roll-total"
                  className={css({
                    fontSize: '5xl',
                    fontWeight: 'bold',
                    fontVariantNumeric: 'tabular-nums',
                    lineHeight: '1',
                  })}
                >
                  {roll.total}
                </span>
                <span className={css({ fontFamily: 'mono', color: 'fg.muted', fontSize: 'sm' })}>
                  {roll.expression}
                </span>
              </div>
              <ul className={looks.stackTight} aria-label="Dice rolled">
                {roll.terms.map((tr, idx) => (
                  <li
                    key={idx}
                    className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '1.5' })}
                  >
                    <span className={css({ fontFamily: 'mono', fontSize: 'sm', color: 'fg.muted', minW: '16' })}>
                      {tr.term.sign < 0 ? '−' : '+'} {tr.term.text}
                    </span>
                    {tr.dice.map((d, j) => (
                      <span
                        key={j}
                        data-testid="die"
                        data-kept={d.kept}
                        className={cx(
                          css({
                            minW: '8',
                            h: '8',
                            px: '1.5',
                            display: 'inline-flex',
                            alignItems: 'center',
                            justifyContent: 'center',
                            borderRadius: 'md',
                            borderWidth: '1px',
                            fontFamily: 'mono',
                            fontSize: 'sm',
                            fontVariantNumeric: 'tabular-nums',
                          }),
                          d.kept
                            ? css({ bg: 'bg.subtle', borderColor: 'border.strong', color: 'fg.default' })
                            : css({ borderColor: 'border.default', color: 'fg.muted', textDecoration: 'line-through' }),
                        )}
                      >
                        {d.value}
                        {d.kept ? null : <span className={looks.visuallyHidden}> (dropped)</span>}
                      </span>
                    ))}
                    <span className={css({ fontFamily: 'mono', fontSize: 'sm', ml: 'auto' })}>= {tr.subtotal}</span>
                  </li>
                ))}
              </ul>
              {stats ? (
                <p className={looks.mutedSmall} data-testid="roll-chance">
                  Chance of exactly {roll.total}:{' '}
                  {formatPercent(stats.distribution.probs[roll.total - stats.distribution.offset] ?? 0)}; of{' '}
                  {roll.total} or more:{' '}
                  {formatPercent(atLeast(stats.distribution)[roll.total - stats.distribution.offset] ?? 0)}
                </p>
              ) : null}
            </div>
          ) : (
            <p className={looks.mutedText}>Press Roll to throw the dice.</p>
          )}
        </Panel>
      </SplitLayout>

      <Panel
        title="Distribution"
        description={applied ? `Exact probabilities of every total of ${formatTerms(applied.terms)}` : undefined}
        actions={
          <DownloadButton
            filename="dice-distribution.csv"
            mime="text/csv;charset=utf-8"
            data={stats ? csv : null}
            label="Download CSV"
          />
        }
      >
        {!parsed.ok ? (
          <p className={looks.mutedText}>Fix the expression to see its statistics.</p>
        ) : statsOrReason?.reason ? (
          <Notice tone="info">{statsOrReason.reason}</Notice>
        ) : stats ? (
          <>
            <Stats
              columns={3}
              items={[
                { label: 'Minimum', value: stats.min, testId: 'stat-min' },
                { label: 'Maximum', value: stats.max, testId: 'stat-max' },
                { label: 'Mean', value: fmt(Math.round(stats.mean * 100) / 100), testId: 'stat-mean' },
                { label: 'Std. deviation', value: stats.stdDev.toFixed(2), testId: 'stat-sd' },
                {
                  label: 'Most likely',
                  value: stats.modes.length > 3 ? `${stats.modes[0]}–${stats.modes.at(-1)}` : stats.modes.join(', '),
                  testId: 'stat-mode',
                },
              ]}
            />
            {stats.distribution.probs.length <= MAX_CHART_BARS && stats.distribution.probs.length > 1 ? (
              <div
                role="img"
                aria-label="Bar chart of the probability of each total"
                className={css({
                  display: 'flex',
                  alignItems: 'flex-end',
                  gap: '1px',
                  h: '32',
                  borderBottomWidth: '1px',
                  borderColor: 'border.default',
                })}
              >
                {Array.from(stats.distribution.probs, (p, i) => {
                  const total = stats.distribution.offset + i
                  return (
                    <div
                      key={total}
                      title={`${total}: ${formatPercent(p)}`}
                      className={cx(
                        css({ flex: '1', minW: 0, borderTopRadius: 'sm' }),
                        roll?.total === total ? css({ bg: 'accent.fg' }) : css({ bg: 'accent.solid', opacity: 0.55 }),
                      )}
                      style={{ height: `${Math.max(1, (p / maxP) * 100)}%` }}
                    />
                  )
                })}
              </div>
            ) : null}
            <div
              tabIndex={0}
              role="region"
              aria-label="Probability table"
              className={css({
                maxH: '80',
                overflow: 'auto',
                borderWidth: '1px',
                borderColor: 'border.default',
                borderRadius: 'md',
              })}
            >
              <table
                className={css({
                  w: '100%',
                  fontSize: 'sm',
                  fontVariantNumeric: 'tabular-nums',
                  borderCollapse: 'collapse',
                })}
              >
                <caption className={looks.visuallyHidden}>Probability of each total</caption>
                <thead className={css({ position: 'sticky', top: 0, bg: 'bg.subtle' })}>
                  <tr>
                    <th scope="col" className={css({ textAlign: 'left', px: '3', py: '1.5' })}>
                      Total
                    </th>
                    <th scope="col" className={css({ textAlign: 'right', px: '3', py: '1.5' })}>
                      Exactly
                    </th>
                    <th scope="col" className={css({ textAlign: 'right', px: '3', py: '1.5' })}>
                      At least
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((r) => (
                    <tr
                      key={r.total}
                      data-testid="dist-row"
                      className={cx(
                        css({ borderTopWidth: '1px', borderColor: 'border.default' }),
                        roll?.total === r.total && css({ bg: 'accent.subtle' }),
                      )}
                    >
                      <td className={css({ px: '3', py: '1', fontFamily: 'mono' })}>{r.total}</td>
                      <td className={css({ px: '3', py: '1', textAlign: 'right' })}>{formatPercent(r.p)}</td>
                      <td className={css({ px: '3', py: '1', textAlign: 'right' })}>{formatPercent(r.ge)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {rows.length < stats.distribution.probs.length ? (
              <p className={looks.mutedSmall}>
                Showing the {rows.length} totals around the mean of {stats.distribution.probs.length}; the CSV has all
                of them.
              </p>
            ) : null}
          </>
        ) : (
          <p className={looks.mutedText} role="status">
            Computing the exact distribution…
          </p>
        )}
      </Panel>

      <HistoryPanel
        items={history}
        onClear={() => setHistory([])}
        what="Roll history"
        empty="Your rolls will be listed here."
      />
    </Stack>
  )
}
